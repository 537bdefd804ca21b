"""Kernel predictions kept on disk, so that a decision need not analyse the same launch twice.

Analysing a launch (executing its PTX for representative warps) takes a
fraction of a second; a scheduler's decision has 50 ms. Every prediction made
for a workload step is therefore kept in ``$XDG_CACHE_HOME/advisor/kernels``
(``~/.cache/advisor/kernels``), one JSON file per launch, and found there by the
next process: ``advisor place`` answers a CUDA-described kernel from the model
once any process has predicted that launch on that GPU.

The key is a SHA-256 over everything the prediction depends on: the bytes of
the kernel's source and of the PTX (or AMDGCN) used, the kernel name, target, grid, block,
arguments and contents, the GPU's description, the model and the code that
predicts (every module of the GPU side, ``advisor/gpu``, and its architecture files, by size and modification
time). Change any of them and the old entry is simply not found.
Entries are written atomically; an unreadable one is ignored and rewritten.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from ...files import write_atomic
from .result import KernelPrediction

log = logging.getLogger("advisor")


def cache_dir() -> Path:
    from ...locations import cache_home  # $XDG_CACHE_HOME, checked

    return cache_home() / "advisor" / "kernels"


@functools.cache
def code_version() -> str:
    """A digest of the code and data a prediction comes from."""
    root = Path(__file__).resolve().parents[1]  # advisor/gpu
    digest = hashlib.sha256()
    for pattern in ("*.py", "*.json", "*.yaml"):
        for path in sorted(root.rglob(pattern)):
            stat = path.stat()  # size and modification time: what any edit or new install changes, at a stat's cost
            digest.update(f"{path.relative_to(root).as_posix()}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    return digest.hexdigest()


def _file_digest(path: Path | None) -> str:
    if path is None or not path.is_file():
        return ""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def key(parts: dict[str, Any], files: list[Path | None]) -> str:
    """The entry name of a prediction described by ``parts`` (JSON-able) and made from ``files``."""
    text = json.dumps({"code": code_version(), "files": [_file_digest(f) for f in files], **parts}, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode()).hexdigest()


def load(name: str) -> KernelPrediction | None:
    path = cache_dir() / f"{name}.json"
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    try:
        return KernelPrediction(**{**data, "grid": tuple(data["grid"]), "block": tuple(data["block"]),
                                   "notes": tuple(data["notes"]), "details": data["details"]})
    except (TypeError, KeyError):
        return None


def store(name: str, prediction: KernelPrediction) -> None:
    """Keep ``prediction``; a cache that cannot be written costs only time, so failures are logged, not raised."""
    try:
        write_atomic(cache_dir() / f"{name}.json", json.dumps(prediction.to_dict()))
    except OSError as exc:
        log.info("advisor: kernel prediction not cached (%s)", exc)
