"""Placement advice inside schedulers: a Python API, Dask and Slurm hooks, all fail-safe.

* :class:`Advisor` (:mod:`.placer`): ``place(task)`` -> :class:`Placement`,
  ``place_many(frame)`` (the same core over numpy arrays, :mod:`.batch`),
  ``observe(task, device, measured_time_s)`` (to the history store, :mod:`.history_link`);
* :class:`Task` (:mod:`.task`): a catalog kernel with sizes, or raw counts;
* :class:`Guard` (:mod:`.failsafe`): per-decision deadline, no exception escapes;
* :mod:`.dask`: client helper, scheduler and worker plugins for ``distributed``;
* :mod:`.slurm_table`: the advice table read by ``slurm/job_submit.lua``;
* ``advisor place`` and ``advisor serve --stdio`` are :mod:`advisor.cli.place`.

Plugins (cost models, kernel predictors, platform sources) are named in
:mod:`advisor.plugins`.
"""

from .failsafe import Guard
from .placement import Placement
from .placer import Advisor
from .task import Task, task_from_mapping

__all__ = ["Advisor", "Guard", "Placement", "Task", "task_from_mapping"]
