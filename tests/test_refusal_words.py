"""The rules' refusals in French: every code a move can be refused with is worded by each
game's French catalogue (``refusal.<code>``, :meth:`~tablegames.core.words.Catalogue.refusal`),
or by the shared French words for the kernel's checks; no ``refusal.*`` id names a code nothing
raises; and English keeps the rules' own, detailed messages.

The games are the installed ones that speak French: the three built in and Crazy Eights (the
example distribution), which the test requires to be among them.
"""

from __future__ import annotations

import string
from collections.abc import Mapping

import pytest

import tablegames
from tablegames.core.protocol import CORE_ERROR_CODES, GAME_ERROR_CODES
from tablegames.core.words import ENGLISH, FRENCH, Catalogue
from tests.games import BUILT_IN, INSTALLED

#: The installed games with a French translation.
IN_FRENCH = tuple(game for game in INSTALLED if "fr" in tablegames.GAMES[game].languages)

#: The kernel's codes a player meets when a move is refused (the command line's typed move,
#: the server's move document, ``apply(state, move, by=seat)``): each must be said in French.
MOVE_REFUSALS = frozenset(
    {
        "core.move.invalid",  # a move document whose field is out of range
        "core.move.not_your_seat",  # a move sent for another seat
        "core.move.stale",  # a move chosen at an older version of the game
        "core.move.wrong_game",  # another game's move
        "core.notation.ambiguous",  # a typed text that names several legal moves
        "core.notation.unknown",  # a typed text that names none
    }
)

#: The kernel's codes that are no refusal of a move, and why each may keep its English.
NOT_MOVE_REFUSALS = {
    "core.config.invalid": "a bad game, seat count or option: the caller's, before any play",
    "core.format.invalid": "a malformed or tampered document: a program's, never a player's",
    "core.object.invalid": "an argument of the wrong kind: a programming error",
    "core.seat.invalid": "a seat number passed to the API: the caller's, before any move",
    "core.error.other": "an error of no known class: nothing a translation can word",
}

#: The kernel's checks every game makes, without the game's name ("turn.not_yours").
CHECKS = frozenset(template.partition(".")[2] for template in GAME_ERROR_CODES)


def french(game: str) -> Catalogue:
    """The game's French catalogue, as ``play --lang fr`` and ``serve --lang fr`` read it."""
    catalogue: Catalogue = tablegames.GAMES[game].words_in("fr").catalogue
    return catalogue


def refusal_ids(messages: Mapping[str, str]) -> list[str]:
    return [key for key in messages if key.startswith("refusal.")]


def fields(template: str) -> set[str]:
    """The fields a message names, as ``say`` is given them (``{Player}`` is ``player``)."""
    return {
        name[:1].lower() + name[1:] for _, name, _, _ in string.Formatter().parse(template) if name
    }


def refused_code(key: str) -> str:
    """The code (or kernel check) a ``refusal.*`` id words: ``refusal.<code>``, or its
    generic form ``refusal.<code>.generic``, which names no fact."""
    return key.removeprefix("refusal.").removesuffix(".generic")


def test_the_three_built_in_games_and_crazy_eights_speak_french() -> None:
    assert set(BUILT_IN) | {"crazyeights"} <= set(IN_FRENCH)


def test_every_kernel_code_is_a_move_refusal_or_said_why_not() -> None:
    """A new kernel code must be sorted here: worded in French, or its English kept for a
    reason."""
    assert MOVE_REFUSALS.isdisjoint(NOT_MOVE_REFUSALS)
    assert MOVE_REFUSALS | set(NOT_MOVE_REFUSALS) == set(CORE_ERROR_CODES)


@pytest.mark.parametrize("game", IN_FRENCH)
def test_every_refusal_of_a_move_is_said_in_french(game: str) -> None:
    catalogue = french(game)
    unsaid = [
        code
        for code in tablegames.error_codes(game)
        if code not in NOT_MOVE_REFUSALS and catalogue.refusal(code, "x") == "x"
    ]
    assert unsaid == []


@pytest.mark.parametrize("game", IN_FRENCH)
def test_each_of_the_games_own_codes_has_its_own_french(game: str) -> None:
    """The game's own codes (``ten.bid.too_low``), not the kernel's checks, are worded by the
    game's catalogue itself: the shared words know nothing of them."""
    messages = french(game).messages
    kernel = {template.format(game=game) for template in GAME_ERROR_CODES}
    own = [
        code for code in tablegames.error_codes(game) if code not in {*CORE_ERROR_CODES, *kernel}
    ]
    assert own
    assert [code for code in own if f"refusal.{code}" not in messages] == []


@pytest.mark.parametrize("game", IN_FRENCH)
def test_every_french_refusal_names_a_code_the_game_can_raise(game: str) -> None:
    """A misspelt ``refusal.<code>`` is never said: each id names one of the game's codes
    (:func:`tablegames.error_codes`) or a kernel check without the game's name."""
    codes = set(tablegames.error_codes(game))
    named = [refused_code(key) for key in refusal_ids(french(game).messages)]
    assert [code for code in named if code not in codes and code not in CHECKS] == []


def test_every_shared_french_refusal_names_a_kernel_code_or_check() -> None:
    named = [refused_code(key) for key in refusal_ids(FRENCH)]
    assert named
    assert [code for code in named if code not in CORE_ERROR_CODES and code not in CHECKS] == []


@pytest.mark.parametrize("game", IN_FRENCH)
def test_a_games_own_word_for_a_kernel_check_says_more_than_the_shared_one(game: str) -> None:
    """Where a game words a kernel check (TEN's ``ten.phase.wrong_move`` names what the turn
    waits for), its words differ from the shared words they stand in for."""
    messages = french(game).messages
    for check in CHECKS:
        own = messages.get(f"refusal.{game}.{check}")
        if own is not None:
            assert own != FRENCH.get(f"refusal.{check}"), check


@pytest.mark.parametrize("game", IN_FRENCH)
def test_french_refusals_are_sentences_set_as_french_sets_them(game: str) -> None:
    """Each is a sentence (a capital, a full stop), its facts filled in, and has a no-break
    space before ``:`` ``;`` ``?`` ``!`` and never a plain space there."""
    catalogue = french(game)
    for key in refusal_ids(catalogue.messages):
        text = catalogue.say(key, **dict.fromkeys(fields(catalogue.messages[key]), "X"))
        assert text[:1].isupper(), key
        assert text.endswith((".", "!", "?")), key
        for mark in ":;?!":
            assert f" {mark}" not in text, key
            assert text.count(mark) == text.count(f"\u00a0{mark}"), key


@pytest.mark.parametrize("game", IN_FRENCH)
def test_english_gives_the_rules_own_messages(game: str) -> None:
    """The English catalogues word no refusal: the rules' message, naming the card or the
    bid, is what an English reader is told."""
    english = tablegames.GAMES[game].words_in("en").catalogue
    assert refusal_ids(english.messages) == []
    assert refusal_ids(ENGLISH) == []
    for code in tablegames.error_codes(game):
        assert english.refusal(code, "The rules' message.") == "The rules' message."
