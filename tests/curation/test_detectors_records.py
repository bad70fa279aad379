"""Issue kinds that real dataset repositories were fixed for: spreadsheet error codes, a record entered twice
under a new id, a count that does not count its flags, a word spelled two ways, a data dictionary that
defines a name twice or lists the columns in another order. Each found and quoted verbatim, each silent on
a file that is fine."""

from __future__ import annotations

import asyncio

from dataagents.curation.curator import curate
from tests.curation.test_detectors import assert_verbatim, detect


def test_spreadsheet_error_codes_are_found_in_any_column(tmp_path):
    csv_text = "name,start,days\nAda,2001,300\nBob,2003,#VALUE!\nCy,2004,#DIV/0!\nDee,2005,12\n"
    f, *_ = detect(tmp_path, {"terms.csv": csv_text}, "mixed_formats")
    errs = [x for x in f if "Spreadsheet error" in x.title]
    assert len(errs) == 1 and "'days'" in errs[0].title
    assert [e.context for e in errs[0].evidence] == ["Bob,2003,#VALUE!", "Cy,2004,#DIV/0!"]
    assert_verbatim(f, tmp_path)
    clean, *_ = detect(
        tmp_path / "ok", {"terms.csv": "name,tag\nAda,#python\nBob,#rstats\n"}, "mixed_formats"
    )
    assert not [x for x in clean if "Spreadsheet error" in x.title]


def test_a_record_repeated_under_a_new_id_is_found(tmp_path):
    rows = [f"{100 + i},src/{i}.cs,{i * 7}:{i * 7},F,{i * 0.37:.2f}" for i in range(30)]
    rows.append("200,src/4.cs,28:28,F,1.48")  # row 4 again under id 200
    f, *_ = detect(
        tmp_path, {"meta.csv": "Id,path,span,flag,score\n" + "\n".join(rows) + "\n"}, "duplicate_rows"
    )
    assert len(f) == 1 and "only 'Id' changed" in f[0].title
    assert {e.context for e in f[0].evidence} == {"104,src/4.cs,28:28,F,1.48", "200,src/4.cs,28:28,F,1.48"}
    # measurements that repeat by design (few distinct values everywhere) are not records entered twice
    iris = "a,b,c,label\n" + "".join(f"{i % 3},{i % 2},{i % 4},x{i % 2}\n" for i in range(40))
    quiet, *_ = detect(tmp_path / "ok", {"m.csv": iris}, "duplicate_rows")
    assert not [x for x in quiet if "changed" in x.title]


def test_a_count_that_does_not_count_its_flags_is_found(tmp_path):
    import random

    rng = random.Random(3)
    lines = ["school,fight,victory,rah,colors,official,trope_count"]
    for i in range(40):
        flags = [rng.choice(["Yes", "No"]) for _ in range(4)]
        lines.append(f"S{i},{','.join(flags)},{rng.choice(['Yes', 'No'])},{flags.count('Yes')}")
    lines[7] = lines[7].rsplit(",", 1)[0] + ",9"  # a miscount
    f, *_ = detect(tmp_path, {"songs.csv": "\n".join(lines) + "\n"}, "totals_mismatch")
    assert len(f) == 1 and "'trope_count' does not count the yes flags" in f[0].title
    assert [e.context for e in f[0].evidence] == [lines[7]]
    assert "official" not in f[0].title


def test_column_names_that_spell_a_word_two_ways(tmp_path):
    f, *_ = detect(
        tmp_path,
        {"iris.csv": "Type,Petal_Width,Petal_Length,Sepal_Width,Septal_Length\na,1,2,3,4\n"},
        "typos",
    )
    assert len(f) == 1 and "spell a word two ways" in f[0].title
    ok, *_ = detect(
        tmp_path / "ok", {"t.csv": "Year,Years_active,Price,Prices_usd,Date,Data\n1,2,3,4,5,6\n"}, "typos"
    )
    assert not [x for x in ok if "two ways" in x.title]


def test_a_name_one_slip_from_the_dataset_s_own_word_and_script_comments(tmp_path):
    readme = (
        "# Avengers\n\nThe Avengers data.\n\n`Full` | joined the Avnegers as a member\n\nMore Avengers.\n"
    )
    script = "#' @format\n#'   \\item{repitition}{iteration of item}\nx <- 1\n"
    f, *_ = detect(tmp_path, {"README.md": readme, "R/vot.R": script}, "typos")
    text = " ".join(x.description for x in f)
    assert "'Avnegers' → 'Avengers'" in text and "'repitition' → 'repetition'" in text
    assert_verbatim(f, tmp_path)


def test_a_data_dictionary_that_defines_a_name_twice_or_reorders_the_columns(tmp_path):
    readme = (
        "# Data\n\nColumn | Meaning\n---|---\nid | patient\nrate | the rate\nscore | a score\n"
        "rate | the average of score and id\n"
    )
    f, *_ = detect(tmp_path, {"README.md": readme}, "cross_file_discrepancy")
    assert any("'rate' is defined twice" in x.title for x in f)
    table = "| Variable | Detail |\n|---|---|\n| b | second |\n| c | third |\n| a | first |\n"
    g, *_ = detect(tmp_path / "o", {"README.md": table, "t.csv": "a,b,c\n1,2,3\n"}, "cross_file_discrepancy")
    order = [x for x in g if "different order" in x.title]
    assert len(order) == 1 and order[0].evidence[0].context == "a,b,c"
    same, *_ = detect(
        tmp_path / "s", {"README.md": table, "t.csv": "b,c,a\n1,2,3\n"}, "cross_file_discrepancy"
    )
    assert not [x for x in same if "different order" in x.title or "twice" in x.title]


def test_hint_words_locate_the_row_they_describe(tmp_path):
    rows = ["name,state,office,status,elected"]
    for d in range(1, 7):
        for k, status in enumerate(["Lost", "Lost", "Advanced" if d != 6 else "Lost"]):
            rows.append(f"Cand {d}{k},MD,Maryland District {d},{status},No")
    rows.append("Trone,MD,Maryland District 6,Advanced,Yes")
    (tmp_path / "cands.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    hint = "in cands.csv, a Maryland District 6 candidate who advanced is flagged as elected"
    rep = asyncio.run(curate(tmp_path, hint=hint))
    lead = rep.findings[0]
    assert lead.hint_located and lead.evidence[0].context == rows[-1] and lead.evidence[0].line == len(rows)
    vague = asyncio.run(curate(tmp_path, hint="in cands.csv, a candidate in Maryland has a wrong flag"))
    assert not any(f.hint_located for f in vague.findings)


def test_an_incomplete_last_period_of_a_panel_and_its_sorted_order(tmp_path):
    import random

    rng = random.Random(1)
    countries = ["Germany", "France", "Japan", "USA", "Canada", "Italy"]
    rows = [
        f"{y},{c},{rng.uniform(100, 9000):.3f},{rng.uniform(70, 85):.1f}"
        for y in range(1970, 2021)
        for c in countries
    ]
    rows.append("2021,Germany,7382.634,80.9")
    text = "Year,Country,Spending_USD,Life_Expectancy\n" + "\n".join(rows) + "\n"
    f, *_ = detect(tmp_path, {"healthexp.csv": text})
    last = [x for x in f if x.title.startswith("The last period (Year 2021)")]
    assert len(last) == 1 and [e.context for e in last[0].evidence] == ["2021,Germany,7382.634,80.9"]
    # sorted by its own Year column: a time series, not a hidden ordering
    assert not [x for x in f if x.detector == "non_iid"]
    complete, *_ = detect(tmp_path / "ok", {"h.csv": text.replace("2021,Germany,7382.634,80.9\n", "")})
    assert not [x for x in complete if x.title.startswith("The last period")]


def test_a_schema_field_name_the_header_does_not_have(tmp_path):
    import json

    package = {
        "name": "codes",
        "resources": [
            {
                "name": "codes",
                "path": "data/codes.csv",
                "schema": {
                    "fields": [
                        {"name": "name", "type": "string"},
                        {"name": "M49 numeric code", "type": "integer"},
                    ]
                },
            }
        ],
    }
    text = json.dumps(package, indent=2)
    f, *_ = detect(
        tmp_path,
        {"datapackage.json": text, "codes.csv": "name,ISO3166-1-numeric\nChad,148\n"},
        "package_descriptor",
    )
    assert len(f) == 1 and "'M49 numeric code'" in f[0].title
    assert [e.context for e in f[0].evidence] == ['"name": "M49 numeric code",', "name,ISO3166-1-numeric"]
    ok, *_ = detect(
        tmp_path / "ok",
        {"datapackage.json": text, "codes.csv": "name,M49 numeric code\nChad,148\n"},
        "package_descriptor",
    )
    assert not ok
