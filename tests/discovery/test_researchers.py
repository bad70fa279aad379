import json

from dataagents.discovery.catalog import LocalCatalog, open_catalog
from dataagents.discovery.researchers import deep_research_agent, route, search_agent, synthesis_agent
from dataagents.discovery.researchers.deep import classify_demand
from dataagents.discovery.task import Sample
from dataagents.llm import scripted_model


async def test_search_floor_takes_first_valid_and_converts(by_id):
    t = by_id["en-fr-phrases"]
    found = await search_agent(t.demand, open_catalog())
    assert found.source_id == "en-fr-phrases" and not found.failed
    assert found.samples[0].input.startswith("Translate the following English sentence into French")


def _tiny_catalog(tmp_path, template=True):
    d = tmp_path / "cat" / "legal-claims"
    d.mkdir(parents=True)
    header = "template: Judge yes or no: {claim}\noutput_field: verdict\n" if template else ""
    (d / "card.md").write_text(
        f"# Legal claims\ntask_type: text-classification\n{header}\nLegal claims judged yes or no.\n"
    )
    (d / "data.jsonl").write_text(
        '{"claim": "Fired after reporting fraud.", "verdict": "Yes"}\n{"claim": "Late thrice.", "verdict": "No"}\n'
    )
    return LocalCatalog(tmp_path / "cat")


async def test_search_model_proposes_mapping_validated(tmp_path):
    cat = _tiny_catalog(tmp_path, template=False)
    rules = {
        "instruction_template": "Judge yes or no.",
        "input_components": ["claim"],
        "output_components": ["verdict"],
    }
    found = await search_agent("legal claims yes no", cat, model=scripted_model([json.dumps(rules)]))
    assert found.samples[0] == Sample(input="Judge yes or no.\nFired after reporting fraud.", output="Yes")
    # a mapping naming fields the records lack is rejected; the heuristic still converts
    bad = {"instruction_template": "Judge.", "input_components": ["nope"], "output_components": ["verdict"]}
    found = await search_agent("legal claims", cat, model=scripted_model([json.dumps(bad)]))
    assert any("rejected" in line for line in found.trace)
    assert found.samples[1].output == "No"


async def test_synthesis_validates_dedups_and_rejects_copies():
    ref = [Sample(input="Is 7 prime? Answer yes or no.", output="yes")]
    batch = {
        "samples": [
            {"input": "Is 9 prime? Answer yes or no.", "output": "no"},
            {"input": "Is 9 prime? Answer yes or no.", "output": "no"},  # duplicate
            {"input": "Is 7 prime? Answer yes or no.", "output": "yes"},  # copies the reference set
            {"input": "Is 11 prime? Answer yes or no.", "output": "yes"},
        ]
    }
    found = await synthesis_agent(
        "primality yes/no",
        model=scripted_model([json.dumps(batch)] * 3),
        n=2,
        batch=4,
        reference_example=ref[0],
        reference_set=ref,
    )
    assert [s.input for s in found.samples] == [
        "Is 9 prime? Answer yes or no.",
        "Is 11 prime? Answer yes or no.",
    ]
    assert "dropped duplicate" in found.trace and "dropped copy of reference" in found.trace
    assert found.method == "model synthesis w/ ref"


async def test_synthesis_invalid_model_output_is_a_recorded_failure():
    found = await synthesis_agent(
        "anything", model=scripted_model(["nonsense", '{"samples": []}'] * 4), n=5, batch=5
    )
    assert found.failed and "no valid" in found.failure
    assert any("invalid output" in line for line in found.trace)


async def test_synthesis_floor_without_model(by_id):
    t = by_id["prime-number-judgement"]
    found = await synthesis_agent(t.demand, catalog=open_catalog())
    assert not found.failed and found.method.startswith("transform floor")
    assert (await synthesis_agent(t.demand)).failed


async def test_deep_research_gated_says_nothing_suitable(by_id):
    t = by_id["en-fr-phrases"]
    found = await deep_research_agent(t.demand, open_catalog(exclude={"en-fr-phrases"}))
    # the sibling English-Spanish set is another language pair: a mismatch, not a stand-in
    assert found.failed and found.failure == "nothing suitable found"
    assert any(c.startswith("en-es-phrases") and "language pair" in c for c in found.candidates)
    assert any("en-es-phrases not suitable" in line for line in found.trace)
    found = await deep_research_agent(t.demand, open_catalog())
    assert found.source_id == "en-fr-phrases"


async def test_router_prefers_synthesis_for_reasoning_and_falls_back(by_id):
    t = by_id["syllogism-choice"]
    assert classify_demand(t.demand) == "reasoning"
    assert classify_demand(by_id["world-capitals-qa"].demand) == "knowledge"
    # no model: synthesis fails, router falls back on search
    found = await route(t.demand, open_catalog())
    assert found.agent == "search" and found.source_id == "syllogism-choice"
    batch = {
        "samples": [
            {"input": "All a are b. All b are c. Which follows? A. All a are c B. none", "output": "A"}
        ]
    }
    found = await route(t.demand, open_catalog(), model=scripted_model([json.dumps(batch)] * 2), synth_n=1)
    assert found.agent == "synthesis"


def _volcano_catalog(tmp_path):
    sets = {
        # decoys: what a first, too broad query finds; none is a question-answering set about volcanoes
        "rock-types": (
            "text-classification",
            "Geology trivia: rock descriptions labelled igneous or sedimentary",
        ),
        "geology-terms-fr": ("translation", "Geology trivia terms translated from English to French"),
        "mineral-hardness": ("text-classification", "Geology trivia: minerals labelled soft or hard"),
        # the right set, in words the first query does not use
        "eruption-qa": (
            "question-answering",
            "English questions about volcanoes, each answered in a few words",
        ),
    }
    for name, (task, prose) in sets.items():
        d = tmp_path / "cat" / name
        d.mkdir(parents=True)
        (d / "card.md").write_text(f"# {name}\ntask_type: {task}\n\n{prose}.\n")
        (d / "data.jsonl").write_text(json.dumps({"question": f"{prose}?", "answer": "Etna"}) + "\n")
    return LocalCatalog(tmp_path / "cat")


async def test_deep_research_model_refines_the_query_from_what_search_returned(tmp_path):
    cat = _volcano_catalog(tmp_path)
    demand = "English questions about volcanoes answered in a few words"
    answers = [
        json.dumps({"queries": ["geology trivia"]}),  # decomposition: too broad
        json.dumps(
            {"query": "volcanoes eruptions questions", "reason": "the results were other geology tasks"}
        ),
    ]
    found = await deep_research_agent(demand, cat, model=scripted_model(answers), max_rounds=3, per_round=3)
    assert found.source_id == "eruption-qa", found.trace
    refined = [line for line in found.trace if line.startswith("model refined the query from 3 results")]
    assert refined and "volcanoes eruptions questions" in refined[0]
    # round 1 returned the decoys only; the refined query found the set in round 2
    assert any(line.startswith("round 1: rock-types not suitable") for line in found.trace)
    assert any(line.startswith("round 2: eruption-qa judged") for line in found.trace)


async def test_deep_research_repeated_or_failed_refinement_falls_back(tmp_path):
    cat = _volcano_catalog(tmp_path)
    demand = "English questions about volcanoes answered in a few words"
    answers = [json.dumps({"queries": ["geology trivia"]}), json.dumps({"query": "Geology Trivia"})]
    found = await deep_research_agent(demand, cat, model=scripted_model(answers), max_rounds=3, per_round=3)
    assert any("model repeated a tried query" in line for line in found.trace)
    assert found.source_id == "eruption-qa"  # the next planned query (the demand itself) found it
