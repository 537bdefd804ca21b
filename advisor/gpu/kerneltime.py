"""GPU on-chip time of a workload kernel from its steps' CUDA kernels (the ``gpu-time`` models kp, pipeline, hybrid, bsp, mwp-cwp).

A step whose descriptor names a CUDA kernel (``cuda:``, see
:mod:`advisor.workload`) is analysed at its grid, block and arguments and
timed with a kernel-time model (``kp`` by default): on an NVIDIA GPU from its
PTX, on an AMD GPU of a GCN 3-5, CDNA or RDNA family from its AMDGCN
(:mod:`advisor.gpu.amd.timing`, kp only). Its on-chip time is ``launches x``
the kernel's execution time (launch overhead is charged by the evaluation's
launch model, as for the roofline).  Steps without a kernel, on a GPU the
model does not read, or whose analysis fails, take the core roofline
(:func:`advisor.gpu.roofline.gpu_step_roofline`) and a note says why.
``OnChipTime.model`` is e.g. "kp", "roofline" or "kp+roofline".

Per-launch FLOPs and DRAM bytes stay the descriptor's (the ``tdp`` and ``epi`` energy models
read them); compute and memory times are kp's issue and bandwidth times. What the launches do
(operations by class, bytes at each level: :func:`advisor.gpu.nvidia.result.activity_of`, from the
same analysis) travels with the step for the ``activity`` energy model.

Where a step's ``cuda.l2_resident`` is not given, it is what the program leaves: a program
that copies its arrays to the device (pageable or pinned) and whose arrays all fit in the
GPU's L2 runs every step on arrays the copies (or the steps before) left there; one whose
arrays do not fit finds none there (a sweep through more than the L2 evicts each line
before it comes back to it), nor one that maps or migrates host memory
(:func:`program_in_l2`).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from dataclasses import replace

from ..onchip import Activity, OnChipTime, RooflineTime
from .descriptor import Gpu
from .inputs import KernelAtSizes, Node, StepAtSizes
from .nvidia import diskcache
from .nvidia.result import KernelPrediction
from .roofline import gpu_roofline_time, gpu_step_roofline
from .sources import analysis_target, builtin_code

log = logging.getLogger("advisor")


def unread_because(gpu: Gpu, model: str) -> str | None:
    """Why ``model`` does not read ``gpu``'s kernels from their code (None: it does)."""
    if gpu.amd is None:
        return None
    if model != "kp":
        return f"{model} models NVIDIA GPUs (PTX); the {gpu.model} ({gpu.architecture}) uses the roofline"
    if gpu.amd.family.timing is None or analysis_target(gpu) is None:
        return f"kp reads the AMDGCN of GCN 3-5, CDNA and RDNA GPUs; the {gpu.model} ({gpu.architecture}) uses the roofline"
    return None


#: host memory whose program copies its arrays to the device before its kernels (``HostCode.memory``)
COPIED_IN = ("pageable", "pageable-touched", "pinned")


def program_in_l2(counts: KernelAtSizes, gpu: Gpu) -> bool:
    """Whether the program's arrays are in ``gpu``'s L2 when its kernels run (module docstring)."""
    return counts.host.memory in COPIED_IN and 0 < counts.resident_bytes <= gpu.l2_bytes


def with_l2_state(counts: KernelAtSizes, gpu: Gpu) -> tuple[StepAtSizes, ...]:
    """The steps with each CUDA kernel's ``l2_resident`` as given, or as the program leaves it."""
    resident = program_in_l2(counts, gpu)
    return tuple(replace(step, cuda=replace(step.cuda, l2_resident=resident))
                 if step.cuda is not None and step.cuda.l2_resident is None else step for step in counts.steps)


def step_prediction(step: StepAtSizes, platform: Node, gpu_index: int = 0, model: str = "kp",
                    target: str | None = None, **options) -> KernelPrediction:
    """Predict one launch of ``step``'s CUDA kernel (the step must have ``cuda``)."""
    spec = step.cuda
    if spec is None or step.grid is None or step.block is None:
        raise ValueError(f"step {step.name} has no CUDA kernel with a launch geometry")
    gpu = platform.gpus[gpu_index]
    if gpu.amd is not None:
        reason = unread_because(gpu, model)
        if reason is not None:
            raise ValueError(reason)
        from .amd.timing import predict_launch as predict_amd_launch  # the AMDGCN interpreter

        return predict_amd_launch(str(spec.path), spec.kernel, gpu, step.grid, step.block, dict(spec.args))
    from .nvidia.predict import kernel_launch, predict_launch  # the PTX interpreter: only when a launch is analysed

    launch, _ = kernel_launch(spec.path, spec.kernel, step.grid, step.block,
                              dict(spec.args), platform, gpu_index, target, contents=dict(spec.contents),
                              l2_resident=bool(spec.l2_resident))
    return predict_launch(model, launch, platform, gpu_index, **options)


_CACHE: dict = {}


def _cached_step_prediction(step: StepAtSizes, platform: Node, gpu_index: int, model: str) -> KernelPrediction:
    """``model`` of a step's launch, memoised in this process (``recommend --dataset all`` asks for the same
    launch once per dataset when datasets share sizes) and on disk for the next one (:mod:`.diskcache`)."""
    spec = step.cuda
    gpu = platform.gpus[gpu_index]
    parts = {"gpu": repr(gpu), "model": model, "kernel": spec.kernel, "source": spec.source, "grid": step.grid, "block": step.block,
             "args": sorted(spec.args.items()), "contents": sorted(spec.contents.items()), "target": analysis_target(gpu),
             "l2_resident": spec.l2_resident}
    memory_key = tuple(repr(v) for v in parts.values()) + (spec.path,)
    hit = _CACHE.get(memory_key)
    if hit is not None:
        return hit
    code = builtin_code(spec.path, parts["target"])
    # an AMDGCN compile's resources.json says where each kernel's arguments go: the prediction reads it too
    resources = code.parent / "resources.json" if code is not None and code.suffix == ".s" else None
    name = diskcache.key(parts, [spec.path, code, resources])
    prediction = diskcache.load(name)
    if prediction is None:
        prediction = step_prediction(step, platform, gpu_index, model)
        diskcache.store(name, prediction)
    if len(_CACHE) > 4096:
        _CACHE.clear()
    _CACHE[memory_key] = prediction
    return prediction


def step_time_from(step: StepAtSizes, pred: KernelPrediction, platform: Node, gpu_index: int) -> RooflineTime:
    """``step`` priced from one launch's prediction: its launches' time and activity, its FLOPs and DRAM bytes."""
    gpu = platform.gpus[gpu_index]
    n = step.launches
    return RooflineTime(time_s=n * pred.exec_s, compute_time_s=n * pred.instruction_time_s,
                        memory_time_s=n * pred.memory_time_s, flops_by_precision=dict(step.flops),
                        dram_bytes=step.dram_traffic_bytes(gpu.l2_bytes), bandwidth_Bps=gpu.memory_bandwidth_sustained_Bps,
                        peaks=gpu.peak_flops_by_precision,
                        activity=launch_activity(pred, n))


def launch_activity(pred: KernelPrediction, launches: float) -> Activity | None:
    """What ``launches`` launches of the predicted kernel do (the prediction's :attr:`~KernelPrediction.activity`), for
    the ``activity`` energy model; None where the model that predicted did not analyse the code."""
    a = pred.activity
    if not a:
        return None
    operations = {c: a[c] * launches for c in ("fp32", "fp64", "fp16", "int", "sfu", "conv", "tensor") if c in a}
    moved = {level: a[f"{level}_bytes"] * launches for level in ("shared", "l1", "l2", "dram") if f"{level}_bytes" in a}
    return Activity(operations, moved, a.get("sms", 0.0), f"{pred.model} analysis")


def kernel_onchip_time(counts: KernelAtSizes, platform: Node, gpu_index: int, model: str = "kp") -> OnChipTime:
    gpu = platform.gpus[gpu_index]
    steps, models, notes = [], [], []
    unread = unread_because(gpu, model)
    if unread is not None and any(step.cuda is not None for step in counts.steps):
        notes.append(unread)
    for step in with_l2_state(counts, gpu):
        if step.cuda is not None and unread is None:
            try:
                pred = _cached_step_prediction(step, platform, gpu_index, model)
                steps.append(step_time_from(step, pred, platform, gpu_index))
                models.append(model)
                continue
            except Exception as exc:  # noqa: BLE001 - any analysis failure falls back, with a note, and says so on stderr
                notes.append(f"{step.name}: {model} failed on {gpu.model} ({type(exc).__name__}: {exc}); roofline used")
                _say_once(f"warning: {counts.workload} {counts.kernel}: step {step.name}: {model} failed on {gpu.model} "
                          f"({type(exc).__name__}: {_first_error(str(exc))}); the roofline prices it")
        steps.append(gpu_step_roofline(step, gpu, platform.path, gpu_index))
        models.append("roofline")
    model = "+".join(dict.fromkeys(models))
    return OnChipTime(sum(s.time_s for s in steps), tuple(steps), model, notes=tuple(notes))


@functools.cache
def _say_once(message: str) -> None:
    """A fallback from a step's code is never silent: a table shows no notes, so it is said on stderr, once a process
    (the record says so, for a command that shares its work out over processes: ``advisor/cli/fanout.py``)."""
    log.warning("%s", message, extra={"once_a_process": True})


def _first_error(text: str) -> str:
    """The line of a failure that says what failed (a compiler's first ``error`` line), not its command line."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return next((line for line in lines if "error" in line.lower()), lines[0] if lines else "")


def gpu_time_model(model: str) -> Callable[[KernelAtSizes, Node, int], OnChipTime]:
    """The ``gpu-time`` model ``model``: a kernel's steps with code predicted by ``model``, the others (and a kernel
    with no code at all) on the roofline (:func:`advisor.gpu.roofline.gpu_roofline_time`)."""

    def onchip_time(counts: KernelAtSizes, platform: Node, gpu_index: int) -> OnChipTime:
        if not any(step.cuda is not None for step in counts.steps):
            return gpu_roofline_time(counts, platform, gpu_index)
        return kernel_onchip_time(counts, platform, gpu_index, model)

    return onchip_time


def prepare(counts: KernelAtSizes) -> None:
    """Load the code that predicts ``counts``' CUDA steps, so that a deadline measures deciding, not importing."""
    if any(step.cuda is not None for step in counts.steps):
        from .nvidia.ptx import loader  # noqa: F401 - what the shipped code's lookup reads (analysis_target)

        diskcache.code_version()
