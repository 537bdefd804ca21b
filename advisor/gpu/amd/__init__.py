"""AMD: the GPU families, and what the AMD GPU compiler made of a kernel (AMDGCN) and how long it runs.

:mod:`.families` is the table of AMD GPU families (``families.yaml``: what every GPU of a family shares, what an AMD
platform descriptor is checked against). :mod:`.toolchain` compiles (clang, optional), :mod:`.shipped` finds the
shipped compiles of the built-in kernels, :mod:`.metadata` reads their resources and arguments, :mod:`.occupancy`
applies LLVM's occupancy rules, :mod:`.code` reads the instruction stream into blocks and loops (with the PTX
path's CFG functions), :mod:`.interp` runs it (GFX8, GFX9), and :mod:`.timing` turns what ran into a launch's time
with kp's ideas (:mod:`advisor.gpu.nvidia`).

Public names: :class:`InterpretError` (here), ``AmdFamily``, ``find_family`` (:mod:`.families`),
``predict_launch`` (:mod:`.timing`)."""


class InterpretError(RuntimeError):
    """Code the AMDGCN interpreter does not run, or a GPU the timing model does not cover (the message says
    which instruction, line or GPU). Here, not in :mod:`.interp`, so that catching it imports no numpy."""
