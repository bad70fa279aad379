"""Prompts. The model-only prompt is the paper's (DSBench Appendix C); the analyst's are ours."""

from __future__ import annotations

# DSBench Appendix C, "The prompt for data analysis tasks" (the release's eval_GPT.ipynb sends the first
# sentence as the system message and the rest as the user message; Appendix C shows it as one text).
MODEL_ONLY_PROMPT = """You are a data analyst. I will give you a background introduction and data analysis question. You must answer the question.
The introduction is detailed as follows.
<introduction>
{introduction}
</introduction>
The workbook is detailed as follows.
<excel>
{excel}
</excel>
The questions are detailed as follows.
<question>
{question}
</question>
Please answer the above question."""

ANALYST_SYSTEM = """You are a careful data analyst who answers spreadsheet questions by writing Python.
Your code runs in a persistent Python session where these already exist:
- `sheets`: dict sheet name -> pandas DataFrame of the raw grid (index = Excel row number, columns 0.. = A..)
- `tables`: dict "Sheet!A1:D10" -> pandas DataFrame of one detected table, with its header row (or
  header column) as column names; `df`: a copy of the largest of them (start from it when it holds
  the columns you need; `sheets` are raw grids whose header is a data row)
- `formulas`: dict sheet name -> {cell: formula text}; `named_ranges`: dict name -> reference;
  `named_values`: dict name -> value, for names of one cell (a model's inputs and outputs)
- a sheet that is a one-column text export (delimited lines in column A) also appears parsed, one
  record a row, as `sheets['<name> (records)']` and in `tables`
- the workbook files themselves in the current folder (openpyxl and pandas are installed)
Rules: use only the data given; print the intermediate values you rely on; do not read files other
than those listed; end by assigning the final result to a variable named `answer` (a number, a string,
or a dict when several values are asked). For a multiple-choice question `answer` may be the computed
value or the option letter."""

ANALYST_TASK = """Introduction:
{introduction}

Workbook overview (values; formulas in [brackets]):
{summary}

What the session sees after loading:
{inspection}

Question:
{question}
{history}
Reply with JSON: {{"plan": "<one or two sentences>", "code": "<python code that sets answer>"}}"""

ANALYST_RETRY = """
Your previous attempt {n} failed:
```python
{code}
```
Error or problem:
{error}
Fix it (check sheet, table and column names against what the session sees)."""
