"""Convert a found dataset's records to ``{input, output}`` fine-tuning form (paper §4 / appendix C.2).

Order of preference: the model's proposed conversion rules (validated against the record fields), the card's own
template, then a field-name heuristic. A rule set that names fields the records lack is rejected, not guessed.
"""

from __future__ import annotations

import re
import string
from typing import Any

from pydantic import BaseModel, Field

from dataagents.discovery.catalog.base import CatalogEntry
from dataagents.discovery.demand import stem
from dataagents.discovery.task import Sample

_OUTPUT_NAMES = (
    "output",
    "answer",
    "label",
    "target",
    "summary",
    "translation",
    "response",
    "completion",
    "y",
)


class ConversionRules(BaseModel):
    """Appendix C.2 "fine tuning data extraction" answer, reduced to what the conversion needs."""

    instruction_template: str = Field(min_length=3)
    input_components: list[str] = Field(min_length=1)
    output_components: list[str] = Field(min_length=1)


CONVERSION_PROMPT = """You are tasked with analyzing a dataset and determining how to convert it into a fine-tuning format with exactly two fields: "input" and "output".
Dataset card:
{card}

Fields: {fields}
Sample records:
{samples}

The user needs: {demand}

Reply in JSON: {{"instruction_template": "a clear task instruction (REQUIRED, never null)", "input_components": [field names for the input], "output_components": [field names for the output]}}"""


def valid_rules(rules: ConversionRules, fields: list[str]) -> str | None:
    """None when usable, else why not."""
    missing = [f for f in rules.input_components + rules.output_components if f not in fields]
    if missing:
        return f"unknown fields {missing}"
    if set(rules.input_components) & set(rules.output_components):
        return "a field is both input and output"
    return None


def apply_rules(rules: ConversionRules, rec: dict[str, Any]) -> Sample | None:
    parts = [str(rec.get(c, "")) for c in rules.input_components]
    if len(parts) > 1:
        parts = [f"{c}: {rec.get(c, '')}" for c in rules.input_components]
    inp = (rules.instruction_template.strip() + "\n" + "\n".join(parts)).strip()
    out = " ".join(str(rec.get(c, "")) for c in rules.output_components).strip()
    return Sample(input=inp, output=out) if inp and out else None


def _template_fields(template: str) -> list[str]:
    return [f for _, f, _, _ in string.Formatter().parse(template) if f]


def card_template_ok(entry: CatalogEntry, fields: list[str]) -> bool:
    """The card's own template is usable: its fields exist and the output field is not one of its inputs."""
    if not entry.template or entry.output_field not in fields:
        return False
    used = _template_fields(entry.template)
    return entry.output_field not in used and all(f in fields for f in used)


# a count column of a contingency table ("Freq" in R's Titanic): how many cases a row stands for, neither an input
# nor the answer
_WEIGHT_NAMES = frozenset(
    ["freq", "frequency", "count", "counts", "n", "nobs"]
)  # not "weight": chickwts measures one
# words after which a field the demand names is the answer ("predict survival", "whether it is spam", "who
# survived") or an input ("by class, sex and age", "from the measurements", "given the text")
_OUTPUT_CUE = re.compile(
    r"\b(?:predict\w*|whether|who|which|estimat\w*|forecast\w*|classif\w*|label\w*|target)\b"
)
_INPUT_CUE = re.compile(r"\b(?:by|from|given|using|based on|with)\b")


def _stem_words(text: str) -> list[str]:
    return [stem(w) for w in re.findall(r"[a-z][a-z0-9]+", text.lower())]


def _field_stems(name: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z][a-z0-9]+", name.lower()) if len(w) > 1}


def weight_field(fields: list[str], records: list[dict[str, Any]]) -> str | None:
    """A frequency column (named like one, whole numbers in every record), else None."""
    for f in fields:
        if (
            f.lower() in _WEIGHT_NAMES
            and records
            and all(re.fullmatch(r"\d+", str(r.get(f, ""))) for r in records)
        ):
            return f
    return None


def demand_output_field(fields: list[str], demand: str) -> str | None:
    """The field the demand asks to predict: one it names right after an answer cue ("who survived", "predict
    the species"), and not in a list of inputs after "by" / "from" / "given"."""
    low = demand.lower()
    best: tuple[int, str] | None = None
    for f in fields:
        stems = _field_stems(f)
        for m in re.finditer(r"[a-z][a-z0-9]+", low):
            if stem(m.group(0)) not in stems:
                continue
            before = low[max(0, m.start() - 40) : m.start()]
            out_cue = [c.end() for c in _OUTPUT_CUE.finditer(before)]
            in_cue = [c.end() for c in _INPUT_CUE.finditer(before)]
            if out_cue and (not in_cue or max(out_cue) > max(in_cue)):
                distance = len(before) - max(out_cue)
                if best is None or distance < best[0]:
                    best = (distance, f)
    return best[1] if best else None


def heuristic_rules(
    fields: list[str], demand: str = "", entry: CatalogEntry | None = None, records: list[dict[str, Any]] = ()
) -> ConversionRules | None:
    """Input and output roles without a model: the card's label field, else the field the demand asks to predict,
    else a field named like an answer, else the last column; a frequency column is neither role."""
    weight = weight_field(fields, list(records))
    usable = [f for f in fields if f != weight]
    if len(usable) < 2:
        return None
    out = (
        (entry.output_field if entry is not None and entry.output_field in usable else None)
        or demand_output_field(usable, demand)
        or next((f for n in _OUTPUT_NAMES for f in usable if f.lower() == n), usable[-1])
    )
    return ConversionRules(
        instruction_template=f"Give the {out} for the following input.",
        input_components=[f for f in usable if f != out],
        output_components=[out],
    )


def _label_name(value: Any, names: list[str]) -> Any:
    """A class index as its name ("1" -> "pos") where the card lists the names."""
    text = str(value).strip()
    if names and re.fullmatch(r"\d+", text) and int(text) < len(names):
        return names[int(text)]
    return value


def convert_records(
    entry: CatalogEntry,
    records: list[dict[str, Any]],
    rules: ConversionRules | None = None,
    demand: str = "",
) -> list[Sample]:
    """Records -> samples with the given rules, else the card template (with ' / ' as line breaks), else the
    roles the demand and the card give (``heuristic_rules``). The output field never appears in the input; a
    frequency column repeats its row (up to ``MAX_REPEAT``) instead of being a field."""
    fields = list(records[0]) if records else []
    names = entry.label_names
    out: list[Sample] = []
    if rules is None and card_template_ok(entry, fields):
        template = entry.template.replace(" / ", "\n")
        for rec in records:
            try:
                inp = template.format(**rec).strip()
                outp = str(_label_name(rec[entry.output_field], names)).strip()
            except (KeyError, IndexError, ValueError):
                continue
            if inp and outp:
                out.append(Sample(input=inp, output=outp))
        return out
    rules = rules or heuristic_rules(fields, demand, entry, records)
    if rules is None:
        return []
    weight = weight_field(fields, records)
    label_fields = set(rules.output_components) if names else set()
    for rec in records:
        rec = {k: _label_name(v, names) if k in label_fields else v for k, v in rec.items()}
        s = apply_rules(rules, rec)
        if s is None:
            continue
        repeat = min(int(rec[weight]), MAX_REPEAT) if weight and weight not in rules.output_components else 1
        out.extend([s] * repeat)
    return out


MAX_REPEAT = 50  # a contingency table's row repeated at most this often (one row must not swamp the set)


async def propose_rules(
    entry: CatalogEntry, records: list[dict[str, Any]], demand: str, model: Any
) -> tuple[ConversionRules | None, str]:
    """Ask the model for conversion rules; (rules, note). Invalid or failed proposals give (None, why)."""
    import json

    # imported when first needed: it loads inspect_ai, which importing this module does not
    from dataagents.llm import ModelError, generate_object

    fields = list(records[0]) if records else []
    prompt = CONVERSION_PROMPT.format(
        card=entry.card[:1500],
        fields=", ".join(fields),
        samples="\n".join(json.dumps(r, ensure_ascii=False)[:400] for r in records[:3]),
        demand=demand[:800],
    )
    try:
        rules = await generate_object(model, prompt, ConversionRules)
    except ModelError as err:
        return None, f"model conversion failed: {str(err)[:120]}"
    why = valid_rules(rules, fields)
    if why:
        return None, f"model conversion rejected: {why}"
    return rules, "model conversion rules"


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "dataset"
