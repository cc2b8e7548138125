"""Words for people: message catalogues, and what a game's words hook supplies.

Every text a person reads of a game (a button's label, a sentence of the log, a menu heading,
the result) comes from one **catalogue** of that game: a table of message templates keyed by
message id, filled with named fields (``"{who} played {card}."``). Translating a game is
writing one catalogue with the same ids. Each game's ``words.py`` holds its English catalogue
and the small functions that pick a message and fill it; :class:`Words` is what they give the
tools (the command line, the client protocol's labels and texts, the docs).

Numbers a person reads count from 1: seat 0 is "seat 1", the first deal "deal 1", whatever
base the JSON fields keep (:func:`seat_number`).

>>> from tablegames.core.words import ENGLISH, Catalogue
>>> words = Catalogue("en", {**ENGLISH, "played": "{who} played {card}."})
>>> words.say("played", who=words.subject(2, viewer=0), card="the 7 of cups")
'Seat 3 played the 7 of cups.'
>>> words.count(1, "card"), words.count(3, "card")
('1 card', '3 cards')
>>> words.seats([0, 2], viewer=2)
'you and seat 1'
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, Final, Protocol

import attrs

from tablegames.core.errors import ConfigError, IllegalMoveError
from tablegames.core.text import is_seat_field

__all__ = [
    "ENGLISH",
    "FRENCH",
    "Catalogue",
    "PlainWords",
    "Run",
    "Words",
    "english_plural",
    "fields_of",
    "french_plural",
    "in_full",
    "language_among",
    "refused",
    "seat_number",
    "sentence",
    "told",
    "translation",
]


def seat_number(seat: int) -> int:
    """The number people read for a seat: seats are numbered from 1 in every text.

    The JSON fields and the Python API keep seats from 0; this is the one place where the
    two bases meet.

    >>> from tablegames.core.words import seat_number
    >>> seat_number(0)
    1

    Returns:
        ``seat + 1``.
    """
    return seat + 1


def english_plural(number: int) -> str:
    """English plural forms: ``"one"`` for 1, ``"other"`` for every other number."""
    return "one" if number == 1 else "other"


def french_plural(number: int) -> str:
    """French plural forms: ``"one"`` for 0 and 1, ``"other"`` from 2 on."""
    return "one" if number in (0, 1) else "other"


def language_among(language: str | None, spoken: Iterable[str]) -> str:
    """Which of the languages ``spoken`` (lower-case primary tags: ``"en"``, ``"fr"``) words
    for a reader asking for ``language`` (a tag, in any case): its primary subtag if spoken
    (``fr-CA`` reads French), else English, as for no language at all. The command line's
    and the web pages' own words choose their language so (:mod:`tablegames.cliwords`,
    ``tablegames.server.pagewords``).

    >>> from tablegames.core.words import language_among
    >>> [language_among(tag, {"en", "fr"}) for tag in ("fr", "FR-ca", "de", None)]
    ['fr', 'fr', 'en', 'en']
    """
    if language is None:
        return "en"
    primary = language.lower().split("-", 1)[0]
    return primary if primary in spoken else "en"


def sentence(text: str) -> str:
    """``text`` with its first letter in upper case (a sentence begins so in every language)."""
    return text[:1].upper() + text[1:]


#: The words every game shares (seats, lists, counts of common nouns), in English. A game's
#: catalogue starts from them; a translation translates them too.
ENGLISH: Mapping[str, str] = MappingProxyType(
    {
        "seat": "seat {number}",
        "seat.you": "you",
        "seat.your": "your",
        "seat.whose": "seat {number}'s",
        # a player's name as a possessive, where a server calls seats by their players' names
        # (a language may add a form before a vowel: French "de {name}", "d'{name}")
        "seat.named.whose": "{name}'s",
        "seats": "seats {numbers}",
        "list.two": "{first} and {second}",
        "list.more": "{items} and {last}",
        "list.separator": ", ",
        "card.one": "{n} card",
        "card.other": "{n} cards",
        "point.one": "{n} point",
        "point.other": "{n} points",
        "token.one": "{n} token",
        "token.other": "{n} tokens",
        "move.one": "{n} move",
        "move.other": "{n} moves",
        "player.one": "{n} player",
        "player.other": "{n} players",
        "choice.one": "{n} choice",
        "choice.other": "{n} choices",
        "game.over": "The game is over.",
        "event": "{who}: {what}.",
        "event.public": "{what}.",
        "moves": "Moves",
        "result.scores": "Scores: {scores}.",
        "result.score": "{who} {score}",
        "result.winner": "{who} won.",
        "result.winners": "{Who} share the win.",
        "result.nobody": "Nobody won.",
        # the title of a table's picture (tablegames.core.svg.table_title) and the tag on what
        # the last move changed (tablegames.core.svg.last_move_mark)
        "picture.state": "{game}, {status} (the whole state)",
        "picture.seat": "{game}, {status} ({whose} view)",
        "picture.spectator": "{game}, {status} (a spectator's view)",
        "picture.last_move": "last move",
    }
)

#: The words every game shares, in French: a French translation of a game starts from them
#: (``{**FRENCH, ...}``) as the game's catalogue starts from :data:`ENGLISH`. Besides the
#: English ids they hold a name's possessive before a vowel (``seat.named.whose.vowel``:
#: "d'Élodie") and the winner's own form (``result.winner.you``: "Vous avez gagné."), which
#: :meth:`Catalogue.act` says to the winner. A shared win is said without a verb ("Victoire
#: partagée entre vous et le joueur 2."), which fits every reader.
FRENCH: Mapping[str, str] = MappingProxyType(
    {
        "seat": "le joueur {number}",
        "seat.you": "vous",
        "seat.your": "votre",
        "seat.whose": "du joueur {number}",
        "seat.named.whose": "de {name}",
        "seat.named.whose.vowel": "d'{name}",
        "seats": "les joueurs {numbers}",
        "list.two": "{first} et {second}",
        "list.more": "{items} et {last}",
        "list.separator": ", ",
        "card.one": "{n} carte",
        "card.other": "{n} cartes",
        "point.one": "{n} point",
        "point.other": "{n} points",
        "token.one": "{n} jeton",
        "token.other": "{n} jetons",
        "move.one": "{n} coup",
        "move.other": "{n} coups",
        "player.one": "{n} joueur",
        "player.other": "{n} joueurs",
        "choice.one": "{n} choix",
        "choice.other": "{n} choix",
        "game.over": "La partie est terminée.",
        "event": "{who}\u00a0: {what}.",
        "event.public": "{what}.",
        "moves": "Coups",
        "result.scores": "Scores\u00a0: {scores}.",
        "result.score": "{score} pour {who}",
        "result.winner": "{who} a gagné.",
        "result.winner.you": "Vous avez gagné.",
        "result.winners": "Victoire partagée entre {who}.",
        "result.nobody": "Personne n'a gagné.",
        "picture.state": "{game}, {status} (l'état complet)",
        "picture.seat": "{game}, {status} (vue {whose})",
        "picture.spectator": "{game}, {status} (vue d'un spectateur)",
        "picture.last_move": "dernier coup",
        # the refusals of the kernel's checks (Catalogue.refusal): the rules write them in
        # English; "refusal.<check>" words the check every game makes ("ten.turn.not_yours"),
        # naming the refusal's fields (seats as the catalogue says them: "le joueur 2",
        # "vous"); its ".generic" form is said where a refusal does not give them
        "refusal.core.move.not_your_seat": (
            "Ce coup nomme {player}, pas {seat}\u00a0: chacun ne joue que pour sa place."
        ),
        "refusal.core.move.not_your_seat.generic": (
            "Ce coup est celui d'une autre place que la vôtre."
        ),
        "refusal.core.move.stale": (
            "La partie a avancé depuis que ce coup a été choisi\u00a0: il n'a pas été "
            "joué\u00a0; regardez de nouveau la table."
        ),
        "refusal.core.move.wrong_game": "Ce coup n'est pas un coup de cette partie.",
        "refusal.core.move.invalid": "Ce coup est mal formé.",
        "refusal.core.notation.unknown": "Aucun coup permis ne s'écrit ainsi.",
        "refusal.core.notation.ambiguous": (
            "Plusieurs coups permis s'écrivent ainsi\u00a0: écrivez-en un plus précisément."
        ),
        "refusal.game.over": "La partie est terminée\u00a0: plus aucun coup n'est accepté.",
        "refusal.phase.wrong_move": "Ce coup n'est pas possible à ce moment de la partie.",
        "refusal.seat.unknown": (
            "Ce coup nomme une place que cette partie à {players} joueurs n'a pas."
        ),
        "refusal.seat.unknown.generic": "Ce coup nomme une place que cette partie n'a pas.",
        "refusal.turn.not_yours": "C'est {to_act} qui joue maintenant, pas {player}.",
        "refusal.turn.not_yours.generic": "Ce n'est pas à vous de jouer.",
    }
)


def _fields(template: str) -> frozenset[str]:
    return _FIELDS.get(template) or _parse_fields(template)


def _parse_fields(template: str) -> frozenset[str]:
    found = frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)
    if len(_FIELDS) < 4096:  # the catalogues' templates: a bounded, documented memo table
        _FIELDS[template] = found
    return found


#: The fields of each template read so far (a memo table: templates are few and fixed).
_FIELDS: dict[str, frozenset[str]] = {}


def _frozen(messages: Mapping[str, str]) -> Mapping[str, str]:
    return MappingProxyType(dict(messages))


def _templates(catalogue: Catalogue, _: object, messages: Mapping[str, str]) -> None:
    """Refuse a message that is not a template ``say`` can fill: it raised a bare
    ``ValueError`` (a stray brace) or ``TypeError`` at its first use, naming no message."""
    for key, template in messages.items():
        where = f"the {catalogue.language!r} message {key!r}"
        if not isinstance(template, str):
            raise ConfigError(f"{where} is a {type(template).__name__}, not a text")
        try:
            parts = list(string.Formatter().parse(template))
        except ValueError as error:
            raise ConfigError(f"{where} is not a template ({error}): {template!r}") from None
        for _, name, spec, conversion in parts:
            if name is None:
                continue
            if not name.isidentifier():
                raise ConfigError(
                    f"{where} has the field {{{name}}}: fields are names, such as {{who}}"
                )
            if spec or conversion:
                raise ConfigError(
                    f"{where} formats its field {{{name}}}: write it plainly, as {{{name}}}"
                )


def _missing(
    messages: Mapping[str, str],
    reference: Mapping[str, str],
    forms: Sequence[str] = ("one", "other"),
    against: str = "the English",
) -> tuple[list[str], list[str]]:
    """What ``messages`` lacks of ``reference``: the ids it has not, and for each message it
    words with other fields, what differs (``bought has {crad}, where the English has
    {card}``; ``against`` names the reference). A counted noun's messages (``card.one``,
    ``card.other``) are asked in ``forms``, the plural forms of the language of ``messages``:
    a language with a ``few`` form needs ``card.few``, one without a ``one`` form no
    ``card.one``."""
    wanted = dict(reference)
    for key in reference:
        noun, _, form = key.rpartition(".")
        if (
            noun
            and form in _REFERENCE_FORMS
            and all(f"{noun}.{other}" in reference for other in _REFERENCE_FORMS)
        ):
            template = wanted.pop(key)
            for own in forms:
                wanted.setdefault(f"{noun}.{own}", template)
    lacking = [key for key in wanted if key not in messages]
    differing = [
        _difference(key, messages[key], template, against)
        for key, template in wanted.items()
        if key in messages and _lowered(_fields(template)) != _lowered(_fields(messages[key]))
    ]
    # A language's own "you" form of a message (``drew.you``), said in its place to the seat
    # that is its subject, is given the message's fields but the seat's (``who``, ``whose``).
    for key, template in messages.items():
        base = key.removesuffix(".you")
        if base == key or key in wanted or base not in wanted:
            continue
        given = _lowered(_fields(wanted[base])) - {"who", "whose"}
        unknown = _lowered(_fields(template)) - given
        if unknown:
            differing.append(
                f"{key} has {_field_list(template, unknown)}, which the 'you' form of "
                f"{base} is not given"
            )
    return lacking, differing


def _difference(key: str, template: str, reference: str, against: str) -> str:
    """How the fields of the message ``key`` differ from the reference's: ``bought has
    {crad}, where the English has {card}``."""
    own, theirs = _lowered(_fields(template)), _lowered(_fields(reference))
    extra = _field_list(template, own - theirs)
    lacked = _field_list(reference, theirs - own)
    if extra and lacked:
        return f"{key} has {extra}, where {against} has {lacked}"
    if extra:
        return f"{key} has {extra}, which {against} lacks"
    return f"{key} lacks {lacked}, which {against} has"


def _field_list(template: str, names: frozenset[str]) -> str:
    """The fields of ``template`` among ``names`` (lowered), as written there, in its order:
    ``{who} and {card}``."""
    written = [
        name
        for _, name, _, _ in string.Formatter().parse(template)
        if name and _lowered(frozenset({name})) <= names
    ]
    shown = [f"{{{name}}}" for name in dict.fromkeys(written)]
    return " and ".join([", ".join(shown[:-1]), shown[-1]]) if shown[1:] else "".join(shown)


def _shown(items: Sequence[str], more: str = "more", separator: str = ", ") -> str:
    """The first five of ``items``, and how many more there are."""
    return separator.join(items[:5]) + (f" and {len(items) - 5} {more}" if items[5:] else "")


#: The plural forms of the games' own (English) catalogues.
_REFERENCE_FORMS: Final = ("one", "other")


def _lowered(fields: frozenset[str]) -> frozenset[str]:
    """Fields as ``say`` fills them: ``{Who}`` is ``who`` starting a sentence."""
    return frozenset(name[:1].lower() + name[1:] for name in fields)


def _plural_forms(catalogue: Catalogue, _: object, forms: tuple[str, ...]) -> None:
    """Refuse a plural rule that gives a form the catalogue does not list: translation()
    took such a catalogue, and its first count in that form failed at the end of a game
    ("no message 'point.many'"). Numbers 0 to 199 show every form of a language's rule
    (the rules repeat every hundred)."""
    key = (catalogue.plural, forms)
    try:
        if key in _RULES_CHECKED:
            return
        memo = len(_RULES_CHECKED) < 256  # a bounded memo table: catalogues share a few rules
    except TypeError:  # a rule that cannot be hashed is checked every time
        memo = False
    rule = catalogue.plural
    for number in range(200):
        form = rule(number)
        if form not in forms:
            raise ConfigError(
                f"the {catalogue.language!r} catalogue's plural rule gives the form {form!r} "
                f"(for {number}), which is not among its plural_forms {forms!r}: list it "
                f"there, and write each counted noun's message in it (point.{form})"
            )
    if memo:
        _RULES_CHECKED.add(key)


#: The plural rules found to give only the forms listed with them.
_RULES_CHECKED: set[tuple[Callable[[int], str], tuple[str, ...]]] = set()


@attrs.frozen
class Catalogue:
    """One language's messages: templates keyed by message id, with named fields.

    Attributes:
        language: The language's tag (``"en"``, ``"fr"``).
        messages: Message id to template; fields are written ``{name}`` as in
            ``str.format``.
        plural: Which plural form a number takes (``"one"`` or ``"other"``):
            :func:`english_plural` by default.
        plural_forms: Every form ``plural`` gives, for :meth:`missing` to ask each counted
            noun's message in (a Polish catalogue: ``("one", "few", "many")``).

    Raises:
        ConfigError: if a message is not a template ``say`` can fill, or ``plural`` gives a
            form (for a number from 0 to 199) that ``plural_forms`` does not list.
    """

    language: str
    messages: Mapping[str, str] = attrs.field(converter=_frozen, validator=_templates)
    plural: Callable[[int], str] = english_plural
    plural_forms: tuple[str, ...] = attrs.field(default=("one", "other"), validator=_plural_forms)

    def has(self, key: str) -> bool:
        """Whether the catalogue holds the message ``key``."""
        return key in self.messages

    def say(self, key: str, /, **fields: object) -> str:
        """The message ``key`` filled with ``fields``.

        Raises:
            ConfigError: if the catalogue has no such message, or the message names a field
                that is not given.
        """
        template = self.messages.get(key)
        if template is None:
            raise ConfigError(f"the {self.language!r} catalogue has no message {key!r}")
        if "{" in template:
            # A field written with a capital (``{Who}``) is the field ``who`` starting a
            # sentence: a translation capitalises wherever its word order puts it.
            for name in _fields(template):
                lower = name[:1].lower() + name[1:]
                if name not in fields and name != lower and lower in fields:
                    fields[name] = self.sentence(str(fields[lower]))
        try:
            return template.format(**fields)
        except (KeyError, IndexError) as error:
            raise ConfigError(
                f"the {self.language!r} message {key!r} needs the field {error}"
            ) from None

    def refusal(
        self,
        code: str,
        message: str,
        fields: Mapping[str, object] | None = None,
        viewer: int | None = None,
    ) -> str:
        """What a person is told of a move the rules refused (an
        :class:`~tablegames.IllegalMoveError`'s ``code``, ``message`` and ``fields``), in
        this catalogue's language: its message ``refusal.<code>`` where it has one, else its
        ``refusal.<code without the game's name>`` (the kernel's checks every game makes:
        ``refusal.turn.not_yours`` for ``ten.turn.not_yours``), else ``message`` as the rules
        wrote it. The rules write their refusals in English, naming what was refused ("You
        do not hold the 3 of coins."): an English catalogue has no ``refusal.*`` message and
        gives them as they are; a translation words each code.

        A translation's message names the facts as the English does, by the names of the
        refusal's ``fields`` (``{lowest}``, ``{card}``, ``{to_act}``). A field that holds a
        seat by its name (``player``, ``to_act``, ``target``...:
        :func:`~tablegames.core.text.is_seat_field`) is said as :meth:`seat` says it, "you"
        for ``viewer`` (the reader, where known); an int is written in digits; a text as it
        is. Any other value (a card) is no word of the catalogue's: the game's words name it
        first (:func:`refused`). Where the message needs a field the refusal does not give
        (a caller that gives none, a raise site without them, a value left unnamed), its
        generic form is said instead, ``refusal.<code>.generic``, which names no fact (a
        catalogue whose ``refusal.<code>`` names none needs no such form), and without one
        the rules' ``message``: never a raw ``{card}``.

        >>> from tablegames.core.words import ENGLISH, FRENCH, Catalogue
        >>> Catalogue("en", ENGLISH).refusal("ten.turn.not_yours", "It is seat 2's turn.")
        "It is seat 2's turn."
        >>> french = Catalogue("fr", FRENCH)
        >>> french.refusal("ten.turn.not_yours", "It is seat 2's turn.")
        "Ce n'est pas à vous de jouer."
        >>> french.refusal("ten.turn.not_yours", "", {"to_act": 1, "player": 0}, viewer=0)
        "C'est le joueur 2 qui joue maintenant, pas vous."
        """
        key = f"refusal.{code}"
        if key not in self.messages:
            _, _, rest = code.partition(".")
            key = f"refusal.{rest}"
            if not rest or key not in self.messages:
                return message
        worded = self._facts(fields, viewer) if fields else {}
        for candidate in (key, f"{key}.generic"):
            template = self.messages.get(candidate)
            if template is not None and _lowered(_fields(template)) <= worded.keys():
                return self.say(candidate, **worded)
        return message

    def _facts(self, fields: Mapping[str, object], viewer: int | None) -> dict[str, object]:
        """A refusal's fields as words: seats as :meth:`seat` says them, ints and texts as
        they are; any other value left out (no word of this catalogue names it)."""
        worded: dict[str, object] = {}
        for name, value in fields.items():
            if type(value) is int and is_seat_field(name):
                worded[name] = self.seat(value, viewer)
            elif type(value) in (int, str):
                worded[name] = value
        return worded

    def count(self, number: int, noun: str, /, **fields: object) -> str:
        """``1 card``, ``3 cards``: the messages ``<noun>.one`` / ``<noun>.other`` with ``n``
        (and any other ``fields`` the message has)."""
        return self.say(f"{noun}.{self.plural(number)}", n=number, **fields)

    def seat(self, seat: int, viewer: int | None = None) -> str:
        """``you`` for the viewer's own seat, else ``seat 3`` (numbered from 1)."""
        if seat == viewer:
            return self.say("seat.you")
        return self.say("seat", number=seat_number(seat))

    def act(self, key: str, /, seat: int, viewer: int | None = None, **fields: object) -> str:
        """The message ``key`` as a sentence whose subject is ``seat``: its ``.you`` form for
        the viewer where the catalogue has one (a language whose verb agrees with "you":
        French "Vous avez gagné.", not "Vous a gagné."), else ``key`` with the seat as
        ``who`` (:meth:`seat`); its first letter in upper case (:meth:`sentence`).

        >>> from tablegames.core.words import ENGLISH, FRENCH, Catalogue, french_plural
        >>> Catalogue("en", ENGLISH).act("result.winner", 1, viewer=0)
        'Seat 2 won.'
        >>> french = Catalogue("fr", FRENCH, french_plural)
        >>> french.act("result.winner", 0, viewer=0), french.act("result.winner", 1, viewer=0)
        ('Vous avez gagné.', 'Le joueur 2 a gagné.')
        """
        return self.sentence(self.about(key, seat, viewer, **fields))

    def about(self, key: str, /, seat: int, viewer: int | None = None, **fields: object) -> str:
        """The message ``key`` whose subject ``who`` is ``seat``, or its ``.you`` form for the
        viewer where the catalogue has one: :meth:`act` but within a sentence (its first
        letter as the message writes it).

        >>> from tablegames.core.words import FRENCH, Catalogue, french_plural
        >>> french = Catalogue("fr", FRENCH, french_plural)
        >>> french.about("result.winner", 0, viewer=0), french.about("result.winner", 1)
        ('Vous avez gagné.', 'le joueur 2 a gagné.')
        """
        if seat == viewer and f"{key}.you" in self.messages:
            return self.say(f"{key}.you", **fields)
        return self.say(key, who=self.seat(seat, viewer), **fields)

    def of(self, key: str, /, seat: int, viewer: int | None = None, **fields: object) -> str:
        """The message ``key`` about a thing of ``seat``'s, its possessive ``whose``
        (:meth:`whose`: "seat 2's"), as a sentence; for the viewer its ``.you`` form where
        the catalogue has one, as a language whose possessive goes after the noun ("la main
        du joueur 2") puts "your" before it ("Votre main").

        >>> from tablegames.core.words import ENGLISH, Catalogue
        >>> words = Catalogue("en", {**ENGLISH, "hand": "{whose} hand: {cards}."})
        >>> words.of("hand", 1, viewer=0, cards="3"), words.of("hand", 0, viewer=0, cards="3")
        ("Seat 2's hand: 3.", 'Your hand: 3.')
        """
        if seat == viewer and f"{key}.you" in self.messages:
            return self.sentence(self.say(f"{key}.you", **fields))
        return self.sentence(self.say(key, whose=self.whose(seat, viewer), **fields))

    def subject(self, seat: int, viewer: int | None = None) -> str:
        """:meth:`seat` as the first word of a sentence: ``You``, ``Seat 3``."""
        return self.sentence(self.seat(seat, viewer))

    def sentence(self, text: str) -> str:
        """``text`` as the start of a sentence: its first letter in upper case
        (:func:`sentence`). A game's words call this, not the function, on a text that may
        start with a seat: a catalogue calling seats by their players' names
        (the game server's ``NamedCatalogue``) leaves a name as it is written."""
        return sentence(text)

    def whose(self, seat: int, viewer: int | None = None) -> str:
        """``your`` for the viewer's own seat, else ``seat 3's``."""
        if seat == viewer:
            return self.say("seat.your")
        return self.say("seat.whose", number=seat_number(seat))

    def listing(self, items: Sequence[str]) -> str:
        """``a``, ``a and b``, ``a, b and c`` in the catalogue's words."""
        if len(items) <= 1:
            return "".join(items)
        if len(items) == 2:
            return self.say("list.two", first=items[0], second=items[1])
        joined = self.say("list.separator").join(items[:-1])
        return self.say("list.more", items=joined, last=items[-1])

    def seats(self, seats: Sequence[int], viewer: int | None = None) -> str:
        """``seats 1 and 2``, or ``you and seat 2`` when the viewer is among them."""
        if viewer is not None and viewer in seats:
            return self.listing(
                [self.seat(s, viewer) for s in (viewer, *(s for s in seats if s != viewer))]
            )
        if len(seats) == 1:
            return self.seat(seats[0])
        return self.say("seats", numbers=self.listing([str(seat_number(s)) for s in seats]))

    def missing(self, other: Catalogue) -> list[str]:
        """What a translation still has to do (empty when it is complete): the message ids of
        ``other`` that this catalogue lacks, then each message whose fields differ, with how
        (``bought has {crad}, where the English has {card}``; a reference in another language
        than English is named by its tag). A field written with a capital (``{Who}``, the
        field ``who`` starting a sentence) is its field."""
        english = other.language == "en"
        against = "the English" if english else f"the {other.language!r} catalogue"
        lacking, differing = _missing(self.messages, other.messages, self.plural_forms, against)
        return lacking + differing

    def untranslated(self, other: Catalogue) -> list[str]:
        """The message ids whose words this catalogue has as ``other`` has them, in
        ``other``'s order: in a translation started from a copy of the English
        (``{**ENGLISH, ...}``, as :meth:`missing` asks for every message), what is still in
        English. Some may rightly stay as they are (a message of fields alone, ``"{card}"``,
        or of signs, ``"{who} +{gain}"``): the translator judges.

        >>> from tablegames.core.words import ENGLISH, Catalogue
        >>> german = Catalogue("de", {**ENGLISH, "seat.you": "du", "seat": "Platz {number}"})
        >>> german.untranslated(Catalogue("en", ENGLISH))[:3]
        ['seat.your', 'seat.whose', 'seat.named.whose']
        """
        return [key for key, text in other.messages.items() if self.messages.get(key) == text]


def translation(reference: Mapping[str, str], catalogue: object) -> Catalogue:
    """``catalogue``, checked as a translation of a game's words (what its
    :meth:`Words.in_language` takes): a :class:`Catalogue` with every message of
    ``reference``, the game's own catalogue's messages (its English ones), each with the same
    fields. A translation may hold more (a language's own forms, such as French's
    ``seat.named.whose.vowel``, and ``.you`` forms, whose fields are checked: a ``.you`` form
    is given its message's fields but the seat's), so words in one translation take another,
    or the English again.

    Raises:
        ConfigError: for anything else, with the messages it lacks and how the fields of
            those it words otherwise differ (it was taken, and a lacking message failed at its
            first use, naming only the new catalogue).
    """
    if not isinstance(catalogue, Catalogue):
        raise ConfigError(
            f"a translation is a Catalogue of the game's message ids, not a "
            f"{type(catalogue).__name__}"
        )
    lacking, differing = _missing(catalogue.messages, reference, catalogue.plural_forms)
    if lacking or differing:
        problems = [_shown(differing, "more with other fields", "; ")] if differing else []
        problems += [f"it lacks {_shown(lacking)}"] if lacking else []
        raise ConfigError(
            f"the {catalogue.language!r} catalogue is not a whole translation of these words: "
            f"{'; '.join(problems)} (Catalogue.missing lists them all)"
        )
    return catalogue


@attrs.frozen
class Run:
    """Several moves of one seat that a person chooses in one go, such as a payment made of
    several items: what :meth:`Words.runs` offers.

    Attributes:
        label: What a button or menu entry shows (``"Pay 3 black tokens and the green 1"``).
        notation: The text a person may type for it (``"pay 3t+g1"``).
        moves: The moves, in an order in which they are legal one after the other.
    """

    label: str
    notation: str
    moves: tuple[Any, ...]


class Words(Protocol):
    """What a game's ``words`` hook gives: every text people read of the game.

    Each game's ``words.py`` builds one from its catalogue; :class:`PlainWords` serves a game
    that has none. Seats are numbered from 1 in every text (:func:`seat_number`).

    The hook's words are the terminal's as well as everyone's: they may write a list of
    cards (a hand dealt) by the cards' codes, which the terminal's :meth:`legend` explains.
    Words that do may offer one more method, ``in_full() -> Words``: the same words naming
    every card in full, for a reader who has no legend (a web page); :func:`in_full` calls
    it, and the texts of the documents written for clients use it. Words that name a game's
    own values (a card, a tool) may offer ``refusal(error, viewer) -> str`` too: a refused
    move's words naming them in the catalogue's language (Catalogue.refusal with the
    refusal's fields named); :func:`refused` calls it, and says the others' refusals from the
    catalogue alone.

    Words may also offer ``card(card) -> str``: one card in full, with its article, as the
    texts name it (``"the red wild"``, French ``"le joker rouge"``). The web client's pages
    name the cards they write with it, in the page's language: each card the game's
    :attr:`Game.codecs <tablegames.Game.codecs>` write (``tablegames.server.pagewords``'s
    ``card_names``), so that a page script needs no card words of its own.
    """

    @property
    def catalogue(self) -> Catalogue:
        """The messages these words are made of."""
        ...

    def in_language(self, catalogue: Catalogue) -> Words:
        """The same words from another catalogue (a translation with the same message ids).

        Raises:
            ConfigError: if ``catalogue`` lacks any of the words' messages, or words one with
                other fields (:func:`translation`).
        """
        ...

    def label(self, move: Any) -> str:
        """A move as a button shows it, for the seat that makes it: short, unique among the
        legal moves of a position (``"Play the 7 of cups"``)."""
        ...

    def text(self, event: Any, viewer: int | None) -> str:
        """An event as a sentence from ``viewer``'s side (``None``: a spectator)."""
        ...

    def is_redundant(self, event: Any, viewer: int | None) -> bool:
        """Whether ``event`` tells ``viewer`` nothing another event does not tell better (the
        public half of the viewer's own draw, whose private half names the card): a log may
        leave it out. ``viewer`` is ``None`` for a spectator."""
        ...

    def group(self, move: Any) -> str:
        """The heading a move is listed under in a menu (the card it plays, say)."""
        ...

    def folded(self) -> frozenset[str]:
        """The menu headings a terminal folds behind one letter (Aluette's signals)."""
        ...

    def result(self, obj: Any, viewer: int | None) -> str:
        """How a finished game ended, in words, from ``viewer``'s side."""
        ...

    def picture(self, obj: Any, marks: Mapping[object, str]) -> str:
        """The table for a terminal of 80 columns, compact enough to leave room for a menu:
        a state or a view, with ``marks`` (a letter per place, such as a maze cell) drawn in
        the places :meth:`spot` names."""
        ...

    def spot(self, move: Any) -> object | None:
        """The place on :meth:`picture` a move acts on (a maze cell), or ``None``."""
        ...

    def variant(self, move: Any) -> str:
        """What tells apart two moves of a menu entry at the same :meth:`spot` (``"'"`` for a
        card turned), or ``""``."""
        ...

    def legend(self) -> str:
        """The key of the codes the pictures and the notation use (what ``?`` shows)."""
        ...

    def runs(self, obj: Any) -> tuple[Run, ...]:
        """The runs of moves the viewer of ``obj`` may make in one go now (a whole payment),
        or ``()``. A terminal offers them instead of the moves one at a time."""
        ...

    def parse_run(self, obj: Any, text: str) -> Run | None:
        """The run a person typed (``"pay 3t+g1"``), or ``None`` if ``text`` is not one."""
        ...


def in_full(words: Words) -> Words:
    """``words`` naming every card in full: ``words.in_full()`` for words that write some cards
    by the codes of the terminal's legend (Saboteur's and Aluette's hands), else ``words``
    themselves. What the client protocol's texts are written with.

    >>> import tablegames
    >>> from tablegames.core.words import in_full
    >>> words = tablegames.GAMES["saboteur"].words
    >>> dealt = tablegames.view(tablegames.new_game("saboteur", players=3, seed=5), 0).events[2]
    >>> words.text(dealt, 0)
    'Your hand: NE, NEW, dNW, bP, rC, rPC.'
    >>> in_full(words).text(dealt, 0)
    'Your hand: the tunnel NE, the tunnel NEW, the dead end NW, the broken pickaxe, the repair \
cart and the repair pickaxe/cart.'
    """
    made = getattr(words, "in_full", None)
    found: Words = words if made is None else made()
    return found


def refused(words: Words, error: IllegalMoveError, viewer: int | None = None) -> str:
    """What a person is told of ``error``, a move the rules refused, in the language of
    ``words``, naming its facts (:attr:`IllegalMoveError.fields
    <tablegames.IllegalMoveError.fields>`): ``words.refusal(error, viewer)`` for words that
    name the game's own values (a card, a tool) in their language, else the catalogue's
    :meth:`Catalogue.refusal` with the fields as they are (its seats and numbers; a value
    it cannot name makes it say the message's generic form). ``viewer`` is the reader's
    seat, said "you", or ``None``. What the command line and the server tell a player.

    >>> import tablegames
    >>> from tablegames.core.words import refused
    >>> from tablegames.ten import Draw
    >>> state = tablegames.new_game("ten", players=2, seed=1)  # seat 2 draws first
    >>> try:
    ...     tablegames.apply(state, Draw(player=0))
    ... except tablegames.IllegalMoveError as error:
    ...     refusal = error
    >>> str(refusal), dict(refusal.fields)
    ("It is seat 2's turn, not seat 1's.", {'player': 0, 'to_act': 1})
    >>> refused(tablegames.GAMES["ten"].words_in("fr"), refusal, viewer=0)
    "C'est le joueur 2 qui joue maintenant, pas vous."
    """
    own = getattr(words, "refusal", None)
    if own is not None:
        said: str = own(error, viewer)
        return said
    return words.catalogue.refusal(error.code, str(error), error.fields, viewer)


def told(
    words: Words, events: Iterable[Any], viewer: int | None = None, *, reveal: bool = False
) -> list[str]:
    """The sentences a log shows of ``events``: as ``viewer`` saw them (``None``: a
    spectator), or with ``reveal`` every secret told, for a game over or a record read whole.

    Each event gives its :meth:`Words.text`, but an event the reader learns better from
    another gives none (:meth:`Words.is_redundant`). Told whole, the public half of a seat's
    action whose private half names the card ("seat 1 drew a card" beside "seat 1 drew the
    map") is such an event; the private half is told as a spectator reads a sentence.
    Empty texts are left out.

    >>> import tablegames
    >>> from tablegames.core.events import apply_with_events
    >>> from tablegames.core.words import told
    >>> state = tablegames.new_game("saboteur", players=3, seed=5)
    >>> _, events = apply_with_events(state, tablegames.legal_moves(state, 0)[0])
    >>> words = tablegames.GAMES["saboteur"].words
    >>> told(words, events, reveal=True)
    ['Seat 1 placed the tunnel NE at -1,0.', 'Seat 1 drew the tunnel NE.']
    >>> told(words, events, 0)
    ['You placed the tunnel NE at -1,0.', 'You drew the tunnel NE.']
    """
    lines = []
    for event in events:
        if reveal:
            actor = getattr(event, "player", None)
            seat = actor if type(actor) is int else None
            if not getattr(event, "private", False) and words.is_redundant(event, seat):
                continue
            lines.append(words.text(event, None))
        elif not words.is_redundant(event, viewer):
            lines.append(words.text(event, viewer))
    return [line for line in lines if line]


def fields_of(obj: object) -> list[tuple[str, object]]:
    """An attrs instance's fields and values, in order (for the plain words of a game that has
    no catalogue)."""
    cls = type(obj)
    if not attrs.has(cls):
        return []
    return [(field.name, getattr(obj, field.name)) for field in attrs.fields(cls)]


def _plain_value(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    name = getattr(value, "name", None)
    if isinstance(name, str) and not isinstance(value, (str, int)):
        return name.lower().replace("_", " ")
    if isinstance(value, tuple):
        # Nested tuples (a hand per seat) keep their shape: "5h, 10s; 4d, 3h".
        nested = any(isinstance(item, tuple) for item in value)
        return ("; " if nested else ", ").join(_plain_value(v) for v in value)
    return str(value)


def _plain_details(obj: object) -> list[str]:
    """An object's fields but its ``player``, in words; seats counted from 1 (``target seat
    2``; a field named ``seat`` is told ``seat 2``)."""
    details = []
    for name, value in fields_of(obj):
        if name == "player":
            continue
        if is_seat_field(name) and type(value) is int:
            told = f"seat {seat_number(value)}"
            details.append(told if name == "seat" else f"{name} {told}")
        else:
            details.append(f"{name} {_plain_value(value)}")
    return details


def _words_of(cls: type) -> str:
    """``CardPlayed`` -> ``card played``."""
    name = cls.__name__
    return "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()


@attrs.frozen
class PlainWords:
    """Plain words for a game without a catalogue: moves and events by their class and
    fields (``Hit``, ``Bid (amount 3)``; "Seat 2: card played (card 7h)"), one menu heading.
    What ``Game.words`` gives by default. A field named ``seat``, ``target`` or ending in
    ``_player`` or ``_seat`` is a seat, told counted from 1 as every text people read; nested
    tuples keep their shape (``5h, 10s; 4d, 3h``).

    Attributes:
        render: The game's text picture (its ``render``), the terminal's picture.
        catalogue: The shared English words, :data:`ENGLISH`.
        scores: The game's scores of a state (its ``scores``), for the result.
        winners: The game's winners of a state (its ``winners``), for the result.
    """

    render: Callable[[Any], str] = str
    catalogue: Catalogue = attrs.field(factory=lambda: Catalogue("en", ENGLISH))
    scores: Callable[[Any], Sequence[int]] = lambda obj: ()
    winners: Callable[[Any], Sequence[int]] = lambda obj: ()

    def in_language(self, catalogue: Catalogue) -> PlainWords:
        return attrs.evolve(self, catalogue=translation(ENGLISH, catalogue))

    def label(self, move: Any) -> str:
        # The move's class and fields, not its str: a str in the "P0 draws" form counts from
        # 0, and a menu is the mover's own (its player goes without saying).
        details = _plain_details(move)
        what = _words_of(type(move)) + (" (" + ", ".join(details) + ")" if details else "")
        return sentence(what)

    def text(self, event: Any, viewer: int | None) -> str:
        what = _words_of(type(event))
        details = _plain_details(event)
        if details:
            what += " (" + ", ".join(details) + ")"
        actor = getattr(event, "player", None)
        if type(actor) is int:
            return self.catalogue.say("event", who=self.catalogue.subject(actor, viewer), what=what)
        return self.catalogue.say("event.public", what=sentence(what))

    def is_redundant(self, event: Any, viewer: int | None) -> bool:
        return False

    def group(self, move: Any) -> str:
        return self.catalogue.say("moves")

    def folded(self) -> frozenset[str]:
        return frozenset()

    def result(self, obj: Any, viewer: int | None) -> str:
        say = self.catalogue
        listed = say.say("list.separator").join(
            say.say("result.score", who=say.seat(seat, viewer), score=score)
            for seat, score in enumerate(self.scores(obj))
        )
        won = tuple(self.winners(obj))
        if not won:
            verdict = say.say("result.nobody")
        elif len(won) == 1:
            verdict = say.act("result.winner", won[0], viewer)
        else:
            # A sentence: a catalogue may write its seats first, ``{who}`` or ``{Who}``.
            verdict = say.sentence(say.say("result.winners", who=say.seats(won, viewer)))
        return say.say("result.scores", scores=listed) + " " + verdict

    def picture(self, obj: Any, marks: Mapping[object, str]) -> str:
        return self.render(obj)

    def spot(self, move: Any) -> object | None:
        return None

    def variant(self, move: Any) -> str:
        return ""

    def legend(self) -> str:
        return ""

    def runs(self, obj: Any) -> tuple[Run, ...]:
        return ()

    def parse_run(self, obj: Any, text: str) -> Run | None:
        return None


def check_labels(words: Words, moves: Iterable[Any]) -> list[str]:
    """The problems of the labels of one position's legal moves: empty or shared labels."""
    seen: dict[str, Any] = {}
    problems = []
    for move in moves:
        text = words.label(move)
        if not text.strip():
            problems.append(f"{move}: empty label")
        elif text in seen:
            problems.append(f"{move} and {seen[text]} share the label {text!r}")
        seen[text] = move
    return problems
