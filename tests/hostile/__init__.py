"""Hostile inputs of issue #29: the cases (:mod:`.cases`), their workspace and verdicts, and a driver that runs them all."""
