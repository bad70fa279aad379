"""Dense retrieval: the embedding model ships in its wheel (no download), takes part in relevance and in the topic
coverage through words of the same meaning, and can be switched off."""

import pytest

pytest.importorskip("wordllama")

from dataagents.discovery.catalog import LocalCatalog, open_catalog
from dataagents.discovery.embed import embed, embedder
from dataagents.discovery.retrieval import SYNONYM, THRESHOLD, THRESHOLD_DENSE, rank_candidates


def test_model_loads_from_the_wheel_offline(monkeypatch):
    # no network here: a download attempt would fail, so loading proves the weights and tokenizer are local
    model = embedder()
    assert model is not None
    vecs = embed(model, ["film", "movie", "tax"])
    assert vecs.shape == (3, 256)
    assert float(vecs[0] @ vecs[1]) >= SYNONYM > float(vecs[0] @ vecs[2])
    monkeypatch.setenv("DATAAGENTS_DISCOVERY_DENSE", "0")
    assert embedder() is None


def _cat(tmp_path):
    for name, card, row in (
        (
            "screen-trivia",
            "# Screen trivia\ntask_type: question-answering\ninput: an English question about a movie\n"
            "output: a short answer\n\nQuestions about movies, directors and actors, answered in a few words.\n",
            '{"question": "Who directed Jaws?", "answer": "Steven Spielberg"}',
        ),
        (
            "tax-forms",
            "# Tax forms\ntask_type: text-classification\ninput: an English tax form line\n"
            "output: a label, income or deduction\n\nLines from tax returns marked income or deduction.\n",
            '{"line": "Salary from employer", "label": "income"}',
        ),
    ):
        d = tmp_path / "cat" / name
        d.mkdir(parents=True)
        (d / "card.md").write_text(card)
        (d / "data.jsonl").write_text(row + "\n")
    return LocalCatalog(tmp_path / "cat")


def test_words_of_the_same_meaning_cover_the_topic(tmp_path):
    cat = _cat(tmp_path)
    demand = "trivia questions about films, answered in English"
    lexical = {c.id: c for c in rank_candidates(demand, cat, dense=False)}
    dense = {c.id: c for c in rank_candidates(demand, cat, dense=True)}
    # "films" is not in the card, "movies" is: a topic miss for the words alone, covered by the embeddings
    assert dense["screen-trivia"].coverage > lexical["screen-trivia"].coverage
    assert (
        dense["screen-trivia"].threshold == THRESHOLD_DENSE
        and lexical["screen-trivia"].threshold == THRESHOLD
    )
    assert dense["screen-trivia"].suitable and not dense["tax-forms"].suitable


async def test_same_answers_with_and_without_embeddings(by_id):
    cat = open_catalog()
    for t in by_id.values():
        first = [rank_candidates(t.demand, cat, dense=d)[0] for d in (False, True)]
        assert first[0].id == first[1].id == t.task_id
        assert all(c.suitable for c in first)
