"""The deterministic floor: an instruction becomes a pipeline of library operators with no model.

Steps are split on the instruction's own sequencing ("->", "(1) … (2)", "then"); each step picks the
operator whose retrieval card shares the most (idf-weighted) words with it; parameters are read from the
text and the data's schema (quoted or named columns, k=3, thresholds, percentages, keep rules, word lists,
label sets, join policies). The result is an ordinary ``Pipeline``: compiled, run and exported like any other.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Any

import pandas as pd

from dataagents.governance.errors import GovernanceError, OperatorError
from dataagents.governance.operators import OPERATORS, list_operators
from dataagents.governance.pipeline import Pipeline, Step

_WORD = re.compile(r"[a-z][a-z0-9_]+")
_STOP = set(
    [
        "the",
        "a",
        "an",
        "and",
        "or",
        "of",
        "to",
        "in",
        "is",
        "are",
        "be",
        "it",
        "that",
        "this",
        "for",
        "on",
        "with",
        "as",
        "by",
        "from",
        "each",
        "its",
        "their",
        "into",
        "please",
        "write",
        "operator",
        "process",
        "file",
        "files",
        "record",
        "records",
        "field",
        "fields",
        "data",
        "output",
        "input",
        "new",
        "json",
        "jsonl",
        "csv",
        "keep",
        "keeping",
        "same",
        "column",
        "columns",
        "value",
        "values",
        "utf",
        "encoded",
        "unchanged",
        "structure",
    ]
)
# Phrases that name an operator outright. Specific cues win over generic ones; among cues of one kind the
# earliest in the text wins.
# Validity patterns for "drop rows whose <kind> is invalid": a value is kept only when it matches in full.
VALIDITY_PATTERNS: dict[str, str] = {
    "email": r"[^@\s]+@[^@\s]+\.[A-Za-z]{2,}",
    "url": r"https?://[^\s/$.?#][^\s]*",
    "phone": r"\+?[\d\s().-]{7,20}",
}
_INVALID_KIND = re.compile(
    r"(?:invalid|malformed|bad)\s+(?:\w+_)?(e-?mail|url|phone)s?|"
    r"(e-?mail|url|phone)s?\s+(?:\w+\s+){0,2}(?:is|are)\s+(?:invalid|malformed|not valid)",
    re.IGNORECASE,
)
_STRONG: list[tuple[str, str]] = [
    (_INVALID_KIND.pattern, "filter_regex"),
    (r"\bknn\b|nearest neighbo", "impute_knn"),
    (r"forward[- ]fill|last observed", "forward_fill"),
    (r"incremental", "dedup_incremental"),
    (r"near[- ]duplicate|minhash", "dedup_minhash"),
    (r"exact(ly)? duplicate|identical in every", "dedup_exact"),
    (r"\blatest\b|most recent|newest", "dedup_keep_latest"),
    (r"html", "strip_html"),
    (r"\blinks?\b|\burls?\b", "filter_links"),
    (r"symbols?\b", "filter_symbol_ratio"),
    (r"censor|mask (the )?profan", "mask_profanity"),
    (r"blocked words?|block list", "filter_blocked_words"),
    (r"\bpii\b|personal data|personally identifiable", "filter_pii"),
    (r"extra spaces|excess spaces|whitespace", "normalize_whitespace"),
    (r"e\.164|\bphones?\b", "standardize_phone"),
    (r"group-?wise", "impute_groupwise"),
    (r"composite key", "join_composite"),
    (r"\bunion\b", "union_align"),
    (r"target schema|rename columns", "map_columns"),
    (r"sentiment|language model|\bllm", "label_model"),
    (r"\broute\b|\bqueue\b", "label_rules"),
    (r"classify|\btopics?\b", "label_keywords"),
    (r"consistent|inconsistent", "enforce_functional_dependency"),
    (r"unit conver|convert .* to (cm|kg|m)\b", "convert_unit"),
]
_GENERIC: list[tuple[str, str]] = [
    (r"\bdates?\b|_date|yyyy", "standardize_date"),
    (r"e-?mails?", "standardize_email"),
    (r"english|language", "filter_language"),
    (r"median|\bmean\b|\bmode\b|impute|missing", "impute_statistic"),
    (r"\bjoin", "join_composite"),
    (r"\bmap\b", "map_columns"),
    (r"\brules?\b", "label_rules"),
    (r"lower ?case|upper ?case|title case", "change_case"),
    (r"unicode|full-width", "normalize_unicode"),
    (r"duplicates?", "dedup_exact"),
    (r"append", "union_align"),
]
_SEQUENCE = re.compile(r"->|→|\(\d\)|sequentially|in sequence|,\s*then\b|;\s*then\b", re.IGNORECASE)
_IMPERATIVE = re.compile(
    r"^(?:\(\d\)\s*)?(?:fill|standardi[sz]e|remove|keep|filter|impute|drop|join|map|label|"
    r"censor|mask|deduplicate|normali[sz]e|convert|classify|route|add|strip|enrich|merge)\b",
    re.IGNORECASE,
)


def split_steps(instruction: str) -> list[str]:
    """The instruction's steps when it spells out a sequence, else the whole instruction as one step."""
    text = instruction.replace("→", "->")
    parts = [p.strip() for p in text.split("->")]
    is_mapping = re.search(r"[(,]\s*\w+\s*->\s*\w+\s*[,)]", text)  # "(A -> a, B -> b)" renames columns
    if len(parts) > 1 and not is_mapping and all(len(p.split()) >= 2 for p in parts):
        return parts
    numbered = re.split(r"\(\d\)\s*", text)
    if len(numbered) > 2:
        return [p.strip(" ;,.") for p in numbered[1:] if p.strip(" ;,.")]
    parts = [
        p.strip()
        for p in re.split(
            r";\s*(?:then\s+)?|,\s*then\s+|,\s+(?=standardi[sz]e|fill|remove|keep|"
            r"filter|impute|drop|mask|censor)",
            text,
        )
        if p.strip()
    ]
    head = parts[:1] + [p for p in parts[1:] if _IMPERATIVE.match(p)]
    if len(head) > 1 and (_SEQUENCE.search(text) or len(head) == len(parts) or len(head) >= 3):
        return head
    return [text]


def _cue(segment: str, cues: list[tuple[str, str]]) -> str | None:
    hits = []
    for pattern, op in cues:
        m = re.search(pattern, segment, re.IGNORECASE)
        if m:
            hits.append((m.start(), -(m.end() - m.start()), op))
    return min(hits)[2] if hits else None


def _tokens(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.lower()) if w not in _STOP]


def rank_operators(text: str, k: int = 4) -> list[tuple[str, float]]:
    """Top-k operators by idf-weighted word overlap between ``text`` and each operator's card."""
    docs = {
        o.name: Counter(_tokens(o.name.replace("_", " ") + " " + o.description))
        for o in list_operators(spec_only=False)
    }
    df = Counter(w for d in docs.values() for w in d)
    n = len(docs)
    q = set(_tokens(text))
    scores = {name: sum(math.log(1 + n / df[w]) for w in q if w in d) for name, d in docs.items()}
    return sorted(scores.items(), key=lambda kv: -kv[1])[:k]


def choose_operator(segment: str) -> str | None:
    """A cue-named operator; ``None`` when the step names none (the caller falls back to retrieval)."""
    return _cue(segment, _STRONG) or _cue(segment, _GENERIC)


def _mentioned_columns(segment: str, columns: list[str]) -> list[str]:
    """Columns named in the text: quoted first, then bare words, in order of appearance."""
    found: list[tuple[int, str]] = []
    for c in columns:
        m = re.search(rf"['\"`]{re.escape(c)}['\"`]", segment) or re.search(
            rf"(?<![\w-]){re.escape(c)}(?![\w-])", segment
        )
        if m:
            found.append((m.start(), c))
    return [c for _, c in sorted(found)]


def _is_text(df: pd.DataFrame, c: str) -> bool:
    return c in df.columns and (df[c].dtype == object or pd.api.types.is_string_dtype(df[c]))


def _text_column(df: pd.DataFrame, mentioned: list[str]) -> str | None:
    named = [c for c in mentioned if _is_text(df, c)]
    if named:  # several named text columns: the one holding the longest text is the one to process
        return max(
            named, key=lambda c: (df[c].astype(str).str.len().mean() if len(df) else 0, -named.index(c))
        )
    strings = [c for c in df.columns if pd.api.types.is_string_dtype(df[c]) or df[c].dtype == object]
    if "text" in strings:
        return "text"
    if strings:  # the longest text column is the usual target
        return max(strings, key=lambda c: df[c].astype(str).str.len().mean())
    return None


def _word_list(segment: str) -> list[str] | None:
    m = re.search(r"\(([^()]*?):\s*([^()]+)\)", segment)
    if m and "," in m.group(2):
        return [w.strip(" .'\"") for w in m.group(2).split(",") if w.strip(" .'\"")]
    m = re.search(r"\(([a-z ,'-]+(?:,\s*[a-z'-]+){2,})\)", segment)
    return [w.strip() for w in m.group(1).split(",")] if m else None


def _number(pattern: str, text: str) -> float | None:
    m = re.search(pattern, text, re.IGNORECASE)
    return float(m.group(1)) if m else None


def extract_params(op_name: str, segment: str, df: pd.DataFrame, all_columns: list[str]) -> dict[str, Any]:
    """Rule-based parameters for ``op_name`` from the step text and the data."""
    low = segment.lower()
    mentioned = _mentioned_columns(segment, all_columns)
    text_col = _text_column(df, mentioned)
    id_col = next((c for c in ("id", "record_id", "text_id", "customer_id") if c in df.columns), None)
    p: dict[str, Any] = {}
    fields = OPERATORS[op_name].Params.model_fields
    if "column" in fields:
        p["column"] = (
            text_col
            if op_name.startswith(("filter_", "strip", "normalize", "mask", "dedup_minhash", "label"))
            or not mentioned
            else mentioned[0]
        )
        if op_name == "standardize_phone" and "phone" in df.columns and not mentioned:
            p["column"] = "phone"
        if op_name == "standardize_email" and "email" in df.columns:
            p["column"] = "email"
    if op_name.startswith("label_"):
        created = [c for c in re.findall(r"['\"](\w+)['\"] (?:field|column)", segment) if c not in df.columns]
        created += [
            w
            for w in re.findall(r"(?:into|add) an? ['\"]?(\w+)['\"]? (?:field|column)", low)
            if w not in df.columns
        ]
        p["target"] = created[0] if created else ("sentiment" if "sentiment" in low else "label")
        p["column"] = _text_column(df, [c for c in mentioned if c in df.columns])
    if op_name == "filter_blocked_words" or op_name == "mask_profanity":
        words = _word_list(segment)
        if words:
            p["words"] = words
    if op_name == "filter_symbol_ratio":
        pct = _number(r"(\d+(?:\.\d+)?)\s*%", segment)
        p["max_ratio"] = pct / 100 if pct is not None else 0.3
    if op_name == "filter_language":
        p["language"] = "en"
    if op_name == "standardize_date":
        written = {
            "dd/mm/yyyy": "%d/%m/%Y",
            "mm/dd/yyyy": "%m/%d/%Y",
            "dd.mm.yyyy": "%d.%m.%Y",
            "yyyy/mm/dd": "%Y/%m/%d",
        }
        p["format"] = next((f for w, f in written.items() if w in low), "%Y-%m-%d")  # ISO 8601 by default
        p["column"] = next((c for c in mentioned if "date" in c.lower()), p.get("column"))
    if op_name in ("dedup_minhash", "dedup_exact", "dedup_fuzzy"):
        thr = _number(r"(?:>=|≥|above|at least|threshold)\s*(0?\.\d+)", segment)
        if op_name == "dedup_minhash" and thr is not None:
            p["threshold"] = thr
        if "smallest" in low and id_col:
            p.update(keep="smallest_id", id_column=id_col)
        elif "largest" in low and id_col:
            p.update(keep="largest_id", id_column=id_col)
        if op_name == "dedup_exact":
            p.pop("column", None)
            if re.search(r"duplicates? an earlier record's (\w+)|same (\w+)", low) and text_col:
                p["columns"] = [text_col]
    if op_name in ("dedup_keep_latest", "dedup_incremental"):
        ts = next((c for c in all_columns if re.search(r"updated|modified|timestamp|_at$", c)), None)
        key = (
            next((c for c in mentioned if c != ts and c in df.columns and "id" in c.lower()), None)
            or id_col
            or "id"
        )
        p.update(key=[key], timestamp=ts or "updated_at")
    if op_name in ("impute_statistic", "impute_groupwise"):
        p["strategy"] = (
            "median" if "median" in low else "mode" if re.search(r"\bmode\b|most frequent", low) else "mean"
        )
        named = [c for c in mentioned if c in df.columns]
        cols = [c for c in named if df[c].isna().any()] or named[:1]
        p["columns"] = cols or [c for c in df.columns if df[c].isna().any()]
        if op_name == "impute_groupwise":
            by = [c for c in mentioned if c in df.columns and c not in p["columns"]]
            p["by"] = by[:1] or ["category"]
        dec = _number(r"(\d+) decimals?", segment)
        if dec is not None:
            p["round"] = int(dec)
    if op_name == "impute_constant":
        p["columns"] = [c for c in df.columns if df[c].isna().any()]
        p["value"] = "unknown"
    if op_name == "impute_knn":
        k = _number(r"k\s*=\s*(\d+)", segment)
        p["k"] = int(k) if k else 5
        excl = [c for c in mentioned if c in df.columns and re.search(r"id$|_id|identifier", c)]
        p["exclude"] = excl or ([id_col] if id_col else [])
    if op_name == "forward_fill":
        p["columns"] = [c for c in df.columns if df[c].isna().any()]
        order = next((c for c in mentioned if c in ("ts", "timestamp", "time", "date")), None)
        p["order_by"] = order
        p["by"] = [c for c in mentioned if c in df.columns and c not in p["columns"] and c != order][:1]
    if op_name == "enforce_functional_dependency":
        p["determinant"], p["dependent"] = mentioned[:1], (mentioned[1] if len(mentioned) > 1 else "")
    if op_name == "join_composite":
        m = re.search(r"\(([\w\s,]+)\)", segment)
        keys = [k.strip() for k in m.group(1).split(",")] if m else []
        p["keys"] = [k for k in keys if k in all_columns] or [c for c in mentioned if "id" in c][:1]
        p["how"] = next(
            (h for h in ("inner", "left", "right", "outer") if re.search(rf"\b{h}[- ]join", low)), "inner"
        )
        p["conflict"] = (
            "suffix"
            if "suffix" in low
            else "right"
            if re.search(
                r"right priority|billing value has priority|"
                r"right.{0,20}priority",
                low,
            )
            else "left"
        )
    if op_name == "filter_regex":
        kind_match = _INVALID_KIND.search(segment)
        if kind_match:
            kind = (kind_match.group(1) or kind_match.group(2)).lower().replace("-", "")
            column = next((c for c in mentioned if kind in c.lower()), None) or next(
                (c for c in df.columns if kind in str(c).lower()), None
            )
            if column is not None:
                p.update(column=column, pattern=VALIDITY_PATTERNS[kind], keep_matching=True, full_match=True)
    if op_name == "union_align":
        m = re.search(r"add an? ['\"](\w+)['\"] column", segment)
        if m:
            p["source_column"] = m.group(1)
            names = re.search(r"holding (\w+) or (\w+)", segment)
            if names:
                p["source_names"] = [names.group(1), names.group(2)]
    if op_name == "map_columns":
        pairs = re.findall(r"(\w+)\s*->\s*(\w+)", segment.replace("→", "->"))
        p["mapping"] = {a: b for a, b in pairs if a in all_columns}
        if p["mapping"]:
            p["target_columns"] = list(p["mapping"].values())
    if op_name == "label_model":
        m = re.search(r"label set:?\s*([A-Za-z]+(?:\s*/\s*[A-Za-z]+)+)", segment)
        p["labels"] = [x.strip() for x in m.group(1).split("/")] if m else ["Positive", "Neutral", "Negative"]
    if op_name == "label_keywords" and "sentiment" not in low:
        labels = re.findall(r"\b([a-z]+),", low)
        p["default"] = "other" if "other" in low else "Neutral"
        if labels:
            from dataagents.governance.operators.labeling import SENTIMENT_LEXICON  # noqa: F401

            p["lexicon"] = {lab: [lab] for lab in labels}
    if op_name == "label_rules":
        p["rules"] = [
            {
                "pattern": "|".join(
                    re.escape(w.strip()) for w in re.split(r",|\bor\b|/", words) if w.strip()
                ),
                "label": label,
            }
            for label, words in re.findall(
                r"(\w+) (?:when|for) (?:the \w+ mentions )?([\w\s,/]+?)(?:;|$)", low
            )
        ]
        p["default"] = (re.findall(r"(\w+) otherwise", low) or ["other"])[0]
        if not p["rules"]:
            p.pop("rules")
    return {k: v for k, v in p.items() if k in fields and v is not None}


def plan_pipeline(instruction: str, tables: dict[str, pd.DataFrame]) -> Pipeline:
    """The floor's pipeline for an instruction over named input tables. Raises ``GovernanceError`` when no
    step can be given valid parameters."""
    names = list(tables)
    first = tables[names[0]]
    all_columns = list(dict.fromkeys(c for t in tables.values() for c in t.columns))
    steps: list[Step] = []
    current = first
    # a step that names no operator qualifies the one before it ("…; keep the one with the smallest id")
    segments: list[str] = []
    for seg in split_steps(instruction):
        if segments and choose_operator(seg) in (None, choose_operator(segments[-1])):
            segments[-1] += "; " + seg
        else:
            segments.append(seg)
    for seg in segments:
        op_name = choose_operator(seg) or rank_operators(seg, 1)[0][0]
        op = OPERATORS[op_name]
        # labeling and union parameters (rule lists, label sets) are spread over the whole instruction
        text = instruction if op_name.startswith("label_") or op_name == "union_align" else seg
        params = extract_params(op_name, text, current, all_columns)
        try:
            op.params(params)
        except OperatorError:
            continue
        inputs = list(names) if (not steps and op.arity != 1) else ([names[0]] if not steps else [])
        steps.append(Step(id=f"s{len(steps) + 1}_{op_name}", op=op_name, params=params, inputs=inputs))
        if op.arity != 1:
            current = pd.DataFrame(
                columns=op.output_columns(op.params(params), [list(t.columns) for t in tables.values()])
            )
    if not steps:
        raise GovernanceError(
            "the floor found no operator with valid parameters for this instruction",
            hint="name the columns and the operation more explicitly, or use a model",
        )
    return Pipeline(name="floor", sources=names, steps=steps)
