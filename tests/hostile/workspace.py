"""The files the hostile cases name: things that are no readable file, good inputs to start from, and the mutated
contents the generator adds (:func:`build`). Cases name them by ``{placeholder}`` (:data:`PLACES`)."""

from __future__ import annotations

import csv
import io
import os
from collections.abc import Mapping
from pathlib import Path

import yaml

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
REPO = FIXTURES.parents[1]
SPARSE_BYTES = 64 * 2**30  # a file that claims 64 GiB and takes no disk: read whole, it never ends in time
ROOT = os.geteuid() == 0  # root reads a file whatever its mode: an "unreadable" file is then a readable one

#: placeholder -> (path under the workspace, what it is); the things given where a file belongs
PLACES = {
    "fifo": ("fifo", "a FIFO: a read waits for a writer"),
    "dir": ("dir", "a directory"),
    "file": ("file.txt", "a text file that is no descriptor, table or database"),
    "empty": ("empty", "an empty file"),
    "unreadable": ("unreadable.txt", "a file without read permission"),
    "loop": ("loop", "a symbolic link to itself"),
    "dangling": ("dangling", "a symbolic link to nothing"),
    "sparse": ("sparse.yaml", "a 64 GiB file of zeros (sparse)"),
    "missing": ("missing/none.yaml", "nothing there"),
    # the devices, through links of the case's own: a command that wrongly writes over an output by renaming a file
    # onto it replaces the link, never the device (the suite may run as root, who could replace /dev/zero itself)
    "zero": ("zero", "/dev/zero, through a link: endless zeros"),
    "full": ("full", "/dev/full, through a link: a full disk"),
    "null": ("null", "/dev/null, through a link: empty, and swallowing"),
}
DEVICES = {"zero": "/dev/zero", "full": "/dev/full", "null": "/dev/null"}


def toy_platform() -> dict:
    return yaml.safe_load((FIXTURES / "toy-platform.yaml").read_text())


def toy_workload() -> dict:
    return yaml.safe_load((FIXTURES / "toy-workload.yaml").read_text())


def csv_text(rows: list[list[object]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


#: the good inputs cases start from (name -> content), beside the fixtures
PROGRAM_TABLE = csv_text([["kernel", "size", "gpu_s", "cpu1_s", "cpu8_s", "h2d_s", "d2h_s"],
                          ["axpy", 1000, 1e-5, 2e-6, 1e-6, 2e-5, 1e-5], ["matmul", 64, 4e-5, 6e-4, 1e-4, 8e-5, 4e-5]])
VALIDATE_CSV = csv_text([["kernel", "dataset", "sizes", "device", "threads", "measured_median_s", "method"],
                         ["axpy", "S", '{"N": 1000}', "cpu", 1, 3e-6, "hostile fixture"],
                         ["axpy", "S", '{"N": 1000}', "gpu", "", 2.5e-5, "hostile fixture"]])
OPENMP_SOURCE = """\
void axpy(long N, double a, double *x, double *y) {
#pragma omp parallel for
    for (long i = 0; i < N; i++) y[i] = a * x[i] + y[i];
}
"""
KERNEL_CSV = csv_text([["gpu", "kernel", "n", "reps", "median_ms"], ["GeForce GT 630", "matmul_global_coalesced", 128, 30, 0.258]])
GOOD = {"program-table.csv": PROGRAM_TABLE, "validate.csv": VALIDATE_CSV, "openmp.c": OPENMP_SOURCE, "kernel-times.csv": KERNEL_CSV}


def _history(path: Path, repeat_noise: tuple[float, ...]) -> None:
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


def _foreign_database(path: Path) -> None:
    """An SQLite database of another program: the advisor must not add its tables to it."""
    import sqlite3

    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")
        conn.execute("INSERT INTO invoices (amount) VALUES (12.5)")
    conn.close()


def hostile_things(folder: Path) -> dict[str, str]:
    """The things of :data:`PLACES` under ``folder`` (every case gets its own: an output written over one of them changes
    no other case); returns their placeholders."""
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "fifo")
    (folder / "dir").mkdir()
    (folder / "file.txt").write_text("just text\n")
    (folder / "empty").write_bytes(b"")
    (folder / "unreadable.txt").write_text("secret\n")
    (folder / "unreadable.txt").chmod(0)
    (folder / "loop").symlink_to(folder / "loop")
    (folder / "dangling").symlink_to(folder / "nothing-here")
    for name, device in DEVICES.items():
        (folder / name).symlink_to(device)
    with open(folder / "sparse.yaml", "wb") as handle:
        handle.truncate(SPARSE_BYTES)
    return {name: str(folder / where) for name, (where, _) in PLACES.items()}


def build(root: Path, files: Mapping[str, bytes | str] = {}) -> dict[str, str]:
    """Make the workspace under ``root`` (the things of :data:`PLACES`, the good inputs, the histories, and ``files``:
    relative name -> content); returns the placeholders."""
    from advisor.history import HistoryStore

    places = hostile_things(root)
    (root / "cache").mkdir()
    (root / "fifo-dir").mkdir()  # a directory on a search path with a FIFO named like a descriptor
    os.mkfifo(root / "fifo-dir" / "blocked.yaml")
    os.mkfifo(root / "fifo-dir" / "blocked.cu")
    (root / "zero.cu").symlink_to(DEVICES["zero"])
    for name, content in {**GOOD, **files}.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode() if isinstance(content, str) else content)
    HistoryStore(root / "empty.sqlite")
    _history(root / "noisy.sqlite", (1.0, 1.35, 1.1, 1.5, 1.2, 1.45, 1.05, 1.4, 1.3))
    _history(root / "quiet.sqlite", (1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99))
    _foreign_database(root / "foreign.sqlite")
    return {**places, "tmp": str(root), "cache": str(root / "cache"), "fixtures": str(FIXTURES), "repo": str(REPO),
            "toy": str(FIXTURES / "toy-platform.yaml"), "toyw": str(FIXTURES / "toy-workload.yaml")}
