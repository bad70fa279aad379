"""Every operator on realistic input, plus the bad inputs: missing column, wrong dtype, empty table,
malformed JSONL."""

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from dataagents.governance.errors import ContractViolation, OperatorError, TableIOError
from dataagents.governance.io import read_table, write_table
from dataagents.governance.operators import Category, get_operator, list_operators
from dataagents.governance.operators.dedup import minhash_signatures
from dataagents.governance.operators.filtering import detect_language
from dataagents.governance.operators.refinement import parse_number
from dataagents.llm import scripted_model


def apply(op_name: str, df, **params):
    return get_operator(op_name).apply(df, params)


TEXT = pd.DataFrame(
    {
        "id": [1, 2, 3, 4, 5],
        "text": [
            "The refund policy allows returns within 30 days.",
            "Fix this damn service now.",
            "See https://spam.example/offer today",
            "Le service client est très lent.",
            "@@##$$%%^^&&** buy",
        ],
    }
)


# ---- catalog ---------------------------------------------------------------------------------------
def test_catalog_covers_six_scenarios_with_complete_declarations() -> None:
    ops = list_operators()
    assert {o.category for o in ops} == set(Category)
    for cat in Category:
        assert len(list_operators(cat)) >= 3, cat
    for o in ops:
        assert o.name and len(o.description) > 40, o.name
        assert o.__doc__ and "Example" in o.__doc__, o.name
        card = o.card()
        assert o.name in card and "params:" in card


# ---- filtering ---------------------------------------------------------------------------------------
def test_filter_blocked_words_whole_word_case_insensitive() -> None:
    out = apply("filter_blocked_words", TEXT, column="text", words=["DAMN", "hell"])
    assert 2 not in out["id"].tolist() and len(out) == 4
    # "hello" must not match "hell"
    keep = apply("filter_blocked_words", pd.DataFrame({"text": ["hello there"]}), words=["hell"])
    assert len(keep) == 1


def test_filter_links_regex_language_symbols_length_pii() -> None:
    assert 3 not in apply("filter_links", TEXT)["id"].tolist()
    assert apply("filter_regex", TEXT, column="text", pattern=r"\d+ days")["id"].tolist() == [2, 3, 4, 5]
    assert apply("filter_regex", TEXT, column="text", pattern=r"\d+ days", keep_matching=True)[
        "id"
    ].tolist() == [1]
    assert 4 not in apply("filter_language", TEXT, language="en")["id"].tolist()
    assert 5 not in apply("filter_symbol_ratio", TEXT, max_ratio=0.3)["id"].tolist()
    assert apply("filter_length", TEXT, min_len=5, unit="words")["id"].tolist() == [1, 2, 4]
    pii = pd.DataFrame(
        {"note": ["call (415) 555-0134", "mail a.b@example.com", "all good", "SSN 123-45-6789"]}
    )
    assert apply("filter_pii", pii, column="note")["note"].tolist() == ["all good"]


def test_detect_language() -> None:
    assert detect_language("The order arrived late and the box was damaged") == "en"
    assert detect_language("Die Lieferung ist nicht angekommen und ich warte") == "de"
    assert detect_language("这是一个测试句子") == "zh"


def test_filter_value() -> None:
    df = pd.DataFrame({"age": [10, 25, None, 40], "c": ["a", "b", "c", "a"]})
    assert apply("filter_value", df, column="age", op=">=", value=18)["age"].tolist() == [25, 40]
    assert apply("filter_value", df, column="c", op="in", value=["a"])["age"].tolist()[1] == 40
    assert len(apply("filter_value", df, column="age", op="not_null")) == 3


# ---- refinement --------------------------------------------------------------------------------------
def test_text_refinements_keep_other_fields_and_nulls() -> None:
    df = pd.DataFrame(
        {"id": [1, 2, 3], "text": ["<p>Hello <b>world</b> &amp; more</p>", "  too   many\tspaces ", None]}
    )
    out = apply("strip_html", df, column="text")
    assert (
        out["text"].tolist()[:2] == ["Hello world & more", "too many spaces"] and out["text"].isna().iloc[2]
    )
    assert out["id"].tolist() == [1, 2, 3]
    assert apply("normalize_whitespace", df)["text"].tolist()[1] == "too many spaces"
    assert apply("normalize_unicode", pd.DataFrame({"text": ["Ｃａｆé\u200b"]}))["text"].iloc[0] == "Café"
    assert (
        apply("normalize_unicode", pd.DataFrame({"text": ["Café"]}), strip_accents=True)["text"].iloc[0]
        == "Cafe"
    )
    assert (
        apply("mask_profanity", pd.DataFrame({"text": ["I am fucking happy"]}))["text"].iloc[0]
        == "I am **** happy"
    )
    assert (
        apply("change_case", pd.DataFrame({"c": ["new YORK"]}), column="c", case="title")["c"].iloc[0]
        == "New York"
    )


def test_standardisers() -> None:
    dates = pd.DataFrame({"d": ["03/14/2024", "14.03.2024", "March 14, 2024", "20240314", "not a date"]})
    assert apply("standardize_date", dates, column="d")["d"].tolist() == ["2024-03-14"] * 4 + ["not a date"]
    phones = pd.DataFrame({"phone": ["(415) 555-0100", "415.555.0100", "+1 415 555 0100", "1-415-555-0100"]})
    assert set(apply("standardize_phone", phones)["phone"]) == {"+14155550100"}
    emails = pd.DataFrame({"email": [" Alice@Example.COM ", "mailto:bob@x.org", "<c@d.io>"]})
    assert apply("standardize_email", emails)["email"].tolist() == [
        "alice@example.com",
        "bob@x.org",
        "c@d.io",
    ]
    nums = pd.DataFrame({"p": ["$1,234.50", "3.5k", "(12)", "n/a"]})
    out = apply("standardize_number", nums, column="p")
    assert out["p"].tolist()[:3] == [1234.5, 3500.0, -12.0] and np.isnan(out["p"].iloc[3])
    assert parse_number("12%") == 12.0
    units = pd.DataFrame({"h": ["5.9 ft", "1.8 m", "180cm", "70 in"]})
    assert apply("convert_unit", units, column="h", to_unit="cm")["h"].tolist() == [
        179.83,
        180.0,
        180.0,
        177.8,
    ]
    cast = apply(
        "cast_type", pd.DataFrame({"a": ["1", "x"], "b": ["yes", "no"]}), casts={"a": "numeric", "b": "bool"}
    )
    assert np.isnan(cast["a"].iloc[1]) and cast["b"].tolist() == [True, False]


# ---- imputation --------------------------------------------------------------------------------------
def test_impute_statistic_constant_groupwise_ffill() -> None:
    df = pd.DataFrame(
        {"g": ["a", "a", "b", "b", "b"], "x": [1.0, None, 2.0, 4.0, None], "s": ["u", None, "u", "v", "v"]}
    )
    assert apply("impute_statistic", df, columns=["x"], strategy="mean")["x"].tolist() == [
        1,
        7 / 3,
        2,
        4,
        7 / 3,
    ]
    assert apply("impute_statistic", df, columns=["x"], strategy="median")["x"].tolist()[1] == 2.0
    assert apply("impute_statistic", df, columns=["s"], strategy="mode")["s"].tolist()[1] in ("u", "v")
    assert apply("impute_constant", df, columns=["s"], value="unknown")["s"].tolist()[1] == "unknown"
    assert apply("impute_groupwise", df, columns=["x"], by=["g"])["x"].tolist() == [1, 1, 2, 4, 3]
    ts = pd.DataFrame(
        {"sensor": ["A", "A", "B", "A", "B"], "t": [1, 2, 1, 3, 2], "v": [10.0, None, 5.0, None, None]}
    )
    assert apply("forward_fill", ts, columns=["v"], order_by="t", by=["sensor"])["v"].tolist() == [
        10,
        10,
        5,
        10,
        5,
    ]


def test_impute_knn_matches_hand_computed_neighbours() -> None:
    # row 3 misses x; its 2 nearest rows on y are rows 0 (y=1) and 1 (y=2) -> mean x = (10 + 20) / 2
    df = pd.DataFrame(
        {
            "id": [1, 2, 3, 4],
            "x": [10.0, 20.0, 90.0, None],
            "y": [1.0, 2.0, 9.0, 1.5],
            "flag": [True, False, True, None],
        }
    )
    out = apply("impute_knn", df, k=2, exclude=["id"])
    assert out["x"].iloc[3] == pytest.approx(15.0)
    assert out["flag"].iloc[3] == pytest.approx(0.5)  # one-hot/bool columns impute as floats
    assert out["id"].tolist() == [1, 2, 3, 4]


def test_impute_mean_on_text_column_is_a_contract_violation() -> None:
    df = pd.DataFrame({"x": ["a", None]})
    with pytest.raises(ContractViolation, match="pre-condition failed: x is numeric"):
        apply("impute_statistic", df, columns=["x"], strategy="mean")


# ---- deduplication & consistency -------------------------------------------------------------------
def test_dedup_exact_and_latest() -> None:
    df = pd.DataFrame(
        {
            "id": ["a", "a", "b", "b"],
            "v": [1, 1, 2, 3],
            "updated_at": ["2024-01-01", "2024-01-01", "2024-02-01", "2024-03-01T00:00:00Z"],
        }
    )
    assert len(apply("dedup_exact", df)) == 3
    assert apply("dedup_exact", df, columns=["id"], keep="last")["v"].tolist() == [1, 3]
    latest = apply("dedup_keep_latest", df, key=["id"], timestamp="updated_at")
    assert latest.set_index("id")["v"].to_dict() == {"a": 1, "b": 3}


def test_dedup_incremental_against_baseline(tmp_path: Path) -> None:
    base = pd.DataFrame(
        {
            "id": ["C1", "C2"],
            "updated_at": ["2024-01-01T00:00:00Z", "2024-01-02T00:00:00Z"],
            "tier": ["gold", "silver"],
        }
    )
    inc = pd.DataFrame(
        {
            "id": ["C1", "C2", "C3", "C3"],
            "updated_at": [
                "2024-01-01T00:00:00Z",
                "2024-05-01T00:00:00Z",
                "2024-02-01T00:00:00Z",
                "2024-02-01T00:00:00Z",
            ],
            "tier": ["gold", "gold", "bronze", "bronze"],
        }
    )
    write_table(base, tmp_path / "base.jsonl")
    write_table(inc, tmp_path / "inc.csv")
    out = apply(
        "dedup_incremental",
        [read_table(tmp_path / "base.jsonl"), read_table(tmp_path / "inc.csv")],
        key=["id"],
        timestamp="updated_at",
    )
    assert out.set_index("id")["tier"].to_dict() == {"C1": "gold", "C2": "gold", "C3": "bronze"}


def test_dedup_minhash_keeps_smallest_id() -> None:
    base = "The refund policy allows customers to return products within thirty days for a full refund."
    df = pd.DataFrame(
        {
            "id": [7, 3, 5, 9],
            "text": [base, base.replace("refund.", "refund!"), "Something else entirely.", base.upper()],
        }
    )
    out = apply("dedup_minhash", df, threshold=0.8, keep="smallest_id", id_column="id")
    assert sorted(out["id"].tolist()) == [3, 5]


def test_minhash_signature_estimates_jaccard() -> None:
    sig = minhash_signatures(["abcdefghij" * 3, "abcdefghij" * 3, "zyxwvutsrq" * 3], num_perm=64)
    assert (sig[0] == sig[1]).all() and (sig[0] == sig[2]).mean() < 0.2


def test_dedup_fuzzy_and_consistency() -> None:
    df = pd.DataFrame({"id": [1, 2, 3], "company": ["Acme Inc.", "ACME Inc", "Globex"]})
    assert apply("dedup_fuzzy", df, column="company", threshold=90)["id"].tolist() == [1, 3]
    addr = pd.DataFrame(
        {"zip": ["10001"] * 3 + ["60601"], "city": ["New York", "New Yrok", "New York", "Chicago"]}
    )
    assert set(
        apply("enforce_functional_dependency", addr, determinant=["zip"], dependent="city")["city"]
    ) == {"New York", "Chicago"}
    assert (
        len(
            apply("enforce_functional_dependency", addr, determinant=["zip"], dependent="city", action="drop")
        )
        == 3
    )
    spans = pd.DataFrame({"start": ["2024-01-01", "2024-05-01"], "end": ["2024-02-01", "2024-04-01"]})
    rule = {"left": "start", "op": "<=", "right_column": "end"}
    assert len(apply("consistency_rules", spans, rules=[rule])) == 1
    assert apply("consistency_rules", spans, rules=[rule], action="flag")["is_consistent"].tolist() == [
        True,
        False,
    ]


# ---- integration -------------------------------------------------------------------------------------
L = pd.DataFrame(
    {"country": ["US", "US"], "cid": [1, 2], "email": ["a@x", None], "status": ["active", "active"]}
)
R = pd.DataFrame({"country": ["US", "US"], "cid": [1, 2], "email": ["a2@x", "b2@x"], "vip": [True, False]})


def test_join_composite_conflict_policies() -> None:
    suffix = apply("join_composite", [L, R], keys=["country", "cid"], conflict="suffix")
    assert list(suffix.columns) == ["country", "cid", "email_left", "status", "email_right", "vip"]
    left = apply("join_composite", [L, R], keys=["country", "cid"], conflict="left")
    assert left["email"].tolist() == ["a@x", "b2@x"]  # left priority, right fills the gap
    right = apply("join_composite", [L, R], keys=["country", "cid"], conflict="right")
    assert right["email"].tolist() == ["a2@x", "b2@x"]
    with pytest.raises(OperatorError, match="keys"):
        apply("join_composite", [L, R], keys=[])


def test_union_and_map() -> None:
    out = apply("union_align", [L, R], source_column="src", source_names=["l", "r"])
    assert len(out) == 4 and set(out.columns) == {"country", "cid", "email", "status", "vip", "src"}
    assert out["vip"].iloc[:2].isna().all()
    m = apply(
        "map_columns", L, mapping={"cid": "customer_id"}, target_columns=["customer_id", "email", "phone"]
    )
    assert list(m.columns) == ["customer_id", "email", "phone"] and m["phone"].isna().all()


# ---- labeling ----------------------------------------------------------------------------------------
def test_rule_and_keyword_labels() -> None:
    df = pd.DataFrame({"s": ["I was charged twice", "forgot my password", "hello"]})
    rules = [{"pattern": "charged|refund", "label": "billing"}, {"pattern": "password", "label": "access"}]
    assert apply("label_rules", df, column="s", target="q", rules=rules)["q"].tolist() == [
        "billing",
        "access",
        "other",
    ]
    msgs = pd.DataFrame(
        {
            "c": [
                "So delicious, great staff!",
                "Broke after two days, very disappointing.",
                "The meeting is at noon.",
            ]
        }
    )
    assert apply("label_keywords", msgs, column="c", target="sentiment")["sentiment"].tolist() == [
        "Positive",
        "Negative",
        "Neutral",
    ]


async def test_label_model_uses_closed_label_set() -> None:
    op = get_operator("label_model")
    df = pd.DataFrame({"c": ["great", "awful", "ok"]})
    params = {
        "column": "c",
        "target": "s",
        "labels": ["Positive", "Neutral", "Negative"],
        "batch_size": 2,
        "one_vs_rest_calls": 0,
    }
    model = scripted_model(['{"labels": ["Positive", "Negative"]}', '{"labels": ["Neutral"]}'])
    from dataagents.governance.operators import RunContext

    out = await op.apply_async([df], params, RunContext(model=model))
    assert out["s"].tolist() == ["Positive", "Negative", "Neutral"]
    # an answer outside the label set fails validation twice -> typed error, nothing silently written
    from dataagents.llm import StructuredOutputError

    bad = scripted_model(['{"labels": ["Happy", "Sad"]}', '{"labels": ["Happy", "Sad"]}'])
    with pytest.raises(StructuredOutputError):
        await op.apply_async([df.head(2)], params, RunContext(model=bad))


async def test_label_model_asks_one_question_per_label_on_small_tables() -> None:
    op = get_operator("label_model")
    df = pd.DataFrame({"c": ["great", "awful", "meh", "great but awful"]})
    params = {"column": "c", "target": "s", "labels": ["Positive", "Neutral", "Negative"]}
    yes, no = '{"answer": "yes"}', '{"answer": "no"}'
    # per text: "about Positive?", "about Negative?"; two yes -> a closed choice among those two
    model = scripted_model([yes, no, no, yes, no, no, yes, yes, '{"label": "Negative"}'])
    from dataagents.governance.operators import RunContext

    out = await op.apply_async([df], params, RunContext(model=model))
    assert out["s"].tolist() == ["Positive", "Negative", "Neutral", "Negative"]


async def test_label_model_without_model_falls_back_to_lexicon() -> None:
    out = await get_operator("label_model").apply_async(
        [pd.DataFrame({"c": ["very disappointing"]})],
        {"column": "c", "target": "s", "labels": ["Positive", "Neutral", "Negative"]},
    )
    assert out["s"].tolist() == ["Negative"]


# ---- bad input -------------------------------------------------------------------------------------
def test_missing_column_names_the_column_and_alternatives() -> None:
    with pytest.raises(OperatorError, match=r"lacks column\(s\) \['body'\]") as err:
        apply("strip_html", TEXT, column="body")
    assert "id" in (err.value.hint or "")


def test_invalid_params_are_reported_by_name() -> None:
    with pytest.raises(OperatorError, match="max_ratio"):
        apply("filter_symbol_ratio", TEXT, max_ratio=3)


def test_empty_table_flows_through(tmp_path: Path) -> None:
    empty = tmp_path / "empty.csv"
    empty.write_text("")
    df = read_table(empty)
    assert df.empty
    out = apply("dedup_minhash", pd.DataFrame({"text": pd.Series([], dtype=object)}))
    assert out.empty
    assert apply("filter_links", pd.DataFrame({"text": pd.Series([], dtype=object)})).empty


def test_malformed_jsonl_names_the_line(tmp_path: Path) -> None:
    p = tmp_path / "bad.jsonl"
    p.write_text('{"id": 1, "text": "ok"}\n{"id": 2, "text": \n{"id": 3}\n', encoding="utf-8")
    with pytest.raises(TableIOError, match="line 2"):
        read_table(p)


def test_jsonl_round_trip_keeps_nested_fields_and_utf8(tmp_path: Path) -> None:
    df = pd.DataFrame({"id": [1], "items": [["orange", "book"]], "text": ["naïve café ✓"], "x": [None]})
    p = write_table(df, tmp_path / "out.jsonl")
    assert (
        p.read_text(encoding="utf-8").strip()
        == '{"id": 1, "items": ["orange", "book"], "text": "naïve café ✓", "x": null}'
    )
    assert read_table(p)["items"].iloc[0] == ["orange", "book"]


def test_blocked_knn_equals_sklearn_with_complete_donors() -> None:
    from sklearn.impute import KNNImputer

    from dataagents.governance.operators.imputation import knn_impute_blocked

    rng = np.random.default_rng(0)
    x = rng.normal(size=(600, 5))
    x[rng.random((600, 5)) < 0.04] = np.nan
    complete = ~np.isnan(x).any(axis=1)
    expected = x.copy()
    expected[~complete] = KNNImputer(n_neighbors=3).fit(x[complete]).transform(x[~complete])
    np.testing.assert_allclose(knn_impute_blocked(x, 3, max_cells=5000), expected)


def test_keep_latest_never_prefers_a_missing_timestamp_and_duckdb_agrees(monkeypatch) -> None:
    from dataagents.governance.operators import dedup

    df = pd.DataFrame(
        {
            "id": ["a", "a", "b", "b", "c"],
            "updated_at": [None, "2024-01-01", "2024-02-01", "2023-01-01", None],
            "v": [1, 2, 3, 4, 5],
        }
    )
    out = apply("dedup_keep_latest", df, key=["id"], timestamp="updated_at")
    assert out.set_index("id")["v"].to_dict() == {"a": 2, "b": 3, "c": 5}
    rng = np.random.default_rng(0)
    big = pd.DataFrame(
        {
            "id": rng.integers(0, 300, 3000).astype(str),
            "g": rng.integers(0, 3, 3000),
            "updated_at": pd.to_datetime(rng.integers(0, 40, 3000), unit="D").strftime("%Y-%m-%d"),
            "v": range(3000),
        }
    )
    big.loc[::50, "updated_at"] = None
    in_pandas = apply("dedup_keep_latest", big, key=["id", "g"], timestamp="updated_at")
    monkeypatch.setattr(dedup, "DUCKDB_MIN_ROWS", 1)
    in_duckdb = apply("dedup_keep_latest", big, key=["id", "g"], timestamp="updated_at")
    pd.testing.assert_frame_equal(in_pandas, in_duckdb)


@pytest.mark.parametrize("suffix", [".parquet", ".xlsx", ".csv", ".jsonl"])
def test_operators_over_every_table_format(tmp_path: Path, suffix: str) -> None:
    src = write_table(
        pd.DataFrame({"id": [1, 2, 3], "text": ["<b>a</b>", "b  c", None]}), tmp_path / f"t{suffix}"
    )
    out = apply("strip_html", read_table(src), column="text")
    back = read_table(write_table(out, tmp_path / f"o{suffix}"))
    assert back["text"].tolist()[:2] == ["a", "b c"] and pd.isna(back["text"].iloc[2])
