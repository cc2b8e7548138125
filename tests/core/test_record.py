"""Records hold a whole game; replay re-runs it and validates every move."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import tablegames
from tablegames import ConfigError, GameRecord, IllegalMoveError


def play_out(seed: int) -> Any:
    state = tablegames.new_game("toy", players=3, seed=seed)
    while not tablegames.is_over(state):
        state = tablegames.apply(state, tablegames.legal_moves(state)[-1])
    return state


def test_replay_reproduces_every_state(toy: Any) -> None:
    state = tablegames.new_game("toy", players=3, seed=8)
    while True:
        assert tablegames.replay(tablegames.record(state)) == state
        if tablegames.is_over(state):
            break
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])


def test_record_fields(toy: Any) -> None:
    state = play_out(4)
    game_record = tablegames.record(state)
    assert game_record.game == "toy"
    assert game_record.players == 3
    assert game_record.seed == 4
    assert game_record.moves == state.history
    assert len(game_record.moves) == 6


def test_replay_names_the_illegal_move(toy: Any) -> None:
    game_record = tablegames.record(play_out(4))
    moves = list(game_record.moves)
    moves[3], moves[4] = moves[4], moves[3]
    with pytest.raises(IllegalMoveError, match=r"move 3 of the record .* is illegal"):
        tablegames.replay(attrs.evolve(game_record, moves=tuple(moves)))


def test_replay_refuses_impossible_setups(toy: Any) -> None:
    good = tablegames.record(play_out(4))
    with pytest.raises(ConfigError, match="played by 2 to 3"):
        tablegames.replay(attrs.evolve(good, players=9))
    with pytest.raises(ConfigError, match="seed"):
        tablegames.replay(attrs.evolve(good, seed=-4))
    with pytest.raises(ConfigError, match="unknown game"):
        tablegames.replay(attrs.evolve(good, game="chess"))
    with pytest.raises(ConfigError, match="options"):
        tablegames.replay(GameRecord("toy", 3, 1, object(), ()))


def test_record_needs_a_state(toy: Any) -> None:
    state = play_out(1)
    with pytest.raises(TypeError, match="needs a game state"):
        tablegames.record(tablegames.view(state, 0))


def test_positions_walk_every_state_of_a_record_and_stop_at_an_illegal_move() -> None:
    from tablegames.agents import RandomAgent, play

    first = tablegames.new_game("aluette", players=4, seed=11)
    final = play(first, [RandomAgent(seat) for seat in range(4)])
    game_record = tablegames.record(final)
    walked = list(tablegames.positions(game_record))
    assert len(walked) == len(game_record.moves) + 1
    assert walked[-1] == final
    assert [len(state.history) for state in walked] == list(range(len(walked)))
    forged = attrs.evolve(game_record, moves=game_record.moves[:5] + game_record.moves[:1])
    walk = tablegames.positions(forged)
    assert len([next(walk) for _ in range(6)]) == 6  # the states before the illegal move
    with pytest.raises(IllegalMoveError, match="move 5 of the record"):
        next(walk)
