"""A game declares its translations (``Game.translations``) and gives its words in one of them
(``Game.words_in``): imported when asked for, checked, and refused in words that name the game
and the languages it speaks."""

from __future__ import annotations

import re
import subprocess
import sys
from typing import Any

import attrs
import pytest

import tablegames
from tablegames import Game
from tablegames.aluette.words_fr import FRENCH
from tablegames.core.errors import ConfigError
from tablegames.core.game import hook, is_language_tag
from tablegames.core.registry import register
from tablegames.core.words import ENGLISH, Catalogue, PlainWords, french_plural
from tablegames.testing import ConformanceError, check_game
from tests.core.toy import make_toy
from tests.games import BUILT_IN, INSTALLED

#: The shared words in French: what a game told in plain words (PlainWords) translates.
PLAIN_FRENCH = Catalogue(
    "fr",
    {
        **ENGLISH,
        "seat": "le joueur {number}",
        "seat.you": "vous",
        "event": "{who} : {what}.",
        "result.nobody": "Personne n'a gagné.",
    },
)
#: The same words, tagged as another language than the one they are declared for.
TAGGED_GERMAN = attrs.evolve(PLAIN_FRENCH, language="de")
#: A translation that has not got far.
UNFINISHED = Catalogue("fr", {"seat": "le joueur {number}"})
#: Neither a catalogue nor words.
NOT_WORDS = "le joueur {number}"

#: Aluette's French without the words of the terminal's table (``table.*``), as a translation
#: written before the table's words joined Aluette's catalogue is.
FRENCH_WITHOUT_THE_TABLE = Catalogue(
    "fr",
    {key: text for key, text in FRENCH.catalogue.messages.items() if not key.startswith("table.")},
    french_plural,
)

HERE = __name__


def translated(name: str, where: str) -> Any:
    """A toy game named ``name``, a subclass of :class:`tablegames.Game`, whose French is at
    ``where``."""
    base = type(make_toy(name))
    members = {"name": name, "translations": {"fr": where}}
    return type(f"Toy_{name}", (base, Game), members)()


def test_aluette_declares_french_and_imports_it_only_when_asked() -> None:
    """The translation's module is not imported by the registry, nor by reading the
    declaration: only words_in("fr") imports it."""
    script = (
        "import sys, tablegames\n"
        "game = tablegames.GAMES['aluette']\n"
        "print(dict(game.translations), 'tablegames.aluette.words_fr' in sys.modules)\n"
        "words = game.words_in('fr')\n"
        "print(words.catalogue.language, 'tablegames.aluette.words_fr' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert done.stdout.splitlines() == [
        "{'fr': 'tablegames.aluette.words_fr:FRENCH'} False",
        "fr True",
    ]


def test_aluette_in_french_is_its_french_words_in_any_case() -> None:
    game = tablegames.GAMES["aluette"]
    assert game.words_in("fr") is FRENCH
    assert game.words_in("FR") is FRENCH


@pytest.mark.parametrize("name", BUILT_IN)
def test_english_is_always_spoken_and_is_the_games_own_words(name: str) -> None:
    game = tablegames.GAMES[name]
    assert game.words_in("en") is game.words
    assert game.words_in("EN") is game.words


@pytest.mark.parametrize("name", INSTALLED)
def test_a_game_lists_the_languages_it_speaks_its_own_first(name: str) -> None:
    """``Game.languages``: the own words' language first, then the declared tags, sorted;
    each one ``words_in`` gives words in, their catalogue in that language."""
    game = tablegames.GAMES[name]
    languages = game.languages
    own = game.words.catalogue.language
    assert languages == (own, *sorted(tag for tag in game.translations if tag != own))
    assert languages == hook(game, "languages")
    for tag in languages:
        assert is_language_tag(tag)
        assert game.words_in(tag).catalogue.language == tag


def test_the_built_in_games_languages() -> None:
    languages = {name: tablegames.GAMES[name].languages for name in BUILT_IN}
    assert languages == {"aluette": ("en", "fr"), "saboteur": ("en", "fr"), "ten": ("en", "fr")}


def test_the_languages_are_read_without_importing_a_translation() -> None:
    """A game lists a translation it declares without importing it, even a broken one (the
    kit and ``words_in`` refuse it when it is asked for), as ``words_in``'s refusals list
    them; a game written as a plain class has them through the hook."""
    toy = translated("toy_languages", "no_such_module_of_tablegames:WORDS")
    assert toy.languages == ("en", "fr")
    with pytest.raises(ConfigError, match=r"^toy_languages speaks en, fr, not 'de'$"):
        toy.words_in("de")
    assert hook(make_toy("toy_plain_languages"), "languages") == ("en",)


@pytest.mark.parametrize(
    "text", ["fr", "FR", "pt-BR", "zh-Hant", "sr-Latn-RS", "fr_FR", "", "français", "f", "fr-"]
)
def test_a_language_tag_is_what_words_in_takes_as_one(text: str) -> None:
    """``is_language_tag`` is the one test of a tag's shape: ``words_in`` refuses a text as
    no tag exactly where it says no."""
    try:
        tablegames.GAMES["aluette"].words_in(text)
        refused = ""
    except ConfigError as error:
        refused = str(error)
    assert is_language_tag(text) == ("is not a language tag" not in refused)
    assert is_language_tag(text) == (text in ("fr", "FR", "pt-BR", "zh-Hant", "sr-Latn-RS"))
    assert not is_language_tag(3)


def test_english_is_spoken_by_a_game_without_translations_nor_the_game_base() -> None:
    """A game written as a plain class (not a subclass of Game) has the hook's default."""
    toy = make_toy("toy_plain_english")
    words = hook(toy, "words_in")("en")
    assert isinstance(words, PlainWords)
    assert words == hook(toy, "words")
    with pytest.raises(ConfigError, match=r"^toy_plain_english speaks en, not 'fr'$"):
        hook(toy, "words_in")("fr")


def test_a_language_the_game_does_not_speak_is_refused_with_those_it_does() -> None:
    speaks = ", ".join(tablegames.GAMES["ten"].languages)
    with pytest.raises(ConfigError, match=rf"^ten speaks {speaks}, not 'de'$"):
        tablegames.GAMES["ten"].words_in("de")
    with pytest.raises(ConfigError, match=r"^aluette speaks en, fr, not 'de'$"):
        tablegames.GAMES["aluette"].words_in("de")


def test_the_refusal_lists_the_languages_words_in_decides_from() -> None:
    """``languages`` is no hook: a game that overrides it anyway is refused a language by its
    words and translations, and told those, not "speaks en, de, not 'de'"."""
    game = translated("toy_claims_german", "nowhere:FRENCH")
    lying = type("Lying", (type(game),), {"languages": ("en", "de")})()
    with pytest.raises(ConfigError, match=r"^toy_claims_german speaks en, fr, not 'de'$"):
        lying.words_in("de")


@pytest.mark.parametrize("text", ["fr_FR", "", "français", "f", "fr-", "en fr"])
def test_a_text_that_is_not_a_language_tag_is_refused_with_the_languages_spoken(
    text: str,
) -> None:
    with pytest.raises(ConfigError) as caught:
        tablegames.GAMES["aluette"].words_in(text)
    assert str(caught.value) == (
        f"{text!r} is not a language tag (such as fr or pt-BR); aluette speaks en, fr"
    )


def test_a_language_that_is_not_a_text_is_refused() -> None:
    with pytest.raises(ConfigError, match=r"^a language is a tag such as fr, not 3$"):
        tablegames.GAMES["aluette"].words_in(3)  # type: ignore[arg-type]


def test_a_catalogue_translates_a_game_told_in_plain_words() -> None:
    """A game without words of its own declares a translated Catalogue: words_in makes it into
    the game's words, the game's picture and scores kept."""
    toy = translated("toy_plain_french", f"{HERE}:PLAIN_FRENCH")
    words = toy.words_in("fr")
    assert isinstance(words, PlainWords)
    assert words.catalogue is PLAIN_FRENCH
    assert words == attrs.evolve(toy.words, catalogue=PLAIN_FRENCH)
    state = toy.new_game(2, 1, toy.options_type())
    assert words.picture(state, {}) == toy.render(state)
    assert words.text(state.events[1], None).startswith("Le joueur 2 : hand dealt (")
    assert words.text(state.events[1], 1).startswith("Vous : hand dealt (")


@pytest.mark.parametrize(
    ("where", "problem"),
    [
        ("no_such_module_of_tablegames:WORDS", "which cannot be imported: No module named"),
        (f"{HERE}:NOWHERE", f"but '{HERE}' has no 'NOWHERE'"),
        ("not a path", "which is not a module:NAME path"),
        (f"{HERE}:NOT_WORDS", "of type str, which is neither a Catalogue nor words of the "),
        ("tablegames.aluette.words_fr:FRENCH", "of type AluetteWords, which is neither"),
        (f"{HERE}:TAGGED_GERMAN", "whose catalogue is in 'de'"),
        (f"{HERE}:UNFINISHED", "is not a whole translation of these words: it lacks seat.you"),
    ],
)
def test_a_broken_translation_is_refused_naming_the_game_and_where_it_is(
    where: str, problem: str
) -> None:
    toy = translated("toy_broken_french", where)
    with pytest.raises(ConfigError) as caught:
        toy.words_in("fr")
    message = str(caught.value)
    assert message.startswith(
        f"the game 'toy_broken_french' declares its 'fr' words at {where!r}"
    ), message
    assert problem in message, message
    assert toy.words_in("en") == toy.words  # its own words are still spoken


def test_a_translation_lacking_the_tables_words_fails_the_kit() -> None:
    """The table's words are messages of Aluette's catalogue like the others (the table stayed
    English in every language): a translation without them is refused by words_in, so the
    kit's check of the declared translations fails, naming what it lacks."""
    aluette = tablegames.GAMES["aluette"]
    members = {"translations": {"fr": f"{HERE}:FRENCH_WITHOUT_THE_TABLE"}}
    lacking = type("AluetteWithoutTableWords", (type(aluette),), members)()
    with pytest.raises(ConfigError, match=r"it lacks table\.title, table\.deal, "):
        lacking.words_in("fr")
    register(lacking, replace=True)  # the kit checks a game in the registry's place
    try:
        with pytest.raises(ConformanceError, match=r"translation 'fr' cannot be used: ") as info:
            check_game(lacking, seeds=[0], players=4)
        assert info.value.kind == "words"
        assert "table.title" in str(info.value)
    finally:
        register(aluette, replace=True)
    assert tablegames.GAMES["aluette"] is aluette


#: Crazy Eights' words as a translation (tagged French) with a copy-paste slip: the spades
#: are called by the clubs' word, so the eight naming spades reads as the eight naming clubs.
_CRAZY_EIGHTS = tablegames.GAMES["crazyeights"].words.catalogue
SPADES_CALLED_CLUBS = attrs.evolve(
    _CRAZY_EIGHTS,
    language="fr",
    messages={**_CRAZY_EIGHTS.messages, "suit.spades": _CRAZY_EIGHTS.messages["suit.clubs"]},
)
#: The same words, but drawing a card has an empty label.
DRAW_UNSAID = attrs.evolve(
    _CRAZY_EIGHTS, language="fr", messages={**_CRAZY_EIGHTS.messages, "label.draw": ""}
)

#: The same words, wording the refusal of a misspelt code (no_mach), which nothing raises, and
#: two it can: one of Crazy Eights' own and a kernel check every game makes.
MISSPELT_REFUSAL = attrs.evolve(
    _CRAZY_EIGHTS,
    language="fr",
    messages={
        **_CRAZY_EIGHTS.messages,
        "refusal.crazyeights.card.not_in_hand": "Vous n'avez pas cette carte.",
        "refusal.turn.not_yours": "Ce n'est pas à vous de jouer.",
        "refusal.crazyeights.card.no_mach": "Cette carte ne va pas sur la défausse.",
    },
)


class _Silent(type(tablegames.GAMES["crazyeights"].words)):  # type: ignore[misc]
    """Crazy Eights' words that tell no event: a translation of the game's own words' class
    (a subclass is one) whose texts are all empty."""

    def text(self, event: Any, viewer: int | None) -> str:
        return ""


#: Crazy Eights' words in a French that tells no event.
SILENT = _Silent(catalogue=attrs.evolve(_CRAZY_EIGHTS, language="fr"))


def _crazy_eights_speaking(where: str) -> Any:
    """Crazy Eights, its French at ``where``, registered in the game's place (the kit checks
    a game in the registry's place): register ``tablegames.GAMES["crazyeights"]`` back after."""
    crazyeights = tablegames.GAMES["crazyeights"]
    members = {"translations": {"fr": where}}
    game = type("CrazyEightsInAFrench", (type(crazyeights),), members)()
    register(game, replace=True)
    return game


@pytest.mark.parametrize(
    ("where", "problem"),
    [
        (
            f"{HERE}:SPADES_CALLED_CLUBS",
            r"in the game's translation 'fr', the labels of player \d's legal moves are not "
            r"each their own: P\d plays the 8 of (\w+) and names (spades|clubs) and P\d plays "
            r"the 8 of \1 and names (spades|clubs) share the label 'Play the 8 of \1 and name "
            r"clubs'",
        ),
        (
            f"{HERE}:DRAW_UNSAID",
            r"in the game's translation 'fr', the labels of player \d's legal moves are not "
            r"each their own: P\d draws: empty label",
        ),
        (
            f"{HERE}:SILENT",
            r"the text of \w+ for (player \d|a spectator) in the game's translation 'fr' is "
            r"empty, where the game's own words say [\"']Round 1: ",
        ),
    ],
)
def test_a_translation_is_held_to_the_labels_and_texts_promises(where: str, problem: str) -> None:
    """A translation made whole (every message, every field) may still give two legal moves
    one label, or none, or an event no text where the game's own words tell one: the kit
    checks the labels and texts it checks in the game's words in each translation the game
    declares, on the same states, and names the language, the position and the moves. It
    checked a translation's ids and fields only, and passed these."""
    crazyeights = tablegames.GAMES["crazyeights"]
    game = _crazy_eights_speaking(where)
    try:
        with pytest.raises(ConformanceError) as info:
            check_game(game, seeds=range(3), players=2, every=1, draw_every=1)
    finally:
        register(crazyeights, replace=True)
    assert tablegames.GAMES["crazyeights"] is crazyeights
    assert info.value.kind == "words"
    message = str(info.value)
    assert re.match(r"crazyeights: seed=\d players=2 after \d+ moves: ", message), message
    assert re.search(problem, message), message


def test_aluettes_french_passes_the_kit_its_labels_and_texts_checked() -> None:
    """Aluette's French gives every position's legal moves labels of their own and tells
    every event: the kit passes it, having asked for its labels, texts and results."""
    aluette = tablegames.GAMES["aluette"]
    asked: list[str] = []
    words_class = type(FRENCH)
    originals = {name: getattr(words_class, name) for name in ("label", "text", "result")}

    def counted(name: str) -> Any:
        def method(self: Any, *args: Any) -> Any:
            if self.catalogue.language == "fr":
                asked.append(name)
            return originals[name](self, *args)

        return method

    with pytest.MonkeyPatch.context() as patch:
        for name in originals:
            patch.setattr(words_class, name, counted(name))
        report = check_game(aluette, seeds=range(2), players=4, draw_every=1)
    assert report.games == 2
    assert {"label", "text", "result"} <= set(asked)


def test_a_translation_wording_a_refusal_nothing_raises_fails_the_kit() -> None:
    """A translation's ``refusal.<code>`` of a code the game's moves are never refused with
    (misspelt) would never be said (``Catalogue.refusal`` finds it by the code): the kit
    names it, and not the ids of codes the game raises or kernel checks."""
    crazyeights = tablegames.GAMES["crazyeights"]
    game = _crazy_eights_speaking(f"{HERE}:MISSPELT_REFUSAL")
    try:
        with pytest.raises(ConformanceError) as info:
            check_game(game, seeds=[0], players=2)
    finally:
        register(crazyeights, replace=True)
    assert info.value.kind == "words"
    message = str(info.value)
    assert "never refused with: refusal.crazyeights.card.no_mach (" in message, message
