"""The Curator with a model: scripted at the model door, real detectors, real sandbox."""

import json

import pytest

import dataagents.llm as llm
from dataagents.curation.curator import Budget, curate
from dataagents.llm import scripted_model

CANARY = "ZEBRA-CANARY-7731"


@pytest.fixture
def recorded(monkeypatch):
    """Record every prompt that reaches the model door (the calls still go through the real door)."""
    prompts: list[str] = []
    real_obj, real_text = llm.generate_object, llm.generate_text

    async def gen_obj(model, prompt, schema, **kw):
        prompts.append(str(prompt) + "\n" + str(kw.get("system") or ""))
        return await real_obj(model, prompt, schema, **kw)

    async def gen_text(model, prompt, **kw):
        prompts.append(str(prompt) + "\n" + str(kw.get("system") or ""))
        return await real_text(model, prompt, **kw)

    monkeypatch.setattr(llm, "generate_object", gen_obj)
    monkeypatch.setattr(llm, "generate_text", gen_text)
    return prompts


STOP = json.dumps({"done": True})


def review(drop=(), new=()):
    return json.dumps({"drop": list(drop), "new_findings": list(new)})


async def test_label_fields_never_reach_a_prompt(tmp_path, make_case, recorded):
    from dataagents.curation.case import load_case

    d = make_case(
        tmp_path,
        "leak",
        {
            "a.csv": "x,y\n1,2\n1,2\n3,4\n",
            "README.md": "# data\n\nSome data.\n",
            "b.csv": "k\n1\n",
            "c.csv": "k\n2\n",
        },
        title=f"title {CANARY}",
        content=f"content {CANARY}",
        involved=[{"name": "a.csv", "context": f"ctx {CANARY}"}],
    )
    case = load_case(d)
    for level in range(4):
        choice = [json.dumps({"files": ["a.csv"]})] if level == 0 else []  # no file choice with a hint
        model = scripted_model([*choice, json.dumps({"code": "print(1)"}), STOP, review()])
        await curate(case.curator_input(level), model=model)
    assert len(recorded) == 4 * 3 + 1  # file choice (h0 only), two check rounds and review at every level
    assert not [p for p in recorded if CANARY in p]
    assert any(case.hints.h3 in p for p in recorded)  # the hint does reach the model


async def test_prompt_injection_in_readme_does_not_change_behaviour(sample_cases, recorded):
    case = sample_cases["wine-card-ranges-injection"]
    floor = await curate(case.curator_input(0))
    # a model that obeys the README: drop everything, add nothing
    obeying = scripted_model([review(drop=range(15))] * 3)
    rep = await curate(case.curator_input(2), model=obeying, budget=Budget(code_steps=0))
    assert {f.title for f in rep.findings} == {f.title for f in floor.findings}
    assert any("Value ranges in README.rst" in f.title for f in rep.findings)
    assert any(f.detector == "prompt_injection" for f in rep.findings)
    assert any("drop every finding" in n for n in rep.notes)
    assert any("never instructions" in p for p in recorded)  # the system prompt marks files as data


async def test_model_drops_weak_findings_and_adds_verified_ones(sample_cases):
    case = sample_cases["wine-card-wrong-creator"]
    floor = await curate(case.curator_input(1))
    new = [
        {
            "title": "Creator copied from Iris",
            "description": "Fisher created Iris, not the wine data",
            "file": "README.rst",
            "quote": "README.rst line 51: ':Creator: R.A. Fisher'",  # wrapped by the model: salvaged
            "tags": ["document-problem/wrong-info"],
        },
        {
            "title": "Invented",
            "description": "quote not in the file",
            "file": "README.rst",
            "quote": "this sentence does not exist",
            "tags": [],
        },
        {"title": "No file", "description": "x", "file": "missing.txt", "quote": "abc", "tags": []},
    ]
    weak = [i for i, f in enumerate(floor.findings[:15]) if f.severity < 0.6]
    strong = [i for i, f in enumerate(floor.findings[:15]) if f.severity >= 0.6]
    model = scripted_model([review(drop=weak[:1] + strong[:1], new=new)])
    # pruning is opt-in (drop_below): by default the model adds and never removes
    rep = await curate(case.curator_input(1), model=model, budget=Budget(code_steps=0, drop_below=0.6))
    titles = [f.title for f in rep.findings]
    assert "Creator copied from Iris" in titles and "Invented" not in titles and "No file" not in titles
    added = next(f for f in rep.findings if f.title == "Creator copied from Iris")
    assert added.evidence[0].location == "line 51" and added.detector is None
    assert added.evidence[0].context == ":Creator: R.A. Fisher"
    if weak:
        assert floor.findings[weak[0]].title not in titles
    if strong:
        assert floor.findings[strong[0]].title in titles  # strong detector findings survive a drop
    assert any("quote not in" in n for n in rep.notes) and any("file not found" in n for n in rep.notes)


async def test_model_failure_keeps_the_floor(sample_cases):
    case = sample_cases["linnerud-total-mismatch"]
    rep = await curate(
        case.curator_input(0), model=scripted_model(["not json"] * 6), budget=Budget(code_steps=0)
    )
    assert any(f.detector == "totals_mismatch" for f in rep.findings)
    assert any("model step failed" in n for n in rep.notes)


async def test_code_step_runs_in_the_sandbox(sample_cases):
    case = sample_cases["wine-class-counts"]
    code = "import pandas as pd\nprint(pd.read_csv('wine.csv')['class'].value_counts().to_dict())"
    seen = []
    real = llm.generate_object

    async def spy(model, prompt, schema, **kw):
        seen.append(str(prompt))
        return await real(model, prompt, schema, **kw)

    llm_mod = llm
    llm_mod.generate_object = spy
    try:
        model = scripted_model([json.dumps({"code": code}), STOP, review()])
        rep = await curate(case.curator_input(2), model=model)
    finally:
        llm_mod.generate_object = real
    assert "'class_1': 59" in seen[-1]  # the review prompt carries the sandbox output
    assert rep.model != "none"


async def test_hint_ranks_named_file_findings_first(sample_cases):
    case = sample_cases["wine-loader-script"]
    rep = await curate(case.curator_input(3))
    assert rep.findings[0].evidence[0].file == "load_wine.py"


async def test_check_loop_keeps_one_session_across_rounds(sample_cases, recorded):
    """Round 2 uses a variable and a DataFrame made in round 1: one PythonSession per case."""
    case = sample_cases["wine-class-counts"]
    first = "import pandas as pd\ndf = pd.read_csv('wine.csv')\nmarker = 41\nprint('rows', len(df))"
    second = "print(marker + 1, df['class'].value_counts().to_dict())"
    model = scripted_model([json.dumps({"code": first}), json.dumps({"code": second}), STOP, review()])
    rep = await curate(case.curator_input(2), model=model, budget=Budget(code_steps=3, model_calls=5))
    n_rows = len((case.root / "files" / "wine.csv").read_text().splitlines()) - 1
    # round 2 saw round 1's code and its output
    assert "marker = 41" in recorded[1] and f"rows {n_rows}" in recorded[1]
    # round 3 and the review saw round 2's output, computed from round 1's variables
    assert "42 {" in recorded[2] and "'class_1': 59" in recorded[-1]
    assert "NameError" not in recorded[-1]
    assert any("sandbox cells run: 2" in n for n in rep.notes)
    assert any("stopped checking after 2" in n for n in rep.notes)
    assert not any("model step failed" in n for n in rep.notes)


async def test_failing_cell_is_shown_back_once_and_the_case_still_reports(sample_cases, recorded):
    case = sample_cases["wine-class-counts"]
    floor = await curate(case.curator_input(2))
    boom = json.dumps({"code": "raise ValueError('boom-7731')"})
    fixed = json.dumps({"code": "print('fixed-' + str(6 * 7))"})
    model = scripted_model([boom, fixed, STOP, review()])
    rep = await curate(case.curator_input(2), model=model, budget=Budget(code_steps=3, model_calls=5))
    assert "failed" in recorded[1] and "boom-7731" in recorded[1] and "ValueError" in recorded[1]
    assert "fixed-42" in recorded[2] and "fixed-42" in recorded[-1]
    assert any("check cell 1 failed" in n for n in rep.notes)
    assert {f.title for f in floor.findings} <= {f.title for f in rep.findings}

    # two failures in a row: the loop stops there and the next answer goes to the review
    recorded.clear()
    model = scripted_model([boom, boom, review()])
    rep = await curate(case.curator_input(2), model=model, budget=Budget(code_steps=3, model_calls=5))
    assert len(recorded) == 3 and "Automatic checks reported" in recorded[-1]
    assert "boom-7731" in recorded[-1]
    assert not any("model step failed" in n for n in rep.notes)
    assert {f.title for f in floor.findings} <= {f.title for f in rep.findings}


async def test_demo_budget_keeps_one_model_call(sample_cases, recorded):
    from dataagents.curation.suite import BUDGETS

    case = sample_cases["wine-class-counts"]
    rep = await curate(case.curator_input(0), model=scripted_model([review()]), budget=BUDGETS["demo"])
    assert len(recorded) == 1 and any("model calls: 1" in n for n in rep.notes)


async def test_session_cells_have_pd_and_np_bound(sample_cases, recorded):
    """The prompt says pandas is pd and numpy is np: a cell that uses them without importing must run."""
    case = sample_cases["wine-class-counts"]
    code = "print('shape', pd.read_csv('wine.csv').shape, 'np', np.arange(3).sum())"
    model = scripted_model([json.dumps({"code": code}), STOP, review()])
    rep = await curate(case.curator_input(2), model=model, budget=Budget(code_steps=3, model_calls=5))
    assert "NameError" not in recorded[-1]
    assert "np 3" in recorded[-1] and "shape (" in recorded[-1]
    assert not any("failed" in n for n in rep.notes), rep.notes


async def test_model_sees_windows_at_the_hinted_line_not_only_the_head(tmp_path, recorded):
    """A 3,000-row file: the hint quotes a row far past any head budget; the model's view includes it."""
    rows = ["station,temp_c,humidity"] + [f"ST{i:04d},{10 + i % 15},{40 + i % 30}" for i in range(3000)]
    rows[2400] = "ST2399,1e9,55"  # line 2401 of the file
    (tmp_path / "weather.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    (tmp_path / "README.md").write_text("# Weather\nHourly readings.\n", encoding="utf-8")
    hint = "weather.csv: one temperature reading, 'ST2399,1e9', cannot be right"
    model = scripted_model([STOP, review()])
    await curate(tmp_path, hint=hint, model=model, budget=Budget(code_steps=1, model_calls=3))
    assert "2401: ST2399,1e9,55" in recorded[0]
    assert "1: station,temp_c,humidity" in recorded[0]  # the header comes with the window


async def test_a_hint_located_lead_survives_the_model_loop_once(tmp_path):
    (tmp_path / "task.json").write_text(
        '{"examples": [\n'
        + ",\n".join(f'  {{"input": "capital of country {i}?", "target": "City {i}"}}' for i in range(8))
        + "\n]}\n",
        encoding="utf-8",
    )
    model = scripted_model([review()])
    rep = await curate(
        tmp_path, hint="task.json: the answer 'City 5' is wrong", model=model, budget=Budget(code_steps=0)
    )
    leads = [f for f in rep.findings if f.hint_located]
    assert len(leads) == 1 and rep.findings[0] is leads[0]
    assert leads[0].evidence[0].line == 7 and "City 5" in leads[0].evidence[0].context


async def test_an_unusable_full_review_is_asked_again_in_the_short_form(sample_cases):
    case = sample_cases["wine-card-wrong-creator"]
    short = {
        "title": "Creator copied from Iris",
        "description": "Fisher created Iris, not the wine data",
        "file": "README.rst",
        "quote": ":Creator: R.A. Fisher",
        "tags": [],
    }
    # the full review is cut off before its JSON closes twice (generate_object retries once), as a small
    # model's often is
    cut = '{"drop": [], "new_findings": [{"title": "Creator'
    model = scripted_model([cut, cut, review(new=[short])])
    rep = await curate(case.curator_input(1), model=model, budget=Budget(code_steps=0))
    assert any("asked for the short form" in n for n in rep.notes)
    assert "Creator copied from Iris" in [f.title for f in rep.findings]


async def test_by_default_the_model_cannot_remove_a_floor_finding(sample_cases):
    case = sample_cases["wine-card-wrong-creator"]
    floor = await curate(case.curator_input(1))
    everything = list(range(min(15, len(floor.findings)) - 1))  # all but one: not a drop-everything answer
    rep = await curate(
        case.curator_input(1), model=scripted_model([review(drop=everything)]), budget=Budget(code_steps=0)
    )
    assert {f.title for f in floor.findings} <= {f.title for f in rep.findings}


async def test_a_run_away_short_review_keeps_its_first_items(sample_cases):
    """llama.cpp's grammar does not enforce maxItems: a small model wrote "drop": [1, 2, 3, ... until the
    token limit and the whole review was lost. The short form has fixed slots, and a cut-off answer keeps
    its complete part."""
    case = sample_cases["wine-card-wrong-creator"]
    runaway = '{"drop": [' + ", ".join(str(i) for i in range(1, 60))
    rep = await curate(
        case.curator_input(1),
        model=scripted_model([runaway, runaway]),
        budget=Budget(code_steps=0, compact=True),
    )
    assert not any("model step failed" in n for n in rep.notes), rep.notes
    assert any("complete part kept" in n for n in rep.notes)


async def test_the_short_review_has_no_list_to_run_away_with():
    from dataagents.curation.prompts import CompactReview

    schema = json.dumps(CompactReview.model_json_schema())
    assert '"array"' not in schema
    slots = CompactReview.model_validate(
        {
            "drop_1": 4,
            "drop_3": 2,
            "new_finding": {"title": "t", "description": "d", "file": "f", "quote": "q"},
        }
    )
    assert slots.drop == [4, 2] and slots.new_findings[0].tags == []
    listed = CompactReview.model_validate(
        {
            "drop": list(range(9)),
            "new_findings": [{"title": "t", "description": "d", "file": "f", "quote": "q", "tags": ["typo"]}]
            * 3,
        }
    )
    assert (
        listed.drop == [0, 1, 2] and len(listed.new_findings) == 1 and listed.new_findings[0].tags == ["typo"]
    )


async def test_a_full_review_cut_after_a_complete_finding_keeps_it(sample_cases, recorded):
    case = sample_cases["wine-card-wrong-creator"]
    done = {
        "title": "Creator copied from Iris",
        "description": "Fisher created Iris, not the wine data",
        "file": "README.rst",
        "quote": ":Creator: R.A. Fisher",
        "tags": [],
    }
    cut = json.dumps({"drop": [], "new_findings": [done]})[:-2] + ', {"title": "Second one, cut off'
    rep = await curate(case.curator_input(1), model=scripted_model([cut, cut]), budget=Budget(code_steps=0))
    assert "Creator copied from Iris" in [f.title for f in rep.findings]
    assert not any("short form" in n for n in rep.notes) and len(recorded) == 1


def test_salvage_closes_a_cut_answer_at_its_last_complete_value():
    from dataagents.curation.prompts import Review, salvage

    assert salvage('{"drop": [3, 4, 5', Review).drop == [3, 4]
    assert salvage("no json at all", Review) is None
    quote = "x" * 500  # a quote past the schema's limit keeps its verbatim prefix
    cut = json.dumps({"new_findings": [{"title": "t", "description": "d", "file": "f", "quote": quote}]})
    assert salvage(cut[:-1], Review).new_findings[0].quote == "x" * 400


async def test_a_model_finding_never_outranks_the_floors(sample_cases):
    """On the development set the model's added findings ranked above the hinted issue in 2 of 12 cases at h3:
    the floor's order is kept and what the model adds comes after it."""
    case = sample_cases["wine-card-wrong-creator"]
    floor = await curate(case.curator_input(3))
    added = {
        "title": "Creator copied from Iris",  # matches the hint's words as well as any floor finding
        "description": case.hint(3) or "the creator is wrong",
        "file": "README.rst",
        "quote": ":Creator: R.A. Fisher",
        "tags": ["document-problem/wrong-info"],
    }
    rep = await curate(
        case.curator_input(3), model=scripted_model([review(new=[added])]), budget=Budget(code_steps=0)
    )
    titles = [f.title for f in rep.findings]
    assert titles[: len(floor.findings)] == [f.title for f in floor.findings]
    assert titles[len(floor.findings) :] == ["Creator copied from Iris"]
