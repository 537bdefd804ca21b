"""The CPU side of the advisor: what a core can do, what the code's loops do, and the time they take.

Module map (a kernel's CPU time flows top to bottom)::

    arch/         microarchitecture tables, one YAML file per core (advisor-cpu-arch/1), and their reader
    source/       C source -> the innermost loops' signatures (pycparser; affine nests, strides, footprints,
                  vectorisation rules, OpenMP pragmas as written and what of them is not priced: pragma.py,
                  the dependence analysis that runs serial loops on threads: parallel.py,
                  and that version written out as C with OpenMP pragmas for ``validate`` to run: openmp.py)
    loops.py      a loop signature (CpuLoop), as written under ``cpu_loops`` or derived, and at concrete sizes
    isa.py        what the implementation's compiler flags or ISA make of a core: vector width, FMA, fast-math
    schedule.py   how an OpenMP schedule shares a parallel loop's iterations: the busiest thread's share
    runtime.py    what the OpenMP runtime costs: fork/join and barriers by team size, reduction combines
    sharing.py    stores into lines other threads write: line transfers between cores
    pages.py      first touch of freshly allocated output arrays: page faults
    profile.py    the access profile: seconds per access by pattern and footprint (measured by calibrate)
    datasheet.py  the same profile derived from a core's table and the platform's clocks, caches and memory
    signature.py  the loop-signature model: loops x profile -> each loop's time
    time.py       the CPU's on-chip time models (``roofline``, ``signature``) as every command calls them

The package imports nothing at load time: :mod:`advisor.platform` reads the tables and
profiles, :mod:`advisor.workload` the loops, :mod:`advisor.core.builtin` registers the time models.
"""
