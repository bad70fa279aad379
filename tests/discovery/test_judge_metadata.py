import json

import pytest

from dataagents.discovery.judge import PAPER_DIMENSIONS, PUBLIC_CODE_DIMENSIONS, judge_metadata
from dataagents.discovery.metadata import floor_demand, generate_demand, generate_metadata
from dataagents.discovery.task import Metadata, Sample
from dataagents.llm import scripted_model


async def test_failed_discovery_scores_zero(by_id):
    s = await judge_metadata(by_id["world-capitals-qa"].metadata, None)
    assert s.failed and s.paper_avg == 0.0 and s.public_avg == 0.0
    assert set(s.scores) == set(PUBLIC_CODE_DIMENSIONS)


async def test_lexical_floor_same_vs_different(by_id):
    ref = by_id["world-capitals-qa"].metadata
    same = await judge_metadata(ref, ref)
    assert same.paper_avg == 10.0 and same.judge == "lexical floor"
    other = await judge_metadata(ref, by_id["syllogism-choice"].metadata)
    assert other.scores["task"] == 0.0
    assert other.paper_avg < 4.0


async def test_model_judge_two_views(by_id):
    ref, dis = by_id["world-capitals-qa"].metadata, by_id["country-currency-qa"].metadata
    answer = {
        "introduction": 6,
        "task": 10,
        "domain": 4,
        "input": 8,
        "output": 5,
        "source": 10,
        "example": 3,
        "samples_count": 9,
    }
    s = await judge_metadata(ref, dis, model=scripted_model([json.dumps(answer)]))
    assert len(PAPER_DIMENSIONS) == 6
    assert s.paper_avg == pytest.approx(
        (6 + 10 + 4 + 8 + 5 + 3) / 6
    )  # introduction task question input output example
    assert s.public_avg == pytest.approx(sum(answer.values()) / 8)
    assert s.source == 10 and s.samples_count == 9
    assert s.judge.startswith("model:")


async def test_model_judge_invalid_falls_back_and_says_so(by_id):
    ref = by_id["world-capitals-qa"].metadata
    s = await judge_metadata(ref, ref, model=scripted_model(["not json", '{"task": 99}']))
    assert s.judge == "lexical floor (model failed)" and s.paper_avg == 10.0


async def test_metadata_floor_and_model(by_id):
    from dataagents.discovery.catalog import open_catalog

    cat = open_catalog()
    entry = cat.get("en-fr-phrases")
    samples = [Sample(input="Translate: Hello", output="Bonjour")] * 5
    floor = await generate_metadata(entry.card, samples, dataset_id="en-fr-phrases", samples_count=28)
    assert floor.task_type == "translation" and floor.samples_count == 28
    assert floor.example == json.dumps({"input": "Translate: Hello", "output": "Bonjour"})
    draft = {
        "introduction": "EN-FR pairs",
        "task": "translation",
        "domain": "travel",
        "input": "English",
        "output": "French",
        "source": "human-generated",
    }
    m = await generate_metadata(
        entry.card, samples, model=scripted_model([json.dumps(draft)]), samples_count=28
    )
    assert m.introduction == "EN-FR pairs" and m.question == "travel" and m.samples_count == 28


async def test_demand_never_leaks_example_or_id():
    meta = Metadata(
        dataset_id="secret-set",
        introduction="secret-set holds legal yes/no questions.",
        task_type="text-classification",
        question="employment law",
        input="legal excerpts",
        output="Yes or No",
        source="real-world",
        example='{"input": "UNIQUE-EXAMPLE", "output": "Yes"}',
        samples_count=4200,
    )
    d = floor_demand(meta)
    assert "UNIQUE-EXAMPLE" not in d and "secret-set" not in d and "1K-10K" in d
    d2 = await generate_demand(meta, model=scripted_model(["Find legal data like secret-set with 4200 rows"]))
    assert "secret-set" not in d2
