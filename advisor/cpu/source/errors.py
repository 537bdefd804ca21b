"""The error of C code that cannot be read: it names the C file and the line.

Every problem raises a :class:`~advisor.errors.DescriptorError` that names the
C file and the line: :class:`SourceUnanalysable` for code that cannot be
parsed or is not affine (a caller falls back to the roofline with a note),
plain ``DescriptorError`` for a file or a function that is not there.
"""

from __future__ import annotations

from ...errors import DescriptorError


class SourceUnanalysable(DescriptorError):
    """C code that cannot be parsed or whose loops are not affine: the caller falls back to the roofline."""

