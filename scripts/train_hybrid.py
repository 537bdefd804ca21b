#!/usr/bin/env python3
"""Train the ``hybrid`` kernel-time model's weights on measured kernel times.

    python scripts/train_hybrid.py [CSV...] [--out advisor/gpu/nvidia/hybrid.json]

Reads validation CSVs (``gpu,kernel,n,median_ms``; the GPUs and kernels that
``advisor.calibration.kernels`` knows; default: both sets of validation/gpu/), predicts
every row with the ``pipeline`` model,
fits the ridge regression of :mod:`advisor.gpu.nvidia.hybrid` on all of them (the penalty
chosen by leaving out one board at a time) and writes
the weights with their provenance (files, their SHA-256, rows, GPUs, kernels, date)
atomically.  Its accuracy on GPUs and kernels it did not see is what
``advisor predict-kernel --validate CSV --model hybrid`` reports.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETS = ("bspgpu-kernel-times.csv", "gpuperfpredict-apps.csv")
sys.path.insert(0, str(ROOT))
# after the sys.path line: the checkout's advisor, not an installed one
from advisor.calibration.kernels import GPU_PLATFORMS, hybrid_samples, read_rows  # noqa: E402 - see above
from advisor.files import write_atomic  # noqa: E402 - see above
from advisor.gpu.nvidia.hybrid import FEATURES, WEIGHTS_FILE, train  # noqa: E402 - see above


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", nargs="*", default=[str(ROOT / "validation" / "gpu" / name) for name in SETS])
    parser.add_argument("--out", default=str(WEIGHTS_FILE))
    args = parser.parse_args()
    paths = [Path(p).resolve() for p in args.csv]
    samples = hybrid_samples([r for path in paths for r in read_rows(path) if r["gpu"] in GPU_PLATFORMS])
    weights, ridge = train(samples, lambda s: s.gpu)
    data = {
        "features": list(FEATURES),
        "weights": [round(float(w), 6) for w in weights],
        "ridge": ridge,
        "trained_on": {
            "files": {str(p.relative_to(ROOT)) if p.is_relative_to(ROOT) else str(p): hashlib.sha256(p.read_bytes()).hexdigest()
                      for p in paths},
            "rows": len(samples),
            "gpus": sorted({s.gpu for s in samples}),
            "kernels": sorted({s.kernel for s in samples}),
            "date": datetime.date.today().isoformat(),
            "method": "ridge regression of log(measured / pipeline execution time), scripts/train_hybrid.py",
        },
    }
    write_atomic(args.out, json.dumps(data, indent=2) + "\n")
    print(f"wrote {args.out}: {len(samples)} rows; weights " + ", ".join(f"{f} {w:+.3f}" for f, w in zip(FEATURES, weights)),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
