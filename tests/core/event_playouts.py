"""Games played to their end for the tests of events: random and heuristic seats, and the rule
variants under which the rarer events happen, for every installed game and player count."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from typing import Any

import tablegames
from tablegames.core.game import hook
from tablegames.core.rng import Rng
from tests.games import INSTALLED

__all__ = ["VARIANTS", "playout", "playouts"]

#: Options under which events that the default rules never produce happen (Aluette's
#: concessions and announced mordienne, partner-only signals; Crazy Eights' rebuilt stock).
VARIANTS: Mapping[str, tuple[Mapping[str, object] | None, ...]] = {
    "aluette": (
        None,
        {"surrender": True},
        {"mordienne": True, "announced_mordienne": True},
        {"signal_visibility": "partner_only"},
    ),
    "crazyeights": (None, {"empty_stock": "reshuffle"}),
}


def playout(
    game: str, players: int, seed: int, options: Mapping[str, object] | None = None
) -> list[Any]:
    """Every state of one game, from its setup to its end: even seeds play at random, odd seeds
    with the game's heuristic agent in every seat (it reaches what random play rarely does: a
    Saboteur goal, say).

    Played once per test process: the tests of events, recall and view documents walk the
    same games, and a state is frozen, so each gets the very states the first one played (in
    a list of its own)."""
    chosen = None if options is None else tuple(options.items())
    return list(_played(game, players, seed, chosen))


@functools.cache
def _played(
    game: str, players: int, seed: int, options: tuple[tuple[str, object], ...] | None
) -> tuple[Any, ...]:
    state = tablegames.new_game(
        game, players=players, seed=seed, options=None if options is None else dict(options)
    )
    states = [state]
    rng = Rng(seed, "tests.events")
    agent = hook(tablegames.GAMES[game], "heuristic_agent")(seed) if seed % 2 else None
    while not tablegames.is_over(state):
        moves = tablegames.legal_moves(state)
        if agent is None:
            move = moves[rng.below(len(moves))]
        else:
            move = agent.choose(tablegames.view(state, tablegames.current_player(state)), moves)
        state = tablegames.apply(state, move)
        states.append(state)
    return tuple(states)


def playouts(seeds: int) -> Iterator[tuple[str, int, list[Any]]]:
    """``(game, players, states)`` for ``seeds`` games of every installed game, player count
    and variant."""
    for game in INSTALLED:
        found = tablegames.GAMES[game]
        for options in VARIANTS.get(game, (None,)):
            for players in range(found.min_players, found.max_players + 1):
                for seed in range(seeds):
                    yield game, players, playout(game, players, seed, options)
