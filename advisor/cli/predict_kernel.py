"""``advisor predict-kernel``: the static kernel predictor on the command line.

    advisor predict-kernel kernels/cuda/gemm.cu --kernel gemm --grid 16,64 --block 32,8 \\
        --arg ni=512 --arg nj=512 --arg nk=512 --arg alpha=1.5 --arg beta=1.2 --gpu desktop-rtx2080ti
    advisor predict-kernel --workload workloads/polybench-gpu.yaml --kernel gemm --dataset LARGE --gpu dc-a100
    advisor predict-kernel --validate validation/gpu/bspgpu-kernel-times.csv --model all

Bad input ends with one line and exit status 2 (click.BadParameter / DescriptorError).
"""

from __future__ import annotations

import json
import os
import re

import click

from ..core import registry
from ..errors import DescriptorError, UsageError
from ..files import not_a_file, oserror_text
from ..gpu.amd import InterpretError
from ..gpu.amd.toolchain import AmdToolchainError
from ..gpu.launchlimits import geometry_problem
from ..gpu.nvidia.predict import predict_kernel as _predict
from ..gpu.nvidia.ptx.loader import TARGETS
from ..gpu.nvidia.ptx.names import demangle
from ..gpu.nvidia.ptx.toolchain import ToolchainError, nvcc_available, preprocessor_flags
from ..gpu.sources import analysis_target, resolve_source
from ..layout import fit_lines
from ..schema.units import format_quantity
from .options import Number, check_names, format_option, parse_pairs

MODEL_CHOICES = (*registry.builtin_names("kernel-time"), "all")


def _dims(text: str | None, kind: str) -> tuple[int, ...] | None:
    """``--grid`` or ``--block`` (``kind``) as X[,Y[,Z]], within what CUDA launches (:mod:`advisor.gpu.launchlimits`)."""
    if text is None:
        return None
    try:
        dims = tuple(int(x) for x in text.split(","))
    except ValueError:
        dims = ()
    if not 1 <= len(dims) <= 3 or any(d < 1 for d in dims):
        raise click.BadParameter(f"expected 1 to 3 positive integers X[,Y[,Z]], got {text!r}", param_hint=f"--{kind}")
    problem = geometry_problem(kind, dims)
    if problem:
        raise click.BadParameter(problem[1], param_hint=f"--{kind}")
    return dims


def _launch(file: str | None, grid: str | None, block: str | None, files: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The grid and block of a one-launch prediction, after checking its FILE (``files``: what FILE may be)."""
    if file is None:
        raise click.BadParameter(f"missing: give FILE ({files}) or --workload", param_hint="FILE")
    if os.path.lexists(file) or (os.sep in file and not file.endswith((".cu", ".ptx"))):  # a path, not a built-in's name
        problem = not_a_file(file)
        if problem:
            raise click.BadParameter(f"{file}: {problem}", param_hint="FILE")
    g, b = _dims(grid, "grid"), _dims(block, "block")
    if g is None or b is None:
        raise click.BadParameter("missing: give both --grid and --block", param_hint="--grid/--block")
    return g, b


# The options each way of predicting reads, and why the others are not read there: one given anyway is refused,
# not ignored.
_ONE_LAUNCH = {"FILE", "--kernel", "--grid", "--block", "--arg", "--content", "--gpu", "--target", "-D", "-I", "--l1-hit",
               "--l2-hit", "--l2-resident", "--lambda", "--fit-time"}
USED_BY = {
    "--validate": ({"--validate"}, "with --validate (its CSV gives every launch and GPU)"),
    "--workload": ({"--workload", "--kernel", "--dataset", "--gpu", "--lambda"}, "with --workload (it gives every step's launch)"),
    "FILE": (_ONE_LAUNCH, "without --workload"),
    "AMD": ({"FILE", "--kernel", "--grid", "--block", "--arg", "--gpu", "-D", "-I"}, "on an AMD GPU (its AMDGCN model)"),
}


def _refuse_unused(given: dict[str, bool], mode: str) -> None:
    used, where = USED_BY[mode]
    unused = [option for option, present in given.items() if present and option not in used]
    if unused:
        raise click.BadParameter(f"not used {where}", param_hint=unused[0])


_TARGET = re.compile(r"sm_\d{2,3}[af]?")


def _check_target(target: str | None, file: str, compiled: bool) -> None:
    """--target: an sm_XX target; a shipped one unless nvcc compiles the .cu; none for a .ptx, which keeps its own."""
    if target is None:
        return
    if not _TARGET.fullmatch(target):
        raise click.BadParameter(f"expected a PTX target such as sm_80, got {target!r}", param_hint="--target")
    if file.endswith(".ptx"):
        raise click.BadParameter("a .ptx FILE keeps the target written in it", param_hint="--target")
    if target not in TARGETS and not (file.endswith(".cu") and (compiled or nvcc_available())):
        raise click.BadParameter(f"no shipped PTX for {target} and no nvcc to compile for it (shipped: {', '.join(TARGETS)})",
                                 param_hint="--target")


def _check_include_dirs(include_dirs: tuple[str, ...]) -> None:
    """-I "": an empty path is no directory (as a path it would be this one); the others are checked with the defines
    (:func:`advisor.gpu.nvidia.ptx.toolchain.preprocessor_flags`)."""
    if "" in include_dirs:
        raise click.BadParameter("an empty path names no directory", param_hint="-I")


def _echo(preds: list, title: str, fmt: str, width: int | None) -> None:
    if fmt == "json":
        click.echo(json.dumps([p.to_dict() for p in preds], indent=2, default=str))
    else:
        click.echo(fit_lines(_table(preds, title), width), nl=False)


def _args(values: tuple[str, ...], hint: str = "--arg") -> dict[str, float]:
    """NAME=VALUE pairs; a value written as an integer stays an integer (a kernel's int parameter)."""
    numbers = parse_pairs(values, hint)
    written = dict(text.partition("=")[::2] for text in values)
    return {name: int(number) if number.is_integer() and "." not in written[name] and "e" not in written[name].lower() else number
            for name, number in numbers.items()}


def _platform(text: str):
    from ..catalog import get_platform

    name, index = text, 0
    head, sep, tail = text.rpartition(":")
    if sep and tail.isdigit():
        name, index = head, int(tail)
    try:
        platform = get_platform(name)
    except DescriptorError:
        raise
    except Exception as exc:  # noqa: BLE001 - unknown name / unreadable file: one line
        raise click.BadParameter(str(exc), param_hint="--gpu") from None
    if not platform.gpus:
        raise click.BadParameter(f"platform {platform.name} has no GPU", param_hint="--gpu")
    if index >= len(platform.gpus):
        raise click.BadParameter(f"platform {platform.name} has {len(platform.gpus)} GPU model(s); index {index} is out of range", param_hint="--gpu")
    return platform, index


def _table(preds, title: str = "") -> str:
    lines = [title] if title else []
    for p in preds:
        lines += [
            f"{demangle(p.kernel)} on {p.gpu}  [model {p.model}]  grid {p.grid} block {p.block}",
            f"  predicted time      {format_quantity(p.time_s, 's')}  (launch {format_quantity(p.launch_s, 's')}, exec {format_quantity(p.exec_s, 's')})",
            f"  instruction-bound   {format_quantity(p.instruction_time_s, 's')}",
            f"  memory-bound        {format_quantity(p.memory_time_s, 's')}",
            f"  bound               {p.bound}",
            f"  waves               {p.waves}  ({p.blocks_per_sm} blocks/SM)",
            f"  occupancy           {p.occupancy:.0%}  (limiter: {p.occupancy_limiter})",
            f"  sectors/request     {p.sectors_per_request:.2f}   L1 hit {p.l1_hit:.0%}  L2 hit {p.l2_hit:.0%}",
        ]
        lines += [f"  note: {n}" for n in p.notes]
    return "\n".join(lines) + "\n"


@click.command("predict-kernel")
@click.argument("file", required=False)
@click.option("--kernel", "-k", "kernel_name", metavar="NAME", help="Kernel (PTX entry) name; with --workload, the workload kernel.")
@click.option("--grid", metavar="X,Y,Z", help="Grid in blocks.")
@click.option("--block", metavar="X,Y,Z", help="Block in threads.")
@click.option("--arg", "args", multiple=True, metavar="NAME=VALUE", help="Kernel argument; repeatable (pointers may be omitted).")
@click.option("--content", "contents", multiple=True, metavar="NAME=VALUE",
              help="What every element of pointer argument NAME holds, for kernels that branch on data "
                   "(default: pseudo-content); repeatable.")
@click.option("--gpu", "gpu_spec", metavar="PLATFORM[:INDEX]|FILE", help="Platform (name or file) whose GPU to predict for.")
@click.option("--model", "-m", type=click.Choice(MODEL_CHOICES), default="kp", show_default=True)
@click.option("--target", metavar="sm_XX", help="PTX target of a built-in or .cu kernel (default: from the GPU's compute capability, sm_75 at least).")
@click.option("-D", "defines", multiple=True, metavar="NAME[=VALUE]", help="Preprocessor define for nvcc (a .cu FILE); repeatable.")
@click.option("-I", "include_dirs", multiple=True, metavar="DIR", help="Include directory for nvcc (a .cu FILE); repeatable.")
@click.option("--l1-hit", type=Number(0, 1), default=None, help="Given L1 hit rate (the paper's l1pct) instead of the estimate.")
@click.option("--l2-hit", type=Number(0, 1), default=None, help="Given L2 hit rate (l2pct).")
@click.option("--l2-resident", is_flag=True,
              help="The kernel's arrays were just copied to the device (or written by the launch before): they start in L2 "
                   "where it holds them all.")
@click.option("--lambda", "lam", type=Number(min=0, min_open=True), default=None, help="bsp: the lambda factor (default 1).")
@click.option("--fit-time", type=Number(min=0, min_open=True), default=None, metavar="SECONDS",
              help="bsp: fit lambda so that this launch takes SECONDS (one measurement, as the BSP paper does).")
@click.option("--workload", metavar="FILE|NAME", help="Predict every step of --kernel of this workload (steps with cuda:).")
@click.option("--dataset", "-d", metavar="NAME", help="Dataset of --workload (default: its default).")
@click.option("--validate", "validate_csv", metavar="CSV", help="Print each model's error on a validation CSV (see validation/gpu/).")
@format_option(("table", "json"))
def predict_kernel_command(file, kernel_name, grid, block, args, contents, gpu_spec, model, target, defines, include_dirs, l1_hit,
                           l2_hit, l2_resident, lam, fit_time, workload, dataset, validate_csv, fmt, width):
    """Predict the time of one CUDA kernel launch from its PTX (FILE: .cu, .ptx or a built-in name)."""
    models = list(MODEL_CHOICES[:-1]) if model == "all" else [model]
    given = {"FILE": file is not None, "--grid": grid is not None, "--block": block is not None, "--arg": bool(args),
             "--content": bool(contents), "--target": target is not None, "-D": bool(defines), "-I": bool(include_dirs),
             "--l1-hit": l1_hit is not None, "--l2-hit": l2_hit is not None, "--l2-resident": l2_resident,
             "--lambda": lam is not None, "--fit-time": fit_time is not None, "--workload": workload is not None,
             "--dataset": dataset is not None, "--gpu": gpu_spec is not None, "--kernel": kernel_name is not None}
    mode = "--validate" if validate_csv is not None else "--workload" if workload is not None else "FILE"
    _refuse_unused(given, mode)
    _check_include_dirs(include_dirs)
    if validate_csv is not None:
        if not validate_csv:
            raise click.BadParameter("an empty path names no file", param_hint="--validate")
        from ..calibration.kernels import run_validation, validation_steps, validation_table
        from .calibrate import progress

        try:
            with progress(validation_steps(validate_csv, models), "validate") as step:
                report = run_validation(validate_csv, models, step=step)
        except (OSError, ValueError, KeyError) as exc:
            raise click.BadParameter(str(exc), param_hint="--validate") from None
        click.echo(json.dumps(report, indent=2) if fmt == "json" else validation_table(report, width), nl=fmt != "json")
        return
    if not gpu_spec:
        raise click.BadParameter("missing: give the GPU's platform", param_hint="--gpu")
    if not kernel_name:
        raise click.BadParameter("missing: name the kernel", param_hint="--kernel")
    platform, index = _platform(gpu_spec)
    gpu = platform.gpus[index]
    if gpu.amd is not None and models != ["kp"]:
        raise click.BadParameter(f"an AMD GPU ({gpu.model}) has one model, kp on its AMDGCN code", param_hint="--model")
    if gpu.amd is not None and not workload:
        _refuse_unused(given, "AMD")
        _predict_amd(file, kernel_name, grid, block, args, gpu, defines, include_dirs, fmt, width)
        return
    options = {}
    if lam is not None:
        options["lam"] = lam
    try:
        if workload:
            preds, title = _workload(workload, kernel_name, dataset, platform, index, models, options)
        else:
            g, b = _launch(file, grid, block, ".cu, .ptx or a built-in kernel name")
            try:
                source = str(resolve_source(file)) if file.endswith((".cu", ".ptx")) else file
            except FileNotFoundError as exc:
                raise click.BadParameter(str(exc), param_hint="FILE") from None
            if (defines or include_dirs) and not file.endswith(".cu"):
                raise click.BadParameter("-D and -I apply to a .cu FILE (compiled by nvcc)", param_hint="-D/-I")
            _check_target(target, file, bool(defines or include_dirs))
            try:
                preprocessor_flags(defines, include_dirs)
            except ValueError as exc:
                raise click.BadParameter(str(exc), param_hint="-D/-I") from None
            kernel_args = _args(args)
            kw = {"platform": platform, "gpu_index": index, "target": target, "l1_hit": l1_hit, "l2_hit": l2_hit,
                  "contents": _args(contents, "--content"), "defines": defines, "include_dirs": include_dirs,
                  "l2_resident": l2_resident}
            if fit_time is not None:
                from ..gpu.nvidia.bsp import fit_lambda

                unit = _predict(source, kernel_name, g, b, kernel_args, model="bsp", **kw)
                options["lam"] = fit_lambda(unit.time_s, fit_time)
            preds = [_predict(source, kernel_name, g, b, kernel_args, model=m, **kw, **options) for m in models]
            title = ""
    except (click.BadParameter, DescriptorError, UsageError):
        raise
    except ToolchainError as exc:  # nvcc's own report: its first error line says what is missing (say, a -D define)
        lines = [line for line in str(exc).splitlines()[1:] if "error" in line] or str(exc).splitlines()[:1]
        raise click.BadParameter(f"cannot compile: {lines[0].strip()}", param_hint="FILE") from None
    except InterpretError as exc:  # a workload step on an AMD GPU whose code the interpreter does not run
        raise click.BadParameter(str(exc), param_hint="--gpu") from None
    except AmdToolchainError as exc:  # a workload step's .cu that clang cannot compile for an AMD GPU
        raise click.BadParameter(str(exc).splitlines()[0], param_hint="--workload") from None
    except KeyError as exc:
        raise click.BadParameter(str(exc.args[0] if exc.args else exc), param_hint="--kernel") from None
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="FILE") from None
    except OSError as exc:
        raise click.BadParameter(oserror_text(exc, with_file=True), param_hint="FILE") from None
    _echo(preds, title, fmt, width)


def _predict_amd(file, kernel_name, grid, block, args, gpu, defines, include_dirs, fmt, width):
    """An AMD GPU: the AMDGCN model (:mod:`advisor.gpu.amd.timing`), for a built-in kernel or a .cu."""
    from ..gpu.amd.code import CodeError
    from ..gpu.amd.metadata import MetadataError
    from ..gpu.amd.occupancy import AmdLaunchError
    from ..gpu.amd.timing import predict_launch

    g, b = _launch(file, grid, block, ".cu or a built-in kernel name")
    try:
        source = str(resolve_source(file)) if file.endswith(".cu") else None
        flags = preprocessor_flags(defines, include_dirs) if (defines or include_dirs) else ()
        prediction = predict_launch(source, kernel_name, gpu, g, b, _args(args), flags)
    except InterpretError as exc:
        raise click.BadParameter(str(exc), param_hint="--gpu") from None
    except AmdLaunchError as exc:
        raise click.BadParameter(str(exc), param_hint="--block") from None
    except (AmdToolchainError, CodeError, MetadataError, ValueError) as exc:
        raise click.BadParameter(str(exc), param_hint="FILE") from None
    except OSError as exc:
        raise click.BadParameter(oserror_text(exc, with_file=True), param_hint="FILE") from None
    except KeyError as exc:
        raise click.BadParameter(str(exc.args[0] if exc.args else exc), param_hint="--kernel") from None
    _echo([prediction], "", fmt, width)


def _workload(workload, kernel_name, dataset, platform, index, models, options):
    from ..catalog import get_workload
    from ..core.counts import counts_at
    from ..gpu.kerneltime import step_prediction, with_l2_state

    w = get_workload(workload)
    check_names(w, [dataset] if dataset is not None else [], [kernel_name])
    kernel = w.kernels[kernel_name]
    counts = counts_at(kernel, dataset)
    steps = [s for s in with_l2_state(counts, platform.gpus[index]) if s.cuda is not None]
    if not steps:
        raise click.BadParameter(f"kernel {kernel_name} of {w.name} names no CUDA kernel (no cuda: in its steps)", param_hint="--kernel")
    preds, total = [], {}
    for m in models:
        for s in steps:
            p = step_prediction(s, platform, index, model=m, **(options if m == "bsp" else {}))
            preds.append(p)
            total[m] = total.get(m, 0.0) + s.launches * p.time_s
    gpu = platform.gpus[index]
    code = "AMDGCN" if gpu.amd is not None else "PTX"
    lines = [f"{w.name} {kernel_name} ({dataset or kernel.default_dataset}) on {gpu.model}, {code} {analysis_target(gpu)}:"]
    for m, t in total.items():
        lines.append(f"  total [{m}] {format_quantity(t, 's')} over {len(steps)} step(s) "
                     f"(" + ", ".join(f"{s.name} x{s.launches:g}" for s in steps) + ")")
    return preds, "\n".join(lines)


predict_kernel = predict_kernel_command
