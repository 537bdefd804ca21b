"""The language descriptors are written in: strict YAML with units and provenance, formulas over sizes, precisions.

Modules:

    yamlio.py      load_yaml and Fields: strict fields (unknown keys are errors), quantities with units, errors that
                   name the file and the field
    units.py       parsing and formatting quantities (``25.6 GB/s``, ``6 MiB``): SI inside
    provenance.py  Source and the ``sources`` block: where every number came from
    expr.py        the formula grammar of workload sizes (``2*NI*NJ*NK``), compiled, never eval'd
    precision.py   operand precisions (fp64, fp32, ...) and their sizes

Used by the platform and workload descriptors, the architecture tables of every side and the calibration's output;
it imports nothing of the advisor but its errors and files.
"""
