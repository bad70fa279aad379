"""Hints steer the ranking: what a hint names (files, columns, quoted text, issue kind) comes first, in
any phrasing; quoted text that no detector covers becomes a marked, low-confidence hint-located lead."""

import asyncio
import shutil
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from dataagents.curation.commands import register
from dataagents.curation.curator import curate
from dataagents.curation.dataset import DatasetView
from dataagents.curation.steer import HINT_LOCATED_CONFIDENCE, parse_hint

REAL = Path(__file__).parent / "data" / "real_shapes"


@pytest.fixture
def real(tmp_path):
    return Path(shutil.copytree(REAL, tmp_path / "real"))


def _ranked(root: Path, hint: str | None):
    return asyncio.run(curate(root, hint=hint)).sorted().findings


@pytest.mark.parametrize(
    ("hint", "family"),
    [
        ("some records appear twice", "duplicate"),
        ("there are duplicated rows", "duplicate"),
        ("a few measurements are placeholders, not real values", "missing"),
        ("several cells hold a sentinel where the value is missing", "missing"),
        ("a word in the documentation is misspelled", "typo"),
        ("there is a typo in the description", "typo"),
        ("a column identifies the people who took part", "ethics"),
        ("an e-mail address of a person is in the data", "ethics"),
    ],
)
def test_issue_words_map_to_families_in_any_phrasing(real, hint, family):
    assert family in parse_hint(hint, DatasetView(real)).families


def test_hint_names_files_columns_and_quotes(real):
    spec = parse_hint(
        "in countries.csv the column gdp per capita usd has a gap; the README's 'Namibia' note and the reviews file",
        DatasetView(real),
    )
    assert {
        "countries.csv",
        "README.md",
        "reviews.jsonl",
    } <= spec.files  # name, stem "README", stem "reviews"
    assert "gdp_per_capita_usd" in spec.columns  # underscores read as spaces
    assert spec.snippets == ["Namibia"]


def test_no_hint_ranks_by_confidence(real):
    ranked = _ranked(real, None)
    conf = [f.confidence for f in ranked]
    assert conf == sorted(conf, reverse=True)
    assert ranked[0].kind == "Disguised missing values"


@pytest.mark.parametrize(
    "hint",
    [
        "the products file is not saved in the expected text encoding",
        "characters in products_cp1252.csv come out garbled: check how it is encoded",
    ],
)
def test_hint_on_encoding_brings_that_finding_first(real, hint):
    ranked = _ranked(real, hint)
    assert "not UTF-8" in ranked[0].title and ranked[0].hint_match > 0
    assert ranked[0].hint_match > ranked[-1].hint_match


@pytest.mark.parametrize(
    "hint",
    [
        "countries.csv: the columns are never described",
        "nothing in the docs explains what the country table's fields mean (see countries.csv)",
    ],
)
def test_hint_on_documentation_of_one_file(real, hint):
    first = _ranked(real, hint)[0]
    assert first.detector == "insufficient_documentation" and "countries.csv" in first.title


@pytest.mark.parametrize(
    "hint",
    [
        "in task.json one target is wrong: the answer 'Auckland' is not the capital it asks for",
        "task.json names the wrong capital city, “Auckland”, for one question",
    ],
)
def test_h3_quote_no_detector_covers_becomes_a_marked_lead(real, hint):
    ranked = _ranked(real, hint)
    lead = ranked[0]
    assert lead.hint_located and lead.detector == "hint_locator"
    # first because it is what the hint points to, not because it is confirmed: its confidence says so
    assert lead.confidence == HINT_LOCATED_CONFIDENCE <= 0.3
    assert lead.hint_match > max(f.hint_match for f in ranked[1:])
    ev = lead.evidence[0]
    raw = (real / "task.json").read_text(encoding="utf-8").splitlines()
    assert ev.file == "task.json" and ev.line == 16 and ev.context == raw[15].strip()
    assert sum(f.hint_located for f in ranked) == 1


def test_quote_a_detector_covers_ranks_the_detector_finding_first(real):
    ranked = _ranked(real, "reviews.jsonl: a rating of '-999' is not a real rating")
    assert not any(f.hint_located for f in ranked)
    assert ranked[0].detector == "missing_values" and "rating" in ranked[0].title


def test_quote_found_nowhere_adds_no_lead(real):
    ranked = _ranked(real, "the value 'Zanzibar City' is misspelled")
    assert not any(f.hint_located for f in ranked)


def _app():
    app = typer.Typer()
    register(app)

    @app.command("noop")
    def _noop() -> None:  # a second command keeps typer from collapsing the app into `curate`
        pass

    return app


def test_cli_shows_top_findings_with_file_line_and_quote(tmp_path):
    root = tmp_path / "many"
    root.mkdir()
    for k in range(12):  # twelve files, each with its own kind of problem is not needed: one per file
        (root / f"t{k}.json").write_text('{"a": [1, 2,]}\n', encoding="utf-8")
    r = CliRunner().invoke(_app(), ["curate", str(root)])
    assert r.exit_code == 0, r.output
    assert r.output.count("\n## ") == 10 and "top 10 shown" in r.output
    assert '- `t0.json` line 1: `{"a": [1, 2,]}`' in r.output
    r = CliRunner().invoke(_app(), ["curate", str(root), "--all"])
    assert r.output.count("\n## ") == 12


@pytest.mark.parametrize(
    ("hint", "positions"),
    [
        ("two rows (around samples 35 and 38) are wrong", {35, 38}),
        ("see lines 40-42 of the file", {40, 42}),
        ("record #7 or row 9 looks off", {7, 9}),
        ("no position given in 2024", set()),
    ],
)
def test_hint_positions(real, hint, positions):
    assert parse_hint(hint, DatasetView(real)).positions == positions


@pytest.mark.parametrize("hint", ["the rating in row 5 of reviews.jsonl", "something is off around line 5"])
def test_a_finding_at_the_hinted_row_ranks_first(real, hint):
    first = _ranked(real, hint)[0]
    assert any(e.line == 5 for e in first.evidence)


def test_a_lead_says_what_it_is_in_every_rendering(real):
    import json

    rep = asyncio.run(curate(real, hint="task.json: the target 'Auckland' is wrong"))
    assert "(a lead located from the hint's quoted text, not confirmed by a check)" in rep.answer_text()
    assert "hint-located lead, not confirmed by a detector" in rep.to_markdown()
    results = json.loads(rep.to_sarif())["runs"][0]["results"]
    assert any(r["properties"].get("hintLocated") for r in results)
    assert all(0 <= r["properties"]["confidence"] <= 1 for r in results if "properties" in r)


@pytest.mark.parametrize(
    "hint", ["an important update arranged by the candidate", "the orange subclass is fine"]
)
def test_words_inside_other_words_do_not_pick_a_family(real, hint):
    assert not parse_hint(hint, DatasetView(real)).families & {"format", "range", "script"}


def test_a_generic_word_does_not_name_a_file(tmp_path):
    (tmp_path / "data.csv").write_text("a,b\n1,2\n", encoding="utf-8")
    (tmp_path / "labels.csv").write_text("a,label\n1,x\n", encoding="utf-8")
    view = DatasetView(tmp_path)
    assert parse_hint("some of the data is mislabelled in the labels file", view).files == {"labels.csv"}
    assert parse_hint("data.csv has a problem", view).files == {"data.csv"}
