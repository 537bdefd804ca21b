"""Run cases in fork servers (:mod:`.forkserver`), several at once, each case in a folder and a data directory of its own.

``run_all(cases, places)`` gives an :class:`Outcome` per case. ``jobs`` servers run side by side (default: one per
CPU); each takes the next case as soon as it is done with one, so a slow case holds one server, not the run.
"""

from __future__ import annotations

import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from .case import Case
from .workspace import hostile_things

REPO = Path(__file__).resolve().parents[2]
TIMEOUT_S = 120.0  # a case that has not ended by then hangs (the slowest takes seconds, on a busy 2-core machine too)
KEPT_SETTINGS = ("ADVISOR_CLANG", "ADVISOR_PTX_FULL_CHECK")  # the toolchain and a switch of the suite (tests/conftest.py)


@dataclass(frozen=True)
class Outcome:
    status: int | None  # None: it did not end in time
    out: str
    err: str
    work: str  # the measurement it reached, where it reached one
    seconds: float
    names: tuple[str, ...]  # the case's names, filled in as its arguments were


def base_environment(places: Mapping[str, str]) -> dict[str, str]:
    """The environment every case starts from: this one without the user's advisor settings and folders (a home of the
    workspace's), the caches shared (so that a kernel analysed once is not analysed again by every case), the threads of
    numpy's BLAS one."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ADVISOR_", "XDG_")) or k in KEPT_SETTINGS}
    return {**env, "HOME": str(Path(places["tmp"]) / "home"), "PYTHONPATH": str(REPO), "XDG_CACHE_HOME": places["cache"],
            "OPENBLAS_NUM_THREADS": "1", "MPLBACKEND": "Agg"}


def request(case: Case, places: Mapping[str, str], scratch: Path, timeout_s: float) -> dict:
    """The fork server's request for ``case``, its placeholders filled in; its data directory under ``scratch``."""
    fill = {**places, **hostile_things(scratch / "things"), "scratch": str(scratch)}  # scratch: made by the caller
    for copied in {m for text in (*case.args, *case.env.values()) if text for m in re.findall(r"\{copy:([\w.-]+)\}", text)}:
        shutil.copyfile(Path(places["tmp"]) / copied, scratch / copied)  # a file the command may change: its own copy
        fill[f"copy:{copied}"] = str(scratch / copied)
    env = {**base_environment(places), "ADVISOR_DATA_DIR": str(scratch / "data")}
    for name, value in case.env.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = fill_in(value, fill)
    return {"names": [fill_in(n, fill) for n in case.names], "args": [fill_in(a, fill) for a in case.args], "env": env, "cwd": str(scratch), "scratch": str(scratch),
            "stdin": fill_in(case.stdin, fill), "stdin_from": fill_in(case.stdin_from, fill), "stdout": case.stdout,
            "timeout_s": timeout_s}


def fill_in(text: str, places: Mapping[str, str]) -> str:
    """``text`` with each ``{place}`` of the workspace replaced (other braces, a hostile value's or JSON's, stay)."""
    return re.sub(r"\{([\w:.-]+)\}", lambda m: places.get(m[1], m[0]), text)


class _Server:
    def __init__(self) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("ADVISOR_") or k in KEPT_SETTINGS}
        self.process = subprocess.Popen([sys.executable, "-m", "tests.hostile.forkserver"], cwd=REPO, text=True, bufsize=1,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, env={**env, "PYTHONPATH": str(REPO),
                                                                                           "OPENBLAS_NUM_THREADS": "1", "MPLBACKEND": "Agg"})

    def run(self, message: dict) -> dict:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the fork server ended (its stderr says why)")
        return json.loads(line)

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def run_all(cases: Sequence[Case], places: Mapping[str, str], jobs: int | None = None, timeout_s: float = TIMEOUT_S) -> list[Outcome]:
    """Every case's outcome, in order."""
    if not cases:
        return []
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(cases)))
    servers: queue.Queue[_Server] = queue.Queue()
    started = [_Server() for _ in range(jobs)]
    for server in started:
        servers.put(server)
    root = Path(places["tmp"]) / "cases"
    root.mkdir(exist_ok=True)

    def one(case: Case) -> Outcome:
        scratch = Path(tempfile.mkdtemp(dir=root, prefix="case-"))
        server = servers.get()
        try:
            message = request(case, places, scratch, timeout_s)
            answer = server.run(message)
        finally:
            servers.put(server)
        return Outcome(answer["status"], answer["out"], answer["err"], answer["work"], answer["seconds"], tuple(message["names"]))

    try:
        with ThreadPoolExecutor(jobs) as pool:
            return list(pool.map(one, cases))
    finally:
        for server in started:
            server.close()
