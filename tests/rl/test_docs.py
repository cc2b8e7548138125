"""The RL adapter's public names are documented, and the guide matches the code."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import tablegames
from tablegames import rl
from tablegames.core.game import hook
from tests.games import BUILT_IN
from tests.rl.helpers import default_players
from tests.test_docs import public_objects, undocumented

#: The RL modules of the built-in games (whose tables the guide shows).
GAME_MODULES = {
    game: hook(tablegames.GAMES[game], "rl_module")
    for game in BUILT_IN
    if hook(tablegames.GAMES[game], "rl_module") is not None
}
MODULES = [
    "tablegames.rl",
    "tablegames.rl.actions",
    "tablegames.rl.encoding",
    "tablegames.rl.environments",
    "tablegames.rl.layout",
    *sorted(GAME_MODULES.values()),
]
GUIDE = Path(__file__).parent.parent.parent / "docs" / "guides" / "rl.rst"


@pytest.mark.parametrize("module_name", MODULES)
def test_every_public_name_has_a_docstring(module_name: str) -> None:
    module = importlib.import_module(module_name)
    assert module.__doc__, f"{module_name} has no module docstring"
    missing = [m for q, obj in public_objects(module) for m in undocumented(q, obj)]
    assert not missing, f"undocumented: {missing}"


@pytest.mark.parametrize("game", sorted(GAME_MODULES))
def test_the_guide_states_the_sizes_and_shows_every_layout(game: str) -> None:
    text = GUIDE.read_text(encoding="utf-8")
    size = rl.encoder(game).size
    actions = rl.action_index(game, default_players(game)).size
    name = hook(tablegames.GAMES[game], "title")
    assert f"{name} ({size:,} values" in text
    assert f"{name} ({actions:,} actions" in text
    for layout in ("OBSERVATION_LAYOUT", "ACTION_LAYOUT"):
        assert f".. rl-layout:: {GAME_MODULES[game]}.{layout}" in text
