#!/usr/bin/env python3
"""Kerncraft (RRZE-HPC) beside the advisor's CPU model on the PolyBench/C kernels of this repo.

Kerncraft is AGPL-licensed: it is NOT a dependency of the advisor and nothing in the package or
the tests imports this script. Run it with the Python of a separate environment that has
Kerncraft and OSACA installed:

    python3 -m venv /tmp/kc && /tmp/kc/bin/pip install kerncraft osaca     # kerncraft 0.8.18, osaca 0.7.1
    /tmp/kc/bin/python validation/cpu/kerncraft_compare.py predict [--datasets SMALL,MEDIUM,LARGE]
        [--machine validation/cpu/kerncraft/zen1-epyc-vm.yml] [--clock 2.55] [--platform validation/cpu/host-zen1-datasheet.yaml]
        [--kernels gemm,atax] [--models ECM,RooflineASM] [--out validation/cpu/kerncraft-predictions.csv] [--nice 19]
        [--resume] [--subprocess]
    /tmp/kc/bin/python validation/cpu/kerncraft_compare.py advisor [--platform ...]   # only the advisor rows, again
    /tmp/kc/bin/python validation/cpu/kerncraft_compare.py compare [--csv validation/cpu/kerncraft-predictions.csv]
        [--machine ...] [--measured validation/cpu/polybench-threads-20261124.csv] [--allow-other-host] [--table]

``predict`` runs, for every PolyBench loop that has a Kerncraft kernel file under
``validation/cpu/kerncraft/kernels/`` (one file per entry of the workload's ``cpu_loops``, since
Kerncraft takes one perfect loop nest per file), one ``kerncraft`` process per (loop, dataset,
model):

    kerncraft -p ECM -m validation/cpu/kerncraft/zen1-epyc-vm.yml KERNEL.c -i OSACA
        --clean-intermediates --json OUT.json -D N 400 ...  [--pointer-increment B]

(``-p RooflineASM`` for the Roofline model: the Roofline variant that uses the in-core model
without IACA). Each run is timed (wall clock of the process, and its CPU time), in a fresh
temporary directory with ``--clean-intermediates`` so that every prediction compiles and
analyses its loop from scratch. Kerncraft predicts one core's steady state in cycles per cache
line (cy/CL: 8 iterations of the innermost loop for double, 16 for float); the script converts it
to seconds for the whole loop:

    seconds = iterations x (cy/CL / iterations per CL) / clock

with ``iterations`` the loop's ``cpu_loops[].iterations`` of workloads/polybench.yaml at the
dataset's sizes (the true, possibly triangular, trip count; the formula is parsed by the advisor's
own grammar, advisor/schema/expr.py, never eval) and ``clock`` the machine file's ``clock`` (zen1-epyc-vm.yml:
2.55 GHz, the EPYC 7551's all-core boost, as boost_clock of validation/cpu/host-zen1-datasheet.yaml).
``--clock GHZ`` overrides it for both Kerncraft and the conversion: Kerncraft then gets a temporary
copy of the machine file with that clock line (its benchmark bandwidths stay as written, in GB/s).
Kernels sum their loops, as the advisor does. It also times the advisor's own prediction for the
same kernels (``recommend_kernel(...).cpu.time_s`` on ``--platform``, default
validation/cpu/host-zen1-datasheet.yaml, restricted to one core and one thread) in the repo's .venv
and writes those rows too (model ``advisor-1core``).

``compare`` reads the predictions and the 1-thread rows (``threads`` = 1) of the measured CSVs,
and prints per dataset the MAPE of Kerncraft ECM, Kerncraft Roofline and the advisor over the
kernels Kerncraft could model (twice: kernels whose loops are all as written, and all kernels with
a prediction, including rectangularised triangular loops), plus the median time per prediction.
Kerncraft predicts one core, so only 1-thread measurements are used. The machine file (``--machine``)
names the host it describes in its ``model name`` line ("family F model M": zen1-epyc-vm.yml the Zen 1
guest of polybench-threads-20261123.csv, family 23 model 1; zen4-epyc-vm.yml the previous, Zen 4 guest
of validation/cpu/measurements.csv, family 25 model 17); measurements from a host with another CPU
(the ``host_cpu`` column) are refused unless --allow-other-host, and then labelled.

Loop statuses (column ``status``):
  as written       the kernel file is the loop nest of calibration/polybench.c (statements outside the
                   innermost loop, O(lower order), left out as in cpu_loops)
  ascending        a descending loop written ascending (Kerncraft takes only `<` conditions): the same
                   accesses in the opposite order
  rectangularised  a triangular bound (depending on an outer index) replaced by the full range, which
                   Kerncraft's cache predictors reject; the cycles per iteration of the rectangle are
                   applied to the true triangular iteration count
  unparsed         no Kerncraft model possible (reason in notes)
"""

from __future__ import annotations

import argparse
import csv
import glob
import importlib.util
import json
import math
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
KC_DIR = HERE / "kerncraft"
KERNEL_DIR = KC_DIR / "kernels"
# Defaults: the host of validation/cpu/polybench-threads-20261123.csv (2-vCPU KVM guest on a Zen 1 EPYC,
# family 23 model 1) and its datasheet platform. The previous host (Zen 4 guest, family 25 model 17, of
# validation/cpu/measurements.csv): --machine validation/cpu/kerncraft/zen4-epyc-vm.yml
# --platform validation/cpu/epyc-vm-2c.yaml.
MACHINE = KC_DIR / "zen1-epyc-vm.yml"
WORKLOAD = REPO / "workloads" / "polybench.yaml"
PLATFORM = HERE / "host-zen1-datasheet.yaml"
ADVISOR_PYTHON = REPO / ".venv" / "bin" / "python"
DEFAULT_OUT = HERE / "kerncraft-predictions.csv"
DEFAULT_MEASURED = str(HERE / "polybench-threads-20261124.csv")  # one day: the VM's clock differs between days
DATASETS = ("SMALL", "MEDIUM", "LARGE")
MODELS = ("ECM", "RooflineASM")

AS_WRITTEN, ASCENDING, RECT, UNPARSED = "as written", "ascending", "rectangularised", "unparsed"

# (kernel, loop) -> (status, note). Loop names are the workload's cpu_loops names; the file is
# kernels/KERNEL.LOOP.c. Every cpu_loops entry of the 30 kernels appears here.
LOOPS: dict[tuple[str, str], tuple[str, str]] = {
    ("correlation", "mean"): (AS_WRITTEN, ""),
    ("correlation", "stddev"): (AS_WRITTEN, ""),
    ("correlation", "normalise"): (AS_WRITTEN, "sqrt(float_n) hoisted as a scalar"),
    ("correlation", "corr"): (RECT, "j > i"),
    ("covariance", "mean"): (AS_WRITTEN, ""),
    ("covariance", "centre"): (AS_WRITTEN, ""),
    ("covariance", "cov"): (RECT, "j >= i"),
    ("gemm", "scale"): (AS_WRITTEN, "own nest (in the source it shares the i loop with update)"),
    ("gemm", "update"): (AS_WRITTEN, ""),
    ("gemver", "rank2"): (AS_WRITTEN, ""),
    ("gemver", "xAt"): (AS_WRITTEN, ""),
    ("gemver", "xz"): (AS_WRITTEN, ""),
    ("gemver", "wAx"): (AS_WRITTEN, ""),
    ("gesummv", "matvec2"): (AS_WRITTEN, ""),
    ("symm", "update"): (RECT, "k < i"),
    ("syr2k", "scale"): (RECT, "j <= i"),
    ("syr2k", "update"): (RECT, "j <= i"),
    ("syrk", "scale"): (RECT, "j <= i"),
    ("syrk", "update"): (RECT, "j <= i"),
    ("trmm", "update"): (RECT, "k > i"),
    ("2mm", "tmp"): (AS_WRITTEN, ""),
    ("2mm", "D"): (AS_WRITTEN, ""),
    ("3mm", "E"): (AS_WRITTEN, ""),
    ("3mm", "F"): (AS_WRITTEN, ""),
    ("3mm", "G"): (AS_WRITTEN, ""),
    ("atax", "Ax"): (AS_WRITTEN, ""),
    ("atax", "Aty"): (AS_WRITTEN, "own nest (in the source it shares the i loop with Ax)"),
    ("bicg", "fused"): (AS_WRITTEN, ""),
    ("doitgen", "sum"): (AS_WRITTEN, ""),
    ("doitgen", "copy"): (AS_WRITTEN, ""),
    ("mvt", "x1"): (AS_WRITTEN, ""),
    ("mvt", "x2"): (AS_WRITTEN, ""),
    ("cholesky", "row"): (RECT, "k < j < i"),
    ("cholesky", "diag"): (RECT, "k < i"),
    ("durbin", "dot"): (RECT, "i < k"),
    ("durbin", "update"): (RECT, "i < k"),
    ("durbin", "copy"): (RECT, "i < k"),
    ("gramschmidt", "norm"): (AS_WRITTEN, ""),
    ("gramschmidt", "normalise"): (AS_WRITTEN, ""),
    ("gramschmidt", "dot"): (RECT, "j > k"),
    ("gramschmidt", "update"): (RECT, "j > k"),
    ("lu", "lower"): (RECT, "k < j < i"),
    ("lu", "upper"): (RECT, "k < i <= j"),
    ("ludcmp", "lower"): (RECT, "k < j < i"),
    ("ludcmp", "upper"): (RECT, "k < i <= j"),
    ("ludcmp", "forward"): (RECT, "j < i"),
    ("ludcmp", "back"): (RECT, "j > i, i descending (written ascending)"),
    ("trisolv", "row"): (RECT, "j < i"),
    ("deriche", "row_causal"): (AS_WRITTEN, "float"),
    ("deriche", "row_anticausal"): (ASCENDING, "float; j descending in the source"),
    ("deriche", "combine_rows"): (AS_WRITTEN, "float"),
    ("deriche", "col_causal"): (AS_WRITTEN, "float"),
    ("deriche", "col_anticausal"): (ASCENDING, "float; i descending in the source"),
    ("deriche", "combine_cols"): (AS_WRITTEN, "float"),
    ("floyd-warshall", "relax"): (UNPARSED, "int data (Kerncraft models float/double only) and a conditional "
                                  "expression (a < b ? a : b): its C subset has neither"),
    ("nussinov", "split"): (UNPARSED, "int/char data, max() as a conditional expression, if statements "
                            "and a triangular bound: outside Kerncraft's C subset"),
    ("adi", "col_forward"): (AS_WRITTEN, "loop-invariant scalar expressions named (minus_c = -c, ...)"),
    ("adi", "col_back"): (ASCENDING, "j descending in the source"),
    ("adi", "row_forward"): (AS_WRITTEN, "loop-invariant scalar expressions named"),
    ("adi", "row_back"): (ASCENDING, "j descending in the source"),
    ("fdtd-2d", "ey"): (AS_WRITTEN, ""),
    ("fdtd-2d", "ex"): (AS_WRITTEN, ""),
    ("fdtd-2d", "hz"): (AS_WRITTEN, ""),
    ("heat-3d", "AtoB"): (AS_WRITTEN, ""),
    ("heat-3d", "BtoA"): (AS_WRITTEN, ""),
    ("jacobi-1d", "AtoB"): (AS_WRITTEN, ""),
    ("jacobi-1d", "BtoA"): (AS_WRITTEN, ""),
    ("jacobi-2d", "AtoB"): (AS_WRITTEN, ""),
    ("jacobi-2d", "BtoA"): (AS_WRITTEN, ""),
    ("seidel-2d", "sweep"): (AS_WRITTEN, ""),
}

# Kerncraft derives "elements per assembly-block iteration" from the increment of the pointer of
# the array the loop stores to (``--pointer-increment auto``). Where the only store in the loop
# block goes to a loop-invariant address (a reduction whose accumulator GCC stores every
# iteration because it may alias: mvt, 2mm, ...) or there is none, that detection gives up and
# Kerncraft asks for ``--pointer-increment BYTES``. The script then applies Kerncraft's own rule
# to the loads as well (see fallback_pointer_increment) on the block Kerncraft selected, and
# reruns with that value; the CSV notes say so.


def read_yaml(path: Path):
    import ruamel.yaml  # a Kerncraft dependency

    return ruamel.yaml.YAML(typ="safe", pure=True).load(path.read_text())


def _advisor_expr():
    """The advisor's formula grammar, advisor/schema/expr.py (``compile_expression``), loaded from its file.

    This script runs in the Kerncraft venv, where ``import advisor`` fails (the package's __init__ pulls in
    PyYAML and the rest of the advisor's dependencies); advisor/schema/expr.py itself needs only the standard
    library, so it is loaded on its own, unchanged: the same grammar and limits as every workload formula.
    """
    name = "_advisor_expr"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, REPO / "advisor" / "schema" / "expr.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses looks the module up while the class is built
        spec.loader.exec_module(module)
    return sys.modules[name]


def eval_count(expr: str | int | float, sizes: dict[str, int]) -> float:
    """A cpu_loops ``iterations`` formula at the dataset's sizes, parsed by advisor.schema.expr (never eval)."""
    return _advisor_expr().compile_expression(expr, sizes).evaluate({k: float(v) for k, v in sizes.items()})


def parse_unit(text) -> float:
    """'2.02 cy/CL', '14.80 GIt/s', 'inf It/s' (Kerncraft's PrefixedUnit as JSON) -> base value."""
    if isinstance(text, (int, float)):
        return float(text)
    m = re.match(r"^\s*([-+0-9.eE]+|inf|nan)\s*([kMGTP]?)(.*)$", str(text))
    if not m:
        raise ValueError(f"cannot parse {text!r}")
    scale = {"": 1.0, "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15}[m.group(2)]
    # a unit that itself starts with a prefix letter (none of cy/CL, cy/It, It/s, FLOP/s does) would misparse
    return float(m.group(1)) * scale


def machine_clock_hz(machine: Path) -> float:
    text = machine.read_text()
    m = re.search(r"^clock:\s*([0-9.]+)\s*GHz", text, re.M)
    if not m:
        raise SystemExit(f"{machine}: no 'clock: X GHz' line")
    return float(m.group(1)) * 1e9


def machine_host(machine: Path) -> tuple[int, int] | None:
    """(cpu family, model) that the machine file's ``model name`` line names ("family 23 model 1")."""
    m = re.search(r"^model name:.*?family (\d+),? model (\d+)", machine.read_text(), re.M)
    return (int(m.group(1)), int(m.group(2))) if m else None


def machine_incore(machine: Path) -> str:
    m = re.search(r"^\s*-\s*OSACA:\s*(\S+)", machine.read_text(), re.M)
    return m.group(1) if m else "?"


def use_machine(machine: Path, clock_ghz: float | None, workdir: Path) -> tuple[Path, float]:
    """Set the machine file Kerncraft gets (module global MACHINE, inherited by the forked predictions).

    With a clock other than the file's, Kerncraft gets a copy of the file in ``workdir`` whose only change
    is the ``clock:`` line, so that its cycle counts and this script's cycles -> seconds use one clock.
    Returns (file passed to Kerncraft, clock in Hz).
    """
    global MACHINE
    file_hz = machine_clock_hz(machine)
    if clock_ghz is None or abs(clock_ghz * 1e9 - file_hz) < 1.0:
        MACHINE = machine
        return machine, file_hz
    text = re.sub(r"^clock:.*$", f"clock: {clock_ghz:g} GHz   # --clock {clock_ghz:g} (file: {file_hz / 1e9:g} GHz)",
                  machine.read_text(), count=1, flags=re.M)
    copy = workdir / machine.name
    copy.write_text(text)
    MACHINE = copy
    return copy, clock_ghz * 1e9


def element_bytes(kernel_file: Path) -> int:
    return 4 if re.search(r"^\s*float\s", kernel_file.read_text(), re.M) else 8


def versions() -> tuple[str, str]:
    from importlib import metadata

    kc, osaca = metadata.version("kerncraft"), metadata.version("osaca")
    return kc, osaca


# ------------------------------------------------------------------------------------------ predict

def kerncraft_exe(args) -> str:
    if args.kerncraft:
        return args.kerncraft
    exe = Path(sys.executable).with_name("kerncraft")
    if exe.exists():
        return str(exe)
    found = shutil.which("kerncraft")
    if not found:
        raise SystemExit("kerncraft not found: run this script with the Python of the Kerncraft venv, or pass --kerncraft")
    return found


def kerncraft_argv(model: str, kernel_path: Path, sizes: dict[str, int], pointer_increment: int | None,
                   clean: bool = True) -> list[str]:
    argv = ["-p", model, "-m", str(MACHINE), str(kernel_path), "-i", "OSACA"]
    if clean:
        argv.append("--clean-intermediates")
    for name, value in sizes.items():
        argv += ["-D", name, str(int(value))]
    if pointer_increment:
        argv += ["--pointer-increment", str(pointer_increment)]
    return argv


def _failure(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    key = [ln for ln in lines if re.search(r"rror|failed|assert", ln)]
    return (key[-1] if key else lines[-1] if lines else "no output")[:300]


def run_kerncraft(exe: str, model: str, kernel_file: Path, sizes: dict[str, int], pointer_increment: int | None,
                  timeout: float, in_process: bool = True, keep: Path | None = None) -> tuple[dict | None, float, float, str]:
    """One prediction: (results or None, wall seconds, CPU seconds incl. the compiler, message).

    In-process (default): kerncraft.kerncraft.run() on freshly parsed arguments, as the CLI does,
    timed without the interpreter start-up and imports (about 1.5 s per process, paid once);
    the machine file's YAML is parsed once and cached by Kerncraft itself, like the advisor's
    platform. The C compiler and everything else of the model run inside the timing. With
    in_process=False the `kerncraft` executable runs in a subprocess and the whole process is timed.
    """
    work = Path(tempfile.mkdtemp(prefix="kc-"))
    try:
        path = work / kernel_file.name
        shutil.copy(kernel_file, path)
        argv = kerncraft_argv(model, path, sizes, pointer_increment, clean=keep is None)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        if in_process:
            import contextlib
            import io

            from kerncraft import kerncraft as kc

            parser = kc.create_parser()
            args = parser.parse_args(argv)
            kc.check_arguments(args, parser)
            buf = io.StringIO()
            cpu0, t0 = time.process_time(), time.perf_counter()
            try:
                with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
                    storage = kc.run(parser, args, output_file=buf)
                result, msg = next(iter(storage.values())), ""
            except SystemExit as e:
                result, msg = None, f"kerncraft exit {e.code}: {_failure(buf.getvalue())}"
            except Exception as e:  # noqa: BLE001 - Kerncraft's parser and predictors raise anything
                result, msg = None, f"{type(e).__name__}: {str(e)[:300]}"
            wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
        else:
            t0 = time.perf_counter()
            cpu = 0.0
            try:
                proc = subprocess.run([exe, *argv, "--json", str(work / "out.json")], cwd=work, capture_output=True,
                                      text=True, timeout=timeout)
            except subprocess.TimeoutExpired:
                return None, time.perf_counter() - t0, float("nan"), f"timed out after {timeout:g} s"
            wall = time.perf_counter() - t0
            out = work / "out.json"
            if proc.returncode == 0 and out.exists():
                result, msg = next(iter(json.loads(out.read_text()).values())), ""
            else:
                result, msg = None, f"kerncraft exit {proc.returncode}: {_failure(proc.stdout + proc.stderr)}"
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu += (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if keep is not None:
            for asm in work.glob(f".{kernel_file.name}_kerncraft/**/kernel.s"):
                shutil.copy(asm, keep)
                break
        return result, wall, cpu, msg
    finally:
        shutil.rmtree(work, ignore_errors=True)


def isolated_run(*args, timeout: float, **kwargs) -> tuple[dict | None, float, float, str]:
    """run_kerncraft in a forked child: a crash in Kerncraft's C cache simulator (it happens on some
    out-of-range index patterns) costs that prediction only. The child inherits the parent's imports
    and caches (warmed before the first prediction), so the fork adds no start-up to the timing."""
    import select
    import signal

    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(r)
        try:
            from kerncraft.kerncraft import jsonify_obj

            result, wall, cpu, msg = run_kerncraft(*args, **kwargs)
            data = json.dumps([jsonify_obj(result) if result is not None else None, wall, cpu, msg])
        except BaseException as e:  # noqa: BLE001 - the child reports every failure to the parent, then exits
            data = json.dumps([None, float("nan"), float("nan"), f"{type(e).__name__}: {e}"])
        with os.fdopen(w, "w") as f:
            f.write(data)
        os._exit(0)
    os.close(w)
    chunks, deadline = [], time.monotonic() + timeout
    with os.fdopen(r) as f:
        while True:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([f], [], [], max(0.0, left))
            if not ready:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return None, timeout, float("nan"), f"timed out after {timeout:g} s"
            chunk = f.read()
            if not chunk:
                break
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    if not chunks:
        sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
        return None, float("nan"), float("nan"), (f"Kerncraft crashed (signal {sig})" if sig else
                                                  f"Kerncraft died (exit {os.WEXITSTATUS(status)})")
    result, wall, cpu, msg = json.loads("".join(chunks))
    return result, wall, cpu, msg


def num(x) -> float:
    return parse_unit(x) if isinstance(x, str) else float(x)


def cycles_per_it(model: str, result: dict, elem: int) -> tuple[float, float, str]:
    """(cy/CL, cy/It, note) from one Kerncraft JSON result."""
    per_cl = 64 // elem
    if model == "ECM":
        cy_cl = num(result["total cycles"]["cy/CL"])
        parts = [f"T_comp {float(result['T_comp']):.2f}", f"T_RegL1 {float(result['T_RegL1']):.2f}"]
        parts += [f"T_{lvl} {num(cy):.2f}" for lvl, cy in result["cycles"]]
        if float(result.get("penalty") or 0):
            parts.append(f"penalty {float(result['penalty']):.2f}")
        return cy_cl, cy_cl / per_cl, "ECM cy/CL: " + ", ".join(parts)
    # RooflineASM: the slower of the in-core throughput and the tightest memory level
    cpu_it = num(result["cpu bottleneck"]["performance throughput"]["cy/It"])
    mem_it = num(result["min performance"]["cy/It"])
    level = "in-core"
    if mem_it > cpu_it:
        b = result["mem bottlenecks"][result["bottleneck level"]]
        level = f"{b['level']} ({b['bw kernel']} {b['bandwidth']})"
    cy_it = max(cpu_it, mem_it)
    return cy_it * per_cl, cy_it, f"Roofline bound: {level}; in-core {cpu_it:.3f} cy/It, memory {mem_it:.3f} cy/It"


def fallback_pointer_increment(exe: str, kernel_file: Path, sizes: dict[str, int], timeout: float) -> tuple[int | None, str]:
    """Bytes per assembly-block iteration where Kerncraft's auto-detection gives up.

    Kerncraft's rule (kerncraft.incore_model.x86.get_pointer_increment) looks only at the block's
    store addresses when it has any; here every memory operand counts: the registers that the block
    increments by an immediate (add/sub/inc/dec/lea) and that address memory, times the scale of
    that use; steps of at most 64 bytes (one 512-bit vector; GCC -O3 does not unroll these loops)
    that are whole elements count, the most frequent wins (ties: the smallest). A block with only
    strided walks (a column walk steps by a register or a row length) does one iteration: the
    element size. The block is the one Kerncraft selects itself (ISA.select_best_block), from the
    assembly of an ECMCPU run of the same kernel and sizes.
    """
    from collections import Counter

    from kerncraft import incore_model as im
    from osaca.parser.immediate import ImmediateOperand
    from osaca.parser.memory import MemoryOperand
    from osaca.parser.register import RegisterOperand

    keep = Path(tempfile.mkdtemp(prefix="kc-pi-"))
    try:
        isolated_run(exe, "ECMCPU", kernel_file, sizes, None, timeout, True, keep, timeout=timeout)
        asm = sorted(keep.glob("kernel.s"))
        if not asm:
            return None, "no assembly to read"
        lines = im.parse_asm(asm[0].read_text(), "x86", "csx")
        blocks = im.find_basic_loop_bodies(lines)
        label = im.ISA.get_isa("x86").select_best_block(blocks)
        block = blocks[label]
    finally:
        shutil.rmtree(keep, ignore_errors=True)
    increments: dict[str, int] = {}
    mems = []
    for ln in block:
        if ln.mnemonic is None:
            continue
        ops = ln.operands
        mems += [op for op in ops if isinstance(op, MemoryOperand) and not (op.base is not None and op.base.name == "rip")]
        m = ln.mnemonic
        if re.match(r"^inc[bwlq]?$", m):
            increments[ops[0].name] = 1
        elif re.match(r"^dec[bwlq]?$", m):
            increments[ops[0].name] = -1
        elif re.match(r"^(add|sub)[bwlq]?$", m) and len(ops) == 2 \
                and isinstance(ops[0], ImmediateOperand) and isinstance(ops[1], RegisterOperand):
            increments[ops[1].name] = int(ops[0].value) * (1 if m.startswith("add") else -1)
        elif re.match(r"^lea[bwlq]?$", m) and isinstance(ops[0], MemoryOperand) and ops[0].base is not None \
                and ops[0].index is None and ops[0].base.name == ops[1].name and ops[0].offset is not None:
            increments[ops[1].name] = int(ops[0].offset.value)
    bytes_per_block = Counter()
    for op in mems:
        if op.base is not None and op.base.name in increments:
            bytes_per_block[abs(increments[op.base.name])] += 1
        if op.index is not None and op.index.name in increments:
            bytes_per_block[abs(increments[op.index.name] * int(op.scale or 1))] += 1
    elem = element_bytes(kernel_file)
    steps = {b: n for b, n in bytes_per_block.items() if b and b % elem == 0 and b <= 64}
    if not steps:
        # only strided walks (column walks step by a register or by a row's length): one iteration per block
        return elem, f"block {label}: no unit-stride walk, one iteration per block"
    best = sorted(steps.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
    return best, f"fallback rule on block {label}: {dict(bytes_per_block)}"


ADVISOR_CODE = r"""
import dataclasses, json, statistics, sys, time
t0 = time.perf_counter()
sys.path.insert(0, sys.argv[1])
from advisor.platform import load_platform
from advisor.core.recommend import recommend_kernel
from advisor.workload import load_workload
w = load_workload(sys.argv[2])
p = load_platform(sys.argv[3])
p1 = dataclasses.replace(p, cpu=dataclasses.replace(p.cpu, sockets=1, cores_per_socket=1, threads_per_core=1))
load_s = time.perf_counter() - t0
rows = []
for kernel in sys.argv[5].split(","):
    for ds in sys.argv[4].split(","):
        k = w.kernels[kernel]
        times = []
        for rep in range(6):
            t = time.perf_counter()
            r = recommend_kernel(w, k, p1, ds)
            times.append(time.perf_counter() - t)
        rows.append({"kernel": kernel, "dataset": ds, "time_s": r.cpu.time_s, "first_s": times[0],
                     "median_s": statistics.median(times[1:])})
print(json.dumps({"load_s": load_s, "rows": rows}))
"""


def advisor_predictions(kernels: list[str], datasets: list[str], platform: Path) -> dict:
    if not ADVISOR_PYTHON.exists():
        print(f"advisor: {ADVISOR_PYTHON} missing, advisor rows skipped", file=sys.stderr)
        return {"load_s": float("nan"), "rows": []}
    proc = subprocess.run([str(ADVISOR_PYTHON), "-c", ADVISOR_CODE, str(REPO), str(WORKLOAD), str(platform),
                           ",".join(datasets), ",".join(kernels)], capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        print(f"advisor: failed: {proc.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
        return {"load_s": float("nan"), "rows": []}
    return json.loads(proc.stdout)


COLUMNS = ("kernel", "dataset", "loop", "model", "status", "iterations", "cy_per_cl", "cy_per_it", "clock_ghz",
           "predicted_s", "seconds_per_prediction", "cpu_seconds_per_prediction", "kerncraft_version", "notes")


def fmt(x, digits=6):
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return ""
    return f"{x:.{digits}g}" if isinstance(x, float) else str(x)


def predict_one(exe, model, kfile, sizes, pi, timeout, inproc):
    if inproc:
        return isolated_run(exe, model, kfile, sizes, pi, timeout, True, timeout=timeout)
    return run_kerncraft(exe, model, kfile, sizes, pi, timeout, False)


def cmd_predict(args) -> int:
    exe = kerncraft_exe(args)
    kc_version, osaca_version = versions()
    machine_dir = Path(tempfile.mkdtemp(prefix="kc-machine-"))
    machine_file, clock = use_machine(Path(args.machine).resolve(), args.clock, machine_dir)
    print(f"machine file {machine_file} ({Path(args.machine).name}), clock {clock / 1e9:g} GHz", file=sys.stderr)
    workload = read_yaml(WORKLOAD)["kernels"]
    datasets = [d for d in args.datasets.split(",") if d]
    models = [m for m in args.models.split(",") if m]
    kernels = [k for k in args.kernels.split(",") if k] or list(workload)
    for k in kernels:
        if k not in workload:
            raise SystemExit(f"unknown kernel {k}")
    timing = "timed as a whole kerncraft process" if args.subprocess else "timed in-process kerncraft.run()"
    clock_note = "" if machine_file == Path(args.machine).resolve() else f" at --clock {clock / 1e9:g} GHz"
    version_tag = (f"kerncraft {kc_version}, osaca {osaca_version}, machine {Path(args.machine).name}{clock_note}, "
                   f"in-core OSACA {machine_incore(machine_file)}; {timing}")

    # OSACA builds a pickled cache of its machine model on first use (about a minute); pay it before timing
    warm = KERNEL_DIR / "gemm.update.c"
    if args.nice:
        os.nice(args.nice)  # this process and the compilers it starts
    inproc = not args.subprocess
    warmed = False

    def warm_up() -> None:
        # in this process (not forked), so that every forked prediction inherits the imports and caches
        _, warm_s, _, msg = run_kerncraft(exe, "ECMCPU", warm, {"NI": 60, "NJ": 70, "NK": 80}, None, args.timeout, inproc)
        print(f"warm-up (ECMCPU gemm.update SMALL, first use builds OSACA's cache): {warm_s:.1f} s {msg}", file=sys.stderr)

    rows: list[dict] = []
    out = Path(args.out)
    done: set[tuple[str, str, str]] = set()
    if args.resume and out.exists():  # keep the Kerncraft rows of every (kernel, dataset, model) with a total row
        with out.open(newline="") as f:
            old = [r for r in csv.DictReader(f) if r["model"] != "advisor-1core"]
        done = {(r["kernel"], r["dataset"], r["model"]) for r in old if r["loop"] == "*"}
        rows = [r for r in old if (r["kernel"], r["dataset"], r["model"]) in done]
        print(f"resuming {out}: {len(done)} (kernel, dataset, model) kept", file=sys.stderr)
    adv_rows = advisor_rows(kernels, datasets, Path(args.platform))
    increments: dict[tuple[str, str, str], tuple[int | None, str]] = {}
    for ds in datasets:
        for kernel in kernels:
            spec = workload[kernel]
            loops = [entry["name"] for entry in spec["cpu_loops"]]
            sizes = {k: int(v) for k, v in spec["datasets"][ds].items()}
            for model in models:
                if (kernel, ds, model) in done:
                    continue
                total, wall_sum, cpu_sum, statuses, ok = 0.0, 0.0, 0.0, set(), True
                for entry in spec["cpu_loops"]:
                    loop = entry["name"]
                    status, note = LOOPS.get((kernel, loop), (UNPARSED, "no entry in LOOPS"))
                    statuses.add(status)
                    iters = eval_count(entry["iterations"], sizes)
                    base = {"kernel": kernel, "dataset": ds, "loop": loop, "model": model, "status": status,
                            "iterations": fmt(iters), "clock_ghz": fmt(clock / 1e9, 4), "kerncraft_version": version_tag}
                    kfile = KERNEL_DIR / f"{kernel}.{loop}.c"
                    if status == UNPARSED or not kfile.exists():
                        rows.append({**base, "notes": note or f"{kfile.name} missing"})
                        ok = False
                        continue
                    if not warmed:
                        warm_up()
                        warmed = True
                    pi, pi_note = increments.get((kernel, loop, ds), (None, ""))
                    result, wall, cpu, msg = predict_one(exe, model, kfile, sizes, pi, args.timeout, inproc)
                    if result is None and "pointer_increment could not be detected" in msg and pi is None:
                        pi, pi_note = fallback_pointer_increment(exe, kfile, sizes, args.timeout)
                        increments[(kernel, loop, ds)] = (pi, pi_note)
                        if pi:
                            result, wall, cpu, msg = predict_one(exe, model, kfile, sizes, pi, args.timeout, inproc)
                    wall_sum += wall
                    cpu_sum += cpu
                    extra = f"triangular bound ({note}) rectangularised" if status == RECT else note
                    if result is None:
                        rows.append({**base, "seconds_per_prediction": fmt(wall, 4), "cpu_seconds_per_prediction": fmt(cpu, 4),
                                     "notes": "; ".join(x for x in (msg, extra) if x)})
                        ok = False
                        print(f"{kernel:15s} {loop:15s} {ds:6s} {model:11s} FAILED {msg}", file=sys.stderr)
                        continue
                    cy_cl, cy_it, how = cycles_per_it(model, result, element_bytes(kfile))
                    seconds = iters * cy_it / clock
                    total += seconds
                    pin = f"--pointer-increment {pi} ({pi_note})" if pi else ""
                    rows.append({**base, "cy_per_cl": fmt(cy_cl, 5), "cy_per_it": fmt(cy_it, 5), "predicted_s": fmt(seconds),
                                 "seconds_per_prediction": fmt(wall, 4), "cpu_seconds_per_prediction": fmt(cpu, 4),
                                 "notes": "; ".join(x for x in (how, extra, pin) if x)})
                    print(f"{kernel:15s} {loop:15s} {ds:6s} {model:11s} {cy_cl:9.2f} cy/CL {seconds:10.4g} s  ({wall:.1f} s wall)",
                          file=sys.stderr)
                kstatus = UNPARSED if not ok else (RECT if RECT in statuses else AS_WRITTEN)
                rows.append({"kernel": kernel, "dataset": ds, "loop": "*", "model": model, "status": kstatus,
                             "clock_ghz": fmt(clock / 1e9, 4), "predicted_s": fmt(total) if ok else "",
                             "seconds_per_prediction": fmt(wall_sum, 4), "cpu_seconds_per_prediction": fmt(cpu_sum, 4),
                             "kerncraft_version": version_tag,
                             "notes": f"sum of {len(loops)} loops" if ok else "no kernel total: a loop has no Kerncraft prediction"})

            write_rows(out, rows + adv_rows)
    write_rows(out, rows + adv_rows)
    shutil.rmtree(machine_dir, ignore_errors=True)
    print(f"wrote {out} ({len(rows) + len(adv_rows)} rows)", file=sys.stderr)
    return 0


def advisor_rows(kernels: list[str], datasets: list[str], platform: Path) -> list[dict]:
    adv = advisor_predictions(kernels, datasets, platform)
    return [{"kernel": r["kernel"], "dataset": r["dataset"], "loop": "*", "model": "advisor-1core", "status": "",
             "predicted_s": fmt(r["time_s"]), "seconds_per_prediction": fmt(r["median_s"], 4),
             "notes": f"advisor recommend_kernel(...).cpu.time_s, {platform.name} restricted to 1 core x 1 thread; "
                      f"median of 5 calls after a first ({r['first_s']:.2g} s); loading workload+platform "
                      f"once {adv['load_s']:.2g} s"} for r in adv["rows"]]


def cmd_advisor(args) -> int:
    """(Re)compute only the advisor rows of an existing predictions CSV."""
    out = Path(args.csv)
    with out.open(newline="") as f:
        rows = [r for r in csv.DictReader(f) if r["model"] != "advisor-1core"]
    kernels = list(dict.fromkeys(r["kernel"] for r in rows))
    datasets = [d for d in DATASETS if any(r["dataset"] == d for r in rows)]
    adv = advisor_rows(kernels, datasets, Path(args.platform))
    if not adv:
        return 1
    write_rows(out, rows + adv)
    print(f"wrote {out}: {len(adv)} advisor rows", file=sys.stderr)
    return 0


def write_rows(out: Path, rows: list[dict]) -> None:
    tmp = out.with_suffix(out.suffix + ".tmp")
    with tmp.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS)
        writer.writeheader()
        for r in rows:
            writer.writerow({c: r.get(c, "") for c in COLUMNS})
    tmp.replace(out)


# ------------------------------------------------------------------------------------------ compare

def load_measured(pattern: str, allow_other_host: bool, target: tuple[int, int] | None) -> tuple[dict, list[str]]:
    """(kernel, dataset) -> median over passes of the 1-thread time; plus notes. ``target``: the
    (cpu family, model) the machine file describes; rows from another host_cpu are skipped unless allowed."""
    runs: dict[tuple[str, str], list[float]] = {}
    notes, hosts = [], set()
    for path in sorted(glob.glob(pattern)):
        with open(path, newline="") as f:
            for r in csv.DictReader(f):
                if str(r.get("threads", "")).strip() != "1":
                    continue
                host = r.get("host_cpu", "")
                m = re.search(r"family (\d+), model (\d+)", host)
                fam_model = (int(m.group(1)), int(m.group(2))) if m else None
                hosts.add((path, host))
                if fam_model != target and not allow_other_host:
                    continue
                seconds = r.get("seconds") or r.get("measured_median_s")
                if seconds:
                    runs.setdefault((r["kernel"], r["dataset"]), []).append(float(seconds))
    for path, host in sorted(hosts):
        m = re.search(r"family (\d+), model (\d+)", host)
        same = m and (int(m.group(1)), int(m.group(2))) == target
        want = f"family {target[0]}, model {target[1]}" if target else "no family/model in its model name"
        notes.append(f"{Path(path).name}: host {host!r}" + ("" if same else
                     f"  <-- NOT the host the machine file describes ({want})"
                     + (": used anyway (--allow-other-host)" if allow_other_host else ": skipped (--allow-other-host to use)")))
    return {k: statistics.median(v) for k, v in runs.items()}, notes


def mape(pairs: list[tuple[float, float]]) -> float:
    return 100.0 * statistics.fmean(abs(p - m) / m for p, m in pairs) if pairs else float("nan")


def cmd_compare(args) -> int:
    with open(args.csv, newline="") as f:
        rows = list(csv.DictReader(f))
    totals = [r for r in rows if r["loop"] == "*"]
    pred: dict[tuple[str, str, str], float] = {}
    status: dict[tuple[str, str], str] = {}
    for r in totals:
        if r["predicted_s"]:
            pred[(r["model"], r["kernel"], r["dataset"])] = float(r["predicted_s"])
        if r["model"] != "advisor-1core":
            status[(r["kernel"], r["dataset"])] = r["status"]
    models = sorted({r["model"] for r in totals}, key=lambda m: (m == "advisor-1core", m))
    datasets = [d for d in DATASETS if any(r["dataset"] == d for r in totals)]

    print("Time per prediction (wall s; CPU s of the process), per dataset:")
    for ds in datasets:
        cells = []
        for model in models:
            sel = [r for r in rows if r["model"] == model and r["dataset"] == ds and r["seconds_per_prediction"] and r["predicted_s"]
                   and (r["loop"] != "*" or model == "advisor-1core")]
            if sel:
                cells.append(f"{model} {statistics.median(float(r['seconds_per_prediction']) for r in sel):.3g} s (n={len(sel)})")
        print(f"  {ds:8s} median " + ", ".join(cells))
    print("All datasets:")
    for model in models:
        loop_rows = [r for r in rows if r["model"] == model and r["seconds_per_prediction"] and r["predicted_s"]
                     and (r["loop"] != "*" or model == "advisor-1core")]
        walls = [float(r["seconds_per_prediction"]) for r in loop_rows]
        cpus = [float(r["cpu_seconds_per_prediction"]) for r in loop_rows if r.get("cpu_seconds_per_prediction")]
        kern = [float(r["seconds_per_prediction"]) for r in totals if r["model"] == model and r["seconds_per_prediction"]]
        if walls:
            what = "per kernel" if model == "advisor-1core" else "per loop"
            print(f"  {model:14s} median {statistics.median(walls):.3g} s {what} (n={len(walls)}, max {max(walls):.3g} s)"
                  + (f", CPU median {statistics.median(cpus):.3g} s" if cpus else "")
                  + ("" if model == "advisor-1core" else f"; per kernel (sum of its loops) median {statistics.median(kern):.3g} s"))

    parsed = sorted({k for (k, d), s in status.items() if s != UNPARSED})
    exact = sorted({k for (k, d), s in status.items() if s == AS_WRITTEN})
    print(f"\nKernels with a Kerncraft prediction: {len(parsed)} ({', '.join(parsed)})")
    print(f"  of which every loop as written (or only reversed): {len(exact)} ({', '.join(exact)})")
    print(f"  none: {', '.join(sorted({k for (k, d), s in status.items() if s == UNPARSED}))}")

    machine = Path(args.machine)
    tags = sorted({r["kerncraft_version"] for r in totals if r["model"] != "advisor-1core" and r["kerncraft_version"]})
    print(f"\nMachine file: {machine.name} (host family/model {machine_host(machine)}); predictions: " + " | ".join(tags))
    if tags and not all(f"machine {machine.name}" in t for t in tags):
        print(f"WARNING: the predictions CSV names another machine file than --machine {machine.name}")
    measured, notes = load_measured(args.measured, args.allow_other_host, machine_host(machine))
    print("\nMeasurements (1 thread):")
    for n in notes or [f"no file matches {args.measured}"]:
        print("  " + n)
    if not measured:
        print("  nothing to compare with: predictions only")
        return 0
    other = any("NOT the host" in n for n in notes)
    if other:
        print("\nWARNING: these measurements come from another CPU than the machine file and the advisor's platform\n"
              "describe: the MAPE below measures the host difference as much as either model.")
    for label, kset in (("every loop as written", exact), ("all with a prediction (incl. rectangularised)", parsed)):
        print(f"\nMAPE of the 1-core predictions vs the 1-thread measured median (median over passes), kernels: {label}"
              + (" [OTHER HOST]" if other else ""))
        print(f"  {'dataset':8s} " + " ".join(f"{m:>14s}" for m in models) + "   n")
        for ds in datasets:
            common = [k for k in kset if (k, ds) in measured and all((m, k, ds) in pred for m in models)]
            cells = [mape([(pred[(m, k, ds)], measured[(k, ds)]) for k in common]) for m in models]
            print(f"  {ds:8s} " + " ".join(f"{c:13.1f}%" for c in cells) + f"   {len(common)}")
    if args.table:
        print("\n| kernel | dataset | measured s | " + " | ".join(models) + " |")
        print("|---|---|---:|" + "---:|" * len(models))
        for ds in datasets:
            for k in parsed:
                if (k, ds) in measured:
                    cells = [f"{pred[(m, k, ds)]:.3g}" if (m, k, ds) in pred else "" for m in models]
                    print(f"| {k} | {ds} | {measured[(k, ds)]:.3g} | " + " | ".join(cells) + " |")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("predict", help="run Kerncraft (and time the advisor) and write the predictions CSV")
    p.add_argument("--datasets", default=",".join(DATASETS))
    p.add_argument("--machine", default=str(MACHINE), help="Kerncraft machine file (default: %(default)s)")
    p.add_argument("--clock", type=float, default=None,
                   help="core clock in GHz for Kerncraft and for cycles -> seconds (default: the machine file's clock)")
    p.add_argument("--platform", default=str(PLATFORM), help="advisor platform for the advisor rows (default: %(default)s)")
    p.add_argument("--kernels", default="", help="comma-separated (default: all 30)")
    p.add_argument("--models", default=",".join(MODELS), help="Kerncraft models (default: ECM,RooflineASM)")
    p.add_argument("--out", default=str(DEFAULT_OUT))
    p.add_argument("--kerncraft", default="", help="kerncraft executable (default: beside this Python)")
    p.add_argument("--nice", type=int, default=0, help="lower this process's priority (wall timings then include waiting)")
    p.add_argument("--subprocess", action="store_true",
                   help="one `kerncraft` process per prediction, timed whole (default: in-process kerncraft.run())")
    p.add_argument("--timeout", type=float, default=900.0)
    p.add_argument("--resume", action="store_true", help="keep the finished (kernel, dataset, model) of --out, run the rest")
    c = sub.add_parser("compare", help="MAPE per dataset and time per prediction")
    c.add_argument("--csv", default=str(DEFAULT_OUT))
    c.add_argument("--measured", default=DEFAULT_MEASURED)
    c.add_argument("--machine", default=str(MACHINE),
                   help="machine file the predictions used: its model name gives the host to compare with (default: %(default)s)")
    c.add_argument("--allow-other-host", action="store_true", help="compare with measurements from another CPU too")
    c.add_argument("--table", action="store_true")
    a = sub.add_parser("advisor", help="(re)compute only the advisor rows of a predictions CSV")
    a.add_argument("--csv", default=str(DEFAULT_OUT))
    a.add_argument("--platform", default=str(PLATFORM), help="advisor platform (default: %(default)s)")
    args = ap.parse_args(argv)
    return {"predict": cmd_predict, "compare": cmd_compare, "advisor": cmd_advisor}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
