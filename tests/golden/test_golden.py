"""Golden games replay identically: same states, same scores, same views turn by turn."""

from __future__ import annotations

import json

import pytest

import tablegames
from tests.games import BUILT_IN
from tests.golden import games

NAMES = sorted(games.available())


@pytest.mark.parametrize("name", NAMES)
def test_golden_record_replays_to_the_same_outcome(name: str) -> None:
    saved = json.loads((games.DIRECTORY / f"{name}.json").read_text(encoding="utf-8"))
    final = tablegames.replay(tablegames.from_dict(saved.pop("record")))
    assert tablegames.is_over(final)
    assert games.outcome(final) == saved


@pytest.mark.parametrize("name", NAMES)
def test_golden_game_text_replays_to_the_same_final_state(name: str) -> None:
    """The game text of a golden game is the same game: read back (each move parsed from its
    notation and replayed), it gives the JSON's record and final state."""
    saved = json.loads((games.DIRECTORY / f"{name}.json").read_text(encoding="utf-8"))
    text = (games.DIRECTORY / f"{name}.tgn").read_text(encoding="utf-8")
    game_record = tablegames.from_game_text(text)
    assert game_record == tablegames.from_dict(saved["record"])
    final = tablegames.replay(game_record)
    assert games.outcome(final) == {key: saved[key] for key in games.outcome(final)}
    assert len(text.encode()) * 5 <= len(json.dumps(saved["record"]).encode())


@pytest.mark.parametrize("name", NAMES)
def test_golden_games_are_still_what_the_agents_play(name: str) -> None:
    """The agents are part of the library too: the same seed gives the same recorded game."""
    saved = json.loads((games.DIRECTORY / f"{name}.json").read_text(encoding="utf-8"))
    assert tablegames.to_dict(tablegames.record(games.play_golden(name))) == saved["record"]


@pytest.mark.parametrize("name", NAMES)
def test_golden_playthrough(name: str) -> None:
    expected = (games.DIRECTORY / f"{name}.playthrough.txt").read_text(encoding="utf-8")
    assert games.playthrough(name) == expected


def test_there_are_golden_games_for_every_built_in_game() -> None:
    assert set(BUILT_IN) <= {spec[0] for spec in games.available().values()}
