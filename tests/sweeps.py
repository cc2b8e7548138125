"""The seeds of a conformance sweep, in chunks: the first chunks in the default run, the rest
under the ``slow`` marker (``pytest -m slow``), so that the default run stays within its time
budget while the whole sweep is still one command away.

Each chunk is a test of its own, which lets ``pytest -n auto`` spread a sweep over the cores.
"""

from __future__ import annotations

from typing import Any

import pytest

__all__ = ["seed_chunks"]


def seed_chunks(total: int, size: int, default: int) -> list[Any]:
    """The seeds ``0..total-1`` as ``range`` parameters of ``size`` seeds each, with ids such as
    ``seeds-0-49``; those from the seed ``default`` on carry the ``slow`` marker."""
    if total % size or default % size or not 0 < default <= total:
        raise ValueError(f"{total} seeds in chunks of {size}, {default} by default")
    return [
        pytest.param(
            range(start, start + size),
            id=f"seeds-{start}-{start + size - 1}",
            marks=() if start < default else pytest.mark.slow,
        )
        for start in range(0, total, size)
    ]
