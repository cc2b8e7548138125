"""Random playouts for the RL tests: every state of a game, from the public API only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import tablegames
from tablegames.agents import HEURISTIC_AGENTS
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
    game: str,
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    *,
    bots: bool = False,
) -> Iterator[Any]:
    """Every state of one game, the last included, where the current player moves at random.

    With ``bots`` the game's heuristic agent plays every seat instead (random Saboteur miners
    never reach the gold, so the gold-sharing states need it).
    """
    state = tablegames.new_game(game, players=players, seed=seed, options=options)
    rng = Rng(seed, "rl tests")
    agents = [HEURISTIC_AGENTS[game](seed * 16 + seat) for seat in range(players)]
    yield state
    while not tablegames.is_over(state):
        moves = tablegames.legal_moves(state)
        if bots:
            seat = tablegames.current_player(state)
            assert seat is not None
            move = agents[seat].choose(tablegames.view(state, seat), moves)
        else:
            move = rng.choice(moves)
        state = tablegames.apply(state, move)
        yield state
