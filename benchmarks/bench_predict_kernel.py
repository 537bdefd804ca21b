"""Time of one kernel prediction (PTX analysis + model), per built-in CUDA kernel and size.

    python benchmarks/bench_predict_kernel.py [--repeat 9] [--gpu dc-a100] [--model kp] [--model pipeline] [--record]
    python benchmarks/bench_predict_kernel.py --gpu frontier-mi250x --repeat 3    # AMD: kp on the AMDGCN

For every step with a CUDA kernel in workloads/polybench-gpu.yaml, at two
sizes: MINI = every size parameter 32 (TMAX 2) -- the suite's own MINI equals
its EXTRALARGE for most kernels -- and the descriptor's EXTRALARGE (2048-4096
per dimension).  Each prediction starts from a parsed PTX module (parsing is
once per file) with the analysis cache cleared, so it includes the sampled
interpretation.  Prints the median per kernel and size and the
EXTRALARGE/MINI ratio, per model (default: kp and pipeline).  Targets: <= 100 ms per prediction on a 2-core
machine and a ratio <= 2.  On an AMD GPU (kp only: the AMDGCN interpreter runs every instruction of the
sampled wavefronts in Python, where the PTX path executes whole warps' blocks at once), <= 3 s per
prediction and a median <= 0.5 s; no ratio target (a loop whose lanes leave one by one runs its last
iterations, up to a wavefront's width of them, at every size).
``--record`` keeps the figures in benchmarks/results/ (the README quotes those of dc-a100).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from advisor.catalog import get_platform, get_workload
from advisor.core.counts import instantiate
from advisor.gpu.kerneltime import step_prediction
from advisor.gpu.nvidia import predict as predict_module
from benchmarks.record import Recorder

TARGET_MS, TARGET_RATIO = 100.0, 2.0
AMD_TARGET_MS, AMD_TARGET_MEDIAN_MS = 3000.0, 500.0


def _mini(kernel) -> dict[str, float]:
    return {p: (2.0 if p == "TMAX" else 32.0) for p in kernel.params}


def _time(step, platform, repeat: int, model: str) -> float:
    times = []
    for _ in range(repeat):
        predict_module._analyze.cache_clear()
        start = time.perf_counter()
        step_prediction(step, platform, 0, model=model)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--gpu", default="dc-a100")
    parser.add_argument("--model", action="append", help="kernel-time model (repeatable; default: kp and pipeline)")
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results/bench_predict_kernel[-GPU].json")
    args = parser.parse_args()
    name = "bench_predict_kernel" + ("" if args.gpu == "dc-a100" else f"-{args.gpu}")
    recorder = Recorder(name)
    amd = get_platform(args.gpu).gpus[0].amd is not None
    results = {model: _bench(model, args) for model in args.model or (["kp"] if amd else ["kp", "pipeline"])}
    if args.record:
        per_model = {model: figures for model, (_, figures) in results.items()}
        kernels = next(iter(per_model.values()))["predictions"]
        target = f"<= {AMD_TARGET_MS:g} ms, median <= {AMD_TARGET_MEDIAN_MS:g} ms" if amd else f"<= {TARGET_MS:g} ms, <= {TARGET_RATIO:g}x"
        recorder.write(f"one prediction from {'AMDGCN' if amd else 'PTX'} (analysis included), MINI vs EXTRALARGE, {kernels} kernels on "
                       f"{args.gpu}", target, {"models": per_model}, all(status == 0 for status, _ in results.values()))
    return max(status for status, _ in results.values())


def _bench(model: str, args: argparse.Namespace) -> tuple[int, dict]:
    platform = get_platform(args.gpu)
    workload = get_workload(str(REPO / "workloads" / "polybench-gpu.yaml"))
    worst_ms, worst_ratio, rows = 0.0, 0.0, []
    for kernel in workload.kernels.values():
        mini = instantiate(kernel, kernel.sizes("EXTRALARGE", _mini(kernel)))
        xl = instantiate(kernel, kernel.sizes("EXTRALARGE"))
        for small, large in zip(mini.steps, xl.steps):
            if small.cuda is None:
                continue
            step_prediction(small, platform, 0)  # parse the module once (not timed)
            t_small, t_large = _time(small, platform, args.repeat, model), _time(large, platform, args.repeat, model)
            ratio = t_large / t_small
            worst_ms, worst_ratio = max(worst_ms, t_small, t_large), max(worst_ratio, ratio)
            rows.append((f"{kernel.name}/{small.cuda.kernel}", t_small, t_large, ratio))
    print(f"model {model}")
    print(f"{'kernel':<34}{'MINI ms':>9}{'XL ms':>9}{'XL/MINI':>9}")
    for name, a, b, r in rows:
        print(f"{name:<34}{a:>9.1f}{b:>9.1f}{r:>9.2f}")
    median_ms = statistics.median([r[1] for r in rows] + [r[2] for r in rows])
    if platform.gpus[0].amd is not None:
        ok = worst_ms <= AMD_TARGET_MS and median_ms <= AMD_TARGET_MEDIAN_MS
        targets = f"target <= {AMD_TARGET_MS:g}; median {median_ms:.1f} ms, target <= {AMD_TARGET_MEDIAN_MS:g}"
    else:
        ok = worst_ms <= TARGET_MS and worst_ratio <= TARGET_RATIO
        targets = f"target <= {TARGET_MS:g}), worst ratio {worst_ratio:.2f} (target <= {TARGET_RATIO:g}"
    print(f"median per prediction over kernels: MINI {statistics.median(r[1] for r in rows):.1f} ms, "
          f"EXTRALARGE {statistics.median(r[2] for r in rows):.1f} ms; worst {worst_ms:.1f} ms ({targets}): "
          f"{'met' if ok else 'MISSED'}")
    return 0 if ok else 1, {"met": ok, "predictions": len(rows), "mini_median_s": statistics.median(r[1] for r in rows) / 1e3,
                            "xl_median_s": statistics.median(r[2] for r in rows) / 1e3, "median_s": median_ms / 1e3,
                            "worst_s": worst_ms / 1e3, "worst_ratio": worst_ratio}


if __name__ == "__main__":
    sys.exit(main())
