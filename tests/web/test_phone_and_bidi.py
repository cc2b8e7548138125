"""The web table on a phone and with right-to-left names: the picture's frame opens on the
seat's own hand, is a Tab stop exactly when it scrolls, and is hinted at while it does
(docs/guides/webtable.rst, "On a phone")."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest

import tablegames
from tests.web.harness import running
from tests.web.test_accessibility import axe_violations, play_until
from tests.web.test_replay import _over

pytestmark = pytest.mark.browser
#: Playwright's waiting assertions (the module is skipped without Playwright, as the browser is).
expect = pytest.importorskip("playwright.sync_api").expect

#: A phone's screen, in CSS pixels (an iPhone 12 to 15's).
PHONE = (390, 844)


def on_a_phone(page: Any, width: int = PHONE[0], height: int = PHONE[1]) -> None:
    """The tab as a phone's, as Playwright's ``is_mobile`` and ``has_touch`` make it: its
    screen's size at three device pixels to one, the page's viewport tag obeyed, a touch
    screen."""
    page.set_viewport_size({"width": width, "height": height})
    cdp = page.context.new_cdp_session(page)
    metrics = {"width": width, "height": height, "deviceScaleFactor": 3, "mobile": True}
    cdp.send("Emulation.setDeviceMetricsOverride", metrics)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


#: The picture's frame and the seat's own hand in it, as the page shows them: the frame's
#: inside (without border and scroll bars) and each hand card's box, in the viewport's pixels.
FRAME_AND_HAND = """() => {
  const frame = document.querySelector("[data-testid=picture]");
  const box = frame.getBoundingClientRect();
  const left = box.left + frame.clientLeft;
  const top = box.top + frame.clientTop;
  const inside = { left, top, right: left + frame.clientWidth, bottom: top + frame.clientHeight };
  const cards = [...frame.querySelectorAll(".tg-hand")]
    .filter((card) => (card.closest("[data-seat]")?.dataset.seat ?? "0") === "0")
    .map((card) => card.getBoundingClientRect())
    .map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
  return {
    inside,
    cards,
    scrolls: frame.scrollWidth > frame.clientWidth,
    scrollLeft: frame.scrollLeft,
  };
}"""


def frame_and_hand(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(FRAME_AND_HAND))


def within(card: dict[str, float], inside: dict[str, float]) -> bool:
    """Whether a card's box lies in the frame's inside (to a pixel's rounding)."""
    return (
        card["left"] >= inside["left"] - 0.5
        and card["right"] <= inside["right"] + 0.5
        and card["top"] >= inside["top"] - 0.5
        and card["bottom"] <= inside["bottom"] + 0.5
    )


def open_on_a_phone(page: Any, url: str) -> dict[str, Any]:
    on_a_phone(page)
    page.goto(url)
    page.wait_for_selector("body[data-serial] [data-testid=picture] svg")
    return frame_and_hand(page)


# -- The frame opens on the seat's own hand -----------------------------------------------------


def test_aluettes_frame_opens_on_the_hand_on_a_phone(page: Any) -> None:
    """Aluette draws the seat's hand at the bottom middle of an 800-pixel picture: on a 390 by
    844 phone the frame opened at the picture's left edge, on the Points panel, with the edge
    of one card of the hand in sight. It opens centred on the hand: nine cards are wider than
    the frame, which then shows hand cards from edge to edge; a hand of four lies in it whole."""
    with running("aluette", players=4, humans=[0, 1, 2, 3], seed=1) as web:
        shown = open_on_a_phone(page, web.seat_urls()[0])
        inside, cards = shown["inside"], shown["cards"]
        assert shown["scrolls"]
        assert len(cards) == 9
        assert shown["scrollLeft"] > 0
        left = min(card["left"] for card in cards)
        right = max(card["right"] for card in cards)
        assert right - left > inside["right"] - inside["left"]  # the hand is the wider
        assert left < inside["left"]
        assert right > inside["right"]
        middle = (inside["left"] + inside["right"]) / 2
        assert abs((left + right) / 2 - middle) <= 1
        assert sum(within(card, inside) for card in cards) >= 5
        # Later in the deal, a page opened anew: the whole hand is in the frame.
        play_until(web, page, lambda state: len(state.hands[0]) <= 4, lambda _, legal: legal[0])
        shown = open_on_a_phone(page, web.seat_urls()[0])
        assert 0 < len(shown["cards"]) <= 4
        assert shown["scrollLeft"] > 0
        assert all(within(card, shown["inside"]) for card in shown["cards"])


def test_the_frame_stays_where_the_player_scrolled_it(page: Any) -> None:
    """Once a page load: the bots' moves draw the picture anew, and the frame stays where the
    player scrolled it (scrolling to the hand at each view would take it from under a finger)."""
    with running("aluette", players=4, humans=[0], seed=1, bot_delay=0.5) as web:
        on_a_phone(page)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-serial] [data-testid=picture] svg")
        frame = page.locator("[data-testid=picture]")
        assert frame.evaluate("(node) => node.scrollLeft") > 0
        frame.evaluate("(node) => { node.scrollLeft = 0; }")
        serial = int(page.get_attribute("body", "data-serial"))
        page.wait_for_function(f"() => Number(document.body.dataset.serial) >= {serial + 2}")
        assert frame.evaluate("(node) => node.scrollLeft") == 0


@pytest.mark.parametrize(("game", "players"), [("saboteur", 3), ("ten", 2)])
def test_the_other_games_frames_on_a_phone(page: Any, game: str, players: int) -> None:
    """Saboteur draws its hand at the left: its frame opens on the whole hand (its last card
    was cut by a few pixels at the frame's edge). TEN marks no hand: its frame stays at the
    picture's top left."""
    with running(game, players=players, humans=[0], seed=1) as web:
        shown = open_on_a_phone(page, web.seat_urls()[0])
        assert shown["scrolls"]
        if game == "ten":
            assert shown["cards"] == []
            assert shown["scrollLeft"] == 0
        else:
            assert len(shown["cards"]) == 6
            assert all(within(card, shown["inside"]) for card in shown["cards"])


# -- The frame is a Tab stop exactly when it scrolls ----------------------------------------------


def frame_stop(testid: str) -> str:
    """A script: whether the frame ``testid`` scrolls (its content is wider or taller), and
    its tabindex."""
    return f"""() => {{
  const frame = document.querySelector("[data-testid={testid}]");
  const scrolls =
    frame.scrollWidth > frame.clientWidth || frame.scrollHeight > frame.clientHeight;
  return [scrolls, frame.getAttribute("tabindex")];
}}"""


#: Whether the picture's frame scrolls, and its tabindex.
FRAME_STOP = frame_stop("picture")


def scrolling_regions(page: Any) -> list[str]:
    """The elements axe-core finds scrolling but out of the keyboard's reach."""
    return [
        violation
        for violation in axe_violations(page, impacts=("minor", "moderate", "serious", "critical"))
        if violation.startswith("scrollable-region-focusable")
    ]


@pytest.mark.parametrize(("game", "players"), [("aluette", 4), ("ten", 2)])
def test_the_frame_that_scrolls_is_a_tab_stop(page: Any, game: str, players: int) -> None:
    """WCAG 2.1.1: on a 390-pixel phone, and on a 1280-pixel desktop zoomed to 200% (640 CSS
    pixels), the picture scrolls in its frame, which the keyboard could not reach (axe-core:
    scrollable-region-focusable, serious). The frame is a Tab stop while it scrolls, still
    named "The table", and its arrow keys scroll it; at 1366 pixels it does not scroll and is
    no Tab stop; the screen's size changing makes it one, or none, again."""
    with running(game, players=players, humans=[0], seed=1) as web:
        open_on_a_phone(page, web.seat_urls()[0])
        assert page.evaluate(FRAME_STOP) == [True, "0"]
        assert scrolling_regions(page) == []
        frame = page.get_by_role("region", name="The table", exact=True)
        assert frame.get_attribute("data-testid") == "picture"
        frame.focus()
        before = frame.evaluate("(node) => node.scrollLeft")
        page.keyboard.press("ArrowRight")
        page.wait_for_function(
            f"() => document.querySelector('[data-testid=picture]').scrollLeft > {before}"
        )
    with running(game, players=players, humans=[0], seed=1) as web:
        desktop = page.context.new_page()
        try:
            desktop.set_viewport_size({"width": 1366, "height": 900})
            desktop.goto(web.seat_urls()[0])
            desktop.wait_for_selector("body[data-serial] [data-testid=picture] svg")
            assert desktop.evaluate(FRAME_STOP) == [False, None]
            # Zoomed to 200%: 640 CSS pixels of a 1280-pixel screen.
            desktop.set_viewport_size({"width": 640, "height": 450})
            desktop.wait_for_function(f"() => ({FRAME_STOP})()[1] === '0'")
            assert desktop.evaluate(FRAME_STOP) == [True, "0"]
            assert scrolling_regions(desktop) == []
            desktop.set_viewport_size({"width": 1366, "height": 900})
            desktop.wait_for_function(f"() => ({FRAME_STOP})()[1] === null")
            assert desktop.evaluate(FRAME_STOP) == [False, None]
        finally:
            desktop.close()


# -- A hint shows while the picture overflows its frame ------------------------------------------

#: The hint, the frame's shaded edges and whether anything on the page scrolls sideways: the
#: hint's box and the frame's, the frame's data-more and its computed box-shadow, and the
#: element at a few points just inside the frame's edges (whether each is in the frame). Given
#: the frame's and the hint's data-testid.
OVERFLOW_HINT = """([frameId, hintId]) => {
  const frame = document.querySelector(`[data-testid=${frameId}]`);
  const hint = document.querySelector(`[data-testid=${hintId}]`);
  const box = (node) => {
    const { left, top, right, bottom } = node.getBoundingClientRect();
    return { left, top, right, bottom };
  };
  const f = frame.getBoundingClientRect();
  const points = [
    [f.left + 3, f.top + f.height / 2],
    [f.right - 3, f.top + f.height / 2],
    [f.left + f.width / 2, f.top + 3],
    [f.left + f.width / 2, f.bottom - 3],
  ].filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  return {
    shown: !hint.hidden && hint.getClientRects().length > 0,
    words: hint.textContent,
    hint: box(hint),
    frame: box(frame),
    wide: frame.scrollWidth > frame.clientWidth,
    tall: frame.scrollHeight > frame.clientHeight,
    more: frame.dataset.more ?? null,
    shadow: getComputedStyle(frame).boxShadow,
    described: frame.getAttribute("aria-describedby"),
    inFrame: points.map(([x, y]) => frame.contains(document.elementFromPoint(x, y))),
    pageScrolls: document.documentElement.scrollWidth > innerWidth,
  };
}"""

#: The shadow an edge casts while more of the picture lies beyond it.
SHADE = "rgba(0, 0, 0, 0.6)"


def overflow_hint(page: Any, frame: str = "picture", hint: str = "picture-hint") -> dict[str, Any]:
    return dict(page.evaluate(OVERFLOW_HINT, [frame, hint]))


def hint_at_both_ends(
    page: Any, frame: str, hint: str, described: Any
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The hint of the overflowing frame of data-testid ``frame`` (its line ``hint``, the
    element ``described`` by it), scrolled to its left end and then to its right end, checked
    at the left end: shown, saying which way to swipe, describing the frame, the right edge
    shaded, over nothing of the picture, the page scrolling nowhere sideways; and at the right
    end, more to the left. The hint's state at both ends."""
    box = page.get_by_test_id(frame)
    more = f"document.querySelector('[data-testid={frame}]').dataset.more"
    box.evaluate("(node) => { node.scrollLeft = 0; }")
    page.wait_for_function(f"() => !{more}?.includes('left')")
    shown = overflow_hint(page, frame, hint)
    assert shown["shown"], shown
    assert shown["wide"], shown
    way = "around" if shown["tall"] else "sideways"  # Saboteur's maze is taller too
    assert f"swipe or scroll it {way} to see it all" in shown["words"], shown
    expect(page.get_by_test_id(hint)).to_be_visible()
    assert shown["described"] == hint
    expect(described).to_have_accessible_description(shown["words"])
    assert "right" in shown["more"].split(), shown
    assert SHADE in shown["shadow"], shown
    assert shown["hint"]["bottom"] <= shown["frame"]["top"], shown  # not over the picture
    box.scroll_into_view_if_needed()
    seen = overflow_hint(page, frame, hint)
    assert seen["inFrame"], seen
    assert all(seen["inFrame"]), seen
    assert not seen["pageScrolls"], seen
    # At the right end: more lies to the left only.
    box.evaluate("(node) => { node.scrollLeft = node.scrollWidth; }")
    page.wait_for_function(f"() => !{more}?.includes('right')")
    end = overflow_hint(page, frame, hint)
    assert "left" in end["more"].split(), end
    return shown, end


@pytest.mark.parametrize(("game", "players", "width"), [("saboteur", 3, 360), ("ten", 2, 390)])
def test_a_hint_shows_while_the_picture_overflows_its_frame(
    page: Any, game: str, players: int, width: int
) -> None:
    """On a phone 360 to 390 pixels wide the picture scrolls sideways in its frame, and nothing
    showed that it did: the part in sight could pass for the whole table. While it
    scrolls, a line above the frame says so (and describes the frame to a screen reader), and
    each edge beyond which more of the picture lies casts a shadow outward; neither lies over
    the picture (the points just inside its edges are the frame's, to click), and the page
    itself still scrolls nowhere sideways. Scrolled to its right end, the right edge casts
    none. On a 1366-pixel desktop the picture fits: no hint, no shadow; zoomed to 200% (640
    CSS pixels) it scrolls again, and so the hint shows again."""
    with running(game, players=players, humans=[0], seed=1) as web:
        on_a_phone(page, width=width)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-serial] [data-testid=picture] svg")
        table = page.get_by_role("region", name="The table", exact=True)
        _, end = hint_at_both_ends(page, "picture", "picture-hint", table)
        assert end["shown"], end
    with running(game, players=players, humans=[0], seed=1) as web:
        desktop = page.context.new_page()
        try:
            desktop.set_viewport_size({"width": 1366, "height": 900})
            desktop.goto(web.seat_urls()[0])
            desktop.wait_for_selector("body[data-serial] [data-testid=picture] svg")
            shown = overflow_hint(desktop)
            assert not shown["shown"], shown
            assert shown["more"] is None, shown
            assert SHADE not in shown["shadow"], shown
            assert shown["described"] is None, shown
            # Zoomed to 200%: 640 CSS pixels of a 1280-pixel screen, the picture scrolls.
            desktop.set_viewport_size({"width": 640, "height": 450})
            expect(desktop.get_by_test_id("picture-hint")).to_be_visible()
            assert not overflow_hint(desktop)["pageScrolls"]
            desktop.set_viewport_size({"width": 1366, "height": 900})
            expect(desktop.get_by_test_id("picture-hint")).to_be_hidden()
            shown = overflow_hint(desktop)
            assert shown["more"] is None, shown
            assert SHADE not in shown["shadow"], shown
        finally:
            desktop.close()


def test_a_hint_shows_while_the_replays_frame_overflows(page: Any) -> None:
    """The replay's frame ("The whole table") scrolls on a 390-pixel phone as the page's picture
    does, and had no hint of it: the position in sight could pass for the whole table. While it
    scrolls, a line above it says so (and describes the frame to a screen reader), and each
    edge beyond which more of the table lies casts a shadow outward, over nothing of the
    picture, the page itself scrolling nowhere sideways; scrolled to its right end, the right
    edge casts none. On a 1366-pixel desktop the table fits: no hint, no shadow."""
    with running("saboteur", players=3, humans=(), seed=2, bot_delay=0) as web:
        _over(web)
        on_a_phone(page)
        page.goto(web.url(f"/watch/{web.id}"))
        page.wait_for_selector("body[data-state=over] [data-testid=replay-open]")
        page.click("[data-testid=replay-open]")
        page.wait_for_selector("[data-testid=replay][data-at='0']")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=replay-picture]').naturalWidth > 0"
        )
        expect(page.get_by_test_id("replay-hint")).to_be_visible()
        whole = page.get_by_role("group", name="The whole table", exact=True)
        shown, _ = hint_at_both_ends(page, "replay-frame", "replay-hint", whole)
        assert shown["words"].startswith("The whole table is "), shown
        # A desktop's width: the table fits its frame.
        page.set_viewport_size({"width": 1366, "height": 900})
        expect(page.get_by_test_id("replay-hint")).to_be_hidden()
        shown = overflow_hint(page, "replay-frame", "replay-hint")
        assert shown["more"] is None, shown
        assert SHADE not in shown["shadow"], shown
        assert shown["described"] is None, shown


# -- Right-to-left names are isolated from the words around them ----------------------------------

#: An Arabic name: bidi class AL throughout (and spaces).
ARABIC = "محمد عبد الرحمن"

#: How each of the page's words holding ``name`` (in the element of data-testid ``testid``)
#: sets it apart: true where it has a <bdi> ancestor, or U+2068..U+2069 (or another isolate,
#: U+2066 and U+2067) right around it; one entry per time it is written.
ISOLATED = """([testid, name]) => {
  const root = document.querySelector(`[data-testid="${testid}"]`);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.data;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
      const marked =
        "\\u2066\\u2067\\u2068".includes(text[at - 1] || "x") &&
        text[at + name.length] === "\\u2069";
      found.push(Boolean(node.parentElement.closest("bdi")) || marked);
    }
  }
  return found;
}"""


def isolations(page: Any, testid: str, name: str = ARABIC) -> list[bool]:
    return list(page.evaluate(ISOLATED, [testid, name]))


def test_a_right_to_left_name_is_isolated_wherever_the_page_writes_it(page: Any) -> None:
    """Unicode's bidi algorithm (UAX #9): a seat named in Arabic, put into the page's sentences
    with nothing around it, took the score after it into its right-to-left run ("…3 points, 1
    محمد … point"). Wherever the page names it, its own words (the seat line, the turn line, the
    final scores) and the server's (the log's narration, the result, a replay's lines), it is
    isolated; a left-to-right name is written as it is."""
    with running("ten", players=2, humans=[0, 1], seed=1, names={0: "Ann", 1: ARABIC}) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-serial]")
        expect(page.get_by_test_id("seat")).to_contain_text(ARABIC)
        assert isolations(page, "seat") == [True]
        assert "seat 1: Ann (you)" in page.get_by_test_id("seat").inner_text()
        assert isolations(page, "seat", "Ann") == [False]  # as it is
        state = play_until(web, page, tablegames.is_over, lambda _, legal: legal[0])
        assert tablegames.is_over(state)
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-state=over] [data-testid=result]")
        log = isolations(page, "log")
        assert log
        assert all(log)
        result = isolations(page, "result")
        assert result
        assert all(result)
        scores = isolations(page, "final-scores")
        assert scores == [True]
        page.get_by_test_id("replay-open").click()
        page.wait_for_selector("[data-testid=replay][data-at]")
        page.get_by_test_id("replay-last").click()
        page.wait_for_selector("[data-testid=replay-forward][aria-disabled=true]")
        said = isolations(page, "replay-said")
        assert said
        assert all(said)


def test_a_name_ending_in_right_to_left_punctuation_is_isolated_in_the_header(page: Any) -> None:
    """A name with a right-to-left character that is no letter ("Bob" and the Arabic question
    mark, bidi class AL) is isolated in the page's header as in the server's sentences: the
    page's guess by blocks of letters left it bare."""
    with running("ten", players=2, humans=[0, 1], seed=1, names={0: "Ann", 1: "Bob\u061f"}) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-serial]")
        expect(page.get_by_test_id("seat")).to_contain_text("Bob\u061f")
        assert isolations(page, "seat", "Bob\u061f") == [True]


def test_the_names_isolated_are_those_with_a_right_to_left_character(page: Any) -> None:
    """The page tells a right-to-left name by its characters, every one Unicode gives (this
    Python's unicodedata, as the server's names.isolated) the bidi class R or AL and none
    other, letters, punctuation and marks alike; the server's sentences have each such name
    isolated once, the longest where one holds another."""
    with running("ten", players=2, humans=[0], seed=1) as web:
        page.goto(web.seat_urls()[0])
        page.wait_for_selector("body[data-serial]")
        letters = [
            chr(point)
            for point in range(0x110000)
            if unicodedata.category(chr(point)) not in ("Cn", "Cs", "Co")
        ]
        told = page.evaluate(
            """async (letters) => {
                const client = await import(new URL("static/client.js", document.baseURI));
                return [...letters].map((letter) => client.isRightToLeft(letter));
            }""",
            "".join(letters),
        )
        wrong = [
            f"U+{ord(letter):04X}"
            for letter, rtl in zip(letters, told, strict=True)
            if rtl != (unicodedata.bidirectional(letter) in ("R", "AL"))
        ]
        assert wrong == []
        sentences = page.evaluate(
            """async () => {
                const client = await import(new URL("static/client.js", document.baseURI));
                const names = ["Ann", "علي", "علي حسن", "(ن)?", null];
                return [
                    client.isolateNames("علي حسن won; علي 2 points, Ann 1.", names),
                    client.isolateNames("(ن)? and \\u2068علي\\u2069", names),
                    // What the server isolated already, a shorter name inside it, and a
                    // name inside a word are left alone (isolates nested, a word split).
                    client.isolateNames("\\u2068محمد علي\\u2069 wins.", ["محمد علي", "علي"]),
                    client.isolateNames("\\u2068سمير\\u2069 and سمير played.", ["سمير", "مي"]),
                    client.isolate("Ann"),
                    client.isolate("\\u200F"),
                    client.isolate("٣"),
                ];
            }"""
        )
        assert sentences == [
            "\u2068علي حسن\u2069 won; \u2068علي\u2069 2 points, Ann 1.",
            "\u2068(ن)?\u2069 and \u2068علي\u2069",
            "\u2068محمد علي\u2069 wins.",
            "\u2068سمير\u2069 and \u2068سمير\u2069 played.",
            "Ann",
            "\u2068\u200f\u2069",
            "٣",
        ]
