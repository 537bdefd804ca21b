"""Accuracy of the kernel-time models on measured kernel times.

``run_validation(csv, models)`` reads a CSV of ``gpu,kernel,n,reps,median_ms,...``
(validation/gpu/bspgpu-kernel-times.csv: the BSP paper's [amaris2015]
published measurements; a set that publishes means has ``mean_ms`` instead),
matches each GPU to a platform of the catalog and each kernel
to a built-in PTX kernel with the launch of validation/gpu/README.md, and
reports per model the mean absolute percentage error (MAPE) and the worst case.

* Compared quantity: the predicted *execution* time (``exec_s``, no launch
  overhead), because the measurements are nvprof kernel durations; a row whose ``timing``
  is ``wall`` (a host clock around the launch and a synchronisation:
  validation/gpu/gpu-mangrove-times.csv) is compared with the launch and execution
  (``time_s``); a ``back_to_back`` row (events around many launches of the kernel in a row
  on the same arrays, divided by their number: validation/gpu/kpp-microkernel-times.csv)
  with the longer of the execution and the launch (each launch is queued while the one
  before runs, so only a kernel shorter than its launch waits for it), the arrays starting
  in L2 where it holds them all (the launch before left them there: ``l2_resident``).
* PTX: the newest shipped target not above the board's compute capability (sm_75 for every
  board older than Turing: nvcc 13 cannot target Kepler/Fermi/Volta, whose measured
  binaries were sm_2x-7.0); as for any PTX newer than the GPU, the registers are the
  PTX liveness estimate capped at the GPU's limit (``KernelLaunch.registers``).
* ``bsp`` is reported twice: with lambda = 1 (no fitting), and with lambda
  fitted the paper's way -- once per kernel, on the GTX 680 at the middle of
  its measured sizes -- and its error over the *other* rows only.
* ``hybrid`` is reported by cross-validation only: each board's rows predicted with
  weights fitted on the other boards' rows, and each kernel family's (a kernel with its
  tile-width and block-size variants) with weights fitted on the other families'
  (:func:`.hybrid.cross_validate`).
  No other constant is fitted to these data.
"""

from __future__ import annotations

import math
import re
import statistics
from collections.abc import Callable
from pathlib import Path

from ..catalog import get_platform
from ..errors import DescriptorError
from ..files import read_csv_table
from ..gpu.nvidia import pipeline
from ..gpu.nvidia.bsp import fit_lambda
from ..gpu.nvidia.hybrid import Sample, cross_validate, features
from ..gpu.nvidia.predict import kernel_launch, predict_launch
from ..gpu.nvidia.result import KernelLaunch
from ..gpu.sources import catalog_source
from ..layout import DEFAULT_WIDTH, Column, fit_lines, fit_table
from ..platform import Platform

GPU_PLATFORMS = {
    "GeForce GT 630": "bsp-gt630", "GeForce GTX 660": "bsp-gtx660", "GeForce GTX 680": "bsp-gtx680",
    "GeForce GTX Titan": "bsp-gtx-titan", "GeForce GTX TITAN": "bsp-gtx-titan", "Tesla K20": "bsp-tesla-k20",
    "Tesla K20c": "bsp-tesla-k20", "Tesla K40": "bsp-tesla-k40", "Tesla K40c": "bsp-tesla-k40",
    "GeForce GTX TITAN Black": "gpp-titan-black", "Quadro K5200": "gpp-quadro-k5200", "GeForce GTX 970": "gpp-gtx970",
    "GeForce GTX 980": "gpp-gtx980", "GeForce GTX TITAN X": "gpp-titan-x",
    "Tesla T4": "gm-tesla-t4", "Tesla K80": "gm-tesla-k80",
    "NVIDIA TITAN V": "kpp-titan-v", "NVIDIA GeForce RTX 2080 Ti": "desktop-rtx2080ti", "NVIDIA GeForce RTX 4070": "kpp-rtx4070",
}
SKIPPED_GPUS = {"GeForce GTX 295": "cc 1.3, not in the paper's Table I and no platform/architecture model"}
FIT_GPU = "GeForce GTX 680"
#: What the measured runs' input arrays held, where the kernel branches on them: the
#: authors' subseqmax program fills vet with -1 but for two elements (vet[131] = 954,
#: vet[132] = 10), so every scan takes the same path (validation/gpu/README.md).
CONTENTS = {"subseqmax": {"vet": -1}}
MATMULS = ("matmul_global_coalesced", "matmul_global_uncoalesced", "matmul_shared_coalesced", "matmul_shared_uncoalesced")
#: kernel -> built-in source, for the kernels the validation sets name
SOURCES = {**dict.fromkeys(MATMULS, "kernels/cuda/bsp_matmul.cu"), "subseqmax": "kernels/cuda/subseqmax.cu",
           **dict.fromkeys(("vector_add", "matsum_coalesced", "matsum_normal", "dot_product"), "kernels/cuda/gpuperf_apps.cu"),
           **dict.fromkeys(("gm_gemm_kernel", "gm_atax_kernel1", "gm_atax_kernel2", "gm_mvt_kernel1", "gm_mvt_kernel2",
                            "gm_convolution2d_kernel"), "kernels/cuda/gpu_mangrove.cu")}
#: the Kernel_Performance_Prediction set's micro-kernels (validation/gpu/kpp-microkernel-times.csv)
KPP_PREFIX, KPP_SOURCE = "kpp_", "kernels/cuda/kpp_microkernels.cu"
#: the size parameter of a source's kernels, where it is not ``n``
SIZE_PARAMS = {"kernels/cuda/gpu_mangrove.cu": "p_size"}


def kernel_family(kernel: str) -> str:
    """A validation kernel without its tile-width or block-size suffix (``matmul_shared_coalesced_tw8``
    and ``dot_product_b256`` are variants of ``matmul_shared_coalesced`` and ``dot_product``)."""
    return re.sub(r"_(tw|b)\d+$", "", kernel)


def measured_s(row: dict) -> float:
    """The row's measured time: its median, or its mean where the set publishes means."""
    return float(row["median_ms"] if "median_ms" in row else row["mean_ms"]) * 1e-3


def row_args(text: str) -> dict[str, int]:
    """A row's ``args`` column, ``NAME=VALUE`` separated by ``;`` (integers)."""
    return {name.strip(): int(value) for name, value in (item.split("=", 1) for item in text.split(";") if item.strip())}


def launch_of(row: dict) -> tuple[str, tuple, tuple, dict]:
    """(source, grid, block, args) of a validation row (validation/gpu/README.md): the row's
    geometry where it has one (``grid_x``...), else the BSP paper's (16 x 16 blocks), and its
    ``n`` as the kernel's size; the micro-kernel set's rows (``kpp_*``) give their geometry and
    every scalar argument (``args``)."""
    kernel, n = row["kernel"], int(row["n"])
    if kernel.startswith(KPP_PREFIX):
        grid, block = (int(row["grid_x"]), int(row["grid_y"])), (int(row["block_x"]), int(row["block_y"]))
        return KPP_SOURCE, grid, block, row_args(row["args"])
    family = kernel_family(kernel)
    if family not in SOURCES:
        raise KeyError(f"no launch known for kernel {kernel!r}")
    if family == "subseqmax":
        return SOURCES[family], (32,), (128,), {"elems_per_thread": n // 4096, "n_block": n // 32}
    if "grid_x" in row:
        grid, block = (int(row["grid_x"]), int(row["grid_y"])), (int(row["block_x"]), int(row["block_y"]))
    elif family == kernel:
        grid, block = (n // 16, n // 16), (16, 16)
    else:
        raise KeyError(f"kernel {kernel!r}: a variant needs the row's geometry (grid_x, ..., block_y)")
    return SOURCES[family], grid, block, {SIZE_PARAMS.get(SOURCES[family], "n"): n}


def read_rows(path: str | Path) -> list[dict]:
    """The rows of a validation CSV; a row of a known board gets its ``platform``: a descriptor in
    ``platforms/`` beside the CSV (boards only a validation set needs), else a catalog name.

    Read as every table the user names is (:func:`advisor.files.read_csv_table`), and every row of a known board
    checked before any prediction: its size a positive whole number, its time positive and finite, its kernel one whose
    launch is known; a refusal is a :class:`~advisor.errors.DescriptorError` naming the file, the line and the column."""
    header, lines = read_csv_table(path)
    need = {"gpu", "kernel", "n"}
    if not need <= set(header) or not {"median_ms", "mean_ms"} & set(header):
        raise DescriptorError(str(path), "line 1", f"expected a CSV with columns {', '.join(sorted(need))} and median_ms (or mean_ms)")
    rows = []
    for line, row in lines:
        name = GPU_PLATFORMS.get(row["gpu"])
        if name is not None:
            _check_row(str(path), line, row)
            beside = Path(path).parent / "platforms" / f"{name}.yaml"
            row["platform"] = str(beside) if beside.is_file() else name
        rows.append(row)
    return rows


def _check_row(shown: str, line: int, row: dict) -> None:
    """A row's size, its measured time and its launch (:func:`read_rows`)."""
    n = row["n"].strip()
    if not n.isdigit() or int(n) < 1:
        raise DescriptorError(shown, f"line {line}: n", f"expected a positive whole number, got {row['n']!r}")
    column = "median_ms" if "median_ms" in row else "mean_ms"
    try:
        measured = float(row[column])
    except ValueError:
        measured = math.nan
    if not 0 < measured < math.inf:
        raise DescriptorError(shown, f"line {line}: {column}", f"expected a positive time in ms, got {row[column]!r}")
    try:
        launch_of(row)
    except (KeyError, ValueError) as exc:
        raise DescriptorError(shown, f"line {line}: kernel", str(exc.args[0] if exc.args else exc)) from None


def row_launch(row: dict) -> tuple[KernelLaunch, Platform]:
    """The analysed launch of a validation row (from :func:`read_rows`) and its platform."""
    source, grid, block, args = launch_of(row)
    return kernel_launch(catalog_source(source), row["kernel"], grid, block, args, get_platform(row["platform"]),
                         contents=CONTENTS.get(row["kernel"]), l2_resident=row.get("timing") == "back_to_back")


def predicted_s(row: dict, model: str, **options) -> float:
    """What ``model`` predicts for the row's measured quantity (the docstring's "compared quantity")."""
    launch, platform = row_launch(row)
    prediction = predict_launch(model, launch, platform, **options)
    if row.get("timing") == "back_to_back":
        return max(prediction.exec_s, prediction.launch_s)
    return prediction.time_s if row.get("timing") == "wall" else prediction.exec_s


def _launch_in_row_s(row: dict, launch_s: float) -> float:
    """What of a predicted launch the row's measurement holds besides the execution (``timing: wall``)."""
    return launch_s if row.get("timing") == "wall" else 0.0


def hybrid_samples(rows: list[dict], step: Callable[[str], None] = lambda _: None) -> list[Sample]:
    """The rows (GPUs with a platform) as training samples of the ``hybrid`` model: its target is the
    execution, so a wall-clock row's measurement is taken less the predicted launch."""
    out = []
    for row in rows:
        step(f"hybrid {row['kernel']}")
        out.append(hybrid_sample(row))
    return out


def hybrid_sample(row: dict) -> Sample:
    """One row as a training sample of ``hybrid`` (:func:`hybrid_samples`)."""
    launch, _ = row_launch(row)
    base = pipeline.predict(launch)
    return Sample(GPU_PLATFORMS[row["gpu"]], row["kernel"], features(launch, base), base.exec_s,
                  measured_s(row) - _launch_in_row_s(row, base.launch_s))


def _hybrid_cross_validated(usable: list[dict], samples: list[Sample], report: dict) -> None:
    """``hybrid`` scored on what its weights did not see: each GPU (each kernel, with its tile and
    block-size variants) predicted with weights fitted on the other GPUs (kernels) only."""
    rows = {id(s): r for s, r in zip(samples, usable, strict=True)}
    for name, group in (("hybrid (leave one GPU out)", lambda s: s.gpu),
                        ("hybrid (leave one kernel out)", lambda s: kernel_family(s.kernel))):
        errors = []
        for s, predicted in cross_validate(samples, group):
            row = rows[id(s)]
            measured = measured_s(row)
            launch = measured - s.measured_s  # the predicted launch a wall-clock row holds (0 otherwise)
            errors.append((abs(predicted + launch - measured) / measured, row))
        _record(report, name, errors)


def _record(report: dict, model: str, errors: list[tuple[float, dict]]) -> None:
    """A model's summary and its MAPE per kernel and per GPU."""
    report["models"][model] = _summary(errors)
    for key, column in (("by_kernel", "kernel"), ("by_gpu", "gpu")):
        groups: dict[str, list] = {}
        for err, row in errors:
            groups.setdefault(row[column], []).append((err, row))
        report[key][model] = {k: _summary(v)["mape_pct"] for k, v in sorted(groups.items())}


def _summary(errors: list[tuple[float, dict]]) -> dict:
    if not errors:
        return {"rows": 0, "mape_pct": None, "worst_pct": None, "worst": None}
    worst_err, worst_row = max(errors, key=lambda e: e[0])
    return {"rows": len(errors), "mape_pct": 100 * statistics.fmean(e for e, _ in errors),
            "median_ape_pct": 100 * statistics.median(e for e, _ in errors),
            "worst_pct": 100 * worst_err,
            "worst": f"{worst_row['kernel']} n={worst_row['n']} on {worst_row['gpu']}"}


def _usable(rows: list[dict], limit: int | None) -> list[dict]:
    usable = [r for r in rows if r["gpu"] in GPU_PLATFORMS]
    return usable[:limit] if limit else usable


def validation_steps(path: str | Path, models: list[str], limit: int | None = None) -> int:
    """How many row predictions :func:`run_validation` makes (a progress bar's length)."""
    return len(_usable(read_rows(path), limit)) * (len(models) + ("bsp" in models))


def run_validation(path: str | Path, models: list[str], limit: int | None = None,
                   step: Callable[[str], None] = lambda _: None) -> dict:
    """Every model's error on the rows of ``path`` (``step(label)`` is called before each row prediction)."""
    rows = read_rows(path)
    skipped = sorted({r["gpu"] for r in rows} - set(GPU_PLATFORMS))
    usable = _usable(rows, limit)
    report: dict = {"csv": str(path), "rows": len(usable), "skipped_gpus": {g: SKIPPED_GPUS.get(g, "no platform") for g in skipped},
                    "compared": "predicted exec time vs measured median (nvprof kernel time); rows timed on the wall clock: launch + exec", "models": {},
                    "by_kernel": {}, "by_gpu": {}}
    lambdas, fit_rows = _bsp_lambdas(usable, rows) if "bsp" in models else ({}, set())
    # every model of a row in turn, the row analysed once (a set has more launches than the analyses' cache holds)
    errors: dict[str, list] = {model: [] for model in models if model != "hybrid"}
    fitted, samples = [], []
    for r in usable:
        measured = measured_s(r)
        for model, found in errors.items():
            step(f"{model} {r['kernel']}")
            found.append((abs(predicted_s(r, model) - measured) / measured, r))
        if r["kernel"] in lambdas and (r["gpu"], r["kernel"], r["n"]) not in fit_rows:
            step(f"bsp, fitted lambda {r['kernel']}")
            fitted.append((abs(predicted_s(r, "bsp", lam=lambdas[r["kernel"]][0]) - measured) / measured, r))
        if "hybrid" in models:
            step(f"hybrid {r['kernel']}")
            samples.append(hybrid_sample(r))
    for model in models:
        if model == "hybrid":
            _hybrid_cross_validated(usable, samples, report)
            continue
        _record(report, model, errors[model])
        if model == "bsp":
            out = _summary(fitted)
            out["lambda"] = {k: {"lambda": round(v, 4), "fitted_on": f"{FIT_GPU} n={n}"} for k, (v, n) in lambdas.items()}
            report["models"]["bsp (fitted lambda)"] = out
    return report


def _bsp_lambdas(usable: list[dict], rows: list[dict]) -> tuple[dict[str, tuple[float, int]], set[tuple]]:
    """lambda per kernel from one GTX 680 measurement (the middle size): (lambda, n) by kernel, and the rows fitted on
    (left out of the fitted model's errors)."""
    lambdas, fit_rows = {}, set()
    for kernel in sorted({r["kernel"] for r in usable}):
        candidates = sorted((r for r in rows if r["gpu"] == FIT_GPU and r["kernel"] == kernel), key=lambda r: int(r["n"]))
        if not candidates:
            continue
        row = candidates[len(candidates) // 2]
        lambdas[kernel] = (fit_lambda(predicted_s(row, "bsp"), measured_s(row)), int(row["n"]))
        fit_rows.add((row["gpu"], kernel, row["n"]))
    return lambdas, fit_rows


def validation_table(report: dict, width: int | None = DEFAULT_WIDTH) -> str:
    """Each model's errors in a table fitted to ``width`` (:func:`advisor.layout.fit_table`), then the fitted lambdas and
    the errors by kernel and by GPU."""
    head = [f"{report['csv']}: {report['rows']} rows; {report['compared']}"]
    head += [f"skipped {gpu}: {why}" for gpu, why in report["skipped_gpus"].items()]
    rows = [[model, str(s["rows"]), f"{s['mape_pct']:.1f}%", f"{s['median_ape_pct']:.1f}%", f"{s['worst_pct']:.0f}%", s["worst"]]
            for model, s in report["models"].items() if s["rows"]]
    table = fit_table(["model", *(Column(h, right=True) for h in ("rows", "MAPE", "median", "worst")), Column("worst case", wrap=True)],
                      rows, width)
    tail = [f"lambda [{model}]: " + (", ".join(f"{k} {v['lambda']:g} ({v['fitted_on']})" for k, v in s["lambda"].items())
                                     or f"not fitted (the set has no {FIT_GPU} rows to fit it on)")
            for model, s in report["models"].items() if "lambda" in s]
    for key, what in (("by_kernel", "kernel"), ("by_gpu", "GPU")):
        for model, per in report[key].items():
            tail.append(f"MAPE by {what} [{model}]: " + ", ".join(
                f"{k} {v:.0f}%" for k, v in per.items() if v is not None and math.isfinite(v)))
    return fit_lines("\n".join(head), width) + "\n" + table + "".join(fit_lines(line, width) + "\n" for line in tail)
