import json

import pytest

from dataagents.curation.case import Case, CaseType, CuratorInput, load_case, load_cases
from dataagents.curation.errors import CaseFormatError
from dataagents.curation.taxonomy import PARENT, PARENT_CATEGORIES, Tag, expand, parse_tag


def test_taxonomy_has_the_papers_18_tags_with_parents():
    assert len(Tag) == 18
    assert {PARENT[t] for t in PARENT} == {Tag.DATA_PROBLEM, Tag.DOCUMENT_PROBLEM, Tag.INFRASTRUCTURE_PROBLEM}
    assert parse_tag("data-problem/hidden-corruption") is Tag.HIDDEN_CORRUPTION
    assert parse_tag("ethical-legal-risk") is Tag.ETHICAL_LEGAL_RISK
    assert expand([Tag.WRONG_INFO]) == {Tag.WRONG_INFO, Tag.DOCUMENT_PROBLEM}
    with pytest.raises(ValueError):
        parse_tag("document-problem/wrong-value")  # wrong parent


def test_sample_suite_covers_parents_types_and_size(sample_cases):
    assert len(sample_cases) >= 12
    tags = set().union(*(expand(c.tags) for c in sample_cases.values()))
    assert set(PARENT_CATEGORIES) <= tags
    assert {c.type for c in sample_cases.values()} == set(CaseType)
    for c in sample_cases.values():
        assert c.license and c.provenance and c.source_url
        assert all(getattr(c.hints, h).strip() for h in ("h1", "h2", "h3"))
        names = {f.name for f in c.file_list()}
        assert all(inv.name in names for inv in c.involved), c.id
        single_file = c.type in (CaseType.SISF, CaseType.MISF)
        assert single_file == (len(names) == 1), c.id
    total = sum(p.stat().st_size for c in sample_cases.values() for p in c.root.rglob("*") if p.is_file())
    assert total < 2 * 1024 * 1024


def test_malformed_cases_are_reported_and_skipped(tmp_path, make_case):
    make_case(tmp_path, "good", {"a.csv": "x\n1\n"})
    bad_json = tmp_path / "broken"
    (bad_json / "files").mkdir(parents=True)
    (bad_json / "case.json").write_text("{not json")
    make_case(tmp_path, "badtag", {"a.csv": "x\n"}, tags=["no-such-tag"])
    make_case(tmp_path, "nofield", {"a.csv": "x\n"}, hints={"h1": "only one"})
    nofiles = make_case(tmp_path, "nofiles", {"a.csv": "x\n"}, id="nofiles")
    (nofiles / "files" / "a.csv").unlink()
    (nofiles / "files").rmdir()
    make_case(tmp_path, "zdup", {"a.csv": "x\n"}, id="good")
    cases, errors = load_cases(tmp_path)
    assert [c.id for c in cases] == ["good"]
    reasons = {e.path.split("/")[-1]: e.reason for e in errors}
    assert set(reasons) == {"broken", "badtag", "nofield", "nofiles", "zdup"}
    assert "not valid JSON" in reasons["broken"]
    assert "files/" in reasons["nofiles"]
    assert "duplicate" in reasons["zdup"]


def test_case_json_inside_files_is_not_a_case(tmp_path, make_case):
    make_case(tmp_path, "c1", {"case.json": json.dumps({"hello": 1})})
    cases, errors = load_cases(tmp_path)
    assert len(cases) == 1 and not errors


def test_hint_levels(sample_cases):
    c = next(iter(sample_cases.values()))
    assert c.hint(0) is None and c.hint(3) == c.hints.h3
    with pytest.raises(CaseFormatError):
        c.hint(4)
    with pytest.raises(CaseFormatError):
        load_case(c.root / "files")


def test_curator_input_has_no_label_fields():
    label_fields = {"title", "content", "involved", "tags", "type", "id", "source_url"}
    assert not label_fields & set(CuratorInput.model_fields)
    assert label_fields <= set(Case.model_fields)
