"""The web client's own words follow the server's language (docs/guides/server.rst, ``--lang``):
a page served with ``tablegames serve --lang fr`` says every word of its own in French (its
headings, buttons, status lines, what it says to a screen reader alone, the lobby's forms and
lines) and says it is French (``<html lang="fr">``); the game's words keep their language
marked where it is not the page's: none for Aluette, which speaks French, lang="en" for a
game that speaks English alone (a real Chromium)."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

import tablegames
import tablegames.server.app
from tablegames.core.registry import register, unregister
from tablegames.server.pagewords import ENGLISH, FRENCH, fill
from tests.core.toy import make_toy
from tests.server.harness import running as running_server
from tests.web.harness import Web, running
from tests.web.test_accessibility import axe_violations

pytestmark = pytest.mark.browser

#: The page's own words as a reader meets them: every text on the page (hidden parts too: they
#: are shown, or said, in a moment) and every name, description and title an element carries,
#: the table in words too (the game's page script's, which speaks the page's language:
#: tests/web/test_page_script_words.py checks its own words), but for the parts in another
#: language than the page's (the game's words, marked) and the picture (the game's drawing,
#: which tests/web/test_picture_text.py and tests/svg/test_*_french.py read).
OWN_WORDS = """() => {
  const language = document.documentElement.lang;
  const skipped = (node) =>
    node.closest('script, style, [data-testid=picture]') ||
    node.closest('[lang]').lang !== language;
  const found = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.data.trim() && !skipped(node.parentElement)) found.push(node.data);
  }
  for (const node of document.body.querySelectorAll('[aria-label], [alt], [placeholder]')) {
    if (skipped(node)) continue;
    for (const name of ['aria-label', 'alt', 'placeholder']) {
      if (node.getAttribute(name)) found.push(node.getAttribute(name));
    }
  }
  return found.join('\\n');
}"""

#: Every element marked with a language, and its language.
MARKED = """selector => [...document.querySelectorAll(selector)].map(
  (node) => node.getAttribute('lang'))"""


def _english_pieces() -> dict[str, str]:
    """Each English text's pieces between its fields, by id, that a French page must not
    hold: those of two words or more (a single word, "Back", could be a name's), for the ids
    whose French differs."""
    pieces: dict[str, str] = {}
    for id_, english in ENGLISH.items():
        if english == FRENCH[id_]:
            continue
        for piece in re.split(r"\{\w+\}", english):
            piece = piece.strip(" .:;,()")
            if " " in piece:
                pieces[f"{id_}: {piece}"] = piece
    return pieces


def _english_in(words: str) -> list[str]:
    return [where for where, piece in _english_pieces().items() if piece in words]


def _own_words(page: Any) -> str:
    words: str = page.evaluate(OWN_WORDS)
    return words


def _over(web: Web) -> None:
    deadline = time.monotonic() + 120
    while not tablegames.is_over(web.state):
        assert time.monotonic() < deadline, "the bots did not end the game"
        time.sleep(0.05)


def test_the_english_catalogue_gives_the_check_something_to_find() -> None:
    """The check below would pass on any page if no piece were long enough to look for."""
    assert len(_english_pieces()) > 100
    assert "Your moves" in _english_pieces().values()


def test_a_french_seats_page_says_its_own_words_in_french(page: Any) -> None:
    """Seat 1 of an Aluette game served in French, at its turn, with a leave question open:
    the page is lang="fr", its header, headings, buttons, turn line and leave question are
    the French catalogue's, no English sentence of the page's own is left, and Aluette's
    words (the moves, the log) carry no lang of their own: they are the page's language."""
    with running("aluette", players=4, humans=[0], seed=1, language="fr") as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=event]")
        assert page.evaluate("document.documentElement.lang") == "fr"
        page.click("[data-testid=leave]")
        page.wait_for_selector("[data-testid=leave-question]")
        words = _own_words(page)
        assert _english_in(words) == []
        for said in (
            FRENCH["page.moves"],
            FRENCH["page.log"],
            FRENCH["turn.yours"],
            fill(FRENCH["header.play"], {"seat": 1, "players": 4}),
            FRENCH["leave.ask"].strip(),
            FRENCH["leave.yes"],
            FRENCH["leave.no"],
        ):
            assert said in words, said
        assert page.get_attribute("[data-testid=picture]", "aria-label") == FRENCH["page.picture"]
        # The drawing is French (the server draws it in its language) and says so itself.
        assert page.evaluate(MARKED, "[data-testid=picture] > svg") == ["fr"]
        assert page.evaluate(MARKED, "[data-testid=move], [data-testid=event]") == [None] * (
            page.locator("[data-testid=move], [data-testid=event]").count()
        )


def test_a_drawing_in_its_own_words_on_a_french_page_is_marked_english(
    page: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game whose drawing cannot draw in French (a plugin's older drawing, taking no words)
    is drawn in its own words on a French server's page, and the page marks the picture
    lang="en", so that a screen reader does not read its English with French rules."""
    monkeypatch.setattr(tablegames.server.app, "can_draw_words", lambda game: False)
    with running("aluette", players=4, humans=[0], seed=1, language="fr") as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=event]")
        assert page.evaluate(MARKED, "[data-testid=picture] > svg") == ["en"]


def test_a_french_finished_game_and_its_replay_say_their_own_words_in_french(page: Any) -> None:
    """A spectator of a finished Aluette game served in French: the game-over panel, its
    scores, the record's links, the replay's heading, buttons and position are French."""
    with running("aluette", players=4, humans=(), seed=2, bot_delay=0, language="fr") as web:
        _over(web)
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-state=over] [data-testid=result]")
        page.click("[data-testid=replay-open]")
        page.wait_for_selector("[data-testid=replay][data-at='0'] [data-testid=replay-line]")
        page.click("[data-testid=replay-forward]")
        page.wait_for_selector("[data-testid=replay][data-at='1']")
        words = _own_words(page)
        assert _english_in(words) == []
        for said in (
            FRENCH["end.heading"],
            FRENCH["end.game-text"],
            FRENCH["replay.open"],
            FRENCH["replay.first"],
            FRENCH["replay.close"],
            FRENCH["turn.over"],
            fill(FRENCH["replay.alt-after"], {"at": 1}),
        ):
            assert said in words, said
        at = page.locator("[data-testid=replay-at]").text_content()
        position = re.escape(FRENCH["replay.at"]).replace(r"\{at\}", "1")
        assert at
        assert re.match(position.replace(r"\{length\}", "[0-9]+"), at), at


def test_a_game_without_french_keeps_its_words_marked_english_on_a_french_page(
    page: Any, tmp_path: Path
) -> None:
    """A game that speaks English alone (registered for the test: every built-in game speaks
    French), on a server preferring French: its moves are its English words, marked
    lang="en" on the French page, whose own words are French."""
    toy = make_toy("toy_page_words")
    register(toy)
    try:
        with running_server(tmp_path / "games.sqlite3", language="fr") as server:
            made = httpx.post(
                server.url("/api/games"),
                json={"game": toy.name, "seats": ["human", "human"], "take": [0, 1]},
                timeout=10,
            ).json()
            status = httpx.get(server.url(f"/api/seat/{made['tokens']['0']}"), timeout=10)
            assert status.json()["language"] == "en"
            seat = status.json()["to_act"]
            page.goto(server.url(made["urls"][str(seat)]))
            page.wait_for_selector("body[data-state=ready] [data-testid=move]")
            assert page.evaluate("document.documentElement.lang") == "fr"
            assert set(page.evaluate(MARKED, "[data-testid=move]")) == {"en"}
            # The moves' heading is the game's words too, marked as they are.
            assert set(page.evaluate(MARKED, "[data-testid=move-group] > h3")) == {"en"}
            words = _own_words(page)
            assert _english_in(words) == []
            assert FRENCH["turn.yours"] in words
            assert fill(FRENCH["header.play"], {"seat": seat + 1, "players": 2}) in words
    finally:
        unregister(toy.name)


def test_a_page_served_without_a_language_is_english(page: Any) -> None:
    """Without --lang the page is lang="en" and says its own words in English, none French."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=event]")
        assert page.evaluate("document.documentElement.lang") == "en"
        assert page.evaluate(MARKED, "[data-testid=picture] > svg") == [None]  # the page's
        words = _own_words(page)
        assert ENGLISH["turn.yours"] in words
        assert ENGLISH["page.moves"] in words
        assert FRENCH["page.moves"] not in words
        assert FRENCH["turn.yours"] not in words
        # The check the French pages pass finds the English words here.
        assert {"page.moves: Your moves", "turn.yours: Your turn"} <= set(_english_in(words))


def test_a_french_lobby_says_its_own_words_in_french(page: Any) -> None:
    """The lobby of a server preferring French: its forms, its list of games, and a game
    created from its form (the owner's words, its line with a seat to take) are French, and a
    number of players out of range is refused in French."""
    with running("ten", players=2, humans=[0], seed=1, language="fr") as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready] [data-testid=game]")
        assert page.evaluate("document.documentElement.lang") == "fr"
        assert page.title() == f"{FRENCH['lobby.title']} · tablegames"
        page.select_option("[data-testid=create-game]", "ten")
        page.fill("[data-testid=create-players]", "9")
        page.click("[data-testid=create-submit]")
        page.wait_for_selector("[data-testid=error]:not([hidden])")
        refused = page.locator("[data-testid=error]").text_content()
        assert refused
        assert refused.startswith(FRENCH["create.players"].split("{")[0])
        page.fill("[data-testid=create-players]", "2")
        page.click("[data-testid=create-submit]")
        page.wait_for_selector("[data-testid=create-result]:not([hidden])")
        # The game made is listed, its second seat free to take.
        page.wait_for_selector("[data-testid=take]")
        words = _own_words(page)
        assert _english_in(words) == []
        for said in (
            FRENCH["lobby.new-game"],
            FRENCH["lobby.games"],
            FRENCH["lobby.create"],
            FRENCH["create.seat"],
            fill(FRENCH["game.take"], {"seat": 2}),
            FRENCH["made.now"],
        ):
            assert said in words, said


def test_axe_finds_nothing_serious_on_the_french_pages(page: Any) -> None:
    """The French words change no name or role: axe-core finds nothing serious on a French
    seat's page, nor anything moderate on the French lobby, as on the English ones
    (tests/web/test_accessibility.py)."""
    with running("aluette", players=4, humans=[0], seed=1, language="fr") as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=event]")
        assert axe_violations(page) == []
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        assert axe_violations(page, ("moderate", "serious", "critical")) == []


#: client.js's words() of a list nested past what it spells out, as the page's module has it.
TOLD_SHORT = """async (items) => {
  const client = await import(new URL('static/client.js', document.baseURI).href);
  return client.words([[[items]]]);
}"""


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [(None, "1 item", "2 items"), ("fr", "1 élément", "2 éléments")],
)
def test_a_list_told_in_short_counts_its_items_in_the_pages_language(
    page: Any, language: str | None, one: str, two: str
) -> None:
    """A list nested too deep to spell out is told by its count, through the catalogue's
    plural forms: one item is "1 item" (it was "1 items"), in French "1 élément"."""
    settings = {} if language is None else {"language": language}
    with running("ten", players=2, humans=[0], seed=1, **settings) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready]")
        assert page.evaluate(TOLD_SHORT, ["a"]) == one
        assert page.evaluate(TOLD_SHORT, ["a", "b"]) == two


#: The headings of the moves' groups as a reader sees them, in order, with their lang.
HEADINGS = """() => [...document.querySelectorAll('[data-testid=move-group] > h3')].map(
  (node) => [node.textContent, node.getAttribute('lang')])"""


def _headings_of(game: str, seat: int, state: Any, language: str | None) -> list[list[Any]]:
    """The headings a page lists ``seat``'s moves under: each move's group in the game's words
    (``Words.group``, as the terminal's menu heads them), once per group in the moves' order,
    with the count of its moves, and no lang of its own (the words are the page's language)."""
    found = tablegames.GAMES[game]
    words = found.words if language is None else found.words_in(language)
    counts: dict[str, int] = {}
    for move in tablegames.legal_moves(tablegames.view(state, seat)):
        group = words.group(move)
        counts[group] = counts.get(group, 0) + 1
    return [[f"{group} ({count})", None] for group, count in counts.items()]


@pytest.mark.parametrize(("game", "players"), [("aluette", 4), ("ten", 3), ("saboteur", 3)])
@pytest.mark.parametrize("language", ["fr", None])
def test_a_seats_page_heads_its_moves_with_the_groups_in_the_words_language(
    page: Any, game: str, players: int, language: str | None
) -> None:
    """The moves are listed under their groups' headings as the server words them
    (``"Jouer une carte (9)"`` on a French page, not the move type's English "Play card"),
    and as before in English on a page served without a language."""
    settings = {} if language is None else {"language": language}
    with running(game, players=players, humans=[0], seed=1, **settings) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=move]")
        headings = page.evaluate(HEADINGS)
        assert headings == _headings_of(game, 0, web.state, language)
        english = _headings_of(game, 0, web.state, None)
        assert (headings != english) == (language == "fr")
