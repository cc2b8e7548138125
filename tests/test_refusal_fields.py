"""A refused move carries the facts its message names (:attr:`IllegalMoveError.fields
<tablegames.IllegalMoveError.fields>`), and a translation says them: the bid, the card, whose
turn it is (:meth:`~tablegames.core.words.Catalogue.refusal`,
:func:`~tablegames.core.words.refused`).

The kernel's checks are tried on every installed game; each French-speaking game's own refusals
are found as a player meets them, by trying in random playouts the moves its
``candidate_moves`` offers and its ``legal_moves`` does not.
"""

from __future__ import annotations

import copy
import string

import pytest

import tablegames
from tablegames import IllegalMoveError, NotYourTurnError
from tablegames.core.errors import check_move, check_sender, check_turn
from tablegames.core.words import FRENCH, Catalogue, french_plural
from tests.games import INSTALLED

#: The installed games with a French translation.
IN_FRENCH = tuple(game for game in INSTALLED if "fr" in tablegames.GAMES[game].languages)


def _french() -> Catalogue:
    return Catalogue("fr", FRENCH, french_plural)


# -- the error ---------------------------------------------------------------------------------


def test_a_refusal_without_facts_has_empty_fields() -> None:
    error = IllegalMoveError("No.", code="toy.no")
    assert dict(error.fields) == {}
    assert NotYourTurnError("No.", code="toy.turn").fields == {}


def test_the_fields_are_a_read_only_copy_of_those_given() -> None:
    given: dict[str, object] = {"lowest": 5}
    error = IllegalMoveError("Bid at least 5.", code="ten.bid.too_low", fields=given)
    given["lowest"] = 6
    assert error.fields == {"lowest": 5}
    with pytest.raises(TypeError):
        error.fields["lowest"] = 7  # type: ignore[index]


# -- the kernel's checks -----------------------------------------------------------------------


def test_a_move_out_of_turn_names_both_seats() -> None:
    with pytest.raises(NotYourTurnError) as refused_move:
        check_turn("toy", "move", 0, 2)
    assert str(refused_move.value) == "It is seat 3's turn, not seat 1's."
    assert refused_move.value.fields == {"player": 0, "to_act": 2}


def test_a_move_of_another_seat_names_both_seats() -> None:
    class Move:
        player = 2

    with pytest.raises(IllegalMoveError) as refused_move:
        check_sender(Move(), 0, 4)
    assert str(refused_move.value) == "This move names seat 3, but you play seat 1."
    assert refused_move.value.fields == {"player": 2, "seat": 0}


@pytest.mark.parametrize("game", INSTALLED)
def test_the_kernels_refusals_of_a_real_game_carry_their_facts(game: str) -> None:
    """``apply`` refuses a move out of turn with the seats its message names, its English
    unchanged."""
    found = tablegames.GAMES[game]
    players = max(found.min_players, 2)
    state = tablegames.new_game(game, players=players, seed=3)
    seat = tablegames.current_player(state)
    assert seat is not None
    move = tablegames.legal_moves(state, seat)[0]
    other = (seat + 1) % players
    with pytest.raises(NotYourTurnError) as out_of_turn:
        tablegames.apply(state, _with_player(move, other))
    assert out_of_turn.value.fields == {"player": other, "to_act": seat}
    assert str(out_of_turn.value) == f"It is seat {seat + 1}'s turn, not seat {other + 1}'s."


def test_an_unknown_seat_names_the_count_of_seats_and_a_game_over_nothing() -> None:
    class Move:
        player = 4

    with pytest.raises(NotYourTurnError) as unknown:
        check_move("toy", "a toy", Move(), (Move,), 4, over=False)
    assert unknown.value.fields == {"players": 4}
    assert "in this 4-player game" in str(unknown.value)
    Move.player = 1
    with pytest.raises(NotYourTurnError) as over:
        check_move("toy", "a toy", Move(), (Move,), 4, over=True)
    assert over.value.fields == {}


def _with_player(move: object, player: int) -> object:
    """``move`` naming ``player``, past the class's own validation (a tampered object)."""
    forged = copy.copy(move)
    object.__setattr__(forged, "player", player)
    return forged


# -- the catalogue's words ---------------------------------------------------------------------


def test_the_french_says_whose_turn_it_is_and_you_to_the_reader() -> None:
    french = _french()
    facts = {"player": 0, "to_act": 1}
    assert french.refusal("ten.turn.not_yours", "x", facts, viewer=0) == (
        "C'est le joueur 2 qui joue maintenant, pas vous."
    )
    assert french.refusal("ten.turn.not_yours", "x", facts) == (
        "C'est le joueur 2 qui joue maintenant, pas le joueur 1."
    )


def test_a_refusal_without_its_facts_says_the_generic_words() -> None:
    """An older caller (no fields), a raise site without them or a partial set: the generic
    form, never a raw ``{to_act}`` nor a KeyError."""
    french = _french()
    generic = "Ce n'est pas à vous de jouer."
    assert french.refusal("ten.turn.not_yours", "x") == generic
    assert french.refusal("ten.turn.not_yours", "x", {"player": 0}) == generic
    assert french.refusal("ten.turn.not_yours", "x", {"player": 0, "to_act": object()}) == generic


def test_without_a_generic_form_the_rules_message_is_said() -> None:
    catalogue = Catalogue("fr", {**FRENCH, "refusal.toy.bid.low": "Au moins {lowest}."})
    assert catalogue.refusal("toy.bid.low", "Bid at least 5.", {"lowest": 5}) == "Au moins 5."
    assert catalogue.refusal("toy.bid.low", "Bid at least 5.") == "Bid at least 5."


def test_a_message_may_start_with_a_seat() -> None:
    """``{Player}`` is the field ``player`` starting a sentence, as everywhere in a catalogue."""
    catalogue = Catalogue("fr", {**FRENCH, "refusal.toy.x": "{Player}, attendez."})
    assert catalogue.refusal("toy.x", "x", {"player": 1}) == "Le joueur 2, attendez."
    assert catalogue.refusal("toy.x", "x", {"player": 1}, viewer=1) == "Vous, attendez."


def test_a_shared_french_refusal_names_only_fields_its_check_gives() -> None:
    """The kernel's checks give these fields (check_turn, check_move, check_sender)."""
    given = {
        "refusal.turn.not_yours": {"player", "to_act"},
        "refusal.seat.unknown": {"players"},
        "refusal.core.move.not_your_seat": {"player", "seat"},
    }
    for key, template in FRENCH.items():
        if key.startswith("refusal.") and not key.endswith(".generic"):
            assert _placeholders(template) <= given.get(key, set()), key


def _placeholders(template: str) -> set[str]:
    return {name.lower() for _, name, _, _ in string.Formatter().parse(template) if name}
