#!/usr/bin/env python3
"""Host<->device copies of an H100 SXM node (PCIe 5.0 x16), predicted: a public cudaMemcpy sweep.

    python validation/transfers/h100-epyc9554/validate_copies.py [--rows] [--readme write|check]

``copies.csv`` (``extract_copies.py`` from elimelt/llm-serving-systems at 5c73aff, [cse599k-copies]): synchronous
``cudaMemcpy`` calls of 1 B to 64 MiB, each between two CUDA events, each way, from a ``cudaMallocHost`` buffer
(``pinned``) and from a ``new char[]`` buffer written before it was copied (``pageable-touched``), on an H100 80GB HBM3
(SXM5) of an eight-GPU server with two AMD EPYC 9554 (UW CSE 599K's course server). Scored from 4 KiB up (below, a copy
is its fixed cost alone).

Predicted as the advisor prices one copy of a sweep (``validation/transfers/sweep.py``) on the descriptor of another
eight-H100-SXM5 server with PCIe 5.0 x16 host links, ``platforms/dc-h100.yaml`` (a DGX H100): the copy model reads a
descriptor's link (there the estimate ``est-pcie5``: LogGP of PCIe 5.0 x16 hosts) and its host's copy bandwidth per core
(``est-stream``, for the staging copy of pageable memory), nothing of its GPU. Nothing of this set is in it; nothing is
fitted to these rows.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
sys.path.insert(0, str(REPO))

from validation.readme_table import table_script  # noqa: E402 - after the sys.path line: the checkout's scripts
from validation.transfers.sweep import scored_sweep, sweep_markdown  # noqa: E402 - after the sys.path line, as above

MEASURED = HERE / "copies.csv"
PLATFORM = REPO / "platforms" / "dc-h100.yaml"
README = HERE / "README.md"
BEGIN, END = "<!-- validate_copies.py: summary -->", "<!-- /validate_copies.py -->"


def evaluate() -> dict:
    return scored_sweep(MEASURED, PLATFORM)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, sweep_markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
