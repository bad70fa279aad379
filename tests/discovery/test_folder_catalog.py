"""Any folder of the user's datasets, and the local Hugging Face caches, as catalogs (real files, no network)."""

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import typer
from typer.testing import CliRunner

from dataagents.discovery.catalog import FolderCatalog, HFCacheCatalog, open_catalog
from dataagents.discovery.commands import register
from dataagents.discovery.errors import CatalogError
from dataagents.discovery.researchers import search_agent

README = """---
license: mit
language: [en]
task_categories: [text-classification]
dataset_info:
  features:
  - {name: message, dtype: string}
  - name: verdict
    dtype: {class_label: {names: {'0': ham, '1': spam}}}
  splits:
  - {name: train, num_examples: 2}
---
# SMS verdicts

Text messages collected from volunteers' phones, each marked ham or spam.
"""


def _user_folder(root):
    sms = root / "sms-verdicts"
    (sms / "data").mkdir(parents=True)
    (sms / "README.md").write_text(README)
    (sms / "data" / "train.csv").write_text("message,verdict\nWin a prize now!,1\nSee you at six,0\n")
    (sms / "data" / "test.csv").write_text("message,verdict\nFree cash,1\n")
    # a lone file with no card: its columns and first values describe it
    (root / "lighthouse_keepers.jsonl").write_text(
        json.dumps({"keeper": "Ida Lewis", "lighthouse": "Lime Rock", "years": "1857-1911"}) + "\n"
    )
    pq.write_table(
        pa.table({"river": ["Nile", "Amazon"], "length_km": [6650, 6400]}), root / "rivers.parquet"
    )
    (root / ".hidden.csv").write_text("a,b\n1,2\n")


async def test_folder_of_user_datasets(tmp_path):
    _user_folder(tmp_path)
    cat = open_catalog("folder", path=tmp_path)
    assert isinstance(cat, FolderCatalog)
    assert sorted(cat.ids()) == ["lighthouse_keepers", "rivers", "sms-verdicts"]
    entry = cat.get("sms-verdicts")
    assert entry.task_type == "text-classification" and entry.label_names == ["ham", "spam"]
    assert cat.get("rivers").n_records == 2 and cat.get("lighthouse_keepers").fields == [
        "keeper",
        "lighthouse",
        "years",
    ]
    assert cat.search("lighthouse keepers", 1)[0].id == "lighthouse_keepers"
    found = await search_agent("English text messages labelled spam or ham", cat)
    assert found.source_id == "sms-verdicts", found.trace
    # the training split, labels by name, the label column never in the input
    assert [s.output for s in found.samples] == ["spam", "ham"]
    assert found.samples[0].input.splitlines()[-1] == "Win a prize now!"


def test_folder_catalog_needs_a_folder_with_data(tmp_path):
    with pytest.raises(CatalogError, match="needs a folder"):
        open_catalog("folder")
    (tmp_path / "notes.txt").write_text("no data here")
    with pytest.raises(CatalogError, match="has no datasets"):
        open_catalog("folder", path=tmp_path)


def _hf_caches(home):
    snap = home / "hub" / "datasets--acme--sms-verdicts" / "snapshots" / ("a" * 40)
    (snap / "data").mkdir(parents=True)
    (snap / "README.md").write_text(README)
    (snap / "data" / "train.csv").write_text("message,verdict\nWin a prize now!,1\nSee you at six,0\n")
    arrow_dir = home / "datasets" / "uni___headlines" / "default" / "0.0.0" / ("b" * 16)
    arrow_dir.mkdir(parents=True)
    info = {
        "description": "News headlines paired with the first paragraph of the article, for summarization.",
        "license": "cc-by-4.0",
        "features": {
            "article": {"dtype": "string", "_type": "Value"},
            "headline": {"dtype": "string", "_type": "Value"},
        },
        "splits": {"train": {"name": "train", "num_examples": 1}},
    }
    (arrow_dir / "dataset_info.json").write_text(json.dumps(info))
    table = pa.table(
        {"article": ["The council voted to close the bridge for repairs."], "headline": ["Bridge to close"]}
    )
    with (
        pa.OSFile(str(arrow_dir / "headlines-train.arrow"), "wb") as sink,
        pa.ipc.new_stream(sink, table.schema) as w,
    ):
        w.write_table(table)


def test_local_hugging_face_caches(tmp_path, monkeypatch):
    _hf_caches(tmp_path)
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    monkeypatch.delenv("HF_DATASETS_CACHE", raising=False)
    cat = open_catalog("hf-cache")
    assert isinstance(cat, HFCacheCatalog)
    assert sorted(cat.ids()) == ["acme/sms-verdicts", "uni/headlines"]
    news = cat.get("uni/headlines")
    assert news.splits == {"train": 1} and news.license == "cc-by-4.0"
    assert cat.load_records("uni/headlines")[0]["headline"] == "Bridge to close"
    assert cat.search("news headlines summarization", 1)[0].id == "uni/headlines"
    assert cat.get("acme/sms-verdicts").label_names == ["ham", "spam"]


def test_no_hugging_face_cache_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_HOME", str(tmp_path / "none"))
    monkeypatch.delenv("HF_HUB_CACHE", raising=False)
    monkeypatch.delenv("HF_DATASETS_CACHE", raising=False)
    with pytest.raises(CatalogError, match="no Hugging Face cache"):
        open_catalog("hf-cache")


def test_discover_cli_on_a_folder_reports_size_and_splits(tmp_path):
    _user_folder(tmp_path / "mine")
    app = typer.Typer()
    register(app)

    @app.command("noop")
    def _noop() -> None:  # a second command keeps typer in multi-command mode
        pass

    out = tmp_path / "out"
    args = ["discover", "English text messages labelled spam or ham", "--out", str(out)]
    r = CliRunner().invoke(app, [*args, "--catalog", "folder", "--catalog-path", str(tmp_path / "mine")])
    assert r.exit_code == 0, r.output
    assert "source: 2 records; splits: train 2" in r.output
    trace = json.loads((out / "trace.json").read_text())
    assert (
        trace["source_id"] == "sms-verdicts" and trace["splits"] == {"train": 2} and trace["n_samples"] == 2
    )
