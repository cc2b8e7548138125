"""The shared machinery of the words: catalogues, seats numbered from 1, plain words."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import tablegames
from tablegames.core.errors import ConfigError
from tablegames.core.game import hook
from tablegames.core.words import (
    ENGLISH,
    FRENCH,
    Catalogue,
    PlainWords,
    french_plural,
    seat_number,
    sentence,
)


def test_messages_are_filled_by_name_and_a_capital_field_starts_a_sentence() -> None:
    words = Catalogue("en", {**ENGLISH, "x": "Then {Who} left; {who} came back."})
    assert words.say("x", who="seat 2") == "Then Seat 2 left; seat 2 came back."


def test_a_missing_message_or_field_is_a_config_error() -> None:
    words = Catalogue("en", ENGLISH)
    with pytest.raises(ConfigError, match="no message 'nope'"):
        words.say("nope")
    with pytest.raises(ConfigError, match="needs the field 'number'"):
        words.say("seat")


def test_seats_are_numbered_from_one_and_the_viewer_is_you() -> None:
    words = Catalogue("en", ENGLISH)
    assert seat_number(0) == 1
    assert words.seat(0) == "seat 1"
    assert words.seat(2, viewer=2) == "you"
    assert words.subject(2, viewer=0) == "Seat 3"
    assert words.whose(1, viewer=1) == "your"
    assert words.whose(1, viewer=0) == "seat 2's"
    assert words.seats([0, 1, 2]) == "seats 1, 2 and 3"
    assert words.seats([1]) == "seat 2"
    assert words.seats([0, 2], viewer=2) == "you and seat 1"


def test_plural_forms_follow_the_language() -> None:
    english = Catalogue("en", ENGLISH)
    french = Catalogue("fr", {"card.one": "{n} carte", "card.other": "{n} cartes"}, french_plural)
    assert [english.count(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert [french.count(n, "card") for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]


def test_missing_lists_what_a_translation_still_lacks() -> None:
    english = Catalogue("en", {"a": "{x} and {y}", "b": "b"})
    partial = Catalogue("fr", {"a": "{x} et {z}"})
    assert partial.missing(english) == ["b", "a has {z}, where the English has {y}"]
    assert english.missing(english) == []
    german = Catalogue("de", {"a": "{x} und {y}"})  # checked against a translation: its tag
    assert german.missing(partial) == ["a has {y}, where the 'fr' catalogue has {z}"]
    assert sentence("seat 2 won.") == "Seat 2 won."


def test_a_game_without_words_gets_plain_words(toy: Any) -> None:
    """The default of the words hook: moves by their str, events by their class and fields;
    the notation's default: the move's tag and fields."""
    words = hook(toy, "words")
    assert isinstance(words, PlainWords)
    state = tablegames.new_game("toy", players=2, seed=1)
    move = tablegames.legal_moves(state)[0]
    assert words.label(move)
    assert words.group(move) == "Moves"
    assert "Scores: " in words.result(state, 0)
    text = tablegames.notation(move)
    assert text.startswith("play_card ")
    assert tablegames.parse_move(state, text) == move
    document = tablegames.to_dict(tablegames.view(state, 0), with_moves=True)
    assert document["moves"][0]["label"] == words.label(move)


@attrs.frozen
class Hit:
    player: int


@attrs.frozen
class Give:
    player: int
    target: int
    amount: int


@attrs.frozen
class Dealt:
    seat: int
    hands: tuple[tuple[str, ...], ...]


@attrs.frozen
class RoundBegun:
    dealer: int
    leader: int
    to_act: int


def test_plain_words_count_a_dealer_a_leader_and_the_seat_to_act_from_1() -> None:
    """The web table's page for a game without one of its own told a view's ``dealer`` as
    "Seat 1" while the plain words of the same seat in its log said "dealer 0" (found by a
    maintainer's review: the page and the words had a list of seat fields each)."""
    assert PlainWords().text(RoundBegun(0, 1, 2), None) == (
        "Round begun (dealer seat 1, leader seat 2, to_act seat 3)."
    )


def test_plain_words_count_seats_from_1_and_keep_nested_shapes() -> None:
    """A game without words is still told as people read it: a label says what the move does,
    not "P0 hits" counted from 0 (found by a designer writing a fifth game from the docs); a
    field that names a seat counts from 1; a hand per seat stays a hand per seat."""
    words = PlainWords()
    assert words.label(Hit(0)) == "Hit"
    assert words.label(Give(0, 2, 3)) == "Give (target seat 3, amount 3)"
    assert words.label(Give(1, 0, 3)) != words.label(Give(1, 1, 3))
    text = words.text(Dealt(1, (("5h", "10s"), ("4d", "3h"))), 0)
    assert "seat 2" in text
    assert "hands 5h, 10s; 4d, 3h" in text
    assert "seat 1" not in text


@pytest.mark.parametrize(
    ("template", "why"),
    [
        ("{who} bietet {amount", "is not a template"),
        ("{who} } bietet", "is not a template"),
        ("{who:d} bietet", "formats its field {who}"),
        ("{who!r} bietet", "formats its field {who}"),
        ("{} bietet", "fields are names"),
        ("{0} bietet", "fields are names"),
        ("{who.name} bietet", "fields are names"),
        (7, "is a int, not a text"),
    ],
)
def test_a_message_that_is_no_template_is_refused_with_its_id(template: Any, why: str) -> None:
    """A translator's stray brace raised a bare ValueError at the message's first use (and
    from Catalogue.missing), naming no message; now the catalogue is refused when made."""
    with pytest.raises(ConfigError, match=f"the 'de' message 'bid' .*{why}".replace("{", r"\{")):
        Catalogue("de", {**ENGLISH, "bid": template})


def test_a_capital_field_is_its_field_for_missing() -> None:
    """``{Who}`` is ``who`` starting a sentence (``say`` fills it): a translation that puts it
    first is complete, where ``missing`` listed it as a changed field."""
    english = Catalogue("en", {**ENGLISH, "turn": "{whose} turn {turn}."})
    german = Catalogue("de", {**ENGLISH, "turn": "{Whose} Zug (Runde {turn})."})
    assert german.missing(english) == []
    assert Catalogue("de", {**ENGLISH, "turn": "{Whose} Zug."}).missing(english) == [
        "turn lacks {turn}, which the English has"
    ]


@pytest.mark.parametrize(
    ("template", "told"),
    [
        ("{who} kaufte {crad} für {price}.", "bought has {crad}, where the English has {card}"),
        ("{Who} kaufte {card}.", "bought lacks {price}, which the English has"),
        ("{Who} kaufte {card} für {price} {Wann}.", "bought has {Wann}, which the English lacks"),
        (
            "{wer} kaufte {karte} für {price}.",
            "bought has {wer} and {karte}, where the English has {who} and {card}",
        ),
    ],
    ids=["misspelt", "dropped", "added", "renamed"],
)
def test_a_message_with_other_fields_is_told_how_they_differ(template: str, told: str) -> None:
    """A translator's finding: "{who} kaufte {crad} für {price}." was reported as lacking
    "bought", though it is there; now the report names the fields on each side, with the
    messages that are wholly missing still listed by id."""
    from tablegames.ten.words import ENGLISH as TEN
    from tablegames.ten.words import WORDS

    german = {**TEN, "bought": template}
    assert Catalogue("de", german).missing(WORDS.catalogue) == [told]
    del german["bought.nothing"]
    with pytest.raises(ConfigError) as info:
        WORDS.in_language(Catalogue("de", german))
    assert str(info.value) == (
        f"the 'de' catalogue is not a whole translation of these words: {told}; it lacks "
        "bought.nothing (Catalogue.missing lists them all)"
    )


def test_a_you_form_with_a_field_it_is_not_given_is_refused_with_its_message() -> None:
    """A translation's own "you" form of a message (``drew.you``, said in its place to the
    seat that drew) is given the message's fields but the seat's: one written with ``{Who}``
    was taken, and failed the first time the viewer drew, mid-game. Now the translation is
    refused, naming the form; one with the fields it is given is taken."""
    from tablegames.ten.words import ENGLISH as TEN
    from tablegames.ten.words import WORDS

    assert "drew.you" not in TEN
    wrong = Catalogue("de", {**TEN, "drew.you": "{Who} hast {card} gezogen."})
    told = "drew.you has {Who}, which the 'you' form of drew is not given"
    assert wrong.missing(WORDS.catalogue) == [told]
    with pytest.raises(ConfigError) as info:
        WORDS.in_language(wrong)
    assert told in str(info.value)
    right = Catalogue("de", {**TEN, "drew.you": "Du hast {card} gezogen."})
    assert right.missing(WORDS.catalogue) == []
    assert WORDS.in_language(right).catalogue is right


def test_untranslated_lists_what_a_translation_still_has_in_english() -> None:
    """A translator starts from a copy of the English (``missing`` asks for every message),
    after which ``missing`` is blind to what is still English; ``untranslated`` lists it. The
    French Aluette's are words French shares with the English: fields alone, numbers, and
    the cards' own French names."""
    from tablegames.aluette.words import WORDS as ALUETTE
    from tablegames.aluette.words_fr import FRENCH
    from tablegames.ten.words import ENGLISH as TEN
    from tablegames.ten.words import WORDS

    german = Catalogue("de", {**TEN, "drew": "{who} zog {card}: {total}, {currency}."})
    assert german.missing(WORDS.catalogue) == []
    assert german.untranslated(WORDS.catalogue) == [key for key in TEN if key != "drew"]
    shared = FRENCH.catalogue.untranslated(ALUETTE.catalogue)
    assert set(shared) == {
        "list.separator",
        "point.one",  # "{n} point"
        "point.other",
        "event.public",  # "{what}."
        "card.named",  # "{card} ({name})"
        *(f"rank.{number}" for number in range(2, 10)),
        "rank.11",  # "cavalier"
        *(f"name.{name}" for name in ("monsieur", "madame", "borgne", "vache")),
        *(f"name.{name}" for name in ("grand_neuf", "petit_neuf", "deux_de_chene")),
        "name.deux_d_ecrit",
        "signal.card",  # "{name}"
        "signal.aces",
        "legend.card",  # "{short} {name}"
        "svg.index.1",  # "A", the ace's corner
        "svg.index.11",  # "C", the cavalier's
    }


def test_a_translation_words_a_named_seats_possessive() -> None:
    """A server that calls seats by their players' names writes a name's possessive with
    ``seat.named.whose``, a shared message now: a translation without it was taken, and
    its narration said "Hans's Zug" in English; now it is asked for."""
    from tablegames.ten.words import ENGLISH as TEN
    from tablegames.ten.words import WORDS

    assert ENGLISH["seat.named.whose"] == TEN["seat.named.whose"] == "{name}'s"
    german = {key: text for key, text in TEN.items() if key != "seat.named.whose"}
    assert Catalogue("de", german).missing(WORDS.catalogue) == ["seat.named.whose"]


@pytest.mark.parametrize("game", ["aluette", "saboteur", "ten"])
def test_in_language_takes_only_a_whole_translation(game: str) -> None:
    """It took anything (another game's catalogue, an empty one, a dict) and failed at the
    first text, naming a message of the new catalogue only."""
    words = tablegames.GAMES[game].words
    with pytest.raises(ConfigError, match="not a whole translation of these words"):
        words.in_language(Catalogue("de", {}))
    other = "ten" if game != "ten" else "aluette"
    with pytest.raises(ConfigError, match=r"lacks .* more \(Catalogue.missing lists them all\)"):
        words.in_language(tablegames.GAMES[other].words.catalogue)
    with pytest.raises(ConfigError, match="a Catalogue of the game's message ids, not a dict"):
        words.in_language({"label.draw": "Ziehen"})
    whole = Catalogue("de", dict(words.catalogue.messages))
    assert words.in_language(whole).catalogue is whole


def test_words_in_one_translation_take_another_or_the_english_again() -> None:
    """A translation may hold messages English lacks (French's ``seat.named.whose.vowel``): words
    in French refused the game's own English catalogue, checked against the French one."""
    from tablegames.aluette.words import ENGLISH as ALUETTE
    from tablegames.aluette.words_fr import FRENCH, MESSAGES

    english = Catalogue("en", ALUETTE)
    again = FRENCH.in_language(english)
    assert again.catalogue is english
    assert again.in_language(FRENCH.catalogue).catalogue is FRENCH.catalogue
    assert set(MESSAGES) - set(ALUETTE)  # French's own forms, which English lacks


def _polish(number: int) -> str:
    if number == 1:
        return "one"
    if number % 10 in (2, 3, 4) and number % 100 not in (12, 13, 14):
        return "few"
    return "many"


def test_missing_asks_each_counted_noun_in_the_languages_own_plural_forms() -> None:
    """A translator's finding: a Polish catalogue (forms one, few, many) was reported
    complete without ``card.few``, and ``count(3, "card")`` failed at its first use."""
    english = Catalogue("en", ENGLISH)
    messages = {**ENGLISH, "card.one": "{n} karta", "card.many": "{n} kart"}
    forms = ("one", "few", "many")
    polish = Catalogue("pl", messages, _polish, forms)
    lacks = polish.missing(english)
    assert "card.few" in lacks
    assert "card.other" not in lacks  # Polish has no such form
    assert "point.few" in lacks
    assert "point.many" in lacks
    whole = {
        **messages,
        **{
            f"{key[:-6]}.{form}": ENGLISH[key]
            for key in ENGLISH
            if key.endswith(".other")
            for form in forms
        },
    }
    whole.update({"card.few": "{n} karty", "card.one": "{n} karta", "card.many": "{n} kart"})
    polish = Catalogue("pl", whole, _polish, forms)
    assert polish.missing(english) == []
    assert [polish.count(n, "card") for n in (1, 3, 5, 22)] == [
        "1 karta",
        "3 karty",
        "5 kart",
        "22 karty",
    ]
    words = tablegames.GAMES["ten"].words
    with pytest.raises(ConfigError, match="not a whole translation"):
        words.in_language(Catalogue("pl", {**words.catalogue.messages}, _polish, forms))


def test_a_plural_rule_giving_a_form_not_listed_is_refused() -> None:
    """A translator's finding: ``Catalogue("pl", messages, polish_rule)`` kept the default
    forms ("one", "other"), passed ``translation()`` and failed at the end of a game with "no
    message 'point.many'". The rule is now asked for 0 to 199 when the catalogue is made, and
    the error names a form it gives that is not listed, with a number that gives it."""
    with pytest.raises(ConfigError) as info:
        Catalogue("pl", ENGLISH, _polish)
    assert str(info.value) == (
        "the 'pl' catalogue's plural rule gives the form 'many' (for 0), which is not among "
        "its plural_forms ('one', 'other'): list it there, and write each counted noun's "
        "message in it (point.many)"
    )
    with pytest.raises(ConfigError, match=r"the form 'few' \(for 2\)"):
        Catalogue("pl", ENGLISH, _polish, ("one", "many"))
    # Made with its forms, the same rule is taken (and a list may hold a form more).
    assert Catalogue("pl", ENGLISH, _polish, ("one", "few", "many")).plural is _polish
    assert Catalogue("en", ENGLISH, plural_forms=("zero", "one", "other")).count(2, "card")


def test_a_plural_rule_that_cannot_be_hashed_is_checked_every_time() -> None:
    """The rules found sound are remembered, but a rule object that cannot be hashed (one
    with ``__eq__`` and no ``__hash__``) is not: it is asked again for each catalogue, and a
    wrong one is refused as a function is."""

    class Rule:
        def __init__(self, many: bool) -> None:
            self.many = many
            self.asked = 0

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Rule) and other.many == self.many

        def __call__(self, number: int) -> str:
            self.asked += 1
            return "many" if self.many and number > 4 else "one" if number == 1 else "other"

    sound = Rule(many=False)
    Catalogue("xx", ENGLISH, sound)
    Catalogue("xx", ENGLISH, sound)
    assert sound.asked == 400
    with pytest.raises(ConfigError, match=r"the form 'many' \(for 5\)"):
        Catalogue("xx", ENGLISH, Rule(many=True))


# -- the shared French words ----------------------------------------------------------------------


def _plain_result(catalogue: Catalogue, winners: tuple[int, ...], viewer: int | None) -> str:
    words = PlainWords(
        catalogue=catalogue, scores=lambda obj: (3, 5, 5), winners=lambda obj: winners
    ).in_language(catalogue)
    return words.result(object(), viewer)


def test_the_shared_french_words_translate_every_shared_message() -> None:
    """``FRENCH`` is a whole translation of the shared words, each message its own words."""
    french = Catalogue("fr", FRENCH, french_plural)
    assert french.missing(Catalogue("en", ENGLISH)) == []
    same = ["list.separator", "point.one", "point.other", "event.public"]  # French as English
    assert french.untranslated(Catalogue("en", ENGLISH)) == same


def test_a_winner_reading_the_result_is_told_in_its_own_form() -> None:
    """A French verb agrees with "vous": the winner reads "Vous avez gagné.", not "Vous a
    gagné." (``result.winner.you``, said by ``Catalogue.act``)."""
    french = Catalogue("fr", FRENCH, french_plural)
    assert _plain_result(french, (1,), 1).endswith(" Vous avez gagné.")
    assert _plain_result(french, (1,), 0).endswith(" Le joueur 2 a gagné.")
    assert _plain_result(french, (1,), None).endswith(" Le joueur 2 a gagné.")
    english = Catalogue("en", ENGLISH)
    assert _plain_result(english, (1,), 1).endswith(" You won.")
    assert _plain_result(english, (1,), 0).endswith(" Seat 2 won.")


def test_a_shared_win_reads_right_to_a_winner_and_to_others() -> None:
    """A shared win names the reader among the winners without a verb that would agree with
    the seats in French; the English starts its sentence with them."""
    french = Catalogue("fr", FRENCH, french_plural)
    assert _plain_result(french, (1, 2), 2).endswith(
        " Victoire partagée entre vous et le joueur 2."
    )
    assert _plain_result(french, (1, 2), None).endswith(
        " Victoire partagée entre les joueurs 2 et 3."
    )
    english = Catalogue("en", ENGLISH)
    assert _plain_result(english, (1, 2), 2).endswith(" You and seat 2 share the win.")
    assert _plain_result(english, (1, 2), None).endswith(" Seats 2 and 3 share the win.")


def test_act_says_the_you_form_only_to_its_seat() -> None:
    """``Catalogue.act``: the ``.you`` form for the viewer where there is one, else the
    message with the seat as ``who``, as a sentence."""
    catalogue = Catalogue("en", {**ENGLISH, "drew": "{who} drew.", "drew.you": "You drew it."})
    assert catalogue.act("drew", 0, viewer=0) == "You drew it."
    assert catalogue.act("drew", 0, viewer=1) == "Seat 1 drew."
    assert catalogue.act("result.winner", 0, viewer=0) == "You won."  # no .you form: who


def test_a_shared_win_starts_its_sentence_with_a_capital_however_the_seats_are_written() -> None:
    """A catalogue written before the shared English said ``{Who}`` (``"{who} partagent la
    victoire."``, as Aluette's French had it) still starts the result's sentence with a
    capital: the seats' list is no longer capitalised before it is filled in."""
    older = Catalogue(
        "fr",
        {**FRENCH, "result.winners": "{who} partagent la victoire."},
        french_plural,
    )
    assert _plain_result(older, (1, 2), None).endswith(" Les joueurs 2 et 3 partagent la victoire.")
    assert _plain_result(older, (1, 2), 1).endswith(" Vous et le joueur 3 partagent la victoire.")
