"""``python -m tablegames.server``: the same as ``tablegames serve``."""

from __future__ import annotations

import sys

from tablegames.server import main

if __name__ == "__main__":
    sys.exit(main())
