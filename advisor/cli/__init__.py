"""The ``advisor`` command: a thin click layer over the library, one module per command.

Data goes to stdout, messages to stderr. Bad input (a descriptor, an option
value) ends with one line ``error: FILE: FIELD: message`` and exit status 2, as
does every other refusal, and a standard output that cannot take the answer.

Modules: :mod:`.recommend` (``recommend``, ``platforms``, ``workloads``), :mod:`.predict_kernel`,
:mod:`.calibrate` (``calibrate``, ``validate``, ``check-node``, ``fit``), :mod:`.place` (``place``, ``serve``),
:mod:`.tradeoff`; :mod:`.options` (what every command takes alike), :mod:`.report` (tables, JSON, CSV) and
:mod:`.fanout` (a catalog's platforms shared out over forked processes).
Public names: :func:`main` (the console entry point), :data:`cli` (the click group), :data:`COMMANDS`.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from typing import Any, NoReturn

import click

from ..errors import DescriptorError, UsageError
from ..files import oserror_text

# Every command, imported only when it runs: `advisor --help` pays for click alone, `advisor recommend` for neither
# matplotlib, dask nor the PTX interpreter. name -> (module of this package, its click command, the first paragraph of
# its help, which `advisor --help` shows without importing it; tests/test_architecture.py checks that it is the
# command's own).
COMMANDS = {
    "calibrate": ("calibrate", "calibrate", "Measure this machine and write a complete platform descriptor (provenance: measured)."),
    "check-node": ("calibrate", "check_node", "How good is the advisor on this node? Calibrate it, then validate the workload on it on one thread and on all."),
    "fit": ("calibrate", "fit", "Fit per-kernel, per-device correction factors (lambda = measured / predicted) from the history."),
    "place": ("place", "place", "Advise CPU or GPU for one task (command-line counts, a kernel, or TASK.yaml); JSON out."),
    "platforms": ("recommend", "platforms_group", "List and inspect platform descriptors."),
    "predict-kernel": ("predict_kernel", "predict_kernel", "Predict the time of one CUDA kernel launch from its PTX (FILE: .cu, .ptx or a built-in name)."),
    "recommend": ("recommend", "recommend_command", "Recommend CPU or GPU for every kernel of WORKLOAD (a file or a catalog name)."),
    "serve": ("place", "serve", "Answer placement requests, one JSON object per line on stdin, one per line on stdout."),
    "tradeoff": ("tradeoff", "tradeoff", "Energy/time trade-offs of WORKLOAD: weight flips, Pareto placements, break-even sizes, what-ifs."),
    "validate": ("calibrate", "validate", "Run the workload's kernels on this host as it describes them, record them, and score predicted against measured."),
    "workloads": ("recommend", "workloads_group", "List and inspect workload descriptors."),
}


class LazyGroup(click.Group):
    """A group whose commands are imported when one runs, not to list them."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in COMMANDS:
            return None
        module, attribute, _ = COMMANDS[name]
        return getattr(importlib.import_module(f"{__name__}.{module}"), attribute)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """As click's, from :data:`COMMANDS` rather than the commands themselves (importing each would cost seconds)."""
        limit = formatter.width - 6 - max(map(len, COMMANDS))
        rows = [(name, click.utils.make_default_short_help(summary, limit)) for name, (_, _, summary) in sorted(COMMANDS.items())]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="advisor")
def cli() -> None:
    """Predict kernel time and energy on CPU and GPU and recommend a placement."""


def _one_line(message: str) -> str:
    """An error message on one line, whatever the user's text in it holds (a file name with a newline)."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in message)


class OutputError(Exception):
    """Standard output cannot take the answer (closed, a full disk, a reader gone): raised by :class:`_Stdout`."""

    def __init__(self, cause: OSError | None):
        self.cause = cause
        super().__init__(f"cannot write to standard output: {'it is closed' if cause is None else oserror_text(cause)}")


class _Stdout:
    """``sys.stdout`` while a command runs: a failed write is an :class:`OutputError`, not an OSError from deep inside
    click, so that it ends in one line like any refusal (and a reader that went away, ``| head``, ends it quietly)."""

    def __init__(self, stream: Any):
        self._stream = stream

    def write(self, text: str) -> int:
        return self._guarded(lambda stream: stream.write(text))

    def flush(self) -> None:
        self._guarded(lambda stream: stream.flush())

    def _guarded(self, operation: Callable[[Any], Any]) -> Any:
        if self._stream is None:  # started with file descriptor 1 closed
            raise OutputError(None)
        try:
            return operation(self._stream)
        except OSError as exc:
            raise OutputError(exc) from None

    def isatty(self) -> bool:
        return self._stream is not None and self._stream.isatty()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _discard_unwritten_output() -> None:
    """After a failed write to stdout, point it at /dev/null so that the interpreter's last flush does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):  # no file descriptor (a test's capture): nothing to flush at exit
        pass


def run() -> NoReturn:
    """The ``advisor`` command: :func:`main`, then the process's end.

    Where a decision that timed out is still being worked out in this process (``place`` answered the fallback; the
    analysis goes on elsewhere), the process ends at once, after its output is flushed and its exit handlers (the
    history's) have run: interpreter shutdown under a running C analysis aborts the process (SIGABRT, "terminate
    called without an active exception": the dependence analysis's integer programs run in HiGHS, whose threads
    cannot be stopped)."""
    status = main()
    failsafe = sys.modules.get("advisor.scheduler.failsafe")  # not imported: no guard, nothing abandoned
    if failsafe is not None and failsafe.abandoned_work():
        import atexit

        sys.stdout.flush()
        sys.stderr.flush()
        atexit._run_exitfuncs()  # what the interpreter would run at exit, without finalizing under the worker
        os._exit(status)
    sys.exit(status)


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the CLI and turn every refusal into one line and status 2."""
    stdout = sys.stdout
    sys.stdout = _Stdout(stdout)
    try:
        result = cli.main(args=argv, prog_name="advisor", standalone_mode=False)
        sys.stdout.flush()
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        return 130
    except click.ClickException as exc:
        click.echo(f"error: {_one_line(exc.format_message())}", err=True)
        return 2
    except DescriptorError as exc:
        click.echo(f"error: {_one_line(str(exc))}", err=True)
        return 2
    except UsageError as exc:
        from .options import option_of

        click.echo(f"error: {_one_line(f'{option_of(exc.parameter)}: {exc.message}')}", err=True)
        return 2
    except OutputError as exc:
        sys.stdout = stdout
        _discard_unwritten_output()
        if isinstance(exc.cause, BrokenPipeError):  # the reader has all it wanted (| head): as cat and grep do
            return 0
        click.echo(f"error: {exc}", err=True)
        return 2
    finally:
        sys.stdout = stdout
    return result if isinstance(result, int) else 0

