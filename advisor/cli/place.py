"""``advisor place`` (one decision, or an advice table) and ``advisor serve --stdio`` (JSON lines).

    advisor place --flops 2e9 --dram-bytes 8e6 --h2d-bytes 8e6 --precision fp32 -p laptop-gtx850m
    advisor place --workload polybench --kernel gemm --dataset LARGE
    advisor place task.yaml                          # a task mapping, see advisor.scheduler.task
    advisor place --table --workload polybench --format lua > advice_table.lua   # for slurm/job_submit.lua
    advisor serve --stdio < requests.jsonl

Out: one JSON object (the :class:`~advisor.scheduler.placement.Placement`).
Bad input: one line ``error: ...`` on stderr, exit status 2.

``serve --stdio`` reads one request per line and answers one line each, in order:

    {"id": 1, "task": {...}}                                   -> {"id": 1, "placement": {...}}
    {"id": 2, "op": "observe", "task": {...}, "device": "gpu", "time_s": 0.01}  -> {"id": 2, "observed": true, "recorded": true}
    {"id": 3, "op": "ping"}                                    -> {"id": 3, "pong": true}
    a bare task object is a place request; a bad line      -> {"id": ..., "error": "line N: ..."}

The server never exits on a bad request; it ends at end of input, after writing every
recorded run to the history ("recorded": true means the run is in the history's journal
and survives even a killed server; see :mod:`advisor.scheduler.history_link`).
"""

from __future__ import annotations

import json
import math
import os
import sys
from collections.abc import Iterator
from typing import Any

import click

from ..errors import DescriptorError
from ..files import oserror_text
from ..scheduler.placement import unless_doubtful
from ..scheduler.placer import Advisor
from ..scheduler.task import task_from_mapping
from ..schema.yamlio import load_yaml
from .options import SIZES, Number, check_output, history_options, history_spec, model_options

MAX_TIMEOUT_MS = 3_600_000.0  # an hour: a deadline no scheduler waits for is none (and a thread's wait has a limit)
MIN_TIMEOUT_MS = 1e-3  # a microsecond: below, no decision is ever in time (and 5e-324 ms is 0 s)
MAX_LINE_BYTES = 2**20  # a request line: a task is a few hundred bytes
MAX_SKIPPED_BYTES = 64 * 2**20  # an over-long line is skipped to its end, this far: beyond, the input is no JSON lines


def _advisor_options(fn):
    fn = history_options(fn)
    fn = model_options(fn)
    for option in reversed((
        click.option("--platform", "-p", "platforms", multiple=True, metavar="NAME|FILE|SOURCE:NAME",
                     help="Platform(s); the first is the default for tasks naming none. Default: the catalog default."),
        click.option("--platform-source", default=None, metavar="NAME", help="Platform-source plugin for plain platform names."),
        click.option("--timeout-ms", type=Number(min=MIN_TIMEOUT_MS, max=MAX_TIMEOUT_MS), default=50.0, show_default=True,
                     help="Per-decision deadline, from a microsecond to an hour; past it the default placement is given."),
        click.option("--default-device", type=click.Choice(["cpu", "gpu"]), default="cpu", show_default=True,
                     help="The placement given when no advice can be given in time."),
    )):
        fn = option(fn)
    return fn


def _make_advisor(platforms, weights, cost_model, energy_model, tdp_factor, cpu_model, gpu_model, predictor, platform_source,
                  timeout_ms, default_device, history, no_history) -> Advisor:
    advisor = Advisor(list(platforms) or None, weights, cost_model=cost_model, energy_model=energy_model, tdp_factor=tdp_factor,
                      cpu_model=cpu_model, gpu_model=gpu_model, predictor=predictor, platform_source=platform_source,
                      history=history_spec(history, no_history), timeout_s=timeout_ms / 1e3, default_device=default_device)
    advisor.history.flush(timeout_ms / 1e3)  # corrections, if they come quickly; never longer than one decision
    return advisor


TABLE_TIMEOUT_MS = 600_000.0


def _json(data: Any) -> str:
    return json.dumps(_clean(data), separators=(",", ":"))


def _clean(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {str(k): _clean(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_clean(v) for v in value]
    return value




@click.command("place")
@click.argument("task_file", required=False, metavar="[TASK.yaml]")
@click.option("--workload", "-w", "workloads", multiple=True, help="Workload (catalog name or file) of a kernel task.")
@click.option("--kernel", "-k", "kernels", multiple=True, help="Kernel of the workload.")
@click.option("--dataset", "-d", "datasets", multiple=True, help="Dataset (default: the kernel's default).")
@SIZES
@click.option("--flops", type=float, default=None, help="Raw task: floating-point (or integer) operations.")
@click.option("--precision", default=None, help="Raw task: fp64 fp32 fp16 int32 int64 (default fp64).")
@click.option("--dram-bytes", type=float, default=None, help="Raw task: compulsory device-memory traffic, bytes.")
@click.option("--h2d-bytes", type=float, default=None, help="Raw task: bytes copied host -> device.")
@click.option("--d2h-bytes", type=float, default=None, help="Raw task: bytes copied device -> host.")
@click.option("--launches", type=float, default=None, help="Raw task: kernel launches (default 1).")
@click.option("--parallelism", type=float, default=None, help="Raw task: independent work items per launch.")
@click.option("--threads", type=float, default=None, help="Raw task: GPU threads per launch.")
@click.option("--table", is_flag=True, help="Write the advice table for slurm/job_submit.lua: TASK.yaml maps keys to tasks, "
              "or --workload gives every kernel x dataset.")
@click.option("--cpu-partition", default="cpu", show_default=True, help="--table: Slurm partition for CPU advice.")
@click.option("--gpu-partition", default="gpu", show_default=True, help="--table: Slurm partition for GPU advice.")
@click.option("--format", "fmt", type=click.Choice(["json", "lua"]), default="json", show_default=True,
              help="json; lua only with --table.")
@click.option("--min-confidence", type=Number(min=0, max=1), default=None, metavar="P",
              help="Answer the --default-device where the advice's confidence (docs/confidence.md) is below P, from 0 to 1.")
@_advisor_options
def place(task_file, workloads, kernels, datasets, sizes, flops, precision, dram_bytes, h2d_bytes, d2h_bytes, launches,
          parallelism, threads, table, cpu_partition, gpu_partition, fmt, min_confidence, **config):
    """Advise CPU or GPU for one task (command-line counts, a kernel, or TASK.yaml); JSON out."""
    if fmt == "lua" and not table:
        raise click.BadParameter("lua output is the advice table: add --table", param_hint="--format")
    if config["history"] and not os.path.lexists(config["history"]):
        check_output(config["history"], "--history")  # a history to be: where it can be made, before any decision
    # An advice table is computed ahead of time, no scheduler waits on it: kernel analyses may take their time.
    advisor = _make_advisor(**({**config, "timeout_ms": max(config["timeout_ms"], TABLE_TIMEOUT_MS)} if table else config))
    raw = {"flops": flops, "precision": precision, "dram_bytes": dram_bytes, "h2d_bytes": h2d_bytes, "d2h_bytes": d2h_bytes,
           "launches": launches, "parallelism": parallelism, "threads": threads}
    raw = {k: v for k, v in raw.items() if v is not None}
    if table:
        from ..scheduler.slurm_table import advice_table, catalog_tasks, to_lua

        if task_file:
            data = load_yaml(task_file)
            if not isinstance(data, dict):
                raise DescriptorError(task_file, "", "an advice table file maps keys to tasks")
            tasks = {str(k): task_from_mapping(v, f"{task_file}: {k}") for k, v in data.items()}
        elif workloads:
            tasks = catalog_tasks(workloads, kernels, datasets, None)
        else:
            raise click.BadParameter("give TASK.yaml (keys -> tasks) or --workload", param_hint="--table")
        result = advice_table(advisor, tasks, cpu_partition, gpu_partition, min_confidence=min_confidence)
        click.echo(to_lua(result) if fmt == "lua" else _json(result), nl=fmt == "json")
        return
    several = next((option for option, given in (("--workload", workloads), ("--kernel", kernels), ("--dataset", datasets))
                    if len(given) > 1), None)
    if several:
        raise click.BadParameter("one task at a time (use --table for many)", param_hint=several)
    if task_file == "":
        raise click.BadParameter("an empty path names no file", param_hint="TASK.yaml")
    if task_file:
        if raw or workloads or kernels:
            raise click.BadParameter("give either TASK.yaml or options, not both", param_hint="TASK.yaml")
        data = load_yaml(task_file)
        task = task_from_mapping(data, task_file)
    else:
        data = dict(raw)
        if raw and (workloads or kernels):  # a raw task's workload is only a label: --workload would not be read
            raise click.BadParameter("give raw counts (--flops, --dram-bytes ...) or --workload and --kernel, not both",
                                     param_hint="--workload" if workloads else "--kernel")
        if workloads or kernels:
            data.update(workload=workloads[0] if workloads else None, kernel=kernels[0] if kernels else None,
                        dataset=datasets[0] if datasets else None, sizes=sizes)
        elif datasets or sizes:
            raise click.BadParameter("--dataset and --size need --workload and --kernel", param_hint="--dataset")
        if not data:
            raise click.BadParameter("give raw counts (--flops, --dram-bytes ...), --workload and --kernel, or TASK.yaml",
                                     param_hint="TASK")
        if workloads or kernels:
            _check_kernel_task(workloads[0] if workloads else None, kernels, datasets)
        task = _command_line_task({k: v for k, v in data.items() if v is not None})
    placement = unless_doubtful(advisor.place(task, strict=True), min_confidence, config["default_device"],
                                lambda: "the task", "answering the default device")
    click.echo(_json(placement.to_dict()))
    if placement.fallback and (placement.reason or "").startswith("no answer within"):
        _finish_in_background(task, config)


#: a task field -> the option that gives it on the command line
TASK_OPTION = {"flops": "--flops", "precision": "--precision", "dram_bytes": "--dram-bytes", "h2d_bytes": "--h2d-bytes",
               "h2d_messages": "--h2d-bytes", "d2h_bytes": "--d2h-bytes", "d2h_messages": "--d2h-bytes", "launches": "--launches",
               "parallelism": "--parallelism", "threads": "--threads", "workload": "--workload", "kernel": "--kernel",
               "dataset": "--dataset", "sizes": "--size"}


def _command_line_task(data: dict[str, Any]) -> Any:
    """The task the options give; a value the task refuses is named by its option, not as a field of a file."""
    try:
        return task_from_mapping(data, "command line")
    except DescriptorError as exc:
        option = TASK_OPTION.get(exc.field.split(".")[0].split("[")[0])
        if option is None:
            raise
        raise click.BadParameter(exc.message, param_hint=option) from None


def _check_kernel_task(workload: str | None, kernels: tuple[str, ...], datasets: tuple[str, ...]) -> None:
    """--workload, --kernel and --dataset of a kernel task, each refused by its option (the workload read as any command
    reads it: a name, or a file looked at before it is opened)."""
    from .. import catalog
    from ..errors import UsageError

    if workload is None:
        return
    try:
        loaded = catalog.get_workload(workload)
    except UsageError as exc:
        raise click.BadParameter(exc.message, param_hint="--workload") from None
    for kernel in kernels:
        if kernel not in loaded.kernels:
            raise click.BadParameter(f"no kernel {kernel!r} in {loaded.name} (have: {', '.join(loaded.kernels)})", param_hint="--kernel")
        for dataset in datasets:
            if dataset not in loaded.kernels[kernel].datasets:
                raise click.BadParameter(f"no dataset {dataset!r} of {kernel} (have: {', '.join(loaded.kernels[kernel].datasets)})",
                                         param_hint="--dataset")


def _finish_in_background(task: Any, config: dict[str, Any]) -> None:
    """Finish the decision the deadline cut short in a detached process, so that its kernel analysis reaches the
    prediction cache and the next ``advisor place`` of this task answers from the model (the caller does not wait)."""
    import subprocess

    flags = [flag for p in config["platforms"] for flag in ("-p", p)]
    for name in ("cpu_model", "gpu_model", "platform_source"):
        if config.get(name):
            flags += [f"--{name.replace('_', '-')}", str(config[name])]
    try:
        proc = subprocess.Popen([sys.executable, "-m", "advisor.cli", "serve", "--stdio", "--no-history", "--timeout-ms", "600000", *flags],
                                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True, text=True)
        proc.stdin.write(_json({"task": task.to_dict()}) + "\n")
        proc.stdin.close()
    except OSError as exc:
        click.echo(f"note: could not finish the analysis in the background ({exc})", err=True)
        return
    click.echo("note: the kernel analysis goes on in the background; the next `advisor place` of this task answers from the model",
               err=True)


@click.command("serve")
@click.option("--stdio", is_flag=True, required=True, help="Read JSON-lines requests on stdin, answer on stdout (the only mode).")
@_advisor_options
def serve(stdio, **config):
    """Answer placement requests, one JSON object per line on stdin, one per line on stdout."""
    if config["history"] and not os.path.lexists(config["history"]):
        check_output(config["history"], "--history")  # observe lines record there: it must be writable from the start
    if sys.stdin is None:
        raise click.ClickException("standard input: it is closed; serve --stdio reads its requests there")
    advisor = _make_advisor(**config)
    out = sys.stdout
    try:
        for number, line, problem in requests(sys.stdin):
            if problem is None and not line.strip():
                continue
            answer = {"id": None, "error": f"line {number}: {problem}"} if problem else handle(advisor, line, number)
            out.write(_json(answer) + "\n")
            out.flush()
    finally:
        advisor.close()


def requests(stream: Any) -> Iterator[tuple[int, str, str | None]]:
    """(line number, the line, None) for each line of ``stream``, or (number, "", why it is no request) for a line that
    is not UTF-8 or longer than :data:`MAX_LINE_BYTES` (read no further than that: memory stays bounded whatever comes).
    An over-long line is skipped to its end; one that does not end within :data:`MAX_SKIPPED_BYTES` (``/dev/zero``)
    means the input is no JSON lines: a ClickException, before anything is answered for it."""
    read = stream.buffer.readline if hasattr(stream, "buffer") else stream.readline
    number = 0
    while True:
        line = _read(read, MAX_LINE_BYTES + 1)
        if not line:
            return
        number += 1
        ends = line.endswith(b"\n" if isinstance(line, bytes) else "\n")
        if len(line) > MAX_LINE_BYTES:
            _skip_to_end(read, number, ends, len(line))
            yield number, "", f"longer than {MAX_LINE_BYTES // 2**20} MiB: not a request"
            continue
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as exc:
                yield number, "", f"not UTF-8 text (byte {exc.start + 1}): not a request"
                continue
        yield number, line, None


def _read(read: Any, limit: int) -> bytes | str:
    try:
        return read(limit)
    except OSError as exc:
        raise click.ClickException(f"standard input: {oserror_text(exc)}") from None


def _skip_to_end(read: Any, number: int, ended: bool, skipped: int) -> None:
    while not ended:
        more = _read(read, MAX_LINE_BYTES)
        skipped += len(more)
        ended = not more or more.endswith(b"\n" if isinstance(more, bytes) else "\n")
        if not ended and skipped > MAX_SKIPPED_BYTES:
            raise click.ClickException(f"standard input: line {number} runs past {MAX_SKIPPED_BYTES // 2**20} MiB without ending: "
                                       "serve --stdio reads JSON lines")


def _not_json(constant: str) -> None:
    raise ValueError(f"{constant} is not JSON: numbers must be finite")


def handle(advisor: Advisor, line: str, number: int = 1) -> dict[str, Any]:
    """The answer to one request line; never raises."""
    ident = None
    try:
        request = json.loads(line, parse_constant=_not_json)  # NaN/Infinity would come back in an answer no JSON reader takes
        if not isinstance(request, dict):
            raise ValueError("a request is a JSON object")
        ident = request.get("id")
        op = request.get("op", "place")
        if op == "ping":
            return {"id": ident, "pong": True}
        task = request.get("task", None)
        if task is None and op == "place":
            task = {k: v for k, v in request.items() if k not in ("id", "op")}
        if op == "place":
            return {"id": ident, "placement": advisor.place(task_from_mapping(task, f"line {number}: task"), strict=True).to_dict()}
        if op == "observe":
            recorded = advisor.observe(task_from_mapping(task, f"line {number}: task"), request.get("device"),
                                       request.get("time_s"), request.get("energy_j"))
            return {"id": ident, "observed": True, "recorded": recorded}
        raise ValueError(f"unknown op {op!r} (place, observe, ping)")
    except Exception as exc:  # noqa: BLE001 - a bad line gets an error object, the server goes on
        message = str(exc) if isinstance(exc, (DescriptorError, ValueError)) else f"{type(exc).__name__}: {exc}"
        return {"id": ident if isinstance(ident, (str, int, float)) or ident is None else str(ident),
                "error": f"line {number}: {message}" if not message.startswith(f"line {number}") else message}
