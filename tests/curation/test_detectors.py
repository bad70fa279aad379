"""Each detector family on small real files: it must find the planted issue and quote it verbatim."""

import gzip

import pytest

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors import DETECTORS, run_detectors
from dataagents.curation.taxonomy import Tag


def detect(tmp_path, files, only=None):
    for name, content in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(content if isinstance(content, bytes) else content.encode())
    view = DatasetView(tmp_path)
    findings, errors, notes = run_detectors(view, only=[only] if only else None)
    return findings, errors, notes, view


def assert_verbatim(findings, root):
    """Every line/row evidence is an exact excerpt of the file it names."""
    for f in findings:
        for ev in f.evidence:
            if ev.location.startswith(("line", "row", "$")) and "header" not in ev.location:
                text = (root / ev.file).read_text(encoding="utf-8", errors="replace")
                assert ev.context in text, (f.title, ev)


def titles(findings):
    return " | ".join(f.title for f in findings)


def test_every_detector_declares_name_and_tags():
    names = [d.name for d in DETECTORS]
    assert len(names) == len(set(names)) >= 14
    assert all(d.tags and all(isinstance(t, Tag) for t in d.tags) for d in DETECTORS)


def test_exact_and_near_duplicates(tmp_path):
    rows = [f"{i},{i * 2},text number {i} about something" for i in range(30)]
    rows += [rows[3], rows[7]]
    long_a = "the quick brown fox jumps over the lazy dog near the river bank today in spring"
    long_b = "the quick brown fox jumps over the lazy dog near the river bank today in spring!"
    text_rows = [
        f'{i},"{long_a if i == 1 else long_b if i == 2 else f"unique sentence {i} " * 6}"' for i in range(20)
    ]
    f, *_ = detect(
        tmp_path,
        {"a.csv": "x,y,t\n" + "\n".join(rows) + "\n", "b.csv": "id,text\n" + "\n".join(text_rows)},
        "duplicate_rows",
    )
    exact = next(x for x in f if "exact duplicate" in x.title and "a.csv" in x.title)
    assert exact.title.startswith("2 exact")
    assert any(e.context == rows[3] for e in exact.evidence)
    assert any("near-duplicate" in x.title and "b.csv" in x.title for x in f)
    assert_verbatim(f, tmp_path)


def test_disguised_missing_and_impossible_zeros(tmp_path):
    lines = ["weight,pulse,city"] + [f"{150 + i},{60 + i},Oslo" for i in range(20)]
    lines[3] = "0,62,Oslo"
    lines[5] = "154,-999,?"
    lines[8] = "157,NA,"
    f, *_ = detect(tmp_path, {"p.csv": "\n".join(lines) + "\n"}, "missing_values")
    t = titles(f)
    assert "Zeros where zero is impossible in column 'weight'" in t
    pulse = next(x for x in f if "'pulse'" in x.title)
    assert "-999" in pulse.title and "NA" in pulse.title
    assert any("'city'" in x.title for x in f)
    assert_verbatim(f, tmp_path)


def test_mixed_types_dates_and_header(tmp_path):
    data = ["id,amount,when"] + [f"{i},{i * 1.5},2021-01-{i + 1:02d}" for i in range(12)]
    data[4] = "3,4.5 kg,03/01/2021"
    f, *_ = detect(
        tmp_path, {"m.csv": "\n".join(data), "meta.csv": "3,2,a,b\n1,2,0\n3,4,1\n5,6,0\n"}, "mixed_formats"
    )
    t = titles(f)
    assert "Non-numeric values in numeric column 'amount'" in t
    assert "Mixed date formats in column 'when'" in t
    assert "Header of meta.csv does not match its rows" in t
    assert_verbatim(f, tmp_path)


def test_label_anomalies(tmp_path):
    rows = ["a,label"] + [f"{i},{['cat', 'dog'][i % 2]}" for i in range(40)] + ["99,dgo", "98,Cat"]
    f, *_ = detect(tmp_path, {"l.csv": "\n".join(rows)}, "label_anomalies")
    t = titles(f)
    # one finding per kind: the odd labels of a column are listed together
    assert len(f) == 1 and "Anomalous labels in 2 places" in t and "'dgo'" in t and "'Cat'" in t
    assert_verbatim(f, tmp_path)
    regions = (
        ["a,region"] + [f"{i},Territory of {['GB', 'FR'][i % 2]}" for i in range(40)] + ["99,Territory of US"]
    )
    other, *_ = detect(tmp_path / "r", {"r.csv": "\n".join(regions)}, "label_anomalies")
    assert not other  # another code in the same phrase is another category, not a misspelling


def test_impossible_values_and_outliers(tmp_path):
    rows = ["age,income"] + [f"{20 + i % 40},{30000 + 137 * i}" for i in range(200)]
    rows[10] = "150,31000"
    rows[20] = "33,95000000"
    f, *_ = detect(tmp_path, {"o.csv": "\n".join(rows)}, "impossible_values")
    t = titles(f)
    assert "Impossible values in column 'age'" in t
    assert "Extreme outlier(s) in column 'income'" in t
    assert_verbatim(f, tmp_path)


def test_total_not_sum_of_parts(tmp_path):
    rows = ["a,b,c,total"] + [f"{i},{i + 1},{2 * i},{i + i + 1 + 2 * i}" for i in range(10)]
    rows[4] = "3,4,6,99"
    f, *_ = detect(tmp_path, {"t.csv": "\n".join(rows)}, "totals_mismatch")
    assert len(f) == 1 and "a + b + c" in f[0].title
    assert f[0].evidence[0].context == "3,4,6,99"


def test_cross_file_counts_classes_ranges_and_file_names(tmp_path):
    data = "x,y,label\n" + "\n".join(f"{i / 10},{i},{'yes' if i < 30 else 'no'}" for i in range(50)) + "\n"
    readme = (
        '# Data\n\nWe collected 52 examples from the web.\nThere are 32 "yes" answers and 18 "no" answers.\n\n'
        "x:  0.0  9.9\n\nFiles: data.csv and extra.csv.\n"
    )
    f, *_ = detect(tmp_path, {"data.csv": data, "README.md": readme}, "cross_file_discrepancy")
    t = titles(f)
    assert "states 52 records but data.csv has 50" in t
    assert "Class counts in README.md do not match data.csv" in t
    assert "Value ranges in README.md do not match data.csv" in t
    assert "'extra.csv' that is not in the dataset" in t
    classes = next(x for x in f if "Class counts" in x.title)
    assert "'yes': documented 32, actual 30" in classes.description


def test_documentation_gaps(tmp_path):
    readme = "# Title\n\nSome text about the data.\n\n## Data source\n\n## Usage\n\nUse it.\n"
    f, *_ = detect(
        tmp_path, {"README.md": readme, "d.csv": "alpha,beta\n1,2\n"}, "insufficient_documentation"
    )
    t = titles(f)
    assert "Empty section 'Data source'" in t and "Empty section 'Usage'" not in t
    assert "no source or citation" in t or "no citation" in t
    assert "Columns of d.csv not described" in t
    f2, *_ = detect(tmp_path / "sub", {"only.csv": "a,b\n1,2\n"}, "insufficient_documentation")
    assert "No documentation" in titles(f2)


def test_wrong_info_emails_urls_dates(tmp_path):
    readme = (
        "Contact: MARSHALL%PLU@io.arc.nasa.gov or ok.person@example.org\nSee htp://broken-link and "
        "https://example.org/data\nReleased 2021-02-30.\n"
    )
    f, _, notes, _ = detect(tmp_path, {"README.md": readme}, "wrong_info")
    t = titles(f)
    assert "Malformed email address" in t and "Malformed URL" in t and "Impossible date" in t
    email = next(x for x in f if "email" in x.title)
    assert "MARSHALL%PLU@io.arc.nasa.gov" in email.description and "ok.person" not in email.description
    assert any("unverifiable" in n and "https://example.org/data" in n for n in notes)


def test_typos_with_domain_whitelist(tmp_path):
    readme = "The dataset contians measurments of flavanoids for each sample.\n"
    f, *_ = detect(tmp_path, {"README.md": readme, "w.csv": "flavanoids,label\n1,a\n"}, "typos")
    assert len(f) == 1
    desc = f[0].description
    assert "'contians'" in desc and "'measurments'" in desc and "flavanoids" not in desc


def test_ethics_sensitive_pii_license(tmp_path):
    data = (
        "age,race,email,y\n"
        + "\n".join(f"{30 + i},{'A' if i % 2 else 'B'},p{i}@mail.com,{i % 2}" for i in range(10))
        + "\n"
    )
    card = "B: 1000(Bk - 0.63)^2 where Bk is the proportion of blacks by town\n"
    f, *_ = detect(tmp_path, {"d.csv": data, "datacard.md": card}, "ethical_legal")
    t = titles(f)
    assert "Sensitive attribute 'race'" in t
    assert "encodes race" in t
    assert "Personal data (email addresses) in column 'email'" in t
    assert "No license" in t
    assert_verbatim(f, tmp_path)


def test_leakage_overlap_and_target_copy(tmp_path):
    train = "a,b,label\n" + "\n".join(f"{i},{i * 3},{i % 2}" for i in range(30)) + "\n"
    test = "a,b,label\n" + "\n".join(f"{i},{i * 3},{i % 2}" for i in range(25, 40)) + "\n"
    copy = "f,label_copy,label\n" + "\n".join(
        f"{i},{'pos' if i % 3 else 'neg'},{i % 3 > 0}" for i in range(30)
    )
    f, *_ = detect(tmp_path, {"train.csv": train, "test.csv": test, "other.csv": copy}, "leakage")
    t = titles(f)
    assert "5 rows of test.csv also appear in train.csv" in t
    assert "Feature 'label_copy' is a copy of the target 'label'" in t


def test_script_problems(tmp_path):
    good = 'import pandas as pd\ndf = pd.read_csv("data.csv")\nprint(df["a"], df["zzz"])\npd.read_csv("gone.csv")\n'
    f, *_ = detect(
        tmp_path,
        {"load.py": good, "broken.py": "def f(:\n  pass\n", "data.csv": "a,b\n1,2\n"},
        "script_problems",
    )
    t = titles(f)
    assert "Syntax error in broken.py" in t
    assert "load.py loads files that do not exist" in t and "load.py uses columns" in t
    missing = next(x for x in f if "do not exist" in x.title)
    assert missing.evidence[0].context == 'pd.read_csv("gone.csv")'


def test_bad_files_give_findings_not_crashes(tmp_path):
    files = {
        "binary.csv": b"\x00\x01\x02\x03garbage\x00",
        "empty.csv": b"",
        "gz.csv": gzip.compress(b"a,b\n1,2\n"),
        "latin.csv": "nom,ville\nJos\u00e9,Besan\u00e7on\nFran\u00e7ois,Orl\u00e9ans\n".encode("latin-1"),
        "broken.json": '{\n  "a": 1\n  "b": 2\n}\n',
        "ragged.csv": 'a,b\n1,2\n"unterminated,3\n',
    }
    f, errors, _, view = detect(tmp_path, files)
    t = titles(f)
    assert "binary.csv is binary data" in t
    assert "Empty file empty.csv" in t
    assert "gz.csv is gzip data" in t
    assert "latin.csv is not UTF-8" in t
    assert "broken.json is not valid JSON" in t
    broken = next(x for x in f if "broken.json" in x.title)
    assert broken.evidence[0].context == '"b": 2'
    latin = view.table("latin.csv")
    assert latin is not None and "Besançon" in latin.df["ville"].tolist()
    assert not [e for e in errors if "detector" in e.reason]


def test_large_csv_is_streamed(tmp_path, monkeypatch):
    import dataagents.curation.dataset as ds

    monkeypatch.setattr(ds, "LARGE_BYTES", 10_000)
    monkeypatch.setattr(ds, "SAMPLE_ROWS", 100)
    monkeypatch.setattr(ds, "CHUNK_ROWS", 250)
    rows = [f"{i},{i % 7},name{i}" for i in range(2000)] + ["5,5,name5", "7,0,name7"]
    rows[1500] = "1500,?,name1500"
    f, *_rest, view = detect(tmp_path, {"big.csv": "id,k,name\n" + "\n".join(rows) + "\n"})
    assert view.table("big.csv").truncated and len(view.table("big.csv").df) == 100
    stats = view.stream_stats("big.csv")
    assert stats.rows == 2002 and stats.duplicate_rows == 2
    assert stats.missing_tokens == {"k": {"?": 1}}
    t = titles(f)
    assert "2 exact duplicate rows in big.csv" in t and "Missing values in column 'k'" in t


def test_a_clean_file_longer_than_the_text_view_has_no_row_cut_in_two(tmp_path, monkeypatch):
    import dataagents.curation.dataset as ds

    monkeypatch.setattr(ds, "MAX_TEXT_BYTES", 1_000)  # the text view ends inside a row of this file
    rows = [f"{i},{i * 3},town{i}" for i in range(400)]
    f, *_rest, view = detect(tmp_path, {"towns.csv": "id,k,name\n" + "\n".join(rows) + "\n"})
    assert view.text("towns.csv").text.endswith("\n")
    assert not [x for x in titles(f) if "do not have the header" in x]


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00\x00", b"a,b\n" + b"1," * 5000, b"{]", b"   \n\n"])
def test_odd_inputs_never_raise(tmp_path, content):
    for name in ("x.csv", "x.json", "README.md", "x.py", "x.jsonl", "x.parquet"):
        (tmp_path / name).write_bytes(content)
    _, errors, _, _ = detect(tmp_path, {})
    assert not [e for e in errors if "detector" in e.reason], errors


def test_label_issues_confident_learning(tmp_path):
    import numpy as np

    rng = np.random.default_rng(0)
    rows = ["x1,x2,label"]
    for i in range(120):
        cls = i % 2
        rows.append(
            f"{rng.normal(5 * cls, 0.5):.3f},{rng.normal(-5 * cls, 0.5):.3f},{['small', 'large'][cls]}"
        )
    rows[40] = "5.1,-4.9,small"  # a 'large' point labelled small
    f, *_ = detect(tmp_path, {"d.csv": "\n".join(rows)}, "label_issues")
    assert len(f) == 1 and f[0].title.startswith("1 likely wrong label")
    assert f[0].evidence[0].context == "5.1,-4.9,small"
    # labels the features cannot explain at all: no flood of flags
    noise = ["x1,x2,label"] + [
        f"{rng.normal():.3f},{rng.normal():.3f},{['a', 'b'][i % 2]}" for i in range(120)
    ]
    f2, *_ = detect(tmp_path / "n", {"d.csv": "\n".join(noise)}, "label_issues")
    assert f2 == []
