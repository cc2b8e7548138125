"""Players' names: what a person may call themselves at a table, checked hard.

A name is public (the lobby, the game's summary and every seat's status show it) and it
never reaches a game: views, versions and moves are the same whatever the names. So that a
name shows the same everywhere and cannot disguise itself or a page, :func:`player_name`
normalises it to NFC, turns every run of spaces into one space and trims it, and refuses
(``server.name.invalid``, 400) a name that:

- is empty then, or draws nothing (it holds only characters that draw nothing: variation
  selectors, the combining grapheme joiner...), or is longer than :data:`MAX_NAME` characters;
- holds a control or format character (line breaks, tabs, bidirectional overrides, zero-width
  spaces), a private-use, surrogate or unassigned code point. The zero-width joiner U+200D
  is taken only where it joins something (:func:`_joins`): between two emoji, that is after
  a symbol of category So, an emoji modifier U+1F3FB-U+1F3FF or the emoji variation selector
  U+FE0F, and before a symbol of category So (the woman technologist U+1F469 U+200D U+1F4BB,
  the rainbow flag U+1F3F3 U+FE0F U+200D U+1F308); or after a virama (a mark of canonical
  combining class 9), where it chooses a letter's form in the Indic scripts (Sinhala's
  "Sri", U+0DC1 U+0DCA U+200D U+0DBB U+0DD3), as IDNA's rule for it has it (RFC 5892, A.2).
  Anywhere else it draws nothing: "S", U+200D, "eat 1" read as "Seat 1". The zero-width
  non-joiner U+200C is taken only after a virama (RFC 5892, A.1) or between two letters
  (marks aside) of a script whose letters join (:data:`_JOINING_SCRIPTS`: Arabic, Syriac,
  N'Ko, Mongolian...), where it keeps them apart (Persian's
  "\u0639\u0644\u06cc\u200c\u0631\u0636\u0627"). The tags U+E0020-U+E007E and the cancel
  tag U+E007F are taken only in an emoji tag sequence, after the black flag U+1F3F4 (the
  flags of England, Scotland and Wales);
- holds a character that draws a blank but is no space (:data:`_BLANKS`: the Hangul fillers
  U+115F, U+1160, U+3164, U+FFA0, the blank Braille pattern U+2800, the Khmer inherent
  vowels U+17B4, U+17B5);
- mixes letters of two scripts in one word (between spaces): their letters may look alike
  (Greek "\u03a5", Cyrillic "\u0405" and Lisu "\ua4e2" pass for Latin "Y" and "S"). A
  letter's script is the first word of its Unicode name once the letter alone is
  NFKC-folded (a fullwidth letter is Latin); what is not a letter (digits, punctuation,
  symbols such as "\u2116" and "\u2122", marks, modifier letters) is of none; the scripts
  of Chinese, Japanese and Korean (Han, Hiragana, Katakana, Hangul, Bopomofo) are one,
  which a word mixes with Latin too (UTS #39's "highly restrictive" level, word by word).
  Words in two scripts ("\u0418\u0432\u0430\u043d Smith", "\u041f\u0451\u0442\u0440
  I"), or a word with accents, digits and punctuation, are taken;
- reads, on its :func:`skeleton`, as the words the pages call a seat without a name by
  ("you", "seat 3", "bot", "free", "nobody").

A seat is refused a name that another seat's player at the table has already, compared on
their skeletons and on their case folds (:func:`check_distinct_name`: ``server.name.taken``,
409): the players of "Bob" and "BOB", of "BOB" and its Cyrillic look-alike
"\u0412\u041e\u0412", or of Cyrillic "\u0410\u043d\u043d\u0430" and
"\u0410\u041d\u041d\u0410", could not be told apart at the table.

The server's own narration calls a seat by its player's name (:func:`named_words`): the
``narration`` and ``result`` of a status say "Ann played ..." where the view's event texts,
the same for every table, say "Seat 2 played ...".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Final

import attrs

from tablegames.core.words import Catalogue, Words
from tablegames.server.errors import ServerRefusal

__all__ = [
    "MAX_NAME",
    "RIGHT_TO_LEFT",
    "NamedCatalogue",
    "check_distinct_name",
    "isolated",
    "named_words",
    "player_name",
    "skeleton",
]

#: The most characters (code points, once normalised) a name may hold. The lobby's page is
#: given it (its name field counts so too, where the field's maxlength would count UTF-16
#: units).
MAX_NAME: Final = 40

#: The bidi classes of a right-to-left character (Unicode's R and AL): a name that holds one
#: is :func:`isolated`. The web page's copy of the test (client.js ``RIGHT_TO_LEFT``) is
#: generated from them (:mod:`tablegames.server.bidi_gen`).
RIGHT_TO_LEFT: Final = frozenset({"R", "AL"})

#: The format characters a name may hold where they join something (:func:`_joins`), or
#: keep two letters apart (:func:`_parts`).
_JOINER: Final = "\u200d"
_NON_JOINER: Final = "\u200c"
#: The scripts whose letters join their neighbours, where the zero-width non-joiner keeps two
#: letters apart (Persian "\u0639\u0644\u06cc\u200c\u0631\u0636\u0627"): the first word
#: of their letters' Unicode names.
_JOINING_SCRIPTS: Final = frozenset(
    {
        "ARABIC",
        "SYRIAC",
        "NKO",
        "MONGOLIAN",
        "MANDAIC",
        "PHAGS-PA",
        "MANICHAEAN",
        "PSALTER",
        "HANIFI",
        "SOGDIAN",
        "CHORASMIAN",
        "ADLAM",
    }
)
#: An emoji tag sequence: the black flag U+1F3F4, tags U+E0020-U+E007E and the cancel tag
#: U+E007F (the flags of England, Scotland and Wales), the only place a tag is taken.
_TAG_SEQUENCE: Final = re.compile("\U0001f3f4[\U000e0020-\U000e007e]+\U000e007f")
#: The emoji variation selector, and the emoji modifiers (skin tones): what ends an emoji
#: that a joiner may follow.
_EMOJI_PRESENTATION: Final = "\ufe0f"
_EMOJI_MODIFIERS: Final = range(0x1F3FB, 0x1F3FF + 1)
#: The canonical combining class of a virama (Devanagari's U+094D, Sinhala's U+0DCA...).
_VIRAMA: Final = 9

#: Characters that draw a blank yet are letters or symbols, not spaces: a name of them
#: shows as nothing, and one of them in a name as a space the name's spaces were not
#: folded into.
_BLANKS: Final = frozenset(
    {
        "\u115f",  # HANGUL CHOSEONG FILLER
        "\u1160",  # HANGUL JUNGSEONG FILLER
        "\u17b4",  # KHMER VOWEL INHERENT AQ
        "\u17b5",  # KHMER VOWEL INHERENT AA
        "\u2800",  # BRAILLE PATTERN BLANK
        "\u3164",  # HANGUL FILLER
        "\uffa0",  # HALFWIDTH HANGUL FILLER
    }
)

#: What draws nothing and is not refused: the joiner where it joins, the non-joiner where it
#: keeps two letters apart, variation selectors (an ideographic one picks a glyph of a Han
#: letter of a Japanese name), the combining grapheme joiner, Mongolian's free variation
#: selectors. A :func:`skeleton` leaves them out, and a name of nothing else is empty.
_UNSEEN: Final = re.compile(
    "[\u200c\u200d\u034f\u180b-\u180d\u180f\ufe00-\ufe0f\U000e0100-\U000e01ef]"
)

#: Letters of other alphabets that look like Latin letters or digits, and those: a small
#: table in UTS #39's spirit (its confusables.txt), covering the letters of the words the
#: pages call a seat by and most of the Latin alphabet. Greek and Cyrillic, whose letters a
#: word may not mix with Latin ones, then Armenian, Cherokee and Lisu, and Latin's small
#: capitals.
_LOOK_ALIKES: Final = {
    pair[0]: pair[1]
    for row in (
        # Greek
        "ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX ϒY ϜF ϹC ͿJ",  # noqa: RUF001
        "αa γy ηn ιi νv οo ρp σo υu χx ϲc ϳj",  # noqa: RUF001
        # Cyrillic
        "АA ВB ЕE ЅS ІI ЈJ КK МM НH ОO РP СC ТT УY ХX ҮY Һh ԀD ԚQ ԜW Ьb З3 Ӡ3 Ӏl",  # noqa: RUF001
        "аa еe ѕs іi јj оo рp сc уy хx үy һh ԁd ԛq ԝw ьb з3 ӡ3 б6 гr пn ѵv ӏl",  # noqa: RUF001
        # Armenian
        "ՕO ՍU օo սu ոn հh ցg",  # noqa: RUF001
        # Cherokee (its small letters in _TO_LATIN)
        "ᎪA ᏴB ᏟC ᎠD ᎬE ᎻH ᎫJ ᏦK ᎷM ᏢP ᎡR ᏚS ᎢT ᏙV ᎳW ᎩY ᏃZ ᏀG ᏞL Ꭵi",  # noqa: RUF001
        # Lisu (drawn as Latin capitals; UTS #39's confusables.txt)
        "ꓮA ꓐB ꓚC ꓓD ꓰE ꓝF ꓖG ꓧH ꓲI ꓙJ ꓗK ꓡL ꓟM ꓠN ꓳO ꓑP ꓣR ꓢS ꓔT ꓴU ꓦV ꓪW ꓫX ꓬY ꓜZ ꓒd",  # noqa: RUF001
        # Latin's small capitals and dotless letters
        "ᴀa ʙb ᴄc ᴅd ᴇe ꜰf ɢg ʜh ɪi ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp ʀr ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz",  # noqa: RUF001
        "ıi ȷj ɑa ɡg ɩi",  # noqa: RUF001
    )
    for pair in row.split()
}
#: The table as :meth:`str.translate` takes it, with Cherokee's small letters (they look like
#: its capitals, smaller).
_TO_LATIN: Final = str.maketrans(
    _LOOK_ALIKES
    | {
        letter.lower(): latin
        for letter, latin in _LOOK_ALIKES.items()
        if "\u13a0" <= letter <= "\u13f5"
    }
)

#: The scripts of Chinese, Japanese and Korean (the first words of their letters' Unicode
#: names), which a word mixes with each other and with Latin (UTS #39's "highly
#: restrictive" level): one family, :data:`_HAN_FAMILY`, to :func:`_scripts`.
_HAN_SCRIPTS: Final = frozenset(
    {"CJK", "IDEOGRAPHIC", "HIRAGANA", "KATAKANA", "HANGUL", "BOPOMOFO"}
)
_HAN_FAMILY: Final = "Han"


def _refused(why: str) -> ServerRefusal:
    return ServerRefusal(400, "server.name.invalid", f"A player's name {why}.")


def player_name(value: object) -> str | None:
    """``value`` as a player's name, normalised; ``None`` for ``None`` (no name).

    >>> from tablegames.server.names import player_name
    >>> player_name("  Ann \\u00a0 Lee "), player_name(None)
    ('Ann Lee', None)

    Raises:
        ServerRefusal: ``server.name.invalid`` (400) for anything else than a string of 1 to
            :data:`MAX_NAME` characters, once normalised, that draws something, holds no
            control character, no joiner that joins nothing and no blank letter, mixes no
            two scripts in a word and does not read as a seat's words (the module's rules).
    """
    if value is None:
        return None
    if not isinstance(value, str):
        raise _refused('is a string (or null: no name), such as "Ann"')
    text = unicodedata.normalize("NFC", value)
    tagged = {at for found in _TAG_SEQUENCE.finditer(text) for at in range(*found.span())}
    for at, char in enumerate(text):
        kind = unicodedata.category(char)
        if char == _JOINER and not _joins(text, at):
            raise _refused(
                "may hold the zero-width joiner (U+200D) only inside an emoji sequence or "
                "after a virama: elsewhere it draws nothing"
            )
        if char == _NON_JOINER and not _parts(text, at):
            raise _refused(
                "may hold the zero-width non-joiner (U+200C) only after a virama or between "
                "two letters of a script whose letters join (Arabic, Syriac, Mongolian...): "
                "elsewhere it draws nothing"
            )
        allowed = char in (_JOINER, _NON_JOINER) or at in tagged
        if (kind[0] == "C" and not allowed) or kind in ("Zl", "Zp"):
            raise _refused(
                f"may not hold control, format or unassigned characters (U+{ord(char):04X})"
            )
        if char in _BLANKS:
            raise _refused(
                f"may not hold a character that draws a blank (U+{ord(char):04X}, "
                f"{unicodedata.name(char)})"
            )
    text = " ".join(text.split())
    if not _UNSEEN.sub("", text).strip():
        raise _refused("is not empty or drawn as nothing (send null, or leave it out, for no name)")
    if len(text) > MAX_NAME:
        raise _refused(f"is at most {MAX_NAME} characters long")
    for word in text.split(" "):
        scripts = _scripts(word)
        if len(scripts) > 1:
            named = " and ".join(sorted(script.title() for script in scripts))
            raise _refused(
                "may not mix two scripts in one word (their letters may look alike: Cyrillic "
                f'"\u0405" passes for Latin "S"), as {word!r} does ({named}): write each word '
                "in one script"
            )
    if _passes_for_a_seat(text):
        raise _refused(
            'may not read as the words for a seat without a name ("you", "seat 2", "bot", '
            f'"free", "nobody"), as {text!r} does'
        )
    return text


def _joins(text: str, at: int) -> bool:
    """Whether the zero-width joiner at ``text[at]`` joins something: two emoji (a symbol, a
    modifier or the emoji variation selector before it, a symbol after it), or a virama's
    consonant to what follows (the Indic scripts' half forms)."""
    before = text[at - 1] if at > 0 else ""
    after = text[at + 1 : at + 2]
    if before and unicodedata.combining(before) == _VIRAMA:
        return True
    emoji_before = before != "" and (
        unicodedata.category(before) == "So"
        or before == _EMOJI_PRESENTATION
        or ord(before) in _EMOJI_MODIFIERS
    )
    return emoji_before and after != "" and unicodedata.category(after) == "So"


def _parts(text: str, at: int) -> bool:
    """Whether the zero-width non-joiner at ``text[at]`` does something: after a virama
    (RFC 5892, A.1), or between two letters (marks aside) of a script whose letters join
    (:data:`_JOINING_SCRIPTS`), where it keeps them from joining."""
    before = text[at - 1] if at > 0 else ""
    if before and unicodedata.combining(before) == _VIRAMA:
        return True
    return _joining_letter(reversed(text[:at])) and _joining_letter(iter(text[at + 1 :]))


def _joining_letter(chars: Iterable[str]) -> bool:
    """Whether the first of ``chars`` that is not a mark is a letter of a joining script."""
    for char in chars:
        if unicodedata.category(char) in ("Mn", "Me"):
            continue
        return _script(char) in _JOINING_SCRIPTS
    return False


def _script(char: str) -> str | None:
    """The script of ``char`` if it is a letter (not a modifier letter): the first word of its
    Unicode name once NFKC-folded on its own (a fullwidth or mathematical letter is of its
    script, where "№" or "Ⅲ", no letters, fold to Latin ones), :data:`_HAN_FAMILY`
    for the scripts of Chinese, Japanese and Korean; ``None`` for anything else."""
    kind = unicodedata.category(char)
    if kind[0] != "L" or kind == "Lm":
        return None
    # The first letter it folds to: "\u0149" folds to a modifier letter and "n".
    folded = next(
        (
            letter
            for letter in unicodedata.normalize("NFKC", char)
            if unicodedata.category(letter)[0] == "L" and unicodedata.category(letter) != "Lm"
        ),
        char,
    )
    script = unicodedata.name(folded, "").partition(" ")[0] or None
    return _HAN_FAMILY if script in _HAN_SCRIPTS else script


def _scripts(word: str) -> set[str]:
    """The scripts of the letters of ``word`` (:func:`_script`), Latin counted as none beside
    :data:`_HAN_FAMILY` (Japanese writes "Tシャツ")."""
    scripts = {script for char in word if (script := _script(char)) is not None}
    if _HAN_FAMILY in scripts:
        scripts.discard("LATIN")
    return scripts


def skeleton(name: str) -> str:
    """What ``name`` looks like, to compare: NFKC-folded (fullwidth, mathematical and
    circled letters and digits are the plain ones), without the characters that draw nothing
    (the joiner and non-joiner, variation selectors), Greek, Cyrillic, Lisu and other letters
    that look like Latin ones written so (:data:`_LOOK_ALIKES`), and case-folded.

    >>> from tablegames.server.names import skeleton
    >>> skeleton("\\u0405eat 2"), skeleton("\\u03a5ou"), skeleton("\\uff21nn\\u200d")
    ('seat 2', 'you', 'ann')
    """
    plain = _UNSEEN.sub("", unicodedata.normalize("NFKC", name))
    return plain.translate(_TO_LATIN).casefold()


def _folded(name: str) -> tuple[str, str]:
    """What two names are compared on: their :func:`skeleton`, and their case fold written
    so (the look-alike table maps some capitals but not their small letters: Cyrillic
    "\u0410\u041d\u041d\u0410" and "\u0410\u043d\u043d\u0430" have two skeletons, one
    case fold)."""
    return skeleton(name), skeleton(unicodedata.normalize("NFKC", name).casefold())


def check_distinct_name(name: str | None, others: Iterable[str | None]) -> None:
    """Refuse ``name`` for a seat if one of ``others`` (the names of the table's other seats)
    has the same :func:`skeleton`, or the same once case-folded: the players could not be
    told apart ("Ann" and "ann", "BOB" and Cyrillic "\u0412\u041e\u0412", Greek
    "\u039d\u03b9\u03ba\u03bf\u03c2" and "\u039d\u0399\u039a\u039f\u03a3"). No name
    (``None``) is refused nothing.

    The check is made by the server process that seats the player, on the names it knows of:
    two processes sharing a database may seat look-alike names at the same instant.

    Raises:
        ServerRefusal: ``server.name.taken`` (409).
    """
    if name is None:
        return
    folded = _folded(name)
    for other in others:
        if other is not None and any(
            mine == theirs for mine, theirs in zip(folded, _folded(other), strict=True)
        ):
            raise ServerRefusal(
                409,
                "server.name.taken",
                f"A player's name differs from the other players' at the table: {name!r} "
                f"reads as {other!r}, another seat's player's name. Choose another one.",
            )


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
    compared on its :func:`skeleton` (fullwidth "You", Greek "\u03a5ou" and Cyrillic
    "\u0405eat 2" are "you" and "seat 2")."""
    plain = skeleton(name)
    bare = "".join(char for char in plain if char.isalnum() or char.isspace()).strip()
    return bare in _SEAT_WORDS or _SEAT_NUMBER.match(plain) is not None


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
        if self.has("seat.named.whose"):  # a shared message (core.words.ENGLISH)
            return self.say("seat.named.whose", name=name)
        return f"{name}'s"  # a game's own catalogue, not made of the shared messages

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
