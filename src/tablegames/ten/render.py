"""Text pictures of TEN states and views, and TEN in words, for terminals and logs.

:func:`render` draws the table; :func:`narrate` tells one event as a seat reads it,
:func:`describe_move` words a move for a menu and :func:`result` explains how a game ended.
The command line (``tablegames play ten``) uses all four.
"""

from __future__ import annotations

from typing_extensions import assert_never

from tablegames.core.text import count as _count
from tablegames.core.text import seat_list as _seat_list
from tablegames.core.text import who as _who
from tablegames.core.text import whose as _whose
from tablegames.ten.cards import Card, Kind
from tablegames.ten.events import (
    AuctionWon,
    BidMade,
    BidPassed,
    Busted,
    BustKind,
    BuyChosen,
    BuySkipped,
    CardCollected,
    CardDrawn,
    CurrencyTaken,
    GameEnded,
    GameStarted,
    ItemPaid,
    JenBid,
    NumbersTaken,
    PaymentItem,
    TenEvent,
    TurnStarted,
    WildToJen,
    WildUnsold,
)
from tablegames.ten.moves import (
    Bid,
    Buy,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    SkipBuy,
    TakeCurrency,
    TakeNumbers,
    TenMove,
)
from tablegames.ten.rules import score_sheets, tableau_totals, winners
from tablegames.ten.scoring import ScoreSheet
from tablegames.ten.state import Phase, TenState, TenView

__all__ = ["card_name", "describe_move", "move_group", "narrate", "render", "result", "short"]


def short(card: Card) -> str:
    """A compact label: ``R3`` (red 3), ``B#`` (blue wild), ``*4`` (wild 4), ``*#``, ``$2``.

    >>> from tablegames.ten.render import short
    >>> from tablegames.ten.cards import parse_card
    >>> [short(parse_card(t)) for t in ("red 3", "blue #", "wild 4", "wild #", "currency 2")]
    ['R3', 'B#', '*4', '*#', '$2']
    """
    if card.kind is Kind.CURRENCY:
        return f"${card.number}"
    colour = "*" if card.colour is None else card.colour.value[0].upper()
    return colour + ("#" if card.number is None else str(card.number))


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


# -- words: each event narrated, each move described, the result explained ------------------------


def card_name(card: Card) -> str:
    """A card in words, with its article: ``the red 7``, ``the red wild``, ``the # Wildcard``.

    >>> from tablegames.ten.render import card_name
    >>> from tablegames.ten.cards import parse_card
    >>> [card_name(parse_card(t)) for t in ("red 7", "red #", "wild 4", "wild #", "currency 2")]
    ['the red 7', 'the red wild', 'the wild 4', 'the # Wildcard', 'a currency 2']
    """
    if card.kind is Kind.CURRENCY:
        return f"a currency {card.number}"
    if card.kind is Kind.WILDCARD:
        return "the # Wildcard"
    if card.colour is None:
        return f"the wild {card.number}"
    if card.number is None:
        return f"the {card.colour.value} wild"
    return f"the {card.colour.value} {card.number}"


def _names(cards: tuple[Card, ...]) -> str:
    names = [card_name(card) for card in cards]
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _gains(gains: tuple[int, ...], jen_gain: int | None, viewer: int | None) -> str:
    parts = [
        f"{'you' if seat == viewer else f'seat {seat}'} +{gain}"
        for seat, gain in enumerate(gains)
        if gain
    ]
    if jen_gain:
        parts.append(f"Jen +{jen_gain}")
    return f" Tokens gained: {', '.join(parts)}." if parts else ""


_ITEM = {
    PaymentItem.TOKEN: "a black token",
    PaymentItem.BUST_TOKEN: "a bust token (worth 3)",
}


def narrate(event: TenEvent, viewer: int | None = None) -> str | None:
    """One event in words, as ``viewer`` (``None``: a spectator) reads it, past tense.

    >>> from tablegames.ten.events import Busted, BustKind, CardDrawn
    >>> from tablegames.ten.render import narrate
    >>> from tablegames.ten.cards import parse_card
    >>> print(narrate(CardDrawn(0, parse_card("red 7"), 9, 2, 40), viewer=0))
    You drew the red 7: total 9, currency 2.
    >>> print(narrate(Busted(1, BustKind.NUMBERS, (), True, 0, (0, 0), None), viewer=0))
    Seat 1 BUSTED: the numbers reached 11. Seat 1 got a bust token (worth 3).

    Returns:
        A sentence or two; ``None`` for nothing worth saying (TEN always has something).
    """
    match event:
        case GameStarted(players=_, deck_size=size, first_player=first):
            verb = "start" if first == viewer else "starts"
            return f"The {size}-card deck was shuffled. {_who(first, viewer)} {verb}."
        case TurnStarted(player=seat, turn=turn, final_buy=True):
            return f"Final buy round (turn {turn}): {_whose(seat, viewer)} chance to buy a card."
        case TurnStarted(player=seat, turn=turn):
            return f"Turn {turn}: {_whose(seat, viewer)} turn."
        case CardDrawn(player=seat, card=card, total=total, currency=currency, cards_left=left):
            if card.is_wild:
                text = f"{_who(seat, viewer)} drew {card_name(card)}, a wild: it is auctioned."
            else:
                text = f"{_who(seat, viewer)} drew {card_name(card)}: total {total}"
                text += f", currency {currency}."
            return text + (" That was the last card of the draw pile." if left == 0 else "")
        case JenBid(amount=amount):
            return f"Jen bid {amount}." if amount else "Jen passed."
        case BidMade(player=seat, amount=amount):
            return f"{_who(seat, viewer)} bid {amount}."
        case BidPassed(player=seat):
            return f"{_who(seat, viewer)} passed."
        case AuctionWon(player=seat, wild=wild, price=price):
            return f"{_who(seat, viewer)} won the auction for {card_name(wild)} at {price}."
        case WildToJen(wild=wild, price=price):
            return f"Jen won {card_name(wild)} for {price}; it left the game."
        case WildUnsold(wild=wild, taken_by=None):
            return f"Nobody bid: {card_name(wild)} was discarded."
        case WildUnsold(wild=wild, taken_by=seat):
            return f"Nobody bid: {_who(seat, viewer)} took {card_name(wild)} for free."  # type: ignore[arg-type]
        case NumbersTaken(player=seat, cards=cards, gains=gains, jen_gain=jen_gain):
            took = _names(cards) if cards else "no number card"
            return f"{_who(seat, viewer)} took the numbers: {took}." + _gains(
                gains, jen_gain, viewer
            )
        case CurrencyTaken(player=seat, currency=currency, gained=gained, to_market=to_market):
            text = f"{_who(seat, viewer)} took the currency: {_count(gained, 'token')}"
            if gained < currency:
                text += f" of {currency} (nobody holds more than 10)"
            text += "."
            if to_market:
                text += f" To the market: {_names(to_market)}."
            return text
        case Busted(player=seat, kind=kind, to_market=to_market, bust_token=token):
            what = "numbers" if kind is BustKind.NUMBERS else "currency"
            text = f"{_who(seat, viewer)} BUSTED: the {what} reached 11."
            if to_market:
                text += f" To the market: {_names(to_market)}."
            if token:
                text += f" {_who(seat, viewer)} got a bust token (worth 3)."
            else:
                text += " No bust token was left to take."
            return text + _gains(event.gains, event.jen_gain, viewer)
        case BuyChosen(player=seat, card=card, price=price):
            return f"{_who(seat, viewer)} bought {card_name(card)} for {price}."
        case BuySkipped(player=seat):
            return f"{_who(seat, viewer)} bought nothing."
        case ItemPaid(player=seat, item=item, card=card, remaining=remaining, lost=lost):
            paid = _ITEM.get(item) or (card_name(card) if card is not None else "a card")
            text = f"{_who(seat, viewer)} paid {paid}"
            text += f"; {remaining} still owed" if remaining else ""
            text += f"; {lost} lost, as no change is given" if lost else ""
            return text + "."
        case CardCollected(player=seat, card=card):
            name = card_name(card)
            return f"{name[0].upper()}{name[1:]} joined {_whose(seat, viewer)} collection."
        case GameEnded(winners=won):
            if len(won) == 1:
                return f"The game is over: {_who(won[0], viewer).lower()} won."
            return f"The game is over: {_seat_list(won, viewer)} share the win."
    assert_never(event)


def result(obj: TenState | TenView, viewer: int | None = None) -> str:
    """The final scores and the winners in words, with how a tie was broken (rules §6).

    Most points wins; ties go to the most black tokens (bust tokens excluded), then to the
    fewest collected cards; a tie on all three is a shared win.
    """
    totals = [sheet.total for sheet in score_sheets(obj)]
    won = winners(obj)
    names = ["you" if seat == viewer else f"seat {seat}" for seat in range(obj.players)]
    if obj.players == 1:
        return f"Final score: {_count(totals[0], 'point')} (solo variant: beat your best score)."
    listed = ", ".join(f"{names[s]} {_count(totals[s], 'point')}" for s in range(obj.players))
    lines = [f"Final scores: {listed}."]
    best = totals[won[0]]
    tied = [seat for seat in range(obj.players) if totals[seat] == best]
    who = _seat_list(won, viewer)
    verb = "win" if len(won) > 1 or won[0] == viewer else "wins"
    if len(tied) == 1:
        lines.append(f"{who[0].upper()}{who[1:]} {verb}.")
        return "\n".join(lines)
    tied_names = _seat_list(tied, viewer)
    lines.append(f"{tied_names[0].upper()}{tied_names[1:]} tied on {_count(best, 'point')}.")
    tokens = {seat: obj.tokens[seat] for seat in tied}
    top = max(tokens.values())
    if len(won) == 1 and list(tokens.values()).count(top) == 1:
        others = ", ".join(str(tokens[s]) for s in tied if s not in won)
        lines.append(
            f"The tie goes to the most black tokens: {who} {verb} with {tokens[won[0]]} "
            f"against {others}."
        )
        return "\n".join(lines)
    cards = {seat: len(obj.collections[seat]) for seat in tied if tokens[seat] == top}
    if len(won) == 1:
        others = ", ".join(str(cards[s]) for s in cards if s not in won)
        lines.append(
            f"Equal black tokens ({top}) too, so the fewest collected cards wins: {who} {verb} "
            f"with {cards[won[0]]} against {others}."
        )
        return "\n".join(lines)
    lines.append(
        f"They are equal on black tokens ({top}) and collected cards ({cards[won[0]]}) too, "
        f"so {who} share the win."
    )
    return "\n".join(lines)


def describe_move(move: TenMove) -> str:
    """A move as a menu entry for its player: ``Draw a card``, ``Bid 3``, ``Buy the red 5 for 5``.

    >>> from tablegames.ten.render import describe_move
    >>> from tablegames.ten.moves import Bid, Draw
    >>> describe_move(Draw(0)), describe_move(Bid(1, 3))
    ('Draw a card', 'Bid 3')
    """
    match move:
        case Draw():
            return "Draw a card"
        case TakeNumbers():
            return "Stop: take the numbers (the others gain the currency; then you may buy)"
        case TakeCurrency():
            return "Stop: take the currency as tokens (the numbers go to the market)"
        case Bid(amount=amount):
            return f"Bid {amount}"
        case PassBid():
            return "Pass"
        case PayToken():
            return "Pay a black token (worth 1)"
        case PayBustToken():
            return "Pay a bust token (worth 3, no change given)"
        case PayCard(card=card):
            return f"Pay with {card_name(card)} from your collection (worth 1)"
        case Buy(card=card):
            return f"Buy {card_name(card)} for {card.number}"
        case SkipBuy():
            return "Buy nothing"
    assert_never(move)


def move_group(move: TenMove) -> str:
    """The heading a move is listed under in a menu: draw or stop, auction, pay or buy."""
    if isinstance(move, (Draw, TakeNumbers, TakeCurrency)):
        return "Draw or stop"
    if isinstance(move, (Bid, PassBid)):
        return "Auction"
    if isinstance(move, (PayToken, PayBustToken, PayCard)):
        return "Pay, one item at a time"
    return "Buy one market card"
