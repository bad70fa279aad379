"""The Hub catalog against a local HTTP server answering from recorded Hub data (never the network)."""

import pytest

hf_constants = pytest.importorskip("huggingface_hub.constants")

from dataagents.discovery.catalog.hub import (  # noqa: E402
    HubCatalog,
    hub_filters,
    normalise_card,
    search_terms,
    size_lower_bound,
    split_front_matter,
)
from dataagents.discovery.demand import read_demand  # noqa: E402
from dataagents.discovery.metadata import floor_metadata  # noqa: E402
from dataagents.discovery.researchers import search_agent  # noqa: E402

from .hub_server import recorded_hub  # noqa: E402


@pytest.fixture
def hub(tmp_path, monkeypatch):
    """A real HfApi pointed at the recorded server; downloads go to a fresh cache."""
    monkeypatch.setattr(hf_constants, "HF_HUB_OFFLINE", False)
    monkeypatch.setattr(hf_constants, "HF_HUB_CACHE", str(tmp_path / "hf-cache"))
    with recorded_hub() as (endpoint, requests):
        yield HubCatalog(endpoint=endpoint), requests


def test_demand_dimensions_become_hub_filters():
    assert hub_filters(read_demand("German to English translation pairs, public domain")) == [
        "task_categories:translation",
        "language:de",
        "language:en",
        "license:cc0-1.0",
    ]
    # "permissive" is several licences, which the Hub would AND: checked per dataset instead
    assert hub_filters(read_demand("questions and answers about chemistry, permissive licence")) == []
    assert search_terms("short film critiques in English with a binary sentiment label") == [
        "film",
        "critiques",
    ]


def test_size_categories_and_front_matter():
    assert size_lower_bound("1K<n<10K") == 1000 and size_lower_bound("n<1K") == 0
    assert size_lower_bound("n>1T") == 10**12 and size_lower_bound("unknown") is None
    front, prose = split_front_matter("---\nlicense: mit\n---\n# T\nprose")
    assert front == {"license": "mit"} and prose.startswith("# T")
    assert split_front_matter("no front matter") == ({}, "no front matter")


def test_whole_demand_searched_with_filters(hub):
    cat, requests = hub
    demand = "short film critiques in English with a binary sentiment label, labelled pos or neg"
    hits = cat.search(demand, 5)
    assert hits[0].id == "acme/film-critiques-polarity"
    assert "lawlab/contract-clauses-gated" not in {h.id for h in hits}  # gated: cannot be downloaded
    listings = [q for path, q in requests if path == "/api/datasets"]
    # one listing on the filters alone, then one per topic word of the whole demand
    assert {tuple(q.get("search", [""])) for q in listings} >= {("",), ("film",), ("critiques",)}
    assert all(q["filter"] == ["task_categories:text-classification", "language:en"] for q in listings)
    assert all("cardData" in q["expand"] for q in listings)


def test_card_read_and_normalised_to_metadata(hub):
    cat, _ = hub
    cat.search("film critiques sentiment in English", 5)
    entry = cat.get("acme/film-critiques-polarity")
    assert entry.task_type == "text-classification" and entry.license == "cc-by-4.0"
    assert entry.output_field == "label" and entry.label_names == ["neg", "pos"]
    assert entry.splits == {"train": 3, "test": 1} and entry.n_records == 4
    assert "agreed by two annotators" in entry.card  # the README's prose, not just the listing
    meta = floor_metadata(entry.card, [], dataset_id=entry.id)
    assert meta.task_type == "text-classification"
    assert meta.input == "English text" and meta.output == "a label, one of: neg, pos"
    assert meta.source == "expert-generated" and "movies" in meta.question


async def test_search_agent_on_the_hub_converts_the_label_column(hub):
    cat, requests = hub
    found = await search_agent("English film critiques labelled pos or neg", cat)
    assert found.source_id == "acme/film-critiques-polarity", found.trace
    # the training split's file, labels as their names, the label never in the input
    assert [s.output for s in found.samples] == ["pos", "neg", "pos"]
    assert found.samples[0].input.splitlines()[-1] == "A tender, funny film that earns every tear."
    assert all("label:" not in s.input and s.output not in s.input for s in found.samples)
    assert found.source_size == 4 and found.splits == {"train": 3, "test": 1}  # both splits counted
    assert any(path.endswith("/data/train.jsonl") for path, _ in requests)
    assert any(
        line.startswith("hf query: {'filter': ['task_categories:text-classification'") for line in found.trace
    )


async def test_hub_pair_mismatch_is_refused(hub):
    cat, _ = hub
    # the Hub has English-German only: an English-French demand filters it out and nothing is handed over
    found = await search_agent("English to French translation pairs", cat)
    assert found.failed and found.failure == "nothing suitable found"


def test_normalise_card_without_front_matter_uses_listing_tags():
    entry = normalise_card(
        "x/y", {}, "Parallel text.", ["task_categories:translation", "language:en", "language:fr"]
    )
    assert entry.task_type == "translation"
    assert "input: English text" in entry.card and "output: French text" in entry.card
