"""The Crazy Eights picture in French (``to_svg(..., language="fr")``): every word it shows or
says comes from the French words (``words_fr.py``), it is as sound and legible as the English,
it shows the same things (the same elements, only their words differ), and the English is
the same bytes as before, its root saying ``lang="en"`` only when the English words are given.
"""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator

import pytest
import tablegames
from tablegames.core.svg import legibility_problems, svg_problems, text_width

from playouts import VARIANTS, playout
from tablegames_crazyeights import GAME, CrazyEightsState
from tablegames_crazyeights.svg import WIDTH
from tablegames_crazyeights.words import ENGLISH, WORDS
from tablegames_crazyeights.words_fr import FRENCH, MESSAGES

SVG = "{http://www.w3.org/2000/svg}"
PLAYERS = [2, 3, 4, 5]
#: The picture's own messages and the table's (its description).
DRAWN = [key for key in ENGLISH if key.startswith(("svg.", "table."))]


def _english_words() -> set[str]:
    """The words of three letters or more of the picture's English messages (between their
    fields) that no French message has: none may show in a French picture. The game's name
    ("Crazy Eights", a name in either language) is left out."""
    found = {
        word
        for key in DRAWN
        for piece, _, _, _ in string.Formatter().parse(ENGLISH[key])
        for word in re.findall(r"[A-Za-z]{3,}", piece)
    }
    french = {
        word
        for text in MESSAGES.values()
        for piece, _, _, _ in string.Formatter().parse(text)
        for word in re.findall(r"\w+", piece)
    }
    return found - french - {"Crazy", "Eights"}


ENGLISH_WORDS = sorted(_english_words())


def _chosen(players: int, seed: int) -> list[CrazyEightsState]:
    """About a dozen states of a random game of rounds to 100 points, its last included."""
    played = list(playout(players, seed, VARIANTS["to_100"]))
    return [*played[:: max(1, len(played) // 12)], played[-1]]


def _views(state: CrazyEightsState) -> Iterator[object]:
    """The state, each seat's view and a spectator's."""
    yield state
    for seat in [*range(state.players), None]:
        yield tablegames.view(state, seat)


def _words(element: ElementTree.Element) -> list[tuple[str, str]]:
    """Each ``<text>``, ``<title>`` and ``<desc>`` of ``element`` with its words."""
    return [
        (e.tag.removeprefix(SVG), "".join(e.itertext()))
        for e in element.iter()
        if e.tag in (f"{SVG}text", f"{SVG}title", f"{SVG}desc")
    ]


def _is_log(parent: ElementTree.Element, child: ElementTree.Element) -> bool:
    """Whether ``child`` is a line of the middle's log (or its heading), whose lines a long
    French sentence may wrap: the texts of the middle from the log's left edge on."""
    return (
        "tg-middle" in (parent.get("class") or "").split()
        and child.tag == f"{SVG}text"
        and float(child.get("x", "0")) >= 470
    )


def _shape(root: ElementTree.Element) -> list[tuple[str, ...]]:
    """Every element in order, as its tag, id, class and data-* attributes, the log's lines
    left out."""
    shape: list[tuple[str, ...]] = []

    def walk(element: ElementTree.Element) -> None:
        data = sorted((k, v) for k, v in element.attrib.items() if k.startswith("data-"))
        shape.append((element.tag, element.get("id", ""), element.get("class", ""), repr(data)))
        for child in element:
            if not _is_log(element, child):
                walk(child)

    walk(root)
    return shape


def test_the_picture_messages_are_all_translated() -> None:
    """The picture's and the table's messages are each in the French, none left as the
    English has it but those that are the same words in French (the total's, a seat's
    points in the log, the ace's corner)."""
    assert len(DRAWN) > 40
    same = [key for key in DRAWN if MESSAGES[key] == ENGLISH[key]]
    assert same == ["svg.log.points", "svg.total", "svg.rank.ace"]
    assert {"Stock", "Draw", "Pass", "Follow", "dealer", "played", "you", "Seat"} <= set(
        ENGLISH_WORDS
    )


@pytest.mark.parametrize("players", PLAYERS)
def test_a_french_picture_says_no_english_word(players: int) -> None:
    """Every view of a random game (its end included), with and without the last move marked:
    no English word of the picture's messages in any text, title or description, and each of
    them French where the English picture has words (two letters or more: a card's corner
    rank and the suits' symbols are the same in both)."""
    checked = 0
    for state in _chosen(players, seed=players + 20):
        for obj in _views(state):
            for last_move in (False, True):
                french = ElementTree.fromstring(
                    tablegames.to_svg(obj, last_move=last_move, language="fr")
                )
                english = ElementTree.fromstring(tablegames.to_svg(obj, last_move=last_move))
                said = _words(french)
                for kind, words in said:
                    found = [w for w in ENGLISH_WORDS if re.search(rf"\b{w}\b", words)]
                    assert not found, (kind, words, found)
                theirs = _words(english)
                if len(said) == len(theirs):  # no log line wrapped: the texts pair up
                    for (kind, words), (_, english_words) in zip(said, theirs, strict=True):
                        if re.search(r"[A-Za-z]{2}", english_words) and english_words != "total":
                            assert words != english_words, (kind, words)
                checked += 1
    assert checked >= 2 * 12 * (players + 2)


@pytest.mark.parametrize("players", PLAYERS)
def test_a_french_picture_is_sound_legible_and_shows_what_the_english_shows(
    players: int,
) -> None:
    """The French picture of a view has the English one's elements, in order, with the same
    ids, classes and data (only its words, and the lines of a long line of the log, differ):
    it shows nothing the English hides. It keeps tablegames' promises and its words are as
    legible; its root says its language."""
    for state in _chosen(players, seed=players):
        over = tablegames.is_over(state)
        for obj in _views(state):
            for last_move in (False, True):
                picture = tablegames.to_svg(obj, last_move=last_move, language="fr")
                assert not svg_problems(picture), svg_problems(picture)
                assert not legibility_problems(picture), legibility_problems(picture)
                french = ElementTree.fromstring(picture)
                english = ElementTree.fromstring(tablegames.to_svg(obj, last_move=last_move))
                assert french.get("lang") == "fr"
                assert english.get("lang") is None
                assert _shape(french) == _shape(english)
                assert french.findtext(f"{SVG}desc") == FRENCH.picture(obj, {})
                assert GAME.drawing(obj, last_move=last_move, words=FRENCH) == picture
        if over:
            texts = [w for _, w in _words(french)]
            assert any("partie finie" in w for w in texts), texts


def test_the_english_words_given_draw_the_same_bytes_but_the_roots_language() -> None:
    """``words=None`` draws the game's English words, as before the keyword existed; the
    English words given say ``lang="en"`` on the root, and nothing else changes."""
    for state in _chosen(3, seed=9)[::3]:
        for obj in _views(state):
            plain = GAME.drawing(obj, last_move=True)
            given = GAME.drawing(obj, last_move=True, words=WORDS)
            assert ' lang="' not in plain.split(">", 1)[0]
            assert given.count(' lang="en"') == 1
            assert given.replace(' lang="en"', "", 1) == plain


def test_a_french_picture_speaks_french_to_its_viewer() -> None:
    """The viewer is "vous" with its own verb, the seats "Joueur n", the cards their French
    names, the dealer and the last move's tag in French."""
    played = list(playout(3, 2, VARIANTS["to_100"]))
    state = next(s for s in played[3:] if s.to_act == 1 and s.history)
    root = ElementTree.fromstring(tablegames.to_svg(state, 1, language="fr", last_move=True))
    texts = [w for _, w in _words(root)]
    assert "Manche 1\u00a0: à vous de jouer" in texts
    for said in ("Joueur 2 (vous)", "Joueur 1", "Piocher", "Passer", "À l'instant"):
        assert said in texts
    assert root.findtext(f"{SVG}title", "").endswith("(vue réservée au joueur 2)")
    cards = [w for _, w in _words(root) if re.fullmatch(r"(l'as|le \w+|la dame) de \w+", w)]
    assert cards, texts


def test_the_french_words_keep_to_their_places() -> None:
    """French is longer than English: the headline and the game's kind at its right keep
    apart, and no line of the log is wider than its room once wrapped (by text_width's
    generous measure), over every player count's games."""
    from tablegames_crazyeights.svg import _LOG_ROOM

    widest = 0.0
    for players in PLAYERS:
        for state in _chosen(players, seed=players + 40):
            for obj in _views(state):
                root = ElementTree.fromstring(tablegames.to_svg(obj, language="fr"))
                top = [e for e in root if e.tag == f"{SVG}text"]
                headline, kind = ("".join(e.itertext()) for e in top[:2])
                # the headline's real bold letters average about 0.58 of the size
                assert 20 + len(headline) * 20 * 0.58 + 16 < WIDTH - 20 - text_width(kind, 15)
                middle = next(e for e in root.iter() if e.get("class") == "tg-middle")
                for line in middle:
                    if _is_log(middle, line):
                        widest = max(widest, text_width("".join(line.itertext()), 13))
    assert 0 < widest <= _LOG_ROOM
