"""``python -m advisor.cli``: the ``advisor`` command."""

import sys

from . import main

sys.exit(main())
