"""AMDGCN: what the AMD GPU compiler made of a kernel, and how long it runs.

:mod:`.toolchain` compiles (clang, optional), :mod:`.shipped` finds the shipped compiles of the
built-in kernels, :mod:`.metadata` reads their resources and arguments, :mod:`.occupancy` applies
LLVM's occupancy rules, :mod:`.code` reads the instruction stream into blocks and loops,
:mod:`.interp` runs it (GFX8, GFX9), and :mod:`.timing` turns what ran into a launch's time."""


class InterpretError(RuntimeError):
    """Code the AMDGCN interpreter does not run, or a GPU the timing model does not cover (the message says
    which instruction, line or GPU). Here, not in :mod:`.interp`, so that catching it imports no numpy."""
