import json

from dataagents.curation.report import CurationReport, Evidence, FileError, Finding
from dataagents.curation.taxonomy import Tag


def _report():
    return CurationReport(
        findings=[
            Finding(
                title="Dup rows",
                description="2 rows repeat",
                tags=["data-problem/apparent-corruption"],
                severity=0.8,
                evidence=[Evidence(file="a.csv", location="line 3 (row 2)", context="1,2,`x`")],
                suggested_fix="drop them",
                detector="duplicate_rows",
            ),
            Finding(
                title="Bad tag kept",
                description="d",
                tags=["invented-tag", "typo"],
                severity=0.2,
                evidence=[Evidence(file="README.md", location="$.x", context="teh")],
            ),
        ],
        errors=[FileError(file="b.bin", reason="cannot open")],
    )


def test_json_roundtrip_and_tag_cleanup():
    rep = _report()
    back = CurationReport.model_validate_json(rep.to_json())
    assert back == rep
    assert back.findings[1].tags == [Tag.TYPO]  # an invented tag is dropped, the finding kept


def test_markdown_quotes_evidence_and_errors():
    md = _report().to_markdown()
    assert "## 1. Dup rows" in md and "`a.csv` line 3 (row 2)" in md
    assert "data-problem/apparent-corruption" in md
    assert "b.bin" in md and "**Fix:** drop them" in md


def test_sarif_structure():
    sarif = json.loads(_report().to_sarif())
    assert sarif["version"] == "2.1.0"
    run = sarif["runs"][0]
    rules = {r["id"] for r in run["tool"]["driver"]["rules"]}
    assert rules == {"duplicate_rows", "model-finding", "unreadable-file"}
    first = run["results"][0]
    assert first["level"] == "error" and first["ruleId"] == "duplicate_rows"
    loc = first["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "a.csv" and loc["region"]["startLine"] == 3
    assert loc["region"]["snippet"]["text"] == "1,2,`x`"
    assert run["results"][1]["level"] == "note"


def test_answer_text_orders_by_severity():
    text = _report().answer_text()
    assert text.index("Dup rows") < text.index("Bad tag kept")
    assert CurationReport().answer_text() == "No issues found."
