#!/usr/bin/env python3
"""CPU or GPU, as a published device-mapping set measured it: the PolyBench/GPU rows of Cummins et al.'s CGO'17 AMD set.

    python validation/devmap/cgo17-amd/validate_devmap.py [--rows] [--readme write|check]

``cgo17-amd-polybench.csv`` (``extract_rows.py``, [cgo17-devmap]): 27 OpenCL kernels of PolyBench/GPU 1.0, each timed
on AMD's OpenCL CPU runtime on a Core i7-3820 and on a Radeon HD 7970 of the same host; a row's runtime is one launch of
the kernel plus the copies of the whole program run (both devices copy their buffers: the CPU runtime on the host), the
mean over the launches of several runs (README.md). The label is the faster device.

Predicted on ``i7-3820-hd7970.yaml`` (a descriptor of that host from datasheets and the house's estimates, nothing
from these rows) with the workload ``polybench-gpu`` (the same suite's CUDA programs: the kernels' counts, arrays and
copies, the steps' CPU loops from the suite's C reference) at the OpenCL programs' sizes and element types, the CPU
side as AMD's OpenCL CPU runtime runs it (work-groups on every hardware thread, each work-item's code scalar,
buffers copied on the host: [amd-opencl-opt]). Per row, the row's step alone (the program's arrays kept), one launch
of it, plus the program's copies, on each device:

    CPU = the step's CPU on-chip time / its launches + the runtime's host copies of the program
    GPU = the step's GPU on-chip time / its launches + one launch + the program's copies in and out

The advisor's choice is the device it predicts faster (time alone); it is right where the measured runtimes fall the
same way. The confidence of each choice comes from ``validation/confidence/`` (no row of this set is in its error
model).
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from advisor.catalog import get_platform, get_workload  # noqa: E402 - after the sys.path line: the checkout's package
from advisor.core.certainty import family, family_of, gpu_model_of  # noqa: E402 - after the sys.path line, as above
from advisor.core.counts import instantiate  # noqa: E402 - after the sys.path line, as above
from advisor.core.evaluation import evaluate  # noqa: E402 - after the sys.path line, as above
from advisor.core.settings import Settings  # noqa: E402 - after the sys.path line, as above
from advisor.cpu.descriptor import CpuImplementation  # noqa: E402 - after the sys.path line, as above
from advisor.cpu.source.cache import derived_loops  # noqa: E402 - after the sys.path line, as above
from advisor.workload import CpuCode  # noqa: E402 - after the sys.path line, as above
from validation.ratios import measured_cell, ratio_summary  # noqa: E402 - after the sys.path line, as above
from validation.readme_table import table_script  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "cgo17-amd-polybench.csv"
PLATFORM = HERE / "i7-3820-hd7970.yaml"
README = HERE / "README.md"
BEGIN, END = "<!-- validate_devmap.py: summary -->", "<!-- /validate_devmap.py -->"
#: AMD's OpenCL CPU runtime [amd-opencl-opt]: work-groups on every hardware thread, each work-item's code scalar (no
#: packing of work-items into vector lanes), the buffers copied in and out on the host (clEnqueueWriteBuffer and
#: clEnqueueReadBuffer to a CPU device)
OPENCL_CPU = CpuImplementation(threads=None, vectorized=False, copies=True, runtime="opencl",
                               flags="AMD APP OpenCL CPU runtime, driver 1526.3")
#: the same read as Intel's OpenCL CPU runtime runs kernels [intel-opencl-cpu] (adjacent work-items in the vector
#: lanes): shown beside it, to say what the runtime's scalar work-items account for
VECTORISING_CPU = replace(OPENCL_CPU, vectorized=True, flags="a vectorising OpenCL CPU runtime")
#: program -> the workload's kernel, the OpenCL program's sizes where they differ from the kernel's STANDARD dataset,
#: its element type, and the host pages of the arrays its host code copies otherwise than the CUDA program's (README.md)
PROGRAMS = {
    "2DConvolution": ("2dconv", {}, "float32", {}),
    "2mm": ("2mm", {"NI": 2048, "NJ": 2048, "NK": 2048, "NL": 2048}, "float32",
            {"tmp": (("h2d", "touched"),), "D": (("h2d", "fresh"), ("d2h", "fresh"))}),
    "3DConvolution": ("3dconv", {}, "float32", {}),
    "3mm": ("3mm", {}, "float32", {}),
    "atax": ("atax", {}, "float32", {}),
    "bicg": ("bicg", {}, "float32", {}),
    "correlation": ("corr", {}, "float32", {}),
    "covariance": ("covar", {}, "float32", {}),
    "gemm": ("gemm", {}, "float32", {}),
    "gesummv": ("gesummv", {}, "float32", {"B": (("h2d", "fresh"),)}),
    "gramschmidt": ("gramschmidt", {}, "float64", {}),
    "mvt": ("mvt", {}, "float64", {}),
    "syr2k": ("syr2k", {"NI": 2048, "NJ": 2048}, "float32", {}),
    "syrk": ("syrk", {}, "float32", {}),
}
#: OpenCL kernels whose loops run in another order than their workload step's C reference: the functions of
#: ``opencl_order.c`` that loop as the kernels do
OPENCL_C = HERE / "opencl_order.c"
OPENCL_ORDER = {"atax_kernel2": "ocl_atax_kernel2", "bicgKernel2": "ocl_bicgKernel2"}
#: the OpenCL kernel's name -> the workload step's, where they differ (BICG's two kernels are the CUDA program's in
#: the other order: OpenCL's bicgKernel1 computes q = A p, the CUDA bicg_kernel2)
STEPS = {"Convolution2D_kernel": "convolution2D_kernel", "Convolution3D_kernel": "convolution3D_kernel",
         "bicgKernel1": "bicg_kernel2", "bicgKernel2": "bicg_kernel1", "gemm": "gemm_kernel"}


@dataclass(frozen=True)
class Row:
    program: str
    kernel: str
    cpu_predicted_s: float
    cpu_measured_s: float
    cpu_copies_s: float
    gpu_compute_s: float
    gpu_launch_s: float
    gpu_h2d_s: float
    gpu_d2h_s: float
    gpu_measured_s: float
    memory: str  # how the host code moves the data (advisor.link.hostcode.HostCode.memory)
    cpu_family: str  # the error model's keys of the options (advisor.core.certainty)
    gpu_model: str
    gpu_family: str

    @property
    def gpu_predicted_s(self) -> float:
        return self.gpu_compute_s + self.gpu_launch_s + self.gpu_h2d_s + self.gpu_d2h_s

    @property
    def chosen(self) -> str:
        return "GPU" if self.gpu_predicted_s < self.cpu_predicted_s else "CPU"

    @property
    def faster(self) -> str:
        return "GPU" if self.gpu_measured_s < self.cpu_measured_s else "CPU"


def _kernel(program: str, implementation: CpuImplementation = OPENCL_CPU):
    """The workload's kernel as the OpenCL program has it: its element type (every array's too), its host pages."""
    name, _, dtype, pages = PROGRAMS[program]
    kernel = get_workload("polybench-gpu").kernels[name]
    arrays = {key: replace(array, dtype=dtype, host_pages=pages.get(key, array.host_pages)) for key, array in kernel.arrays.items()}
    return replace(kernel, dtype=dtype, arrays=arrays, cpu=implementation)


def _alone(kernel, opencl_kernel: str):
    """``kernel`` with only the step of ``opencl_kernel`` (the program's arrays and copies kept): the step's own CPU
    loops (a one-step kernel's are the kernel's), in the OpenCL kernel's order where the suite's C reference has
    another (:data:`OPENCL_ORDER`)."""
    step = next(step for step in kernel.steps if step.name == STEPS.get(opencl_kernel, opencl_kernel))
    function = OPENCL_ORDER.get(opencl_kernel)
    if function is not None:
        derived = derived_loops(OPENCL_C, function, frozenset(kernel.params))
        step = replace(step, cpu=CpuCode(derived.cpu_loops, "; ".join(derived.notes), "; ".join(derived.parallel_notes)))
    if step.cpu is None:
        assert len(kernel.steps) == 1, f"{kernel.name}: a step without CPU code of its own"
        return kernel
    return replace(kernel, steps=(step,), cpu_loops=())


def rows(implementation: CpuImplementation = OPENCL_CPU) -> Iterator[Row]:
    """Every row of the set priced on the host's descriptor, the CPU side as ``implementation`` runs the kernels."""
    platform = get_platform(str(PLATFORM))
    settings = Settings()
    launch = platform.gpus[0].launch
    with MEASURED.open(newline="") as handle:
        for row in csv.DictReader(handle):
            kernel = _alone(_kernel(row["program"], implementation), row["kernel"])
            counts = instantiate(kernel, kernel.sizes(None, PROGRAMS[row["program"]][1]))
            evaluation = evaluate(counts, platform, settings)
            cpu, gpu, (step,) = evaluation.cpu, evaluation.gpus[0], counts.steps
            yield Row(row["program"], row["kernel"], cpu.onchip.time_s / step.launches + cpu.copy_s, float(row["runtime_cpu_ms"]) * 1e-3,
                      cpu.copy_s, gpu.compute_s / step.launches, launch.launch_time_s(step.threads_per_launch), gpu.h2d_s, gpu.d2h_s,
                      float(row["runtime_gpu_ms"]) * 1e-3, counts.host.memory, family(platform.cpu.microarchitecture),
                      gpu_model_of(gpu), family_of(gpu, platform))


def evaluate_set() -> dict[str, list[Row]]:
    return {"AMD's (work-items scalar)": list(rows()), "read as a vectorising runtime's": list(rows(VECTORISING_CPU))}


def _cell(predicted_s: float, measured_s: float) -> str:
    return measured_cell({"predicted_s": predicted_s, "measured_s": measured_s}, "ms")


def markdown(readings: dict[str, list[Row]]) -> str:
    summary = ["| the CPU runtime | rows | advisor's choice right | always the GPU right | CPU predicted / measured: geometric "
               "mean, within 1.5x | GPU predicted / measured: geometric mean, within 1.5x |", "|---|---:|---:|---:|---:|---:|"]
    for reading, scored in readings.items():
        cpu = ratio_summary(row.cpu_predicted_s / row.cpu_measured_s for row in scored)
        gpu = ratio_summary(row.gpu_predicted_s / row.gpu_measured_s for row in scored)
        summary.append(f"| {reading} | {len(scored)} | {sum(row.chosen == row.faster for row in scored)} | "
                       f"{sum(row.faster == 'GPU' for row in scored)} | {cpu['geomean']:.2f}, {cpu['within_1.5x']} | "
                       f"{gpu['geomean']:.2f}, {gpu['within_1.5x']} |")
    lines = ["| program | kernel | CPU measured / ratio | of it the runtime's copies (predicted) | GPU measured / ratio | "
             "of it copies (predicted) | faster | chosen |", "|---|---|---:|---:|---:|---:|---|---|"]
    for row in next(iter(readings.values())):
        lines.append(f"| {row.program} | {row.kernel} | {_cell(row.cpu_predicted_s, row.cpu_measured_s)} | {row.cpu_copies_s * 1e3:.3g} ms | "
                     f"{_cell(row.gpu_predicted_s, row.gpu_measured_s)} | {(row.gpu_h2d_s + row.gpu_d2h_s) * 1e3:.3g} ms | "
                     f"{row.faster} | {row.chosen}{'' if row.chosen == row.faster else ' (wrong)'} |")
    return "\n".join(summary) + "\n\n" + "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate_set, markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
