"""The `dataagents` command's habits: cheap start-up, lazily mounted room commands, `--version`, paths
checked before any work, and the documented exit codes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from dataagents import cli
from dataagents.exit_codes import ExitCode

REPO = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": str(REPO / "src")}


def _main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    """Run the real entry point in-process; returns its exit status."""
    monkeypatch.setattr(sys, "argv", ["dataagents", *args])
    with pytest.raises(SystemExit) as done:
        cli.main()
    return int(done.value.code or 0)


def test_room_command_table_matches_what_the_rooms_register() -> None:
    """ROOM_COMMANDS lists each room command with the module that registers it and its real summary, so
    `dataagents --help` (which does not import the rooms) says what `dataagents CMD --help` says."""
    from dataagents._imports import import_present

    seen: dict[str, list[str]] = {}
    helps: dict[str, str] = {}
    for module_name in dict.fromkeys(m for _, mods in cli.ROOM_COMMANDS.values() for m in mods):
        module = import_present(module_name)
        if module is None:
            continue
        staging = typer.Typer()
        module.register(staging)
        for name, command in typer.main.get_group(staging).commands.items():
            seen.setdefault(name, []).append(module_name)
            helps[name] = command.get_short_help_str(limit=500)
    assert seen, "no room registered any command"
    for name, modules in seen.items():
        assert name in cli.ROOM_COMMANDS, f"add '{name}' to ROOM_COMMANDS in cli.py"
        summary, listed = cli.ROOM_COMMANDS[name]
        assert tuple(modules) == listed, f"ROOM_COMMANDS['{name}'] modules should be {modules}"
        assert summary == helps[name], f"ROOM_COMMANDS['{name}'] summary should be {helps[name]!r}"


def test_help_lists_room_commands_without_importing_them() -> None:
    probe = (
        "import sys\n"
        "from dataagents import cli\n"
        "sys.argv = ['dataagents', '--help']\n"
        "try:\n    cli.main()\nexcept SystemExit:\n    pass\n"
        "heavy = sorted({m.split('.')[0] for m in sys.modules} & {'inspect_ai', 'pandas', 'lightgbm', 'sklearn'})\n"
        "rooms = sorted(m for m in sys.modules if m.endswith('.commands'))\n"
        "print('HEAVY', heavy, 'ROOMS', rooms)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe],
        env={**ENV, "COLUMNS": "200"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "HEAVY [] ROOMS []" in done.stdout, done.stdout[-500:]
    for name in ("bench", "demo", "curate", "govern", "llm", "analyze", "discover"):
        assert f" {name} " in done.stdout
    assert "Exit codes: 0 done and verified" in done.stdout


def test_room_commands_load_when_invoked() -> None:
    runner = CliRunner()
    listed = runner.invoke(cli.app, ["llm", "list"], terminal_width=200)
    assert listed.exit_code == 0, listed.output
    assert "local/qwen2.5-coder-1.5b" in listed.output
    govern = runner.invoke(cli.app, ["govern", "--help"], terminal_width=200)
    assert govern.exit_code == 0 and "--in-place" in govern.output
    unknown = runner.invoke(cli.app, ["no-such-command"])
    assert unknown.exit_code == 2


def test_version_names_the_package_and_inspect(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    assert _main(monkeypatch, "--version") == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith("dataagents 0.1.0 (inspect_ai ") and "Python 3.11" in out


def test_output_file_checks(tmp_path: Path) -> None:
    assert cli.check_output_path(tmp_path / "r.json", option="--out") == tmp_path / "r.json"
    with pytest.raises(cli.UsageError, match="does not exist"):
        cli.check_output_path(tmp_path / "missing" / "r.json", option="--out")
    with pytest.raises(cli.UsageError, match="is a folder"):
        cli.check_output_path(tmp_path, option="--out")
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(cli.UsageError, match="not a folder"):
        cli.check_output_path(blocker / "r.json", option="--out")


def test_output_folder_checks(tmp_path: Path) -> None:
    # A folder is created later with its parents: a missing chain is fine, a file in the way is not.
    assert cli.check_output_path(tmp_path / "a" / "b", option="--log-dir", directory=True)
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    with pytest.raises(cli.UsageError, match="is a file"):
        cli.check_output_path(blocker, option="--log-dir", directory=True)
    with pytest.raises(cli.UsageError, match="not a folder"):
        cli.check_output_path(blocker / "logs", option="--log-dir", directory=True)


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere")
def test_unwritable_folder_is_refused(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        with pytest.raises(cli.UsageError, match="not writable"):
            cli.check_output_path(locked / "r.json", option="--out")
    finally:
        locked.chmod(0o700)


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux /proc")
def test_a_folder_where_no_file_can_be_made_is_refused_even_for_root() -> None:
    # os.access says yes to root everywhere; the check makes a file to be sure
    with pytest.raises(cli.UsageError, match="not writable"):
        cli.check_output_path(Path("/proc/r.json"), option="--out")
    with pytest.raises(cli.UsageError, match="not writable"):
        cli.check_output_path(Path("/proc/logs"), option="--log-dir", directory=True)


def test_input_checks(tmp_path: Path) -> None:
    with pytest.raises(cli.UsageError, match="does not exist"):
        cli.check_input_path(tmp_path / "nope", option="LOG_DIR", kind="dir")
    (tmp_path / "f.csv").write_text("a\n1\n")
    with pytest.raises(cli.UsageError, match="is not a folder"):
        cli.check_input_path(tmp_path / "f.csv", option="LOG_DIR", kind="dir")
    with pytest.raises(cli.UsageError, match="is not a file"):
        cli.check_input_path(tmp_path, option="--input", kind="file")


def test_bad_paths_exit_2_with_one_line_before_any_work(
    monkeypatch: pytest.MonkeyPatch, capsys, tmp_path: Path
) -> None:
    monkeypatch.setenv("DATAAGENTS_CACHE", str(tmp_path / "cache"))
    assert _main(monkeypatch, "bench", "report", str(tmp_path / "no-logs")) == ExitCode.BAD_USAGE
    out = capsys.readouterr().out
    assert "error:" in out and "does not exist" in out and "Traceback" not in out
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    code = _main(monkeypatch, "bench", "run", "smoke", "--model", "none", "--log-dir", str(blocker / "logs"))
    assert code == ExitCode.BAD_USAGE
    assert not (blocker.parent / "logs").exists()
    (tmp_path / "logs").mkdir()
    code = _main(monkeypatch, "bench", "report", str(tmp_path / "logs"), "--out", str(blocker))
    assert code == ExitCode.BAD_USAGE


def test_unknown_suite_and_bad_task_argument_are_usage_errors(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("DATAAGENTS_CACHE", str(tmp_path / "cache"))
    logs = str(tmp_path / "logs")
    assert _main(monkeypatch, "bench", "run", "no-such-suite", "--log-dir", logs) == ExitCode.BAD_USAGE
    code = _main(monkeypatch, "bench", "run", "smoke", "--model", "none", "-T", "oops", "--log-dir", logs)
    assert code == ExitCode.BAD_USAGE


@pytest.mark.parametrize(
    "command",
    [
        ["curate", "{csv}", "--out", "{bad}/r.md"],
        ["govern", "drop duplicate rows", "-i", "{csv}", "--out", "{bad}/t.csv"],
        ["model", "{task}", "--out", "{bad}/submission.csv"],
        [
            "analyze",
            "--question",
            "{question}",
            "--files",
            "{csv}",
            "--model",
            "none",
            "--out",
            "{bad}/a.json",
        ],
        ["discover", "weather data", "--out", "{bad}/data"],
        ["bench", "run", "smoke", "--model", "none", "--out", "{bad}/logs"],
        ["bench", "report", "{logs}", "--out", "{bad}/report"],
    ],
    ids=lambda c: " ".join(c[:2]),
)
def test_every_command_refuses_a_bad_out_with_one_line_before_any_work(
    monkeypatch: pytest.MonkeyPatch, capsys, tmp_path: Path, command: list[str]
) -> None:
    monkeypatch.setenv("DATAAGENTS_CACHE", str(tmp_path / "cache"))
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    (work / "t.csv").write_text("a,b\n1,2\n1,2\n")
    (work / "q.txt").write_text("What is the sum of a?")
    task = work / "task"
    task.mkdir()
    for name, text in (("train.csv", "id,x,y\n1,1,0\n"), ("test.csv", "id,x\n2,2\n")):
        (task / name).write_text(text)
    (task / "sample_submission.csv").write_text("id,y\n2,0\n")
    (work / "logs").mkdir()
    blocker = work / "a-file"  # a file where a folder should be
    blocker.write_text("x")
    places = {
        "csv": work / "t.csv",
        "question": work / "q.txt",
        "task": task,
        "logs": work / "logs",
        "bad": blocker,
    }
    before = sorted(p.relative_to(work) for p in work.rglob("*"))
    code = _main(monkeypatch, *(part.format(**places) for part in command))
    out = capsys.readouterr()
    assert code == ExitCode.BAD_USAGE, out
    assert "Traceback" not in out.out + out.err
    assert "error:" in out.out and "a-file" in out.out
    assert sorted(p.relative_to(work) for p in work.rglob("*")) == before  # no work was done, nothing written


def test_an_unexpected_error_is_one_line_with_the_traceback_kept(
    monkeypatch: pytest.MonkeyPatch, capsys, tmp_path: Path
) -> None:
    import dataagents.bench.report as report

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the report writer broke")

    monkeypatch.setenv("DATAAGENTS_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(report, "write_report", broken)
    (tmp_path / "logs").mkdir()
    code = _main(monkeypatch, "bench", "report", str(tmp_path / "logs"))
    out = capsys.readouterr()
    assert code == ExitCode.AGENT_COULD_NOT
    assert "error: RuntimeError: the report writer broke" in out.out
    assert "Traceback" not in out.out + out.err
    assert "the report writer broke" in (tmp_path / "cache" / "last-error.log").read_text()
