"""Text pictures of TEN states and views, for terminals and logs.

:func:`render` draws the table in lines of at most 80 characters, seats numbered from 1 and
cards as their codes (the notation's, :func:`tablegames.ten.notation.card_code`). The words
(a move's label, an event's sentence, the result) are in :mod:`tablegames.ten.words`;
:func:`narrate`, :func:`describe_move`, :func:`move_group`, :func:`result` and
:func:`card_name` here are their English forms, kept for the callers of earlier versions.
"""

from __future__ import annotations

import textwrap

from tablegames.core.text import count as _count
from tablegames.core.text import seat_name, who, whose
from tablegames.ten.cards import Card
from tablegames.ten.events import TenEvent
from tablegames.ten.moves import TenMove
from tablegames.ten.notation import card_code
from tablegames.ten.rules import score_sheets, tableau_totals, winners
from tablegames.ten.scoring import ScoreSheet
from tablegames.ten.state import Phase, TenState, TenView
from tablegames.ten.words import WORDS

__all__ = ["card_name", "describe_move", "move_group", "narrate", "render", "result", "short"]


def short(card: Card) -> str:
    """A compact label: ``R3`` (red 3), ``B#`` (blue wild), ``*4`` (wild 4), ``*#``, ``$2``.

    >>> from tablegames.ten.text import short
    >>> from tablegames.ten.cards import parse_card
    >>> [short(parse_card(t)) for t in ("red 3", "blue #", "wild 4", "wild #", "currency 2")]
    ['R3', 'B#', '*4', '*#', '$2']
    """
    return card_code(card)


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(short(card) for card in cards) or "-"


def _runs(sheet: ScoreSheet) -> str:
    parts = []
    for colour in sheet.colours:
        if colour.run is None:
            continue
        low, high = colour.run
        span = str(low) if low == high else f"{low}-{high}"
        parts.append(f"{colour.colour.value} {span} ({colour.points})")
    return ", ".join(parts) or "no run"


def _status(obj: TenState | TenView, viewer: int | None) -> str:
    """Who acts and how, speaking to ``viewer``: "Seat 2 draws or stops.", "You draw or stop."."""
    seat = obj.to_act if obj.to_act is not None else obj.active
    you = seat == viewer
    phase = obj.phase
    if phase is Phase.DRAW:
        return "You draw or stop." if you else f"Seat {seat + 1} draws or stops."
    if phase is Phase.AUCTION and obj.auction is not None:
        auction = obj.auction
        if auction.high_bidder is not None:
            high = f"high bid {auction.high_bid} by {seat_name(auction.high_bidder, viewer)}"
        elif auction.high_bid:
            high = f"high bid {auction.high_bid} by Jen"
        else:
            high = "no bid yet"
        bids = "you bid or pass" if you else f"seat {seat + 1} bids or passes"
        return f"Auction of {short(auction.wild)}: {high}; {bids}."
    if phase is Phase.PAY and obj.payment is not None:
        payment = obj.payment
        return (
            f"{who(seat, viewer)} {'pay' if you else 'pays'} {payment.price} for "
            f"{short(payment.card)} ({payment.price - payment.paid} still owed)."
        )
    if phase is Phase.BUY:
        return f"{who(seat, viewer)} may buy one market card."
    if phase is Phase.FINAL_BUY:
        return f"Final buy round: {seat_name(seat, viewer)} may buy one market card."
    if obj.players == 1:  # the solo result is the score (§4); the seat is winner of record
        points = _count(score_sheets(obj)[0].total, "point")
        return f"Game over. {'Your' if viewer == 0 else 'Seat 1'} score: {points}."
    return "Game over. Winner(s): " + ", ".join(seat_name(w, viewer) for w in winners(obj)) + "."


def render(obj: TenState | TenView) -> str:
    """The table in a few lines: tableau and totals, market, each seat's tokens, cards and runs."""
    pile = len(obj.draw_pile) if isinstance(obj, TenState) else obj.draw_pile_size
    solo = " (provisional solo variant)" if obj.jen_tokens is not None else ""
    viewer = obj.player if isinstance(obj, TenView) else None
    if obj.phase is Phase.OVER:
        when = "game over"
    else:
        when = f"turn {obj.turn}, {whose(obj.active, viewer)} turn"
    lines = [
        f"TEN, {obj.players} player{'s' if obj.players > 1 else ''}{solo}, {when}. "
        f"Draw pile: {_count(pile, 'card')}.",
        _status(obj, viewer),
    ]
    total, currency = tableau_totals(obj.tableau)
    lines.append(f"  Tableau: {_cards(obj.tableau)}  (total {total}, currency {currency})")
    lines.append(f"  Market: {_cards(obj.market)}")
    lines.append(f"  Discard pile: {_count(len(obj.discard), 'card')}")
    for seat, sheet in enumerate(score_sheets(obj)):
        mark = " (you)" if seat == viewer else ""
        lines.append(
            f"  seat {seat + 1}{mark}: {_count(obj.tokens[seat], 'token')}, "
            f"{_count(obj.bust_tokens[seat], 'bust token')} | "
            f"{_cards(obj.collections[seat])} | {_runs(sheet)} = {sheet.total}"
        )
    if obj.jen_tokens is not None:
        lines.append(f"  Jen: {_count(obj.jen_tokens, 'token')}")
    return "\n".join(_wrapped(lines))


def _wrapped(lines: list[str], width: int = 80) -> list[str]:
    """Lines longer than ``width`` broken at spaces, the rest indented under their start."""
    out = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip()) + 4)
        out.extend(textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False))
    return out


# -- the English words, as earlier versions named them ---------------------------------------------


def card_name(card: Card) -> str:
    """A card in words, with its article: ``the red 7``, ``the red wild``, ``the # Wildcard``.

    >>> from tablegames.ten.text import card_name
    >>> from tablegames.ten.cards import parse_card
    >>> [card_name(parse_card(t)) for t in ("red 7", "red #", "wild 4", "wild #", "currency 2")]
    ['the red 7', 'the red wild', 'the wild 4', 'the # Wildcard', 'a currency 2']
    """
    return WORDS.card(card)


def narrate(event: TenEvent, viewer: int | None = None) -> str | None:
    """One event in words, as ``viewer`` (``None``: a spectator) reads it, past tense.

    >>> from tablegames.ten.events import Busted, BustKind, CardDrawn
    >>> from tablegames.ten.text import narrate
    >>> from tablegames.ten.cards import parse_card
    >>> print(narrate(CardDrawn(0, parse_card("red 7"), 9, 2, 40), viewer=0))
    You drew the red 7: total 9, currency 2.
    >>> print(narrate(Busted(1, BustKind.NUMBERS, (), True, 0, (0, 0), None), viewer=0))
    Seat 2 BUSTED: the numbers came to 11 or more. Seat 2 got a bust token (worth 3).
    """
    return WORDS.text(event, viewer)


def describe_move(move: TenMove) -> str:
    """A move as a menu entry for its player (its label): ``Draw a card``, ``Bid 3``."""
    return WORDS.label(move)


def move_group(move: TenMove) -> str:
    """The heading a move is listed under in a menu: draw or stop, auction, pay or buy."""
    return WORDS.group(move)


def result(obj: TenState | TenView, viewer: int | None = None) -> str:
    """The final scores and the winners in words, with how a tie was broken (rules §6)."""
    return WORDS.result(obj, viewer)
