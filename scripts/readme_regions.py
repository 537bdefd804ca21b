"""Regions of a text that a script makes: ``<!-- figure: NAME -->TEXT<!-- /figure -->``.

The README keeps its generated figures between these markers (HTML comments: a renderer shows only
TEXT, which may be a fenced block, a table or a few words of a sentence). This module finds the
regions, compares them with what the figures are now, rewrites them, and runs the figures away from
the user's files (``scripts/readme_figures.py`` says which figures there are).
"""

from __future__ import annotations

import contextlib
import difflib
import os
import re
import tempfile
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

REGION = re.compile(r"<!-- figure: (?P<name>[\w-]+) -->(?P<text>.*?)<!-- /figure -->", re.DOTALL)


class FigureError(Exception):
    """A figure that cannot be made as the text words it (a command that fails, an example that no longer shows its point)."""


def regions(text: str) -> list[tuple[str, str]]:
    """(name, text) of every region, in order (a name may be quoted more than once)."""
    return [(m["name"], m["text"]) for m in REGION.finditer(text)]


def with_figures(text: str, made: Mapping[str, str]) -> str:
    """``text`` with the regions of the figures in ``made`` replaced (the others as they are)."""
    return REGION.sub(lambda m: f"<!-- figure: {m['name']} -->{made.get(m['name'], m['text'])}<!-- /figure -->", text)


def check_names(text: str, names: Collection[str]) -> None:
    """Every region of ``text`` is one of the figures ``names``, and every figure has a region."""
    quoted = {name for name, _ in regions(text)}
    unknown, unquoted = sorted(quoted - set(names)), sorted(set(names) - quoted)
    problems = ([f"regions of no figure: {', '.join(unknown)}"] if unknown else []) + \
        ([f"figures in no region: {', '.join(unquoted)}"] if unquoted else [])
    if problems:
        raise FigureError("the README and scripts/readme_figures.py disagree: " + "; ".join(problems))


@dataclass(frozen=True)
class Difference:
    name: str
    readme: str
    made: str

    def __str__(self) -> str:
        """The figure's name and a unified diff of its text in the README and now."""
        diff = difflib.unified_diff(self.readme.splitlines(), self.made.splitlines(), lineterm="", n=1)
        return f"figure {self.name}:\n" + "\n".join(list(diff)[2:])


def differences(text: str, made: Mapping[str, str]) -> list[Difference]:
    """The regions of ``text`` whose figure in ``made`` is another text now."""
    return [Difference(name, old, made[name]) for name, old in regions(text) if name in made and made[name] != old]


@contextlib.contextmanager
def isolated(workdir: Path) -> Iterator[None]:
    """The user's files and settings out of reach and ``workdir`` the working directory; both restored after.

    A temporary HOME, data folder and history, and none of the ``ADVISOR_*`` settings. The kernel-prediction
    cache stays where it is: its entries are keyed by everything a prediction depends on, so it only makes a
    second run faster.
    """
    environment, cwd = dict(os.environ), os.getcwd()
    cache_home = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    with tempfile.TemporaryDirectory(prefix="readme-figures-") as tmp:
        for name in [n for n in os.environ if n.startswith("ADVISOR_")]:
            del os.environ[name]
        os.environ.update(HOME=tmp, XDG_DATA_HOME=str(Path(tmp) / "data"), XDG_CACHE_HOME=cache_home,
                          ADVISOR_DATA_DIR=str(Path(tmp) / "advisor"), ADVISOR_HISTORY=str(Path(tmp) / "history.sqlite"))
        os.chdir(workdir)
        try:
            yield
        finally:
            os.chdir(cwd)
            os.environ.clear()
            os.environ.update(environment)
