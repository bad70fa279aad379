"""Model-written features: the model proposes feature expressions, the sandbox evaluates them, CV decides.

The model sees the task's description and the columns with a few values, and proposes up to
``MAX_IDEAS`` named pandas expressions over the table ``df`` (ratios, differences, parts of strings, group
counts), as schema-constrained JSON. The expressions are evaluated only in ``dataagents.sandbox``, each on
its own so one bad expression loses only itself, on the train and test rows together with the targets
withheld, so a feature cannot read the answer. What comes back is checked here (one value per row, constant
and empty columns dropped, infinities made missing) and handed to the floor (``floor.run_floor(extra=...)``),
which keeps the columns only if cross-validation is strictly better with them. A model that proposes useless
or broken features therefore leaves the floor's result as it was.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
from pydantic import BaseModel, Field

from dataagents.datascience.modeling.errors import ModelingError
from dataagents.datascience.modeling.features import safe_name
from dataagents.datascience.modeling.task import ModelingTask, read_csv
from dataagents.sandbox import Limits, run

MAX_IDEAS = 6
PREFIX = "llm_"  # new columns are named apart from the table's own


class FeatureIdea(BaseModel):
    name: str = Field(description="a short snake_case name for the new column")
    expression: str = Field(
        description="one Python expression over the DataFrame df (pandas as pd, numpy as np) giving one value per row"
    )


class FeatureIdeas(BaseModel):
    features: list[FeatureIdea] = Field(default_factory=list, max_length=MAX_IDEAS)


# Runs in the sandbox: every expression is evaluated on its own copy of the rows; its error (the exception's
# last line) is kept for the model's repair instead of stopping the others.
_RUNNER = """
import json
import numpy as np
import pandas as pd

rows = pd.read_csv("rows.csv", low_memory=False)
ideas = json.load(open("ideas.json"))
out, errors = {}, {}
for idea in ideas:
    try:
        value = eval(idea["expression"], {"pd": pd, "np": np, "df": rows.copy()})
        if isinstance(value, pd.DataFrame) and value.shape[1] == 1:
            value = value.iloc[:, 0]
        if np.ndim(value) != 1 or len(value) != len(rows):
            raise ValueError(f"gives {np.shape(value)} values, not one per row ({len(rows)})")
        out[idea["name"]] = np.asarray(value)
    except Exception as err:
        errors[idea["name"]] = f"{type(err).__name__}: {err}"[:300]
pd.DataFrame(out).to_csv("features.csv", index=False)
json.dump(errors, open("errors.json", "w"))
"""


def feature_prompt(task: ModelingTask, columns_view: str, description_chars: int) -> str:
    """The request for feature ideas: the task, the columns (targets named as withheld, numbers apart from
    text, since small models divide strings) and the rules."""
    head = read_csv(task.train_path, nrows=200).drop(columns=task.target_columns, errors="ignore")
    numeric = [str(c) for c in head.columns if pd.api.types.is_numeric_dtype(head[c])]
    text = [str(c) for c in head.columns if str(c) not in numeric]
    return (
        f"Task: {task.description[:description_chars]}\n\n{columns_view}\n\n"
        f"Target column(s) to predict: {task.target_columns} (they are NOT in df).\n"
        f"Numeric columns: {', '.join(numeric) or 'none'}. Text columns: {', '.join(text) or 'none'}.\n\n"
        f"Propose up to {MAX_IDEAS} NEW feature columns that could help predict the target, each as a name and "
        "one pandas expression over the DataFrame df (train and test rows together, the columns above except "
        "the targets): ratios or differences of numeric columns, parts of string codes (df[col].str...), "
        "counts of rows sharing a value (df.groupby(col)[col].transform('count')). Only use columns listed "
        "above, arithmetic only on numeric ones. Reply with JSON only."
    )


def repair_prompt(errors: dict[str, str]) -> str:
    listed = "\n".join(f"- {name}: {why}" for name, why in errors.items())
    return (
        f"These expressions failed on the data:\n{listed}\n\nPropose the features again, fixing or replacing "
        "the failing ones. Reply with JSON only."
    )


@dataclass
class NewFeatures:
    """New columns for the train rows and the test rows, in the files' row order."""

    train: pd.DataFrame
    test: pd.DataFrame
    dropped: list[str]  # columns that were constant, empty or past the limit
    errors: dict[str, str]  # the expressions that failed, with their errors

    @property
    def columns(self) -> list[str]:
        return list(self.train.columns)


class FeatureErrors(ModelingError):
    """No proposed expression gave a usable column; ``errors`` maps each failing name to its error."""

    def __init__(self, message: str, errors: dict[str, str]) -> None:
        super().__init__(message)
        self.errors = errors


def run_feature_ideas(task: ModelingTask, ideas: FeatureIdeas, *, timeout_s: float) -> NewFeatures:
    """Evaluate the ideas in the sandbox on train + test rows (targets withheld) and return the checked new
    columns; raises FeatureErrors when none is usable (with each expression's error), ModelingError when the
    run itself fails."""
    if not ideas.features:
        raise FeatureErrors("the model proposed no feature", {})
    train, test = read_csv(task.train_path), read_csv(task.test_path)
    shared = [c for c in train.columns if c in test.columns and c not in task.target_columns]
    rows = pd.concat([train[shared], test[shared]], ignore_index=True)
    listed = [idea.model_dump() for idea in ideas.features]
    workspace = Path(tempfile.mkdtemp(prefix="feature-ideas-"))
    try:
        limits = Limits(timeout_s=timeout_s, cpu_s=int(timeout_s * 2) + 10, memory_mb=4096)
        result = run(
            _RUNNER,
            files={"ideas.json": json.dumps(listed), "rows.csv": rows.to_csv(index=False)},
            limits=limits,
            workspace=workspace,
            env={"OMP_NUM_THREADS": "1"},
        )
        if result.exit_code != 0 or result.timed_out:
            tail = (result.stderr or result.stdout or "").strip().splitlines()[-6:]
            why = f"killed: {result.killed_reason}; " if result.killed_reason else ""
            raise ModelingError("evaluating the feature expressions failed: " + why + "\n".join(tail))
        errors = json.loads((workspace / "errors.json").read_text())
        try:
            made = pd.read_csv(workspace / "features.csv", low_memory=False)
        except pd.errors.EmptyDataError:
            made = pd.DataFrame()
    finally:
        shutil.rmtree(workspace, ignore_errors=True)
    if made.shape[1] and len(made) != len(rows):
        raise ModelingError(f"the features came back with {len(made)} rows for {len(rows)}")
    return _checked(made, n_train=len(train), errors=errors)


def _checked(made: pd.DataFrame, *, n_train: int, errors: dict[str, str]) -> NewFeatures:
    """Constant or empty columns dropped, infinities made missing, at most ``MAX_IDEAS`` kept, names
    prefixed and made safe; split back into the train rows and the test rows."""
    keep: dict[str, pd.Series] = {}
    dropped: list[str] = []
    for col in made.columns:
        s = made[col]
        if pd.api.types.is_numeric_dtype(s):
            s = s.replace([np.inf, -np.inf], np.nan)
        if s.nunique(dropna=True) < 2 or len(keep) >= MAX_IDEAS:
            dropped.append(str(col))
            continue
        keep[PREFIX + safe_name(col)] = s
    if not keep:
        unusable = {**errors, **{c: "the same value on every row" for c in dropped if c not in errors}}
        raise FeatureErrors("no proposed feature gave a usable column", unusable)
    frame = pd.DataFrame(keep)
    frame = frame.loc[:, ~frame.columns.duplicated()]
    return NewFeatures(
        frame.iloc[:n_train].reset_index(drop=True),
        frame.iloc[n_train:].reset_index(drop=True),
        dropped,
        errors,
    )
