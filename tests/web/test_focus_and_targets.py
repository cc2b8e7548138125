"""The web table for a player on the keyboard, a phone or a screen reader: each seat of the
picture is one button, what looks lit once a card is chosen is what a click picks, the focus
stays on the move the player is on while the others move, every button and link is large
enough for a finger, and the live regions speak in the order things happened, saying the end
once (docs/guides/webtable.rst)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

import tablegames
from tablegames.aluette import Signal
from tablegames.core.messages import view_document
from tablegames.core.protocol import VersionedMove, state_version
from tablegames.saboteur import BreakTool, PlacePath, UseMap
from tests.web.harness import running
from tests.web.test_accessibility import axe_violations, focused, play_until

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect


# -- A seat of the picture is one button ----------------------------------------------------------


@pytest.mark.parametrize("players", [3, 8])
def test_a_seat_with_a_name_is_one_button(page: Any, players: int) -> None:
    """Saboteur §5 (action cards target seats): a seat an action card may target is lit as one
    button. Its player's name, drawn in its row with the seat's data-seat, was lit as a second
    button inside the first (axe-core: nested-interactive, serious), a tiny Tab stop with an
    empty name."""
    with running("saboteur", players=players, humans=[0], seed=3, names={0: "Ann"}) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready] [data-testid=picture] .pickable")
        seats = page.locator("[data-testid=picture] [data-seat][role=button]")
        expect(seats).to_have_count(players)
        assert sorted(int(seats.nth(i).get_attribute("data-seat")) for i in range(players)) == (
            list(range(players))
        )
        for i in range(players):
            assert seats.nth(i).evaluate("(node) => node.classList.contains('tg-seat')")
            assert seats.nth(i).get_attribute("aria-label")
        names = page.locator("[data-testid=picture] .tg-seat-name")
        expect(names).to_have_count(players)  # "Ann" and "bot": each a piece of its seat
        for i in range(players):
            assert names.nth(i).get_attribute("tabindex") is None
            assert names.nth(i).get_attribute("role") is None
        # Tab stops once on each seat.
        stops: list[str] = []
        page.locator("[data-testid=picture] [tabindex='0']").first.focus()
        for _ in range(100):
            stop = page.evaluate(
                "() => document.activeElement.closest('[data-testid=picture]') ? "
                "(document.activeElement.dataset.seat ?? '-') : null"
            )
            if stop is None:
                break
            stops.append(stop)
            page.keyboard.press("Tab")
        assert sorted(stop for stop in stops if stop != "-") == sorted(map(str, range(players)))
        assert axe_violations(page) == []


# -- What looks lit is what a click picks ---------------------------------------------------------

#: Each cell the picture draws lit (tg-legal: some path card of the seat fits there) as
#: [its place, whether a click picks it now, how it looks: its computed opacity and filter].
LIT_CELLS = """() => [...document.querySelectorAll("[data-testid=picture] .tg-cell.tg-legal")]
    .map((node) => { const style = getComputedStyle(node);
        return [node.dataset.cell, node.classList.contains("target"),
                [style.opacity, style.filter]]; })"""


def test_a_chosen_card_leaves_lit_only_the_places_it_goes_to(page: Any) -> None:
    """Saboteur §4 (a path card is placed where it fits, as printed or turned): the page says
    "Choose a card, then a highlighted place", and with a card chosen every cell that still
    looks lit is a place it goes to, ringed, the others dimmed. The picture lights every cell
    where any path card of the hand fits: a chosen card left the cells it cannot go to looking
    exactly like those it can, and a click on one did nothing. Before a choice, and after
    "Show all moves", every lit cell looks as drawn."""
    with running("saboteur", players=3, humans=[0], seed=2) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(
            "body[data-state=ready][data-turn=mine] [data-testid=picture] .pickable"
        )
        expect(page.locator("[data-testid=hint]")).to_contain_text("then a highlighted place")
        before = page.evaluate(LIT_CELLS)
        assert before
        assert all(target for _, target, _ in before), before
        (drawn,) = {tuple(look) for _, _, look in before}
        assert drawn[0] == "1"
        cards = page.locator("[data-testid=picture] .pickable")
        names = sorted({cards.nth(i).get_attribute("data-card") for i in range(cards.count())})
        dimmed = 0
        for name in names:
            page.locator(f"[data-testid=picture] .pickable[data-card='{name}']").first.click()
            page.wait_for_selector("[data-testid=choice]")
            cells = page.evaluate(LIT_CELLS)
            for cell, target, (opacity, filter_) in cells:
                # A place the card goes to is as bright as drawn, and ringed; another dimmed.
                assert (opacity == drawn[0]) == target, (name, cell, target, opacity)
                assert (filter_ != drawn[1]) == target, (name, cell, target, filter_)
            dimmed += sum(not target for _, target, _ in cells)
            page.locator("[data-testid=show-all]").click()
            assert page.evaluate(LIT_CELLS) == before
        # Some card of the hand cannot go to every lit cell (the tunnel NEW to 0,-1).
        assert dimmed > 0


#: Every place and seat of the picture (a cell, a maze card, a goal, a seat's row) by its id:
#: its kind, whether a click picks it now, the keyboard's way to it (tabindex and role), and
#: how it looks (its computed filter, opacity and outline).
PLACES = """() => Object.fromEntries(
    [...document.querySelectorAll(
        "[data-testid=picture] :is(.tg-cell, .tg-tile, .tg-goal, .tg-seat)")]
    .map((node) => { const style = getComputedStyle(node);
        const kind = ["tg-cell", "tg-tile", "tg-goal", "tg-seat"]
            .find((name) => node.classList.contains(name));
        return [node.id, {kind, cell: node.dataset.cell ?? null,
            seat: node.dataset.seat === undefined ? null : Number(node.dataset.seat),
            target: node.classList.contains("target"),
            keys: [node.getAttribute("tabindex"), node.getAttribute("role")],
            look: [style.filter, style.opacity, style.outlineStyle]}]; }))"""

#: The action cards of the hand in the test's game that a move plays, and the kind of part
#: each one's moves go to (the repair cart mends the seat's own cart: its own row, drawn lit
#: as the seat to act).
ACTION_CARDS = {
    "rockfall": "tg-tile",
    "map": "tg-goal",
    "broken pickaxe": "tg-seat",
    "repair cart": "tg-seat",
}


def break_or_build(state: Any, legal: Any) -> Any:
    """Seats 2 and 3 break another seat's tool when they can; each seat else places a path card
    (the first it may), else makes its last legal move (a discard)."""
    seat = tablegames.current_player(state)
    kinds = [BreakTool] if seat != 0 else []
    for kind in [*kinds, PlacePath]:
        for move in legal:
            if isinstance(move, kind) and getattr(move, "target", None) != seat:
                return move
    return legal[-1]


def places_of(moves: list[dict[str, Any]], card: str) -> set[str]:
    """Where the moves that play the action card ``card`` go: a cell "x,y" or a seat "seat n"."""
    kind = {"rockfall": "rockfall", "map": "use_map", "broken": "break_tool"}.get(
        card.split()[0], "repair_tool"
    )
    found = set()
    for move in moves:
        if move["type"] != kind or (kind == "repair_tool" and move["card"] != card):
            continue
        if kind == "break_tool" and move["tool"] != card.split()[1]:
            continue
        found.add(f"seat {move['target']}" if "target" in move else f"{move['x']},{move['y']}")
    return found


def test_a_chosen_action_card_rings_every_place_and_seat_it_goes_to(page: Any) -> None:
    """Saboteur §5 (a rockfall clears a path card of the maze, a map looks at a goal, a broken
    tool or a repair card targets a seat): with such a card chosen, every maze card, goal or
    seat it goes to is ringed, as a part to click (Tab reaches it), and the ring goes when the
    choice is let go; a click on one, then on the one move left, plays it. These parts were
    clickable but drawn like every other, though the page says "Choose a card, then a
    highlighted place or seat"."""
    with running("saboteur", players=3, humans=[0, 1, 2], seed=41) as web:

        def ready(state: Any) -> bool:
            kinds = {move["type"] for move in view_document(state, 0)["moves"]}
            wanted = {"rockfall", "use_map", "break_tool", "repair_tool"}
            return tablegames.current_player(state) == 0 and wanted <= kinds

        state = play_until(web, page, ready, break_or_build)
        moves = view_document(state, 0)["moves"]
        hand = {str(card) for card in tablegames.view(state, 0).hand}
        assert set(ACTION_CARDS) <= hand, hand
        page.goto(web.seat_urls()[0])
        page.wait_for_selector(
            "body[data-state=ready][data-turn=mine] [data-testid=picture] .pickable"
        )
        before = page.evaluate(PLACES)
        assert all(part["look"][0] == "none" for part in before.values()), before
        for card, kind in ACTION_CARDS.items():
            page.locator(f"[data-testid=picture] .pickable[data-card='{card}']").first.click()
            expect(page.locator("[data-testid=choice]")).to_contain_text(f"Moves with {card}")
            now = page.evaluate(PLACES)
            targets = {key: part for key, part in now.items() if part["target"]}
            assert {part["kind"] for part in targets.values()} == {kind}, (card, targets)
            reached = {
                f"seat {part['seat']}" if kind == "tg-seat" else part["cell"]
                for part in targets.values()
            }
            assert reached == places_of(moves, card) != set(), card
            for key, part in now.items():
                # Ringed when a click picks it, as drawn when not.
                assert (part["look"] != before[key]["look"]) == part["target"], (card, part)
            for part in targets.values():
                assert part["look"][0] != "none", (card, part)
                assert part["keys"] == ["0", "button"], (card, part)
            # Every part a click picks now is ringed: the places, the cards to choose, the
            # card chosen.
            unringed = page.evaluate(
                """() => [...document.querySelectorAll("[data-testid=picture] .target")]
                    .filter((node) => getComputedStyle(node).filter === "none")
                    .map((node) => node.id)"""
            )
            assert unringed == [], (card, unringed)
            page.locator("[data-testid=show-all]").click()
            assert page.evaluate(PLACES) == before, card
        # A goal the map goes to, clicked, leaves the one move: a click on it plays it.
        page.locator("[data-testid=picture] .pickable[data-card='map']").first.click()
        goal = page.locator("[data-testid=picture] .tg-goal.target").first
        x, y = map(int, str(goal.get_attribute("data-cell")).split(","))
        goal.click()
        listed = page.locator("[data-testid=move]")
        expect(listed).to_have_count(1)
        serial = page.get_attribute("body", "data-serial")
        listed.first.click()
        page.wait_for_selector(f"body:not([data-serial='{serial}'])")
        assert tablegames.record(web.state).moves[-1] == UseMap(player=0, x=x, y=y)


# -- The focus stays on the move the player is on -------------------------------------------------


def play_seat_2(web: Any) -> None:
    """Play seat 2's first move that is not a signal (a move every viewer is shown)."""
    state = web.state
    move = next(m for m in tablegames.legal_moves(state, 1) if not isinstance(m, Signal))
    sent = VersionedMove(move, state_version(state))
    web.server.call(web.server.hall.play(web.table, 1, sent, human=True))


def test_the_focus_stays_on_its_move_while_the_other_seats_move(page: Any) -> None:
    """Aluette §6 (signals may be made at any time): while the bots play, the page offers the
    signals and the player goes to one of them; each bot's move drew the moves anew and put the
    focus on the first move, where Enter made a signal the player had not chosen. The focus
    stays on the same move, also when it moves down the list (cards to play come first on the
    player's turn).

    Seat 2, who acts first, is held by the test until the focus is set, then the others move:
    with bots only, the page had to load before their three moves were over, which a loaded
    machine need not do."""
    with running("aluette", players=4, humans=[0, 1], seed=1, bot_delay=0.5) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready][data-turn=other]")
        moves = page.locator("[data-testid=move]")
        moves.first.focus()
        for _ in range(4):
            page.keyboard.press("Tab")
        chosen = moves.nth(4).inner_text()
        assert moves.nth(4).get_attribute("data-index") == "4"
        assert page.evaluate("() => document.activeElement.textContent") == chosen
        serial = page.get_attribute("body", "data-serial")
        # Seat 2 moves (not a signal: a move every viewer is shown), then the bots.
        play_seat_2(web)
        # The next view.
        page.wait_for_selector(f"body:not([data-serial='{serial}'])")
        assert focused(page) == "move"
        assert page.evaluate("() => document.activeElement.textContent") == chosen
        # Seat 2 and the bots move until it is the player's turn.
        deadline = time.monotonic() + 60
        while tablegames.current_player(web.state) != 0:
            assert time.monotonic() < deadline, "the player's turn did not come"
            if tablegames.current_player(web.state) == 1:
                play_seat_2(web)
            time.sleep(0.05)
        # The player's turn: the cards to play come before the signals.
        page.wait_for_selector("body[data-state=ready][data-turn=mine]")
        assert focused(page) == "move"
        assert page.evaluate("() => document.activeElement.textContent") == chosen
        index = page.evaluate("() => document.activeElement.dataset.index")
        assert index != "4"
        assert moves.first.get_attribute("data-type") != "signal"


# -- Targets a finger can press -------------------------------------------------------------------

#: The least height and width of a button or link on a phone (WCAG 2.5.5, target size).
TARGET = 44


def small_targets(page: Any) -> list[str]:
    """Every visible button and link of the page smaller than TARGET pixels, with its size."""
    return list(
        page.evaluate(
            """(least) => [...document.querySelectorAll("button, a")]
                .filter((node) => node.checkVisibility())
                .map((node) => [node, node.getBoundingClientRect()])
                .filter(([, box]) => box.height < least || box.width < least)
                .map(([node, box]) => `${node.textContent.trim()}: ${box.width}x${box.height}`)""",
            TARGET,
        )
    )


def on_a_phone(page: Any, width: int, height: int) -> None:
    """The tab as a phone's: its screen's size and a touch screen (a coarse pointer)."""
    page.set_viewport_size({"width": width, "height": height})
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


def assert_no_horizontal_scroll(page: Any) -> None:
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")


@pytest.mark.parametrize(("width", "height"), [(390, 844), (360, 640)])
def test_every_button_and_link_is_large_enough_on_a_phone(
    page: Any, screenshots: Path, width: int, height: int
) -> None:
    """On a phone, "Leave the seat" was 103 by 21 pixels, each move 29 pixels high, "Play again"
    and "Step through the game" 21: every button and link in the page, during a game, at its
    end and stepping through it, is 44 pixels high and wide at least. A desktop's mouse keeps
    the tighter layout."""
    on_a_phone(page, width, height)
    assert page.evaluate("() => matchMedia('(pointer: coarse)').matches")
    with running("ten", players=2, humans=[0, 1], seed=1) as web:
        page.goto(web.seat_urls()[tablegames.current_player(web.state)])
        page.wait_for_selector("body[data-state=ready] [data-testid=move]")
        assert small_targets(page) == []
        assert_no_horizontal_scroll(page)
        page.screenshot(path=str(screenshots / f"phone-{width}-play.png"), full_page=True)
        page.locator("[data-testid=leave]").click()
        assert small_targets(page) == []  # the question's answers
        page.keyboard.press("Escape")
        play_until(web, page, tablegames.is_over, lambda state, legal: legal[0])
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=over] [data-testid=rematch]")
        page.locator("[data-testid=replay-open]").click()
        page.wait_for_selector("[data-testid=replay][data-at]")
        assert small_targets(page) == []
        assert_no_horizontal_scroll(page)
        assert page.locator("[data-testid=record]").is_visible()
        page.screenshot(path=str(screenshots / f"phone-{width}-end.png"), full_page=True)
        # A desktop with a mouse (a tab of its own): the buttons are the size of their words.
        desktop = page.context.new_page()
        try:
            desktop.set_viewport_size({"width": 1280, "height": 900})
            desktop.goto(web.seat_urls()[0])
            desktop.wait_for_selector("body[data-state=over] [data-testid=rematch]")
            assert not desktop.evaluate("() => matchMedia('(pointer: coarse)').matches")
            rematch = desktop.locator("[data-testid=rematch]").bounding_box()
            assert rematch is not None
            assert rematch["height"] < TARGET
        finally:
            desktop.close()


# -- Live regions in order, the end said once ------------------------------------------------------

#: Records what the page's live regions are given, in order, as [data-testid, words]: a region
#: is one with a live role or aria-live, unless aria-live is "off".
RECORD_LIVE = """
window.__said = [];
new MutationObserver((records) => {
  for (const record of records) {
    const at = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    const region = at && at.closest("[role=status], [role=log], [role=alert], [aria-live]");
    if (!region || region.getAttribute("aria-live") === "off") continue;
    const words = record.type === "characterData"
      ? record.target.data
      : [...record.addedNodes].map((node) => node.textContent).join(" ");
    if (words.trim()) window.__said.push([region.dataset.testid, words]);
  }
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def said(page: Any) -> list[tuple[str, str]]:
    return [(region, words) for region, words in page.evaluate("() => window.__said")]


def test_the_log_is_said_before_the_turn_line(page: Any) -> None:
    """Saboteur §6: when the bots' moves give the turn back, a screen reader hears the moves
    (the log's new lines) and then "Your turn." (it heard "Your turn." first, then the move
    that gave it).

    The turn comes back in a view after the click's, which the test waits for: the views
    between (the bots' turns) may be skipped by a page late for them, so none is waited for."""
    page.add_init_script(RECORD_LIVE)
    with running("saboteur", players=3, humans=[0], seed=2, bot_delay=0.3) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=ready][data-turn=mine] [data-testid=event]")
        version = page.get_attribute("body", "data-version")
        page.evaluate("() => { window.__said = []; }")
        page.locator("[data-testid=move][data-type=discard]").first.click()
        page.wait_for_selector(
            f"body[data-state=ready][data-turn=mine]:not([data-version='{version}'])"
        )
        page.wait_for_timeout(300)
        heard = said(page)
        turns = [index for index, (region, _) in enumerate(heard) if region == "turn"]
        assert turns, heard
        assert heard[turns[-1]] == ("turn", "Your turn."), heard
        assert turns[-1] == len(heard) - 1, heard  # nothing of the log after it
        # Each turn line comes after the log's lines of its view: the bots' moves.
        assert heard[turns[-1] - 1][0] == "log", heard
        for index in turns:
            assert index > 0, heard
            assert heard[index - 1][0] == "log", heard


def test_the_end_is_said_once_after_the_last_moves(page: Any) -> None:
    """TEN §7 (the game's end): at the end the turn line, the log and the page's announcement
    each said the game was over. The log says the last moves and the end, in the game's words,
    then the result is announced; the turn line still shows "The game is over." unsaid."""
    page.add_init_script(RECORD_LIVE)

    def ending(state: Any) -> bool:
        legal = tablegames.legal_moves(state)
        return any(tablegames.is_over(tablegames.apply(state, move)) for move in legal)

    with running("ten", players=2, humans=[0, 1], seed=1) as web:
        state = play_until(web, page, ending, lambda state, legal: legal[0])
        seat = tablegames.current_player(state)
        last = next(
            move
            for move in tablegames.legal_moves(state)
            if tablegames.is_over(tablegames.apply(state, move))
        )
        data = tablegames.to_dict(last)["data"]
        offered = [
            {name: value for name, value in move.items() if name not in ("group", "label")}
            for move in view_document(state, seat)["moves"]
        ]
        page.goto(web.seat_urls()[seat])
        page.wait_for_selector("body[data-state=ready] [data-testid=move]")
        page.wait_for_timeout(300)
        page.evaluate("() => { window.__said = []; }")
        page.locator(f"[data-testid=move][data-index='{offered.index(data)}']").click()
        page.wait_for_selector("body[data-state=over] [data-testid=result]")
        result = page.locator("[data-testid=result]").text_content()
        assert result
        page.wait_for_function(
            "said => document.querySelector('[data-testid=announce]').textContent.includes(said)",
            arg=result,
        )
        heard = said(page)
        over = [(region, words) for region, words in heard if "game is over" in words.lower()]
        assert len(over) == 1, heard
        assert over[0][0] == "log", heard
        assert heard[-1] == ("announce", result), heard
        assert [region for region, _ in heard[:-1]] == ["log"] * (len(heard) - 1), heard
        # The visible words stay.
        expect(page.locator("[data-testid=turn]")).to_have_text("The game is over.")
        live = page.evaluate(
            """() => { const node = document.querySelector("[data-testid=turn]");
                return [node.getAttribute("role"), node.getAttribute("aria-live")]; }"""
        )
        assert live == ["status", "off"]
