"""The server's web client (tablegames/server/static/) in a real headless Chromium (issues 12
and 23).

A page that knows no rule plays each game to its end by clicking the first listed move; every
network response and every pushed update it receives is one the server was allowed to send
its seat; a move sent for another seat is refused and changes nothing; a refusal is shown on
the page; the lobby creates a game and a spectator watches one.
"""

from __future__ import annotations

import enum
import json
import re
import time
from pathlib import Path
from typing import Any

import attrs
import pytest

import tablegames
from tablegames.core.json import snake_case
from tablegames.core.words import in_full
from tablegames.server.app import game_page
from tests.web.harness import (
    SEAT_CODE,
    STATIC,
    allowed_documents,
    allowed_pictures,
    canonical,
    keys_of,
    running,
    secret_keys,
)
from tests.web.screenshots import GAMES as SHOT_GAMES
from tests.web.screenshots import MOMENTS, pictured, play_to_the_end

pytestmark = pytest.mark.browser

# Each game with a seed and options chosen so that a human clicking the first listed move
# finishes in a few dozen clicks (bots play the other seats).
GAMES = {
    "aluette": {"players": 4, "seed": 1},
    "saboteur": {"players": 3, "seed": 2},
    "ten": {"players": 2, "seed": 1},
}
#: The click whose page is pictured as a game's middle.
MIDDLE = {game: setup["middle"] for game, setup in SHOT_GAMES.items()}


# Records every update the page's event stream delivers (a stream's body is never complete
# while the page is open, so the network log cannot give it).
CATCH_UPDATES = """
window.__updates = [];
const Original = window.EventSource;
window.EventSource = class extends Original {
  constructor(...args) {
    super(...args);
    this.addEventListener("update", (event) => window.__updates.push(event.data));
  }
};
"""


class Recorder:
    """Every response the page receives, with its body (event streams aside)."""

    def __init__(self, page: Any) -> None:
        self.responses: list[tuple[str, int, bytes]] = []
        page.add_init_script(CATCH_UPDATES)
        page.on("response", self._record)

    def _record(self, response: Any) -> None:
        streamed = "event-stream" in response.headers.get("content-type", "")
        body = b"" if response.status == 304 or streamed else response.body()
        self.responses.append((response.url, response.status, body))


def page_scores(page: Any) -> dict[int, int]:
    items = page.locator("[data-testid=final-score]")
    return {
        int(items.nth(i).get_attribute("data-seat")): int(items.nth(i).get_attribute("data-score"))
        for i in range(items.count())
    }


def move_document(game: str, move: dict[str, Any], version: int) -> dict[str, Any]:
    return {
        "format": "tablegames",
        "version": tablegames.VERSION,
        "game": game,
        "kind": "move",
        "data": move,
        "state_version": version,
    }


def raw_names(game: str) -> set[str]:
    """What no person should read: the tags, field names and enumeration values written as
    identifiers (``card_played``, ``cards_in_trick``, ``grand_neuf``), the coordinates as a
    dump writes them (``x: ``), and the dump's separator (``·``)."""
    found = tablegames.GAMES[game]
    names = {"·", "x: ", "y: "}
    for cls in (*found.move_types, *found.event_types):
        names.add(snake_case(cls.__name__))
        for field in attrs.fields(cls):
            names.add(field.name)
            kind = field.type if isinstance(field.type, type) else None
            if kind is not None and issubclass(kind, enum.Enum):
                names.update(m.name.lower() for m in kind)
    return {name for name in names if "_" in name or name in ("·", "x: ", "y: ")}


#: A number people read that counts from 0: "deal 0", "seat 0", "trick 0".
ZERO_BASED = re.compile(r"\b(deal|trick|round|seat|turn) 0\b", re.IGNORECASE)


def assert_words(text: str, raw: set[str]) -> None:
    """``text`` speaks: no raw field or tag name, no number counted from 0."""
    assert not ZERO_BASED.search(text), text
    for name in raw:
        assert not re.search(rf"(^|\W){re.escape(name)}", text), (name, text)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_buttons_and_log_show_the_labels_and_texts(page: Any, game: str) -> None:
    """Issue 21: the buttons show the moves' labels and the log the events' texts, as the
    library words them for the seat; no field name and no count from 0 reaches the screen."""
    setup = GAMES[game]
    raw = raw_names(game)
    assert "cards_in_trick" in raw or game != "aluette"
    words = tablegames.GAMES[game].words
    with running(game, players=setup["players"], humans=[0], seed=setup["seed"]) as web:
        page.goto(web.seat_urls()[0])
        before: list[str] = []
        for _ in range(12):
            # On the seat's turn the bots wait for it: the page shows the server's state.
            page.wait_for_selector("body[data-state=over], body[data-state=ready][data-turn=mine]")
            if page.get_attribute("body", "data-state") == "over":
                break
            seen = tablegames.view(web.state, 0)
            # The page groups the buttons by the moves' type: the same labels, maybe reordered.
            buttons = page.locator("[data-testid=move]").all_text_contents()
            labels = [words.label(move) for move in tablegames.legal_moves(seen)]
            assert sorted(buttons) == sorted(labels)
            # The log keeps every line since the page opened: it only grows, and it ends with
            # the current view's events, marked as recent.
            # The texts name cards in full (not the terminal's codes), and an event another
            # one tells better (the public half of one's own discard) shows no line.
            log = page.locator("[data-testid=event]").all_text_contents()
            told = in_full(words)
            texts = [
                told.text(event, 0) for event in seen.events if not told.is_redundant(event, 0)
            ]
            assert log[: len(before)] == before
            assert log[len(log) - len(texts) :] == texts
            recent = page.locator("[data-testid=event].recent").all_text_contents()
            assert recent == texts
            assert log
            before = log
            for text in [*buttons, *log]:
                assert_words(text, raw)
            # The picture and the words below it number seats, rounds and tricks from 1 too.
            page.wait_for_function(
                "() => document.querySelector('[data-testid=picture]').dataset.version"
                " === document.body.dataset.version"
            )
            for part in ("picture", "table"):
                shown = page.locator(f"[data-testid={part}]").inner_text()
                assert not ZERO_BASED.search(shown), (part, ZERO_BASED.search(shown))
            serial = page.get_attribute("body", "data-serial")
            page.locator("[data-testid=move]").last.click()
            page.wait_for_function("serial => document.body.dataset.serial !== serial", arg=serial)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_page_plays_a_whole_game_and_receives_only_its_own_documents(
    page: Any, game: str, screenshots: Path
) -> None:
    """A full game through the page, ending on its game-over screen with the server's scores
    and the game's words for how it ended; every response the page got is a static file, a
    document or a picture the server may send seat 0. Screenshots of the start, the middle and
    the end are saved (``--screenshots`` or TABLEGAMES_SCREENSHOTS says where)."""
    setup = GAMES[game]
    with running(game, players=setup["players"], humans=[0], seed=setup["seed"]) as web:
        recorder = Recorder(page)
        on_ready = pictured(page, game, screenshots, MIDDLE[game])
        clicks = play_to_the_end(page, web.seat_urls()[0], on_ready=on_ready)
        state = web.state
        assert tablegames.is_over(state)
        assert clicks >= 10
        assert page.locator("[data-testid=game-over]").is_visible()
        assert page_scores(page) == dict(enumerate(tablegames.scores(state)))
        assert page.locator("[data-testid=move]").count() == 0
        words = tablegames.GAMES[game].words
        result = page.locator("[data-testid=result]").text_content()
        assert result == words.result(tablegames.view(state, 0), 0)
        for moment in MOMENTS:
            shot = screenshots / f"{game}-{moment}.png"
            assert shot.read_bytes().startswith(b"\x89PNG"), shot
        # The picture on the page is the last view's drawing.
        drawn = page.locator("[data-testid=picture] svg").evaluate("n => n.outerHTML")
        assert 'id="tg"' in drawn
        assert page.locator("[data-testid=picture]").is_visible()

        views, statuses = allowed_documents(web, 0)
        secrets = secret_keys(web, 0)
        assert {"seed", "history"} <= secrets, secrets
        # The drawings of every state so far, with the mark or without as the page asked
        # (it asks with it): drawing every state both ways took a fifth of the test's time.
        asked = {"last_move=true" in url for url, _, _ in recorder.responses if "/table.svg" in url}
        pictures = {mark: allowed_pictures(web, 0, last_move=mark) for mark in asked}
        seen_views = seen_pictures = 0
        for url, status, body in recorder.responses:
            path = url.split("://", 1)[1].split("/", 1)[1].split("?")[0]
            if path.startswith("play/"):  # the page: the game's, from the one template
                assert body == game_page(tablegames.GAMES[game]), url
                continue
            if path.startswith("static/game/"):  # the game's own page script
                assert body.decode() == tablegames.GAMES[game].page_script, url
                continue
            if path.startswith("static/"):
                assert body == STATIC[path.split("/")[1]][0], url
                continue
            assert path.startswith("api/seat/"), url
            if path.endswith("/events"):
                continue  # checked below, update by update
            if path.endswith("/table.svg"):
                # The picture of the table: the drawing of one of the seat's views, no more.
                if status != 304:
                    assert status == 200, (url, body[:300])
                    drawings = pictures["last_move=true" in url]
                    assert body.decode() in drawings, f"{url} sent a picture no view gives"
                    seen_pictures += 1
                continue
            document = json.loads(body)
            if status == 409 and path.endswith("/move"):  # a free action chosen on an old view
                assert document["data"]["code"] == "core.move.stale", document
                continue
            assert status == 200, (url, body[:300])
            if path.count("/") == 2:  # /api/seat/<token>: the status
                assert canonical(document) in statuses, document
            else:
                if path.endswith("/move"):  # the view, and the seat's status after the move
                    assert canonical(document.pop("status")) in statuses, url
                assert document["kind"] == "view"
                assert not keys_of(document) & secrets, (url, keys_of(document) & secrets)
                assert canonical(document) in views, f"{url} sent a view no state gives"
                seen_views += 1
        updates = [json.loads(text) for text in page.evaluate("window.__updates")]
        assert updates
        for update in updates:
            assert canonical(update["status"]) in statuses, update["status"]
            assert not keys_of(update["view"]) & secrets
            assert canonical(update["view"]) in views, "an update sent a view no state gives"
        assert seen_views + len(updates) >= clicks
        assert seen_pictures >= clicks // 2, (seen_pictures, clicks)


def test_two_pages_play_together_and_learn_each_others_moves(browser: Any) -> None:
    """Seats 0 and 2 of an Aluette game in two tabs: each learns of the other's moves (and the
    bots') through its long poll, nobody reloading, for 24 moves of theirs; then the tab of
    the seat to act says it is its turn and the other waits for it. (A whole game to its end
    screen is test_a_page_plays_a_whole_game_and_receives_only_its_own_documents.)"""
    tabs = {seat: browser.new_page() for seat in (0, 2)}
    try:
        with running("aluette", players=4, humans=[0, 2], seed=3) as web:
            for seat, tab in tabs.items():
                tab.set_default_timeout(20_000)
                tab.goto(web.seat_urls()[seat])
            clicks = 0
            deadline = time.monotonic() + 120
            while clicks < 24:
                assert time.monotonic() < deadline, "the tabs did not play 24 moves"
                seat = tablegames.current_player(web.state)
                assert seat is not None, "the game ended within 24 moves of the tabs"
                if seat not in tabs:  # a bot's turn: its task plays it
                    time.sleep(0.02)
                    continue
                tab = tabs[seat]
                # A background tab's animation frames are paused, and Playwright's waits use them.
                tab.bring_to_front()
                tab.wait_for_selector("body[data-state=ready][data-turn=mine]")
                serial = tab.get_attribute("body", "data-serial")
                tab.locator("[data-testid=move]").first.click()
                tab.wait_for_function(
                    "serial => document.body.dataset.serial !== serial", arg=serial
                )
                clicks += 1
            while (seat := tablegames.current_player(web.state)) not in tabs:
                assert time.monotonic() < deadline, "the bots did not hand the turn back"
                time.sleep(0.02)
            for other, tab in tabs.items():
                tab.bring_to_front()
                turn = "mine" if other == seat else "other"
                tab.wait_for_selector(f"body[data-state=ready][data-turn={turn}]")
    finally:
        for tab in tabs.values():
            tab.close()


def test_a_move_sent_for_another_seat_is_refused_and_changes_nothing(page: Any) -> None:
    """Seat 1's page posts a move that is legal for seat 0, whose turn it is: the seat-bound
    apply refuses it with the seat-binding code, and the state stays as it was."""
    with running("saboteur", players=3, humans=[0, 1], seed=5) as web:
        before = web.state
        assert tablegames.current_player(before) == 0
        legal = tablegames.to_dict(tablegames.legal_moves(before, 0)[0])["data"]
        page.goto(web.seat_urls()[1])
        page.wait_for_selector("body[data-state=waiting]")
        status, answer = page.evaluate(
            """async ([token, document]) => {
                const response = await fetch(`/api/seat/${token}/move`, {
                    method: "POST",
                    headers: {"Content-Type": "application/json"},
                    body: JSON.stringify(document),
                });
                return [response.status, await response.json()];
            }""",
            [web.token_of(1), move_document("saboteur", legal, 0)],
        )
        assert status == 403
        assert answer["kind"] == "error"
        assert answer["data"]["code"] == SEAT_CODE
        assert answer["data"]["move"] == legal
        assert web.state is before


def test_the_page_shows_a_refusal(page: Any) -> None:
    """A move changed on its way (the page's request is tampered with) is refused; the page
    shows the error document's message and code, and keeps offering its moves."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.seat_urls()[0])
        # Seat 0's turn: the bots wait for it, so no bot moves between here and the checks
        # (the page is ready as soon as it has a view, while the bots may still be playing).
        page.wait_for_selector("body[data-state=ready][data-turn=mine]")
        before = web.state

        def tamper(route: Any) -> None:
            document = json.loads(route.request.post_data)
            document["data"]["player"] = 2
            route.continue_(post_data=json.dumps(document))

        page.route("**/api/seat/*/move", tamper)
        page.locator("[data-testid=move]").first.click()
        message = page.locator("[data-testid=error-message]")
        message.wait_for()
        assert message.text_content() == "This move names seat 3, but you play seat 1."
        assert page.get_attribute("[data-testid=error]", "data-code") == SEAT_CODE
        assert web.state is before
        page.wait_for_selector("body[data-state=ready]")

        page.unroute("**/api/seat/*/move")
        serial = page.get_attribute("body", "data-serial")
        page.locator("[data-testid=move]").first.click()
        page.wait_for_function("serial => document.body.dataset.serial !== serial", arg=serial)
        assert page.locator("[data-testid=error]").is_hidden()
        assert web.state is not before


def _lit_cells(page: Any) -> set[tuple[int, int]]:
    cells = page.locator("[data-testid=picture] [data-cell].target")
    return {
        tuple(int(n) for n in cells.nth(i).get_attribute("data-cell").split(","))  # type: ignore[misc]
        for i in range(cells.count())
    }


def _listed(page: Any) -> list[int]:
    listed = page.locator("[data-testid=move]")
    return [int(listed.nth(i).get_attribute("data-index")) for i in range(listed.count())]


def test_saboteur_choose_a_card_then_a_cell_on_the_picture(page: Any) -> None:
    """The picture's lit cells are exactly the cells the listed moves name; choosing a card in
    the hand lights only the cells it goes to as printed and lists only those moves and its
    discard, choosing its turned copy (Saboteur rules §4: a card may be placed turned) those
    it goes to turned; choosing a cell then lists the one move there, which a click plays;
    "Show all moves" forgets the choice. Before, the card lit the cells of both ways at once."""
    with running("saboteur", players=3, humans=[0], seed=5) as web:
        page.goto(web.seat_urls()[0])
        # Seat 0's turn: the bots wait, so the state read below is the one drawn.
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=picture] svg")
        moves = [tablegames.to_dict(m)["data"] for m in tablegames.legal_moves(web.state, 0)]
        assert _lit_cells(page) == {(m["x"], m["y"]) for m in moves if "x" in m}

        card = next(m["card"] for m in moves if m["type"] == "place_path" and m["rotated"])
        ways = {}
        for turned in (False, True):
            name = f"{card} turned" if turned else card
            page.locator(f"[data-testid=picture] [data-card='{name}'].target").first.click()
            of_card = [
                i
                for i, m in enumerate(moves)
                if m.get("card") == card and m.get("rotated", False) is turned
            ]
            assert _listed(page) == of_card
            cells = {(moves[i]["x"], moves[i]["y"]) for i in of_card if "x" in moves[i]}
            assert cells
            assert _lit_cells(page) == cells
            said = page.locator("[data-testid=choice]").text_content()
            assert said.startswith(f"Moves with {name}."), said
            ways[turned] = (of_card, cells)
            page.locator("[data-testid=show-all]").click()
            assert page.locator("[data-testid=move]").count() == len(moves)
        labels = {
            page.locator(f"[data-testid=move][data-index='{i}']").text_content()
            for of_card, _ in ways.values()
            for i in of_card
            if moves[i]["type"] == "place_path"
        }
        assert any(" turned at " in label for label in labels)

        of_card, cells = ways[True]
        page.locator(f"[data-testid=picture] [data-card='{card} turned'].target").click()
        x, y = sorted(cells)[0]
        page.locator(f"[data-testid=picture] [data-cell='{x},{y}'].target").click()
        (left,) = [i for i in of_card if (moves[i].get("x"), moves[i].get("y")) == (x, y)]
        assert _listed(page) == [left]  # a place narrows the list; it plays nothing
        assert len(tablegames.record(web.state).moves) == 0
        version = page.get_attribute("body", "data-version")
        page.locator("[data-testid=move]").click()
        page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
        played = tablegames.record(web.state).moves[0]
        assert tablegames.to_dict(played)["data"] == moves[left]


def test_the_lobby_creates_a_game_and_a_spectator_watches_it(page: Any) -> None:
    """The lobby page lists the games the registry knows, creates a TEN game with a bot in the
    second seat, and leads to the first seat's page; a spectator's page shows the table and no
    move."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        assert page.locator("[data-testid=game]").count() == 1
        listed = page.locator("[data-testid=game]").inner_text()
        assert "seat 1: taken · seat 2: bot · seat 3: bot · seat 4: bot · watch" in listed
        page.select_option("[data-testid=create-game]", "ten")
        # One field per TEN option, each at the standard rules: a box for a yes or no, a list
        # of the choices for one of a few values.
        ten = tablegames.record(tablegames.new_game("ten", players=2, seed=1))
        standard = tablegames.to_dict(ten)["data"]["options"]
        fields = page.locator("[data-testid=create-options] [data-testid=option]")
        shown = {}
        for index in range(fields.count()):
            field = fields.nth(index)
            name = field.get_attribute("data-option")
            shown[name] = (
                field.is_checked()
                if field.get_attribute("type") == "checkbox"
                else (field.input_value())
            )
        assert shown == standard
        choices = page.locator("[data-option=unsold_wild] option").all_text_contents()
        assert choices == ["discard", "active_free"]
        page.fill("[data-testid=create-players]", "2")
        page.dispatch_event("[data-testid=create-players]", "change")
        page.locator("[data-testid=bot-seat]").first.check()
        page.locator("[data-testid=create-submit]").click()
        page.locator("[data-testid=my-seat]").click()
        page.wait_for_selector("body[data-state=ready], body[data-state=waiting]")
        # Seats are numbered from 1 on the page, as in the library's words; the bot's is named.
        assert page.locator("[data-testid=seat]").text_content() == (
            "You play seat 1 of 2. Players: seat 1: you, seat 2: bot."
        )
        created = [table for table in web.server.hall.tables.values() if table.game.name == "ten"]
        assert len(created) == 1
        assert created[0].kinds == ("human", "bot")

        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-state=waiting], body[data-state=over]")
        assert page.locator("[data-testid=seat]").text_content() == (
            "You watch a game of 4. Players: seat 1: a player, seat 2: bot, seat 3: bot, "
            "seat 4: bot."
        )
        assert page.locator("[data-testid=move]").count() == 0
        assert page.locator("[data-testid=hand] [data-testid=card]").count() == 0


@pytest.mark.parametrize(
    ("game", "players"),
    [*((game, setup["players"]) for game, setup in GAMES.items()), ("crazyeights", 3)],
)
def test_a_spectators_words_claim_no_hand_or_gold(page: Any, game: str, players: int) -> None:
    """A spectator holds nothing: its page's words have no "Your hand" row and no "your gold"
    (Saboteur's said "your gold: none" and showed an empty hand to every spectator)."""
    with running(game, players=players, humans=[0], seed=2) as web:
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("[data-testid=table] [data-testid=scoreboard]")
        shown = page.locator("[data-testid=table]").inner_text()
        assert page.locator("[data-testid=table] [data-testid=hand]").count() == 0
        assert not re.search(r"\byour?\b", shown, re.IGNORECASE), shown
        assert page.locator("[data-testid=seats] li").count() == players
        assert page.locator("[data-testid=moves]").inner_text() == "You watch: no move is yours."
        assert not re.search(r"\b(null|undefined)\b", shown), shown


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [
        ("aluette", 4, {"game_end": "first_to_5"}),
        ("saboteur", 3, None),
        ("ten", 2, None),
        ("crazyeights", 3, None),
    ],
)
def test_a_finished_games_words_speak_of_its_end(
    page: Any, game: str, players: int, options: dict[str, object] | None
) -> None:
    """Once the game is over, the words below the picture say so: no seat "to draw", no trick
    led, no "nothing yet" (TEN's said "Seat 1 to draw" and Aluette's "trick 10" over an empty
    trick); counts agree with their nouns ("1 trick", not "1 tricks"); a part a page leaves out
    is not written "null" (a spectator's hand row was); who won is said once. The end is also
    said in a status region (the game's result) and the focus goes to the "Game over"
    heading (it was lost to the page's body): checked here, on the game watched to its end,
    rather than on a second watching of the same game."""
    with running(game, players=players, humans=(), seed=3, options=options) as web:
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-state=over] [data-testid=game-over]", timeout=120_000)
        assert tablegames.is_over(web.state)
        shown = page.locator("[data-testid=table]").inner_text()
        assert not re.search(r"\b(null|undefined)\b", shown), shown
        assert not re.search(r"\b1 (bust )?(card|trick|token|point)s\b", shown), shown
        for stale in ("to draw", "nothing yet", "no card yet", "Trick led", "to act"):
            assert stale not in shown, (stale, shown)
        assert "the game is over" in shown, shown
        # Who won is said once, in the game's words ("Won by seat 3." came before them).
        words = tablegames.GAMES[game].words
        said = page.locator("[data-testid=result]").text_content()
        assert said == in_full(words).result(tablegames.view(web.state, None), None)
        assert page.locator("[data-testid=winners]").count() == 0
        assert "Won by" not in page.locator("[data-testid=game-over]").inner_text()
        assert said
        page.wait_for_function(
            "said => document.querySelector('[data-testid=announce]').textContent.includes(said)",
            arg=said,
        )
        focused = page.evaluate("() => document.activeElement?.dataset.testid ?? null")
        assert focused == "game-over-heading"


def test_the_favicon_and_the_picture_are_served(page: Any) -> None:
    """The pages name an icon, and /favicon.ico answers it too (no 404 on any page); a seat's
    picture is the drawing of its view, with the view's version, and a spectator's is the
    spectator view's."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.seat_urls()[0])
        # Seat 0's turn: the bots wait for it, so the state stays as it is while the pictures
        # are compared with the drawings of its views (before it, a bot could move between the
        # two, as one did on a loaded machine).
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=picture] svg")
        icon = page.eval_on_selector("link[rel=icon]", "link => link.href")  # the whole address
        for address in (icon, web.url("/favicon.ico")):
            answer = page.request.get(address)
            assert answer.status == 200, address
            assert answer.headers["content-type"].startswith("image/svg+xml")
            assert answer.body() == STATIC["favicon.svg"][0]
        token = web.token_of(0)
        seat = page.request.get(web.url(f"/api/seat/{token}/table.svg"))
        assert seat.status == 200
        names = web.table.picture_names()  # bots' seats called "bot"
        assert seat.text() == tablegames.to_svg(tablegames.view(web.state, 0), names=names)
        assert int(seat.headers["x-state-version"]) == web.table.seat_versions[0]
        watched = page.request.get(web.url(f"/api/games/{web.id}/table.svg"))
        assert watched.text() == tablegames.to_svg(tablegames.view(web.state, None), names=names)
        again = page.request.get(
            web.url(f"/api/seat/{token}/table.svg"), headers={"If-None-Match": seat.headers["etag"]}
        )
        assert again.status == 304


def test_a_game_of_another_distribution_is_drawn_by_its_own_page(page: Any) -> None:
    """Crazy Eights, a game of its own distribution, brings its page (its page_script): the
    page is headed with the game's title and shows the seat's hand and the round in words, from
    the view, numbered from 1, and its picture numbers the seats from 1 too."""
    game = "crazyeights"
    with running(game, players=2, humans=[0], seed=1) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=hand]")
        assert page.locator("[data-testid=title]").inner_text() == "Crazy Eights"
        assert page.title() == "Crazy Eights · tablegames"
        assert page.get_attribute("script[type=module]", "src") == f"static/game/{game}.js"
        seen = json.loads(tablegames.to_json(tablegames.view(web.state, 0)))["data"]
        cards = page.locator("[data-testid=hand] [data-testid=card]").all_text_contents()
        assert cards == seen["hand"]
        board = page.locator("[data-testid=scoreboard]").inner_text()
        assert board.startswith(f"Round {seen['round']} · ")  # its rounds count from 1
        assert f"stock: {seen['stock_size']} cards" in board
        assert page.locator("[data-testid=seats] li").count() == 2
        shown = page.locator("[data-testid=table]").inner_text()
        assert not ZERO_BASED.search(shown), shown
        raw = {name for name in raw_names(game) if "_" in name}  # field names, tags
        assert not raw & set(re.findall(r"\w+", shown)), shown
        # The game's own picture numbers its seats from 1 too (its first drawing said "Seat 0").
        page.wait_for_selector("[data-testid=picture] svg")
        picture = page.locator("[data-testid=picture]").inner_text()
        assert not ZERO_BASED.search(picture), picture
        assert "Seat 1 (you)" in picture
        assert "Seat 2" in picture
