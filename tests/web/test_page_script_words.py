"""The games' page scripts speak the page's language (docs/guides/frontend.rst,
:ref:`page-script`): on a page served with ``tablegames serve --lang fr``, the table in words
under the picture (``[data-testid=table]``, which each game's page.js writes) says the
script's French, for a seat in the middle of a game and for a spectator, and none of the
script's English; served without a language, the same table says its English (a real
Chromium)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pytest

from tests.server.test_page_script_words import SCRIPTS, script_words
from tests.web.harness import Web, running

pytestmark = pytest.mark.browser

#: The words a reader meets in the table in words: its text and the names its parts carry.
TABLE_WORDS = """() => {
  const table = document.querySelector('[data-testid=table]');
  const named = [...table.querySelectorAll('[aria-label]')].map((node) =>
    node.getAttribute('aria-label'));
  return [table.textContent, ...named].join('\\n');
}"""

#: The games, with how many seats play and how many of its moves seat 1 makes first: a seat's
#: table in the middle of a game (cards played, tricks, the maze grown, an auction). Crazy
#: Eights, the example distribution's game, too.
GAMES = {"aluette": (4, 6), "saboteur": (4, 4), "ten": (3, 6), "crazyeights": (3, 3)}

#: Texts each page must show, by game: (the seat's, the spectator's). A text's pieces between
#: its fields are looked for.
SHOWN = {
    "aluette": (
        ("scoreboard", "points", "team.yours", "seat.partner", "seat.opponent", "hand"),
        ("scoreboard", "points", "seat.dealer", "trick"),
    ),
    "saboteur": (
        ("scoreboard.round", "scoreboard.role", "scoreboard.gold", "maze", "goal.face-down"),
        ("scoreboard.round", "scoreboard.pile", "maze.heading", "maze.card"),
    ),
    "crazyeights": (
        ("scoreboard", "seat.acting", "discard", "hand"),
        ("scoreboard", "seat.dealer", "discard"),
    ),
    "ten": (
        ("scoreboard.turn", "scoreboard.draw-pile", "scoreboard.discard-pile", "market"),
        ("scoreboard.turn", "scoreboard.draw-pile", "scoreboard.discard-pile", "market"),
    ),
}


def _pieces(text: str) -> list[str]:
    """A text's words between its fields, as the page shows them: a piece that is more than
    its punctuation."""
    return [piece for piece in re.split(r"\{\w+\}", text) if piece.strip(" .:;,()·\u00a0")]


def _english_pieces(words: Mapping[str, Mapping[str, str]]) -> dict[str, str]:
    """Each English text's pieces between its fields, by id, that a French table must not
    hold: those of two words or more (a single word, "opponent", could be a card's or a
    name's), for the ids whose French differs."""
    pieces: dict[str, str] = {}
    for id_, english in words["en"].items():
        if english == words["fr"][id_]:
            continue
        for piece in _pieces(english):
            piece = piece.strip(" .:;,()·")
            if " " in piece:
                pieces[f"{id_}: {piece}"] = piece
    return pieces


def _play(page: Any, web: Web, moves: int) -> None:
    """Seat 1 makes ``moves`` moves (the last one listed each time), the bots theirs."""
    page.goto(web.seat_urls()[0])
    for _ in range(moves):
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=move]")
        serial = page.get_attribute("body", "data-serial")
        page.locator("[data-testid=move]").last.click()
        page.wait_for_selector(f'body:not([data-serial="{serial}"])')
    page.wait_for_selector("body[data-state=ready][data-turn=mine]")


def _tables(page: Any, game: str, language: str | None) -> tuple[str, str]:
    """The words of a seat's table in the middle of a game, and of a spectator's."""
    players, moves = GAMES[game]
    settings: dict[str, Any] = {} if language is None else {"language": language}
    with running(game, players=players, humans=[0], seed=3, bot_delay=0, **settings) as web:
        _play(page, web, moves)
        seat: str = page.evaluate(TABLE_WORDS)
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-serial] [data-testid=table] [data-testid=scoreboard]")
        spectator: str = page.evaluate(TABLE_WORDS)
    return seat, spectator


def test_the_check_has_english_to_look_for_in_every_script() -> None:
    """The checks below would pass on any table if no piece were long enough to look for."""
    for game in GAMES:
        assert len(_english_pieces(script_words(SCRIPTS[game]))) >= 5, game
    assert "Your hand" in _english_pieces(script_words(SCRIPTS["aluette"])).values()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_french_page_says_the_table_in_words_in_french(page: Any, game: str) -> None:
    """A seat's table in the middle of a game and a spectator's, on a page served in French:
    the script's French texts are there, no English piece of its catalogue is."""
    words = script_words(SCRIPTS[game])
    english = _english_pieces(words)
    for shown, expected in zip(_tables(page, game, "fr"), SHOWN[game], strict=True):
        assert [where for where, piece in english.items() if piece in shown] == []
        for id_ in expected:
            for piece in _pieces(words["fr"][id_]):
                assert piece in shown, (id_, piece, shown)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_english_page_says_the_table_in_words_in_english(page: Any, game: str) -> None:
    """Served without a language, the same tables say the script's English, none of the
    French that differs from it."""
    words = script_words(SCRIPTS[game])
    for shown, expected in zip(_tables(page, game, None), SHOWN[game], strict=True):
        for id_ in expected:
            for piece in _pieces(words["en"][id_]):
                assert piece in shown, (id_, piece, shown)
            if words["fr"][id_] != words["en"][id_]:
                french = [piece for piece in _pieces(words["fr"][id_]) if " " in piece.strip()]
                assert not any(piece in shown for piece in french), (id_, shown)
