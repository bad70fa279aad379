"""Replay: record through a wrapped model, answer from the recording, refuse a miss clearly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inspect_ai.model import ChatMessageUser, GenerateConfig, ModelOutput
from pydantic import BaseModel

from dataagents.llm import ModelError, generate_object, generate_text, get_model
from dataagents.llm.replay import request_key


class Plan(BaseModel):
    steps: list[str]


def _outputs(*texts: str) -> list[ModelOutput]:
    return [ModelOutput.from_content("mockllm/model", t) for t in texts]


async def test_record_then_replay_round_trip(tmp_path: Path) -> None:
    rec = get_model(
        "replay/roundtrip",
        recordings=str(tmp_path),
        record="mockllm/model",
        custom_outputs=_outputs("hello there", '{"steps": ["load", "clean"]}'),
        memoize=False,
    )
    assert await generate_text(rec, "greet me", system="short") == "hello there"
    assert await generate_object(rec, "plan it", Plan) == Plan(steps=["load", "clean"])

    lines = (tmp_path / "roundtrip.jsonl").read_text().splitlines()
    assert len(lines) == 2
    assert all(json.loads(line)["model"] == "mockllm/model" for line in lines)

    replay = get_model("replay/roundtrip", recordings=str(tmp_path), memoize=False)
    assert await generate_text(replay, "greet me", system="short") == "hello there"
    assert await generate_object(replay, "plan it", Plan) == Plan(steps=["load", "clean"])


async def test_replay_miss_names_hash_and_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENTS_RECORDINGS", str(tmp_path))
    replay = get_model("replay/empty", memoize=False)
    with pytest.raises(ModelError) as err:
        await generate_text(replay, "never recorded")
    assert str(tmp_path / "empty.jsonl") in str(err.value)
    assert "no recorded answer for request" in str(err.value)


async def test_replay_in_record_mode_reuses_recorded_answers(tmp_path: Path) -> None:
    rec = get_model(
        "replay/once",
        recordings=str(tmp_path),
        record="mockllm/model",
        custom_outputs=_outputs("only answer"),
        memoize=False,
    )
    assert await generate_text(rec, "q") == "only answer"
    assert await generate_text(rec, "q") == "only answer"  # second time from the file, not the script
    assert len((tmp_path / "once.jsonl").read_text().splitlines()) == 1


def test_request_key_ignores_message_ids_but_not_content_or_config() -> None:
    a = [ChatMessageUser(content="x")]
    b = [ChatMessageUser(content="x")]
    assert a[0].id != b[0].id
    cfg = GenerateConfig(temperature=0.0)
    assert request_key("m", a, [], "auto", cfg) == request_key("m", b, [], "auto", cfg)
    assert request_key("m", a, [], "auto", cfg) != request_key(
        "m", [ChatMessageUser(content="y")], [], "auto", cfg
    )
    assert request_key("m", a, [], "auto", cfg) != request_key(
        "m", a, [], "auto", GenerateConfig(temperature=1)
    )
    assert request_key("m", a, [], "auto", cfg) != request_key("other", a, [], "auto", cfg)
    # runtime knobs do not change the key
    assert request_key("m", a, [], "auto", cfg) == request_key(
        "m", a, [], "auto", GenerateConfig(temperature=0.0, max_connections=3, timeout=5)
    )


def test_broken_recording_line_is_reported(tmp_path: Path) -> None:
    (tmp_path / "bad.jsonl").write_text("{not json\n")
    replay = get_model("replay/bad", recordings=str(tmp_path), memoize=False)
    import asyncio

    with pytest.raises(ModelError, match="line 1"):
        asyncio.run(generate_text(replay, "q"))


async def test_replay_delay_waits_without_blocking(tmp_path: Path) -> None:
    import asyncio
    import time

    rec = get_model(
        "replay/slow",
        recordings=str(tmp_path),
        record="mockllm/model",
        custom_outputs=_outputs("a", "b"),
        memoize=False,
    )
    assert await generate_text(rec, "first") == "a"
    assert await generate_text(rec, "second") == "b"
    slow = get_model("replay/slow", recordings=str(tmp_path), delay=0.6, memoize=False)
    t0 = time.perf_counter()
    answers = await asyncio.gather(generate_text(slow, "first"), generate_text(slow, "second"))
    took = time.perf_counter() - t0
    assert answers == ["a", "b"]
    assert 0.6 <= took < 1.1  # both waited, at the same time


async def test_a_list_longer_than_the_schema_allows_is_cut_not_lost() -> None:
    from pydantic import Field

    from dataagents.llm import scripted_model

    class Item(BaseModel):
        title: str
        tags: list[str] = Field(default_factory=list, max_length=1)

    class Review(BaseModel):
        drop: list[int] = Field(default_factory=list, max_length=2)
        new: list[Item] = Field(default_factory=list, max_length=1)

    # a local model's grammar does not enforce maxItems: it writes more than asked
    answer = json.dumps({"drop": [1, 2, 3, 4], "new": [{"title": "a", "tags": ["x", "y"]}, {"title": "b"}]})
    got = await generate_object(scripted_model([answer]), "review", Review)
    assert got == Review(drop=[1, 2], new=[Item(title="a", tags=["x"])])
    # any other mismatch is still an error, after one retry
    with pytest.raises(ModelError):
        await generate_object(scripted_model(['{"drop": "all"}'] * 2), "review", Review)
