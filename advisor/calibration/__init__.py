"""Calibration and validation: measure a platform descriptor, run the reference kernels, learn corrections.

* :mod:`.toolchain` finds the system C compiler and builds the C sources under
  ``calibration/`` (cached by content hash).
* :mod:`.sysinfo` reads what the OS knows (model, cores, caches, clocks, RAPL).
* :mod:`.cpu` runs the CPU microbenchmarks (STREAM-like bandwidth, FMA peak).
* :mod:`.gpu` runs the GPU microbenchmarks through CuPy (transfers, launch, peak,
  instruction latency, NVML power) where CUDA is usable.
* :mod:`.fitting` holds the fits (LogGP, launch lines, lambda, R^2), pure numpy/scipy.
* :mod:`.descriptor` turns measurements into a platform descriptor and writes it atomically.
* :mod:`.reference` runs the PolyBench reference implementations; :mod:`.validate`
  compares them with the model; :mod:`.learn` fits correction factors from the history.
* :mod:`.command` holds the ``calibrate``, ``validate`` and ``fit`` click commands.
"""
