"""A move sent back with the words it was handed with: the shipped ``move`` schema accepts what
the reader accepts (docs/protocol.rst, "Words: labels and texts"). A move handed out by a
server older than the moves' ``group`` carries its ``label`` alone; a client that sends such a
move back is read (the words dropped), so its document must validate too."""

from __future__ import annotations

from typing import Any

import pytest
from jsonschema import Draft202012Validator

import tablegames
from tablegames.core.schema import load_schema
from tests.games import BUILT_IN

GAMES = list(BUILT_IN)
PLAYERS = {"aluette": 4, "ten": 2, "saboteur": 3}


def _handed(game: str) -> list[tuple[Any, dict[str, Any]]]:
    """Each legal move of a new game's first seat with its document as a client is handed it
    (a ``moves`` document's item: the move with its group and label)."""
    state = tablegames.new_game(game, players=PLAYERS[game], seed=1)
    moves = tablegames.legal_moves(state)
    items = tablegames.to_dict(moves, game=game)["data"]
    assert all("group" in item and "label" in item for item in items)
    return list(zip(moves, items, strict=True))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "kept", [("group", "label"), ("label",), ("group",), ()], ids=["both", "label", "group", "none"]
)
def test_a_move_sent_back_with_any_of_its_words_validates_and_reads(
    game: str, kept: tuple[str, ...]
) -> None:
    """A move document whose move keeps its group and label, its label alone (an older
    server's move), its group alone, or neither: the schema accepts it and the reader reads
    the move, the words dropped."""
    validator = Draft202012Validator(load_schema(game, "move"))
    for move, item in _handed(game):
        sent = {key: value for key, value in item.items() if key not in ("group", "label")}
        sent |= {key: item[key] for key in kept}
        document = tablegames.to_dict(move) | {"data": sent}
        errors = [error.message for error in validator.iter_errors(document)]
        assert errors == [], (sent, errors)
        assert tablegames.from_dict(document) == move


@pytest.mark.parametrize("game", GAMES)
def test_a_move_sent_back_with_other_fields_or_words_not_strings_is_still_refused(
    game: str,
) -> None:
    """Making the words optional accepts no more than them: another field, or a label that is
    not a string, is refused by the schema as by the reader."""
    validator = Draft202012Validator(load_schema(game, "move"))
    move, item = _handed(game)[0]
    for broken in (
        {**item, "surprise": 1},
        {key: value for key, value in item.items() if key != "group"} | {"label": 3},
        {**item, "group": None},
    ):
        document = tablegames.to_dict(move) | {"data": broken}
        assert not validator.is_valid(document), broken
        with pytest.raises(tablegames.FormatError):
            tablegames.from_dict(document)
