"""Players' names: what a person may call themselves at a table, checked hard.

A name is public (the lobby, the game's summary and every seat's status show it) and it
never reaches a game: views, versions and moves are the same whatever the names. So that a
name shows the same everywhere and cannot disguise itself or a page, :func:`player_name`
normalises it to NFC, turns every run of spaces into one space and trims it, and refuses a
name that is empty then, longer than :data:`MAX_NAME` characters, or that holds a control or
format character (line breaks, tabs, bidirectional overrides, zero-width spaces; the
zero-width joiner of emoji sequences aside), a private-use, surrogate or unassigned code
point, or that reads as the words the pages call a seat without a name by ("you", "seat 3",
"bot", "free", "nobody"). A refusal is ``server.name.invalid`` (400).

The server's own narration calls a seat by its player's name (:func:`named_words`): the
``narration`` and ``result`` of a status say "Ann played ..." where the view's event texts,
the same for every table, say "Seat 2 played ...".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Final

import attrs

from tablegames.core.words import Catalogue, Words
from tablegames.server.errors import ServerRefusal

__all__ = [
    "MAX_NAME",
    "RIGHT_TO_LEFT",
    "NamedCatalogue",
    "isolated",
    "named_words",
    "player_name",
]

#: The most characters (code points, once normalised) a name may hold. The lobby's page is
#: given it (its name field counts so too, where the field's maxlength would count UTF-16
#: units).
MAX_NAME: Final = 40

#: The bidi classes of a right-to-left character (Unicode's R and AL): a name that holds one
#: is :func:`isolated`. The web page's copy of the test (client.js ``RIGHT_TO_LEFT``) is
#: generated from them (:mod:`tablegames.server.bidi_gen`).
RIGHT_TO_LEFT: Final = frozenset({"R", "AL"})

#: The format character a name may hold: the joiner of emoji sequences.
_JOINER: Final = "\u200d"


def _refused(why: str) -> ServerRefusal:
    return ServerRefusal(400, "server.name.invalid", f"A player's name {why}.")


def player_name(value: object) -> str | None:
    """``value`` as a player's name, normalised; ``None`` for ``None`` (no name).

    >>> from tablegames.server.names import player_name
    >>> player_name("  Ann \\u00a0 Lee "), player_name(None)
    ('Ann Lee', None)

    Raises:
        ServerRefusal: ``server.name.invalid`` (400) for anything else than a string of 1 to
            :data:`MAX_NAME` characters without control characters, once normalised.
    """
    if value is None:
        return None
    if not isinstance(value, str):
        raise _refused('is a string (or null: no name), such as "Ann"')
    text = unicodedata.normalize("NFC", value)
    for char in text:
        kind = unicodedata.category(char)
        if (kind[0] == "C" and char != _JOINER) or kind in ("Zl", "Zp"):
            raise _refused(
                f"may not hold control, format or unassigned characters (U+{ord(char):04X})"
            )
    text = " ".join(text.split())
    if not text:
        raise _refused("is not empty (send null, or leave it out, for no name)")
    if len(text) > MAX_NAME:
        raise _refused(f"is at most {MAX_NAME} characters long")
    if _passes_for_a_seat(text):
        raise _refused(
            'may not read as the words for a seat without a name ("you", "seat 2", "bot", '
            f'"free", "nobody"), as {text!r} does'
        )
    return text


#: What the server's words and pages call a seat that has no name, or nobody: a player named
#: so would pass, in the narration, the pictures and the page's header, for the viewer's own
#: seat ("You drew a card"), for another seat, for the server's bot or a free seat.
_SEAT_WORDS: Final = frozenset({"you", "your", "yours", "bot", "free", "nobody"})
#: A seat's number as the words write it ("seat 3", "Seat #3", "seat_3", "seats 2 and 3").
_SEAT_NUMBER: Final = re.compile(r"seats?[\W_]*\d", re.IGNORECASE)
#: The first letters of a name the French possessive elides before ("d'Anne").
_VOWELS: Final = frozenset("aeiouyhàâäéèêëîïôöùûüœæ")


def _passes_for_a_seat(name: str) -> bool:
    """Whether ``name`` reads as the words for a seat without a name: one of
    :data:`_SEAT_WORDS` (in any case, with any punctuation around it) or a seat's number,
    also written in look-alike letters or digits (NFKC: fullwidth "You" is "You")."""
    plain = unicodedata.normalize("NFKC", name)
    bare = "".join(char for char in plain if char.isalnum() or char.isspace()).strip()
    return bare.casefold() in _SEAT_WORDS or _SEAT_NUMBER.match(plain) is not None


def isolated(name: str) -> str:
    """``name`` to put in a sentence: between the Unicode isolates U+2068 and U+2069 if it
    holds a right-to-left letter (Arabic, Hebrew...), so that a number or a word beside it is
    not drawn into its run ("محمد 1 point" read as "1 محمد point"); as it is otherwise.

    >>> isolated("Ann"), isolated("محمد")
    ('Ann', '\u2068محمد\u2069')
    """
    if any(unicodedata.bidirectional(letter) in RIGHT_TO_LEFT for letter in name):
        return f"\u2068{name}\u2069"
    return name


@attrs.frozen
class NamedCatalogue(Catalogue):
    """A catalogue that calls a seat with a name by that name (``Ann``, ``Ann's``) instead of
    its number; the viewer's own seat is still ``you``, a seat without a name ``seat 3``. A
    right-to-left name is :func:`isolated` in every sentence.

    Attributes:
        names: Each seat's player's name, in seat order (``None``: none given).
    """

    names: tuple[str | None, ...] = ()
    #: The names kept as written at the start of a sentence (:meth:`sentence`).
    _as_written: tuple[str, ...] = attrs.field(init=False, repr=False, eq=False)

    @_as_written.default
    def _names_as_written(self) -> tuple[str, ...]:
        return tuple(
            isolated(name)
            for name in self.names
            if name is not None and not self._opens_a_message(name)
        )

    def _name(self, seat: int, viewer: int | None) -> str | None:
        if seat == viewer or not 0 <= seat < len(self.names):
            return None
        name = self.names[seat]
        return None if name is None else isolated(name)

    def seat(self, seat: int, viewer: int | None = None) -> str:
        name = self._name(seat, viewer)
        return Catalogue.seat(self, seat, viewer) if name is None else name

    def whose(self, seat: int, viewer: int | None = None) -> str:
        name = self._name(seat, viewer)
        if name is None:
            return Catalogue.whose(self, seat, viewer)
        # A translation may word the possessive of a name its own way, and of a name that
        # starts with a vowel sound its own way again (French: "de Bo", "d'Anne").
        if name[:1].casefold() in _VOWELS and self.has("seat.named.whose.vowel"):
            return self.say("seat.named.whose.vowel", name=name)
        if self.has("seat.named.whose"):
            return self.say("seat.named.whose", name=name)
        return f"{name}'s"

    def sentence(self, text: str) -> str:
        # A sentence that starts with a player's name keeps the name as written ("ann played
        # ...", "de Vries played ..."): a name shows the same everywhere. Unless the name
        # starts with a word a message of the catalogue starts with (a player called "seat",
        # "you" or "the"): the words cannot tell "seat 3 drew ...", "you drew ..." or "the
        # orange 3 joined ..." from a sentence about that player, and a sentence it is.
        if any(_starts_with_word(text, name) for name in self._as_written):
            return text
        return Catalogue.sentence(self, text)

    def _opens_a_message(self, name: str) -> bool:
        """Whether the first word of ``name`` is the word a message starts with (``seat`` of
        ``"seat {number}"``, ``you``, ``the`` of ``"the {colour} {number}"``)."""
        word = name.partition(" ")[0]
        return any(
            template.startswith(word) and _starts_with_word(template, word)
            for template in self.messages.values()
        )

    def seats(self, seats: Sequence[int], viewer: int | None = None) -> str:
        if all(self._name(seat, viewer) is None for seat in seats):
            return Catalogue.seats(self, seats, viewer)
        # "Ann and seat 3" (the viewer first: "you and Ann"), not "seats 2 and 3".
        ordered = [seat for seat in seats if seat == viewer]
        ordered += [seat for seat in seats if seat != viewer]
        return self.listing([self.seat(seat, viewer) for seat in ordered])


def _starts_with_word(text: str, word: str) -> bool:
    """Whether ``text`` starts with ``word``, not with a longer word that begins so."""
    after = text[len(word) : len(word) + 1]
    return text.startswith(word) and not (after.isalnum() or after == "_")


def named_words(words: Words, names: Sequence[str | None]) -> Words:
    """``words`` calling each seat of ``names`` that has one by its player's name.

    >>> import tablegames
    >>> from tablegames.server.names import named_words
    >>> state = tablegames.new_game("ten", players=3, seed=1)
    >>> started, turn = tablegames.view(state, 1).events[:2]
    >>> words = tablegames.GAMES["ten"].words
    >>> words.text(started, 1), words.text(turn, 1)
    ('The 109-card deck was shuffled. Seat 1 starts.', "Turn 1: seat 1's turn.")
    >>> named = named_words(words, ["Ann", "Bo", None])
    >>> named.text(started, 1), named.text(turn, 1)
    ('The 109-card deck was shuffled. Ann starts.', "Turn 1: Ann's turn.")

    Names are public and never reach a view: these words are for the server's own narration
    (a status), never for a view's event texts.
    """
    catalogue = words.catalogue
    named = NamedCatalogue(
        catalogue.language,
        catalogue.messages,
        plural=catalogue.plural,
        plural_forms=catalogue.plural_forms,
        names=tuple(names),
    )
    return words.in_language(named)
