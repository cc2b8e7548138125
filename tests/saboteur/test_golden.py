"""Recorded games that must keep replaying to the same result (tests/golden).

Each file holds a game record (the JSON of :func:`tablegames.record`) and its final scores and
winners. A change of rules, card tables or shuffling that alters a game shows up here; if it is
intended, record the files again and say why in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tablegames
from tablegames.saboteur import Team

GOLDEN = sorted((Path(__file__).parent.parent / "golden").glob("saboteur_*.json"))


def test_there_are_golden_games() -> None:
    assert len(GOLDEN) >= 2


@pytest.mark.parametrize("path", GOLDEN, ids=lambda path: path.stem)
def test_golden_games_replay_to_their_recorded_result(path: Path) -> None:
    """The whole game replays, move by move, to the recorded scores and winners."""
    document = json.loads(path.read_text())
    record = tablegames.from_dict(document["record"])
    state = tablegames.replay(record)
    assert tablegames.is_over(state)
    assert list(tablegames.scores(state)) == document["scores"]
    assert list(tablegames.winners(state)) == document["winners"]
    miners_won = sum(result.winner is Team.MINERS for result in state.results)
    assert miners_won == document["rounds_won_by_miners"]
