"""The real-issue development set (suites/dca_real): format, provenance, verbatim contexts, hint levels,
and the checker that guards them (it must also catch a broken case, not only pass good ones)."""

import json
import shutil

import pytest

from dataagents.curation.build_real import (
    REAL_SUITE,
    case_table,
    check_case,
    check_suite,
    cut_lines,
    file_text,
    read_origin,
    repositories,
)
from dataagents.curation.case import CaseType, load_case, load_cases
from dataagents.curation.suite import dca_dataset
from dataagents.curation.taxonomy import PARENT_CATEGORIES, expand


@pytest.fixture(scope="module")
def real_cases():
    cases, errors = load_cases(REAL_SUITE)
    assert not errors, errors
    return cases


def test_suite_loads_with_enough_cases_and_repositories(real_cases):
    assert len(real_cases) >= 30
    assert len(repositories(real_cases)) >= 15
    # every parent category of the paper's taxonomy is represented
    tags = set().union(*(expand(c.tags) for c in real_cases))
    assert set(PARENT_CATEGORIES) <= tags


def test_every_context_is_verbatim_in_its_file(real_cases):
    for case in real_cases:
        names = {f.name for f in case.file_list()}
        for inv in case.involved:
            assert inv.name in names, (case.id, inv.name)
            assert inv.context.strip(), case.id
            assert inv.context in file_text(case.files_dir / inv.name), (case.id, inv.context[:60])


def test_every_case_has_three_hint_levels_and_provenance_with_licence(real_cases):
    for case in real_cases:
        assert all(getattr(case.hints, h).strip() for h in ("h1", "h2", "h3")), case.id
        assert case.hint(0) is None and case.hint(3) == case.hints.h3
        origin = read_origin(case)
        assert origin.repository in case.source_url
        assert origin.report_url.startswith(f"https://github.com/{origin.repository}/")
        assert len(origin.commit_before_fix) == 40
        assert case.license.strip() and origin.data_license.strip()
        assert origin.commit_before_fix[:10] in case.provenance


def test_case_type_agrees_with_the_number_of_files(real_cases):
    for case in real_cases:
        single_file = case.type in (CaseType.SISF, CaseType.MISF)
        assert single_file == (len(case.file_list()) == 1), case.id


def test_checker_passes_the_suite():
    cases, problems = check_suite(REAL_SUITE)
    assert len(cases) >= 30
    assert problems == {}


def _copy_case(tmp_path, case_id):
    target = tmp_path / case_id
    shutil.copytree(REAL_SUITE / case_id, target)
    meta = json.loads((target / "case.json").read_text(encoding="utf-8"))
    return target, meta


def _rewrite(target, meta):
    (target / "case.json").write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")
    return check_case(load_case(target))


def test_checker_rejects_a_context_that_is_not_in_the_file(tmp_path):
    target, meta = _copy_case(tmp_path, "covid19za-gauteng-typo-count")
    assert _rewrite(target, meta) == []
    meta["involved"][0]["context"] = meta["involved"][0]["context"].replace("4335", "435")
    problems = _rewrite(target, meta)
    assert any("not verbatim" in p for p in problems)


def test_checker_rejects_hints_that_locate_or_leak(tmp_path):
    target, meta = _copy_case(tmp_path, "538-fight-songs-trope-count")
    meta["hints"]["h1"] = "a wrong total in fight-songs.csv"  # h1 must not give the location
    meta["hints"]["h3"] = "look at " + meta["involved"][0]["context"]  # h3 must not hand over the context
    problems = _rewrite(target, meta)
    assert any("h1 names a file" in p for p in problems)
    assert any("copies more than" in p for p in problems)


def test_checker_rejects_missing_provenance(tmp_path):
    target, meta = _copy_case(tmp_path, "seaborn-data-no-licence")
    del meta["origin"]["data_license"]
    problems = _rewrite(target, meta)
    assert problems and problems[0].startswith("origin:")


def test_cut_lines_keeps_bytes_and_cr_line_ends():
    blob = b"h,x\r\na,1\r\nb,\xff2\r\nc,3\r\n"
    assert cut_lines(blob, [(1, 1), (3, 3)]) == b"h,x\r\nb,\xff2\r\n"
    assert cut_lines(b"h\ra\rb\r", [(1, 1), (3, 3)]) == b"h\rb\r"  # old Mac line ends
    assert cut_lines(blob, None) == blob


def test_suite_runs_through_the_dca_dataset_at_every_level(real_cases):
    dataset = dca_dataset(str(REAL_SUITE), "all")
    assert len(dataset) == 4 * len(real_cases)
    first = next(iter(dataset))
    assert first.metadata["hint_level"] == "h0" and first.input == "(no hint)"


def test_readme_table_is_the_generated_one(real_cases):
    readme = (REAL_SUITE / "README.md").read_text(encoding="utf-8")
    assert readme.endswith(case_table(real_cases))
    assert f"{len(real_cases)} cases" in readme
