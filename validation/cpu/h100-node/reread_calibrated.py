#!/usr/bin/env python3
"""The node's calibrated descriptor as this version of ``advisor calibrate`` writes it from the same samples.

    python validation/cpu/h100-node/reread_calibrated.py [--check]

``h100-node-calibrated.yaml`` is what ``advisor calibrate --quick`` wrote on the node on 2026-11-27 (at
b00ad43): it named no microarchitecture and took the 16 vCPUs for 16 cores. Its raw samples are re-read
(:mod:`advisor.calibration.reread`) with what the OS said there (``node.txt``: GenuineIntel, family 6,
model 207) into ``h100-node-reread.yaml``. Nothing else is added: ``calibrate`` now also times the first touch
of fresh pages, which that run did not, so the descriptor takes the documented estimate
(:mod:`advisor.cpu.pages`). The copy sweep's fresh pages (``copies.csv``: a 1 GiB device-to-host copy into
freshly mapped pages, 2.8 us per 4 KiB page more than into pages written before) are no stand-in: there the
CUDA driver writes the pages through its pageable staging path, not the program's own stores.
``--check`` compares with the committed file instead of writing it (what the test runs).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from advisor.calibration.descriptor import render  # noqa: E402 - the checkout first on the path
from advisor.calibration.reread import reread  # noqa: E402 - after the sys.path line, as above
from advisor.calibration.sysinfo import microarchitecture  # noqa: E402 - after the sys.path line, as above

SOURCE, TARGET = HERE / "h100-node-calibrated.yaml", HERE / "h100-node-reread.yaml"
CPUID = {"vendor_id": "GenuineIntel", "cpu family": "6", "model": "207"}  # node.txt (lscpu: CPU family 6, Model 207)


def document() -> str:
    return render(reread(yaml.safe_load(SOURCE.read_text()), microarchitecture(CPUID), name="h100-node-reread"))


def write_or_check(target: Path, text: str, description: str, what: str, argv: list[str] | None = None) -> int:
    """The command line of a script that derives a committed file: write ``text`` into ``target``, or with ``--check``
    exit 1 where the committed file is not ``text`` (``what``: what it is derived from, for the message)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing it")
    args = parser.parse_args(argv)
    if args.check:
        if not target.exists() or target.read_text() != text:
            print(f"{target.name} is not what the {what} give now: run {Path(sys.argv[0]).name} and commit it", file=sys.stderr)
            return 1
        return 0
    target.write_text(text)
    print(f"wrote {target}", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    return write_or_check(TARGET, document(), __doc__.split("\n\n")[0], "samples", argv)


if __name__ == "__main__":
    sys.exit(main())
