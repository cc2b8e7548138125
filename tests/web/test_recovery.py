"""The web client when play does not go straight: a pick left over from the last turn, an event
stream the server refused, "Play again" clicked twice, a seat's address revoked, the server
gone (issue 23's client; found by playing the pages as people do).
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

import tablegames
from tablegames.core.protocol import VersionedMove, state_version
from tests.web.harness import running
from tests.web.screenshots import READY

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect

MINE = "body[data-state=ready][data-turn=mine]"


def _picture_is_current(page: Any) -> None:
    """Wait until the picture drawn is of the view on the page (it loads after the view)."""
    page.wait_for_function(
        "() => document.querySelector('[data-testid=picture]').dataset.version"
        " === document.body.dataset.version"
    )


def _pick_a_lit_card(page: Any) -> bool:
    """Click a lit card of the picture (a card some listed move names), if there is one."""
    lit = page.locator("[data-testid=picture] [data-card].target")
    if not lit.count():
        return False
    lit.first.click()
    return True


def test_a_pick_on_the_picture_is_forgotten_when_the_table_moves_on(page: Any) -> None:
    """A card picked in the picture narrows the moves of that turn only. The pick used to be
    forgotten when the move's answer came, which is often after the bots' moves had already
    been drawn under it: the next turn then said "Your turn." with no move listed."""
    with running("aluette", players=4, humans=[0], seed=2) as web:
        page.goto(web.seat_urls()[0])
        picked = 0
        for _ in range(12):
            page.wait_for_selector(f"{MINE} [data-testid=picture] svg, body[data-state=over]")
            if page.get_attribute("body", "data-state") == "over":
                break
            # Seat 0's turn: the bots wait for it, so the state is the one on the page.
            _picture_is_current(page)
            legal = tablegames.legal_moves(web.state, 0)
            assert page.locator("[data-testid=move]").count() == len(legal)
            assert page.locator("[data-testid=choice]").count() == 0
            version = page.get_attribute("body", "data-version")
            if _pick_a_lit_card(page):
                picked += 1
                assert page.locator("[data-testid=choice]").count() == 1
            page.locator("[data-testid=move]").first.click()
            page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
        assert picked >= 5


def test_a_refused_event_stream_is_asked_for_again(page: Any) -> None:
    """The server refuses a stream with 503 while it drains or past --max-streams, and 429
    past its rate: the browser never asks such a stream again by itself, so the page does,
    later each time. Before, the page stayed on its first view while the other seat played
    on, and nothing said it was no longer connected."""
    first = tablegames.current_player(tablegames.new_game("ten", players=2, seed=7))
    assert first is not None
    listener = 1 - first
    with running("ten", players=2, humans=[0, 1], seed=7) as web:
        asked: list[str] = []

        def refuse_once(route: Any) -> None:
            asked.append(route.request.url)
            if len(asked) > 1:
                route.continue_()
                return
            refusal = {"kind": "error", "data": {"code": "server.overloaded", "message": ""}}
            route.fulfill(
                status=503,
                content_type="application/json",
                headers={"Retry-After": "1"},
                body=json.dumps(refusal),
            )

        page.route("**/events", refuse_once)
        page.goto(web.seat_urls()[listener])
        page.wait_for_selector("body[data-state=waiting]")
        # The other seat plays its turn out (through the server, as another page would).
        while tablegames.current_player(web.state) == first:
            _play_first_move(web, first)
        page.wait_for_selector(MINE)
        assert page.get_attribute("body", "data-version") == str(state_version(web.state))
        assert len(asked) >= 2
        page.wait_for_function(
            "() => document.querySelector('[data-testid=connection]').textContent === ''"
        )


def _play_first_move(web: Any, seat: int) -> None:
    """Play ``seat``'s first legal move through the server, as its page would send it."""
    state = web.state
    move = VersionedMove(tablegames.legal_moves(state, seat)[0], state_version(state))
    web.server.call(web.server.hall.play(web.table, seat, move, human=True))


def _finish(web: Any) -> None:
    """Play seat 0's moves (the first listed) until the game is over; bots play the rest."""
    deadline = time.monotonic() + 60
    while not tablegames.is_over(web.state):
        assert time.monotonic() < deadline, "the game did not end"
        if tablegames.current_player(web.state) != 0:
            time.sleep(0.01)
            continue
        _play_first_move(web, 0)


def test_play_again_clicked_twice_opens_the_rematch_once(page: Any) -> None:
    """Each ask for a rematch gives the seat a new address and revokes the one before, so a
    double click sent two asks and the page opened the address the second had just revoked
    (it then sat on "Connecting…" for good). The button now asks once."""
    with running("crazyeights", players=2, humans=[0], seed=7) as web:
        _finish(web)
        asks: list[str] = []
        page.on("request", lambda r: r.method == "POST" and asks.append(r.url))
        old = web.seat_urls()[0]
        page.goto(old)
        page.wait_for_selector("body[data-state=over] [data-testid=rematch]")
        page.dblclick("[data-testid=rematch]")
        page.wait_for_url(lambda url: url != old)
        page.wait_for_selector(READY + ", body[data-state=waiting]", timeout=20_000)
        assert [url for url in asks if url.endswith("/rematch")] == asks
        assert len(asks) == 1
        assert page.locator("[data-testid=gone]").count() == 0
        assert page.title().startswith("Crazy Eights")


def test_a_revoked_address_says_so_and_offers_no_move(browser: Any) -> None:
    """A seat's page whose address is revoked (the seat asked for a rematch in another tab)
    stops offering moves and says the address no longer plays, instead of "Your turn." under
    a refusal; an address revoked before the page opened says the same."""
    with running("crazyeights", players=2, humans=[0], seed=7) as web:
        _finish(web)
        old = web.seat_urls()[0]
        first, second = browser.new_page(), browser.new_page()
        try:
            first.goto(old)
            first.wait_for_selector("body[data-state=over] [data-testid=rematch]")
            second.goto(old)
            second.wait_for_selector("body[data-state=over] [data-testid=rematch]")
            second.click("[data-testid=rematch]")
            second.wait_for_url(lambda url: url != old)  # the old page is "over": ready too
            second.wait_for_selector(READY + ", body[data-state=waiting]", timeout=20_000)
            new = second.url
            # The first tab, still on the old game, asks too: the second tab's seat is revoked.
            first.bring_to_front()
            first.click("[data-testid=rematch]")
            first.wait_for_url(lambda url: url != old)
            first.wait_for_selector(READY + ", body[data-state=waiting]", timeout=20_000)
            second.bring_to_front()
            second.wait_for_selector("[data-testid=gone]", timeout=20_000)
            assert second.locator("[data-testid=move]").count() == 0
            assert second.locator("[data-testid=turn]").text_content() == ""
            # Opened afresh, the revoked address is the server's page for an unknown seat.
            second.goto(new)
            assert second.title() == "Unknown seat · tablegames"
        finally:
            first.close()
            second.close()


def test_a_move_the_server_never_got_is_not_called_a_refusal(page: Any) -> None:
    """When the move cannot reach the server (it is gone, or a proxy answers with its own
    page), the page says the move was not sent, in words, not "Refused:" and a script error."""
    with running("ten", players=2, humans=[0], seed=1) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(MINE)
        before = web.state
        page.route(
            "**/api/seat/*/move",
            lambda route: route.fulfill(
                status=502, content_type="text/html", body="<html><body>Bad gateway</body></html>"
            ),
        )
        page.locator("[data-testid=move]").first.click()
        message = page.locator("[data-testid=error-message]")
        message.wait_for()
        assert message.text_content() == (
            "The server answered 502: your move was not played. Try again in a moment."
        )
        assert page.locator("[data-testid=error] strong").text_content() == "Not sent: "
        page.unroute("**/api/seat/*/move")
        page.route("**/api/seat/*/move", lambda route: route.abort())
        page.wait_for_selector(MINE)
        page.locator("[data-testid=move]").first.click()
        page.wait_for_function(
            "() => document.querySelector('[data-testid=error-message]').textContent"
            ".startsWith('The server cannot be reached')"
        )
        assert web.state is before


def test_the_lobby_counts_and_explains_in_words(page: Any) -> None:
    """A one-seat game is "1 player", not "1 players"; a count option that is no whole number
    is refused with what to write, and nothing is created; one the game refuses is refused in
    the game's words."""
    # The bot waits a second before each move: the lobby lists games in play, and without
    # the wait the bot played the solo game to its end (some 250 moves) before a loaded
    # machine's page had asked for the list.
    with running("ten", players=1, humans=[], seed=1, bot_delay=1.0) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        assert "TEN, 1 player, made just now: " in page.locator("[data-testid=game]").inner_text()
        page.select_option("[data-testid=create-game]", "aluette")
        page.fill("[data-option=mordienne_min_run]", "1.5")
        page.locator("[data-testid=create-submit]").click()
        error = page.locator("[data-testid=error]")
        error.wait_for()
        assert error.text_content() == "The option mordienne_min_run is a whole number."
        page.fill("[data-option=mordienne_min_run]", "12")
        page.locator("[data-testid=create-submit]").click()
        expect(error).to_contain_text("mordienne_min_run must be an integer from 1 to 9, got 12")
        assert len(web.server.hall.tables) == 1


def test_saboteur_action_cards_are_played_from_the_picture(page: Any) -> None:
    """Saboteur §5: a map looks at a goal card, a broken tool goes in front of a seat.
    Picked in the hand, such a card lists the moves that play it and lights their goals or
    seats; before, their moves did not name the card, so the page offered only its discard and
    a player following the picture threw the card away."""
    with running("saboteur", players=3, humans=[0], seed=3) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(f"{MINE} [data-testid=picture] svg")
        moves = [tablegames.to_dict(m)["data"] for m in tablegames.legal_moves(web.state, 0)]

        def listed_types() -> list[str]:
            return [moves[i]["type"] for i in _listed(page)]

        page.locator("[data-testid=picture] .tg-hand[data-card='map'].target").first.click()
        maps = [i for i, m in enumerate(moves) if m["type"] == "use_map"]
        discard = [i for i, m in enumerate(moves) if m == {**m, "type": "discard", "card": "map"}]
        assert maps
        assert discard
        assert _listed(page) == sorted(maps + discard)
        goals = {(moves[i]["x"], moves[i]["y"]) for i in maps}
        lit = page.locator("[data-testid=picture] [data-cell].target")
        assert {
            tuple(map(int, lit.nth(i).get_attribute("data-cell").split(",")))
            for i in range(lit.count())
        } == goals
        x, y = sorted(goals)[0]
        page.locator(f"[data-testid=picture] [data-cell='{x},{y}'].target").first.click()
        assert listed_types() == ["use_map"]

        page.locator("[data-testid=show-all]").click()
        page.locator("[data-testid=picture] .tg-hand[data-card='broken pickaxe'].target").click()
        breaks = [i for i, m in enumerate(moves) if m["type"] == "break_tool"]
        assert breaks
        assert set(listed_types()) == {"break_tool", "discard"}
        seats = page.locator("[data-testid=picture] [data-seat].target")
        lit_seats = {int(seats.nth(i).get_attribute("data-seat")) for i in range(seats.count())}
        assert lit_seats == {moves[i]["target"] for i in breaks}
        target = sorted(lit_seats)[0]
        page.locator(f"[data-testid=picture] [data-seat='{target}'].target").first.click()
        assert [moves[i] for i in _listed(page)] == [
            moves[i] for i in breaks if moves[i]["target"] == target
        ]
        first = _listed(page)[0]
        version = page.get_attribute("body", "data-version")
        page.locator("[data-testid=move]").first.click()
        page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
        played = tablegames.record(web.state).moves[0]
        assert tablegames.to_dict(played)["data"] == moves[first]


def _listed(page: Any) -> list[int]:
    listed = page.locator("[data-testid=move]")
    return [int(listed.nth(i).get_attribute("data-index")) for i in range(listed.count())]


def test_a_button_in_the_picture_plays_the_one_move_it_stands_for(page: Any) -> None:
    """Crazy Eights draws Draw and Pass as buttons on its table: clicking the lit one plays the
    move it stands for (its data-match) at once, as a listed move's button does. Before, the
    click only narrowed the list to that move, which had to be clicked again. From the
    keyboard, Enter on the button plays it too, and the focus goes to the moves (the button
    was drawn anew with the picture)."""
    with running("crazyeights", players=2, humans=[0], seed=1) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(f"{MINE} [data-testid=picture] svg")
        button = page.locator("[data-testid=picture] .tg-action.target")
        assert button.count() == 1  # Draw; Pass is not legal now
        version = page.get_attribute("body", "data-version")
        button.click()
        page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
        assert [type(m).__name__ for m in tablegames.record(web.state).moves] == ["Draw"]

        # A draw leaves the turn with the drawer (its turn goes on): Draw is lit again.
        page.wait_for_selector(f"{MINE} [data-testid=picture] svg")
        _picture_is_current(page)
        assert page.locator("[data-testid=choice]").count() == 0
        version = page.get_attribute("body", "data-version")
        page.locator("[data-testid=picture] .tg-action.target").focus()
        page.keyboard.press("Enter")
        page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
        assert [type(m).__name__ for m in tablegames.record(web.state).moves] == ["Draw"] * 2
        page.wait_for_function(
            "() => document.activeElement && document.activeElement.dataset.testid === 'move'"
        )


def test_the_picture_hint_shows_only_when_something_is_lit(page: Any) -> None:
    """ "Choose a card, then a highlighted place …" is said only when the picture lights some
    part; TEN's picture lights nothing (its moves name no card, cell or seat)."""
    with running("ten", players=2, humans=[0, 1], seed=1) as web:
        seat = tablegames.current_player(web.state)
        page.goto(web.seat_urls()[seat])
        page.wait_for_selector(f"{MINE} [data-testid=picture] svg")
        assert page.locator("[data-testid=picture] .target").count() == 0
        assert not page.locator("[data-testid=moves] .hint").is_visible()
    with running("saboteur", players=3, humans=[0], seed=3) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(f"{MINE} [data-testid=picture] svg")
        page.wait_for_selector("[data-testid=picture] .target")
        assert page.locator("[data-testid=hint]").is_visible()


def test_a_game_is_played_from_the_keyboard_alone(page: Any) -> None:
    """A player without a mouse: Tab reaches the first move and Enter plays it; after the move
    (and the bots' moves, which redraw the buttons) the keyboard is on the moves again, so
    Enter plays the next one. Before, the focus fell back to the top of the page after each
    move. The picture's lit parts are reached with Tab too, and Enter picks one."""
    with running("aluette", players=4, humans=[0], seed=2) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(f"{MINE} [data-testid=picture] svg")
        for _ in range(40):  # Tab to the first move: through the header, the picture's parts
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.dataset.testid") == "move":
                break
        played = 0
        for _ in range(4):
            page.wait_for_selector(MINE)
            assert page.evaluate("document.activeElement.dataset.testid") == "move"
            version = page.get_attribute("body", "data-version")
            page.keyboard.press("Enter")
            page.wait_for_function("v => document.body.dataset.version !== v", arg=version)
            played += 1
        assert len(tablegames.record(web.state).moves) >= played

        page.wait_for_selector(f"{MINE} [data-testid=picture] svg")
        _picture_is_current(page)
        lit = page.locator("[data-testid=picture] .target")
        assert lit.count() > 0  # the cards of the hand, in the play of the tricks
        assert lit.first.get_attribute("tabindex") == "0"  # a button, in the page's order
        assert lit.first.get_attribute("role") == "button"
        lit.first.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector("[data-testid=choice]")


def test_a_finished_game_offers_its_record_as_json_and_as_game_text(page: Any) -> None:
    """The game-over panel links the record both ways the server writes it: the JSON record
    and the game text (.tgn), which read back to the game played."""
    with running("crazyeights", players=2, humans=[0], seed=7) as web:
        _finish(web)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=over] [data-testid=record-text]")
        played = tablegames.record(web.state)
        for testid, read in (
            ("record", tablegames.from_json),
            ("record-text", tablegames.from_game_text),
        ):
            address = page.eval_on_selector(f"[data-testid={testid}]", "link => link.href")
            answer = page.request.get(address)
            assert answer.status == 200
            assert read(answer.text()) == played


def test_the_lobby_lists_games_created_after_it_opened(page: Any) -> None:
    """The lobby asks for the games again every ten seconds while it is seen, so a game
    created (or a seat taken) after it opened shows without a reload. The page's clock is
    Playwright's, moved on by the ten seconds at once: the test used to wait them out."""
    with running("ten", players=2, humans=[0], seed=1) as web:
        page.clock.install()
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        assert page.locator("[data-testid=game]").count() == 1
        server = web.server
        server.call(server.hall.create("aluette", kinds=["human"] * 4, options=None, take=[]))
        # Ten seconds of the page's time at once, then the list asked for and drawn (in real
        # time: the suite's wait).
        page.clock.run_for(10_000)
        page.wait_for_function("() => document.querySelectorAll('[data-testid=game]').length === 2")
