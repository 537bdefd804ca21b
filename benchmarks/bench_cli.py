"""What a user waits for: each command as a fresh process, against the floor any such tool pays.

    python benchmarks/bench_cli.py [--repeat 5] [--record]

The floor F is ``python -c "import numpy, yaml, click"``: an interpreter and the three libraries every Python tool
of this kind loads. Each command runs ``--repeat`` times as a fresh process, after one run that is not timed (the
file cache, Python's compiled modules); its median is given in seconds and as a ratio to F's median measured in the
same run, so that a figure means the same on any host. Every run uses a data folder and a cache folder of its own:

* ``--help``; ``recommend`` of the 30 PolyBench kernels on the default platform; the catalog (every PolyBench
  kernel x dataset x catalog platform);
* ``place`` of a kernel described by its C code (``epcc-level1``: the C analysis) and of one described by its C and
  CUDA code (``polybench-gpu`` gemm at LARGE: the C analysis and the PTX analysis), each with a cold cache (a new
  cache folder every run) and a warm one (the analyses on disk);
* ``predict-kernel`` of one built-in kernel, cold and warm.

Then ``place`` of the CUDA kernel, warm, 30 times while another process keeps one core busy: every answer must
come from the model (no fallback within the 50 ms deadline).

Targets (medians, on a 2-core machine): ``--help`` <= 1.5 F, ``recommend`` <= 2.5 F, the catalog <= 4 F, the warm
``place`` of the CUDA kernel <= 2.5 F and 30 of 30 answers from the model under load, the warm ``predict-kernel``
<= 2.5 F. Exits 1 when a target is missed. ``--record`` keeps the figures in benchmarks/results/.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

FLOOR = [sys.executable, "-c", "import numpy, yaml, click"]
ADVISOR = [sys.executable, "-m", "advisor.cli"]
POLYBENCH = str(REPO / "workloads" / "polybench.yaml")
C_KERNEL = ["place", "-w", "epcc-level1", "-k", "ATAX"]
CUDA_KERNEL = ["place", "-w", "polybench-gpu", "-k", "gemm", "-d", "LARGE"]
PREDICT = ["predict-kernel", "gemm", "-k", "gemm", "--gpu", "dc-a100", "--grid", "16,64", "--block", "32,8",
           "--arg", "ni=512", "--arg", "nj=512", "--arg", "nk=512", "--arg", "alpha=1.5", "--arg", "beta=1.2"]
# name -> (command, cache: "warm" | "cold", target as a multiple of F or None)
COMMANDS = {
    "help": (["--help"], "warm", 1.5),
    "recommend": (["recommend", POLYBENCH], "warm", 2.5),
    "catalog": (["recommend", POLYBENCH, "--dataset", "all", "--platform", "all", "--format", "json"], "warm", 4.0),
    "place C, cold": (C_KERNEL, "cold", None),
    "place C, warm": (C_KERNEL, "warm", None),
    "place CUDA, cold": (CUDA_KERNEL, "cold", None),
    "place CUDA, warm": (CUDA_KERNEL, "warm", 2.5),
    "predict-kernel, cold": (PREDICT, "cold", None),
    "predict-kernel, warm": (PREDICT, "warm", 2.5),
}
UNDER_LOAD_CALLS = 30


class Homes:
    """A data folder and a cache folder per run: warm ones kept for the whole benchmark, cold ones made anew."""

    def __init__(self) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="advisor-bench-cli-"))
        self.warm = self._make("warm")
        self._cold = 0

    def _make(self, name: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("ADVISOR_") and k != "PYTHONDONTWRITEBYTECODE"}
        env.update(XDG_DATA_HOME=str(self.root / name / "data"), XDG_CACHE_HOME=str(self.root / name / "cache"),
                   PYTHONPATH=str(REPO))
        return env

    def env(self, cache: str) -> dict[str, str]:
        if cache == "warm":
            return self.warm
        self._cold += 1
        return self._make(f"cold{self._cold}")

    def close(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


def seconds(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False)
    took = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.strip()[-500:]}")
    return took


def warm_up(homes: Homes) -> None:
    """Python's compiled modules, the file cache and the warm folder's analyses (no deadline while they are made)."""
    seconds(FLOOR, homes.warm)
    for command, cache, _ in COMMANDS.values():
        if cache == "warm":
            seconds(ADVISOR + command + (["--timeout-ms", "600000"] if command[0] == "place" else []), homes.warm)


def under_load(homes: Homes) -> int:
    """Answers from the model (not the fallback) of the warm CUDA place while another process keeps a core busy."""
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        answers = 0
        for _ in range(UNDER_LOAD_CALLS):
            done = subprocess.run(ADVISOR + CUDA_KERNEL, cwd=REPO, env=homes.warm, capture_output=True, text=True, check=True)
            answers += not json.loads(done.stdout)["fallback"]
        return answers
    finally:
        busy.kill()
        busy.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--record", action="store_true", help="keep the figures in benchmarks/results/bench_cli.json")
    args = parser.parse_args()
    from benchmarks.record import Recorder

    recorder = Recorder("bench_cli")
    homes = Homes()
    try:
        warm_up(homes)
        timings: dict[str, list[float]] = {"floor": []}
        for _ in range(args.repeat):  # interleaved: a slow spell of the host slows every command alike
            timings["floor"].append(seconds(FLOOR, homes.warm))
            for name, (command, cache, _) in COMMANDS.items():
                timings.setdefault(name, []).append(seconds(ADVISOR + command, homes.env(cache)))
        answered = under_load(homes)
    finally:
        homes.close()
    floor = statistics.median(timings["floor"])
    figures: dict[str, dict[str, float | None]] = {}
    met = answered == UNDER_LOAD_CALLS
    print(f"{'what':<22} {'median':>8} {'min':>7} {'max':>7} {'x F':>6}  target")
    for name, values in timings.items():
        median = statistics.median(values)
        target = COMMANDS[name][2] if name in COMMANDS else None
        ratio = median / floor
        ok = target is None or ratio <= target
        met &= ok
        figures[name] = {"median_s": median, "min_s": min(values), "max_s": max(values), "ratio": ratio, "target_ratio": target}
        print(f"{name:<22} {median:8.3f} {min(values):7.3f} {max(values):7.3f} {ratio:6.2f}  "
              + ("" if target is None else f"<= {target:g} F: {'met' if ok else 'MISSED'}"))
    print(f"place CUDA, warm, under load: {answered} of {UNDER_LOAD_CALLS} from the model; target: all: {'met' if answered == UNDER_LOAD_CALLS else 'MISSED'}")
    figures["under_load"] = {"answers_from_the_model": answered, "calls": UNDER_LOAD_CALLS}
    if args.record:
        recorder.write("each command as a fresh process (median of --repeat), as a ratio to the floor F = "
                       "`python -c \"import numpy, yaml, click\"` in the same run", "module docstring",
                       {"repeat": args.repeat, "floor_s": floor, **figures}, met)
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
