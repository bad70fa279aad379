"""The deterministic floor: instructions to library pipelines with rule-based parameters."""

import pandas as pd
import pytest

from dataagents.governance.errors import GovernanceError
from dataagents.governance.floor import plan_pipeline, rank_operators, split_steps

TEXT = pd.DataFrame({"id": [1, 2], "text": ["a  b", "c"]})


def test_split_only_explicit_sequences() -> None:
    assert len(split_steps("filter junk -> remove extra spaces here -> censor profanity with ****")) == 3
    assert len(split_steps("Clean it: (1) remove HTML tags; (2) remove links; (3) drop dupes")) == 3
    one = "Remove records with links; keep the other records unchanged."
    # the second clause names no operator: it qualifies the first, so the plan has one step
    assert [s.op for s in plan_pipeline(one, {"t": TEXT}).steps] == ["filter_links"]
    assert split_steps("Map a.csv (A -> a, B -> b)") == ["Map a.csv (A -> a, B -> b)"]


def test_plan_reads_parameters_from_the_text() -> None:
    p = plan_pipeline(
        "Remove near-duplicate records (MinHash similarity >= 0.85) keeping the smallest id.", {"t": TEXT}
    )
    step = p.steps[0]
    assert step.op == "dedup_minhash"
    assert step.params == {"column": "text", "threshold": 0.85, "keep": "smallest_id", "id_column": "id"}
    knn = plan_pipeline(
        "Impute missing values with KNN (k=4); customer_id is an identifier.",
        {"c.csv": pd.DataFrame({"customer_id": [1, 2], "x": [1.0, None]})},
    )
    assert knn.steps[0].op == "impute_knn" and knn.steps[0].params == {"k": 4, "exclude": ["customer_id"]}
    join = plan_pipeline(
        "Left-join a.csv with b.csv on (k1, k2); right priority for shared columns.",
        {"a.csv": pd.DataFrame(columns=["k1", "k2", "v"]), "b.csv": pd.DataFrame(columns=["k1", "k2", "v"])},
    )
    assert join.steps[0].inputs == ["a.csv", "b.csv"]
    assert join.steps[0].params == {"keys": ["k1", "k2"], "how": "left", "conflict": "right"}


def test_plan_multi_step_chain() -> None:
    p = plan_pipeline(
        "Process the file sequentially: remove extra spaces in the text -> censor profanity in the text "
        "with **** (profanity: damn, hell) -> filter out records whose text contains links",
        {"t": TEXT},
    )
    assert [s.op for s in p.steps] == ["normalize_whitespace", "mask_profanity", "filter_links"]
    assert p.steps[1].params["words"] == ["damn", "hell"]


def test_retrieval_ranks_by_description() -> None:
    top = [name for name, _ in rank_operators("remove html tags from text", 3)]
    assert top[0] == "strip_html"


def test_floor_refuses_when_no_valid_parameters() -> None:
    with pytest.raises(GovernanceError, match="no operator with valid parameters"):
        plan_pipeline("Impute the missing values with the median.", {"t": pd.DataFrame({"x": [1.0, 2.0]})})
