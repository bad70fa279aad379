"""Two counts of a row compared by the initials that head them ("the games started are higher than the games
pitched" over GS and G); what cannot be, said before the rule that follows ("a pitcher can't …, so any line where
…"); copies keyed again "with a slip in the surname but the rest of the line identical"; labels by parts of the
rows ranked by one column ("top quarter for the best-paid quarter, … middle for the half in between"); a number
said with the form the table keeps it in ("650 (the file keeps it divided by ten, so 65)"); a case for the rows
where "there isn't a score"; "put a SAT band on each student"; the columns listed as blank ("whose glucose, insulin
and cholesterol are all empty", "… or cholesterol is empty"); a table put into a template said by its columns;
corrections said to be in a file whose name does not say so; "for everyone in between", "for everyone else";
labels that all say the column's word keep it; a legend said "stored as 1 for female"; flags named by a word
whose consonants the header begins ("freshmen" for frosh); copies "with the capitalisation changed"; one label for
two groups each with its own bound ("a woman's … or a man's …"), and such bounds never read flat; a bound on an
ordered scale of words ("at least somewhat worried about the Big One"); labels of several words listed after
semicolons, looked for in the column that holds them; a word and its negation said by the verb ("non-smoking
mothers", a parent word over births being no sex of the rows); a part of the only dates "with just the year". End
to end with no model, on tables of their own, in two wordings or more, with the negatives that must not be
read."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from dataagents.governance.spec import DropMissing, LabelByConditions, MapValues, RowFilter
from tests.governance.readings import spec_of, written

GAMES = pd.DataFrame(
    {
        "player": ["a", "b", "c", "d", "e"],
        "W": [3, 1, 0, 5, 2],
        "L": [1, 4, 0, 2, 2],
        "G": [10, 4, 30, 12, 8],
        "GS": [10, 6, 0, 13, 2],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "A pitcher can't start more games than he appeared in, so any line where the games started are higher than "
        "the games pitched is a keying error. Please drop those lines.",
        "Drop the lines where the games started are higher than the games.",
    ],
)
def test_counts_headed_by_their_initials_are_compared(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"pitching_lines.csv": GAMES})
    assert status == "verified"
    assert list(result["player"]) == ["a", "c", "e"]


def test_wins_against_losses_by_initials_alone_are_said_to_be_inferred(tmp_path: Path) -> None:
    result, status = written(
        "Drop the lines where the wins are higher than the losses.", tmp_path, **{"lines.csv": GAMES}
    )
    assert list(result["player"]) == ["b", "c", "e"]
    assert status != "verified"  # neither column is named in full: W and L are read from their initials


def test_a_premise_without_so_is_no_rule() -> None:
    # "can't" with no rule after "so" leaves the sentence to be read as it is (nothing here asks anything)
    spec = spec_of("A pitcher can't start more games than he appeared in.", **{"lines.csv": GAMES})
    assert not any(isinstance(s.intent, RowFilter) for s in spec.steps) or spec.unmapped


CUSTOMERS = pd.DataFrame(
    {
        "customer": ["Martin", "Okafor", "Lindqvist", "Patel", "Okaffor", "Lindqvst", "Nguyen"],
        "age": [34, 51, 29, 45, 51, 29, 38],
        "town": ["Leeds", "York", "Hull", "Bath", "York", "Hull", "Ely"],
        "spend": [120.5, 88.0, 301.2, 77.7, 88.0, 301.2, 12.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "A few customers were typed in twice with a typo in the name but everything else the same. Keep the first "
        "of each.",
        "Some customers got entered into the list a second time, with a spelling mistake in their surname and the "
        "rest of the row identical. I only want the first entry for each customer.",
    ],
)
def test_copies_with_a_slip_in_one_column_are_one(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"customers.csv": CUSTOMERS})
    assert status == "verified"
    assert list(result["customer"]) == ["Martin", "Okafor", "Lindqvist", "Patel", "Nguyen"]


def test_one_row_per_name_with_no_slip_said_changes_nothing_and_is_not_verified(tmp_path: Path) -> None:
    result, status = written("Keep only the first entry for each customer.", tmp_path, **{"c.csv": CUSTOMERS})
    assert status != "verified"
    assert len(result) == len(CUSTOMERS)


SCHOOLS = pd.DataFrame(
    {"school": range(1, 13), "avgsal": [30 + 2 * i for i in range(12)], "enrol": range(100, 112)}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Split the schools into quarters by average salary, in a salary quarter column: top quarter for the "
        "best-paid quarter of the schools, bottom quarter for the worst-paid quarter, and middle for the half in "
        "between.",
        "Divide the schools into quartiles of average salary, in a salary quarter column: top quarter for the top "
        "quartile, bottom quarter for the bottom quartile and middle for the rest.",
    ],
)
def test_labels_by_parts_of_the_ranked_rows(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"schools.csv": SCHOOLS})
    assert status == "verified"
    assert list(result["salary_quarter"]) == ["bottom quarter"] * 3 + ["middle"] * 6 + ["top quarter"] * 3


def test_parts_with_no_direction_are_not_read() -> None:
    spec = spec_of(
        "Split the schools into quarters by average salary, in a salary quarter column: first for one quarter, "
        "second for another quarter.",
        **{"schools.csv": SCHOOLS},
    )
    assert not any(isinstance(s.intent, LabelByConditions) for s in spec.steps)


STUDENTS = pd.DataFrame(
    {"Student": [1, 2, 3, 4, 5], "SATM": [65.0, None, 50.0, 70.0, 64.0], "ACTM": [24, 25, 22, 30, 28]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Put a SAT band on each student in the placement records: high for a maths SAT of 650 or more (the file "
        "keeps it divided by ten, so 65), typical below that, and no SAT where there isn't a score.",
        "Give each student a SAT band: high for a maths SAT of 65 or more, typical below that, and no SAT where "
        "it is blank.",
    ],
)
def test_a_band_with_a_case_for_the_blanks(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"placement.csv": STUDENTS})
    assert status == "verified"
    assert list(result["sat_band"]) == ["high", "no SAT", "typical", "high", "typical"]
    assert result["SATM"].isna().sum() == 1  # the band, not a fill of the scores


def test_a_scale_note_that_does_not_hold_is_not_verified(tmp_path: Path) -> None:
    # 650 is not ten times 60: the note is not taken to rewrite the number, and the request is not solved
    _, status = written(
        "Give each student a SAT band: high for a maths SAT of 650 or more (the file keeps it divided by ten, so "
        "60), typical below that.",
        tmp_path,
        **{"placement.csv": STUDENTS},
    )
    assert status != "verified"


def test_a_case_where_there_is_a_score_is_no_blank_case() -> None:
    spec = spec_of(
        "Give each student a SAT band: high for a maths SAT of 65 or more, typical below that, and none where "
        "there is a score.",
        **{"placement.csv": STUDENTS},
    )
    ops = [
        c.op
        for s in spec.steps
        if isinstance(s.intent, LabelByConditions)
        for case in s.intent.cases
        for c in case.conditions
    ]
    assert "is_missing" not in ops


LABS = pd.DataFrame(
    {
        "patient": [1, 2, 3, 4, 5, 6],
        "sex": ["F", "M", "F", "M", "F", "M"],
        "glucose": [5.1, None, None, 6.0, None, 5.5],
        "insulin": [12, None, 8, None, None, 10],
        "cholesterol": [190, None, None, 210, None, 180],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Drop the patients whose glucose, insulin and cholesterol are all empty.", [1, 3, 4, 6]),
        (
            "Some patients skipped the blood draw, so their glucose, insulin and cholesterol readings are all blank. "
            "Remove those patients, but keep anyone with at least one of the three.",
            [1, 3, 4, 6],
        ),
        ("Drop the patients whose glucose and insulin are both empty.", [1, 3, 4, 6]),
        ("Drop the patients whose glucose, insulin or cholesterol is empty.", [1, 6]),
    ],
)
def test_columns_listed_as_blank(tmp_path: Path, request_text: str, kept: list[int]) -> None:
    result, status = written(request_text, tmp_path, **{"patients.csv": LABS})
    assert status == "verified"
    assert list(result["patient"]) == kept


def test_a_list_with_an_item_that_is_no_column_is_not_taken_for_the_columns() -> None:
    spec = spec_of("Drop the patients whose glucose, mood and cholesterol are all empty.", **{"p.csv": LABS})
    assert not any(
        isinstance(s.intent, DropMissing) and set(s.intent.columns) == {"glucose", "cholesterol"}
        for s in spec.steps
    )


BODIES = pd.DataFrame(
    {
        "age": [23, 30],
        "sex": [1, 0],
        "hgt": [175.3, 160.2],
        "wgt": [71.8, 55.0],
        "wai_gi": [79.0, 66.1],
        "hip_gi": [94.8, 90.0],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Please put the body measurements into our clinic template. It has just five columns, Age, Sex, Height, "
        "Weight and Waist (the waist girth), in that order, and everything else is dropped.",
        "Could you fit the table to our reporting layout? The layout has the fields Age, Sex, Height, Weight and "
        "Waist (the waist girth), in that order, and nothing else.",
    ],
)
def test_a_template_said_by_its_columns(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"bodies.csv": BODIES})
    assert status == "verified"
    assert list(result.columns) == ["Age", "Sex", "Height", "Weight", "Waist"]
    assert list(result["Waist"]) == [79.0, 66.1]


def test_a_template_column_the_table_lacks_is_not_made_up() -> None:
    spec = spec_of(
        "Put the file into our template, which has just five columns, Age, Sex, Height, Weight and Shoe size.",
        **{"bodies.csv": BODIES},
    )
    assert not spec.steps


PRODUCTS = pd.DataFrame(
    {"code": ["A1", "A2", "A3"], "name": ["bolt", "nut", "washer"], "price": [0.5, 0.2, 0.1]}
)
FEED = pd.DataFrame(
    {
        "code": ["A2", "A4"],
        "name": ["nut", "screw"],
        "price": [0.25, 0.3],
        "checked": ["2024-01-02", "2024-01-05"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "The supplier feed file has corrected lines. Use their line instead of ours where the code matches and "
        "append the rest.",
        "The supplier feed has corrected lines for some products we have and a few we don't have yet. Swap their "
        "line in for ours where we share a code, add the new ones at the end, and bring over their check date "
        "(left empty for the products they didn't check).",
    ],
)
def test_corrections_said_to_be_in_a_file(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"products.csv": PRODUCTS, "supplier_feed.csv": FEED})
    assert status == "verified"
    assert list(result["code"]) == ["A1", "A2", "A3", "A4"]
    assert list(result["price"]) == [0.5, 0.25, 0.1, 0.3]


def test_a_file_said_to_hold_updates_asks_nothing_by_itself() -> None:
    spec = spec_of(
        "The supplier feed has updated prices for some products.",
        **{"products.csv": PRODUCTS, "supplier_feed.csv": FEED},
    )
    assert not spec.steps


GPAS = pd.DataFrame({"student": [1, 2, 3, 4], "hs_gpa": [3.9, 3.0, 2.0, 3.6], "fy_gpa": [3.6, 1.5, 2.5, 2.0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Can every student get an academic standing from their first-year college GPA, in a standing column: "
        "dean's list for 3.5 and up, probation below 2.0, and good standing for everyone in between?",
        "Add a standing column from the first-year GPA: dean's list for 3.5 and up, probation below 2.0, and good "
        "standing for the rest.",
    ],
)
def test_first_year_gpa_and_the_rest_in_between(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"students.csv": GPAS})
    assert status == "verified"
    assert list(result["standing"]) == ["dean's list", "probation", "good standing", "good standing"]


SAVINGS = pd.DataFrame({"household": [1, 2, 3], "sav": [30, 874, 500], "inc": [1920, 12403, 4000]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Could you add a saver column that says high saver for the households that saved more than a tenth of their "
        "annual income, and regular saver for everyone else?",
        "Add a saver column: high saver where saving is more than 0.1 times income, regular saver otherwise.",
    ],
)
def test_labels_that_all_say_the_column_word_keep_it(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"savings.csv": SAVINGS})
    assert status == "verified"
    assert list(result["saver"]) == ["regular saver", "regular saver", "high saver"]


PULSE = pd.DataFrame({"student": [1, 2, 3], "Smoke": [0, 1, 0], "Sex": [1, 0, 0]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Sex in the pulse survey is stored as 1 for female and 0 for male. Can you write the words out instead of "
        "the numbers?",
        "In the pulse survey, sex is kept as 1 for female and 0 for male. Please spell the codes out.",
    ],
)
def test_a_legend_stored_as_codes_written_out(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"pulse.csv": PULSE})
    assert status == "verified"
    assert list(result["Sex"]) == ["female", "male", "male"]


def test_a_legend_whose_codes_the_column_lacks_is_not_applied() -> None:
    spec = spec_of(
        "Smoking is recorded as 1 for yes and 2 for no. Could you write the answers out in words?",
        **{"pulse.csv": PULSE},
    )
    assert spec.unmapped
    assert not any(isinstance(s.intent, MapValues) for s in spec.steps)


CLASS = pd.DataFrame(
    {
        "student": [1, 2, 3, 4, 5],
        "hwrte": [100.0, None, 80.0, 90.0, 70.0],
        "frosh": [1, 0, 0, 1, 0],
        "soph": [0, 1, 0, 0, 0],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("I only need the freshmen and sophomores from the attendance records.", [1, 2, 4]),
        ("Keep only the sophomores.", [2]),
        ("Drop the freshmen.", [2, 3, 5]),
    ],
)
def test_flags_named_by_the_words_their_headers_shorten(
    tmp_path: Path, request_text: str, kept: list[int]
) -> None:
    result, status = written(request_text, tmp_path, **{"attendance.csv": CLASS})
    assert status == "verified"
    assert list(result["student"]) == kept


BACKPACKS = pd.DataFrame(
    {
        "Major": ["Bio", "Philosophy", "bio", "Math"],
        "Sex": ["Female", "Male", "female", "Male"],
        "Units": [13, 12, 13, 15],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Our survey export repeated some students further down: the same answers, but with the capitalisation "
        "changed here and there (female instead of Female, for instance). Please remove those repeats and keep "
        "the first copy of each.",
        "Remove the repeated rows, ignoring capitalisation, and keep the first one.",
    ],
)
def test_copies_with_the_capitalisation_changed(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"backpacks.csv": BACKPACKS})
    assert status == "verified"
    assert list(result["Major"]) == ["Bio", "Philosophy", "Math"]


def test_copies_said_with_no_case_difference_keep_the_recased_row(tmp_path: Path) -> None:
    result, _ = written(
        "Remove the repeated rows and keep the first one.", tmp_path, **{"backpacks.csv": BACKPACKS}
    )
    assert len(result) == 4


BODY_FAT = pd.DataFrame(
    {"subject": [1, 2, 3, 4], "fat": [30.0, 30.0, 20.0, 33.0], "sex": ["male", "female", "male", "female"]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a column called rating that says high when a woman's body fat is 32 percent or more or a man's is 25 "
        "percent or more, and normal for everyone else.",
        "Add a column called rating that says high when a man's body fat is 25 percent or more or a woman's is 32 "
        "percent or more, and normal otherwise.",
    ],
)
def test_one_label_for_two_groups_each_with_its_own_bound(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"body.csv": BODY_FAT})
    assert status == "verified"
    assert list(result["rating"]) == ["high", "normal", "normal", "high"]


def test_bounds_for_groups_said_after_them_are_not_read_flat(tmp_path: Path) -> None:
    _, status = written(
        "Add a column called rating that says high when the body fat is 32 percent or more for women or 25 percent "
        "or more for men, and normal for everyone else.",
        tmp_path,
        **{"body.csv": BODY_FAT},
    )
    assert status != "verified"


WORRY = pd.DataFrame(
    {
        "respondent": [1, 2, 3, 4, 5],
        "worry_general": [
            "Not so worried",
            "Very worried",
            "Somewhat worried",
            "Extremely worried",
            "Not so worried",
        ],
        "worry_bigone": [
            "Somewhat worried",
            "Not at all worried",
            "Extremely worried",
            "Not so worried",
            "Very worried",
        ],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep only the people who say they are at least somewhat worried about the Big One.", [1, 3, 5]),
        ("Keep only the respondents who are at least very worried about the big one.", [3, 5]),
    ],
)
def test_a_bound_on_an_ordered_scale_of_words(tmp_path: Path, request_text: str, kept: list[int]) -> None:
    result, status = written(request_text, tmp_path, **{"worry.csv": WORRY})
    assert list(result["respondent"]) == kept
    assert status == "verified"


def test_a_word_of_no_scale_is_still_compared_as_a_word() -> None:
    frame = pd.DataFrame({"id": [1, 2, 3], "colour": ["red", "green", "blue"]})
    spec = spec_of("Keep only the rows whose colour is at least green.", **{"c.csv": frame})
    assert not any(
        c.order for s in spec.steps if isinstance(s.intent, RowFilter) for c in s.intent.conditions
    )


FINDINGS = pd.DataFrame(
    {
        "finding": [1, 2, 3, 4, 5, 6],
        "hut": ["COSM", "COSM", "GOUTER", "COSM", "GOUTER", "COSM"],
        "substance": ["Acetazolamide", "Zolpidem", "Codeine", "THC", "Zopiclone", "Prednisone"],
    }
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Add a drug class column to the Mont Blanc hut findings: altitude for acetazolamide; sleeping pill for "
        "zolpidem, zopiclone and zaleplon; corticosteroid for prednisone and methylprednisolone; opioid for codeine "
        "and morphine; and other for anything else.",
        "Give each finding a drug class: altitude for acetazolamide; sleeping pill for zolpidem and zopiclone; "
        "corticosteroid for prednisone; opioid for codeine, morphine and tramadol. Everything else is other.",
    ],
)
def test_labels_of_several_words_listed_after_semicolons(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"mont_blanc_urine_findings.csv": FINDINGS})
    assert status == "verified"
    assert list(result["drug_class"]) == [
        "altitude",
        "sleeping pill",
        "opioid",
        "other",
        "sleeping pill",
        "corticosteroid",
    ]


BIRTHS = pd.DataFrame(
    {
        "birth": [1, 2, 3, 4],
        "sex": ["female", "male", "male", "female"],
        "habit": ["nonsmoker", "smoker", "nonsmoker", "nonsmoker"],
        "weeks": [36, 39, 40, 41],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Take out every birth where the mother smoked.", [1, 3, 4]),
        ("Keep only the births to smoking mothers.", [2]),
        ("Drop the babies of non-smoking mothers.", [2]),
    ],
)
def test_a_word_and_its_negation_said_by_the_verb(tmp_path: Path, request_text: str, kept: list[int]) -> None:
    result, _ = written(request_text, tmp_path, **{"births.csv": BIRTHS})
    assert list(result["birth"]) == kept


def test_a_parent_word_over_births_is_not_the_rows_sex() -> None:
    spec = spec_of("Keep only the births to smoking mothers.", **{"births.csv": BIRTHS})
    assert not any(
        c.column == "sex" for s in spec.steps if isinstance(s.intent, RowFilter) for c in s.intent.conditions
    )


LAWSUITS = pd.DataFrame(
    {
        "docket": ["a", "b", "c"],
        "date_filed": ["March 6, 2018", "7/12/2018", "2019-01-02"],
        "issue": ["x", "y", "z"],
    }
)


@pytest.mark.parametrize(
    ("request_text", "column", "values"),
    [
        ("Add a filing year column with just the year.", "filing_year", [2018, 2018, 2019]),
        ("Add a filing month column with just the month.", "filing_month", [3, 7, 1]),
    ],
)
def test_a_part_of_the_only_dates_said_alone(
    tmp_path: Path, request_text: str, column: str, values: list[int]
) -> None:
    result, status = written(request_text, tmp_path, **{"lawsuits.csv": LAWSUITS})
    assert status == "verified"
    assert list(result[column]) == values


PLANS = pd.DataFrame(
    {"plan": [1, 2, 3, 4], "prate": [100.0, 70.0, 95.0, 60.0], "mrate": [1.4, 0.5, 0.2, 0.1]}
)


@pytest.mark.parametrize(
    "request_text",
    [
        "Flag the plans in a review column: follow up where prate is below 80, or where mrate is below 0.3. "
        "Everything else is fine.",
        "Add a review column: follow up where prate is below 80 or mrate is below 0.3, and fine otherwise.",
    ],
)
def test_a_second_way_into_a_case_is_no_case_of_its_own(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"plans.csv": PLANS})
    assert status == "verified"
    assert list(result["review"]) == ["fine", "follow up", "follow up", "follow up"]


NESTS = pd.DataFrame({"species": ["wren", "robin", "wren", "tit"], "eggs": [5, 4, 6, 8]})


def test_the_copy_kept_said_both_ways(tmp_path: Path) -> None:
    result, status = written(
        "Two species ended up in the nest sheet twice, and the entry further down is the corrected one. Keep that "
        "later entry for each species and drop the earlier one.",
        tmp_path,
        **{"nests.csv": NESTS},
    )
    assert status == "verified"
    assert list(result["eggs"]) == [4, 6, 8]


def test_the_copy_kept_said_two_contrary_ways_is_not_verified(tmp_path: Path) -> None:
    _, status = written(
        "Keep the first entry for each species and drop the earlier one.", tmp_path, **{"nests.csv": NESTS}
    )
    assert status != "verified"


HEALTH = pd.DataFrame({"iso3c": ["AGO", "BEN", "CHL"], "spend": [2.1, 3.3, 7.8]})
DEVELOPMENT = pd.DataFrame({"ISO3": ["AGO", "CHL"], "gini": [51.3, 44.4]})


def test_a_join_whose_unmatched_rows_are_left_blank_said_in_a_clause_of_its_own(tmp_path: Path) -> None:
    result, status = written(
        "Bring the development sheet's figures (Gini) into the health table, matched on the country code. Every "
        "country in the health table stays; where the development sheet has nothing for it, leave those figures "
        "empty.",
        tmp_path,
        **{"health.csv": HEALTH, "development_sheet.csv": DEVELOPMENT},
    )
    assert status == "verified"
    assert list(result["iso3c"]) == ["AGO", "BEN", "CHL"]
    assert result["gini"].isna().tolist() == [False, True, False]


FILMS = pd.DataFrame({"film": [1, 2], "Title": ["Autumn_Sonata", "A_Ticklish_Affair"], "Year": [1978, 1963]})


@pytest.mark.parametrize(
    "request_text",
    [
        "Whoever typed up the film list used underscores between the words of each title, like Autumn_Sonata. I'd "
        "like normal spaces there instead.",
        "Use spaces instead of underscores in the titles.",
    ],
)
def test_a_character_used_in_place_of_another(tmp_path: Path, request_text: str) -> None:
    result, status = written(request_text, tmp_path, **{"films.csv": FILMS})
    assert status == "verified"
    assert list(result["Title"]) == ["Autumn Sonata", "A Ticklish Affair"]


def test_a_character_the_titles_do_not_hold_is_not_replaced() -> None:
    spec = spec_of("Use spaces instead of hyphens in the titles.", **{"films.csv": FILMS})
    assert spec.unmapped


CARS = pd.DataFrame(
    {
        "car": range(1, 13),
        "Age": [1, 3, 8, 5, 9, 2, 7, 4, 6, 10, 3, 5],
        "Mileage": [12.5, 30.0, 80.2, 65.0, 150.5, 3.0, 69.9, 71.0, 20.0, 40.0, 55.5, 90.0],
    }
)


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep only the cars seven years old or newer.", [1, 2, 4, 6, 7, 8, 9, 11, 12]),
        ("Keep only the cars aged 8 or over.", [3, 5, 10]),
    ],
)
def test_a_bound_on_the_age_said_in_years_old(tmp_path: Path, request_text: str, kept: list[int]) -> None:
    result, status = written(request_text, tmp_path, **{"cars.csv": CARS})
    assert status == "verified"
    assert list(result["car"]) == kept


def test_a_bound_a_thousand_times_past_the_column_is_read_in_thousands_and_said_so(tmp_path: Path) -> None:
    result, status = written("Keep only the cars with under 70,000 miles.", tmp_path, **{"cars.csv": CARS})
    assert list(result["car"]) == [1, 2, 4, 6, 7, 9, 10, 11]
    assert status != "verified"  # the thousands are the reader's inference, not the request's


@pytest.mark.parametrize(
    ("request_text", "kept"),
    [
        ("Keep only the births to mothers who don't smoke.", [1, 3, 4]),
        ("Keep only the births to nonsmoking mothers.", [1, 3, 4]),
    ],
)
def test_a_denied_verb_names_the_negated_value(tmp_path: Path, request_text: str, kept: list[int]) -> None:
    result, _ = written(request_text, tmp_path, **{"births.csv": BIRTHS})
    assert list(result["birth"]) == kept


def test_a_scale_word_said_first_with_its_bound_after(tmp_path: Path) -> None:
    result, _ = written(
        "Somewhat worried or more about the big one: keep only those respondents.",
        tmp_path,
        **{"worry.csv": WORRY},
    )
    assert list(result["respondent"]) == [1, 3, 5]


def test_bands_a_thousand_times_past_the_column_are_read_in_thousands_and_never_verified(
    tmp_path: Path,
) -> None:
    # read as said, every car would be "low" and the labelling would check out against itself
    result, status = written(
        "Add a mileage band column: low under 50,000 miles, high at 50,000 or more.",
        tmp_path,
        **{"cars.csv": CARS},
    )
    assert status != "verified"
    assert list(result["mileage_band"]) == ["low" if m < 50 else "high" for m in CARS["Mileage"]]
