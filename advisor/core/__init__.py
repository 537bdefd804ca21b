"""The evaluation core: a kernel at its sizes, evaluated on every device of a node, priced, decided.

    workload kernel + sizes --> counts --> evaluate --> price --> decide --> Recommendation / plan

Modules (each one step or one concept; ``docs/architecture.md`` has the whole map):

    counts.py      a kernel at concrete sizes: KernelCounts, StepCounts; instantiate, counts_at
    evaluation.py  evaluate: every option's time parts and energy (the sides' models, chosen by the settings)
    decision.py    price and decide: costs under the weights, the cheapest option (choose), the robustness
    cost.py        the cost models (normalized, raw) and the user's Weights
    settings.py    Settings: what the user chose (weights, models by name, learned corrections)
    registry.py    every model selectable by name, by kind; builtin.py registers the built-in ones
    recommend.py   advise, recommend: the three steps for kernels of a workload; Recommendation
    plans.py       plans of kernels on CPU and GPU with the transfers between them; whole.py, stepplan.py apply
                   them to a workload and to one kernel's steps

Public names (also at ``advisor``): KernelCounts, counts_at, instantiate, evaluate, Evaluation, CpuOption, GpuOption,
price, decide, choose, Decision, Weights, Settings, advise, recommend, recommend_kernel, Recommendation, to_frame,
answer_workload, WorkloadAnswer.

The core imports the sides (:mod:`advisor.cpu`, :mod:`advisor.gpu`, :mod:`advisor.link`, :mod:`advisor.energy`)
and the descriptors; none of them imports it.
"""
