"""Text pictures of TEN states and views, for terminals and logs."""

from __future__ import annotations

from tablegames.ten.cards import Card, Kind
from tablegames.ten.rules import score_sheets, tableau_totals, winners
from tablegames.ten.scoring import ScoreSheet
from tablegames.ten.state import Phase, TenState, TenView

__all__ = ["render", "short"]


def short(card: Card) -> str:
    """A compact label: ``R3`` (red 3), ``B#`` (blue wild), ``*4`` (wild 4), ``*#``, ``$2``.

    >>> from tablegames.ten.cards import parse_card
    >>> [short(parse_card(t)) for t in ("red 3", "blue #", "wild 4", "wild #", "currency 2")]
    ['R3', 'B#', '*4', '*#', '$2']
    """
    if card.kind is Kind.CURRENCY:
        return f"${card.number}"
    colour = "*" if card.colour is None else card.colour.value[0].upper()
    return colour + ("#" if card.number is None else str(card.number))


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


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


def _status(obj: TenState | TenView) -> str:
    seat = obj.to_act
    phase = obj.phase
    if phase is Phase.DRAW:
        return f"Seat {seat} draws or stops."
    if phase is Phase.AUCTION and obj.auction is not None:
        auction = obj.auction
        if auction.high_bidder is not None:
            high = f"high bid {auction.high_bid} by seat {auction.high_bidder}"
        elif auction.high_bid:
            high = f"high bid {auction.high_bid} by Jen"
        else:
            high = "no bid yet"
        return f"Auction of {short(auction.wild)}: {high}; seat {seat} bids or passes."
    if phase is Phase.PAY and obj.payment is not None:
        payment = obj.payment
        return (
            f"Seat {seat} pays {payment.price} for {short(payment.card)} "
            f"({payment.price - payment.paid} still owed)."
        )
    if phase is Phase.BUY:
        return f"Seat {seat} may buy one market card."
    if phase is Phase.FINAL_BUY:
        return f"Final buy round: seat {seat} may buy one market card."
    return "Game over. Winner(s): " + ", ".join(f"seat {w}" for w in winners(obj)) + "."


def render(obj: TenState | TenView) -> str:
    """The table in a few lines: tableau and totals, market, each seat's tokens, cards and runs."""
    pile = len(obj.draw_pile) if isinstance(obj, TenState) else obj.draw_pile_size
    solo = " (provisional solo variant)" if obj.jen_tokens is not None else ""
    lines = [
        f"TEN, {obj.players} player{'s' if obj.players > 1 else ''}{solo}, turn {obj.turn}, "
        f"seat {obj.active}'s turn. Draw pile: {_count(pile, 'card')}.",
        _status(obj),
    ]
    total, currency = tableau_totals(obj.tableau)
    lines.append(f"  Tableau: {_cards(obj.tableau)}  (total {total}, currency {currency})")
    lines.append(f"  Market: {_cards(obj.market)}")
    lines.append(f"  Discard pile: {_count(len(obj.discard), 'card')}")
    viewer = obj.player if isinstance(obj, TenView) else None
    for seat, sheet in enumerate(score_sheets(obj)):
        mark = " (you)" if seat == viewer else ""
        lines.append(
            f"  seat {seat}{mark}: {_count(obj.tokens[seat], 'token')}, "
            f"{_count(obj.bust_tokens[seat], 'bust token')} | "
            f"{_cards(obj.collections[seat])} | {_runs(sheet)} = {sheet.total}"
        )
    if obj.jen_tokens is not None:
        lines.append(f"  Jen: {_count(obj.jen_tokens, 'token')}")
    return "\n".join(lines)
