"""The fixed action index of each game: every legal move has one number, and back."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import tablegames
import tablegames.ten.rl
from tablegames import rl
from tablegames.errors import IllegalMoveError, InvalidMoveError, SeatError
from tablegames.saboteur import PlacePath, Rockfall
from tablegames.saboteur.rl import cell_number
from tests.rl.helpers import CASE_IDS, CASES, RL_GAMES, SLOW_BOTS, default_players, playout


def off_grid(move: Any) -> bool:
    """A Saboteur placement or rockfall on a cell outside the grid."""
    return isinstance(move, (PlacePath, Rockfall)) and cell_number(move.x, move.y) is None


#: The legal moves an index may leave without a number, by game (the RL guide lists them);
#: every other game's index numbers every legal move.
LEFT_OUT = {"saboteur": off_grid}


def check_moves(game: str, index: rl.ActionIndex, moves: tuple[Any, ...], seat: int) -> int:
    """Check the numbers of ``moves``; return how many were left out (off the Saboteur grid)."""
    numbers = [index.index(move) for move in moves]
    outside = [move for move, number in zip(moves, numbers, strict=True) if number is None]
    allowed = LEFT_OUT.get(game, lambda move: False)
    assert all(allowed(move) for move in outside), f"moves without a number: {outside[:5]}"
    numbered = [number for number in numbers if number is not None]
    assert len(set(numbered)) == len(numbered), "two legal moves share a number"
    for move, number in zip(moves, numbers, strict=True):
        if number is not None:
            assert index.move(number, seat) == move
    mask = index.mask(moves)
    assert mask.dtype == np.int8
    assert mask.shape == (index.size,)
    assert set(np.flatnonzero(mask).tolist()) == set(numbered)
    return len(outside)


@pytest.mark.parametrize(("game", "players", "options"), CASES, ids=CASE_IDS)
def test_every_legal_move_of_every_seat_has_one_number_and_back(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    """At every state of random playouts, for every seat (Aluette signals are any seat's)."""
    # The heuristic bots reach states random play does not (the miners' gold, high bids);
    # TEN's is slow, so its bot games are left to the slow sweep.
    check_playouts(game, players, options, range(10), bot_seeds=set() if game in SLOW_BOTS else {2})


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players", "options"), CASES, ids=CASE_IDS)
def test_every_legal_move_has_a_number_over_many_games(
    game: str, players: int, options: dict[str, Any] | None
) -> None:
    check_playouts(game, players, options, range(100, 300), bot_seeds=set(range(100, 300, 5)))


def check_playouts(
    game: str, players: int, options: dict[str, Any] | None, seeds: range, bot_seeds: set[int]
) -> None:
    index = rl.action_index(game, players)
    states = left_out = 0
    for seed in seeds:
        for state in playout(game, players, seed, options, bots=seed in bot_seeds):
            states += 1
            for seat in range(players):
                left_out += check_moves(game, index, tablegames.legal_moves(state, seat), seat) > 0
    assert states > len(seeds) * 20
    # Random play almost never builds past the Saboteur grid (1 state in 800,000 measured).
    assert left_out <= states // 10_000


def unknown_numbers(index: rl.ActionIndex, seat: int) -> int:
    """How many numbers name no move of ``seat``; the others decode to a move that encodes
    back to its number."""
    unknown = 0
    for number in range(index.size):
        try:
            move = index.move(number, seat)
        except IllegalMoveError as error:
            assert error.code == "rl.action.unknown"
            unknown += 1
            continue
        assert move.player == seat
        assert index.index(move) == number
    return unknown


@pytest.mark.parametrize("game", RL_GAMES)
def test_every_number_decodes_to_a_move_that_encodes_back(game: str) -> None:
    """At the largest table every number names a move; at a smaller one a number may name a
    move toward an absent seat, which is refused with its own code."""
    found = tablegames.GAMES[game]
    largest = rl.action_index(game, found.max_players)
    assert all(unknown_numbers(largest, seat) == 0 for seat in range(found.max_players))
    players = default_players(game)
    index = rl.action_index(game, players)
    for seat in range(players):
        unknown_numbers(index, seat)


@pytest.mark.parametrize("game", RL_GAMES)
def test_layouts_cover_each_index_without_gaps(game: str) -> None:
    for players in {tablegames.GAMES[game].min_players, default_players(game)}:
        layout = rl.action_index(game, players).layout
        assert layout.segments[0].start == 0
        for before, after in zip(layout.segments[:-1], layout.segments[1:], strict=True):
            assert before.stop == after.start
        assert len({segment.name for segment in layout}) == len(layout.segments)


def test_bad_numbers_and_seats_are_refused() -> None:
    index = rl.action_index("ten", 2)
    with pytest.raises(IllegalMoveError) as caught:
        index.move(index.size, 0)
    assert caught.value.code == "rl.action.out_of_range"
    with pytest.raises(IllegalMoveError):
        index.move(-1, 0)
    for bad in (1.0, "3", True, None):
        with pytest.raises(InvalidMoveError):
            index.move(bad, 0)  # type: ignore[arg-type]
    with pytest.raises(SeatError):
        index.move(0, 2)
    assert index.move(np.int64(0), 1) == tablegames.ten.Draw(1)


def test_moves_of_other_games_or_absent_seats_have_no_number() -> None:
    ten = rl.action_index("ten", 2)
    assert ten.index(tablegames.ten.Draw(2)) is None  # no seat 2 at a 2-seat table
    assert ten.index(tablegames.aluette.VoteChant(0, True)) is None
    assert ten.index(tablegames.ten.Bid(0, tablegames.ten.rl.MAX_BID + 1)) is None
    saboteur = rl.action_index("saboteur", 3)
    assert saboteur.index(tablegames.ten.Draw(0)) is None


def test_action_index_refuses_unknown_games_and_player_counts() -> None:
    with pytest.raises(tablegames.ConfigError):
        rl.action_index("chess", 2)
    with pytest.raises(tablegames.ConfigError):
        rl.action_index("saboteur", 2)
