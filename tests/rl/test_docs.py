"""The RL adapter's public names are documented, and the guide matches the code."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tablegames import rl
from tests.test_docs import public_objects, undocumented

MODULES = [
    "tablegames.rl",
    "tablegames.rl.actions",
    "tablegames.rl.aluette",
    "tablegames.rl.encoding",
    "tablegames.rl.environments",
    "tablegames.rl.layout",
    "tablegames.rl.saboteur",
    "tablegames.rl.ten",
]
GUIDE = Path(__file__).parent.parent.parent / "docs" / "guides" / "rl.rst"


@pytest.mark.parametrize("module_name", MODULES)
def test_every_public_name_has_a_docstring(module_name: str) -> None:
    module = importlib.import_module(module_name)
    assert module.__doc__, f"{module_name} has no module docstring"
    missing = [m for q, obj in public_objects(module) for m in undocumented(q, obj)]
    assert not missing, f"undocumented: {missing}"


@pytest.mark.parametrize(("game", "players"), [("aluette", 4), ("ten", 2), ("saboteur", 4)])
def test_the_guide_states_the_sizes_and_shows_every_layout(game: str, players: int) -> None:
    text = GUIDE.read_text(encoding="utf-8")
    size = rl.encoder(game).size
    actions = rl.action_index(game, players).size
    name = {"aluette": "Aluette", "ten": "TEN", "saboteur": "Saboteur"}[game]
    assert f"{name} ({size:,} values" in text
    assert f"{name} ({actions:,} actions" in text
    for layout in ("OBSERVATION_LAYOUT", "ACTION_LAYOUT"):
        assert f".. rl-layout:: tablegames.rl.{game}.{layout}" in text
