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
    if not entry.template or entry.output_field not in fields:
        return False
    return all(f in fields for f in _template_fields(entry.template))


def heuristic_rules(fields: list[str]) -> ConversionRules | None:
    if len(fields) < 2:
        return None
    out = next((f for n in _OUTPUT_NAMES for f in fields if f.lower() == n), fields[-1])
    return ConversionRules(
        instruction_template="Complete the task for the following input.",
        input_components=[f for f in fields if f != out],
        output_components=[out],
    )


def convert_records(
    entry: CatalogEntry, records: list[dict[str, Any]], rules: ConversionRules | None = None
) -> list[Sample]:
    """Records -> samples with the given rules, else the card template (with ' / ' as line breaks), else heuristic."""
    fields = list(records[0]) if records else []
    out: list[Sample] = []
    if rules is None and card_template_ok(entry, fields):
        template = entry.template.replace(" / ", "\n")
        for rec in records:
            try:
                inp, outp = template.format(**rec).strip(), str(rec[entry.output_field]).strip()
            except (KeyError, IndexError, ValueError):
                continue
            if inp and outp:
                out.append(Sample(input=inp, output=outp))
        return out
    rules = rules or heuristic_rules(fields)
    if rules is None:
        return []
    for rec in records:
        s = apply_rules(rules, rec)
        if s is not None:
            out.append(s)
    return out


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
