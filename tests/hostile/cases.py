"""The hostile inputs of issue #29, one :class:`Case` each, and what the advisor must do with every one.

A new user, a typo or a broken disk hands the advisor: a FIFO, a directory or a device where a file belongs, an
output it cannot write, a full or closed standard output, numbers no machine has, options that contradict each
other, a history that is no database. Each case names the cause of the issue it reproduces (:data:`CAUSES`) and
what must happen (:func:`verdict`):

``refuse``
    exit status 2; one line ``error: ...`` on stderr, the last, naming ``where`` (the file, field or option);
    nothing on stdout (nothing half-written);
``note``
    exit status 0, ``where`` in a note or warning on stderr (what the advisor cannot honour is said, not ignored);
``answer``
    exit status 0, ``where`` in the answer on stdout (``serve`` answers a bad request line with an error object);
``ok``
    exit status 0.

No case may leave a traceback or hang. Paths are written with ``{placeholders}`` that :func:`build_workspace`
fills in. Some cases need a process of their own (:attr:`Case.isolated`): a FIFO that would block a read forever if
a fix regressed, a full or closed stdout, an environment variable (and the warnings given once per process).
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import yaml

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

CAUSES = {
    "overflow": "traceback: tradeoff sizes and exponents overflow (--size-range 1e-300:1e300, --power-exponent 1e308)",
    "output-file": "traceback: an output file that cannot be written, found after the tables are printed (tradeoff --out /proc/x)",
    "stdout": "traceback: a full or closed standard output (recommend > /dev/full, also place and serve)",
    "not-a-file": "hang or misleading message: a FIFO, a directory or a device given as a file",
    "fit-exit": "exit 1 instead of 2: fit on a history without runs",
    "cc-architecture": "silent accept: a compute capability of another architecture (99.9 on a Maxwell)",
    "idle-power": "silent accept: an idle power above the TDP (500 W on a 47 W CPU)",
    "tdp-factor": "silent accept: --tdp-factor 1e308 answered with null energies",
    "unused-option": "silent accept: predict-kernel dropping -d without --workload, and FILE with it",
    "launch-limits": "silent accept: grids above 2^31-1 accepted by predict-kernel, refused in workloads",
    "raw-and-workload": "silent accept: place --flops ... --workload polybench --kernel gemm, the workload a label",
    "messages": "silent accept: h2d_messages: 1e17",
    "table-strict": "silent accept: place --table answering fallbacks for a workload recommend refuses",
    "partition": "silent accept: empty or quoted partition names",
    "history-unusable": "silent accept: serve --history <unusable> starting anyway; place and recommend alike",
    "observe": "silent accept: observe lines for an unknown platform or time_s: 1e300 recorded",
    "environment": "silent accept: ADVISOR_HISTORY and ADVISOR_PLATFORM_PATH naming unusable paths, ignored",
    "blamed-option": "misleading message: --block 2048 and --target sm_1 blamed on FILE",
    "huge-count": "misleading message: cores_per_socket: 1e308 echoed as a 300-digit integer",
    "calibrate-name": "misleading message: calibrate --name $'a\\nb' refused only after measuring",
    "fit-noise": "fit learning a factor from runs as noisy as their hold-out",
}


@dataclass(frozen=True)
class Case:
    cause: str
    args: tuple[str, ...]
    expect: str  # "refuse", "note", "answer" or "ok" (module docstring)
    where: str = ""
    env: Mapping[str, str] = field(default_factory=dict)
    stdin: str = ""
    stdout: str = "pipe"  # "pipe", "full" (/dev/full) or "closed"

    def __post_init__(self) -> None:
        assert self.cause in CAUSES and self.expect in ("refuse", "note", "answer", "ok"), self

    @property
    def name(self) -> str:
        extra = "".join(f" {k}={v}" for k, v in self.env.items()) + (f" >{self.stdout}" if self.stdout != "pipe" else "")
        fed = f" <<< {self.stdin.strip()}" if self.stdin and self.cause != "stdout" else ""
        return f"{self.cause}: advisor {shlex.join(self.args)}{fed}{extra}"

    @property
    def isolated(self) -> bool:
        """It needs a process of its own (module docstring)."""
        return self.stdout != "pipe" or bool(self.env) or "{fifo}" in " ".join(self.args)


def verdict(case: Case, status: int | None, out: str, err: str) -> str | None:
    """What is wrong with how the advisor handled ``case`` (None: as it must); ``status`` None: it did not end in time."""
    if status is None:
        return "hang"
    if "Traceback" in err:
        return "traceback"
    if case.expect == "refuse":
        errors = [line for line in err.splitlines() if line.startswith("error: ")]
        if status != 2:
            return f"exit status {status}, not 2"
        if len(errors) != 1 or not err.rstrip("\n").endswith(errors[0]):
            return f"not one error line at the end: {err!r}"
        if case.where not in errors[0]:
            return f"{case.where!r} not in {errors[0]!r}"
        if out:
            return f"refused after writing to stdout: {out[:80]!r}"
        if len(errors[0]) > 400:
            return f"an error line of {len(errors[0])} characters"
        return None
    if status != 0:
        return f"exit status {status}, not 0: {err.strip()[-300:]!r}"
    if case.expect == "note" and case.where not in err:
        return f"{case.where!r} not said on stderr: {err!r}"
    if case.expect == "answer" and case.where not in out:
        return f"{case.where!r} not in the answer: {out!r}"
    return None


def expand(case: Case, places: Mapping[str, str]) -> tuple[list[str], dict[str, str], str]:
    """The case's arguments, environment and stdin (as written) with the workspace's paths filled in."""
    return [a.format_map(places) for a in case.args], {k: v.format_map(places) for k, v in case.env.items()}, case.stdin


# --- the workspace: the files the cases name ----------------------------------------------------------------


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


def _noisy_history(path: Path, repeat_noise: tuple[float, ...]) -> None:
    """Runs of jacobi-2d on laptop-gtx850m at three datasets, the model off by 1.54, times ``repeat_noise`` repeats."""
    from advisor import catalog
    from advisor.calibration.validate import predict_cpu_s
    from advisor.history import HistoryStore, MeasuredRun

    workload, platform = catalog.get_workload("polybench"), catalog.get_platform("laptop-gtx850m")
    runs = []
    for i, dataset in enumerate(("SMALL", "MEDIUM", "LARGE")):
        predicted = predict_cpu_s(workload, "jacobi-2d", platform, dataset)[0]
        sizes = workload.kernels["jacobi-2d"].sizes(dataset)
        runs += [MeasuredRun("polybench", "jacobi-2d", dataset, sizes, platform.name, "cpu", predicted * 1.54 * s)
                 for s in repeat_noise[3 * i:3 * i + 3]]
    HistoryStore(path).record_many(runs)


def build_workspace(root: Path) -> dict[str, str]:
    """Make the files the cases name under ``root``; returns the placeholders of :func:`expand`."""
    import os

    from advisor.history import HistoryStore

    root.mkdir(parents=True, exist_ok=True)
    os.mkfifo(root / "fifo")
    (root / "dir").mkdir()
    (root / "file.txt").write_text("just text\n")
    for stem, change in PLATFORMS.items():
        (root / f"{stem}.yaml").write_text(yaml.safe_dump(_platform_with(change), sort_keys=False))
    for stem, task in TASKS.items():
        (root / f"{stem}.yaml").write_text(yaml.safe_dump(task, sort_keys=False))
    (root / "table-tasks.yaml").write_text(yaml.safe_dump({"good": {"flops": 1e9}, "bad": TASKS["h2d-messages-1e17"]}))
    for stem, data in _broken_workloads().items():
        (root / f"{stem}.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    HistoryStore(root / "empty.sqlite")
    (root / "fifo-dir").mkdir()  # a directory on ADVISOR_PLATFORM_PATH with a FIFO named like a descriptor
    os.mkfifo(root / "fifo-dir" / "blocked.yaml")
    _noisy_history(root / "noisy.sqlite", (1.0, 1.35, 1.1, 1.5, 1.2, 1.45, 1.05, 1.4, 1.3))
    return {"tmp": str(root), "fifo": str(root / "fifo"), "dir": str(root / "dir"), "file": str(root / "file.txt"),
            "fixtures": str(FIXTURES), "toy": str(FIXTURES / "toy-platform.yaml"), "toyw": str(FIXTURES / "toy-workload.yaml")}


# --- the cases ----------------------------------------------------------------------------------------------

# What a path that is no regular file is called in the refusal.
KINDS = {"{fifo}": "is a FIFO", "{dir}": "is a directory", "/dev/zero": "is a character device",
         "/dev/null": "is a character device", "{tmp}/missing.yaml": "no such file"}
GEMM = ("--arg", "ni=64", "--arg", "nj=64", "--arg", "nk=64", "--arg", "alpha=1.5", "--arg", "beta=1.2")


def _input_slots() -> list[Case]:
    """Every place a command reads a file the user names, given each thing that is not a readable file."""
    slots = [  # (arguments with FILE, what a missing file is called: None to take the catalog's word for it)
        (("recommend", "FILE", "-p", "{toy}"), None),
        (("recommend", "polybench", "-k", "gemm", "-p", "FILE"), None),
        (("tradeoff", "FILE", "-p", "{toy}", "--sweep", "clock"), None),
        (("workloads", "show", "FILE"), None),
        (("platforms", "show", "FILE"), None),
        (("place", "FILE"), None),
        (("place", "--table", "FILE"), None),
        (("place", "--workload", "FILE", "--kernel", "axpy", "-p", "{toy}"), None),
        (("place", "--table", "--workload", "FILE", "-p", "{toy}"), None),
        (("predict-kernel", "FILE", "-k", "k", "--grid", "1", "--block", "32", "--gpu", "dc-a100"), None),
        (("predict-kernel", "gemm", "-k", "gemm", "--grid", "1", "--block", "32", "--gpu", "FILE", *GEMM), None),
        (("predict-kernel", "--validate", "FILE"), None),
        (("predict-kernel", "--workload", "FILE", "-k", "gemm", "--gpu", "dc-a100"), None),
        (("validate", "--workload", "FILE", "--no-record"), None),
        (("fit", "--history", "{tmp}/empty.sqlite", "--platform", "FILE"), None),
        (("recommend", "polybench", "-k", "gemm", "--history", "FILE"), "does not exist"),
        (("fit", "--history", "FILE"), "no history database there"),
        (("place", "--flops", "1e9", "--history", "FILE"), "ok"),  # nothing learned yet: a history to be
        (("serve", "--stdio", "--history", "FILE"), "ok"),
    ]
    cases = []
    for args, missing in slots:
        cause = "history-unusable" if "--history" in args[-2:] else "not-a-file"
        for path, kind in KINDS.items():
            given = tuple(path if a == "FILE" else a for a in args)
            if path == "{tmp}/missing.yaml" and missing == "ok":
                cases.append(Case(cause, given, "ok"))
            else:
                cases.append(Case(cause, given, "refuse", missing if path.endswith("missing.yaml") and missing else kind))
    for args in (("recommend", "polybench", "-k", "gemm"), ("place", "--flops", "1e9"), ("serve", "--stdio"), ("fit",)):
        cases.append(Case("history-unusable", (*args, "--history", "{file}"), "refuse", "not an SQLite file"))
        cases.append(Case("history-unusable", (*args, "--history", "{file}/h.sqlite"), "refuse", "is not a directory"))
    cases.append(Case("history-unusable", ("serve", "--stdio", "--history", "/proc/nonexistent/h.sqlite"), "refuse", "cannot write there"))
    return cases


def _outputs() -> list[Case]:
    """Outputs that cannot be written, refused before the work (and before any table is printed)."""
    as_file = {"/proc/nonexistent/x": "cannot write there", "{file}/sub": "is not a directory", "{fifo}": "is a FIFO",
               "/dev/null": "is a character device", "{dir}": "is a directory"}
    as_directory = {"/proc/nonexistent/x": "cannot write there", "{file}/sub": "is not a directory", "{fifo}": "is not a directory",
                    "/dev/null": "is not a directory", "{file}": "is a file"}
    cases = [Case("output-file", ("tradeoff", "polybench", "-k", "gemm", "--out", path), "refuse", why) for path, why in as_directory.items()]
    for path, why in as_file.items():
        cases.append(Case("output-file", ("calibrate", "--quick", "--cpu-only", "--out", path), "refuse", why))
        cases.append(Case("output-file", ("validate", "-k", "gemm", "--no-record", "--csv", path), "refuse", why))
    return cases


def _stdout() -> list[Case]:
    commands = [
        ("recommend", "polybench", "-k", "gemm"), ("recommend", "polybench", "-k", "gemm", "--format", "json"),
        ("place", "--flops", "1e9"), ("serve", "--stdio"), ("tradeoff", "polybench", "-k", "gemm", "--sweep", "clock"),
        ("platforms", "list"), ("platforms", "show", "dc-a100"), ("workloads", "list"), ("workloads", "show", "polybench"),
        ("predict-kernel", "gemm", "-k", "gemm", "--grid", "2,2", "--block", "32,8", "--gpu", "dc-a100", *GEMM),
    ]
    return [Case("stdout", args, "refuse", "no space left on device" if how == "full" else "standard output: it is closed",
                 stdin='{"id": 1, "op": "ping"}\n', stdout=how)
            for args in commands for how in ("full", "closed")]


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


def _environment() -> list[Case]:
    recommend = ("recommend", "polybench", "-k", "gemm", "--format", "json")
    cases = []
    for value, why in (("{dir}", "is a directory"), ("{fifo}", "is a FIFO"), ("/dev/zero", "character device"),
                       ("/dev/null", "character device"), ("{file}", "not an SQLite file"), ("{file}/h.sqlite", "is not a directory"),
                       ("/proc/nonexistent/h.sqlite", "directory does not exist")):
        cases.append(Case("environment", recommend, "note", why, env={"ADVISOR_HISTORY": value}))
        if value != "/proc/nonexistent/h.sqlite":  # a history still to be made: place and serve would make it
            cases.append(Case("environment", ("place", "--flops", "1e9"), "note", why, env={"ADVISOR_HISTORY": value}))
    cases.append(Case("environment", ("serve", "--stdio"), "note", "is a directory", stdin='{"id": 1, "op": "ping"}\n',
                      env={"ADVISOR_HISTORY": "{dir}"}))
    for variable, command in (("ADVISOR_PLATFORM_PATH", ("platforms", "list")), ("ADVISOR_WORKLOAD_PATH", ("workloads", "list"))):
        cases += [Case("environment", command, "note", f"{variable} names", env={variable: value})
                  for value in ("/nonexistent", "{file}", "{fifo}")]
    cases.append(Case("environment", ("recommend", "polybench", "-k", "gemm", "-p", "dc-a100"), "note", "is a FIFO: skipped",
                      env={"ADVISOR_PLATFORM_PATH": "{tmp}/fifo-dir"}))
    return cases


def _fit_and_calibrate() -> list[Case]:
    return [Case("fit-exit", ("fit", "--history", "{tmp}/empty.sqlite"), "refuse", "advisor validate"),
            Case("fit-exit", ("fit", "--history", "{tmp}/empty.sqlite", "--holdout", "LARGE"), "refuse", "--holdout"),
            Case("fit-noise", ("fit", "--history", "{tmp}/noisy.sqlite", "--holdout", "LARGE"), "note", "too noisy to tell a factor"),
            *[Case("calibrate-name", ("calibrate", "--quick", "--cpu-only", "--name", name), "refuse", "--name")
              for name in ("a\nb", "", "escape\x1b[31m", "tab\tname", "   ")],
            Case("calibrate-name", ("calibrate", "--quick", "--cpu-only", "--out", "{tmp}/two\nlines.yaml"), "refuse", "--out")]


CASES: tuple[Case, ...] = tuple(_input_slots() + _outputs() + _stdout() + _numbers() + _predict_kernel() + _descriptors()
                                + _place() + _serve() + _environment() + _fit_and_calibrate())


def cases_by_cause() -> dict[str, int]:
    counts = dict.fromkeys(CAUSES, 0)
    for case in CASES:
        counts[case.cause] += 1
    return counts
