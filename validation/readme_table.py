"""The table a validation script keeps in its folder's README, between two marker lines.

    python validation/<set>/<script>.py --readme write   # put the script's table between the markers
    python validation/<set>/<script>.py --readme check   # exit 1 where the README holds another table

The scripts import this after putting the checkout on ``sys.path`` (``from validation.readme_table import
write_or_check``); a test reruns each ``--readme check``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from advisor.files import write_atomic


def with_table(text: str, begin: str, end: str, table: str) -> str:
    """``text`` with ``table`` between the lines ``begin`` and ``end`` (the markers stay)."""
    head, rest = text.split(begin, 1)
    return f"{head}{begin}\n{table.rstrip(chr(10))}\n{end}{rest.split(end, 1)[1]}"


def write_or_check(readme: Path, begin: str, end: str, table: str, mode: str, script: str) -> int:
    """``mode`` ``write``: the README with the table; ``check``: 0 where it holds it, else 1 and a line saying what to run."""
    current = readme.read_text()
    wanted = with_table(current, begin, end, table)
    if mode == "write":
        if wanted != current:
            write_atomic(readme, wanted)
        return 0
    if wanted != current:
        print(f"{readme} holds another table than {Path(script).name} gives now: run it with --readme write", file=sys.stderr)
        return 1
    return 0
