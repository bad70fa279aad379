"""Hugging Face Hub backend (paper §4: search agents query the Hub and take the first valid, accessible result).

Search uses the whole demand. The Hub's ``search`` parameter matches dataset *names* only, so:

1. the demand is read for its dimensions (``demand.read_demand``) and they become the Hub's filters where the Hub
   has a tag for them (task category, language or both languages of a pair, a licence that is a single tag);
2. every topic word of the demand (not the first few) is a name search under those filters, plus one search
   on the filters alone (most downloaded first);
3. the union is ranked by BM25 (``bm25s``) of the whole demand against each dataset's card text (title,
   description, tags, features) and gated datasets are left out (they cannot be downloaded).

A dataset's card (README front matter and prose) is normalised to the DatasetResearch metadata fields
(``normalise_card``): task type, languages as the input, the label names as the output, licence, size and
splits, source; ``metadata.floor_metadata`` reads them from the header it writes.

``huggingface_hub`` is imported lazily (it is an optional dependency): without it, or without network, every
call ends in ``CatalogUnavailableError`` with one line and what to do. ``HF_ENDPOINT`` (or ``endpoint=``) points
the client at another server; the tests point it at a local one serving recorded answers.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import bm25s
import yaml

from dataagents.discovery.catalog.base import CatalogEntry, SearchHit
from dataagents.discovery.demand import LANGUAGES, Profile, analyzer, read_demand, topic_words
from dataagents.discovery.errors import CatalogError, CatalogUnavailableError

_DATA_SUFFIXES = (".jsonl", ".json", ".csv", ".parquet")
# what each listed dataset comes with, so ranking needs no call per dataset
EXPAND = ["cardData", "tags", "gated", "downloads", "description", "siblings"]
PER_QUERY = 20  # datasets asked for per name search
MAX_TERMS = 8  # topic words searched by name (a demand rarely has more that matter)

# the demand's task family -> the Hub's task category tag ("free-text" could be QA or generation: no filter)
HUB_TASK = {
    "translation": "translation",
    "summarization": "summarization",
    "multiple-choice": "multiple-choice",
    "classification": "text-classification",
}
# the Hub's task categories -> the DatasetResearch task types (first match wins)
TASK_FROM_HUB = (
    ("translation", "translation"),
    ("summarization", "summarization"),
    ("multiple-choice", "multiple-choice"),
    ("text-classification", "text-classification"),
    ("zero-shot-classification", "text-classification"),
    ("question-answering", "question-answering"),
    ("table-question-answering", "question-answering"),
    ("text-generation", "text-generation"),
    ("text2text-generation", "text-generation"),
)
# licence families a demand names that are a single Hub tag; others ("permissive") are checked per dataset
HUB_LICENCE = {"cc0": "cc0-1.0"}
_LANG_NAME = {code: name.capitalize() for name, code in reversed(list(LANGUAGES.items()))}
_SIZE = re.compile(r"^(?:n<(\d+)([KMBT]?)|(\d+)([KMBT]?)<n<(\d+)([KMBT]?)|n>(\d+)([KMBT]?))$")
_MULT = {"": 1, "K": 1_000, "M": 1_000_000, "B": 1_000_000_000, "T": 1_000_000_000_000}


def _unavailable(err: Exception) -> CatalogUnavailableError:
    return CatalogUnavailableError(
        f"cannot reach the Hugging Face Hub ({type(err).__name__}: {str(err)[:160]})",
        hint="use --catalog local (offline), or check network access / HF_ENDPOINT / HF_TOKEN",
    )


def hub_filters(want: Profile) -> list[str]:
    """The Hub filter tags for what a demand states (all must hold on the Hub, so only single-tag ones)."""
    tags = []
    if want.family in HUB_TASK:
        tags.append(f"task_categories:{HUB_TASK[want.family]}")
    tags += [f"language:{code}" for code in want.languages[:2]]
    if want.licence in HUB_LICENCE:
        tags.append(f"license:{HUB_LICENCE[want.licence]}")
    return tags


def search_terms(demand: str, limit: int = MAX_TERMS) -> list[str]:
    """The demand's topic words as written (the Hub matches names by substring, so unstemmed)."""
    wanted = set(topic_words(demand))
    out: list[str] = []
    for word in re.findall(r"[a-z][a-z0-9]+", demand.lower()):
        if analyzer(word) and analyzer(word)[0] in wanted and word not in out:
            out.append(word)
    return out[:limit]


def size_lower_bound(category: str) -> int | None:
    """The least size a Hub size category allows ("1K<n<10K" -> 1000, "n<1K" -> 0)."""
    m = _SIZE.match(category.strip())
    if not m:
        return None
    if m.group(1):
        return 0
    if m.group(3):
        return int(m.group(3)) * _MULT[m.group(4)]
    return int(m.group(7)) * _MULT[m.group(8)]


def _as_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value]


def split_front_matter(readme: str) -> tuple[dict[str, Any], str]:
    """(YAML front matter, prose) of a dataset README; a README without front matter is all prose."""
    m = re.match(r"^---\s*\n(.*?)\n---\s*\n?", readme, re.DOTALL)
    if not m:
        return {}, readme
    try:
        data = yaml.safe_load(m.group(1)) or {}
    except yaml.YAMLError:
        data = {}
    return (data if isinstance(data, dict) else {}), readme[m.end() :]


def features(card_data: dict[str, Any]) -> tuple[list[str], dict[str, list[str]]]:
    """(field names, class label names per field) from the card's ``dataset_info`` (first config if several)."""
    info = card_data.get("dataset_info")
    if isinstance(info, list):
        info = info[0] if info else {}
    feats = info.get("features", []) if isinstance(info, dict) else []
    names: list[str] = []
    labels: dict[str, list[str]] = {}
    for feat in feats if isinstance(feats, list) else []:
        if not isinstance(feat, dict) or "name" not in feat:
            continue
        names.append(str(feat["name"]))
        dtype = feat.get("dtype")
        if isinstance(dtype, dict) and isinstance(dtype.get("class_label"), dict):
            raw = dtype["class_label"].get("names", {})
            ordered = [raw[k] for k in sorted(raw, key=lambda k: int(k))] if isinstance(raw, dict) else raw
            labels[str(feat["name"])] = [str(x) for x in ordered]
    return names, labels


def splits(card_data: dict[str, Any]) -> dict[str, int]:
    info = card_data.get("dataset_info")
    if isinstance(info, list):
        info = info[0] if info else {}
    out: dict[str, int] = {}
    for s in info.get("splits", []) if isinstance(info, dict) else []:
        if isinstance(s, dict) and "name" in s:
            out[str(s["name"])] = int(s.get("num_examples") or 0)
    return out


def normalise_card(
    dataset_id: str, card_data: dict[str, Any], prose: str = "", tags: Iterable[str] = ()
) -> CatalogEntry:
    """A Hub dataset as a catalog entry, its card headed by the DatasetResearch metadata fields (task_type,
    subject, input, output, source, license, size, splits) read from the card's front matter and tags."""
    tags = list(tags)
    cats = _as_list(card_data.get("task_categories")) + [
        t.split(":", 1)[1] for t in tags if t.startswith("task_categories:")
    ]
    task = next((ours for hub, ours in TASK_FROM_HUB if hub in cats), "")
    langs = _as_list(card_data.get("language")) or [
        t.split(":", 1)[1] for t in tags if t.startswith("language:")
    ]
    lang_names = [_LANG_NAME.get(code, code) for code in dict.fromkeys(langs)]
    fields, labels = features(card_data)
    split_sizes = splits(card_data)
    sizes = _as_list(card_data.get("size_categories")) or [
        t.split(":", 1)[1] for t in tags if t.startswith("size_categories:")
    ]
    n_records = sum(split_sizes.values()) or next(
        (b for b in (size_lower_bound(s) for s in sizes) if b is not None), 0
    )
    licence = ", ".join(_as_list(card_data.get("license"))) or next(
        (t.split(":", 1)[1] for t in tags if t.startswith("license:")), ""
    )
    label_field = next(iter(labels), "")
    if task == "translation" and len(lang_names) >= 2:
        inp, outp = f"{lang_names[0]} text", f"{lang_names[1]} text"
    else:
        inp = f"{' and '.join(lang_names)} text".strip() if lang_names else ""
        outp = f"a label, one of: {', '.join(labels[label_field])}" if label_field else ""
    source = ", ".join(
        _as_list(card_data.get("annotations_creators")) + _as_list(card_data.get("source_datasets"))
    )
    domain = ", ".join(t for t in _as_list(card_data.get("tags")) if ":" not in t)
    header = {
        "task_type": task,
        "subject": domain,
        "domain": domain,
        "input": inp,
        "output": outp,
        "source": source,
        "license": licence,
        "size": ", ".join(sizes),
        "splits": ", ".join(f"{k} {v}" for k, v in split_sizes.items()),
        "fields": ", ".join(fields),
        "output_field": label_field,
    }
    title = str(card_data.get("pretty_name") or dataset_id)
    head = "\n".join(f"{k}: {v}" for k, v in header.items() if v)
    return CatalogEntry(
        id=dataset_id,
        title=title,
        card=f"# {title}\n{head}\n\n{prose.strip()}\n",
        task_type=task,
        domain=domain,
        license=licence,
        provenance=f"Hugging Face Hub dataset {dataset_id}",
        n_records=n_records,
        fields=fields,
        output_field=label_field,
        label_names=labels.get(label_field, []),
        splits=split_sizes,
        backend="hf",
    )


def _get(info: Any, key: str, attr: str | None = None) -> Any:
    if isinstance(info, dict):
        return info.get(key)
    return getattr(info, attr or key, None)


def _card_dict(info: Any) -> dict[str, Any]:
    data = _get(info, "cardData", "card_data")
    if data is None:
        return {}
    if isinstance(data, dict):
        return data
    return data.to_dict() if hasattr(data, "to_dict") else {}


def _siblings(info: Any) -> list[str]:
    out = []
    for s in _get(info, "siblings") or []:
        name = s.get("rfilename") if isinstance(s, dict) else getattr(s, "rfilename", None)
        if name:
            out.append(str(name))
    return out


class HubCatalog:
    name = "hf"

    def __init__(self, api: Any | None = None, *, endpoint: str | None = None) -> None:
        if api is None:
            try:
                # optional dependency: imported only when the Hub catalog is opened
                from huggingface_hub import HfApi  # type: ignore[import-not-found]
            except ImportError as err:
                raise CatalogUnavailableError(
                    "the hf catalog needs the huggingface_hub package, which is not installed",
                    hint="pip install huggingface_hub, or use --catalog local",
                ) from err
            api = HfApi(endpoint=endpoint)
        self.api = api
        self._infos: dict[str, Any] = {}
        self._cards: dict[str, CatalogEntry] = {}
        self.queries: list[dict[str, Any]] = []  # what was asked of the Hub, for the trace

    def _list(self, **kwargs: Any) -> list[Any]:
        self.queries.append(kwargs)
        try:
            return list(self.api.list_datasets(expand=EXPAND, **kwargs))
        except CatalogError:
            raise
        except Exception as err:  # network / HTTP errors come in many types
            raise _unavailable(err) from err

    def search(self, query: str, k: int = 5) -> list[SearchHit]:
        """Datasets for the whole demand: its dimensions as filters, each topic word a name search, the union
        ranked by BM25 of the demand over each card's text; gated datasets left out."""
        filters = hub_filters(read_demand(query))
        found: dict[str, Any] = {}
        searches: list[str | None] = [None, *search_terms(query)]
        for term in searches:
            args: dict[str, Any] = {"filter": filters or None, "limit": PER_QUERY}
            if term:
                args["search"] = term
            else:
                args["sort"] = "downloads"
            for info in self._list(**args):
                ds_id = _get(info, "id")
                if ds_id and not _get(info, "gated") and ds_id not in found:
                    found[ds_id] = info
        if not found:
            return []
        self._infos.update(found)
        ids = list(found)
        texts = [analyzer(self._index_text(i, found[i])) or ["_"] for i in ids]
        words = analyzer(query)
        if not words:
            return [SearchHit(id=i, title=i, score=0.0) for i in ids[:k]]
        bm25 = bm25s.BM25()
        bm25.index(texts, show_progress=False)
        order, scores = bm25.retrieve([words], k=len(ids), show_progress=False)
        return [
            SearchHit(id=ids[int(i)], title=ids[int(i)], score=float(s))
            for i, s in zip(order[0], scores[0], strict=True)
        ][:k]

    def _index_text(self, ds_id: str, info: Any) -> str:
        entry = normalise_card(
            ds_id, _card_dict(info), str(_get(info, "description") or ""), _get(info, "tags") or []
        )
        return f"{ds_id.replace('/', ' ').replace('-', ' ').replace('_', ' ')} {entry.card}"

    def _readme(self, dataset_id: str) -> str:
        try:
            path = self.api.hf_hub_download(repo_id=dataset_id, filename="README.md", repo_type="dataset")
            return Path(path).read_text(encoding="utf-8")
        except Exception:
            return ""  # a dataset without README is still usable from its listing and samples

    def get(self, dataset_id: str) -> CatalogEntry:
        """The dataset's card, normalised: README front matter and prose, else what its listing said."""
        if dataset_id in self._cards:
            return self._cards[dataset_id]
        info = self._infos.get(dataset_id)
        front, prose = split_front_matter(self._readme(dataset_id))
        card_data = front or (_card_dict(info) if info is not None else {})
        if not prose.strip() and info is not None:
            prose = str(_get(info, "description") or "")
        tags = (_get(info, "tags") or []) if info is not None else []
        entry = normalise_card(dataset_id, card_data, prose, tags)
        self._cards[dataset_id] = entry
        return entry

    def _data_file(self, dataset_id: str) -> str:
        info = self._infos.get(dataset_id)
        files = _siblings(info) if info is not None else []
        if not files:
            try:
                files = list(self.api.list_repo_files(dataset_id, repo_type="dataset"))
            except Exception as err:
                raise _unavailable(err) from err
        data = [f for f in files if f.endswith(_DATA_SUFFIXES) and not f.endswith("dataset_infos.json")]
        if not data:
            raise CatalogError(
                f"dataset '{dataset_id}' has no JSON/CSV/Parquet data file", hint="try the next hit"
            )
        # the training split is the fine-tuning set; other splits only when there is none
        train = [f for f in data if re.search(r"(?:^|[/_.-])train(?:[/_.-]|$)", f)]
        return sorted(train or data)[0]

    def load_records(self, dataset_id: str, limit: int = 1000) -> list[dict[str, Any]]:
        """Records of the training split's first data file (else the first data file), first ``limit``."""
        filename = self._data_file(dataset_id)
        try:
            path = self.api.hf_hub_download(repo_id=dataset_id, filename=filename, repo_type="dataset")
        except Exception as err:
            raise _unavailable(err) from err
        return read_records(path, limit)


def read_records(path: str, limit: int) -> list[dict[str, Any]]:
    if path.endswith(".jsonl"):
        rows = []
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if line.strip() and len(rows) < limit:
                    rows.append(json.loads(line))
        return [r for r in rows if isinstance(r, dict)]
    # imported when first needed: it loads pandas, which importing this module does not
    from dataagents.files import read_table

    df = read_table(path)
    return df.head(limit).astype(str).to_dict(orient="records")
