"""Damaged text, rows that do not fit their header, and a Data Package descriptor that breaks its spec: each
found and quoted verbatim, and each silent on a file that is fine."""

from __future__ import annotations

import json

from tests.curation.test_detectors import assert_verbatim, detect


def test_rows_with_a_missing_or_extra_field_are_quoted_with_the_header(tmp_path):
    csv_text = (
        "station,date,rain_mm,note\n"
        "Oslo,2024-01-01,3.2,\n"
        "Bergen,2024-01-01,11.0\n"  # a field short: the note column is lost
        'Tromso,2024-01-01,0.4,"snow, then rain"\n'  # a quoted comma is not an extra field
        "Bodo,2024-01-01,2.1,gusty,cold\n"
    )
    f, *_ = detect(tmp_path, {"rain.csv": csv_text}, "ragged_rows")
    assert len(f) == 1 and f[0].title.startswith("2 of 4 rows of rain.csv")
    quoted = [e.context for e in f[0].evidence]
    assert quoted == ["station,date,rain_mm,note", "Bergen,2024-01-01,11.0", "Bodo,2024-01-01,2.1,gusty,cold"]
    assert_verbatim(f, tmp_path)
    clean, *_ = detect(tmp_path / "ok", {"rain.csv": csv_text.replace(",cold", "").replace("11.0", "11.0,")})
    assert not [x for x in clean if x.detector == "ragged_rows"]


def test_mojibake_is_found_and_correct_accents_are_not(tmp_path):
    damaged = "city,country\nZÃ¼rich,Switzerland\nMalmÃ¶,Sweden\nOslo,Norway\n"
    f, *_ = detect(tmp_path, {"cities.csv": damaged}, "text_encoding")
    assert len(f) == 1 and "mojibake" in f[0].title and "2 line(s)" in f[0].title
    assert "Zürich" in f[0].description
    assert_verbatim(f, tmp_path)
    fine, *_ = detect(
        tmp_path / "ok", {"cities.csv": "city,country\nZürich,Switzerland\nCôte d’Azur,France\n"}
    )
    assert not [x for x in fine if x.detector == "text_encoding"]


def test_a_stray_non_utf8_byte_is_located_but_a_legacy_encoded_file_is_not_called_damaged(tmp_path):
    rows = ["id,comment"] + [f"{i},plain text {i}" for i in range(40)]
    utf8 = ("\n".join(rows[:20]) + "\n").encode() + "20,caf\u00e9 ok\n".encode() + b"21,na\xefve typed\n"
    f, *_ = detect(tmp_path, {"notes.csv": utf8}, "text_encoding")
    assert len(f) == 1 and f[0].title.startswith("Bytes that are not valid UTF-8 on 1 line")
    assert f[0].evidence[0].location == "line 22"
    legacy = "\n".join(f"{i},caf\u00e9 cr\u00e8me {i}" for i in range(30)).encode("cp1252")
    f2, *_ = detect(tmp_path / "legacy", {"menu.csv": legacy}, "text_encoding")
    assert not f2


def test_descriptor_misspellings_and_types_outside_table_schema(tmp_path):
    package = {
        "name": "rain",
        "licence": [{"name": "CC-BY-4.0"}],
        "related": ["other-package"],
        "resources": [
            {
                "name": "rain",
                "path": "rain.csv",
                "schema": {
                    "fields": [{"name": "station", "type": "string"}, {"name": "mm", "type": "float"}]
                },
            }
        ],
    }
    f, *_ = detect(tmp_path, {"datapackage.json": json.dumps(package, indent=2)}, "package_descriptor")
    titles = sorted(x.title for x in f)
    assert any("'licence'" in t and "'licenses'" in t for t in titles)
    assert any("'mm'" in t and "'float'" in t for t in titles)
    assert not any("related" in t for t in titles)  # a custom property, not a misspelling
    assert_verbatim(f, tmp_path)
