#!/usr/bin/env python3
"""What each kernel family costs kp's MAPE on a validation set, per GPU architecture.

    python validation/gpu/kp_error_budget.py [CSV ...]   (default: both sets of this folder)

For every row of the set (boards with a platform), kp's prediction against the measured median,
as ``advisor predict-kernel --validate`` compares them (:func:`advisor.calibration.kernels.predicted_s`); then per (kernel
family, architecture): rows, mean signed error, MAPE of those rows, and the points of the
set's MAPE they hold (their absolute percentage errors summed over all the set's rows): what
a model that got those rows right would gain at most.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
# after the sys.path line: the checkout's advisor, not an installed one
from advisor.calibration.kernels import GPU_PLATFORMS, kernel_family, predicted_s, read_rows, row_launch  # noqa: E402 - see above

SETS = ("bspgpu-kernel-times.csv", "gpuperfpredict-apps.csv", "gpu-mangrove-times.csv")


def budget(path: Path) -> None:
    errors: dict[tuple[str, str], list[float]] = defaultdict(list)
    for row in read_rows(path):
        if row["gpu"] not in GPU_PLATFORMS:
            continue
        architecture = row_launch(row)[0].arch.architecture
        errors[kernel_family(row["kernel"]), architecture].append(predicted_s(row, "kp") / (float(row["median_ms"]) * 1e-3) - 1)
    rows = sum(len(e) for e in errors.values())
    print(f"{path.name}: {rows} rows, kp MAPE {100 * sum(abs(x) for e in errors.values() for x in e) / rows:.1f} %")
    for (family, arch), e in sorted(errors.items(), key=lambda kv: -sum(abs(x) for x in kv[1])):
        absolute = sum(abs(x) for x in e)
        print(f"  {family:<28}{arch:<9}rows {len(e):5d}  signed {100 * sum(e) / len(e):+6.1f} %  "
              f"MAPE {100 * absolute / len(e):5.1f} %  points {100 * absolute / rows:5.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", nargs="*", default=[str(HERE / name) for name in SETS])
    for path in parser.parse_args().csv:
        budget(Path(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
