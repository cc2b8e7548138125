"""The games of the RL tests (every installed game with an RL module) and random playouts:
every state of a game, from the public API only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import tablegames
from tablegames import rl
from tablegames.agents import RandomAgent, heuristic_factory
from tablegames.core.game import hook
from tablegames.core.rng import Rng
from tests.games import INSTALLED

#: Every installed game with an RL module, alphabetical.
RL_GAMES: tuple[str, ...] = tuple(
    game for game in INSTALLED if hook(tablegames.GAMES[game], "rl_module") is not None
)
#: The variants of the games that change the moves or the views, by game and player count.
VARIANTS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "aluette": [
        (4, {"signals": False}),
        (4, {"surrender": True, "strict_keep_highest": True}),
        (4, {"mordienne": True, "announced_mordienne": True, "game_end": "first_to_10"}),
        (4, {"truthful_signals": True, "signal_visibility": "partner_only"}),
    ],
    "ten": [
        (3, {"unsold_wild": "active_free", "bid_with_cards": False}),
        (5, {"take_numbers_needs_numbers": True}),
    ],
    "saboteur": [
        (4, {"open_draw_pile": True, "break_own_tools": False}),
        (6, {"gold_distribution": "official"}),
    ],
    # The example game of its own distribution, when installed (tests/games.py).
    "crazyeights": [
        (
            3,
            {
                "draw_rule": "one_then_pass",
                "draw_when_able": False,
                "empty_stock": "reshuffle",
                "target_score": 100,
            },
        ),
    ],
}
#: Games whose heuristic agents are too slow for the quick tests' bot playouts.
SLOW_BOTS = frozenset({"ten"})


def default_players(game: str) -> int:
    """The seats of the game's environment made without a player count."""
    module = rl.rl_module(game)
    players: int = getattr(module, "DEFAULT_PLAYERS", tablegames.GAMES[game].min_players)
    return players


def player_counts(game: str) -> list[int]:
    """Every player count the game allows."""
    found = tablegames.GAMES[game]
    return list(range(found.min_players, found.max_players + 1))


def _cases() -> list[tuple[str, int, dict[str, Any] | None]]:
    cases: list[tuple[str, int, dict[str, Any] | None]] = []
    for game in RL_GAMES:
        counts = sorted({*player_counts(game)[:: max(1, len(player_counts(game)) - 1)]})
        counts = sorted({*counts, default_players(game)})
        cases += [(game, players, None) for players in counts]
        cases += [(game, players, options) for players, options in VARIANTS.get(game, [])]
    return cases


#: Game, players and options: each game at its fewest, default and most seats, and every
#: variant that changes the moves or the views.
CASES: list[tuple[str, int, dict[str, Any] | None]] = _cases()
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
    factory = heuristic_factory(game, default=RandomAgent)
    agents = [factory(seed * 16 + seat) for seat in range(players)]
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
