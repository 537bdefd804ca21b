#!/usr/bin/env python3
"""Host<->device copies of a Quadro RTX 6000 node (PCIe 3.0 x16), predicted: a public cudaMemcpy sweep.

    python validation/transfers/quadro-rtx6000/validate_copies.py [--rows] [--readme write|check]

``copies.csv`` (``extract_copies.py`` from npho/cse554 at c54a545, [cse554-copies]): synchronous ``cudaMemcpy``
calls of 1 B to 1 MiB, back to back, each way, from a ``cudaMallocHost`` buffer (``pinned``) and from a ``malloc``
buffer written before it was copied (``pageable-touched``), on a Quadro RTX 6000 of the University of Washington's
Hyak cluster; the host is not named. Scored from 4 KiB up (below, a copy is its fixed cost alone).

Predicted as the advisor prices one copy of a sweep (``validation/transfers/sweep.py``) on the descriptor of
another PCIe 3.0 x16 Turing server of the validation sets, ``validation/gpu/platforms/gm-tesla-t4.yaml``: the copy
model reads a descriptor's link (there the estimate ``est-pcie3``: LogGP of PCIe 3.0 x16 Xeon hosts) and its host's
copy bandwidth per core (``est-host``, for the staging copy of pageable memory), nothing of its GPU. Nothing of this
set is in it; nothing is fitted to these rows.
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
PLATFORM = REPO / "validation" / "gpu" / "platforms" / "gm-tesla-t4.yaml"
README = HERE / "README.md"
BEGIN, END = "<!-- validate_copies.py: summary -->", "<!-- /validate_copies.py -->"


def evaluate() -> dict:
    return scored_sweep(MEASURED, PLATFORM)


def main(argv: list[str] | None = None) -> int:
    return table_script(argv, __doc__.split("\n\n")[0], evaluate, sweep_markdown, README, BEGIN, END, __file__)


if __name__ == "__main__":
    sys.exit(main())
