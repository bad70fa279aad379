"""What went wrong with a model call, named so a log reader (and the exit code) can tell faults apart.

A failed call through the door raises ``ModelError`` whose message starts with ``[kind]``; inspect keeps
that message as the sample's error, so reports read the kind back from the log with ``kind_of_message``.
Errors raised outside the door (a suite calling inspect directly) are classified by the exception names
inspect and the openai SDK put in the message.

Kinds, and who is at fault:
- infrastructure (the endpoint, not the model's answer): ``timeout`` (no answer within the attempt
  timeout), ``rate_limit`` (HTTP 429), ``server_error`` (HTTP 5xx), ``connection`` (refused, reset),
  ``bad_response`` (a body that is not a chat completion), ``rejected`` (HTTP 4xx other than 429:
  key, model name or request), ``provider_error`` (the provider raised anything else);
- the model's answer: ``truncated`` (cut off at the token limit), ``bad_output`` (does not parse or
  validate as the requested schema);
- anything else raised while a sample ran: ``agent_error``.
"""

from __future__ import annotations

import json
import re
import threading

from dataagents.exit_codes import ExitCode

INFRASTRUCTURE_KINDS = (
    "timeout",
    "rate_limit",
    "server_error",
    "connection",
    "bad_response",
    "rejected",
    "provider_error",
)
ANSWER_KINDS = ("truncated", "bad_output")
MODEL_FAULT_KINDS = INFRASTRUCTURE_KINDS + ANSWER_KINDS
AGENT_ERROR = "agent_error"

_TAG = re.compile(r"\[(" + "|".join(MODEL_FAULT_KINDS) + r")\]")

# Exception names as they appear in messages of errors raised outside the door, most specific first.
_NAME_TO_KIND = (
    ("AttemptTimeoutError", "timeout"),
    ("StreamIdleTimeoutError", "timeout"),
    ("APITimeoutError", "timeout"),
    ("ReadTimeout", "timeout"),
    ("ConnectTimeout", "timeout"),
    ("TimeoutError", "timeout"),
    ("RateLimitError", "rate_limit"),
    ("InternalServerError", "server_error"),
    ("APIConnectionError", "connection"),
    ("ConnectError", "connection"),
    ("JSONDecodeError", "bad_response"),
    ("Unexpected non-ChatCompletion response", "bad_response"),
    ("AuthenticationError", "rejected"),
    ("PermissionDeniedError", "rejected"),
    ("NotFoundError", "rejected"),
    ("BadRequestError", "rejected"),
)


def unwrap(err: BaseException) -> BaseException:
    """The provider's own exception behind tenacity's ``RetryError`` (inspect's retry loop raises it once
    the retries are spent)."""
    last_attempt = getattr(err, "last_attempt", None)
    if last_attempt is not None and hasattr(last_attempt, "exception"):
        inner = last_attempt.exception()
        if isinstance(inner, BaseException):
            return unwrap(inner)
    return err


def kind_of_exception(err: BaseException) -> str:
    """The fault kind of an exception raised by a model call (after ``unwrap``)."""
    err = unwrap(err)
    status = getattr(err, "status_code", None)
    if isinstance(status, int):
        if status == 429:
            return "rate_limit"
        if status >= 500:
            return "server_error"
        if status >= 400:
            return "rejected"
    if isinstance(err, TimeoutError | json.JSONDecodeError):
        return "timeout" if isinstance(err, TimeoutError) else "bad_response"
    return _kind_from_names(f"{type(err).__name__}: {err}") or AGENT_ERROR


def _kind_from_names(text: str) -> str | None:
    for name, kind in _NAME_TO_KIND:
        if name in text:
            return kind
    return None


def tag(kind: str, message: str) -> str:
    """A message that carries its kind through inspect's log (``[timeout] model … failed …``)."""
    return f"[{kind}] {message}"


def kind_of_message(text: str | None) -> str | None:
    """The fault kind recorded in a sample's error message; ``None`` when the sample did not error."""
    if not text:
        return None
    tagged = _TAG.search(text)
    if tagged:
        return tagged.group(1)
    return _kind_from_names(text) or AGENT_ERROR


def is_model_fault(kind: str | None) -> bool:
    return kind in MODEL_FAULT_KINDS


# A call that failed for good is noted on the running sample even when the agent catches the error and
# carries on without the model (the curator keeps its detectors' findings, for one): that sample still
# scores, but its score is not the model's, and a reader of the log must be able to tell.
SAMPLE_FAULTS_KEY = "dataagents_model_faults"
_counts: dict[str, int] = {}
_counts_lock = threading.Lock()


def record_call_fault(kind: str) -> None:
    """Note a model call that failed for good (after inspect's retries) on the running inspect sample: its
    metadata counts the failed calls by kind (``SAMPLE_FAULTS_KEY``, kept in the log and in the sample
    summaries the report reads) and the progress display's footer shows this process's running totals
    as soon as each call gives up. Outside an eval it does nothing."""
    try:
        from inspect_ai.solver._task_state import sample_state
    except ImportError:  # pragma: no cover - pinned inspect-ai
        return
    state = sample_state()
    if state is None:
        return
    noted = state.metadata.setdefault(SAMPLE_FAULTS_KEY, {})
    noted[kind] = int(noted.get(kind, 0)) + 1
    with _counts_lock:
        _counts[kind] = _counts.get(kind, 0) + 1
        shown = ", ".join(f"{k}×{n}" for k, n in sorted(_counts.items()))
    try:
        from inspect_ai.util import display_counter, display_type

        if display_type() != "none":  # asking for the display would make one
            display_counter("Model faults", shown)
    except Exception:  # the display is the eval's business: the sample's metadata has the count
        pass


def sample_call_faults(metadata: dict | None) -> dict[str, int]:
    """The failed calls a sample's metadata records, by kind (``record_call_fault``)."""
    noted = (metadata or {}).get(SAMPLE_FAULTS_KEY)
    if not isinstance(noted, dict):
        return {}
    return {str(k): int(v) for k, v in noted.items() if isinstance(v, int | float) and v}


def exit_code_for_faults(
    fault_kinds: dict[str, int], *, finished: bool = True, absorbed: dict[str, int] | None = None
) -> ExitCode:
    """The exit code of a run from its per-sample error kinds; an unfinished run whose
    samples show no fault is counted as the agent's. ``absorbed``: samples that scored although one of
    their model calls failed for good, by kind; an endpoint fault there (the agent carried on without the
    model, so the score is not the model's) is a model fault too, while an answer the agent caught as
    unusable (``bad_output``, ``truncated``) is the agent's own business and does not change the code."""
    if any(is_model_fault(kind) for kind, count in fault_kinds.items() if count):
        return ExitCode.MODEL_FAULT
    if any(kind in INFRASTRUCTURE_KINDS for kind, count in (absorbed or {}).items() if count):
        return ExitCode.MODEL_FAULT
    if any(fault_kinds.values()) or not finished:
        return ExitCode.AGENT_COULD_NOT
    return ExitCode.DONE
