"""A local HTTP server on 127.0.0.1 that answers the Hugging Face Hub's dataset listing and file downloads from
recorded data (``data/hub``): ``datasets.json`` in the shape ``/api/datasets?expand=...`` returns, and files under
``files/<owner>/<name>/``. It applies the Hub's own listing rules (``search`` is a substring of the id, every
``filter`` tag must be among the dataset's tags, ``sort=downloads``, ``limit``) and records every request, so a
test can check what the catalog asked for. The real ``huggingface_hub`` client talks to it over HTTP."""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlparse

RECORDED = Path(__file__).parent / "data" / "hub"
COMMIT = "0" * 39 + "1"


def _listing(query: dict[str, list[str]]) -> list[dict]:
    rows = json.loads((RECORDED / "datasets.json").read_text(encoding="utf-8"))
    for term in query.get("search", []):
        rows = [r for r in rows if term.lower() in r["id"].lower()]
    for tag in query.get("filter", []):
        rows = [r for r in rows if tag in r["tags"]]
    if query.get("sort") == ["downloads"]:
        rows.sort(key=lambda r: -r["downloads"])
    limit = int(query.get("limit", ["1000"])[0])
    return rows[:limit]


class _Handler(BaseHTTPRequestHandler):
    requests: list[tuple[str, dict[str, list[str]]]]

    def log_message(self, *args: object) -> None:  # keep test output clean
        pass

    def _send(self, status: int, body: bytes, headers: dict[str, str], head: bool = False) -> None:
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self.wfile.write(body)

    def _answer(self, head: bool) -> None:
        url = urlparse(self.path)
        query = parse_qs(url.query)
        self.requests.append((url.path, query))
        if url.path == "/api/datasets":
            body = json.dumps(_listing(query)).encode()
            self._send(200, body, {"Content-Type": "application/json"}, head)
            return
        parts = unquote(url.path).strip("/").split("/")
        # /datasets/<owner>/<name>/resolve/<revision>/<path...>
        if len(parts) >= 6 and parts[0] == "datasets" and parts[3] == "resolve":
            path = RECORDED / "files" / parts[1] / parts[2] / "/".join(parts[5:])
            if path.is_file():
                body = path.read_bytes()
                etag = hashlib.sha1(body).hexdigest()
                headers = {"ETag": f'"{etag}"', "X-Repo-Commit": COMMIT, "Content-Type": "text/plain"}
                self._send(200, body, headers, head)
                return
            self._send(404, b"Entry not found", {"X-Error-Code": "EntryNotFound"}, head)
            return
        self._send(404, b"not recorded", {}, head)

    def do_GET(self) -> None:
        self._answer(head=False)

    def do_HEAD(self) -> None:
        self._answer(head=True)


@contextmanager
def recorded_hub() -> Iterator[tuple[str, list[tuple[str, dict[str, list[str]]]]]]:
    """(endpoint URL, the list of requests it receives) for as long as the block runs."""
    requests: list[tuple[str, dict[str, list[str]]]] = []
    handler = type("Handler", (_Handler,), {"requests": requests})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", requests
    finally:
        server.shutdown()
        server.server_close()
