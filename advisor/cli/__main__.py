"""``python -m advisor.cli``: the ``advisor`` command."""

from . import run

run()
