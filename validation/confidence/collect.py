"""Every validation set's predictions beside their measurements, one row per prediction, tagged by part.

    python validation/confidence/collect.py            # write validation/confidence/rows.csv
    python validation/confidence/collect.py --check    # exit 1 where rows.csv is not what the sets give now

The error model of each part (``error_model.py``) and its scores are computed from these rows. A row is one
prediction of one part against its measurement:

==========  ==================================================================  ==========================================
part        sets (each under ``validation/``, measured as its README says)        keys
==========  ==================================================================  ==========================================
cpu-time    h100-acc (PolyBench-ACC on the H100 node's 16 vCPUs, serial and 16  implementation, descriptor, family
            threads), h100-polybench-c (PolyBench/C SMALL, 16 threads),
            zen1-20261123, zen1-20261124, zen1-20261124pm (PolyBench/C on a
            2-core Zen 1 VM, 1 and 2 threads, SMALL to LARGE)
gpu-time    bspgpu, gpuperfpredict, gpu-mangrove, kpp (published kernel times of   model, family, bound
            Fermi to Ada boards), h100-ncu (Nsight Compute on the H100)
copy        h100-copies (the programs' own cudaMemcpy calls), h100-copy-sweep     memory
            (cudaMemcpy by size: pinned, touched and fresh pages),
            rtx6000-copy-sweep (a Quadro RTX 6000 node's cudaMemcpy by size,
            pinned and touched pages, npho/cse554), h100-epyc-copy-sweep (an
            H100 SXM node's with two EPYC 9554, elimelt/llm-serving-systems)
launch      h100-launch (an empty kernel launched and synchronised, by grid),
            gtx480-launch (a GTX 480's, by grid, krachyon/lecture_gpucomputing),
            petsc-launch (a V100's, an A100's and two MI250X's, petsc/petsc)
energy      h100-energy (NVML board energy per launch), titanx-power (a GTX TITAN    model
            X's mean board power per PolyBench/GPU application, gpuPTXModel),
            gpu-mangrove-power (a Tesla T4's and a K80's mean board power per
            PolyBench/GPU kernel and size, the GPU Mangrove tutorial),
            rtx3080ti-power (a GeForce RTX 3080 Ti's per PolyBench/GPU kernel,
            apAdomas/GPU-FREQUENCY-DVFS)
==========  ==================================================================  ==========================================

``decisions.csv`` holds the CPU-or-GPU choices scored for their confidence: the H100 node's programs (serial and 16
threads) and ``cgo17-amd`` (``validation/devmap/cgo17-amd/``: a published device-mapping set's PolyBench/GPU kernels on
a Core i7-3820 with AMD's OpenCL CPU runtime and a Radeon HD 7970), each row the advisor's CPU option and the parts
of its GPU option beside the measured runtimes.

Each set is predicted with the descriptors its own validation uses (a datasheet one and, where the node was
calibrated, the calibrated one: the ``descriptor`` key). Nothing here fits anything; the rows are what the models
predict today.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import io
import json
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO))

from advisor.calibration.kernels import GPU_PLATFORMS, measured_s, predicted_s, read_rows, row_launch  # noqa: E402 - the checkout first
from advisor.catalog import get_platform  # noqa: E402 - after the sys.path line, as above
from advisor.gpu.nvidia.predict import predict_launch  # noqa: E402 - after the sys.path line, as above

ROWS = HERE / "rows.csv"
COLUMNS = ("set", "part", "item", "predicted", "measured", "implementation", "descriptor", "family", "model", "bound", "memory")
GPU_SETS = {"bspgpu": "gpu/bspgpu-kernel-times.csv", "gpuperfpredict": "gpu/gpuperfpredict-apps.csv",
            "gpu-mangrove": "gpu/gpu-mangrove-times.csv", "kpp": "gpu/kpp-microkernel-times.csv"}
GPU_MODELS = ("kp", "roofline")  # what recommend prices a step with: its code's kp, or the roofline without code
ZEN1 = {"20261123": "host-zen1-measured", "20261124": "host-zen1-measured-20261124", "20261124pm": "host-zen1-measured-20261124pm"}
H100_DESCRIPTORS = {"h100-sxm-xeon8570": "datasheet", str(REPO / "validation/cpu/h100-node/h100-node-reread.yaml"): "calibrated"}


def _script(path: str):
    """A validation script as a module (they are scripts, not a package)."""
    name = "validation_" + path.removesuffix(".py").replace("/", "_").replace("-", "_")  # two scripts may share a file name
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, REPO / "validation" / path)
        module = sys.modules[name] = importlib.util.module_from_spec(spec)  # dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules[name]


def _family(architecture: str) -> str:
    return architecture.lower()


def cpu_rows() -> Iterator[dict]:
    node = _script("cpu/h100-node/validate_h100_node.py")
    for spec, descriptor in H100_DESCRIPTORS.items():
        platform = get_platform(spec)
        for row in node.polybench_acc_rows(platform):
            implementation = "serial" if row.column == "cpu1_s" else "openmp" if row.kernel in node.PORTED else "threads"
            yield {"set": "h100-acc", "part": "cpu-time", "item": f"{row.kernel}/{row.size}/{row.column}", "predicted": row.predicted_s,
                   "measured": row.measured_s, "implementation": implementation, "descriptor": descriptor, "family": "intel-server"}
        for row in node.polybench_c_rows(platform):
            yield {"set": "h100-polybench-c", "part": "cpu-time", "item": f"{row.kernel}/{row.size}", "predicted": row.predicted_s,
                   "measured": row.measured_s, "implementation": "openmp", "descriptor": descriptor, "family": "intel-server"}
    for date, calibrated in ZEN1.items():  # each set with the calibration made beside it (validation/cpu/README.md)
        platforms = [str(REPO / "validation/cpu/host-zen1-datasheet.yaml"), str(REPO / f"validation/cpu/{calibrated}.yaml")]
        command = [sys.executable, str(REPO / "benchmarks/bench_cpu_polybench.py"), "predict", "--csv",
                   str(REPO / f"validation/cpu/polybench-threads-{date}.csv"), *[a for p in platforms for a in ("-p", p)], "--format", "json"]
        (result,) = json.loads(subprocess.run(command, capture_output=True, text=True, check=True, cwd=REPO).stdout)
        for kernel in result["kernels"]:
            for name, prediction in kernel["predictions"].items():
                yield {"set": f"zen1-{date}", "part": "cpu-time", "item": f"{kernel['kernel']}/{kernel['dataset']}/{kernel['threads']}",
                       "predicted": prediction["predicted_s"], "measured": kernel["measured_s"],
                       "implementation": "serial" if kernel["threads"] == 1 else "openmp",
                       "descriptor": "datasheet" if name.endswith("datasheet") else "calibrated", "family": "zen"}


def gpu_rows() -> Iterator[dict]:
    for name, path in GPU_SETS.items():
        for row in read_rows(REPO / "validation" / path):
            if row["gpu"] not in GPU_PLATFORMS:
                continue
            launch, platform = row_launch(row)
            for model in GPU_MODELS:
                prediction = predict_launch(model, launch, platform)
                predicted = predicted_s(row, model)  # the row's compared quantity (its kernel time, or with the launch)
                yield {"set": name, "part": "gpu-time", "item": f"{row['gpu']}/{row['kernel']}/{row.get('n', '')}", "predicted": predicted,
                       "measured": measured_s(row), "model": model, "family": _family(launch.gpu.architecture), "bound": prediction.bound}
    kernels = _script("gpu/h100-node/validate_kernels.py")
    measured = kernels.measured_programs()
    for model in GPU_MODELS:
        for (kernel, size), seconds in sorted(measured.items()):
            yield {"set": "h100-ncu", "part": "gpu-time", "item": f"{kernel}/{size}", "predicted": kernels.predicted_s(kernel, size, model),
                   "measured": seconds, "model": model, "family": "hopper", "bound": ""}


SWEEP_MEMORY = {"pinned": "pinned", "pageable-touched": "touched", "pageable": "touched", "pageable-fresh": "fresh"}


#: the public copy sweeps (a folder of validation/transfers/ each) -> their set
PUBLIC_SWEEPS = {"quadro-rtx6000": "rtx6000-copy-sweep", "h100-epyc9554": "h100-epyc-copy-sweep"}
#: the public launch sets (a folder of validation/gpu/launch/ each) whose launches were each synchronised -> their set
PUBLIC_LAUNCHES = {"gpucomputing-gtx480": "gtx480-launch", "petsc-hpc": "petsc-launch"}


def copy_rows() -> Iterator[dict]:
    """The H100 programs' own copies (in from touched pages, out into fresh ones), the H100 node's copy sweep and the
    public sweeps (:data:`PUBLIC_SWEEPS`), each a set."""
    transfers = _script("transfers/h100-node/validate_transfers.py")
    for spec, descriptor in H100_DESCRIPTORS.items():
        platform = get_platform(spec)
        for row in transfers.program_rows(platform):
            yield {"set": "h100-copies", "part": "copy", "item": row.label, "predicted": row.predicted_s, "measured": row.measured_s,
                   "descriptor": descriptor, "memory": "touched" if row.group == "h2d" else "fresh"}
        for row in transfers.sweep_rows(platform):
            yield {"set": "h100-copy-sweep", "part": "copy", "item": row.label, "predicted": row.predicted_s, "measured": row.measured_s,
                   "descriptor": descriptor, "memory": SWEEP_MEMORY[row.group.split()[0]]}
    for folder, name in PUBLIC_SWEEPS.items():
        for row in _script(f"transfers/{folder}/validate_copies.py").evaluate()["rows"]:
            yield {"set": name, "part": "copy", "item": f"{row['kind']} {row['direction']} {row['bytes']}",
                   "predicted": row["predicted_s"], "measured": row["measured_s"], "descriptor": "datasheet", "memory": SWEEP_MEMORY[row["kind"]]}


def launch_rows() -> Iterator[dict]:
    """An empty kernel launched and synchronised, by grid, against the descriptor's launch line: the H100 node's and
    the public sets' (:data:`PUBLIC_LAUNCHES`; their launches back to back, not waited for one by one, are another
    quantity and stay in their folders)."""
    for spec, descriptor in H100_DESCRIPTORS.items():
        launch = get_platform(spec).gpus[0].launch
        with (REPO / "validation/cpu/h100-node/launch-overhead.csv").open(newline="") as handle:
            for row in csv.DictReader(handle):
                if row["mode"] == "sync_each":
                    threads = 256 * float(row["grid_blocks_of_256"])
                    yield {"set": "h100-launch", "part": "launch", "item": f"grid {row['grid_blocks_of_256']}",
                           "predicted": launch.launch_time_s(threads), "measured": float(row["median_s"]), "descriptor": descriptor}
    for folder, name in PUBLIC_LAUNCHES.items():  # their launches timed one by one, each synchronised, as above
        for row in _script(f"gpu/launch/{folder}/validate_launch.py").evaluate()["rows"]:
            if row["timed"] == "sync_each":
                yield {"set": name, "part": "launch", "item": row["item"], "predicted": row["predicted_s"], "measured": row["measured_s"],
                       "descriptor": "datasheet"}


def energy_rows() -> Iterator[dict]:
    """The H100 board energy per launch; the GTX TITAN X's mean board power per application, the T4's and K80's
    per kernel and size, and the RTX 3080 Ti's per kernel (a mean power is the energy at the measured time: the ratio
    is the same)."""
    energy = _script("energy/h100-node/validate_energy.py")
    for row in energy.evaluate()["rows"]:
        for model in energy.MODELS:
            yield {"set": "h100-energy", "part": "energy", "item": f"{row['kernel']}/{row['size']}", "predicted": row[model],
                   "measured": row["measured_j"], "model": model, "family": "hopper"}
    power = _script("energy/titanx/validate_power.py")
    for row in power.evaluate()["rows"]:
        for model in power.MODELS:
            yield {"set": "titanx-power", "part": "energy", "item": row["application"], "predicted": row[model],
                   "measured": row["measured_w"], "model": model, "family": "maxwell"}
    mangrove = _script("energy/mangrove/validate_power.py")
    for row in mangrove.evaluate()["rows"]:
        for model in mangrove.MODELS:
            yield {"set": "gpu-mangrove-power", "part": "energy", "item": f"{row['gpu']}/{row['kernel']}/{row['n']}", "predicted": row[model],
                   "measured": row["measured_w"], "model": model, "family": row["family"]}
    rtx = _script("energy/rtx3080ti/validate_power.py")
    for row in rtx.evaluate()["rows"]:
        for model in rtx.MODELS:
            yield {"set": "rtx3080ti-power", "part": "energy", "item": f"{row['kernel']}/{row['step']}", "predicted": row[model],
                   "measured": row["measured_w"], "model": model, "family": "ampere"}


DECISIONS = HERE / "decisions.csv"
DECISION_COLUMNS = ("set", "item", "cpu_predicted", "cpu_measured", "implementation", "descriptor", "family",
                    "gpu_compute", "gpu_h2d", "gpu_d2h", "gpu_launch", "gpu_model", "gpu_family", "memory", "gpu_measured")


def decision_rows() -> Iterator[dict]:
    """The H100 node's programs, serial and on 16 threads: the advisor's own CPU and GPU options (time) beside the
    measured ones (the suite's GPU timer, which holds the launches, plus its own copies). The CPU's implementation
    as ``validate_h100_node.py`` prices it."""
    node = _script("cpu/h100-node/validate_h100_node.py")
    from advisor.core.certainty import family_of, gpu_model_of
    from advisor.core.counts import instantiate
    from advisor.core.evaluation import evaluate
    from advisor.core.settings import Settings

    platform = get_platform("h100-sxm-xeon8570")
    kernels = node.workload("polybench-gpu").kernels
    with (REPO / "validation/cpu/h100-node/polybench-acc-times.csv").open(newline="") as handle:
        for row in csv.DictReader(handle):
            for column, implementation in (("cpu1_s", node.SERIAL), ("cpu16_s", node.OPENMP_16)):
                ported = column == "cpu16_s" and row["kernel"] in node.PORTED
                kernel = replace(node.ported(row["kernel"]) if ported else kernels[row["kernel"]], cpu=implementation)
                counts = instantiate(kernel, kernel.sizes(None, dict.fromkeys(kernel.params, float(row["size"]))))
                evaluation = evaluate(counts, platform, Settings())
                gpu = evaluation.gpus[0]
                yield {"set": "h100-acc", "item": f"{row['kernel']}/{row['size']}/{column}", "cpu_predicted": evaluation.cpu.time_s,
                       "cpu_measured": float(row[column]), "implementation": "serial" if column == "cpu1_s" else "openmp" if ported else "threads",
                       "descriptor": "datasheet", "family": "intel-server", "gpu_compute": gpu.compute_s, "gpu_h2d": gpu.h2d_s,
                       "gpu_d2h": gpu.d2h_s, "gpu_launch": gpu.launch_s, "gpu_model": gpu_model_of(gpu), "gpu_family": family_of(gpu, platform),
                       "memory": counts.host.memory,
                       "gpu_measured": float(row["gpu_s"]) + float(row["h2d_s"]) + float(row["d2h_s"])}


def devmap_decision_rows() -> Iterator[dict]:
    """The CGO'17 AMD device-mapping set's PolyBench/GPU rows (``validation/devmap/cgo17-amd/``): the advisor's CPU
    option (AMD's OpenCL CPU runtime, its host copies included) and its GPU option (one launch of the row's kernel and
    the program's copies) on the set's host, beside the measured runtimes."""
    devmap = _script("devmap/cgo17-amd/validate_devmap.py")
    for row in devmap.rows():
        yield {"set": "cgo17-amd", "item": f"{row.program}/{row.kernel}", "cpu_predicted": row.cpu_predicted_s,
               "cpu_measured": row.cpu_measured_s, "implementation": "opencl", "descriptor": "datasheet",
               "family": row.cpu_family, "gpu_compute": row.gpu_compute_s, "gpu_h2d": row.gpu_h2d_s, "gpu_d2h": row.gpu_d2h_s,
               "gpu_launch": row.gpu_launch_s, "gpu_model": row.gpu_model, "gpu_family": row.gpu_family, "memory": row.memory,
               "gpu_measured": row.gpu_measured_s}


def collect() -> list[dict]:
    rows = [*cpu_rows(), *gpu_rows(), *copy_rows(), *launch_rows(), *energy_rows()]
    return [{column: row.get(column, "") for column in COLUMNS} for row in rows]


def as_csv(rows: list[dict], columns: tuple[str, ...]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, columns, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: (repr(float(v)) if isinstance(v, float) else v) for k, v in row.items()})
    return out.getvalue()


def _numbers(row: dict) -> dict:
    return {k: float(v) if k in NUMBERS else v for k, v in row.items()}


NUMBERS = {"predicted", "measured", "cpu_predicted", "cpu_measured", "gpu_compute", "gpu_h2d", "gpu_d2h", "gpu_launch", "gpu_measured"}


def read(path: Path = ROWS) -> list[dict]:
    with path.open(newline="") as handle:
        return [_numbers(row) for row in csv.DictReader(handle)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 where rows.csv differs from what the sets give now")
    args = parser.parse_args(argv)
    made = {ROWS: as_csv(collect(), COLUMNS), DECISIONS: as_csv([*decision_rows(), *devmap_decision_rows()], DECISION_COLUMNS)}
    if args.check:
        stale = [path.name for path, text in made.items() if not path.is_file() or path.read_text() != text]
        for name in stale:
            print(f"validation/confidence/{name} is not what the validation sets give now: run python validation/confidence/collect.py",
                  file=sys.stderr)
        return 1 if stale else 0
    for path, text in made.items():
        path.write_text(text)
        print(f"wrote {path.relative_to(REPO)}: {text.count(chr(10)) - 1} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
