"""Package discovery that pyproject.toml cannot express on its own.

The catalogs live at the repository root (platforms/, workloads/, kernels/,
and the calibration C sources in calibration/) so
users find them beside the README; they ship inside the package as
advisor.catalog.<name> (advisor.locations.shipped_dir finds them either way). Sub-packages of advisor are discovered, not listed.
"""

from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).parent
CATALOGS = {f"advisor.catalog.{name}": name for name in ("platforms", "workloads", "kernels") if (HERE / name).is_dir()}
if (HERE / "calibration").is_dir():  # C sources of the microbenchmarks and reference kernels
    CATALOGS["advisor.catalog.calibration"] = "calibration"

setup(
    packages=find_packages(include=["advisor", "advisor.*"]) + list(CATALOGS),
    package_dir=CATALOGS,
)
