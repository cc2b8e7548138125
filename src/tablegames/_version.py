"""The version of tablegames: its one place, read by the build (``[tool.hatch.version]``), by
``tablegames.__version__`` and by the game texts' ``Library`` header.

PEP 440: MAJOR.MINOR.PATCH for releases (each tagged vX.Y.Z, with a CHANGELOG section of the
same number), X.Y.Z.devN on main between releases.
"""

from __future__ import annotations

#: This version of tablegames, as PEP 440 writes it.
__version__ = "0.2.0.dev0"
