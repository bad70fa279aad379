"""Security suite plumbing: run each attack in both backends and print a containment report.

Fallback mode (plain subprocess) cannot contain some attacks; those cases are marked
``xfail(strict=True)`` with the reason, so the report is honest and the test fails if behaviour changes.
"""

from __future__ import annotations

import pytest

from dataagents.sandbox import _backend

_REPORT: list[tuple[str, str, str]] = []


@pytest.fixture
def mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(_backend.ENV_MODE, "auto" if request.param == "bwrap" else "subprocess")
    _backend.reset_backend()
    if request.param == "bwrap" and _backend.get_backend().mode != "bwrap":
        pytest.skip(f"bubblewrap unusable here: {_backend.get_backend().reason}")
    yield request.param
    _backend.reset_backend()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if "tests/security" not in report.nodeid or report.when != "call":
        return
    outcome = "contained" if report.passed and not hasattr(report, "wasxfail") else report.outcome
    if hasattr(report, "wasxfail"):
        outcome = "NOT contained (known, xfail)" if report.skipped else "contained (unexpectedly)"
    elif report.failed:
        outcome = "FAILED"
    _REPORT.append((report.nodeid.split("::")[-1], report.nodeid.split("::")[0].rsplit("/", 1)[-1], outcome))


def pytest_terminal_summary(terminalreporter) -> None:
    if not _REPORT:
        return
    terminalreporter.section("sandbox security report")
    for name, _, outcome in _REPORT:
        terminalreporter.write_line(f"{outcome:32} {name}")
