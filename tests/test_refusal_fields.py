"""A refused move carries the facts its message names (:attr:`IllegalMoveError.fields
<tablegames.IllegalMoveError.fields>`), and a translation says them: the bid, the card, whose
turn it is (:meth:`~tablegames.core.words.Catalogue.refusal`,
:func:`~tablegames.core.words.refused`).

The kernel's checks are tried on every installed game; each French-speaking game's own refusals
are found as a player meets them, by trying in random playouts the moves its
``candidate_moves`` offers and its ``legal_moves`` does not.
"""

from __future__ import annotations

import contextlib
import pickle
import random
import string
from collections.abc import Iterator
from typing import Any

import attrs
import pytest
from tablegames_crazyeights.words import WORDS as CRAZY_EIGHTS_WORDS
from tablegames_crazyeights.words import CrazyEightsWords
from tablegames_crazyeights.words_fr import CATALOGUE as CRAZY_EIGHTS_FRENCH

import tablegames
from tablegames import IllegalMoveError, NotYourTurnError
from tablegames.core.errors import check_move, check_sender, check_turn
from tablegames.core.notation import Reader
from tablegames.core.registry import register
from tablegames.core.text import is_seat_field
from tablegames.core.words import FRENCH, Catalogue, french_plural, refused
from tablegames.testing import ConformanceError, check_game
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
    """``move`` made by ``player`` (a seat of the game)."""
    return attrs.evolve(move, player=player)  # type: ignore[misc]


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


# -- each game's refusals, as a player meets them ----------------------------------------------

#: The facts each game's own refusals name (the codes a playout meets; the others name none or
#: are met too rarely to find here, and are checked by the conformance kit's playouts).
NAMED = {
    "ten.bid.too_low": {"high_bid", "lowest"},
    "ten.bid.unaffordable": {"amount"},
    "ten.buy.duplicate": {"card"},
    "ten.buy.not_in_market": {"card"},
    "ten.buy.unaffordable": {"price", "card"},
    "ten.pay.card_not_owned": {"card"},
    "aluette.card.not_in_hand": {"card"},
    "aluette.signal.limit": {"limit"},
    "saboteur.card.not_a_path": {"card"},
    "saboteur.card.not_a_repair": {"card"},
    "saboteur.card.not_in_hand": {"card"},
    "saboteur.map.not_a_goal": {"cell"},
    "saboteur.path.mismatch": {"card", "cell", "side"},
    "saboteur.path.not_adjacent": {"cell"},
    "saboteur.path.not_connected": {"cell"},
    "saboteur.path.occupied": {"cell"},
    "saboteur.path.symmetric": {"card"},
    "saboteur.repair.not_broken": {"target", "tool"},
    "saboteur.repair.wrong_tool": {"card", "tool"},
    "saboteur.rockfall.empty": {"cell"},
    "saboteur.rockfall.goal": {"cell"},
    "saboteur.rockfall.start": {"cell"},
    "saboteur.target.unknown": {"target", "players"},
    "saboteur.gold.not_offered": {"value", "offered"},
    "saboteur.tool.already_broken": {"target", "tool"},
    "crazyeights.card.no_match": {"card", "suit", "top"},
    "crazyeights.card.not_in_hand": {"card"},
}

#: The seeds of the playouts, and the most refusals kept of each code.
SEEDS = range(6)
KEPT = 3


def refusals(game: str) -> dict[str, list[IllegalMoveError]]:
    """Real refusals of ``game``, by code: in random playouts, the moves ``candidate_moves``
    offers and ``legal_moves`` does not (a few at each step), and a legal move made out of
    turn by the next seat (where the rules refuse it)."""
    found = tablegames.GAMES[game]
    players = max(found.min_players, 2) if game != "aluette" else 4
    kept: dict[str, list[IllegalMoveError]] = {}

    def keep(error: IllegalMoveError) -> None:
        errors = kept.setdefault(error.code, [])
        if len(errors) < KEPT:
            errors.append(error)

    for seed in SEEDS:
        rng = random.Random(seed)
        state = tablegames.new_game(game, players=players, seed=seed)
        for _ in range(400):
            seat = tablegames.current_player(state)
            if seat is None:
                break
            legal = tablegames.legal_moves(state, seat)
            offered = set(legal)
            refused = [move for move in found.candidate_moves(state, seat) if move not in offered]
            for move in rng.sample(refused, min(15, len(refused))):
                try:  # a move legal_moves leaves to another seat (a signal) may be taken
                    found.apply(state, move)
                except IllegalMoveError as error:
                    keep(error)
            try:  # a free move (Aluette's signal) may be made out of turn
                found.apply(state, _with_player(legal[0], (seat + 1) % players))
            except IllegalMoveError as error:
                keep(error)
            state = found.apply(state, rng.choice(legal))
    return kept


def french_message(catalogue: Catalogue, code: str) -> str:
    """The French message that words ``code``: the game's own, or the kernel check's."""
    own = catalogue.messages.get(f"refusal.{code}")
    return own if own is not None else catalogue.messages[f"refusal.{code.partition('.')[2]}"]


def said(words: object, name: str, value: object, viewer: int | None) -> str | None:
    """How the French words name a refusal's fact: a seat as the catalogue says it, a number
    in digits, a game's value by the words' method named after its class (``card``,
    ``suit``); ``None`` for a value the words have no such method for."""
    catalogue: Catalogue = words.catalogue  # type: ignore[attr-defined]
    if type(value) is int and is_seat_field(name):
        return catalogue.seat(value, viewer)
    if type(value) in (int, str):
        return str(value)
    namer = getattr(words, type(value).__name__.lower(), None)
    return None if namer is None else str(namer(value))


@pytest.fixture(scope="module", params=IN_FRENCH)
def game_refusals(request: pytest.FixtureRequest) -> tuple[str, dict[str, list[IllegalMoveError]]]:
    game: str = request.param
    return game, refusals(game)


def test_each_refusal_gives_exactly_the_fields_its_french_names(
    game_refusals: tuple[str, dict[str, list[IllegalMoveError]]],
) -> None:
    game, found = game_refusals
    catalogue = tablegames.GAMES[game].words_in("fr").catalogue
    assert found
    for code, errors in found.items():
        template = french_message(catalogue, code)
        for error in errors:
            assert set(error.fields) == _placeholders(template), (code, str(error))
            if code in NAMED:
                assert set(error.fields) == NAMED[code], code


def test_the_english_message_names_the_same_facts(
    game_refusals: tuple[str, dict[str, list[IllegalMoveError]]],
) -> None:
    """The fields are the facts the rules' English names: a seat as "seat 2" (or "you", the
    seat that moved), a card and a number as the message writes them."""
    _, found = game_refusals
    for errors in found.values():
        for error in errors:
            for name, value in error.fields.items():
                if type(value) is int and is_seat_field(name):
                    english = str(error).lower()
                    assert f"seat {value + 1}" in english or "you" in english, (name, str(error))
                elif type(value) in (int, str) or type(value).__name__ == "Card":
                    assert str(value) in str(error), (name, str(error))


def test_the_french_refusal_names_the_facts(
    game_refusals: tuple[str, dict[str, list[IllegalMoveError]]],
) -> None:
    """Told to the seat that moved (``vous``), the French names the bid, the card, the seat
    whose turn it is; no field is left unfilled."""
    game, found = game_refusals
    words = tablegames.GAMES[game].words_in("fr")
    catalogue = words.catalogue
    for errors in found.values():
        for error in errors:
            viewer = getattr(error.move, "player", None)
            text = refused(words, error, viewer)
            assert "{" not in text, text
            assert text != catalogue.refusal(error.code, str(error)) or not error.fields, text
            for name, value in error.fields.items():
                fact = said(words, name, value, viewer)
                assert fact is None or fact.lower() in text.lower(), (name, fact, text)


def test_saboteurs_french_names_the_cell_and_the_tool() -> None:
    """Saboteur's refusals give a cell as its ``(x, y)`` and a tool as the game's ``Tool``:
    its French writes the cell as the notation does and the tool by its French name."""
    from tablegames.saboteur import Tool

    words = tablegames.GAMES["saboteur"].words_in("fr")
    occupied = IllegalMoveError(
        "The cell 0,0 is already taken.", code="saboteur.path.occupied", fields={"cell": (0, 0)}
    )
    assert refused(words, occupied) == "La case 0,0 porte déjà une carte."
    broken = IllegalMoveError(
        "Seat 3 already has a broken cart.",
        code="saboteur.tool.already_broken",
        fields={"target": 2, "tool": Tool.CART},
    )
    assert refused(words, broken) == (
        "Une carte sabotage chariot est déjà posée devant le joueur 3\u00a0: un outil ne se "
        "casse pas deux fois."
    )
    assert "devant vous" in refused(words, broken, viewer=2)


# -- the conformance kit -----------------------------------------------------------------------


@contextlib.contextmanager
def _instead_of_crazyeights(game: Any) -> Iterator[Any]:
    """``game`` registered under Crazy Eights' name while the block runs."""
    crazyeights = tablegames.GAMES["crazyeights"]
    register(game, replace=True)
    try:
        yield game
    finally:
        register(crazyeights, replace=True)


def _in_french(translation: str) -> Any:
    """Crazy Eights whose French is ``translation``, a name of this module."""
    members = {"translations": {"fr": f"{__name__}:{translation}"}}
    return type("CrazyEightsInAFrench", (type(tablegames.GAMES["crazyeights"]),), members)()


def _kit_failure(game: Any, kind: str = "words") -> ConformanceError:
    """What the kit fails ``game``, checked in Crazy Eights' place, with: a ``kind`` error."""
    with _instead_of_crazyeights(game), pytest.raises(ConformanceError) as info:
        check_game(game, seeds=range(3), players=2)
    assert info.value.kind == kind
    return info.value


#: Crazy Eights' French, its refusal of a card not held naming a suit no raise site gives.
UNGIVEN_FIELD = attrs.evolve(
    CRAZY_EIGHTS_FRENCH,
    messages={
        **CRAZY_EIGHTS_FRENCH.messages,
        "refusal.crazyeights.card.not_in_hand": "Vous n'avez pas {card} à {suit}.",
    },
)


def test_a_translation_naming_a_field_no_refusal_gives_fails_the_kit() -> None:
    """The kit formats each real refusal's French message with the refusal's fields: a
    ``{suit}`` the rules never give would never be said (the generic form is)."""
    problem = str(_kit_failure(_in_french("UNGIVEN_FIELD")))
    assert "words 'crazyeights.card.not_in_hand'" in problem
    assert "with suit, which its refusal of" in problem


def test_the_games_french_passes_the_kits_refusal_check() -> None:
    """Every French-speaking game's refusals give the fields their French names."""
    for game in IN_FRENCH:
        found = tablegames.GAMES[game]
        players = 4 if game == "aluette" else max(found.min_players, 2)
        assert check_game(found, seeds=range(2), players=players).games == 2


class _RefusalOfOld(IllegalMoveError):
    """A game's own refusal, written to the signature before fields:
    ``(message, *, code, move=None)``."""

    def __init__(self, message: str, *, code: str, move: object = None) -> None:
        super().__init__(message, code=code, move=move)


def test_a_games_own_refusal_of_the_old_signature_still_pickles_and_is_read_again() -> None:
    """A refusal class of the signature before fields still survives pickling (process pools,
    :func:`~tablegames.simulate`) and a typed move's reading, which rebuilds the rules'
    refusal with the text typed: both passed ``fields=`` always, and such a class refused
    it (a TypeError where the player was to be told why)."""
    error = _RefusalOfOld("Draw first.", code="ten.stop.empty_tableau")
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), str(again), again.code, dict(again.fields)) == (
        _RefusalOfOld,
        "Draw first.",
        "ten.stop.empty_tableau",
        {},
    )
    reader = Reader(tablegames.new_game("ten", players=2, seed=4))
    reader._why = lambda text: _RefusalOfOld("Draw first.", code="ten.stop.empty_tableau")
    with pytest.raises(_RefusalOfOld) as info:
        reader.parse("numbers")
    assert str(info.value) == "'numbers': Draw first."


@attrs.frozen
class _WordsNamingNoCard(CrazyEightsWords):
    """Crazy Eights' words as a game's words were written before refusals had fields: no
    ``refusal`` method, so a refusal naming a card is said in its generic form."""

    refusal = None


#: Crazy Eights' French words without their refusal method.
UNNAMED_CARDS = _WordsNamingNoCard(CRAZY_EIGHTS_FRENCH)
#: Crazy Eights' French with a generic form that names a field.
NAMING_GENERIC = attrs.evolve(
    CRAZY_EIGHTS_FRENCH,
    messages={
        **CRAZY_EIGHTS_FRENCH.messages,
        "refusal.crazyeights.card.not_in_hand.generic": "Vous n'avez pas {card}.",
    },
)
#: Crazy Eights' French with a generic form beside no message of its own.
ORPHAN_GENERIC = attrs.evolve(
    CRAZY_EIGHTS_FRENCH,
    messages={
        **CRAZY_EIGHTS_FRENCH.messages,
        "refusal.crazyeights.turn.not_yours.generic": "Pas encore.",
    },
)


def test_words_that_cannot_name_a_refusals_card_fail_the_kit() -> None:
    """A translation whose refusal names ``{card}``, said by words without a ``refusal``
    method, always says the generic form: the kit formatted the message's fields and passed
    it, though the card was never named."""
    problem = str(_kit_failure(_in_french("UNNAMED_CARDS")))
    assert "the message without them" in problem
    assert "refusal(error, viewer)" in problem


@pytest.mark.parametrize(
    ("translation", "said"),
    [("NAMING_GENERIC", "with card: a generic form"), ("ORPHAN_GENERIC", "but no refusal.")],
)
def test_a_generic_refusal_naming_a_fact_or_standing_alone_fails_the_kit(
    translation: str, said: str
) -> None:
    """A generic form is said where the facts are missing, so it names none, and it stands
    beside the message it replaces."""
    assert said in str(_kit_failure(_in_french(translation)))


def _refusing_with_a_set(game: Any) -> Any:
    """``game`` whose refusals name one more fact, a set, which no document can write."""

    class Refusing(type(game)):  # type: ignore[misc]
        def apply(self, state: Any, move: Any) -> Any:
            try:
                return super().apply(state, move)
            except IllegalMoveError as error:
                facts = {**error.fields, "among": frozenset({1, 2})}
                raise IllegalMoveError(
                    str(error), code=error.code, move=error.move, fields=facts
                ) from None

    return Refusing()


def test_a_refusals_fact_its_error_document_cannot_carry_fails_the_kit() -> None:
    """The kit writes each real refusal's error document and reads it back: a fact the
    game's converter cannot write is left out of the document (the refusal is still sent),
    so a front end wording the code itself would lack it; the kit says which."""
    problem = str(
        _kit_failure(_refusing_with_a_set(tablegames.GAMES["crazyeights"]), "bad_refusal")
    )
    assert "names facts its error document cannot carry: among=frozenset({1, 2})" in problem


@attrs.frozen
class _WordsWithoutTheKingOfHearts(CrazyEightsWords):
    """Crazy Eights' French words that cannot name one card, which a page may show."""

    def card(self, card: Any) -> str:
        if str(card) == "king of hearts":
            raise KeyError("card.king")
        return super().card(card)


#: Crazy Eights' French words without a name for the king of hearts.
NO_KING_OF_HEARTS = _WordsWithoutTheKingOfHearts(CRAZY_EIGHTS_FRENCH)


def test_a_translation_that_cannot_name_a_card_fails_the_kit() -> None:
    """The kit has a translation's words name every card of the game's codecs, as a French
    server's page names them all (pagewords.card_names): a card they cannot name broke
    every page of the game, though random games might never meet it."""
    problem = str(_kit_failure(_in_french("NO_KING_OF_HEARTS")))
    assert "cannot name the card 'king of hearts': KeyError" in problem


#: An English of Crazy Eights' own (en-GB, say) that words a card not held as the rules do.
AS_THE_RULES_SAY = attrs.evolve(
    CRAZY_EIGHTS_WORDS.catalogue,
    language="fr",
    messages={
        **CRAZY_EIGHTS_WORDS.catalogue.messages,
        "refusal.crazyeights.card.not_in_hand": "You do not hold {card}.",
    },
)


def test_a_translation_that_says_a_refusal_as_the_rules_do_passes_the_kit() -> None:
    """A refusal said, facts and all, in the very words of the rules' English message is not
    taken for the message said without its facts (the kit compared the two texts)."""
    with _instead_of_crazyeights(_in_french("AS_THE_RULES_SAY")) as game:
        assert check_game(game, seeds=range(3), players=2).games == 3
