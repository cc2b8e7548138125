from __future__ import annotations

from typing import Any

import pytest

from tablegames.core.registry import GAMES, register
from tests.core.toy import make_toy


def toy_game() -> Any:
    """The good toy game, registered once per process under the name "toy"."""
    if "toy" not in GAMES:
        register(make_toy("toy"))
    return GAMES["toy"]


@pytest.fixture
def toy() -> Any:
    return toy_game()
