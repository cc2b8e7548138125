"""What a game written as the 'Writing a game' guide shows gets by default says what people
expect (found by a reviewer writing a Go Fish, tests/core/gofish.py): its notation counts seats
from 1 as its words do, the terminal's help keeps notations holding commas apart, and the
state's and view's reprs are short."""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator

import attrs
import pytest

import tablegames
from tablegames.cli import main
from tablegames.core.fieldnotation import FieldNotation
from tablegames.core.game import hook
from tablegames.core.registry import register, unregister
from tablegames.core.words import PlainWords
from tablegames.testing import check_game
from tests.core.gofish import GOFISH, Ask


@pytest.fixture
def gofish() -> Iterator[str]:
    register(GOFISH)
    try:
        yield GOFISH.name
    finally:
        unregister(GOFISH.name)


def test_the_default_notation_counts_a_seat_from_1_as_the_label_does(gofish: str) -> None:
    """``Ask(0, target=1, rank=5)`` was written ``ask 1, 5`` under the label "Ask (target seat
    2, rank 5)": a person typing ``ask 2, 5`` from the menu's words asked seat 3."""
    state = tablegames.new_game(gofish, players=3, seed=2)  # seat 1 holds 2, 3, 4, 6
    move = Ask(0, target=1, rank=2)
    assert move in tablegames.legal_moves(state)
    assert hook(GOFISH, "words").label(move) == "Ask (target seat 2, rank 2)"
    assert tablegames.notation(move) == "ask 2, 2"
    assert tablegames.parse_move(state, "ask 2, 2") == move
    assert tablegames.parse_move(state, "ASK 3,2") == Ask(0, target=2, rank=2)
    # The kit's notation check: every legal move's text unique and read back as its move.
    assert check_game(GOFISH, seeds=range(8)).games == 16


def test_the_closest_moves_of_an_unknown_text_are_kept_apart(gofish: str) -> None:
    """A text that names no legal move is told the closest ones; notations holding commas are
    listed with semicolons (it read "the closest: ask 3, 6, ask 3, 4, ...", one list)."""
    state = tablegames.new_game(gofish, players=3, seed=2)
    with pytest.raises(tablegames.IllegalMoveError) as refused:
        tablegames.parse_move(state, "ask 9, 9")
    closest = str(refused.value).split("the closest: ", 1)[1].rstrip(".")
    assert closest.count("; ") == 2
    for text in closest.split("; "):
        assert tablegames.parse_move(state, text).player == 0


@attrs.frozen
class Move:
    player: int
    seat: int
    from_seat: int
    to_player: int
    targets: tuple[int, ...]
    count: int


def test_every_seat_field_counts_from_1_and_the_others_keep_their_values() -> None:
    """The rule PlainWords follows: a whole number in a field named ``seat``, ``target`` or
    ending ``_seat`` or ``_player`` is a seat; the mover's ``player`` is never written, and a
    tuple is written as it is, in the words as in the notation."""
    move = Move(player=0, seat=0, from_seat=1, to_player=2, targets=(0, 1), count=0)
    assert FieldNotation().write(move) == "move 1, 2, 3, 0 1, 0"
    assert PlainWords().label(move) == (
        "Move (seat 1, from_seat seat 2, to_player seat 3, targets 0, 1, count 0)"
    )


def test_the_help_keeps_notations_holding_commas_apart(
    gofish: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The examples of ``?`` were joined with ", " whatever they held: "here: ask 2, 2, ask 2,
    3" reads as one list. Typed as the help shows, a text asks the seat its label names."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("?\nask 2, 2\nq\n"))
    argv = ["play", gofish, "--players", "3", "--human", "1", "--seed", "2", "--quiet"]
    assert main(argv) == 0
    out = " ".join(capsys.readouterr().out.split())  # the help is wrapped to the screen
    assert "(here: ask 2, 2; ask 2, 3; ask 2, 4; ask 2, 6);" in out
    assert "You: asked (target seat 2, rank 2, given yes)." in out
    # Notations without a comma keep the commas between them: TEN's and Aluette's help is
    # pinned in tests/cli/screens.


def test_a_state_declared_without_attrs_repr_gets_a_short_one(gofish: str) -> None:
    """A state's attrs repr prints its history and every hand; the bases' repr says who acts,
    as the built-in games' do, for a class declared ``repr=False``."""
    state = tablegames.new_game(gofish, players=3, seed=2)
    assert repr(state) == "<FishState player 0 to act>"
    assert repr(tablegames.view(state, 1)) == "<FishView of player 1, player 0 to act>"
    assert repr(tablegames.view(state, None)) == "<FishView of a spectator, player 0 to act>"
    state = tablegames.apply(state, Ask(0, target=1, rank=2))
    assert repr(state) == "<FishState player 1 to act>"
    while not tablegames.is_over(state):
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    assert repr(state) == "<FishState over>"
    assert repr(tablegames.view(state, 2)) == "<FishView of player 2, over>"


def test_a_short_repr_never_raises() -> None:
    """A state of a game that is not registered (being built, in a test) still has a repr."""
    state = GOFISH.new_game(2, seed=1, options=None)
    assert repr(state) == "<FishState>"
    assert repr(GOFISH.view(state, 0)) == "<FishView of player 0>"
