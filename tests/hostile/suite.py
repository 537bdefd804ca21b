"""The hostile cases under pytest: the selected ones of a module run side by side once, before its first test."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from .case import Case
from .driver import judged, workspace
from .runner import run_all


def outcomes_of_selected(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, cases: Sequence[Case],
                         test_name: str) -> dict[int, str | None]:
    """Index of a case -> what is wrong with how it ended (None: nothing), for the cases of ``test_name`` this session
    runs (``-k`` selects a few: only they run)."""
    wanted = sorted({item.callspec.params["index"] for item in request.session.items  # doctests and others have no module
                     if getattr(item, "module", None) is request.module and getattr(item, "originalname", None) == test_name})
    places = workspace(tmp_path_factory.mktemp("hostile") / "work")
    chosen = [cases[i] for i in wanted]
    return {index: problem for index, (_, _, problem) in zip(wanted, judged(chosen, run_all(chosen, places)), strict=True)}
