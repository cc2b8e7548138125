"""The size the table page shows the picture's words at, on a desktop's screen: the smallest of
them, measured in the browser (each text's font size times the picture's scale)."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 800}
#: The smallest size, in CSS pixels, a word of the picture should be shown at: 10 to 12 pixels
#: is the common floor of legible text (WCAG sets none).
SMALLEST = 10.0

#: Every word of the picture: the size the page shows it at, in CSS pixels (its computed font
#: size in the picture's units times the scale from those units to the screen), its first
#: characters, and its box on the screen (left, top, right, bottom).
SHOWN_WORDS = """() => [...document.querySelectorAll('[data-testid=picture] svg text')]
  .filter((node) => node.textContent.trim() && node.getBBox().width > 0)
  .map((node) => {
    const box = node.getBoundingClientRect();
    return [
      parseFloat(getComputedStyle(node).fontSize) * node.getScreenCTM().a,
      node.textContent.trim().slice(0, 24),
      box.left, box.top, box.right, box.bottom,
    ];
  })
  .sort((a, b) => a[0] - b[0])"""

#: The picture's box on the screen (left, top, right, bottom): the first item of shown_words.
PICTURE_BOX = """() => {
  const box = document.querySelector('[data-testid=picture] svg').getBoundingClientRect();
  return [box.left, box.top, box.right, box.bottom];
}"""

#: Two words' boxes may share this many pixels each way (a box holds the font's whole ascent
#: and descent, so lines set close touch without their letters touching).
TOUCH = 2.0

#: Each table measured: its game, its players, and how many first moves are played before it
#: (a large count plays to the end: the scores and the game's last words). Between them they
#: lay the board, hands and tricks with cards whose faces have words (path cards, the cards
#: of a trick, a market and bids), at the fewest and the most players; Crazy Eights, the
#: game of another distribution, keeps to the same floor.
TABLES = [
    ("saboteur", 3, 8),
    ("saboteur", 10, 12),
    ("saboteur", 4, 10_000),
    ("ten", 1, 8),
    ("ten", 2, 12),
    ("ten", 5, 12),
    ("ten", 2, 10_000),
    ("aluette", 4, 6),
    ("aluette", 4, 10_000),
    ("crazyeights", 2, 6),
    ("crazyeights", 5, 10_000),
]


def _play_first_moves(web: Any, moves: int) -> None:
    """Play each seat's first legal move, ``moves`` times or to the game's end, through the
    server."""
    for _ in range(moves):
        state = web.state
        seat = tablegames.current_player(state)
        if seat is None:
            return
        move = tablegames.legal_moves(state, seat)[0]
        sent = VersionedMove(move, state_version(state))
        web.server.call(web.server.hall.play(web.table, seat, sent, human=True))


#: The same tables on a server speaking French (``--lang fr``): the pictures are drawn in
#: French, whose words are longer, and must keep to the same floor without overlapping.
FRENCH_TABLES = [(*table, "fr") for table in TABLES]


@pytest.fixture(
    scope="module",
    params=[(*table, None) for table in TABLES] + FRENCH_TABLES,
    ids=lambda table: "-".join(str(part) for part in table if part is not None),
)
def shown_words(request: pytest.FixtureRequest, browser: Any) -> list[list[Any]]:
    """The words of a table's picture as seat 1's page shows them at 1280 by 800 pixels."""
    game, players, moves, language = request.param
    page = browser.new_page()
    humans = list(range(players))
    try:
        page.set_viewport_size(DESKTOP)
        with running(game, players=players, humans=humans, seed=2, language=language) as web:
            _play_first_moves(web, moves)
            page.goto(web.seat_urls()[0])
            page.wait_for_selector(READY + ", body[data-state=waiting]")
            page.wait_for_selector("[data-testid=picture] svg")
            words: list[list[Any]] = page.evaluate(SHOWN_WORDS)
            box = page.evaluate(PICTURE_BOX)
    finally:
        page.close()
    assert words, "the picture has no words"
    return [box, *words]


def test_a_desktop_shows_every_word_of_the_picture_at_10_pixels_or_more(
    shown_words: list[list[Any]],
) -> None:
    """At 1280 by 800 pixels, the table page shows every word of the picture (a card's name
    in hand, a board's coordinates, a panel's notes) at 10 CSS pixels or more. An audit
    measured the hand's card names at 5.5 pixels and the board's coordinates at 7.6."""
    words = shown_words[1:]
    small = [(round(size, 1), said) for size, said, *_ in words if size < SMALLEST]
    assert small == [], f"{len(small)} of {len(words)} words below {SMALLEST} px: {small}"


def test_no_two_words_of_the_picture_overlap(shown_words: list[list[Any]]) -> None:
    """No word of the picture is written over another (words made larger must still fit)."""
    overlaps = []
    words = shown_words[1:]
    for i, (_, first, left, top, right, bottom) in enumerate(words):
        for _, second, left2, top2, right2, bottom2 in words[i + 1 :]:
            across = min(right, right2) - max(left, left2)
            down = min(bottom, bottom2) - max(top, top2)
            if across > TOUCH and down > TOUCH:
                overlaps.append((first, second))
    assert overlaps == [], f"{len(overlaps)} pairs of words overlap: {overlaps}"


def test_every_word_of_the_picture_is_inside_it(shown_words: list[list[Any]]) -> None:
    """No word runs out of the picture's edge, where the page's frame would cut it (a longer
    French heading or note must be set within the table's width)."""
    left, top, right, bottom = shown_words[0]
    out = [
        said
        for _, said, word_left, word_top, word_right, word_bottom in shown_words[1:]
        if word_left < left - TOUCH
        or word_right > right + TOUCH
        or word_top < top - TOUCH
        or word_bottom > bottom + TOUCH
    ]
    assert out == [], f"{len(out)} words run out of the picture: {out}"
