"""Aluette's picture in French (``to_svg(obj, language="fr")``): every word French, the same
picture otherwise, and French that fits where the English did.

The English words of the picture are the ``svg.*`` messages of
:data:`tablegames.aluette.words.ENGLISH` and those it shares with the game's other words
(seats, counts, card ranks and suits, teams, the title and the last move's tag); the French
ones are those of :data:`tablegames.aluette.words_fr.MESSAGES`.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from functools import cache
from typing import Any

import tablegames
from tablegames.aluette.game import GAME
from tablegames.aluette.words import ENGLISH
from tablegames.aluette.words_fr import FRENCH, MESSAGES
from tablegames.core.svg import can_draw_words, legibility_problems, svg_problems
from tablegames.core.words import FRENCH as SHARED
from tests.svg import helpers
from tests.svg.helpers import SVG, parse

#: Players' names that are no word of either catalogue.
NAMES = ("Zoé", "Kim", "Léa", "Tom")
#: The English messages the picture says: its own, and those it shares with the game's other
#: words (seats, lists, counts, ranks and suits, teams, the title and the tag).
_PICTURE_PREFIXES = (
    *("svg.", "seat", "list.", "card.", "point.", "trick.one", "trick.other", "rank.", "suit."),
    *("table.team", "table.deal", "picture.", "gesture."),
)
PICTURE_IDS = tuple(key for key in ENGLISH if key.startswith(_PICTURE_PREFIXES))
_WORD = re.compile(r"[^\W\d_]{2,}")
_FIELD = re.compile(r"\{[^}]*\}")


@cache
def english_only() -> frozenset[str]:
    """The words of the picture's English messages that no French message has ("seat",
    "trick", "won"), which a French picture therefore never writes."""
    english = {w for key in PICTURE_IDS for w in _WORD.findall(_FIELD.sub(" ", ENGLISH[key]))}
    # The terminal's legend quotes the commands one types, which stay English.
    french = {
        w
        for key, text in MESSAGES.items()
        if key != "legend"
        for w in _WORD.findall(_FIELD.sub(" ", text))
    }
    return frozenset(english - french - {"Aluette"})


def english_in(words: str) -> set[str]:
    return set(_WORD.findall(words)) & english_only()


@cache
def positions() -> tuple[Any, ...]:
    """Random positions over whole games, their ends included."""
    found = helpers.positions("aluette", 40, seed=5)
    assert any(tablegames.is_over(state) for state in found)
    return tuple(found)


def views(state: Any) -> Iterator[Any]:
    """The whole state, each seat's view and a spectator's."""
    yield state
    yield from (tablegames.view(state, seat) for seat in range(state.players))
    yield tablegames.view(state, None)


def pictures() -> Iterator[tuple[str, str]]:
    """English and French pictures of the same things: every view of every position, with
    and without the last move's mark, with and without the players' names."""
    for number, state in enumerate(positions()):
        for obj in views(state):
            last_move = number % 2 == 0
            names = NAMES if number % 3 == 0 else None
            yield (
                tablegames.to_svg(obj, last_move=last_move, names=names),
                tablegames.to_svg(obj, last_move=last_move, names=names, language="fr"),
            )


def said(element: ElementTree.Element) -> str:
    return "".join(element.itertext())


def test_aluette_draws_in_its_other_language() -> None:
    assert can_draw_words(tablegames.GAMES["aluette"])


def test_a_french_picture_says_no_english_word() -> None:
    """Every text, title and the description of a French picture is free of the words only
    the English picture says."""
    assert {"seat", "trick", "won", "spoiled", "dealer", "last", "move"} <= english_only()
    for _, french in pictures():
        for element in parse(french).iter():
            if element.tag in (f"{SVG}text", f"{SVG}title", f"{SVG}desc"):
                assert not english_in(said(element)), said(element)


def test_each_english_word_of_the_picture_has_its_french() -> None:
    """Where the English picture writes English (a text, a title), the French one writes
    French, element by element (the lines of a wrapped text as one); what is no word (a
    number, a card's index, a letter) or the same in both languages ("Points", "Monsieur",
    "mordienne") may stay."""
    words = 0
    for english, french in pictures():
        for ours, theirs in _paired(parse(english), parse(french)):
            if english_in(ours):
                words += 1
                assert theirs != ours, ours
                assert not english_in(theirs), (ours, theirs)
    assert words > 10_000


def _paired(english: ElementTree.Element, french: ElementTree.Element) -> Iterator[tuple[str, str]]:
    """The words of the same texts and titles of two pictures of the same shape, a run of
    lines (a wrapped text, which may take more lines in French) as one."""
    if english.tag in (f"{SVG}text", f"{SVG}title", f"{SVG}desc"):
        yield said(english), said(french)
        return
    for ours, theirs in zip(_grouped(english), _grouped(french), strict=True):
        if len(ours) == 1 and len(theirs) == 1 and not _line(ours[0]):
            yield from _paired(ours[0], theirs[0])
        else:
            yield " ".join(map(said, ours)), " ".join(map(said, theirs))


def _grouped(parent: ElementTree.Element) -> list[list[ElementTree.Element]]:
    """``parent``'s children, a run of bare lines (``<text>`` or ``<tspan>`` siblings: the
    lines of a wrapped text, which French may set in more or fewer lines) in one group."""
    groups: list[list[ElementTree.Element]] = []
    for child in parent:
        last = groups[-1][-1] if groups else None
        if last is not None and _line(child) and _line(last):
            groups[-1].append(child)
        else:
            groups.append([child])
    return groups


def _bare(element: ElementTree.Element) -> bool:
    return not any(name in ("id", "class") or name.startswith("data-") for name in element.attrib)


def _line(element: ElementTree.Element) -> bool:
    return element.tag in (f"{SVG}text", f"{SVG}tspan") and _bare(element)


def _shape(element: ElementTree.Element) -> tuple[object, ...]:
    """What a page and a reader find of an element: its tag, id, classes and data, and its
    children's shapes, a run of bare lines counted as one with what it holds that a page
    finds (a player's name), however many lines it takes."""
    attributes = tuple(
        sorted(
            (name, value)
            for name, value in element.attrib.items()
            if name in ("id", "class") or name.startswith("data-")
        )
    )
    children: list[tuple[object, ...]] = []
    for group in _grouped(element):
        if _line(group[0]):
            found = [_shape(inner) for line in group for inner in line.iter() if not _bare(inner)]
            children.append(("lines", tuple(found)))
        else:
            children.append(_shape(group[0]))
    return (element.tag, attributes, tuple(children))


def test_a_french_picture_has_the_english_ones_shape() -> None:
    """Nothing hidden is shown, nothing is left out: the French picture of a view has the
    same elements as the English one (tags, ids, classes, data attributes, in order), only
    its words (and the lines a wrapped text takes) differ."""
    for english, french in pictures():
        assert _shape(parse(french)) == _shape(parse(english))


def test_french_pictures_are_well_formed_and_legible() -> None:
    for _, french in pictures():
        assert svg_problems(french) == []
        assert legibility_problems(french) == []


def test_a_french_picture_says_its_language_and_an_english_one_none() -> None:
    """The root's lang is the words' language; the English default writes none, and the
    English words passed to the game's drawing write the same picture with lang="en"."""
    game = GAME
    for state in positions()[:12]:
        for obj in views(state):
            english = tablegames.to_svg(obj, last_move=True, names=NAMES)
            french = tablegames.to_svg(obj, last_move=True, names=NAMES, language="fr")
            assert " lang=" not in english
            assert parse(french).get("lang") == "fr"
            told = game.drawing(obj, last_move=True, names=NAMES, words=game.words)
            assert told.replace(' lang="en"', "", 1) == english
            assert parse(told).get("lang") == "en"


def test_the_title_and_description_are_the_french_tables() -> None:
    state = positions()[3]
    view = tablegames.view(state, 0)
    root = parse(tablegames.to_svg(view, language="fr"))
    description = root.find(f"{SVG}desc")
    title = root.find(f"{SVG}title")
    assert description is not None
    assert title is not None
    assert said(description) == FRENCH.picture(view, {})
    assert said(title).startswith("Aluette, donne ")
    assert said(title).endswith(" (vue du joueur 1)")


def test_the_last_move_is_tagged_and_told_in_french() -> None:
    """The mark of the card last played: its tag is the shared "dernier coup", its title says
    who played which card, "vous" with its own verb for the viewer."""
    told = 0
    for state in positions():
        for obj in views(state):
            root = parse(tablegames.to_svg(obj, last_move=True, language="fr"))
            for mark in helpers.with_class(root, "tg-last-move"):
                title = mark.find(f"{SVG}title")
                assert title is not None
                assert said(title).startswith("dernier coup\u00a0: ")
                seat = int(mark.get("data-seat", "-1"))
                you = getattr(obj, "player", None) == seat
                assert (" vous avez joué " in said(title)) is you
                assert "dernier coup" in helpers.texts(mark)
                told += 1
    assert told > 20


def test_french_is_typeset_with_a_no_break_space_before_its_double_signs() -> None:
    """French typography: a no-break space before ":", ";", "?" and "!", in every message of
    Aluette's own French (a line is then never wrapped before the sign), so that the events,
    the labels, the table and the picture agree with the command line and the web page."""
    own = {key: text for key, text in MESSAGES.items() if SHARED.get(key) != text}
    assert len(own) > 250
    for key, text in own.items():
        for found in re.finditer(r"[:;?!]", text):
            before = text[found.start() - 1] if found.start() else ""
            assert before == "\u00a0", (key, text)


def test_a_french_court_cards_corners_are_french_letters() -> None:
    """The valet, the cavalier and the roi are lettered V, C, R in French (J, C, K in
    English): the French picture drew an English J over "valet" and K over "roi"."""
    from tablegames.aluette import parse_card
    from tablegames.aluette.svg import card
    from tablegames.core.svg import SVG_NS

    for name, english, french in (("jack", "J", "V"), ("cavalier", "C", "C"), ("king", "K", "R")):
        shown = parse_card(f"{name} of cups")
        corners = {}
        for language, words in (("en", None), ("fr", FRENCH)):
            drawn = f'<svg xmlns="{SVG_NS}">{card(shown, 0, 0, 80, words=words)}</svg>'
            texts = ElementTree.fromstring(drawn).iter(f"{{{SVG_NS}}}text")
            corners[language] = [node.text for node in texts if node.text and len(node.text) == 1]
        assert english in corners["en"], corners
        assert french in corners["fr"], corners
        assert english == french or english not in corners["fr"], corners
