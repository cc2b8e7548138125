"""What the TEN table shows: the draw row and its totals, the auction, the market, the seats."""

from __future__ import annotations

import random
from typing import Any

import pytest

import tablegames
from tablegames import ten
from tablegames.core.svg import SMALLEST_TEXT, svg_problems
from tablegames.core.svgkit import text_width
from tablegames.core.text import seat_name
from tablegames.ten import Bid, Buy, Draw, PassBid, SkipBuy, TakeNumbers
from tablegames.ten.cards import CARDS
from tablegames.ten.scoring import score_sheet
from tablegames.ten.svg import _gauge, card_svg, deck_svg
from tests.svg import helpers
from tests.svg.helpers import SVG, all_text, parse, with_class
from tests.ten.table import card, play, table


def test_the_draw_row_shows_its_running_total_and_currency() -> None:
    """TEN rules §5.3: the running total is numbers minus currency; both bust at 11."""
    state = play(table(3, draw=["red 7", "currency 2", "blue 5"]), Draw(0), Draw(0), Draw(0))
    root = parse(tablegames.to_svg(state, 1))
    (row,) = with_class(root, "tg-draw-row")
    assert (row.get("data-total"), row.get("data-currency")) == ("10", "2")
    words = all_text(row)
    assert "running total: numbers \u2212 currency\n10" in words
    assert "currency drawn\n2" in words
    drawn = [e.get("data-card") for e in with_class(root, "tg-tableau")]
    assert drawn == ["red 7", "currency 2", "blue 5"]


def relative_luminance(colour: str) -> float:
    """WCAG 2's relative luminance of a colour written "#rrggbb"."""

    def linear(part: str) -> float:
        value = int(part, 16) / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(colour[i : i + 2]) for i in (1, 3, 5))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: str, second: str) -> float:
    """WCAG 2's contrast ratio of two colours, 1 to 21."""
    lighter, darker = sorted(map(relative_luminance, (first, second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def over(background: str, colour: str, opacity: float) -> str:
    """``colour`` painted at ``opacity`` over ``background``, as "#rrggbb"."""
    mixed = (
        round(int(background[i : i + 2], 16) * (1 - opacity) + int(colour[i : i + 2], 16) * opacity)
        for i in (1, 3, 5)
    )
    return "#" + "".join(f"{part:02x}" for part in mixed)


def draw_row_panel(root: Any) -> str:
    """The colour of a TEN picture's draw row panel: a shade of black over the felt."""
    felt = root.find(f"{SVG}rect")
    assert felt is not None
    (row,) = with_class(root, "tg-draw-row")
    shade = row.find(f"{SVG}g/{SVG}rect")
    assert shade is not None
    return over(felt.get("fill", ""), shade.get("fill", ""), float(shade.get("opacity", 1)))


def test_the_gauges_boxes_left_unlit_stand_out_from_their_panel() -> None:
    """TEN rules §5.2 (both totals bust at 11): each gauge counts its boxes to the bust, so a
    box left unlit stands out from the draw row's panel 3:1 or more (WCAG 1.4.11, non-text
    contrast), by its edge or its fill: it was drawn dark green on the dark green panel,
    1.05:1, and the boxes before the bust could not be counted. Before a draw, after a few."""
    start = table(3, draw=["red 7", "currency 2", "blue 5"])
    for state in (start, play(start, Draw(0)), play(start, Draw(0), Draw(0), Draw(0))):
        root = parse(tablegames.to_svg(state, 0))
        panel = draw_row_panel(root)
        (row,) = with_class(root, "tg-draw-row")
        gauges = with_class(row, "tg-gauge")
        values = [int(row.get("data-total", "")), int(row.get("data-currency", ""))]
        assert len(gauges) == len(values) == 2
        for gauge, value in zip(gauges, values, strict=True):
            boxes = gauge.findall(f"{SVG}rect")
            assert len(boxes) == 11
            for box in boxes[max(0, min(value, 11)) :]:
                edge = box.get("stroke") or box.get("fill", "")
                assert contrast(edge, panel) >= 3, (value, box.attrib, panel)


def test_the_gauges_lit_boxes_stand_out_from_their_panel_and_the_lit_bust_from_the_unlit() -> None:
    """TEN rules §5.2 and §5.3 (both totals bust at 11): each gauge's lit boxes stand out from
    the draw row's panel 3:1 or more by their fill (WCAG 1.4.11, non-text contrast), the bust's
    box at 11 too, whose vermillion was 2.8:1 (its thin chalk edge is the same lit or not);
    and each box lit stands out 3:1 from itself unlit, the bust's from every unlit box, so that
    it does not read as one. A turn's totals never reach 11 on the table (the bust ends the
    turn and clears the tableau), so the gauges are drawn at 0 and at 11 as the draw row draws
    them, in the colours of its two gauges."""
    state = play(table(3, draw=["red 7", "currency 2", "blue 5"]), Draw(0), Draw(0), Draw(0))
    root = parse(tablegames.to_svg(state, 0))
    panel = draw_row_panel(root)
    (row,) = with_class(root, "tg-draw-row")

    def fills(value: int, colour: str) -> list[str]:
        drawn = _gauge(0, 40, 270, value, "a total", colour)
        svg = parse(f'<svg xmlns="http://www.w3.org/2000/svg">{drawn}</svg>')
        boxes = svg.findall(f"{SVG}g/{SVG}rect")
        assert len(boxes) == 11
        return [box.get("fill", "") for box in boxes]

    for gauge in with_class(row, "tg-gauge"):
        colour = gauge.findall(f"{SVG}rect")[0].get("fill", "")  # lit: the totals are 10 and 2
        lit, unlit = fills(11, colour), fills(0, colour)
        assert lit[:10] == [colour] * 10
        for fill in lit:
            assert contrast(fill, panel) >= 3, (fill, panel)
        for on, off in zip(lit, unlit, strict=True):
            assert contrast(on, off) >= 3, (on, off)
        for off in unlit:
            assert contrast(lit[-1], off) >= 3, (lit[-1], off)


def test_the_auction_shows_the_wild_and_the_bids() -> None:
    """TEN rules §5.4: once around from the active seat's left; the high bid so far is shown."""
    state = play(table(4, active=1, draw=["red 2", "wild 5"]), Draw(1), Draw(1))
    state = play(state, Bid(2, 2), PassBid(3))
    root = parse(tablegames.to_svg(state, 0))
    (wild,) = with_class(root, "tg-auction")
    assert wild.get("data-card") == "wild 5"
    words = all_text(root)
    assert "high bid 2: seat 3" in words
    assert "seat 3 bid 2" in words
    assert "seat 4 passed" in words
    assert "you bid or pass" in words, "seat 1 (the viewer) is to act"
    spectator = all_text(parse(tablegames.to_svg(tablegames.view(state, None))))
    assert "seat 1 bids or passes" in spectator
    assert "you" not in spectator.split()


def test_the_viewers_own_acts_are_yours() -> None:
    """The table speaks to its viewer as the game's words do: seat 3's own bid, the high bid
    it holds and the auction it wins read "you", and another seat's picture says "seat 3"."""
    state = play(table(4, active=1, draw=["red 2", "wild 5"]), Draw(1), Draw(1))
    state = play(state, Bid(2, 2))
    mine = all_text(parse(tablegames.to_svg(state, 2)))
    assert "you bid 2" in mine
    assert "high bid 2: you" in mine
    assert "Drawn this turn by seat 2" in mine
    theirs = all_text(parse(tablegames.to_svg(state, 1)))
    assert "seat 3 bid 2" in theirs
    assert "high bid 2: seat 3" in theirs
    assert "Drawn this turn by you" in theirs
    assert "seat 2" not in theirs.lower().replace("seat 2 ·", "")


def test_no_picture_calls_its_viewer_by_number() -> None:
    """Over random games at every player count, a seat's picture never names the viewer as
    "seat N" in its lines (only its panel's heading, "Seat N · you", gives its number)."""
    positions = helpers.positions("ten", 60, seed=5)
    spoke = 0
    for state in positions:
        for seat in range(state.players):
            words = all_text(parse(tablegames.to_svg(state, seat)))
            assert f"seat {seat + 1}" not in words.replace(f"Seat {seat + 1} · you", ""), (
                seat,
                words,
            )
            spoke += words.count("you ") + words.count(": you")
    assert spoke, "no line spoke to its viewer: the check did not bite"


def test_the_market_shows_prices_and_what_the_viewer_may_buy() -> None:
    """TEN rules §5.7: a market card costs its number; an identical card may not be bought."""
    state = table(
        3,
        draw=["red 1", "blue 2"],
        market=["red 4", "red 4", "green 9", "blue 3"],
        collections=[["blue 3"], [], []],
        tokens=[5, 5, 5],
    )
    state = play(state, Draw(0), Draw(0), TakeNumbers(0))
    root = parse(tablegames.to_svg(state, 0))
    market = {e.get("data-card"): e for e in with_class(root, "tg-market")}
    assert set(market) == {"red 4", "green 9", "blue 3"}
    legal = {
        e.get("data-card")
        for e in with_class(root, "tg-legal")
        if "tg-market" in e.get("class", "")
    }
    buys = {str(m.card) for m in ten.legal_moves(state, 0) if isinstance(m, Buy)}
    assert legal == buys == {"red 4"}
    words = all_text(root)
    assert all(f"price {n}" in words for n in range(1, 10))
    assert "\u00d72" in all_text(root), "two red 4s"


def test_each_seat_shows_tokens_score_and_runs_with_the_wilds_placed() -> None:
    """TEN rules §6: the longest run of each colour scores, wilds placed where they score most."""
    collection = ["red 1", "red 2", "wild 3", "red 4", "blue #", "green 7"]
    state = table(3, collections=[collection, ["orange 5"], []], tokens=[7, 3, 5])
    root = parse(tablegames.to_svg(state, 1))
    scores = {e.get("data-seat"): all_text(e) for e in with_class(root, "tg-score")}
    assert scores == {str(s): str(p) for s, p in enumerate(ten.scores(state))}
    sheet = score_sheet(state.collections[0])
    placed = {
        e.get("data-card"): e
        for e in with_class(root, "tg-wild-placed")
        if e in list(with_class(root, "tg-seat")[0].iter())
    }
    expected = {str(wild): number for colour in sheet.colours for wild, number in colour.wilds}
    assert set(placed) == set(expected) == {"wild 3", "blue #"}
    for name, element in placed.items():
        assert f"(scores as {expected[name]})" in " ".join(element.itertext())
    seat0 = all_text(with_class(root, "tg-seat")[0])
    assert "7/10" in seat0


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_each_colours_points_stand_clear_of_its_cards(players: int) -> None:
    """The points of a colour are drawn right of its ninth slot, never over a card there (a
    2-digit "10" once covered a run's 9), and match the seat's score sheet."""
    positions = [s for s in helpers.positions("ten", 60, seed=3) if s.players == players]
    assert positions
    full_row = False
    for state in positions:
        root = parse(tablegames.to_svg(state))
        for seat, panel in enumerate(with_class(root, "tg-seat")):
            points = with_class(panel, "tg-points")
            sheet = score_sheet(state.collections[seat])
            assert [all_text(e) for e in points] == [str(c.points) for c in sheet.colours]
            left = min(
                float(e.get("x", 0)) - text_width(all_text(e), float(e.get("font-size", 0)))
                for e in points
            )
            for drawn in with_class(panel, "tg-collection"):
                frame = next(drawn.iter(f"{SVG}rect"))
                right = float(frame.get("x", 0)) + float(frame.get("width", 0))
                assert right <= left, (seat, drawn.get("data-card"), right, left)
            nines = [c for c in state.collections[seat] if c.number == 9 and not c.is_wild]
            nines += [w for colour in sheet.colours for w, number in colour.wilds if number == 9]
            full_row = full_row or bool(nines)
    assert full_row, "no card in a ninth slot: the check did not bite"


def test_single_cards_and_the_deck() -> None:
    for text in ("red 7", "blue #", "wild 4", "wild #", "currency 3"):
        assert not svg_problems(card_svg(card(text)))
    deck = deck_svg()
    assert not svg_problems(deck)
    drawn = [e.get("data-card") for e in with_class(parse(deck), "tg-card")]
    assert sorted(drawn) == sorted(str(c) for c in CARDS)


def test_a_finished_game_speaks_of_its_last_turn() -> None:
    """Once the game is over nobody draws: the draw panel is the draw pile, the log panel the
    last turn, and neither says "this turn" or "nothing drawn yet"; a game on says both."""
    positions = helpers.positions("ten", 40, seed=4)
    over = [s for s in positions if ten.is_over(s)]
    on = [s for s in positions if not ten.is_over(s) and not s.tableau]
    assert over
    assert on
    for state in over:
        words = all_text(parse(tablegames.to_svg(state, 0)))
        assert "The draw pile" in words
        assert "The last turn" in words
        assert "this turn" not in words.lower()
        assert "nothing drawn yet" not in words
    for state in on:
        words = all_text(parse(tablegames.to_svg(state, 0)))
        assert f"Drawn this turn by {seat_name(state.active, 0)}" in words
        assert "nothing drawn yet" in words


def test_the_turns_log_names_the_turn_a_bust_ended() -> None:
    """TEN rules §5.3: an 11th point busts and ends the turn. The next turn's log starts with
    that bust, so its line names the turn it ended rather than reading as this turn's; this
    turn's lines after it then name theirs, rather than reading as the turn before's (a final
    buy round's purchase once read as part of the turn above it)."""
    state = play(table(3, draw=["red 9", "blue 5", "green 1"]), Draw(0), Draw(0))
    assert (state.active, state.turn) == (1, 2)
    mine = all_text(parse(tablegames.to_svg(state, 0)))
    assert "turn 1: you busted on numbers" in mine
    theirs = all_text(parse(tablegames.to_svg(state, 2)))
    assert "turn 1: seat 1 busted on numbers" in theirs
    state = play(state, Draw(1), TakeNumbers(1))
    lines = all_text(parse(tablegames.to_svg(state, 2))).splitlines()
    assert "turn 1: seat 1 busted on numbers" in lines
    assert "turn 2: seat 2 took 1 number card" in lines, "this turn's line reads as turn 1's"


def test_a_seats_title_stands_clear_of_its_points() -> None:
    """Five seats once made narrow panels: "Seat 5 · you · this turn" beside two-digit points
    ran under them, then shrank below a legible size. The panels sit three to a row, and the
    title keeps SMALLEST_TEXT or more beside the points."""
    run = [f"red {n}" for n in range(1, 10)] + [f"blue {n}" for n in range(1, 10)]
    state = table(5, active=4, collections=[[], [], [], [], run])
    assert ten.scores(state)[4] >= 10
    checked = 0
    for seat in range(5):
        root = parse(tablegames.to_svg(state, seat))
        for panel in with_class(root, "tg-seat"):
            (title,) = with_class(panel, "tg-seat-title")
            (score,) = with_class(panel, "tg-score")
            size = float(title.get("font-size", 0))
            right = float(title.get("x", 0)) + text_width(all_text(title), size)
            left = float(score.get("x", 0)) - text_width(all_text(score), 26)
            assert right + 8 <= left, (seat, all_text(title), right, left)
            assert size >= SMALLEST_TEXT, (seat, all_text(title), size)
            checked += 1
    assert checked == 25


def test_a_buy_is_told_in_the_past_as_every_other_line() -> None:
    """TEN rules §5.7: a seat that took its numbers may buy one market card, then pays for it.
    The log tells the choice in the past tense, as it tells bids and busts, so the last turn of
    a finished game does not read as if the buy were still to come."""
    state = table(3, draw=["red 1", "blue 2"], market=["red 4"], tokens=[5, 5, 5])
    state = play(state, Draw(0), Draw(0), TakeNumbers(0), Buy(0, card("red 4")))
    assert "you bought the red 4 for 4" in all_text(parse(tablegames.to_svg(state, 0)))
    assert "seat 1 bought the red 4 for 4" in all_text(parse(tablegames.to_svg(state, 1)))


def test_a_turn_that_buys_nothing_says_so() -> None:
    """TEN rules §5.7: a seat that took its numbers may buy one market card, or none. A game
    whose last move was a final buy round's "buy nothing" ended with an empty "The last turn"
    panel; the turn's lines now tell that the seat bought nothing."""
    state = table(3, draw=["red 1", "blue 2"], market=["red 4"], tokens=[5, 5, 5])
    state = play(state, Draw(0), Draw(0), TakeNumbers(0), SkipBuy(0))
    assert "you bought nothing" in all_text(parse(tablegames.to_svg(state, 0)))
    assert "seat 1 bought nothing" in all_text(parse(tablegames.to_svg(state, 1)))


def test_a_seat_s_score_is_one_point_or_several_points() -> None:
    """The score under each seat's total reads "1 point", and "0 points" or "2 points"."""
    state = tablegames.new_game("ten", players=2, seed=0)
    moves = random.Random(0)
    for _ in range(2):
        state = tablegames.apply(state, moves.choice(tablegames.legal_moves(state)))
    root = parse(tablegames.to_svg(state))
    totals = [score.text for score in with_class(root, "tg-score")]
    words = all_text(root)
    assert totals == ["1", "0"]
    assert "1\npoint\n" in words
    assert "0\npoints\n" in words
    assert "1\npoints" not in words


def test_a_solo_game_ends_with_its_score_not_a_win() -> None:
    """TEN rules §4: the solo variant has no winner, its result is the score (as the game's
    words say, "Final score: ..."). The picture's headline and title gave "Game over: you
    won"; they give the score, for the seat and for a spectator."""
    state = tablegames.new_game("ten", players=1, seed=3)
    chooser = random.Random(3)
    while not ten.is_over(state):
        state = ten.apply(state, chooser.choice(ten.legal_moves(state, 0)))
    points = ten.score_sheets(state)[0].total
    told = f"{points} point" + ("" if points == 1 else "s")
    seat = all_text(parse(tablegames.to_svg(state, 0)))
    spectator = all_text(parse(tablegames.to_svg(tablegames.view(state, None))))
    assert f"Game over: your score is {told}" in seat
    assert f"Game over: seat 1's score is {told}" in spectator
    assert "won" not in seat
    assert "won" not in spectator


@pytest.mark.parametrize("players", [4, 5])
def test_a_seats_own_panel_leads_the_first_row_of_two(players: int) -> None:
    """With four or five seats the panels take two rows, and the page shows the second below
    the fold of a desktop: a seat's view starts them at its own seat and goes on in turn
    order, so that the collection it pays from is in the first row; the state and a
    spectator keep the seats' order."""
    state = tablegames.new_game("ten", players=players, seed=2)

    def places(picture: str) -> list[int]:
        """The seats, in reading order of their panels (row by row, left to right)."""
        found = []
        for panel in with_class(parse(picture), "tg-seat"):
            (title,) = with_class(panel, "tg-seat-title")
            found.append((float(title.get("y", 0)), float(title.get("x", 0)), panel))
        return [int(panel.get("data-seat", -1)) for _, _, panel in sorted(found)]

    per_row = -(-players // 2)
    for viewer in range(players):
        order = places(tablegames.to_svg(tablegames.view(state, viewer), viewer))
        assert order == [(viewer + k) % players for k in range(players)], viewer
        assert order.index(viewer) < per_row
    assert places(tablegames.to_svg(state)) == list(range(players))
    assert places(tablegames.to_svg(tablegames.view(state, None))) == list(range(players))
