"""The two error types users see: a bad descriptor (named by file and field) and a bad argument (named by parameter)."""

from __future__ import annotations


class DescriptorError(ValueError):
    """A platform, workload or task description that cannot be used.

    The message always names the file and the field (a dotted path such as
    ``cpu.memory_bandwidth`` or ``kernels.gemm.flops.fp64``) so the CLI can print
    one line and exit with status 2.
    """

    def __init__(self, file: str, field: str, message: str):
        self.file = str(file)
        self.field = field
        self.message = message
        super().__init__(f"{self.file}: {field}: {message}" if field else f"{self.file}: {message}")

    def __reduce__(self):  # pickled as what it was made of (a fork's failure reaches the parent whole: advisor/cli/fanout.py)
        return type(self), (self.file, self.field, self.message), self.__dict__


class UsageError(ValueError):
    """A bad argument to a library call, named by the parameter that took it (``weights``, ``cost_model``).

    The library never names command-line flags; the CLI maps the parameter to
    its option (:data:`advisor.cli.options.OPTION_OF`) and prints one line, exit status 2.
    """

    def __init__(self, parameter: str, message: str):
        self.parameter = parameter
        self.message = message
        super().__init__(f"{parameter}: {message}")

    def __reduce__(self):  # as DescriptorError's
        return type(self), (self.parameter, self.message), self.__dict__
