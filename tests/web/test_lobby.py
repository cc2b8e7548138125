"""The lobby page (tablegames/server/static/lobby.js) in a real headless Chromium: players'
names given there reach the lobby's list and the table's page, as text."""

from __future__ import annotations

from typing import Any

import pytest

from tablegames.server.names import MAX_NAME
from tests.web.harness import running

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect

#: A name that would be markup if a page wrote it as HTML.
MARKUP = "Ann <b>&amp;</b>"


def test_names_given_in_the_lobby_are_shown_in_it_and_on_the_table(page: Any, browser: Any) -> None:
    """The creator's name and the name of a player who takes the other seat show in the lobby
    and on the table's page, as the players wrote them (text, never markup)."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.fill("[data-testid=player-name]", f"  {MARKUP} ")
        page.select_option("[data-testid=create-game]", "ten")
        page.fill("[data-testid=create-players]", "2")
        page.dispatch_event("[data-testid=create-players]", "change")
        page.locator("[data-testid=create-submit]").click()
        page.locator("[data-testid=my-seat]").click()
        page.wait_for_url("**/play/**")
        page.wait_for_selector("body[data-state=ready], body[data-state=waiting]")
        seat = page.locator("[data-testid=seat]")
        expected = f"You play seat 1 of 2. Players: seat 1: {MARKUP} (you), seat 2: free."
        assert seat.text_content() == expected
        assert page.locator("[data-testid=seat] b").count() == 0

        other = browser.new_page()
        try:
            other.goto(web.url("/"))
            other.wait_for_selector("body[data-state=ready]")
            ten = other.locator("[data-testid=game]", has_text="TEN")
            assert f"seat 1: {MARKUP}" in ten.inner_text()
            other.fill("[data-testid=player-name]", "Bo")
            ten.locator("[data-testid=take]").click()
            other.wait_for_url("**/play/**")
            other.wait_for_selector("body[data-state=ready], body[data-state=waiting]")
            expected = f"You play seat 2 of 2. Players: seat 1: {MARKUP}, seat 2: Bo (you)."
            assert other.locator("[data-testid=seat]").text_content() == expected
        finally:
            other.close()
        # The first page hears of the name on its stream, with no move made.
        expect(seat).to_contain_text("seat 2: Bo")


def create_as(page: Any, name: str) -> None:
    """Create a game of TEN for two in the lobby open on ``page``, under ``name``."""
    page.wait_for_selector("body[data-state=ready]")
    page.fill("[data-testid=player-name]", name)
    page.select_option("[data-testid=create-game]", "ten")
    page.fill("[data-testid=create-players]", "2")
    page.dispatch_event("[data-testid=create-players]", "change")
    page.locator("[data-testid=create-submit]").click()


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        # 21 emoji: 42 UTF-16 units, that the field's maxlength="40" cut to 20 emoji.
        ("\U0001f600" * 21, "\U0001f600" * 21),
        # MAX_NAME characters once the doubled space is one, one more as typed.
        ("Ann  " + "x" * (MAX_NAME - 4), "Ann " + "x" * (MAX_NAME - 4)),
        ("\U0001f600" * MAX_NAME, "\U0001f600" * MAX_NAME),
    ],
    ids=["21 emoji", "a doubled space", "MAX_NAME emoji"],
)
def test_every_name_the_server_takes_is_sent_whole(page: Any, typed: str, kept: str) -> None:
    """The lobby lets through every name the server takes: the limit is the server's
    (names.MAX_NAME) counted as the server counts it, in characters once the spaces are
    folded, where the field's maxlength counted UTF-16 units of the text as typed."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        create_as(page, typed)
        expect(page.locator("[data-testid=create-result]")).to_be_visible()
        assert page.get_by_test_id("error").is_hidden()
        made = [table for table in web.server.hall.tables.values() if table.id != web.id]
        assert [table.names[0] for table in made] == [kept]


@pytest.mark.parametrize(
    ("typed", "length"),
    [("x" * (MAX_NAME + 1), MAX_NAME + 1), ("  " + "\U0001f600" * (MAX_NAME + 3), MAX_NAME + 3)],
    ids=["letters", "emoji"],
)
def test_a_name_too_long_is_refused_in_words_that_say_by_how_much(
    page: Any, typed: str, length: int
) -> None:
    """A name longer than the server takes is refused by the page, saying the limit and the
    name's length, and no game is made; before, the field cut it short as typed, and the game
    was made under a name the player did not give."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        free = web.server.call(web.server.hall.create("ten", kinds=["human"] * 2, take=[0]))
        page.goto(web.url("/"))
        create_as(page, typed)
        expect(page.get_by_test_id("error")).to_have_text(
            f"Your name is at most {MAX_NAME} characters long: this one has {length}. "
            "Shorten it, or leave it empty."
        )
        expect(page.get_by_test_id("player-name")).to_have_attribute("aria-invalid", "true")
        assert len(web.server.hall.tables) == 2
        # Taking a free seat under it is refused the same way, and the seat stays free.
        page.get_by_test_id("error").evaluate("(box) => { box.hidden = true; }")
        page.locator("[data-testid=take]").first.click()
        expect(page.get_by_test_id("error")).to_contain_text(f"this one has {length}.")
        assert free.table.names == [None, None]


def test_a_name_the_server_refuses_is_told_in_its_words(page: Any) -> None:
    """Taking a seat under a name that looks like another seat's player's ("ann" beside
    "Ann"), or that mixes look-alike alphabets (a Greek "Y" in "You"), is refused by the
    server; the lobby shows its message, stays, and the seat stays free."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        made = web.server.hall.create("ten", kinds=["human"] * 2, take=[0], names={0: "Ann"})
        ten = web.server.call(made).table
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        for name, said in [
            ("ann", "'ann' reads as 'Ann', another seat's player's name."),
            ("\u03a5ou", "may not mix two scripts in one word"),
        ]:
            page.fill("[data-testid=player-name]", name)
            page.locator("[data-testid=game]", has_text="TEN").locator("[data-testid=take]").click()
            expect(page.get_by_test_id("error")).to_contain_text(said)
            assert "/play/" not in page.url
        assert ten.names == ["Ann", None]


def test_a_refused_seat_whose_list_cannot_be_had_again_raises_nothing(page: Any) -> None:
    """After a seat is refused, the lobby asks for its list again; if that fails (the server
    gone meanwhile), the refusal stays shown and the page raises nothing. Before, the failed
    list was an uncaught "Failed to fetch" in the page, as when a test's server stopped just
    after the refusal was shown."""
    raised: list[str] = []
    page.on("pageerror", lambda error: raised.append(str(error)))
    with running("aluette", players=4, humans=[0], seed=1) as web:
        web.server.call(
            web.server.hall.create("ten", kinds=["human"] * 2, take=[0], names={0: "Ann"})
        )
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.route("**/api/games", lambda route: route.abort())
        page.fill("[data-testid=player-name]", "ann")
        with page.expect_event("requestfailed"):
            page.locator("[data-testid=game]", has_text="TEN").locator("[data-testid=take]").click()
        # The failed list's promise settles within the page's next few tasks.
        page.evaluate("() => new Promise((done) => setTimeout(done, 100))")
        expect(page.get_by_test_id("error")).to_contain_text("another seat's player's name")
    assert raised == []


def test_an_unlisted_game_is_joined_by_its_invitation_only(page: Any, browser: Any) -> None:
    """A game made unlisted in the lobby is not in its list; its invitation link shows it, and
    a seat is taken there."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.select_option("[data-testid=create-game]", "ten")
        page.fill("[data-testid=create-players]", "2")
        page.dispatch_event("[data-testid=create-players]", "change")
        page.locator("[data-testid=create-unlisted]").check()
        page.locator("[data-testid=create-submit]").click()
        invitation = page.locator("[data-testid=invitation]").get_attribute("href")
        assert invitation is not None
        assert "/?join=" in invitation
        assert page.locator("[data-testid=games] [data-testid=game]").count() == 1  # Aluette's
        assert page.locator("[data-testid=invited]").is_hidden()

        other = browser.new_page()
        try:
            other.goto(invitation)
            other.wait_for_selector("body[data-state=ready]")
            invited = other.locator("[data-testid=invited-game] [data-testid=game]")
            assert "TEN, 2 players: seat 1: taken" in invited.inner_text()
            other.fill("[data-testid=player-name]", "Bo")
            invited.locator("[data-testid=take]").click()
            other.wait_for_url("**/play/**")
            other.wait_for_selector("body[data-state=ready], body[data-state=waiting]")
            assert other.locator("[data-testid=seat]").text_content() == (
                "You play seat 2 of 2. Players: seat 1: a player, seat 2: Bo (you)."
            )
        finally:
            other.close()
        ten = [table for table in web.server.hall.tables.values() if table.game.name == "ten"]
        assert [table.unlisted for table in ten] == [True]


def test_the_lobby_filters_and_pages(page: Any) -> None:
    """The lobby's filters ask the server for one game's tables, or those with a free seat;
    "More games" reads the next page, and each game is listed once."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        made = [
            web.server.call(web.server.hall.create("ten", kinds=["human", "human"], take=[0]))
            for _ in range(120)
        ]
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        games = page.locator("[data-testid=games] [data-testid=game]")
        assert games.count() == 100  # the server's page
        page.locator("[data-testid=more]").click()
        expect(games).to_have_count(121)
        assert page.locator("[data-testid=more]").is_hidden()
        ids = [games.nth(i).get_attribute("data-id") for i in range(games.count())]
        assert ids == [game.table.id for game in made[::-1]] + [web.id]
        page.select_option("[data-testid=filter-game]", "aluette")
        expect(games).to_have_count(1)
        assert games.first.get_attribute("data-id") == web.id
        page.locator("[data-testid=filter-open]").check()  # Aluette's other seats are bots'
        page.wait_for_selector("text=No game in play fits these filters.")
        page.select_option("[data-testid=filter-game]", "ten")
        expect(games).to_have_count(100)
        assert page.locator("[data-testid=more]").is_visible()


def test_an_older_list_answer_does_not_draw_over_a_newer_one(page: Any) -> None:
    """The lobby shows the list last asked for: the answer for a filter since changed, come
    after the new filter's, is dropped. Before, whichever answer came last was drawn: the
    filter read TEN and the list showed Aluette's game (a slow network, a quick change)."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        for _ in range(3):
            web.server.call(web.server.hall.create("ten", kinds=["human", "human"], take=[0]))
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        held: list[Any] = []
        page.route("**/api/games?game=aluette", lambda route: held.append(route))
        games = page.locator("[data-testid=games] [data-testid=game]")
        page.select_option("[data-testid=filter-game]", "aluette")  # its answer is held
        page.select_option("[data-testid=filter-game]", "ten")
        expect(games).to_have_count(3)
        with page.expect_request_finished(lambda request: "game=aluette" in request.url):
            held[0].continue_()
        page.wait_for_timeout(300)  # the page reads the answer
        assert page.input_value("[data-testid=filter-game]") == "ten"
        assert games.count() == 3


def test_a_refresh_asked_before_more_games_does_not_drop_the_page_asked_for(page: Any) -> None:
    """The lobby's list, asked for again every 10 s, is dropped when "More games" was clicked
    while it was on its way: its first page, drawn after the page asked for, took that page
    away under the player's eyes."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        for _ in range(120):
            web.server.call(web.server.hall.create("ten", kinds=["human", "human"], take=[0]))
        page.clock.install()
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        games = page.locator("[data-testid=games] [data-testid=game]")
        expect(games).to_have_count(100)
        held: list[Any] = []
        page.route(
            lambda url: "/api/games" in url and "after=" not in url,
            lambda route: held.append(route),
        )
        page.clock.run_for(10_000)  # the refresh is asked for, and held
        for _ in range(400):
            if held:
                break
            page.wait_for_timeout(50)
        assert held, "the lobby asked for no refresh"
        page.locator("[data-testid=more]").click()
        expect(games).to_have_count(121)
        with page.expect_request_finished(lambda request: "after=" not in request.url):
            held[0].continue_()
        page.wait_for_timeout(300)  # the page reads the answer
        assert games.count() == 121
        assert page.locator("[data-testid=more]").is_hidden()


def test_a_list_slower_than_the_refresh_still_fills_the_page(page: Any) -> None:
    """While a list is on its way the refresh asks for none, and the answer is drawn when it
    comes. Before, each refresh asked again and only the last asked for was drawn: a server
    answering slower than the refresh left the lobby empty for good."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.clock.install()
        held: list[Any] = []
        page.route("**/api/games", lambda route: held.append(route))
        page.goto(web.url("/"))
        for _ in range(400):
            if held:
                break
            page.wait_for_timeout(50)
        assert len(held) == 1, "the lobby asked for no list"
        page.clock.run_for(35_000)  # three refreshes' time, the first list still on its way
        page.wait_for_timeout(300)
        assert len(held) == 1
        held[0].continue_()
        page.wait_for_selector("body[data-state=ready]")
        games = page.locator("[data-testid=games] [data-testid=game]")
        expect(games).to_have_count(1)
        page.unroute("**/api/games")


def test_a_count_typed_then_create_clicked_creates_the_game(page: Any) -> None:
    """Typing a count of players and clicking "Create and take seat 1" at once creates the
    game: the bots' boxes are drawn as the count is typed, so leaving the field moves nothing
    under the click (drawn on leaving it, they moved the button and the click was lost)."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.set_viewport_size({"width": 1280, "height": 800})
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.select_option("[data-testid=create-game]", "saboteur")
        page.locator("[data-testid=create-players]").fill("5")  # typed: no change event yet
        page.locator("[data-testid=create-submit]").click()
        expect(page.locator("[data-testid=create-result]")).to_be_visible()
        expect(page.locator("[data-testid=bot-seat]")).to_have_count(4)
        made = [table for table in web.server.hall.tables.values() if table.id != web.id]
        assert [table.players for table in made] == [5]


def test_every_game_starts_at_a_table_count(page: Any) -> None:
    """The lobby offers each game at a table's count of players, two or the game's least (so
    TEN's provisional solo variant is asked for, never the default)."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        counts = {}
        for game in ("ten", "saboteur", "aluette"):
            page.select_option("[data-testid=create-game]", game)
            counts[game] = page.locator("[data-testid=create-players]").input_value()
        assert counts == {"ten": "2", "saboteur": "3", "aluette": "4"}


@pytest.mark.parametrize("typed", ["", "1.5", "-3", "6"])
def test_a_count_of_players_out_of_the_games_range_is_told_in_its_own_words(
    page: Any, typed: str
) -> None:
    """An empty, fractional, negative or too large count of players is refused by the lobby
    in the field's words, and no game is made. Before, the server's refusal of the seats'
    list said 'each seat is "human" or "bot"'."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.select_option("[data-testid=create-game]", "ten")
        page.locator("[data-testid=create-players]").fill(typed)
        page.locator("[data-testid=create-submit]").click()
        expect(page.locator("[data-testid=error]")).to_have_text(
            "The number of players is a whole number: 1 to 5 for this game."
        )
        assert [table.id for table in web.server.hall.tables.values()] == [web.id]


def test_a_variant_is_told_in_the_lobby_and_on_the_table(page: Any, browser: Any) -> None:
    """A game made with options differing from the standard rules says so in its lobby line
    and in its table's header, for its player and for another who joins it: the rules they
    play by. A game of the standard rules says nothing of options."""
    with running("aluette", players=4, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.select_option("[data-testid=create-game]", "saboteur")
        page.fill("[data-testid=create-players]", "3")
        page.dispatch_event("[data-testid=create-players]", "change")
        page.locator("[data-option=break_own_tools]").uncheck()
        page.locator("[data-option=open_draw_pile]").check()
        page.locator("[data-testid=create-submit]").click()
        line = page.locator("[data-testid=games] [data-testid=game]", has_text="Saboteur")
        told = "options break_own_tools=false, open_draw_pile=true"
        expect(line.locator("[data-testid=options]")).to_have_text(f", {told}")
        standard = page.locator("[data-testid=games] [data-testid=game]", has_text="Aluette")
        assert standard.locator("[data-testid=options]").count() == 0
        page.locator("[data-testid=my-seat]").click()
        page.wait_for_url("**/play/**")
        page.wait_for_selector("body[data-state=ready], body[data-state=waiting]")
        expect(page.locator("[data-testid=options]")).to_have_text(f"Played with the {told}.")

        other = browser.new_page()
        try:
            other.goto(web.url("/"))
            other.wait_for_selector("body[data-state=ready]")
            other.locator("[data-testid=game]", has_text="Saboteur").locator(
                "[data-testid=take]"
            ).first.click()
            other.wait_for_url("**/play/**")
            other.wait_for_selector("body[data-state=ready], body[data-state=waiting]")
            expect(other.locator("[data-testid=options]")).to_have_text(f"Played with the {told}.")
            other.goto(web.url(f"/watch/{web.id}"))
            other.wait_for_selector("body[data-state=ready], body[data-state=waiting]")
            assert other.locator("[data-testid=options]").is_hidden()  # Aluette's: standard
        finally:
            other.close()


def test_an_option_for_some_player_counts_is_offered_at_those_only(page: Any) -> None:
    """TEN's jen_policy is taken by a new game of one player only (Jen plays the solo game):
    the form says so, offers it at one player, and at another count sets it back to the
    standard rules and disables it (a game made so was refused in words after the click)."""
    with running("ten", players=2, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.select_option("[data-testid=create-game]", "ten")
        jen = page.locator("[data-option=jen_policy]")
        expect(page.locator("[data-testid=option-note]")).to_have_text([" (only with 1 player)"])
        assert jen.is_disabled()  # two players to start with
        page.fill("[data-testid=create-players]", "1")
        page.dispatch_event("[data-testid=create-players]", "input")
        expect(jen).to_be_enabled()
        jen.select_option("never")
        page.fill("[data-testid=create-players]", "3")
        page.dispatch_event("[data-testid=create-players]", "input")
        expect(jen).to_be_disabled()
        assert jen.input_value() == "all_tokens"
        page.locator("[data-testid=create-submit]").click()
        expect(page.locator("[data-testid=games] [data-testid=game]")).to_have_count(2)
        made = [table for table in web.server.hall.tables.values() if table.id != web.id]
        assert made[0].players == 3
        assert made[0].options == {}
        page.fill("[data-testid=create-players]", "1")
        page.dispatch_event("[data-testid=create-players]", "input")
        jen.select_option("never")
        page.locator("[data-testid=create-submit]").click()
        expect(page.locator("[data-testid=games] [data-testid=game]")).to_have_count(3)
        solo = [table for table in web.server.hall.tables.values() if table.players == 1]
        assert solo[0].options == {"jen_policy": "never"}


def test_an_option_chosen_is_kept_while_the_count_is_retyped(page: Any) -> None:
    """An empty count field (the count being retyped) set TEN's jen_policy back to the
    standard rules, so the solo game was made without the choice."""
    with running("ten", players=2, humans=[0], seed=1) as web:
        page.goto(web.url("/"))
        page.wait_for_selector("body[data-state=ready]")
        page.select_option("[data-testid=create-game]", "ten")
        jen = page.locator("[data-option=jen_policy]")
        count = page.locator("[data-testid=create-players]")
        count.fill("1")
        count.dispatch_event("input")
        jen.select_option("never")
        count.press("Backspace")  # an empty field for a moment
        count.dispatch_event("input")
        count.type("1")
        count.dispatch_event("input")
        assert jen.input_value() == "never"
        page.locator("[data-testid=create-submit]").click()
        expect(page.locator("[data-testid=games] [data-testid=game]")).to_have_count(2)
        solo = [table for table in web.server.hall.tables.values() if table.players == 1]
        assert solo[0].options == {"jen_policy": "never"}
