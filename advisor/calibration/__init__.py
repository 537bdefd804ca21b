"""Calibration and validation: measure a platform descriptor, run the reference kernels, learn corrections.

* :mod:`.toolchain` finds the system C compiler and builds the C sources under
  ``calibration/`` (cached by content hash).
* :mod:`.sysinfo` reads what the OS knows (model, cores, caches, clocks, RAPL).
* :mod:`.cpu` runs the CPU microbenchmarks (STREAM-like bandwidth, FMA peak).
* :mod:`.gpu` runs the GPU microbenchmarks through CuPy (transfers, launch, peak,
  instruction latency, NVML power) where CUDA is usable.
* :mod:`.fitting` holds the fits (LogGP, launch lines, lambda, R^2), pure numpy/scipy.
* :mod:`.descriptor` turns measurements into a platform descriptor and writes it atomically.
* What ``validate`` measures is what the workload describes: :mod:`.sourcerun` runs a
  kernel's own CPU code (``cpu_source``) as its implementation builds it, :mod:`.reference`
  PolyBench/C's loop nests, :mod:`.gpurun` a kernel's CUDA steps and copies on a device
  layer (CuPy, or a test's); :mod:`.imported` reads measurements made elsewhere
  (``--from-csv``); :mod:`.validate` compares them with the model and scores the parts and
  the CPU-or-GPU decisions; :mod:`.learn` fits correction factors from the history.
* :mod:`.kernels` scores the GPU kernel predictors against published measurements (``validation/gpu/``,
  ``advisor predict-kernel --validate``).

The ``calibrate``, ``validate``, ``check-node`` and ``fit`` commands are :mod:`advisor.cli.calibrate`.
"""
