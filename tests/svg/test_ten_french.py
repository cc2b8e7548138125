"""TEN's picture in French (``to_svg(obj, language="fr")``): every word French, the same
picture otherwise, and French that fits where the English did.

The English words of the picture are the ``svg.*`` and ``doing.*`` messages of
:data:`tablegames.ten.words.ENGLISH`; the French ones are those of
:data:`tablegames.ten.words_fr.MESSAGES`.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import tablegames
from tablegames import ten
from tablegames.core.game import packaged_text
from tablegames.core.svg import can_draw_words, legibility_problems, svg_problems
from tablegames.core.svgkit import text_width
from tablegames.core.words import FRENCH as SHARED
from tablegames.ten.state import Phase
from tablegames.ten.words import ENGLISH, WORDS
from tablegames.ten.words_fr import FRENCH, MESSAGES
from tests.svg import helpers
from tests.svg.helpers import SVG, parse, with_class

#: Players' names that are no word of either catalogue.
NAMES = ("Zoé", "Kim", "Léa", "Tom", "Ana")
#: The English messages the picture says: its own, and those it shares with the game's other
#: words (seats, lists, counts, colours, the auction's bidder, the title and the tag).
PICTURE_IDS = tuple(
    key
    for key in ENGLISH
    if key == "table.no_bid"
    or key.startswith(
        (
            *("svg.", "doing.", "number_card.", "seat", "list.", "card.", "point.", "token."),
            *("black_token.", "bust_token.", "colour.", "table.bids", "picture."),
        )
    )
)
_WORD = re.compile(r"[^\W\d_]{2,}")
_FIELD = re.compile(r"\{[^}]*\}")


@cache
def english_only() -> frozenset[str]:
    """The words of the picture's English messages that no French message has ("seat",
    "drew", "bust"), which a French picture therefore never writes."""
    english = {w for key in PICTURE_IDS for w in _WORD.findall(_FIELD.sub(" ", ENGLISH[key]))}
    # The terminal's legend quotes the commands one types, which stay English.
    french = {
        w
        for key, text in MESSAGES.items()
        if key != "legend"
        for w in _WORD.findall(_FIELD.sub(" ", text))
    }
    return frozenset(english - french - {"TEN", "Jen"})


def english_in(words: str) -> set[str]:
    return set(_WORD.findall(words)) & english_only()


@cache
def positions() -> tuple[Any, ...]:
    """Random positions of every player count, game ends included."""
    found = helpers.positions("ten", 50, seed=11)
    assert any(tablegames.is_over(state) for state in found)
    assert {state.players for state in found} == set(range(1, 6))
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
            names = NAMES[: state.players] if number % 3 == 0 else None
            yield (
                tablegames.to_svg(obj, last_move=last_move, names=names),
                tablegames.to_svg(obj, last_move=last_move, names=names, language="fr"),
            )


def said(element: ElementTree.Element) -> str:
    return "".join(element.itertext())


def test_ten_draws_in_its_other_language() -> None:
    assert can_draw_words(tablegames.GAMES["ten"])


def test_a_french_picture_says_no_english_word() -> None:
    """Every text, title and the description of a French picture is free of the words only
    the English picture says."""
    assert {"seat", "drew", "bust", "Market", "price", "wild"} <= english_only()
    for _, french in pictures():
        root = parse(french)
        for element in root.iter():
            if element.tag in (f"{SVG}text", f"{SVG}title", f"{SVG}desc"):
                assert not english_in(said(element)), said(element)


def test_each_english_word_of_the_picture_has_its_french() -> None:
    """Where the English picture writes English (a text, a title), the French one writes
    French, element by element (the lines of a wrapped text as one); what is no word (a
    number, a card's code, a letter) or the same in both languages ("orange", "points") may
    stay."""
    words = 0
    for english, french in pictures():
        for ours, theirs in _paired(parse(english), parse(french)):
            if english_in(ours):
                words += 1
                assert theirs != ours
                assert not english_in(theirs), (ours, theirs)
    assert words > 5_000


def _paired(english: ElementTree.Element, french: ElementTree.Element) -> Iterator[tuple[str, str]]:
    """The words of the same texts and titles of two pictures of the same shape, a run of
    lines (a wrapped text, which may take more lines in French) as one."""
    if english.tag in (f"{SVG}text", f"{SVG}title"):
        yield said(english), said(french)
        return
    for ours, theirs in zip(_grouped(english), _grouped(french), strict=True):
        if len(ours) == 1 and len(theirs) == 1:
            yield from _paired(ours[0], theirs[0])
        else:
            yield " ".join(map(said, ours)), " ".join(map(said, theirs))


def _grouped(parent: ElementTree.Element) -> list[list[ElementTree.Element]]:
    """``parent``'s children, a run of bare siblings of the same shape (the lines of a
    wrapped text) in one group, as :func:`_shape` counts them."""
    groups: list[list[ElementTree.Element]] = []
    for child in parent:
        last = groups[-1][-1] if groups else None
        if last is not None and _bare(child) and _bare(last) and _shape(child) == _shape(last):
            groups[-1].append(child)
            continue
        groups.append([child])
    return groups


def _bare(element: ElementTree.Element) -> bool:
    return not any(name in ("id", "class") or name.startswith("data-") for name in element.attrib)


def _shape(element: ElementTree.Element) -> tuple[object, ...]:
    """What a page and a reader find of an element: its tag, id, classes and data, and its
    children's shapes, a run of bare siblings of the same shape counted as one (French words
    may wrap to more lines than English ones)."""
    attributes = tuple(
        sorted(
            (name, value)
            for name, value in element.attrib.items()
            if name in ("id", "class") or name.startswith("data-")
        )
    )
    children: list[tuple[object, ...]] = []
    for child in element:
        shape = _shape(child)
        if children and _bare(child) and children[-1] == shape:
            continue
        children.append(shape)
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
    game = tablegames.GAMES["ten"]
    for state in positions()[:12]:
        for obj in views(state):
            english = tablegames.to_svg(obj, last_move=True)
            french = tablegames.to_svg(obj, last_move=True, language="fr")
            assert " lang=" not in english
            assert parse(french).get("lang") == "fr"
            told = game.drawing(obj, last_move=True, words=game.words)
            assert told.replace(' lang="en"', "", 1) == english
            assert parse(told).get("lang") == "en"


def test_the_title_and_description_are_the_french_tables() -> None:
    state = positions()[3]
    view = tablegames.view(state, 0)
    root = parse(tablegames.to_svg(view, language="fr"))
    description, title = root.find(f"{SVG}desc"), root.find(f"{SVG}title")
    assert description is not None
    assert title is not None
    assert said(description) == FRENCH.picture(view, {})
    assert said(title).startswith("TEN, tour ")
    assert said(title).endswith(" (vue du joueur 1)")


def _extent(element: ElementTree.Element) -> tuple[float, float]:
    """Where a text's words lie from left to right, as text_width guesses (generously)."""
    size = float(element.get("font-size", 16))
    width = text_width(said(element), size, bold=element.get("font-weight") == "bold")
    x = float(element.get("x", 0))
    anchor = element.get("text-anchor", "start")
    left = x - width if anchor == "end" else x - width / 2 if anchor == "middle" else x
    return left, left + width


def _panels(root: ElementTree.Element) -> list[tuple[float, float, float, float]]:
    """The panels of the table's top half (the draw row, the turn's panel, the market and
    the legend), as (x, y, width, height)."""
    found = []
    for group in root.iter(f"{SVG}g"):
        children = list(group)
        if (
            len(children) == 2
            and children[0].tag == f"{SVG}rect"
            and children[0].get("opacity") == "0.22"
        ):
            box = children[0]
            found.append(tuple(float(box.get(k, 0)) for k in ("x", "y", "width", "height")))
    return found  # type: ignore[return-value]


def test_the_words_of_the_top_panels_keep_to_their_panel() -> None:
    """Every French text of the draw row, the turn's panel, the market and the legend stays
    in its panel: as far in as the English one at the same place (text_width's guess is
    generous, and by it a few English labels, drawn inside, reach past their panel), and
    each line of a wrapped text inside its panel."""
    for english, french in pictures():
        ours, theirs = parse(english), parse(french)
        panels = _panels(theirs)
        assert len(panels) == 4
        for was, text in _text_pairs(ours, theirs):
            found = _panel_of(text, panels)
            if found is None:
                continue  # the status line, a seat's words
            left, right = found[0], found[0] + found[2]
            if was is not None:
                left, right = min(left, _extent(was)[0]), max(right, _extent(was)[1])
            start, end = _extent(text)
            assert left - 1 <= start, (said(text), start, left)
            assert end <= right + 1, (said(text), end, right)


def _text_pairs(
    english: ElementTree.Element, french: ElementTree.Element
) -> Iterator[tuple[ElementTree.Element | None, ElementTree.Element]]:
    """Each text of the French picture with the English one at its place, ``None`` for the
    lines of a wrapped text (which may take more lines in French)."""
    if english.tag == f"{SVG}text":
        yield english, french
        return
    for ours, theirs in zip(_grouped(english), _grouped(french), strict=True):
        if len(ours) == 1 and len(theirs) == 1:
            yield from _text_pairs(ours[0], theirs[0])
        else:
            yield from ((None, t) for line in theirs for t in line.iter(f"{SVG}text"))


def _panel_of(
    element: ElementTree.Element, panels: list[tuple[float, float, float, float]]
) -> tuple[float, float, float, float] | None:
    """The panel that a text is written in, from where it is anchored."""
    x, y = float(element.get("x", 0)), float(element.get("y", 0))
    inside = [p for p in panels if p[0] <= x <= p[0] + p[2] and p[1] <= y <= p[1] + p[3]]
    return inside[0] if inside else None


@pytest.mark.parametrize("language", [None, "fr"])
def test_a_seats_words_keep_to_its_panel(language: str | None) -> None:
    """A seat's title, points, tokens and labels lie inside its panel, and its title clear of
    its score, at every player count and with names."""
    for state in positions():
        for obj in views(state):
            picture = tablegames.to_svg(
                obj, last_move=True, names=NAMES[: state.players], language=language
            )
            for seat in with_class(parse(picture), "tg-seat"):
                frame = next(r for r in seat.iter(f"{SVG}rect") if r.get("rx") == "10")
                x, width = float(frame.get("x", 0)), float(frame.get("width", 0))
                for element in seat.iter(f"{SVG}text"):
                    left, right = _extent(element)
                    if element.get("text-anchor") == "middle":
                        continue  # a card's or a badge's, inside the card
                    assert x <= left, said(element)
                    assert right <= x + width, said(element)
                (title,) = with_class(seat, "tg-seat-title")
                (score,) = with_class(seat, "tg-score")
                assert _extent(title)[1] < _extent(score)[0], said(title)


def test_french_is_typeset_with_a_no_break_space_before_its_double_signs() -> None:
    """French typography: a no-break space before ":", ";", "?" and "!", in every message of
    TEN's own French (a line is then never wrapped before the sign), so that the events, the
    labels, the table and the picture agree with the command line and the web page."""
    own = {key: text for key, text in MESSAGES.items() if SHARED.get(key) != text}
    assert len(own) > 200
    for key, text in own.items():
        for found in re.finditer(r"[:;?!]", text):
            before = text[found.start() - 1] if found.start() else ""
            assert before == "\u00a0", (key, text)


def test_the_picture_and_the_page_say_what_a_seat_does_in_the_same_french() -> None:
    """The status line's doing.* words are the web page's (ten/page.js's French catalogue)."""
    source = packaged_text("tablegames.ten", "page.js")
    french = source[source.index("  fr: {") :]
    for phase in (Phase.DRAW, Phase.AUCTION, Phase.PAY, Phase.BUY, Phase.FINAL_BUY):
        key = f"doing.{phase.value}"
        found = re.search(rf'"{key}": "([^"]*)"', french)
        assert found is not None, key
        assert found[1] == MESSAGES[key]
        assert WORDS.catalogue.say(key) == ten.svg.DOING[phase]
