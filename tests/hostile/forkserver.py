"""Run ``advisor`` cases fast and apart: a process that imports the advisor once and runs each case in a fork of itself.

    python -m tests.hostile.forkserver        # requests on stdin, one JSON object a line; answers on stdout

A request gives the case's arguments, environment, working directory, standard input and output, and a timeout. The
fork is what a fresh ``advisor`` process would be, minus the seconds of imports: its own environment and working
directory, standard input, output and error on files (or closed, or ``/dev/full``), the advisor's module state as
imported and nothing more (this server runs no command itself), memory capped (:data:`MEMORY_LIMIT_BYTES`, so that a
regression that reads ``/dev/zero`` whole ends in a MemoryError, not in a machine out of memory), the interpreter's
ending (streams flushed, ``atexit`` run). A fork that does not end within the timeout is killed with its process group
(a compiler it started too) and reported as a hang.

The measurements of ``calibrate``, ``check-node`` and ``validate`` are not run (:data:`WORK`): a case that reaches one
has had every input it gives checked (outputs are tried before the work, :func:`advisor.cli.options.check_output`),
and ends there as a result, its ``work`` saying which. ``place`` does not start its detached background analysis
(:func:`advisor.cli.place._finish_in_background`): it says so and ends.

Answer: ``{"status": exit status or null (a hang), "out": stdout, "err": stderr, "work": the measurement reached or "",
"seconds": wall time}``.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import resource
import signal
import sys
import time
import traceback

MEMORY_LIMIT_BYTES = 4 * 2**30
OUTPUT_LIMIT_CHARS = 200_000  # of stdout and stderr each, in the answer
#: module attribute -> what it measures; replaced in the fork by a stop (module docstring)
WORK = {
    "advisor.calibration.cpu.measure_cpu": "calibrate's CPU measurement",
    "advisor.calibration.gpu.calibrate_gpus": "calibrate's GPU measurement",
    "advisor.calibration.validate.validate_cpu": "validate's CPU runs",
    "advisor.calibration.validate.validate_gpu": "validate's GPU runs",
}
PRELOAD = ("advisor.cli", "advisor.calibration.validate", "advisor.calibration.imported", "advisor.calibration.cpu",
           "advisor.calibration.gpu", "advisor.calibration.kernels", "advisor.calibration.learn", "advisor.calibration.validationreport",
           "advisor.tradeoff.study", "advisor.tradeoff.htmlreport", "advisor.scheduler", "advisor.history", "numpy")
OPTIONAL = ("scipy.optimize", "matplotlib.pyplot")  # the figures and the fits, where installed


class WorkReached(BaseException):
    """A case reached a measurement (:data:`WORK`): a BaseException, which no ``except Exception`` on the way takes."""


def preload() -> None:
    """Import what the commands import, so that each fork starts with it (a case then costs its work, not imports)."""
    for name in PRELOAD:
        importlib.import_module(name)
    for name in OPTIONAL:
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    import click

    from advisor.cli import COMMANDS, cli

    context = click.Context(cli)
    for name in COMMANDS:
        cli.get_command(context, name)


def serve() -> None:
    preload()
    for line in sys.stdin:
        answer = run(json.loads(line))
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


def run(request: dict) -> dict:
    """Fork, run the case in the child, wait at most ``timeout_s`` for it."""
    scratch = request["scratch"]
    sys.stdout.flush()
    sys.stderr.flush()
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        _child(request)  # never returns
    status = _wait(pid, request["timeout_s"])
    seconds = time.monotonic() - started

    def read(name: str) -> str:
        try:
            with open(os.path.join(scratch, name), encoding="utf-8", errors="backslashreplace") as handle:
                return handle.read(OUTPUT_LIMIT_CHARS)
        except FileNotFoundError:
            return ""

    return {"status": status, "out": read("stdout"), "err": read("stderr"), "work": read("work"), "seconds": seconds}


def _wait(pid: int, timeout_s: float) -> int | None:
    deadline = time.monotonic() + timeout_s
    delay = 0.001
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
                with contextlib.suppress(ProcessLookupError):
                    target()
            os.waitpid(pid, 0)
            return None
        time.sleep(delay)
        delay = min(delay * 2, 0.02)


def _child(request: dict) -> None:
    status = 1
    try:
        os.setpgid(0, 0)
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT_BYTES, MEMORY_LIMIT_BYTES))
        os.environ.clear()
        os.environ.update(request["env"])
        os.chdir(request["cwd"])
        _streams(request)
        _stop_at_work(request["scratch"])
        status = _main(request["args"])
    except BaseException:  # noqa: BLE001 - as the interpreter: a traceback, status 1
        traceback.print_exc()
        status = 1
    finally:
        status = _end(status)
        os._exit(status)


def _streams(request: dict) -> None:
    """Standard input, output and error as the case has them, as a fresh interpreter would wrap them."""
    scratch = request["scratch"]
    stdin = request["stdin_from"]
    if stdin == "closed":
        os.close(0)
    else:
        if not stdin:
            stdin = os.path.join(scratch, "stdin")
            with open(stdin, "wb") as handle:
                handle.write(request["stdin"].encode("latin-1"))
        fd = os.open(stdin, os.O_RDONLY)
        os.dup2(fd, 0)
        os.close(fd)
    how = request["stdout"]
    if how == "closed":
        os.close(1)
    else:
        fd = os.open("/dev/full" if how == "full" else os.path.join(scratch, "stdout"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        os.close(fd)
    fd = os.open(os.path.join(scratch, "stderr"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(fd, 2)
    os.close(fd)
    sys.stdin = None if stdin == "closed" else _stream(0, "rb")
    sys.stdout = None if how == "closed" else _stream(1, "wb")
    sys.stderr = _stream(2, "wb", errors="backslashreplace", line_buffering=True)
    sys.__stdin__, sys.__stdout__, sys.__stderr__ = sys.stdin, sys.stdout, sys.stderr


def _stream(fd: int, mode: str, **wrapping) -> io.TextIOWrapper:
    """A standard stream as the interpreter makes it (UTF-8 text over the file descriptor), open for the life of the fork."""
    return io.TextIOWrapper(open(fd, mode, closefd=False), encoding="utf-8", **wrapping)


def _stop_at_work(scratch: str) -> None:
    def stop(what: str):
        def reached(*args, **kwargs):
            with open(os.path.join(scratch, "work"), "w") as handle:
                handle.write(what)
            raise WorkReached(what)

        return reached

    for target, what in WORK.items():
        module, _, attribute = target.rpartition(".")
        setattr(importlib.import_module(module), attribute, stop(what))
    place = importlib.import_module("advisor.cli.place")
    place._finish_in_background = lambda task, config: place.click.echo(
        "note: (hostile suite) the background analysis is not started", err=True)


def _main(args: list[str]) -> int:
    from advisor.cli import main

    try:
        return main(args)
    except WorkReached:
        return 0
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 1


def _end(status: int) -> int:
    """The interpreter's ending: flush standard output (a failure is reported and exits 120, as Python does), atexit."""
    import atexit

    try:
        atexit._run_exitfuncs()
    except BaseException:  # noqa: BLE001 - as the interpreter: an atexit callback's failure is printed
        traceback.print_exc()
    for stream in (sys.stdout, sys.stderr):
        if stream is None:
            continue
        try:
            stream.flush()
        except BaseException:  # noqa: BLE001 - as the interpreter says it
            with contextlib.suppress(OSError):
                os.write(2, b"Exception ignored while flushing sys.stdout\n")
            status = 120
    return status


if __name__ == "__main__":
    serve()
