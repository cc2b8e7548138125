"""Random playouts for the RL tests: every state of a game, from the public API only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import tablegames
from tablegames.core.rng import Rng

#: Game, players and options covering every variant that changes the moves or the views.
CASES: list[tuple[str, int, dict[str, Any] | None]] = [
    ("aluette", 4, None),
    ("aluette", 4, {"signals": False}),
    ("aluette", 4, {"surrender": True, "strict_keep_highest": True}),
    ("aluette", 4, {"mordienne": True, "announced_mordienne": True, "game_end": "first_to_10"}),
    ("aluette", 4, {"truthful_signals": True, "signal_visibility": "partner_only"}),
    ("ten", 1, None),
    ("ten", 2, None),
    ("ten", 3, {"unsold_wild": "active_free", "bid_with_cards": False}),
    ("ten", 4, None),
    ("ten", 5, {"take_numbers_needs_numbers": True}),
    ("saboteur", 3, None),
    ("saboteur", 4, {"open_draw_pile": True, "break_own_tools": False}),
    ("saboteur", 6, {"gold_distribution": "official"}),
    ("saboteur", 10, None),
]
CASE_IDS = [f"{game}-{players}{'-variant' if options else ''}" for game, players, options in CASES]


def playout(
    game: str, players: int, seed: int, options: dict[str, Any] | None = None
) -> Iterator[Any]:
    """Every state of one game where the current player moves at random, the last included."""
    state = tablegames.new_game(game, players=players, seed=seed, options=options)
    rng = Rng(seed, "rl tests")
    yield state
    while not tablegames.is_over(state):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
        yield state
