"""Saboteur's picture in French (``to_svg(..., language="fr")``): every word French, the same
parts as the English picture, well-formed and legible; the English the same bytes as before.
"""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from typing import Any

import pytest

import tablegames
from tablegames.core.svg import HIGHLIGHT, legibility_problems, svg_problems
from tablegames.saboteur import BreakTool, Card, RepairTool, Tool
from tablegames.saboteur.svg import draw
from tablegames.saboteur.words import ENGLISH, WORDS
from tablegames.saboteur.words_fr import FRENCH
from tests.saboteur.helpers import arrange, play
from tests.saboteur.test_words_fr import ENGLISH_WORDS
from tests.svg import helpers
from tests.svg.helpers import SVG

NAMES = ("Zoé", "Élodie", None, "Ana", "Léa", "Noé", "Inès", "Théo", "Luc", "Maëlle")
#: The parts whose words differ between the languages: texts, and wrapped, in more or fewer.
WORDED = frozenset(f"{SVG}{tag}" for tag in ("text", "tspan", "desc"))


def _views(state: Any) -> Iterator[tuple[str, Any]]:
    """The state, each seat's view and a spectator's."""
    yield "state", state
    for seat in range(state.players):
        yield f"seat {seat}", tablegames.view(state, seat)
    yield "spectator", tablegames.view(state, None)


def _pictures(count: int, seed: int) -> Iterator[tuple[str, str, str]]:
    """Pairs of pictures, English and French, over random games (their ends among them): each
    view, with the last move marked and the seats named, and without."""
    for number, state in enumerate(helpers.positions("saboteur", count, seed)):
        names = NAMES[: state.players]
        for who, seen in _views(state):
            for marked, named in ((False, None), (True, names)):
                where = f"position {number}, {who}, last_move={marked}, names={bool(named)}"
                english = tablegames.to_svg(seen, last_move=marked, names=named)
                french = tablegames.to_svg(seen, last_move=marked, names=named, language="fr")
                yield where, english, french


@pytest.fixture(scope="module")
def pictures() -> list[tuple[str, str, str]]:
    return list(_pictures(30, 5))


def _said(root: ElementTree.Element) -> list[str]:
    """Every text and title of a picture, in order."""
    return [
        "".join(e.itertext())
        for e in root.iter()
        if e.tag in (f"{SVG}text", f"{SVG}title") and "".join(e.itertext()).strip()
    ]


def _fragments(template: str) -> list[str]:
    """The words of an English message between its fields, as a picture shows them: those of
    two words or more (a single word, "gold", may be a card's name in both languages)."""
    pieces = [literal.strip(" :;,.()·") for literal, *_ in string.Formatter().parse(template)]
    return [piece for piece in pieces if " " in piece]


#: The English the picture's own messages write, which no French picture may hold.
SVG_ENGLISH = sorted(
    {
        piece
        for key, template in ENGLISH.items()
        if key.startswith("svg.")
        for piece in _fragments(template)
    }
)


def test_the_english_fragments_are_many() -> None:
    """The check below looks for something: most of the picture's messages have words."""
    assert len(SVG_ENGLISH) > 40, SVG_ENGLISH


def test_a_french_picture_holds_no_english(pictures: list[tuple[str, str, str]]) -> None:
    """No words of the picture's English messages, nor English words, in any text or title
    of a French picture (every view, the last move marked, the seats named, games ended)."""
    assert len(pictures) > 200
    for where, _, french in pictures:
        root = helpers.parse(french)
        said = _said(root)
        found = [piece for piece in SVG_ENGLISH for words in said if piece in words]
        assert found == [], (where, found)
        english = [words for words in said if ENGLISH_WORDS.search(words)]
        assert english == [], (where, english)


def test_where_the_english_has_english_the_french_has_french(
    pictures: list[tuple[str, str, str]],
) -> None:
    """Each title either differs from the English one in its place or holds no English word
    (a card's name, a cell, the game's name); the texts, which a wrap may set in other lines,
    are held to no English word above."""
    compared = 0
    for where, english, french in pictures:
        english_root, french_root = helpers.parse(english), helpers.parse(french)
        titles = list(english_root.iter(f"{SVG}title"))
        french_titles = list(french_root.iter(f"{SVG}title"))
        assert len(titles) == len(french_titles), where
        for theirs, ours in zip(titles, french_titles, strict=True):
            if theirs.text == ours.text:
                assert not ENGLISH_WORDS.search(theirs.text or ""), (where, theirs.text)
            compared += 1
    assert compared > 10_000


def _shape(element: ElementTree.Element, depth: int = 0) -> Iterator[tuple[object, ...]]:
    """The parts of a picture, in order, but its words: each element's depth, tag, id, class
    and data-* attributes, texts left out (a wrapped text is drawn in more or fewer lines),
    and the game-over banner's badges, a line each, counted as one (its words may take more
    lines in French)."""
    if element.tag in WORDED:
        return
    first = element[0] if len(element) else None
    if (
        element.tag == f"{SVG}g"
        and first is not None
        and first.get("fill") == HIGHLIGHT
        and first.get("height") == "30"
    ):
        yield depth, "the game-over banner"
        return
    data = tuple(sorted((k, v) for k, v in element.attrib.items() if k.startswith("data-")))
    yield depth, element.tag, element.get("id"), element.get("class"), data
    for child in element:
        yield from _shape(child, depth + 1)


def _parts(picture: str) -> list[tuple[object, ...]]:
    """:func:`_shape` of ``picture``, the banner's lines as one."""
    shape = list(_shape(helpers.parse(picture)))
    return [part for i, part in enumerate(shape) if i == 0 or part != shape[i - 1]]


def test_a_french_picture_has_the_english_pictures_parts(
    pictures: list[tuple[str, str, str]],
) -> None:
    """Nothing more shown in French: the same elements, ids, classes and data-* attributes, in
    the same order; only the words (and the lines a wrapped text or the banner take) differ."""
    for where, english, french in pictures:
        assert _parts(french) == _parts(english), where


def test_a_french_picture_is_well_formed_and_legible(pictures: list[tuple[str, str, str]]) -> None:
    for where, _, french in pictures:
        assert svg_problems(french) == [], where
        assert legibility_problems(french) == [], where


def test_a_french_picture_says_its_language_and_describes_the_french_table() -> None:
    """The root's lang is "fr"; the description is the terminal's table in French."""
    state = tablegames.new_game("saboteur", players=5, seed=4)
    for _, seen in _views(state):
        root = helpers.parse(tablegames.to_svg(seen, language="fr"))
        assert root.get("lang") == "fr"
        assert root.findtext(f"{SVG}desc") == FRENCH.picture(seen, {})
        assert root.findtext(f"{SVG}title", "").startswith("Saboteur, manche 1 sur 3 · ")


def test_the_english_words_given_draw_the_english_picture_but_its_lang() -> None:
    """The English words passed draw what no words draw, the root saying lang="en"."""
    for state in helpers.positions("saboteur", 6, 2):
        for _, seen in _views(state):
            plain = draw(seen, last_move=True)
            given = draw(seen, last_move=True, words=tablegames.GAMES["saboteur"].words)
            assert given.count(' lang="en"') == 1
            assert given.replace(' lang="en"', "", 1) == plain
            assert draw(seen, words=WORDS).replace(' lang="en"', "", 1) == draw(seen)


def _mark_title(state: Any, seat: int | None) -> str:
    """The title of the last move's mark, in French, as ``seat`` sees it."""
    seen = state if seat is None else tablegames.view(state, seat)
    root = helpers.parse(tablegames.to_svg(seen, last_move=True, language="fr"))
    (mark,) = helpers.with_class(root, "tg-last-move")
    return mark.findtext(f"{SVG}title", "")


@pytest.mark.parametrize(
    ("target", "seat", "expected"),
    [
        (1, 2, "dernier coup\u00a0: le joueur 1 a cassé la pioche du joueur 2"),
        (1, 1, "dernier coup\u00a0: le joueur 1 a cassé votre pioche"),
        (1, 0, "dernier coup\u00a0: vous avez cassé la pioche du joueur 2"),
        (0, 2, "dernier coup\u00a0: le joueur 1 a cassé sa propre pioche"),
        (0, 0, "dernier coup\u00a0: vous avez cassé votre propre pioche"),
    ],
)
def test_the_last_move_names_the_tool_whole_with_whose_it_is(
    target: int, seat: int, expected: str
) -> None:
    """A tool is named as the French words name it: its article and possessive agree with it
    ("sa propre pioche", "son propre chariot"), said to the reader ("votre pioche")."""
    state = arrange(hands={0: [Card.BROKEN_PICKAXE]})
    after = play(state, BreakTool(0, target, Tool.PICKAXE))
    assert _mark_title(after, seat) == expected


def test_a_cart_repaired_is_his_own() -> None:
    state = arrange(hands={0: [Card.REPAIR_CART]}, broken={0: [Tool.CART]})
    after = play(state, RepairTool(0, Card.REPAIR_CART, 0, Tool.CART))
    assert _mark_title(after, 1) == "dernier coup\u00a0: le joueur 1 a réparé son propre chariot"
    assert _mark_title(after, None) == _mark_title(after, 1)


def test_french_punctuation_has_its_no_break_space() -> None:
    """A colon, semicolon, question or exclamation mark in the French words is set after a
    no-break space, as the web page and the command line set them: never a plain space, so
    that a wrapped line never starts with one."""
    for key, template in FRENCH.catalogue.messages.items():
        if key.startswith(("event", "result.scores")):
            continue  # the words every game shares: tablegames.core.words.FRENCH
        assert not re.search(r" [:;?!]", template), (key, template)
