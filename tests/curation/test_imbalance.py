"""Class imbalance (cleanlab's rule: a class below 0.1/K of the rows) on real CSV files."""

from dataagents.curation.dataset import DatasetView
from dataagents.curation.detectors import run_detectors


def detect(tmp_path, name, text, only="class_imbalance"):
    (tmp_path / name).write_text(text)
    findings, errors, _ = run_detectors(DatasetView(tmp_path), only=[only])
    assert not errors
    return findings


def wine_like(counts: dict[str, int]) -> str:
    rows = ["alcohol,ash,class"]
    i = 0
    for label, n in counts.items():
        for _ in range(n):
            rows.append(f"{12 + (i % 17) / 10:.1f},{2 + (i % 7) / 10:.1f},{label}")
            i += 1
    return "\n".join(rows) + "\n"


def test_rare_class_is_flagged_with_verbatim_rows(tmp_path):
    text = wine_like({"class_1": 150, "class_2": 140, "class_3": 5})
    (f,) = detect(tmp_path, "wine.csv", text)
    # K = 3: bound 0.1/3 = 3.33 %; class_3 has 5/295 = 1.7 % (class names that differ by one character
    # are real classes, not typos: the twin rule of the label-format detector must not hide them)
    assert "'class_3' (5 of 295 rows, 1.7%)" in f.title and "class_1'" not in f.title
    assert "'class_1': 150, 'class_2': 140, 'class_3': 5" in f.description
    assert f.detector == "class_imbalance" and f.evidence
    lines = text.splitlines()
    for ev in f.evidence:
        assert ev.file == "wine.csv" and "column class" in ev.location
        line_no = int(ev.location.split()[1])
        assert lines[line_no - 1] == ev.context and ev.context.endswith(",class_3")


def test_threshold_boundary_hand_computed(tmp_path):
    # 10/310 = 3.23 % < 3.33 %: flagged; 12/312 = 3.85 % >= 3.33 %: not flagged
    assert detect(tmp_path, "a.csv", wine_like({"x": 200, "y": 100, "z": 10}))
    (tmp_path / "a.csv").unlink()
    assert not detect(tmp_path, "b.csv", wine_like({"x": 200, "y": 100, "z": 12}))


def test_balanced_file_is_not_flagged(tmp_path):
    assert not detect(tmp_path, "balanced.csv", wine_like({"setosa": 50, "versicolor": 50, "virginica": 50}))


def test_binary_label_and_two_rare_classes(tmp_path):
    rows = ["id,label"] + [f"{i},{'yes' if i < 990 else 'no'}" for i in range(999)]
    (f,) = detect(tmp_path, "b.csv", "\n".join(rows) + "\n")
    assert "'no' (9 of 999 rows, 0.9%)" in f.title  # K = 2: bound 5 %
    text = wine_like({"a": 300, "b": 300, "c": 300, "d": 10, "e": 8})
    (tmp_path / "b.csv").unlink()
    (f,) = detect(tmp_path, "m.csv", text)  # K = 5: bound 2 %; d = 1.1 %, e = 0.9 %
    assert "'d' (10 of 918 rows" in f.title and "'e' (8 of 918 rows" in f.title
    assert f.evidence[0].context.endswith(",e")  # the rarest class first


def test_label_typo_is_left_to_the_label_format_detector(tmp_path):
    rows = ["a,label"] + [f"{i},{['cat', 'dog'][i % 2]}" for i in range(60)] + ["99,dgo"]
    text = "\n".join(rows) + "\n"
    assert not detect(tmp_path, "l.csv", text)
    assert any("'dgo'" in f.title for f in detect(tmp_path, "l.csv", text, only="label_anomalies"))
