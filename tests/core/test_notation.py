"""Typed moves read back: notation, parse_move and their errors (issue 21)."""

from __future__ import annotations

import pytest

import tablegames
from tablegames import IllegalMoveError
from tablegames.aluette import PlayCard, Signal, SignalKind, parse_card
from tablegames.core.notation import Reader, normalized
from tablegames.saboteur import Card, PlacePath, RepairTool, Tool


def test_case_spaces_underscores_and_typographic_quotes_are_forgiven() -> None:
    assert normalized(" NW\u2019 @ 1 , 0 ") == "nw'@1,0"
    assert normalized("Break_2_Pick") == "break2pick"


def test_an_unknown_text_names_the_closest_legal_moves() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(IllegalMoveError) as info:
        tablegames.parse_move(state, "drow")
    assert info.value.code == "core.notation.unknown"
    assert str(info.value).startswith("'drow' is not a legal move here; the closest: draw")


def test_an_ambiguous_alias_lists_its_moves() -> None:
    """``stop`` is either reward of TEN: with both offered it names both."""
    state = tablegames.new_game("ten", players=2, seed=1)
    state = tablegames.apply(state, tablegames.parse_move(state, "draw"))
    assert {tablegames.notation(m) for m in tablegames.legal_moves(state)} >= {
        "numbers",
        "currency",
    }
    with pytest.raises(IllegalMoveError) as info:
        tablegames.parse_move(state, "STOP")
    assert info.value.code == "core.notation.ambiguous"
    assert "numbers" in str(info.value)
    assert "currency" in str(info.value)


def test_a_seat_without_moves_is_told_so() -> None:
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(IllegalMoveError, match="no move now"):
        tablegames.parse_move(tablegames.view(state, 0), "draw")


def test_signals_out_of_turn_are_read_for_the_seat_named() -> None:
    """Aluette's signals are made by any seat: a state reads them for the seat given."""
    state = tablegames.new_game("aluette", players=4, seed=3)
    seat = (tablegames.current_player(state) + 1) % 4
    move = tablegames.parse_move(state, "sig 2a", player=seat)
    assert move == Signal(seat, SignalKind.ACES, 2)
    assert tablegames.notation(move) == "sig 2A"
    assert tablegames.parse_move(state, "sig 3co", player=seat) == Signal(seat, SignalKind.MONSIEUR)


def test_the_names_the_menus_show_are_read_too() -> None:
    """A player types what the menu says: Aluette's named signals by name (Aluette §8),
    accents and hyphens optional; Saboteur's tools by their whole name (Saboteur §5, broken
    tools and repairs)."""
    state = tablegames.new_game("aluette", players=4, seed=1)
    for text, kind in [
        ("sig Grand-neuf", SignalKind.GRAND_NEUF),
        ("sig grand neuf", SignalKind.GRAND_NEUF),
        ("sig deux d'écrit", SignalKind.DEUX_D_ECRIT),
        ("sig deux decrit", SignalKind.DEUX_D_ECRIT),
        ("sig la vache", SignalKind.VACHE),
    ]:
        move = tablegames.parse_move(state, text, player=0)
        assert move == Signal(0, kind)
    sab = tablegames.new_game("saboteur", players=3, seed=3)
    breaking = tablegames.parse_move(sab, "break 2 pick")
    assert tablegames.parse_move(sab, "break 2 pickaxe") == breaking
    assert tablegames.parse_move(sab, "Break pickaxe 2") == breaking


def test_the_notation_of_each_game_reads_as_its_table_says() -> None:
    """The examples of the notation tables on the games' pages."""
    assert tablegames.notation(PlayCard(0, parse_card("7 of cups"))) == "7cu"
    assert tablegames.notation(PlacePath(0, Card.DEAD_END_NS, -1, 2, rotated=True)) == ("dNS'@-1,2")
    single = RepairTool(0, Card.REPAIR_PICKAXE, 1, Tool.PICKAXE)
    double = RepairTool(0, Card.REPAIR_PICKAXE_LANTERN, 1, Tool.PICKAXE)
    assert tablegames.notation(single) == "fix 2 pick"
    assert tablegames.notation(double) == "fix 2 pick rPL"


def test_a_reader_keeps_the_position() -> None:
    state = tablegames.new_game("saboteur", players=3, seed=3)
    reader = Reader(state)
    assert reader.moves == tablegames.legal_moves(state)
    assert set(reader.table.values()) == set(reader.moves)
    for text in reader.texts:
        assert reader.parse(text.replace("@", " @ ")) == reader.table[normalized(text)]
    with pytest.raises(IllegalMoveError, match="'NW@5,5': You do not hold a tunnel NW card"):
        reader.parse("NW@5,5")  # a move, which the rules refuse: their reason (Saboteur §4)
    with pytest.raises(IllegalMoveError, match="is not a legal move"):
        reader.parse("NW@5")  # no move at all


def test_notation_needs_a_move() -> None:
    with pytest.raises(tablegames.NotAGameObjectError):
        tablegames.notation("draw")  # type: ignore[arg-type]


@pytest.mark.parametrize("game", ["aluette", "saboteur", "ten"])
def test_a_lexicon_reads_no_move_for_a_player_that_is_no_seat(game: str) -> None:
    """A seat is an int: ``False`` and ``0.0``, equal to 0, are none, so read() gives no move
    for them (a Lexicon once handed back its player 0's move unchanged)."""
    notation = tablegames.GAMES[game].notation
    text = {"aluette": "7cu", "saboteur": "discard NW", "ten": "draw"}[game]
    assert notation.read(text, 0) is not None
    for player in (False, 0.0, True, 1.0, "0", None, -1):
        assert notation.read(text, player) is None


def test_a_move_of_the_wrong_seat_is_refused_as_out_of_turn() -> None:
    """A script tells a typo from a move out of turn by the error's class and code, as
    ``apply`` gives them (TEN §5.3: the seat to act draws; Aluette §5: the chant vote goes
    round the table)."""
    state = tablegames.new_game("ten", players=2, seed=1)
    other = 1 - tablegames.current_player(state)
    with pytest.raises(tablegames.NotYourTurnError) as info:
        tablegames.parse_move(state, "draw", player=other)
    assert info.value.code == "ten.turn.not_yours"
    assert str(info.value).startswith("'draw': It is seat ")
    aluette = tablegames.new_game("aluette", players=4, seed=3)
    seat = (tablegames.current_player(aluette) + 1) % 4
    with pytest.raises(tablegames.NotYourTurnError, match="'chant': It is seat"):
        tablegames.parse_move(aluette, "chant", player=seat)


def test_a_move_the_rules_refuse_gets_the_rules_reason() -> None:
    """Saboteur §4: a path card is placed next to a card of the maze."""
    state = tablegames.new_game("saboteur", players=4, seed=3)
    with pytest.raises(IllegalMoveError) as info:
        tablegames.parse_move(state, "NEW@5,5")
    assert info.value.code == "saboteur.path.not_adjacent"
    assert "5,5 is not next to any card of the maze" in str(info.value)
    # A text that names no move at all still gets the closest legal moves, and a view (which
    # cannot be played on) the closest too.
    with pytest.raises(IllegalMoveError) as info:
        tablegames.parse_move(state, "xyzzy")
    assert info.value.code == "core.notation.unknown"
    seat = tablegames.current_player(state)
    with pytest.raises(IllegalMoveError) as info:
        tablegames.parse_move(tablegames.view(state, seat), "NEW@5,5")
    assert info.value.code == "core.notation.unknown"
