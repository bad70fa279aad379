"""The Hint Writer (paper §3.2 "Hints Generation", A.2.5): three hint levels in JSON from the issue label.
A hint that copies more than ``MAX_VERBATIM`` characters of the evidence context is rejected and the model
is asked again (the paper checks this by hand: hints must not reveal the full context)."""

from __future__ import annotations

from difflib import SequenceMatcher

from inspect_ai.model import Model
from pydantic import BaseModel, Field

from dataagents.curation.case import Case, Hints
from dataagents.curation.errors import CurationError
from dataagents.llm import generate_object

MAX_VERBATIM = 40
MAX_TRIES = 3

# A.2.5, verbatim where the extracted paper text is legible. The first rule's tail and the "general hint"
# rule are illegible in our copy; they are restated from §3.2's h1 definition.
HINT_WRITER_PROMPT = """You are an issue-hint writer. You need to formulate some hints for detecting certain issues, based on the description in <issue> below.

<rules>
- The hints should have three different levels, from very general to very specific.
- For ``general hint'', you should give a general description of the issue, without any specific details or hints on the location.
- For ``medium hint'', you could tell which files are involved in this issue + general hint. Make sure it contains the information from the general hint.
- For ``specific hint'', you should tell which files are involved in this issue clearly, as well as a part of context information. Make sure it contains the information from the general and medium hints.
- You should never tell the agent the full context of the issue, only give it hints, so we can test to what degree the agent detects the issue and tell us evidence by themselves.
- Your word used in hints should be precise, pay attention to the word choice, and try to avoid misleading or ambiguous words. You should make sure you have a clear understanding of the issue before writing the hints.
- The hints should be clear and concise, try to cover all the issues mentioned and avoid unnecessary information.
</rules>

<example>
{
<issue>
{
title: What is the provenance of these benchmark datasets?
content: {
Firstly, check the English proverbs dataset: https://github.com/google/BIG-bench/tree/main/bigbench/benchmark_tasks/english_proverbs
...task can help to draw conclusions about human-like understanding and
## Data source
## References
...
There is nothing in the data source section. }
involved: {
name: README.md,
context: {
... task can help to draw conclusions about human-like understanding and Data Source References
...
}
}
</issue>

output:
{
general: "section with empty content"
medium: "a section with empty content in markdown file"
specific: "a sub-heading section in README.md with empty content"
}
</example>

--------------------------------

Now let's begin

<issue>
<ISSUE>
</issue>
write your hints here in JSON format:"""


class HintSet(BaseModel):
    general: str = Field(max_length=300)
    medium: str = Field(max_length=400)
    specific: str = Field(max_length=600)


def longest_shared_run(a: str, b: str) -> int:
    """Length of the longest common substring of ``a`` and ``b`` (case-insensitive)."""
    a, b = a.lower(), b.lower()
    if not a or not b:
        return 0
    return SequenceMatcher(None, a, b, autojunk=False).find_longest_match(0, len(a), 0, len(b)).size


def leaks(hints: HintSet, case: Case, limit: int = MAX_VERBATIM) -> str | None:
    """Name the hint level that copies > ``limit`` characters of an involved context, if any."""
    for level in ("general", "medium", "specific"):
        text = getattr(hints, level)
        for inv in case.involved:
            if longest_shared_run(text, inv.context) > limit:
                return level
    return None


async def write_hints(case: Case, model: Model, max_tries: int = MAX_TRIES) -> Hints:
    """Generate h1-h3 for a case with the A.2.5 prompt; retry when a hint leaks the context."""
    prompt = HINT_WRITER_PROMPT.replace("<ISSUE>", case.issue_text())
    for _ in range(max_tries):
        hs = await generate_object(model, prompt, HintSet)
        level = leaks(hs, case)
        if level is None:
            return Hints(h1=hs.general, h2=hs.medium, h3=hs.specific)
        prompt = (
            prompt + f"\n\nYour {level} hint copied more than {MAX_VERBATIM} characters of the issue's "
            "context verbatim. Rewrite all three hints without copying the context."
        )
    raise CurationError(
        f"case {case.id}: the hint writer leaked the evidence context {max_tries} times",
        hint="write the hints by hand or use a stronger model",
    )
