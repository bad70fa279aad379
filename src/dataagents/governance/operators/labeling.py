"""Classification & labeling operators: rules, keyword lexicons, and the model door with a closed label set
(GovBench scenario 6; scored by accuracy/precision/recall/F1)."""

from __future__ import annotations

import re
from typing import Any, Literal

import pandas as pd
from pydantic import BaseModel, Field, create_model

from dataagents.governance.contracts import ColumnsExist, InSet, RowCount
from dataagents.governance.errors import OperatorError
from dataagents.governance.operators.base import Category, Operator, RunContext, register, text_column_values
from dataagents.governance.operators.filtering import condition_columns, conditions_mask

# A compact sentiment lexicon for the keyword floor (labels follow the GovBench example A.5).
SENTIMENT_LEXICON: dict[str, list[str]] = {
    "Positive": [
        "good",
        "great",
        "excellent",
        "delicious",
        "love",
        "loved",
        "happy",
        "satisfied",
        "fast",
        "recommend",
        "amazing",
        "wonderful",
        "nice",
        "moving",
        "helpful",
        "perfect",
        "friendly",
        "enjoy",
        "enjoyed",
        "pleasant",
        "solved",
        "best",
        "fantastic",
        "beautiful",
        "smooth",
    ],
    "Negative": [
        "bad",
        "terrible",
        "awful",
        "broke",
        "broken",
        "disappointing",
        "disappointed",
        "annoying",
        "never",
        "worst",
        "slow",
        "rude",
        "hate",
        "poor",
        "angry",
        "delayed",
        "refund",
        "waste",
        "horrible",
        "dirty",
        "cold",
        "late",
        "failed",
        "useless",
        "overpriced",
    ],
}


class _Label(Operator):
    category = Category.LABELING

    def input_columns(self, p: Any) -> list[str]:
        return [p.column]

    def output_columns(self, p: Any, inputs: list[list[str]]) -> list[str]:
        return list(inputs[0]) + ([p.target] if p.target not in inputs[0] else [])

    def modified_columns(self, p: Any) -> list[str]:
        return [p.target]

    def labels(self, p: Any) -> list[str]:  # pragma: no cover
        raise NotImplementedError

    def post(self, p: Any) -> list:
        return [
            ColumnsExist(cols=[p.target]),
            InSet(column=p.target, values=self.labels(p)),
            RowCount(relation="=="),
        ]


class KeywordRule(BaseModel):
    pattern: str  # regular expression, case-insensitive
    label: str


@register
class LabelRules(_Label):
    """Example: ``{"column": "subject", "target": "queue", "rules": [{"pattern": "refund|charge", "label":
    "billing"}], "default": "general"}``; the first matching rule wins."""

    name = "label_rules"
    description = (
        "Rule-based classification: assign a label from an ordered list of regular-expression "
        "rules on a text field, first match wins, with a default label."
    )

    class Params(BaseModel):
        column: str
        target: str = "label"
        rules: list[KeywordRule] = Field(min_length=1)
        default: str = "other"

    def labels(self, p: Any) -> list[str]:
        return list(dict.fromkeys([r.label for r in p.rules] + [p.default]))

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        compiled = [(re.compile(r.pattern, re.IGNORECASE), r.label) for r in p.rules]

        def label(v: str) -> str:
            return next((lab for rx, lab in compiled if rx.search(v)), p.default)

        df[p.target] = text_column_values(df, p.column).map(label)
        return df


class ConditionCase(BaseModel):
    label: str
    conditions: list[dict[str, Any]] = Field(min_length=1)  # spec.Condition fields
    match: Literal["all", "any"] = "all"


@register
class LabelConditions(_Label):
    """Example: ``{"target": "economy", "cases": [{"label": "efficient", "conditions": [{"column": "mpg",
    "op": ">=", "value": 25}]}, {"label": "thirsty", "conditions": [{"column": "mpg", "op": "<", "value":
    18}]}], "default": "average"}``: the first case whose conditions hold names the row's label."""

    name = "label_conditions"
    spec_only = True
    description = (
        "Label each row by conditions on its columns (thresholds, ranges, values): the first case whose "
        "conditions hold gives the label, otherwise the default."
    )

    class Params(BaseModel):
        target: str
        cases: list[ConditionCase] = Field(min_length=1)
        default: str | None = None  # None: rows no case covers stay blank

    def input_columns(self, p: Any) -> list[str]:
        return condition_columns([c for case in p.cases for c in case.conditions])

    def labels(self, p: Any) -> list[str]:
        return list(
            dict.fromkeys([c.label for c in p.cases] + ([p.default] if p.default is not None else []))
        )

    def post(self, p: Any) -> list:
        if p.default is None:
            return [ColumnsExist(cols=[p.target]), RowCount(relation="==")]
        return super().post(p)

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        out = pd.Series([p.default] * len(df), index=df.index, dtype=object)
        decided = pd.Series(False, index=df.index)
        for case in p.cases:
            take = conditions_mask(df, case.conditions, case.match) & ~decided
            out[take] = case.label
            decided |= take
        df[p.target] = out
        return df


_TOKEN = re.compile(r"[a-z']+")


def lexicon_label(text: str, lexicon: dict[str, list[str]], default: str) -> str:
    words = _TOKEN.findall(text.lower())
    counts = {lab: sum(w in set(terms) for w in words) for lab, terms in lexicon.items()}
    best = max(counts.values(), default=0)
    winners = [lab for lab, c in counts.items() if c == best]
    return winners[0] if best > 0 and len(winners) == 1 else default


@register
class LabelKeywords(_Label):
    """Example: ``{"column": "content", "target": "sentiment"}`` labels with the built-in sentiment lexicon:
    "very disappointing" -> Negative, "so delicious" -> Positive, otherwise Neutral."""

    name = "label_keywords"
    description = (
        "Keyword-lexicon classification (e.g. sentiment Positive / Neutral / Negative, topics): "
        "count lexicon words per label in a text field and assign the label with most hits, "
        "else a default."
    )

    class Params(BaseModel):
        column: str
        target: str = "label"
        lexicon: dict[str, list[str]] = Field(default_factory=lambda: dict(SENTIMENT_LEXICON))
        default: str = "Neutral"

    def labels(self, p: Any) -> list[str]:
        return list(dict.fromkeys([*p.lexicon, p.default]))

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        df[p.target] = text_column_values(df, p.column).map(lambda v: lexicon_label(v, p.lexicon, p.default))
        return df


def label_schema(labels: list[str], n: int) -> type[BaseModel]:
    """A pydantic schema whose labels are a closed set (JSON-schema enum), one per input item."""
    lab = Literal[tuple(labels)]  # type: ignore[valid-type]
    return create_model("Labels", labels=(list[lab], Field(min_length=n, max_length=n)))  # type: ignore[call-overload]


_FALLBACK_LABEL = re.compile(r"^(?:other|others|none|misc|miscellaneous|unknown|neutral|n/?a|mixed)$", re.I)


def fallback_label(labels: list[str]) -> str | None:
    """The label for a text that fits none of the others ('other', 'neutral', 'unknown'), if the set has one."""
    return next((lab for lab in labels if _FALLBACK_LABEL.match(lab.strip())), None)


async def _one_vs_rest(model: Any, text: str, labels: list[str], task: str) -> str:
    """One text's label: a yes/no question per specific label; one yes decides; none gives the fallback label
    (or a closed choice when the set has none); several yes go to a closed choice among those."""
    # the operator library also runs inside the sandbox, where only the governance package is shipped: the
    # model door is imported when a model is called, never when the operators load
    from dataagents.llm import generate_object

    answer = create_model("Answer", answer=(Literal["yes", "no"], ...))
    fallback = fallback_label(labels)
    specific = [lab for lab in labels if lab != fallback]
    said_yes = []
    for lab in specific:
        reply = await generate_object(
            model,
            f"Text: {text[:400]}\nQuestion: is this text about {lab}? "
            'Reply as JSON {"answer": "yes" or "no"}.',
            answer,
            system="You are a careful data labeler.",
        )
        if reply.answer == "yes":  # type: ignore[attr-defined]
            said_yes.append(lab)
    if len(said_yes) == 1:
        return said_yes[0]
    if not said_yes and fallback is not None:
        return fallback
    choices = said_yes or labels
    pick = create_model("Pick", label=(Literal[tuple(choices)], ...))  # type: ignore[valid-type]
    reply = await generate_object(
        model,
        f"Task: {task}.\nAllowed labels: {', '.join(choices)}.\nText: {text[:400]}\n"
        'Reply as JSON {"label": ...} with the one label that fits best.',
        pick,
        system="You are a careful data labeler. Use only the allowed labels.",
    )
    return str(reply.label)  # type: ignore[attr-defined]


@register
class LabelModel(_Label):
    """Example: ``{"column": "content", "target": "sentiment", "labels": ["Positive", "Neutral", "Negative"],
    "task": "sentiment of the customer message"}``; with no model it falls back to the keyword lexicon."""

    name = "label_model"
    uses_model = True
    description = (
        "Label records with a language model from a closed label set (LLM serving, zero-shot "
        "classification, sentiment, intent, topic); batched, schema-constrained answers."
    )

    class Params(BaseModel):
        column: str
        target: str = "label"
        labels: list[str] = Field(min_length=2)
        task: str = "classify each text"
        batch_size: int = Field(10, ge=1, le=50)
        # Up to this many (rows x labels), each row gets one yes/no question per label and a closed choice
        # only among the labels it said yes to: small models answer "is this about finance?" far more
        # reliably than a list of labels for a batch (16 headlines, embedded model: 15-16 right vs 9).
        one_vs_rest_calls: int = Field(2000, ge=0)
        fallback_lexicon: dict[str, list[str]] | None = None  # used with no model

    def labels(self, p: Any) -> list[str]:
        return list(p.labels)

    def run(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        raise OperatorError("label_model calls a model; run it with apply_async / the pipeline engine")

    async def arun(self, tables: list[pd.DataFrame], p: Any, ctx: RunContext) -> pd.DataFrame:
        df = tables[0]
        texts = text_column_values(df, p.column).tolist()
        if ctx.model is None:
            lexicon = p.fallback_lexicon or {k: v for k, v in SENTIMENT_LEXICON.items() if k in p.labels}
            default = next((lab for lab in p.labels if lab not in lexicon), p.labels[-1])
            df[p.target] = [lexicon_label(t, lexicon, default) for t in texts]
            return df
        if len(texts) * len(p.labels) <= p.one_vs_rest_calls:
            df[p.target] = [await _one_vs_rest(ctx.model, t, p.labels, p.task) for t in texts]
            return df
        # the operator library also runs inside the sandbox, where only the governance package is shipped: the
        # model door is imported when a model is called, never when the operators load
        from dataagents.llm import generate_object

        out: list[str] = []
        for lo in range(0, len(texts), p.batch_size):
            batch = texts[lo : lo + p.batch_size]
            items = "\n".join(f"{i + 1}. {t[:400]}" for i, t in enumerate(batch))
            reply = await generate_object(
                ctx.model,
                f"Task: {p.task}.\nAllowed labels: {', '.join(p.labels)}.\nTexts:\n{items}\n"
                f'Reply as JSON {{"labels": [...]}} with exactly {len(batch)} labels in order.',
                label_schema(p.labels, len(batch)),
                system="You are a careful data labeler. Use only the allowed labels.",
            )
            out.extend(reply.labels)  # type: ignore[attr-defined]
        df[p.target] = out
        return df
