"""The facts research tools read about whole games: the longest game and the payoffs.

Each game's ``max_game_length`` is argued from its rules (the games' ``bounds`` modules say
how); here random and heuristic games must stay within it, and the rules' own tight cases must
reach it where they can. Payoffs stay within ``utility_bounds``, follow the winners and add up
to ``utility_sum`` where a game declares one.

Random play reached, in 1,000 games per table (seeds 0-999): Aluette 331 moves (bound 360);
TEN 295, 331, 467, 604, 666 moves for 1-5 seats (bounds 417, 437, 620, 831, 928); Saboteur
201 moves for 3-6 seats and 204 for 7 (bounds 207 to 228: 3 rounds of the 67-card deck, plus
the gold choices).
"""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames.agents import RandomAgent, heuristic_factory
from tablegames.aluette import AluetteOptions, GameEnd, Tiebreak
from tablegames.aluette.bounds import moves_per_deal
from tablegames.core.game import hook
from tablegames.core.rng import Rng
from tests.games import INSTALLED

#: Every (game, players) of the installed games.
TABLES = [
    (name, players)
    for name in INSTALLED
    for players in range(tablegames.GAMES[name].min_players, tablegames.GAMES[name].max_players + 1)
]


def play(name: str, players: int, seed: int, options: Any = None, bots: bool = False) -> Any:
    """A whole game: random moves, or the game's heuristic agents."""
    state = tablegames.new_game(name, players=players, seed=seed, options=options)
    if bots:
        factory = heuristic_factory(name, default=RandomAgent)
        agents = [factory(seed * 16 + seat) for seat in range(players)]
    rng = Rng(seed, "bounds")
    while not tablegames.is_over(state):
        if bots:
            seat = tablegames.current_player(state)
            assert seat is not None
            seen = tablegames.view(state, seat)
            move = agents[seat].choose(seen, tablegames.legal_moves(seen))
        else:
            moves = tablegames.legal_moves(state)
            move = moves[rng.below(len(moves))]
        state = tablegames.apply(state, move)
    return state


def check_game(name: str, state: Any, options: Any = None) -> None:
    game = tablegames.GAMES[name]
    in_force = state.options if options is None else options
    assert len(state.history) <= hook(game, "max_game_length")(state.players, in_force)
    low, high = hook(game, "utility_bounds")(state.players, in_force)
    assert low < high
    payoffs = hook(game, "utilities")(state)
    assert len(payoffs) == state.players
    assert all(low <= value <= high for value in payoffs)
    total = hook(game, "utility_sum")(state.players, in_force)
    if total is not None:
        assert sum(payoffs) == total
    won = set(tablegames.winners(state))
    if state.players > 1 and 0 < len(won) < state.players:
        best = max(payoffs)
        assert {seat for seat, value in enumerate(payoffs) if value == best} == won


def test_the_zero_sum_tables_are_declared() -> None:
    """Two-player TEN pays the winner +1 and the loser -1, or 0 to both on a shared win
    (TEN rules §6); Aluette's partnerships win and lose together, 0 to all on a draw
    (Aluette rules §7): their ``utility_sum`` is 0. Elsewhere the number of winners, or the
    solo score, varies, and there is none."""
    for name, players, total in [
        ("ten", 1, None),
        ("ten", 2, 0.0),
        ("ten", 3, None),
        ("ten", 5, None),
        ("aluette", 4, 0.0),
        *(("saboteur", players, None) for players in range(3, 11)),
    ]:
        options = tablegames.new_game(name, players=players).options
        assert hook(tablegames.GAMES[name], "utility_sum")(players, options) == total


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_random_games_stay_within_the_bounds(name: str, players: int) -> None:
    for seed in range(4):
        check_game(name, play(name, players, seed))


@pytest.mark.slow
@pytest.mark.parametrize(("name", "players"), TABLES)
def test_many_random_and_heuristic_games_stay_within_the_bounds(name: str, players: int) -> None:
    for seed in range(300):
        check_game(name, play(name, players, seed))
    for seed in range(20):
        check_game(name, play(name, players, seed, bots=True))


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_payoffs_are_zero_before_the_end(name: str, players: int) -> None:
    state = tablegames.new_game(name, players=players, seed=1)
    assert hook(tablegames.GAMES[name], "utilities")(state) == (0.0,) * players


def test_aluette_variants_stay_within_their_bounds() -> None:
    """Aluette rules §5 to §8: each variant that adds moves to a deal (surrender,
    announcements, a higher signal cap) raises the bound by what it adds."""
    variants = [
        {"surrender": True, "max_signals_per_deal": 9},
        {"mordienne": True, "announced_mordienne": True},
        {"chant": False, "signals": False},
    ]
    for number, variant in enumerate(variants):
        options = AluetteOptions(**variant)
        for seed in range(3):
            check_game("aluette", play("aluette", 4, 10 * number + seed, options), options)
    assert moves_per_deal(AluetteOptions(chant=False, signals=False)) == 36  # nine tricks


def test_aluette_has_no_bound_where_a_deal_may_score_nothing() -> None:
    """Ruling A-17: a deal whose nine tricks are all spoiled scores nothing, so a game played to a
    target score, or with extra deals on a tie, has no longest game: the hook then gives the
    longest history the library reads back."""
    game = tablegames.GAMES["aluette"]
    for options in (
        AluetteOptions(game_end=GameEnd.FIRST_TO_5),
        AluetteOptions(tiebreak=Tiebreak.EXTRA_DEALS),
    ):
        assert game.max_game_length(4, options) == game.max_history
    assert game.max_game_length(4, AluetteOptions()) == 360


def test_saboteur_rounds_can_play_the_whole_deck() -> None:
    """Saboteur rules §5 to §7: a round the miners do not win plays every card of the 67-card
    deck, so random games reach three times that; the bound adds only the gold choices."""
    lengths = [len(play("saboteur", 3, seed).history) for seed in range(6)]
    assert max(lengths) == 201
    assert tablegames.GAMES["saboteur"].max_game_length(3, None) == 201 + 2 * 3


def test_ten_solo_pays_the_score() -> None:
    """The provisional solo game always has one winner, the seat: its payoff is its score
    scaled to [-1, 1] (40 points, four full runs, would pay 1)."""
    for seed in range(3):
        state = play("ten", 1, seed)
        (payoff,) = tablegames.GAMES["ten"].utilities(state)
        assert payoff == 2 * tablegames.scores(state)[0] / 40 - 1


@pytest.mark.parametrize("name", INSTALLED)
def test_no_game_outlasts_what_the_library_reads(name: str) -> None:
    """Each game's ``max_game_length`` is within its ``max_history``, the longest history the
    JSON reader takes: a game the bound allows must read back."""
    found = tablegames.GAMES[name]
    standard = found.options_type()
    for players in range(found.min_players, found.max_players + 1):
        length = hook(found, "max_game_length")(players, standard)
        assert length <= hook(found, "max_history"), (name, players)
