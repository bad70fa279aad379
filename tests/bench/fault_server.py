"""A tiny OpenAI-compatible chat server on 127.0.0.1 that misbehaves on purpose.

Used by the fault tests and by ``benchmarks/fault_timings.py``: a real socket and real HTTP, so the whole path
(openai SDK, inspect's retries and attempt timeouts, our door, the log) is exercised, not a mock of it.

Behaviours (``FaultServer(behaviour)``):
- ``ok``: a valid completion whose content is ``reply``;
- ``hang``: reads the request and never answers (until the server stops);
- ``500`` / ``429``: that HTTP status with an OpenAI-style error body (429 carries ``Retry-After: 1``);
- ``garbage``: HTTP 200 whose body is not JSON;
- ``not-json-content``: a valid completion whose content is prose, not the JSON the caller asked for;
- ``truncated``: a completion cut off at the token limit (``finish_reason: length``, half a JSON object).
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

BEHAVIOURS = ("ok", "hang", "500", "429", "garbage", "not-json-content", "truncated")


def _completion(content: str, finish_reason: str = "stop") -> dict[str, Any]:
    return {
        "id": "chatcmpl-fault",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": "fault-model",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": finish_reason,
            }
        ],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
    }


class FaultServer:
    """Start with ``with FaultServer("hang") as server:``; ``server.base_url`` ends in ``/v1``."""

    def __init__(self, behaviour: str, reply: str = '{"answer": "40"}') -> None:
        if behaviour not in BEHAVIOURS:
            raise ValueError(f"unknown behaviour {behaviour!r}; choose one of {BEHAVIOURS}")
        self.behaviour = behaviour
        self.reply = reply
        self.requests = 0
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # quiet test output
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                self.rfile.read(length)
                with server._lock:
                    server.requests += 1
                server._answer(self)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def _answer(self, handler: BaseHTTPRequestHandler) -> None:
        b = self.behaviour
        if b == "hang":
            self._stopping.wait()  # hold the connection open and say nothing
            return
        if b in ("500", "429"):
            body = json.dumps({"error": {"message": f"injected {b}", "type": "server_error"}}).encode()
            handler.send_response(int(b))
            if b == "429":
                handler.send_header("Retry-After", "1")
        elif b == "garbage":
            body = b"<html>502 upstream confused {not json"
            handler.send_response(200)
        elif b == "not-json-content":
            body = json.dumps(_completion("I think the answer is probably forty.")).encode()
            handler.send_response(200)
        elif b == "truncated":
            body = json.dumps(_completion('{"answer": "4', finish_reason="length")).encode()
            handler.send_response(200)
        else:
            body = json.dumps(_completion(self.reply)).encode()
            handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)

    def start(self) -> FaultServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()

    def __enter__(self) -> FaultServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
