"""GPU measurements through CuPy (``pip install advisor[gpu]``); every function needs a CUDA device.

* :func:`transfer_sweep` -- host<->device copies of 1 B .. 256 MiB (or more), pinned, pageable
  from written pages and pageable into or out of fresh ones, both directions, single messages
  and back-to-back bursts; host wall time per copy (the LogGP view: L + o + (k-1) G), plus the
  host-side issue time of an async copy (o).
* :func:`device_bandwidth` -- grid-stride float4 copy over 2 x 512 MiB, 2 x bytes / time.
* :func:`peak_rates` -- register FMA/IMAD chains (``calibration/cuda/microbench.cu``).
* :func:`launch_sweep` -- empty kernel over grid sizes for each block size 1..32 warps
  (Kleimenov & Popova [kleimenov2021]: one linear model ``x1 * grid + x2`` per block size);
  :func:`fresh_process` -- a new process's first copy in, first launch (from a cubin) and first copy out
  against later ones.
* :func:`instruction_latencies` -- dependent chains of one PTX instruction, in cycles, and
  the same chains launched wide for throughput; :func:`dram_latency_s` -- a pointer chase.
* :func:`nvml_power` -- idle and busy board power and the power limit from NVML.
* :func:`energy_samples` -- the board's energy per part (NVML's total-energy counter): idle, sleeping
  resident warps, FFMA, shared, L1, L2 and DRAM traffic, for the activity energy model's parts.

Numbers are returned raw; :mod:`.gpu` fits and assembles them.
"""

from __future__ import annotations

import contextlib
import ctypes
import mmap
import statistics
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path

import numpy as np

from .toolchain import source_dir

Step = Callable[[str], None]


def _cp():
    import cupy

    return cupy


@cache
def module(device: int = 0):
    cp = _cp()
    with cp.cuda.Device(device):
        return cp.RawModule(code=(source_dir() / "cuda" / "microbench.cu").read_text(), options=("-std=c++14",))


def clock_hz(props: dict) -> float:
    """SM clock from the device properties (``clockRate``, kHz); CUDA 13 dropped it: then the device attribute, then NVML."""
    cp = _cp()
    khz = props.get("clockRate") or cp.cuda.Device().attributes.get("ClockRate")
    if khz:
        return float(khz) * 1e3
    try:
        import pynvml

        pynvml.nvmlInit()
        handle = pynvml.nvmlDeviceGetHandleByIndex(cp.cuda.Device().id)
        return float(pynvml.nvmlDeviceGetMaxClockInfo(handle, pynvml.NVML_CLOCK_SM)) * 1e6
    except Exception:  # noqa: BLE001 - no NVML: a typical boost clock, only to size the timed loops
        return 1.5e9


def _sizes(max_bytes: int, quick: bool) -> list[int]:
    factor = 4 if quick else 2
    sizes, k = [], 1
    while k <= max_bytes:
        sizes.append(k)
        k *= factor
    if sizes[-1] != max_bytes:
        sizes.append(max_bytes)
    return sizes


HOST_KINDS = ("pinned", "pageable-touched", "pageable-fresh")


def _new_mapping(size: int, touched: bool) -> tuple[mmap.mmap, int]:
    """A new private anonymous mapping of ``size`` bytes, as a large ``malloc`` gets (glibc maps anything above
    128 KiB), written once where ``touched``: (mapping, address). No madvise: its pages are what the system gives a
    program (4 KiB, or huge pages where transparent huge pages are ``always``; :func:`page_bytes`)."""
    mapping = mmap.mmap(-1, size, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    view = ctypes.c_char.from_buffer(mapping)
    address = ctypes.addressof(view)
    del view  # the address stays valid while the mapping is open; the view would keep it from closing
    if touched:
        ctypes.memset(address, 1, size)
    return mapping, address


def transparent_huge_pages() -> str:
    """The system's transparent huge page mode (``always``, ``madvise``, ``never``; ``unknown`` where unreadable)."""
    try:
        text = Path("/sys/kernel/mm/transparent_hugepage/enabled").read_text()
    except OSError:
        return "unknown"
    return text[text.find("[") + 1:text.find("]")] if "[" in text else "unknown"


def page_bytes() -> int:
    """The pages a program's fresh anonymous memory faults in: 2 MiB huge pages where THP is ``always``, else the
    base page."""
    return 2 * 2**20 if transparent_huge_pages() == "always" else mmap.PAGESIZE


def transfer_sweep(quick: bool, max_bytes: int = 256 * 2**20, step: Step | None = None) -> dict:
    """``{kind: {direction: [(bytes, messages, seconds), ...]}}`` for the ``HOST_KINDS``, plus ``issue_s`` per direction.

    ``pinned``: one ``cudaMallocHost`` buffer, copied again and again (after a warm-up). ``pageable-touched`` and
    ``pageable-fresh``: a new mapping for every copy, as a program's arrays (:func:`_new_mapping`), written before
    (the program's inputs) or not (the arrays its results land in: the copy faults each page in). Bursts of 8
    back-to-back copies measure g for sizes up to 1 MiB (not for fresh pages: only the first copy finds them fresh).
    """
    cp = _cp()
    step = step or (lambda label: None)
    reps = 3 if quick else 10
    result: dict = {kind: {"h2d": [], "d2h": []} for kind in HOST_KINDS}
    result["issue_s"] = {}
    device = cp.empty(max_bytes, dtype=np.uint8)
    pinned_mem = cp.cuda.alloc_pinned_memory(max_bytes)
    pinned = np.frombuffer(pinned_mem, np.uint8, max_bytes)
    pinned.fill(1)
    H2D, D2H = cp.cuda.runtime.memcpyHostToDevice, cp.cuda.runtime.memcpyDeviceToHost

    def copy(direction: str, host: int, size: int) -> None:
        if direction == "h2d":
            cp.cuda.runtime.memcpy(device.data.ptr, host, size, H2D)
        else:
            cp.cuda.runtime.memcpy(host, device.data.ptr, size, D2H)

    for kind in HOST_KINDS:
        step(f"transfers {kind}")
        for size in _sizes(max_bytes, quick):
            for direction in ("h2d", "d2h"):
                for messages in ((1, 8) if size <= 2**20 and kind != "pageable-fresh" else (1,)):
                    times = []
                    for _ in range(reps + 1 if kind == "pinned" else reps):  # a new mapping needs no warm-up
                        mapping = None
                        if kind == "pinned":
                            host = pinned.ctypes.data
                        else:
                            mapping, host = _new_mapping(size, touched=kind == "pageable-touched")
                        cp.cuda.Device().synchronize()
                        t0 = time.perf_counter()
                        for _ in range(messages):
                            copy(direction, host, size)
                        times.append(time.perf_counter() - t0)
                        if mapping is not None:
                            mapping.close()
                    result[kind][direction].append((size, messages, statistics.median(times[1:] if kind == "pinned" else times)))
    stream = cp.cuda.Stream(non_blocking=True)
    for direction, (dst, src, code) in {"h2d": (device.data.ptr, pinned.ctypes.data, H2D),
                                        "d2h": (pinned.ctypes.data, device.data.ptr, D2H)}.items():
        issue = []
        for _ in range(50):
            t0 = time.perf_counter()
            cp.cuda.runtime.memcpyAsync(dst, src, 8, code, stream.ptr)
            issue.append(time.perf_counter() - t0)
            stream.synchronize()
        result["issue_s"][direction] = statistics.median(issue)
    result["transparent_huge_pages"] = transparent_huge_pages()
    result["page_bytes"] = page_bytes()
    return result


def _event_time_s(launch: Callable[[], None], reps: int) -> float:
    cp = _cp()
    start, end = cp.cuda.Event(), cp.cuda.Event()
    launch()
    samples = []
    for _ in range(reps):
        start.record()
        launch()
        end.record()
        end.synchronize()
        samples.append(cp.cuda.get_elapsed_time(start, end) / 1e3)
    return statistics.median(samples)


def device_bandwidth(quick: bool) -> dict:
    cp = _cp()
    nbytes = (128 if quick else 512) * 2**20
    a, b = cp.ones(nbytes // 4, cp.float32), cp.empty(nbytes // 4, cp.float32)
    kernel = module(cp.cuda.Device().id).get_function("copy_kernel")
    n = nbytes // 16
    sms = cp.cuda.Device().attributes["MultiProcessorCount"]
    seconds = _event_time_s(lambda: kernel((sms * 8,), (256,), (a, b, np.uint64(n))), 5 if quick else 20)
    return {"bytes_moved": 2 * nbytes, "seconds": seconds, "Bps": 2 * nbytes / seconds}


def peak_rates(quick: bool) -> dict[str, dict]:
    cp = _cp()
    sms = cp.cuda.Device().attributes["MultiProcessorCount"]
    blocks, threads, iters = sms * 16, 256, 2048 if quick else 8192
    rates = {}
    for precision, dtype, m, y in (("fp32", np.float32, 0.999999, 1e-6), ("fp64", np.float64, 0.999999, 1e-7), ("int32", np.int32, 3, 1)):
        out = cp.empty(blocks * threads, dtype)
        kernel = module(cp.cuda.Device().id).get_function(f"peak_{precision}")
        seconds = _event_time_s(lambda: kernel((blocks,), (threads,), (out, np.int32(iters), dtype(m), dtype(y))), 3 if quick else 10)  # noqa: B023 - called at once
        ops = 2.0 * 8 * iters * blocks * threads
        rates[precision] = {"ops": ops, "seconds": seconds, "ops_per_s": ops / seconds}
    return rates


def launch_sweep(quick: bool, max_warps: int = 32) -> dict[int, tuple[list[int], list[float]]]:
    """Median time of one empty-kernel launch (event to event) for block = 32 x w threads over grids."""
    kernel = module(_cp().cuda.Device().id).get_function("empty_kernel")
    warps = [1, 2, 4, 8, 16, 32] if quick else list(range(1, max_warps + 1))
    grids = [1, 4, 16, 64, 256, 1024, 4096] if quick else [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384]
    samples = {}
    for w in warps:
        block = 32 * w
        times = [_event_time_s(lambda g=g: kernel((g,), (block,), ()), 10 if quick else 30) for g in grids]  # noqa: B023 - called at once
        samples[block] = (grids, times)
    return samples


# What a fresh process pays the first time, as a program meets it, through the driver API (no CuPy: its import,
# cache and Python layers are not what a program pays): its first pageable copy in, its first launch from a cubin
# (the module loaded on first use), its first pageable copy out, each against later ones (the median of 20 or 50).
# argv: device index, path of a cubin holding ``empty_kernel``. Prints {"<what>": [first_s, later_s], ...}.
_FRESH_PROCESS_CHILD = r"""
import ctypes, json, statistics, sys, time
cuda = ctypes.CDLL("libcuda.so.1")
def ok(code, what):
    if code:
        sys.exit(f"{what} failed: CUresult {code}")
def timed(call):
    t0 = time.perf_counter()
    for step in call():
        ok(*step)
    return time.perf_counter() - t0
index, cubin = int(sys.argv[1]), open(sys.argv[2], "rb").read()
dev, ctx, mod, fn, mem = ctypes.c_int(), ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_uint64()
ok(cuda.cuInit(0), "cuInit")
ok(cuda.cuDeviceGet(ctypes.byref(dev), index), "cuDeviceGet")
ok(cuda.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
ok(cuda.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
ok(cuda.cuMemAlloc_v2(ctypes.byref(mem), 1 << 20), "cuMemAlloc")  # a program allocates its arrays first
ok(cuda.cuCtxSynchronize(), "cuCtxSynchronize")
host = ctypes.create_string_buffer(4096)  # malloc'ed and written: a program's input
h2d = lambda: [(cuda.cuMemcpyHtoD_v2(mem, host, 4096), "cuMemcpyHtoD")]
d2h = lambda: [(cuda.cuMemcpyDtoH_v2(host, mem, 4096), "cuMemcpyDtoH")]
launch = lambda: [(cuda.cuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, None, None, None), "cuLaunchKernel"),
                  (cuda.cuCtxSynchronize(), "cuCtxSynchronize")]
load = lambda: [(cuda.cuModuleLoadData(ctypes.byref(mod), cubin), "cuModuleLoadData"),
                (cuda.cuModuleGetFunction(ctypes.byref(fn), mod, b"empty_kernel"), "cuModuleGetFunction"), *launch()]
found = {"h2d": [timed(h2d), statistics.median(timed(h2d) for _ in range(20))]}
found["launch"] = [timed(load), statistics.median(timed(launch) for _ in range(50))]
found["d2h"] = [timed(d2h), statistics.median(timed(d2h) for _ in range(20))]
print(json.dumps(found))
"""


def _empty_kernel_cubin(index: int) -> bytes:
    """``empty_kernel`` compiled by NVRTC to the device's own machine code (a cubin, as nvcc builds programs)."""
    cp = _cp()
    from cupy.cuda import nvrtc

    program = nvrtc.createProgram('extern "C" __global__ void empty_kernel() {}', "empty.cu", [], [])
    try:
        nvrtc.compileProgram(program, [f"--gpu-architecture=sm_{cp.cuda.Device(index).compute_capability}"])
        return nvrtc.getCUBIN(program)
    finally:
        nvrtc.destroyProgram(program)


FRESH_PROCESS_COSTS = ("h2d", "launch", "d2h")  # what a fresh process pays more the first time (_FRESH_PROCESS_CHILD)


def fresh_process(index: int, quick: bool) -> dict:
    """What a program pays the first time in a new process, over later times: its first pageable copy in (4 KiB),
    its first kernel launch (a cubin loaded, launched from and synchronised), its first pageable copy out; in
    ``runs`` fresh processes, each timing the first and then the median of later ones (:data:`_FRESH_PROCESS_CHILD`).
    ``{"<what>_extra_s": median over runs of first - later, "runs": [...]}``, or ``{"skipped": why}`` where the
    probe cannot run (no NVRTC cubin output, no driver library)."""
    import json
    import subprocess
    import sys
    import tempfile

    try:
        cubin = _empty_kernel_cubin(index)
    except Exception as exc:  # noqa: BLE001 - an older CuPy or NVRTC: the first launch stays unmeasured, said so
        return {"skipped": f"no cubin from NVRTC ({type(exc).__name__}: {exc})"}
    runs = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "empty.cubin"
        path.write_bytes(cubin)
        for _ in range(3 if quick else 7):
            try:
                done = subprocess.run([sys.executable, "-c", _FRESH_PROCESS_CHILD, str(index), str(path)],
                                      capture_output=True, text=True, timeout=120)
            except subprocess.TimeoutExpired:
                return {"skipped": "the probe process did not finish in 120 s"}
            if done.returncode != 0:
                return {"skipped": f"the probe process failed: {(done.stderr or done.stdout).strip()[-300:]}"}
            try:
                found = json.loads(done.stdout)
                runs.append({what: [float(found[what][0]), float(found[what][1])] for what in FRESH_PROCESS_COSTS})
            except (ValueError, KeyError, TypeError, IndexError):
                return {"skipped": f"the probe process printed no timings: {done.stdout.strip()[-300:]!r}"}
    return {**{f"{what}_extra_s": statistics.median(max(0.0, r[what][0] - r[what][1]) for r in runs) for what in FRESH_PROCESS_COSTS},
            "runs": runs}


LATENCY_KERNELS = ("lat_add_f32", "lat_mul_f32", "lat_fma_f32", "lat_add_f64", "lat_fma_f64", "lat_add_s32", "lat_mad_s32", "lat_sqrt_f32")


def instruction_latencies(quick: bool) -> dict[str, dict]:
    """Cycles per dependent instruction (one thread) and instructions per cycle per SM (many warps)."""
    cp = _cp()
    props = cp.cuda.runtime.getDeviceProperties(cp.cuda.Device().id)
    clock = clock_hz(props)
    sms = props["multiProcessorCount"]
    n = 256 if quick else 4096
    found = {}
    for name in LATENCY_KERNELS:
        dtype = np.float64 if name.endswith("f64") else np.int32 if name.endswith("s32") else np.float32
        kernel = module(cp.cuda.Device().id).get_function(name)
        blocks, threads = sms * 8, 256
        out, cycles = cp.empty(blocks * threads, dtype), cp.zeros(1, cp.int64)
        kernel((1,), (1,), (out, cycles, np.int32(n), dtype(1)))
        kernel((1,), (1,), (out, cycles, np.int32(n), dtype(1)))
        latency = float(cycles.get()[0]) / (16 * n)
        seconds = _event_time_s(lambda: kernel((blocks,), (threads,), (out, cycles, np.int32(n), dtype(1))), 3)  # noqa: B023 - called at once
        per_sm_cycle = 16.0 * n * blocks * threads / (seconds * clock * sms)
        found[name[4:]] = {"latency_cycles": round(latency, 2), "throughput_per_sm_per_cycle": round(per_sm_cycle, 2)}
    return found


def dram_latency_s(quick: bool, buffer_bytes: int = 256 * 2**20) -> dict:
    cp = _cp()
    props = cp.cuda.runtime.getDeviceProperties(cp.cuda.Device().id)
    words_per_line = 32  # 128-byte lines of 4-byte words
    lines = buffer_bytes // 128
    order = np.random.default_rng(0).permutation(lines).astype(np.uint32)
    nxt = np.zeros(lines * words_per_line, np.uint32)
    nxt[order * words_per_line] = np.roll(order, -1) * words_per_line
    d_next, out, cycles = cp.asarray(nxt), cp.zeros(1, cp.uint32), cp.zeros(1, cp.int64)
    steps = 2048 if quick else 16384
    kernel = module(cp.cuda.Device().id).get_function("chase")
    kernel((1,), (1,), (d_next, np.int32(256), out, cycles))
    kernel((1,), (1,), (d_next, np.int32(steps), out, cycles))
    per_load = float(cycles.get()[0]) / steps
    return {"cycles": round(per_load, 1), "seconds": per_load / clock_hz(props), "buffer_bytes": buffer_bytes}


def nvml_power(device: int, busy: Callable[[], None] | None = None) -> dict | None:
    """Idle power, power limit and (if ``busy`` is given) the peak power sampled while it runs; None without NVML."""
    try:
        import pynvml
    except ImportError:
        return None
    try:
        pynvml.nvmlInit()
        handle = pynvml.nvmlDeviceGetHandleByIndex(device)
        idle_samples = []
        for _ in range(5):
            idle_samples.append(pynvml.nvmlDeviceGetPowerUsage(handle) / 1e3)
            time.sleep(0.05)
        idle = statistics.median(idle_samples)
        limit = pynvml.nvmlDeviceGetEnforcedPowerLimit(handle) / 1e3
        result = {"idle_w": idle, "limit_w": limit}
        if busy is not None:
            samples = []
            end = time.monotonic() + 1.0
            while time.monotonic() < end:
                busy()
                samples.append(pynvml.nvmlDeviceGetPowerUsage(handle) / 1e3)
            result["busy_w"] = max(samples)
        for key, fn in (("pcie_generation", pynvml.nvmlDeviceGetMaxPcieLinkGeneration), ("lanes", pynvml.nvmlDeviceGetMaxPcieLinkWidth)):
            with contextlib.suppress(pynvml.NVMLError):  # not every board reports its link
                result[key] = int(fn(handle))
        return result
    except Exception:  # noqa: BLE001 - NVML missing or not permitted: the caller falls back to estimates
        return None


#: the parts energy_samples measures, each with what one launch does (``ops`` of ``unit``) as a function of
#: (warps, iterations): resident warps that sleep, FFMA warp instructions, bytes at shared memory, L1, L2, DRAM
ENERGY_PARTS = ("sleep", "ffma", "lds", "ldg_l1", "ldg_l2", "ldg_dram")


def energy_samples(device: int, quick: bool, min_s: float = 1.5) -> dict:
    """The board's energy (NVML's total-energy counter) of idle and of one part at a time (``ENERGY_PARTS``), each
    launched again and again for ``min_s`` seconds or more with 2048 threads per SM: per part its seconds and joules
    per launch and what a launch does (``ops``, ``unit``: warp instructions, or bytes for the memory parts, 128 B per
    warp instruction). {"skipped": reason} where NVML's counter cannot be read."""
    try:
        import pynvml

        pynvml.nvmlInit()
        handle = pynvml.nvmlDeviceGetHandleByIndex(device)
        pynvml.nvmlDeviceGetTotalEnergyConsumption(handle)
    except Exception as exc:  # noqa: BLE001 - no NVML, or a board without the counter (before Volta)
        return {"skipped": f"NVML's total-energy counter is not readable ({type(exc).__name__})"}
    cp = _cp()

    def joules() -> float:
        return pynvml.nvmlDeviceGetTotalEnergyConsumption(handle) / 1e3

    props = cp.cuda.runtime.getDeviceProperties(device)
    sms, block = int(props["multiProcessorCount"]), 256
    blocks = sms * 8
    warps = blocks * block // 32
    dram_words = (1 << 28) if quick else (1 << 30)
    big, out = cp.zeros(dram_words, cp.float32), cp.zeros(1, cp.float32)
    get = module(device).get_function
    time.sleep(0.5)
    e0, t0 = joules(), time.monotonic()
    time.sleep(1.0 if quick else 2.0)
    result: dict = {"idle_w": (joules() - e0) / (time.monotonic() - t0), "sms": sms, "warps": warps, "parts": {}}
    iters = 1 << 12 if quick else 1 << 14
    launches = {
        "sleep": (lambda: get("energy_sleep")((blocks,), (block,), (np.int32(iters // 64),)), warps * (iters // 64), "nanosleep(1000) per warp"),
        "ffma": (lambda: get("energy_ffma")((blocks,), (block,), (out, np.int32(iters * 4), np.float32(1.0001), np.float32(0.5))),
                 warps * iters * 4 * 8, "FFMA warp instructions"),
        "lds": (lambda: get("energy_lds")((blocks,), (block,), (out, np.int32(iters))), warps * iters * 4 * 128.0, "bytes at shared memory"),
        "ldg_l1": (lambda: get("energy_ldg")((blocks,), (block,), (big, np.uint64(2048), out, np.int32(1024), np.int32(0))),
                   warps * 1024 * 4 * 128.0, "bytes at L1 (hits)"),
        "ldg_l2": (lambda: get("energy_ldg")((blocks,), (block,), (big, np.uint64(4 << 20), out, np.int32(1024), np.int32(1))),
                   warps * 1024 * 4 * 128.0, "bytes from L2 (L1 bypassed)"),
        "ldg_dram": (lambda: get("energy_ldg")((blocks,), (block,), (big, np.uint64(dram_words), out, np.int32(256), np.int32(1))),
                     warps * 256 * 4 * 128.0, "bytes from DRAM"),
    }
    for name, (launch, ops, unit) in launches.items():
        launch()
        cp.cuda.Device().synchronize()
        s0 = time.monotonic()
        launch()
        cp.cuda.Device().synchronize()
        count = max(1, int(min_s / max(time.monotonic() - s0, 1e-6)))
        j0, s0 = joules(), time.monotonic()
        for _ in range(count):
            launch()
        cp.cuda.Device().synchronize()
        seconds, spent = time.monotonic() - s0, joules() - j0
        result["parts"][name] = {"launches": count, "s": seconds / count, "j": spent / count, "ops": float(ops), "unit": unit}
    return result


def source_path() -> Path:
    return source_dir() / "cuda" / "microbench.cu"
