"""The conformance kit passes a sound game and catches each kind of broken game."""

from __future__ import annotations

from typing import Any

import pytest

from tablegames import replay
from tablegames.testing import ConformanceError, check_game
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
