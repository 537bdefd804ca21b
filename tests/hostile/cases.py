"""The hand-written hostile cases of issue #29 that the generated suite (:mod:`.generate`) does not derive: specific
numbers, option combinations and descriptor values each named after the cause it reproduced (:data:`CAUSES`).

Each is a :class:`~tests.hostile.case.Case` (what may end it: :func:`~tests.hostile.case.verdict`); the files they name
are made by :func:`files` into the workspace (:func:`tests.hostile.workspace.build`). The generic cases of #29 (every
place a file is read given a FIFO, a directory or a device; outputs that cannot be written; a full or closed standard
output; unusable environment variables) are generated from the commands now, for every option (:mod:`.generate`).
"""

from __future__ import annotations

import yaml

from .case import Case as _Case
from .workspace import FIXTURES

CAUSES = {
    "overflow": "traceback: tradeoff sizes and exponents overflow (--size-range 1e-300:1e300, --power-exponent 1e308)",
    "cc-architecture": "silent accept: a compute capability of another architecture (99.9 on a Maxwell)",
    "idle-power": "silent accept: an idle power above the TDP (500 W on a 47 W CPU)",
    "tdp-factor": "silent accept: --tdp-factor 1e308 answered with null energies",
    "unused-option": "silent accept: predict-kernel dropping -d without --workload, and FILE with it",
    "launch-limits": "silent accept: grids above 2^31-1 accepted by predict-kernel, refused in workloads",
    "raw-and-workload": "silent accept: place --flops ... --workload polybench --kernel gemm, the workload a label",
    "messages": "silent accept: h2d_messages: 1e17",
    "table-strict": "silent accept: place --table answering fallbacks for a workload recommend refuses",
    "partition": "silent accept: empty or quoted partition names",
    "observe": "silent accept: observe lines for an unknown platform or time_s: 1e300 recorded",
    "environment": "a FIFO named like a descriptor on ADVISOR_PLATFORM_PATH, skipped with a warning",
    "fit-exit": "exit 1 instead of 2: fit on a history without runs",
    "blamed-option": "misleading message: --block 2048 and --target sm_1 blamed on FILE",
    "huge-count": "misleading message: cores_per_socket: 1e308 echoed as a 300-digit integer",
    "calibrate-name": "misleading message: calibrate --name $'a\\nb' refused only after measuring",
    "fit-noise": "fit learning a factor from runs as noisy as their hold-out",
}
_EXPECT = {"refuse": frozenset({"refuse"}), "note": frozenset({"warn"}), "answer": frozenset({"answer"}), "ok": frozenset({"result"})}


def Case(cause: str, args: tuple[str, ...], expect: str, where: str = "", **kwargs) -> _Case:
    """A case of #29 as it was written: ``expect`` one of refuse, note, answer, ok; ``where`` what the line must name."""
    assert cause in CAUSES, cause
    return _Case(cause, tuple(args), _EXPECT[expect], (where,) if where else (), **kwargs)


# --- the files the cases name --------------------------------------------------------------------------------

def _toy_platform() -> dict:
    return yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())


def _toy_workload() -> dict:
    return yaml.safe_load((FIXTURES / "toy-workload.yaml").read_text())


def _platform_with(change) -> dict:
    data = _toy_platform()
    change(data)
    return data


PLATFORMS = {  # file stem -> the toy node with one implausible value
    "cc-99.9-maxwell": lambda p: p["gpus"][0].update(architecture="maxwell", compute_capability="99.9"),
    "cc-8.0-maxwell": lambda p: p["gpus"][0].update(architecture="maxwell"),
    "cc-5.0-ampere": lambda p: p["gpus"][0].update(compute_capability="5.0"),
    "cc-7.5-volta": lambda p: p["gpus"][0].update(architecture="volta", compute_capability="7.5"),
    "cc-9.0-blackwell": lambda p: p["gpus"][0].update(architecture="blackwell", compute_capability="9.0"),
    "cpu-idle-500W": lambda p: p["cpu"].update(idle_power="500 W", tdp="47 W"),
    "gpu-idle-300W": lambda p: p["gpus"][0].update(idle_power="300 W"),
    "cores-1e308": lambda p: p["cpu"].update(cores_per_socket=1e308),
    "sockets-1e308": lambda p: p["cpu"].update(sockets=1e308),
    "threads-1e308": lambda p: p["cpu"].update(threads_per_core=1e308),
    "sms-1e308": lambda p: p["gpus"][0].update(sms=1e308),
    "gpu-count-1e308": lambda p: p["gpus"][0].update(count=1e308),
    "fp32-units-1e308": lambda p: p["gpus"][0].update(fp32_units_per_sm=1e308),
}

TASKS = {  # file stem -> a task mapping for place
    "h2d-messages-1e17": {"flops": 1e9, "h2d_bytes": 1e6, "h2d_messages": 1e17},
    "d2h-messages-3-of-2-bytes": {"flops": 1e9, "d2h_bytes": 2, "d2h_messages": 3},
    "messages-of-nothing": {"flops": 1e9, "h2d_messages": 5},  # nothing copied: the count does not matter
}


def _broken_workloads() -> dict[str, dict]:
    overflow, negative = _toy_workload(), _toy_workload()
    overflow["kernels"]["axpy"]["arrays"]["y"]["dims"] = [1e200, 1e200]  # the arrays' bytes overflow at every size
    negative["kernels"]["axpy"]["flops"] = "N - 2*N"
    return {"overflowing-arrays": overflow, "negative-flops": negative}




def files() -> dict[str, str]:
    """The files the cases name (relative name in the workspace -> content)."""
    out = {f"{stem}.yaml": yaml.safe_dump(_platform_with(change), sort_keys=False) for stem, change in PLATFORMS.items()}
    out |= {f"{stem}.yaml": yaml.safe_dump(task, sort_keys=False) for stem, task in TASKS.items()}
    out["table-tasks.yaml"] = yaml.safe_dump({"good": {"flops": 1e9}, "bad": TASKS["h2d-messages-1e17"]})
    out |= {f"{stem}.yaml": yaml.safe_dump(data, sort_keys=False) for stem, data in _broken_workloads().items()}
    return out


# --- the cases ----------------------------------------------------------------------------------------------

GEMM = ("--arg", "ni=64", "--arg", "nj=64", "--arg", "nk=64", "--arg", "alpha=1.5", "--arg", "beta=1.2")


def _numbers() -> list[Case]:
    tradeoff = ("tradeoff", "polybench", "-k", "gemm", "--sweep", "clock", "--format", "json")
    cases = [Case("overflow", (*tradeoff, "--size-range", r), "refuse", "--size-range")
             for r in ("1e-300:1e300", "1e-13:1", "1:1e13", "0:1", "1:inf", "nan:1", "5:5", "2:1", "1e-320:1")]
    cases += [Case("overflow", (*tradeoff, "--power-exponent", v), "refuse", "--power-exponent")
              for v in ("1e308", "5", "-1", "inf", "nan")]
    cases += [Case("overflow", (*tradeoff, "--clock-factors", v), "refuse", "--clock-factors")
              for v in ("1e200", "11", "0", "-1", "inf", "1,1e300", "1e-320", "0.05")]
    cases += [Case("overflow", (*tradeoff, "--power-exponent", "1"), "ok")]
    cases += [Case("tdp-factor", ("recommend", "polybench", "-k", "gemm", "--format", "json", "--tdp-factor", v), "refuse", "--tdp-factor")
              for v in ("1e308", "1.5", "0", "-1", "nan", "inf")]
    cases += [Case("tdp-factor", ("place", "--flops", "1e9", "--tdp-factor", "1e308"), "refuse", "--tdp-factor"),
              Case("tdp-factor", ("tradeoff", "polybench", "-k", "gemm", "--sweep", "clock", "--tdp-factor", "2"), "refuse",
                   "--tdp-factor"),
              Case("tdp-factor", ("recommend", "polybench", "-k", "gemm", "--tdp-factor", "1"), "ok")]
    return cases


def _predict_kernel() -> list[Case]:
    launch = ("predict-kernel", "gemm", "-k", "gemm", "--gpu", "dc-a100", *GEMM)
    one = (*launch, "--grid", "2,2", "--block", "32,8")
    workload = ("predict-kernel", "--workload", "polybench-gpu", "-k", "gemm", "--gpu", "dc-a100")
    cases = [Case("blamed-option", (*launch, "--grid", "1", "--block", b), "refuse", "--block")
             for b in ("2048", "32,32,2", "0", "1,1,65", "1,1025")]
    cases += [Case("launch-limits", (*launch, "--grid", g, "--block", "32"), "refuse", "--grid")
              for g in ("2147483648", "1,65536", "1,1,65536", "9" * 30)]
    cases += [Case("blamed-option", (*one, "--target", t), "refuse", "--target") for t in ("sm_1", "foo", "sm_70", "")]
    cases += [Case("blamed-option", ("predict-kernel", "{fixtures}/ptx/loops.ptx", "-k", "k", "--grid", "1", "--block", "32",
                                     "--gpu", "dc-a100", "--target", "sm_80"), "refuse", "--target")]
    cases += [Case("unused-option", (*one, "-d", "LARGE"), "refuse", "--dataset"),
              Case("unused-option", ("predict-kernel", "gemm", *workload[1:]), "refuse", "FILE"),
              Case("unused-option", (*workload, "--grid", "2,2"), "refuse", "--grid"),
              Case("unused-option", (*workload, "--arg", "ni=5"), "refuse", "--arg"),
              Case("unused-option", (*workload, "--l1-hit", "0.5"), "refuse", "--l1-hit"),
              Case("unused-option", (*workload, "--target", "sm_80"), "refuse", "--target"),
              Case("unused-option", ("predict-kernel", "--validate", "validation/gpu/none.csv", "--gpu", "dc-a100"), "refuse", "--gpu"),
              Case("unused-option", ("predict-kernel", "gemm", "--validate", "validation/gpu/none.csv"), "refuse", "FILE"),
              Case("unused-option", ("predict-kernel", "gemm", "-k", "gemm", "--grid", "2,2", "--block", "32,8", "--gpu",
                                     "frontier-mi250x", "--l2-hit", "0.5", *GEMM), "refuse", "--l2-hit"),
              Case("unused-option", ("predict-kernel", "gemm", "-k", "gemm", "--grid", "2,2", "--block", "32,8", "--gpu",
                                     "frontier-mi250x", "--target", "sm_80", *GEMM), "refuse", "--target")]
    return cases


def _descriptors() -> list[Case]:
    fields = {"cc-99.9-maxwell": "gpus[0].compute_capability", "cc-8.0-maxwell": "gpus[0].compute_capability",
              "cc-5.0-ampere": "gpus[0].compute_capability", "cc-7.5-volta": "gpus[0].compute_capability",
              "cc-9.0-blackwell": "gpus[0].compute_capability", "cpu-idle-500W": "cpu.idle_power",
              "gpu-idle-300W": "gpus[0].idle_power", "cores-1e308": "cpu.cores_per_socket: 1e+308 is more",
              "sockets-1e308": "cpu.sockets: 1e+308", "threads-1e308": "cpu.threads_per_core: 1e+308",
              "sms-1e308": "gpus[0].sms: 1e+308", "gpu-count-1e308": "gpus[0].count: 1e+308",
              "fp32-units-1e308": "gpus[0].fp32_units_per_sm: 1e+308"}
    cause = {"cc": "cc-architecture", "cp": "idle-power", "gp": "idle-power"}
    cases = []
    for stem, where in fields.items():
        why = cause.get(stem[:2], "huge-count") if not stem.startswith("gpu-idle") else "idle-power"
        cases.append(Case(why, ("recommend", "{toyw}", "-p", f"{{tmp}}/{stem}.yaml"), "refuse", where))
        cases.append(Case(why, ("platforms", "show", f"{{tmp}}/{stem}.yaml"), "refuse", where))
    return cases


def _place() -> list[Case]:
    cases = [Case("raw-and-workload", ("place", "--flops", "1e9", "--workload", "polybench", "--kernel", "gemm"), "refuse", "--workload"),
             Case("raw-and-workload", ("place", "--dram-bytes", "1e9", "--kernel", "gemm"), "refuse", "--kernel"),
             Case("messages", ("place", "{tmp}/h2d-messages-1e17.yaml"), "refuse", "h2d_messages"),
             Case("messages", ("place", "{tmp}/d2h-messages-3-of-2-bytes.yaml"), "refuse", "d2h_messages"),
             Case("messages", ("place", "{tmp}/messages-of-nothing.yaml"), "ok"),
             Case("messages", ("place", "--table", "{tmp}/table-tasks.yaml"), "refuse", "h2d_messages"),
             Case("table-strict", ("place", "--table", "--workload", "{tmp}/overflowing-arrays.yaml", "-p", "{toy}"), "refuse",
                  "kernels.axpy.arrays.y.dims"),
             Case("table-strict", ("place", "--table", "--workload", "{tmp}/negative-flops.yaml", "-p", "{toy}"), "refuse",
                  "kernels.axpy.flops"),
             Case("table-strict", ("recommend", "{tmp}/negative-flops.yaml", "-p", "{toy}"), "refuse", "kernels.axpy.flops")]
    for option in ("--cpu-partition", "--gpu-partition"):
        cases += [Case("partition", ("place", "--table", "--workload", "{toyw}", "-p", "{toy}", option, name), "refuse", option)
                  for name in ("", '"gpu"', "gpu batch", "gpu,cpu", "gpu\n", "'")]
    cases.append(Case("partition", ("place", "--table", "--workload", "{toyw}", "-p", "{toy}", "--gpu-partition", "gpu-a100.x_1",
                                    "--format", "lua"), "ok"))
    return cases


def _serve() -> list[Case]:
    def observe(**fields) -> str:
        import json

        request = {"id": 1, "op": "observe", "task": {"flops": 1e9, **fields.pop("task", {})}, "device": "cpu", "time_s": 0.01}
        return json.dumps({**request, **fields}) + "\n"

    lines = {
        "unknown platform 'nosuch'": observe(task={"platform": "nosuch"}),
        "time_s must be positive and at most": observe(time_s=1e300),
        "time_s must be positive": observe(time_s=0),
        "time_s must be positive ": observe(time_s=-1),
        "time_s must be positive  ": observe(time_s="1"),
        "energy_j must be": observe(energy_j=-5),
        "device must be": observe(device="tpu"),
        "h2d_messages": '{"id": 1, "task": {"flops": 1e9, "h2d_bytes": 100, "h2d_messages": 1e17}}\n',
        "unknown platform 'elsewhere'": '{"id": 1, "task": {"flops": 1e9, "platform": "elsewhere"}}\n',
    }
    return [Case("observe", ("serve", "--stdio", "-p", "{toy}"), "answer", where.strip(), stdin=line) for where, line in lines.items()]


def _fit_and_calibrate() -> list[Case]:
    return [Case("fit-exit", ("fit", "--history", "{copy:empty.sqlite}"), "refuse", "advisor validate"),
            Case("fit-exit", ("fit", "--history", "{copy:empty.sqlite}", "--holdout", "LARGE"), "refuse", "--holdout"),
            Case("fit-noise", ("fit", "--history", "{copy:noisy.sqlite}", "--holdout", "LARGE"), "note", "too noisy to tell a factor"),
            *[Case("calibrate-name", ("calibrate", "--quick", "--cpu-only", "--name", name), "refuse", "--name")
              for name in ("a\nb", "", "escape\x1b[31m", "tab\tname", "   ")],
            Case("calibrate-name", ("calibrate", "--quick", "--cpu-only", "--out", "{tmp}/two\nlines.yaml"), "refuse", "--out")]


def _environment() -> list[Case]:
    return [Case("environment", ("recommend", "polybench", "-k", "gemm", "-p", "dc-a100"), "note", "is a FIFO: skipped",
                 env={"ADVISOR_PLATFORM_PATH": "{tmp}/fifo-dir"})]


CASES: tuple[_Case, ...] = tuple(_numbers() + _predict_kernel() + _descriptors() + _place() + _serve() + _environment()
                                 + _fit_and_calibrate())


def cases_by_cause() -> dict[str, int]:
    counts = dict.fromkeys(CAUSES, 0)
    for case in CASES:
        counts[case.cause] += 1
    return counts
