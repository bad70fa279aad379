"""Precision of the detectors on real data shapes: column kinds decide what "missing" means, encodings come
from the files module, one kind of gap is one finding, and every quote is verbatim with its line."""

import shutil
from pathlib import Path

import pandas as pd
import pytest

from dataagents.curation.columns import ColumnKind, classify, is_missing
from dataagents.curation.dataset import DatasetView, decode
from dataagents.curation.detectors import DETECTORS, run_detectors

REAL = Path(__file__).parent / "data" / "real_shapes"


def _findings(root: Path, only: str | None = None):
    view = DatasetView(root)
    found, _, _ = run_detectors(view, only=[only] if only else None)
    return found, view


def _write(root: Path, files: dict[str, str | bytes]) -> Path:
    for name, content in files.items():
        (root / name).write_bytes(content if isinstance(content, bytes) else content.encode())
    return root


# --- column kinds ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "values", "kind"),
    [
        ("iso2", ["NA", "BW", "ZA", "NO", "NL"], ColumnKind.CODE),
        ("Country Code", ["NAM", "BWA", "ZAF", "NOR"], ColumnKind.CODE),
        # no telling name: the shape alone (upper-case two-letter values, several of them)
        ("c", ["NA", "DE", "FR", "US", "JP", "BR"], ColumnKind.CODE),
        ("customer_id", [str(1000 + i) for i in range(30)], ColumnKind.ID),
        ("uuid", [f"a{i:04x}-ff" for i in range(30)], ColumnKind.ID),
        (
            "comment",
            ["Arrived late but works fine", "None of them fit", "Great value for money"],
            "free-text",
        ),
        ("gdp", ["4729", "NA", "7738.5", "1487"], ColumnKind.NUMERIC),
        ("day", ["2021-01-02", "2021-02-03", "2021-03-04"], ColumnKind.DATE),
        ("species", ["setosa", "virginica", "setosa", "versicolor"], ColumnKind.CATEGORICAL),
        # placeholders alone are not a column of codes
        ("score", ["NA", "NA", "12", "NA"], ColumnKind.NUMERIC),
    ],
)
def test_classify_column_kinds(name, values, kind):
    assert classify(name, pd.Series(values)) == kind


def test_na_is_a_code_in_a_code_column_and_missing_in_a_numeric_one():
    assert not is_missing("NA", ColumnKind.CODE)
    assert is_missing("NA", ColumnKind.NUMERIC)
    assert not is_missing("None", ColumnKind.FREE_TEXT)
    assert is_missing("", ColumnKind.CODE)


# --- missing values by column kind ------------------------------------------------------------------------
def test_namibia_is_not_missing_but_a_numeric_na_is():
    found, _ = _findings(REAL, "missing_values")
    text = " ".join(f.title + " " + f.description for f in found)
    assert "iso2" not in text  # NA = Namibia
    disguised = next(f for f in found if f.kind == "Disguised missing values")
    assert "gdp_per_capita_usd" in disguised.title and "rating" in disguised.title  # NA in numbers, -999


def test_namibia_in_a_table_the_code_was_not_written_for(tmp_path):
    """Another phrasing and layout: semicolon-separated, a 'nationality' column, NA on several rows."""
    rows = ["athlete;nationality;time_s"] + [
        f"Runner {i};{c};{600 + i}" for i, c in enumerate(["NA", "KE", "ET", "NA", "UG", "NA", "MA", "ER"])
    ]
    rows.append("Runner 9;KE;?")
    found, _ = _findings(_write(tmp_path, {"results.csv": "\n".join(rows) + "\n"}), "missing_values")
    assert len(found) == 1
    assert "time_s" in found[0].title and "nationality" not in found[0].title


def test_empty_cells_grouped_into_one_finding_with_every_place(tmp_path):
    a = "id,name,email,phone\n" + "\n".join(
        f"{i},N{i},{'' if i % 3 else 'x@y.org'},{'' if i % 2 else '1'}" for i in range(12)
    )
    b = "code,notes\n" + "\n".join(f"K{i},{'' if i < 4 else 'fine'}" for i in range(10))
    found, _ = _findings(_write(tmp_path, {"a.csv": a + "\n", "b.csv": b + "\n"}), "missing_values")
    empty = [f for f in found if f.kind == "Empty cells"]
    assert len(empty) == 1
    title = empty[0].title
    assert "3 places" in title and "'email'" in title and "'phone'" in title and "'notes'" in title
    assert {e.file for e in empty[0].evidence} == {"a.csv", "b.csv"}
    assert empty[0].confidence < 0.5  # empty optional fields are a weak note, not a top finding


def test_outliers_never_reported_on_an_id_column(tmp_path):
    rows = ["record_id,height_cm"] + [f"{i if i < 29 else 9_000_000},{170 + i % 7}" for i in range(30)]
    found, _ = _findings(_write(tmp_path, {"h.csv": "\n".join(rows) + "\n"}), "impossible_values")
    assert not any("record_id" in f.title for f in found)


# --- encodings from the files module ----------------------------------------------------------------------
def test_cp1252_chosen_over_latin1_when_windows_bytes_appear():
    raw = (REAL / "products_cp1252.csv").read_bytes()
    text, enc = decode(raw)
    assert enc == "cp1252"
    assert "“Lungo”" in text and "25 €" in text


def test_cp1252_with_symbols_charset_normalizer_misreads():
    # ™ and • are not letters; charset-normalizer alone answers cp1250/cp1125 for such short samples
    raw = "brand,note\nAcme™,• “bold” claim\nZed,plain\n".encode("cp1252")
    assert decode(raw)[1] == "cp1252"


def test_encoding_finding_quotes_the_first_non_ascii_line():
    found, _ = _findings(REAL, "file_problems")
    enc = next(f for f in found if "not UTF-8" in f.title)
    assert "cp1252" in enc.title
    ev = enc.evidence[0]
    assert ev.verbatim and ev.line == 2 and "“Lungo”" in ev.context


# --- verbatim evidence --------------------------------------------------------------------------------------
def _raw_text(path: Path) -> str:
    return decode(path.read_bytes())[0]


def assert_every_quote_verbatim(findings, root: Path) -> int:
    """Every evidence is either a whole-file fact (no line) or a substring of the raw text at its line."""
    checked = 0
    for f in findings:
        for ev in f.evidence:
            if not ev.verbatim:
                assert ev.line is None, (f.title, ev)
                assert not ev.location.startswith(("line", "row", "$")), (f.title, ev)
                continue
            text = _raw_text(root / ev.file)
            assert ev.context in text, (f.title, ev)
            lines = text.splitlines()
            first = ev.context.splitlines()[0] if ev.context.strip() else ev.context
            assert ev.line is not None and first in lines[ev.line - 1], (f.title, ev)
            checked += 1
    return checked


def test_json_and_jsonl_evidence_is_the_raw_line():
    found, _ = _findings(REAL)
    quotes = [e for f in found for e in f.evidence if e.file in {"reviews.jsonl", "task.json"}]
    assert quotes
    raw = {n: (REAL / n).read_text(encoding="utf-8").splitlines() for n in ("reviews.jsonl", "task.json")}
    for ev in quotes:
        assert ev.verbatim and ev.context in raw[ev.file][ev.line - 1].strip(), ev


def test_json_record_spread_over_lines_is_quoted_at_its_key(tmp_path):
    text = (REAL / "task.json").read_text(encoding="utf-8").replace('"Kathmandu"', '""')
    found, _ = _findings(_write(tmp_path, {"task.json": text}), "missing_values")
    ev = next(e for f in found for e in f.evidence if "target" in e.location)
    assert ev.context == '"target": ""' and ev.line == 10


def test_every_finding_on_fixtures_is_verbatim():
    found, _ = _findings(REAL)
    assert assert_every_quote_verbatim(found, REAL) >= 5


def test_every_finding_on_every_bundled_case_is_verbatim(sample_cases):
    checked = 0
    for case in sample_cases.values():
        found, _ = _findings(case.files_dir)
        checked += assert_every_quote_verbatim(found, case.files_dir)
    assert checked >= 40


@pytest.mark.slow  # 30 s on 2 cores; the bundled cases' check runs by default
def test_every_finding_on_every_development_case_is_verbatim():
    from dataagents.curation.build_real import REAL_SUITE
    from dataagents.curation.case import load_cases

    cases, errors = load_cases(REAL_SUITE)
    assert not errors and len(cases) >= 30
    checked = 0
    for case in cases:
        found, _ = _findings(case.files_dir)
        checked += assert_every_quote_verbatim(found, case.files_dir)
    assert checked >= 100


def test_every_detector_states_what_a_maintainer_accepts():
    for det in DETECTORS:
        assert isinstance(det.accepts, str) and len(det.accepts.split()) >= 8, det.name
        assert det.__doc__, det.name


def test_confidence_in_unit_interval_on_fixtures_and_copies(tmp_path):
    shutil.copytree(REAL, tmp_path / "copy")
    found, _ = _findings(tmp_path / "copy")
    assert found and all(0.0 <= f.confidence <= 1.0 for f in found)


# --- shapes seen in public reference tables ----------------------------------------------------------------
def _reference_table(tmp_path: Path, dial: list[str]) -> Path:
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    rows = ["name,iso2,dial,currency_numeric,area_km2"]
    for i, d in enumerate(dial):
        code = letters[i % 26] + letters[(i * 7) % 26]
        rows.append(f'Country {i},{code},"{d}",{i * 37 % 999:03d},{1000 + i * 13}')
    return _write(tmp_path, {"codes.csv": "\n".join(rows) + "\n"})


def test_compound_numbers_are_a_weak_note_and_stray_letters_the_real_error(tmp_path):
    dial = [str(200 + i) for i in range(40)]
    dial[3], dial[9], dial[20] = "1-684", "1-809,1-829", "290 n"
    found, _ = _findings(_reference_table(tmp_path, dial), "mixed_formats")
    real = next(f for f in found if f.title.startswith("Non-numeric"))
    assert "290 n" in real.description and all("290 n" in e.context for e in real.evidence)
    note = next(f for f in found if f.kind == "Cells holding several numbers")
    assert note.confidence < real.confidence


def test_numeric_codes_with_leading_zeros_have_no_outliers(tmp_path):
    dial = [str(200 + i) for i in range(40)]
    found, _ = _findings(_reference_table(tmp_path, dial), "impossible_values")
    assert not any("currency_numeric" in f.title for f in found)


@pytest.mark.parametrize("blank", ["\xa0", "  "])
def test_whitespace_only_cell_is_a_disguised_gap(tmp_path, blank):
    rows = ["station,operator,temp_c"] + [f"S{i},Agency {i % 3},{10 + i % 9}" for i in range(20)]
    rows[4] = f"S3,{blank},12"
    found, _ = _findings(_write(tmp_path, {"w.csv": "\n".join(rows) + "\n"}), "missing_values")
    gap = next(f for f in found if f.kind == "Disguised missing values")
    assert "whitespace-only" in gap.title and "'operator'" in gap.title
    assert gap.evidence[0].line == 5


def test_fenced_code_is_not_a_heading_and_sourced_from_is_a_source(tmp_path):
    readme = (
        "# Population\n\nFigures per country. The data is sourced from the national statistics offices.\n\n"
        "## Preparation\n\n```\n    pip install -r scripts/requirements.txt\n    python scripts/process.py\n```\n\n"
        "## License\n\nPDDL\n"
    )
    found, _ = _findings(_write(tmp_path, {"README.md": readme}), "insufficient_documentation")
    assert not any("Empty section" in f.title for f in found)
    assert not any("no source" in f.title for f in found)


def test_a_few_metadata_objects_are_not_a_data_table(tmp_path):
    meta = '{"name": "population", "resources": [{"name": "population", "path": "data/population.csv"}]}'
    view = DatasetView(_write(tmp_path, {"datapackage.json": meta}))
    assert view.tables() == []


def test_duplicates_of_coarse_records_are_weak_and_of_measured_records_strong(tmp_path):
    coarse = ["pclass,sex,age,embarked"] + [
        f"{1 + i % 3},{'male' if i % 2 else 'female'},{20 + i % 5},S" for i in range(60)
    ]
    measured = ["id,radius,texture"] + [f"{i},{10 + i * 0.137:.3f},{20 + i * 0.071:.3f}" for i in range(60)]
    measured.append(measured[7])
    found, _ = _findings(
        _write(tmp_path, {"people.csv": "\n".join(coarse) + "\n", "cells.csv": "\n".join(measured) + "\n"}),
        "duplicate_rows",
    )
    weak = next(f for f in found if "people.csv" in f.title)
    strong = next(f for f in found if "cells.csv" in f.title)
    assert weak.confidence < 0.5 <= strong.confidence
    assert "coincide" in weak.description


def test_quotes_past_the_decoded_head_of_a_large_file_keep_their_line(tmp_path, monkeypatch):
    import dataagents.curation.dataset as dataset

    monkeypatch.setattr(dataset, "MAX_TEXT_BYTES", 2_000)  # the text view holds the head only
    rows = ["id,reading"] + [f"{i},{100 + i % 17}" for i in range(600)]
    rows[550] = "549,"  # an empty reading far past the head (line 551)
    rows[551] = "550,-999"
    found, _ = _findings(_write(tmp_path, {"log.csv": "\n".join(rows) + "\n"}), "missing_values")
    quotes = [e for f in found for e in f.evidence]
    assert quotes and all(e.verbatim for e in quotes)
    assert {e.line for e in quotes} >= {552}


def test_json_null_is_an_explicit_gap_not_a_disguised_one(tmp_path):
    cars = ",\n".join(
        f'  {{"Name": "car {i}", "Horsepower": {"null" if i in (3, 8) else 90 + i}, "Origin": "USA"}}'
        for i in range(12)
    )
    lines = "\n".join(f'{{"id": {i}, "score": {"null" if i == 4 else i}}}' for i in range(10))
    found, _ = _findings(
        _write(tmp_path, {"cars.json": "[\n" + cars + "\n]\n", "scores.jsonl": lines + "\n"}),
        "missing_values",
    )
    assert not any(f.kind == "Disguised missing values" for f in found)
    gaps = next(f for f in found if f.kind == "Empty cells")
    assert "'Horsepower'" in gaps.title and "'score'" in gaps.title
    assert any(e.context == '{"id": 4, "score": null}' for e in gaps.evidence)


@pytest.mark.parametrize(
    "line",
    [
        "- CDN: https://cdn.jsdelivr.net/npm/vega-datasets@3/data/cars.json",
        "Install a fixed version with `npm install left-pad@1.3.0`.",
    ],
)
def test_package_at_version_is_not_a_malformed_email(tmp_path, line):
    readme = f"# Data\n\n{line}\n\nContact: maintainer@example.org\n"
    found, _ = _findings(_write(tmp_path, {"README.md": readme}), "wrong_info")
    assert not any("email" in f.title.lower() for f in found)


def test_code_in_fenced_blocks_is_not_checked_for_typos(tmp_path):
    readme = (
        "# Data\n\nThe data set has three files.\n\n```js\nconst carz = await datz['cars.json']();\n```\n"
    )
    found, _ = _findings(_write(tmp_path, {"README.md": readme}), "typos")
    assert not found


@pytest.mark.parametrize("col", ["longitude", "lng"])
def test_a_remote_place_is_not_an_outlier_but_an_impossible_coordinate_is(tmp_path, col):
    rows = [f"name,{col}"] + [f"Airport {i},{-120 + (i % 40) * 0.9:.4f}" for i in range(80)]
    rows.append("Island strip,145.7686")
    found, _ = _findings(_write(tmp_path, {"a.csv": "\n".join(rows) + "\n"}), "impossible_values")
    assert not found
    rows.append("Typo field,-1180.25")
    found, _ = _findings(_write(tmp_path, {"a.csv": "\n".join(rows) + "\n"}), "impossible_values")
    assert len(found) == 1 and "Impossible" in found[0].title


def test_empty_sections_of_one_dataset_are_one_finding_quoting_each(tmp_path):
    readme = "# Data\n\nRows of readings.\n\n## Source\n\n## Columns\n\nid, value\n"
    card = "Dataset card\n============\n\nLicense\n-------\n\nCitation\n--------\n\nPlease cite us.\n"
    found, _ = _findings(
        _write(tmp_path, {"README.md": readme, "CARD.rst": card}), "insufficient_documentation"
    )
    empty = [f for f in found if f.kind == "Empty sections in the documentation"]
    assert len(empty) == 1 and "2 places" in empty[0].title
    assert {(e.file, e.context) for e in empty[0].evidence} == {
        ("README.md", "## Source"),
        ("CARD.rst", "License"),
    }


def test_every_quote_of_the_h3_reports_is_verbatim(sample_cases):
    """With the most specific hint (leads from quoted hint text included) every quote is still the file's."""
    import asyncio

    from dataagents.curation.curator import curate

    for case in sample_cases.values():
        report = asyncio.run(curate(case.curator_input(3)))
        assert_every_quote_verbatim(report.findings, case.files_dir)
