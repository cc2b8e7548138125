"""The OpenSpiel games the tests play: every installed game with an RL module, at every player
count, read from the registry (a game from another distribution is tested too)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

import tablegames
import tablegames.openspiel as tos
from tablegames.core.game import hook
from tests.games import INSTALLED

#: Every installed game that OpenSpiel can run (it has an RL module), alphabetical.
GAMES: tuple[str, ...] = tuple(
    name for name in INSTALLED if hook(tablegames.GAMES[name], "rl_module") is not None
)
#: Every (game, players) of those games.
TABLES: list[tuple[str, int]] = [
    (name, players)
    for name in GAMES
    for players in range(tablegames.GAMES[name].min_players, tablegames.GAMES[name].max_players + 1)
]
TABLE_IDS = [f"{name}-{players}" for name, players in TABLES]


def load(name: str, players: int, **params: Any) -> Any:
    """The OpenSpiel game of ``name`` at ``players`` seats."""
    return tos.load(name, {"players": players, **params})


def play_to(state: Any, rng: np.random.RandomState, moves: int) -> Any:
    """``state`` after the seed and up to ``moves`` random actions (it is changed in place)."""
    while not state.is_terminal():
        if state.is_chance_node():
            actions, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=chances)))
            continue
        if moves <= 0:
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
        moves -= 1
    return state


def sampler() -> Any:
    """OpenSpiel's sampler of uniform numbers, as ISMCTS gives resample_from_infostate."""
    return pyspiel.UniformProbabilitySampler(0.0, 1.0)
