"""Golden games replay identically: same states, same scores, same views move by move."""

from __future__ import annotations

import json

import pytest
import tablegames

from golden_games import DIRECTORY, GOLDEN, outcome, play_golden, playthrough

NAMES = sorted(GOLDEN)


def saved(name: str) -> dict[str, object]:
    document: dict[str, object] = json.loads(
        (DIRECTORY / f"{name}.json").read_text(encoding="utf-8")
    )
    return document


@pytest.mark.parametrize("name", NAMES)
def test_golden_record_replays_to_the_same_outcome(name: str) -> None:
    document = saved(name)
    final = tablegames.replay(tablegames.from_dict(document.pop("record")))  # type: ignore[arg-type]
    assert tablegames.is_over(final)
    assert outcome(final) == document


@pytest.mark.parametrize("name", NAMES)
def test_golden_game_text_replays_to_the_same_final_state(name: str) -> None:
    """The game text of a golden game is the same game: read back (each move parsed from the
    game's notation and replayed), it gives the JSON's record and final state, in a fifth of
    the bytes or less."""
    document = saved(name)
    text = (DIRECTORY / f"{name}.tgn").read_text(encoding="utf-8")
    game_record = tablegames.from_game_text(text)
    assert game_record == tablegames.from_dict(document["record"])  # type: ignore[arg-type]
    final = tablegames.replay(game_record)
    assert outcome(final) == {key: document[key] for key in outcome(final)}
    assert len(text.encode()) * 5 <= len(json.dumps(document["record"]).encode())


@pytest.mark.parametrize("name", NAMES)
def test_golden_games_are_still_what_the_agents_play(name: str) -> None:
    """The heuristic agent is part of the game too: the same seeds give the same game."""
    assert tablegames.to_dict(tablegames.record(play_golden(name))) == saved(name)["record"]


@pytest.mark.parametrize("name", NAMES)
def test_golden_playthrough(name: str) -> None:
    expected = (DIRECTORY / f"{name}.playthrough.txt").read_text(encoding="utf-8")
    assert playthrough(name) == expected


def test_the_golden_scores_are_those_recorded() -> None:
    """The outcomes, written out here too, so that a regenerated file shows in review."""
    found = {name: (saved(name)["scores"], saved(name)["winners"]) for name in NAMES}
    assert found == EXPECTED


EXPECTED: dict[str, tuple[list[int], list[int]]] = {
    "crazyeights-2p-to-100-reshuffle": ([109, 79], [0]),
    "crazyeights-3p": ([25, 0, 0], [0]),
    "crazyeights-5p-one-then-pass": ([0, 51, 0, 0, 0], [1]),
}
