"""The hostile-input suite: every command under every hostile input, each case in a process of its own.

* :mod:`.generate`: the cases derived from the commands themselves (issue #45): every option and argument by its
  kind, every format the advisor reads, every environment variable the code reads;
* :mod:`.cases`: the hand-written cases of issue #29 the generator does not derive;
* :mod:`.case`: a case, and the ways it may end (:func:`~.case.verdict`);
* :mod:`.workspace`: the files the cases name; :mod:`.runner` and :mod:`.forkserver`: running them, side by side,
  each in a fork of a process that imported the advisor once, with a timeout;
* :mod:`.driver`: ``python -m tests.hostile.driver``, the whole suite with its tally.
"""
