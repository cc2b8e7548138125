"""Saboteur's notation reads a typed move whether the rules allow it now or not, so that the
terminal can answer a refused one with the rules' reason."""

from __future__ import annotations

import pytest

import tablegames
from tablegames import IllegalMoveError, saboteur
from tablegames.saboteur import (
    BreakTool,
    Card,
    ChooseGold,
    Discard,
    PlacePath,
    RepairTool,
    Rockfall,
    Tool,
    UseMap,
)
from tablegames.saboteur.notation import NOTATION
from tests.saboteur.helpers import tunnellers_game

read = NOTATION.read


def test_every_kind_of_move_is_read_for_the_seat_given() -> None:
    """Each text of the notation table, canonical or an alias no other move has; seats are
    numbered from 1 in the texts."""
    turned = PlacePath(2, Card.TUNNEL_NW, 1, 0, rotated=True)
    assert read("NW'@1,0", 2) == turned
    assert read("nw\u2019 @ 1, 0", 2) == turned
    assert read("NW' 1,0", 2) == turned
    assert read("dNS@-1,2", 0) == PlacePath(0, Card.DEAD_END_NS, -1, 2)
    breaking = BreakTool(0, 1, Tool.PICKAXE)
    for text in ("break 2 pick", "break_2_pickaxe", "Break pickaxe 2", "bP@2"):
        assert read(text, 0) == breaking
    assert read("break 10 cart", 0) == BreakTool(0, 9, Tool.CART)
    assert read("fix 3 lamp", 1) == RepairTool(1, Card.REPAIR_LANTERN, 2, Tool.LANTERN)
    assert read("fix 3 lamp rLC", 1) == RepairTool(1, Card.REPAIR_LANTERN_CART, 2, Tool.LANTERN)
    assert read("rC@1", 1) == RepairTool(1, Card.REPAIR_CART, 0, Tool.CART)
    for text in ("rock 3,1", "rock@3,1", "rockfall 3,1"):
        assert read(text, 0) == Rockfall(0, 3, 1)
    assert read("map top", 0) == UseMap(0, 8, -2)
    assert read("map@8,2", 0) == UseMap(0, 8, 2)
    assert read("discard dNESW", 0) == Discard(0, Card.DEAD_END_NESW)
    assert read("pass map", 0) == Discard(0, Card.MAP)
    assert read("gold 3", 1) == ChooseGold(1, 3)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "NW",
        "NW@1",
        "NW@1,0,2",
        "NW@45,0",  # beyond any cell a maze can reach
        "NW@1000000,0",
        "9" * 5000 + ",0",  # more digits than Python reads as an int by default
        "XY@1,0",
        "start@1,0",  # no hand holds the start card, a goal or gold
        "gold@8,0",
        "discard gold",
        "bP@1,0",  # a tool card is no path
        "break 0 pick",  # seats are numbered from 1
        "break 11 pick",  # ten seats at most
        "break 2 hammer",
        "rPL@2",  # either of the card's two tools: several moves
        "fix 2 pickaxe",  # any of three repair cards
        "gold 4",
        "map left",
        "1,0," * 500,
        "\x00",
    ],
)
def test_a_text_of_no_move_or_of_several_is_none(text: str) -> None:
    assert read(text, 0) is None


def test_a_bad_text_or_seat_is_none_not_an_error() -> None:
    """``read`` never raises: the terminal calls it with whatever was typed."""
    assert read(None, 0) is None  # type: ignore[arg-type]
    assert read(b"NW@1,0", 0) is None  # type: ignore[arg-type]
    for seat in (-1, 10, True, "1"):
        assert read("gold 2", seat) is None  # type: ignore[arg-type]


def test_a_move_read_but_not_legal_is_refused_with_the_rules_reason() -> None:
    """Saboteur §4: a path card fits its neighbours, next to the maze, on an empty cell;
    Saboteur §5: a repair needs a broken tool, and a broken tool cannot be broken again. A
    refusal names the cell as the notation and the map write it (``1,0``)."""
    first = saboteur.new_game(players=3, seed=5)  # seat 1 holds NE, NEW, dNW, bP, rC, rPC
    second = saboteur.apply(first, BreakTool(0, 1, Tool.PICKAXE))  # seat 2 holds bP, bL too
    cases = [
        (first, 0, "NE@1,0", "The tunnel NE card does not fit at 1,0: its W side is walled"),
        (first, 0, "NE@5,5", "The cell 5,5 is not next to any card of the maze."),
        (first, 0, "NE@0,0", "The cell 0,0 is already taken."),
        (first, 0, "fix 2 cart", "Seat 2 has no broken cart to repair."),
        (first, 0, "fix 3 pick rPC", "Seat 3 has no broken pickaxe to repair."),
        (second, 1, "break 2 pick", "You already have a broken pickaxe."),
    ]
    for state, seat, text, reason in cases:
        move = read(text, seat)
        assert move is not None
        assert move not in tablegames.legal_moves(state, seat)
        with pytest.raises(IllegalMoveError) as info:
            saboteur.apply(state, move)
        assert str(info.value).startswith(reason)


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (5, 2), (10, 4)])
def test_every_legal_move_is_read_back_from_its_notation(players: int, seed: int) -> None:
    """Through whole games played by tunnellers (so the gold is found and shared), every legal
    move of every state is read back from its notation to itself."""
    kinds: set[type] = set()
    for state in tunnellers_game(players, seed):
        seat = tablegames.current_player(state)
        if seat is None:
            continue
        for move in tablegames.legal_moves(state, seat):
            assert read(tablegames.notation(move), seat) == move
            kinds.add(type(move))
    assert kinds == {PlacePath, BreakTool, RepairTool, Rockfall, UseMap, Discard, ChooseGold}
