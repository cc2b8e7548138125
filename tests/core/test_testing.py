"""The conformance kit passes a sound game and catches each kind of broken game."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import tablegames
from tablegames import replay
from tablegames.testing import ConformanceError, check_game, check_states
from tests.core.toy import make_toy


def test_kit_passes_the_sound_toy(toy: Any) -> None:
    report = check_game(toy, seeds=range(30), sample=None)
    assert report.games == 60  # 30 seeds x 2 player counts
    assert report.moves == 30 * 4 + 30 * 6
    assert report.states == report.moves + report.games
    assert report.applied > report.moves
    assert report.twins_differing > 0


def test_kit_takes_a_name_and_one_player_count(toy: Any) -> None:
    report = check_game("toy", seeds=[1, 2], players=3)
    assert report.games == 2


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        ("leak", "the view of seat 1 leaks hidden information"),
        ("omit", "apply accepted PlayCard.*which legal_moves does not offer"),
        ("mutate", r"apply\(PlayCard.*\) changed its input state"),
        ("lossy", "the state does not round-trip through JSON"),
    ],
)
def test_kit_catches_broken_variants(flag: str, message: str) -> None:
    broken = make_toy(f"toy_{flag}", **{flag: True})
    with pytest.raises(ConformanceError, match=message) as info:
        check_game(broken, seeds=range(5), sample=None)
    assert f"toy_{flag}: seed=0 players=2" in str(info.value)
    assert info.value.game_record is not None
    assert info.value.game_record.game == f"toy_{flag}"


def test_failure_record_replays_to_the_failing_state() -> None:
    broken = make_toy("toy_omit_late", omit=True)
    with pytest.raises(ConformanceError) as info:
        check_game(broken, seeds=[3], sample=None)
    assert info.value.game_record is not None
    state = replay(info.value.game_record)
    assert state.history == info.value.game_record.moves


def played(name: str, moves: int) -> list[Any]:
    """The states of one game of ``name`` (3 players, seed 4), first moves each time."""
    state = tablegames.new_game(name, players=3, seed=4)
    states = [state]
    for _ in range(moves):
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])
        states.append(state)
    return states


def test_check_states_checks_chosen_states(toy: Any) -> None:
    report = check_states(toy, played("toy", 5), sample=None)
    assert report.states == 6
    assert report.games == 0
    assert report.applied > 0
    assert report.twins_differing > 0


def test_check_states_catches_leaks_and_unreachable_states() -> None:
    leaky = make_toy("toy_leak_states", leak=True)
    tablegames.core.game.register(leaky)
    with pytest.raises(ConformanceError, match=r"state 0 \(0 moves\): the view of seat 0 leaks"):
        check_states(leaky, played("toy_leak_states", 2))
    sound = make_toy("toy_states")
    tablegames.core.game.register(sound)
    state = played("toy_states", 1)[-1]
    stray = attrs.evolve(state, points=tuple(p + 1 for p in state.points))
    with pytest.raises(ConformanceError, match=r"replay\(record\(state\)\) differs"):
        check_states(sound, [stray])
