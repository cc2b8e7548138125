"""What every reachable TEN state and view satisfies: the cheap checks made on loading one.

:func:`tablegames.from_json` calls :func:`check_state` on every TEN state it reads and
:func:`check_view` on every view, and refuses the document if either finds a problem. The
checks take time linear in the size of the state, with a small constant, and never replay the
game (``verify_history=True`` does that, and is the full guarantee). They refuse every state
that no game can reach and that can be told without a replay:

* shapes: 1 to 5 players, one entry per seat in ``collections``, ``tokens`` and
  ``bust_tokens``, cards that are cards, moves and events that are TEN's;
* card conservation: every card of the deck of that player count is in exactly one place
  (draw pile, tableau, market, discard pile, a collection, the auctioned wild, the card being
  paid for); for a view, the cards shown plus ``draw_pile_size`` make up the deck;
* piles: the tableau holds number and currency cards below both busts, the market number cards
  only, collections no currency; market and collections are in canonical order;
* numbers: the seed within 0..2**53-1; black tokens within 0..10 per seat (Jen's too) and the
  50 of the box; bust tokens no more than the busts the game can have had (one per two cards
  drawn, one per finished turn, 15 with the limited supply); the turn counter within what the
  cards drawn allow (each turn draws a card, except the final buy round's);
* phases: what must be set or empty in each phase (the auction, the payment, the seat to act,
  the tableau, the draw pile); an auction's bids come from seats that have spoken, within what
  the bidder can pay, Jen's bid by her policy; a payment's payer, price (a market card costs
  its number, a bid at least 1), what is paid and what is still owed within the payer's means;
* history and events: moves and events name seats of the game, and there are no more of them
  than a game can produce (with bounded numbers and sizes inside).

For every state :func:`check_state` accepts, ``legal_moves``, ``apply``, ``view``, ``render``
and ``to_json`` run in bounded time without raising anything but the documented
:class:`~tablegames.IllegalMoveError` family; the same holds for views and ``legal_moves``,
``render`` and ``to_json``. Each check looks at the shapes it relies on first and returns early,
so that even an absurd state only ever gets a list of problems, never an exception.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping
from itertools import pairwise
from operator import attrgetter
from typing import Any

import attrs

from tablegames.core.history import History
from tablegames.core.rng import MAX_SEED
from tablegames.core.text import shown
from tablegames.ten.cards import (
    BLACK_TOKENS,
    BUST_AT,
    BUST_TOKENS,
    CARD_ORDER,
    FEWEST_CARDS_TO_BUST,
    MAX_BUYING_POWER,
    MAX_PLAYERS,
    MIN_BID,
    MIN_PLAYERS,
    START_TOKENS,
    TOKEN_CAP,
    Card,
    Kind,
    deck,
)
from tablegames.ten.events import EVENT_TYPES, GameStarted
from tablegames.ten.moves import MOVE_TYPES, Draw
from tablegames.ten.rules import buying_power, tableau_totals
from tablegames.ten.state import JenPolicy, PaymentKind, Phase, TenState, TenView

__all__ = ["max_events", "max_history", "check_state", "check_view"]

_Table = TenState | TenView

_DECK_COUNTS: Mapping[int, Counter[Card]] = {
    players: Counter(deck(players)) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)
}


def _copies(players: int, kind: Kind) -> int:
    return sum(1 for card in deck(players) if card.kind is kind)


def max_history(players: int) -> int:
    """The most moves a game of ``players`` (1-5) can have played, a generous bound.

    Every move draws a card, stops a turn (at most once per card drawn), speaks in an auction
    (once per seat and wild), ends a buy phase (at most once per turn) or pays one item: a
    token (each seat's first five, plus every currency point gained, at most the deck's
    currency once per seat), a bust token (at most one per two cards) or a collected card (each
    at most once).
    """
    cards = len(deck(players))
    wilds = sum(1 for card in deck(players) if card.is_wild)
    currency = sum(card.number or 0 for card in deck(players) if card.kind is Kind.CURRENCY)
    collectable = cards - _copies(players, Kind.CURRENCY)
    turns = cards + players
    payments = players * (START_TOKENS + currency) + cards // FEWEST_CARDS_TO_BUST + collectable
    return cards + cards + wilds * players + turns + payments


def max_events(players: int) -> int:
    """The most events a state's log can hold, a generous bound.

    The log covers the current turn, from the events of the move that began it. A move logs at
    most three events, and a turn has at most: the draws of a tableau that has not busted yet
    (below 11 in currency and in numbers minus currency, so at most 10 currency cards and 20
    number cards) with the busting card and every wild; one speech per seat and wild; one
    payment item per token a seat holds (tokens are gained only as a turn ends, or by the seats
    that do not buy after it), per bust token and per collected card; a stop and a buy.
    """
    cards = len(deck(players))
    wilds = sum(1 for card in deck(players) if card.is_wild)
    collectable = cards - _copies(players, Kind.CURRENCY)
    draws = min(cards, (BUST_AT - 1) + 2 * (BUST_AT - 1) + 1 + wilds)
    payments = players * TOKEN_CAP + cards // FEWEST_CARDS_TO_BUST + collectable
    return 3 * (1 + draws + wilds * players + payments + 2)


_MAX_HISTORY: Mapping[int, int] = {p: max_history(p) for p in _DECK_COUNTS}
_MAX_EVENTS: Mapping[int, int] = {p: max_events(p) for p in _DECK_COUNTS}
#: Values the log may hold per event, on average (an event's fields and their items,
#: recursively): real events hold a handful, a game-end score sheet about a hundred. This bounds
#: the work of writing the log to JSON, whatever it holds.
_EVENT_VALUES = 8
#: Fields of events that name a seat, and those that hold one entry per seat.
_SEAT_FIELDS = frozenset({"player", "first_player", "taken_by"})
_PER_SEAT_FIELDS = frozenset({"gains", "scores", "sheets"})
#: Every number an event can carry (totals, prices, turns, counts) is within this, in size.
_EVENT_NUMBER = MAX_BUYING_POWER


_MOVE_TYPES = frozenset(MOVE_TYPES)
_SEATS: Mapping[int, frozenset[int]] = {p: frozenset(range(p)) for p in _DECK_COUNTS}
_player_of = attrgetter("player")


def _is_int(value: object, low: int, high: int) -> bool:
    """Whether ``value`` is exactly an ``int`` from ``low`` to ``high``."""
    return type(value) is int and low <= value <= high


def _is_seat(value: object, players: int) -> bool:
    return type(value) is int and 0 <= value < players


def _per_seat(value: object, players: int) -> bool:
    return type(value) is tuple and len(value) == players


def check_state(state: TenState, *, with_history: bool = True) -> list[str]:
    """Every way ``state`` is one no game of TEN can reach (empty when none is found).

    Linear in the size of the state; never raises (see the module's description).

    Args:
        state: The state to check.
        with_history: Whether to check the history too. Only states made without their
            history, such as :func:`~tablegames.sample_state`'s samples, skip it: loading a
            document always checks it.
    """
    players = state.players
    problems = _check_shape(state)
    if problems:
        return problems
    if not _is_int(state.seed, 0, MAX_SEED):
        problems.append(f"the seed must be an integer from 0 to {MAX_SEED}")
    pile = state.draw_pile
    if type(pile) is not tuple:
        return ["the draw pile must be a list of cards"]
    cards = _shown_cards(state)
    if cards is None or any(type(card) is not Card for card in pile):
        return ["every pile, collection, auction and payment holds TEN cards"]
    counts = Counter(cards)
    counts.update(pile)
    expected = _DECK_COUNTS[players]
    if counts != expected:
        return [*problems, _conservation_problem(players, counts, expected)]
    if with_history:
        problems.extend(_check_history(state))
    problems.extend(_check_table(state, len(pile)))
    return problems


def check_view(seen: TenView) -> list[str]:
    """Every way ``seen`` is a view of no reachable TEN state (empty when none is found).

    Linear in the size of the view; never raises (see the module's description).
    """
    problems = _check_shape(seen)
    if problems:
        return problems
    players = seen.players
    if seen.player is not None and not _is_seat(seen.player, players):
        problems.append(
            f"the viewer {shown(seen.player)} is not a seat of this {players}-player game"
        )
    expected = _DECK_COUNTS[players]
    size = sum(expected.values())
    pile_size = seen.draw_pile_size
    if not _is_int(pile_size, 0, size):
        return [*problems, f"a {players}-player draw pile holds 0 to {size} cards"]
    cards = _shown_cards(seen)
    if cards is None:
        return [*problems, "every pile, collection, auction and payment holds TEN cards"]
    counts = Counter(cards)
    if len(cards) + pile_size != size or counts - expected:
        return [*problems, _conservation_problem(players, counts, expected, pile_size)]
    problems.extend(_check_table(seen, pile_size))
    return problems


# -- shapes and cards ------------------------------------------------------------------------------


def _check_shape(table: _Table) -> list[str]:
    """The player count and one entry per seat: every other check relies on these."""
    players = table.players
    if not _is_int(players, MIN_PLAYERS, MAX_PLAYERS):
        return [f"TEN is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {shown(players)}"]
    per_seat = (table.collections, table.tokens, table.bust_tokens)
    if not all(_per_seat(part, players) for part in per_seat):
        return [f"collections, tokens and bust_tokens must have one entry per seat ({players})"]
    if not all(type(collection) is tuple for collection in table.collections):
        return ["each collection must be a list of cards"]
    if type(table.phase) is not Phase:
        return ["the phase must be a phase of TEN"]
    return []


def _shown_cards(table: _Table) -> list[Card] | None:
    """Every card on the table (all but the draw pile), or ``None`` if one is not a card."""
    piles = (table.tableau, table.market, table.discard, *table.collections)
    if not all(type(pile) is tuple for pile in piles):
        return None
    cards: list[Card] = []
    for pile in piles:
        cards.extend(pile)
    if table.auction is not None:
        cards.append(table.auction.wild)
    if table.payment is not None:
        cards.append(table.payment.card)
    if any(type(card) is not Card for card in cards):
        return None
    return cards


def _conservation_problem(
    players: int, counts: Counter[Card], expected: Counter[Card], pile_size: int | None = None
) -> str:
    total = sum(expected.values())
    extra = sorted((str(c) for c in counts - expected), key=len)[:5]
    if pile_size is None:
        missing = sorted(str(c) for c in expected - counts)[:5]
        return (
            f"the {total} cards of a {players}-player deck are not each accounted for exactly "
            f"once (missing: {', '.join(missing) or 'none'}; extra: {', '.join(extra) or 'none'})"
        )
    shown = sum(counts.values())
    return (
        f"the cards shown ({shown}) and the draw pile ({pile_size}) must make up the {total} "
        f"cards of a {players}-player deck, each card no more often than the deck has it "
        f"(extra: {', '.join(extra) or 'none'})"
    )


def _is_sorted(cards: tuple[Card, ...]) -> bool:
    order = CARD_ORDER
    return all(order[a] <= order[b] for a, b in pairwise(cards))


# -- history and events ----------------------------------------------------------------------------


#: What a history may be: a History (as in play and from JSON), or a tuple (``attrs.evolve``).
_HISTORY_TYPES = (History, tuple)


def _check_history(state: TenState) -> list[str]:
    players = state.players
    history = state.history
    if type(history) not in _HISTORY_TYPES or len(history) > _MAX_HISTORY[players]:
        return [f"a {players}-player game has at most {_MAX_HISTORY[players]} moves"]
    # Counted by C loops (map): the history is the longest part of a state.
    kinds = list(map(type, history))
    if not _MOVE_TYPES.issuperset(kinds) or not _SEATS[players].issuperset(
        map(_player_of, history)
    ):
        return [f"a move of the history is not a move of a seat of this {players}-player game"]
    draws = kinds.count(Draw)
    drawn = sum(_DECK_COUNTS[players].values()) - len(state.draw_pile)
    if draws > drawn:
        return [f"the history draws {draws} cards but only {drawn} have left the draw pile"]
    return []


def _check_events(table: _Table) -> list[str]:
    players = table.players
    events = table.events
    most = _MAX_EVENTS[players]
    if type(events) is not tuple or len(events) > most:
        return [f"a turn of a {players}-player game has at most {most} events"]
    size = sum(_DECK_COUNTS[players].values())
    budget = _EVENT_VALUES * most
    for index, event in enumerate(events):
        if type(event) not in EVENT_TYPES:
            return [f"events[{index}] is not a TEN event"]
        if type(event) is GameStarted and event.players != players:
            return [
                f"events[{index}] starts a game of {shown(event.players)} players, not {players}"
            ]
        problem, budget = _event_problem(event, players, size, budget)
        if problem:
            return [f"events[{index}] ({type(event).__name__}): {problem}"]
    return []


def _event_problem(event: object, players: int, size: int, budget: int) -> tuple[str | None, int]:
    """What is wrong inside one event, and what is left of ``budget``, the values the log may
    still hold: a seat that is none, a per-seat list of the wrong length, a number or a list
    beyond anything a game produces, or more values in all than a game's log can hold."""
    stack: list[tuple[str, object]] = [("", event)]
    while stack:
        budget -= 1
        if budget < 0:
            return "the log holds more values than a turn of a game can", budget
        name, value = stack.pop()
        if name in _SEAT_FIELDS:
            if value is not None and not _is_seat(value, players):
                return f"{name} {shown(value)} is not a seat", budget
            continue
        if name in _PER_SEAT_FIELDS and not _per_seat(value, players):
            return f"{name} must have one entry per seat", budget
        if name == "winners" and not (
            type(value) is tuple
            and 0 < len(value) <= players
            and all(_is_seat(seat, players) for seat in value)
        ):
            return "winners must be seats", budget
        if value is None or isinstance(value, (bool, enum.Enum)) or type(value) is Card:
            continue
        if type(value) is int:
            if not -_EVENT_NUMBER <= value <= _EVENT_NUMBER:
                return (
                    f"{name or 'a number'} {shown(value)} is beyond anything a game produces",
                    budget,
                )
        elif type(value) is tuple:
            if len(value) > size:
                return f"{name or 'a list'} holds more items than the deck has cards", budget
            stack.extend(("", item) for item in value)
        elif attrs.has(type(value)):
            kind: Any = type(value)
            stack.extend((field.name, getattr(value, field.name)) for field in attrs.fields(kind))
        else:
            return f"{type(value).__name__} is not a value of a TEN event", budget
    return None, budget


# -- the table: piles, tokens, turn and phase ------------------------------------------------------


def _check_table(table: _Table, pile_size: int) -> list[str]:
    """The checks a state and a view share, once shapes and cards are known to be sound."""
    problems = _check_piles(table)
    problems.extend(_check_tokens(table, pile_size))
    problems.extend(_check_turn(table, pile_size))
    if not problems:
        problems.extend(_check_collected(table))
    problems.extend(_check_events(table))
    return problems


def _check_collected(table: _Table) -> list[str]:
    """Number cards leave the tableau only when a turn stops (5.5): the active seat takes them
    (then may buy one from the market, 5.7), or they go to the market or the discard pile as
    the turn ends. So a seat that has not had a turn yet holds no number card (the active seat
    only once it has taken the numbers of its first turn), and during the first turn the
    market is empty and the discard pile holds no number card. (The final buy round lets every
    seat buy: it is not checked here.)"""
    if _is_final(table):
        return []
    players, turn, active = table.players, table.turn, table.active
    problems = []
    if turn == 1 and (table.market or any(card.kind is Kind.NUMBER for card in table.discard)):
        problems.append(
            "during the first turn no number card has reached the market or the discard"
        )
    stopped = table.phase is Phase.BUY or (
        table.phase is Phase.PAY
        and table.payment is not None
        and table.payment.kind is PaymentKind.BUY
    )
    if turn - 1 >= players:
        return problems  # every seat has had a turn
    first = (active - (turn - 1)) % players
    played = {(first + k) % players for k in range(turn - 1)}
    if stopped:
        played.add(active)
    for seat, collection in enumerate(table.collections):
        if seat not in played and any(card.kind is Kind.NUMBER for card in collection):
            problems.append(
                f"player {seat} holds number cards, but it has not ended a turn yet (turn {turn}): "
                "number cards are collected only when a turn stops"
            )
    return problems


_TABLEAU_KINDS = frozenset({Kind.NUMBER, Kind.CURRENCY})


def _check_piles(table: _Table) -> list[str]:
    problems = []
    if any(
        card.kind is not Kind.NUMBER and card.kind is not Kind.CURRENCY for card in table.tableau
    ):
        problems.append("the tableau holds only number and currency cards")
    else:
        total, currency = tableau_totals(table.tableau)
        if total >= BUST_AT or currency >= BUST_AT:
            problems.append(f"a tableau with total {total} and currency {currency} has busted")
    if any(card.kind is not Kind.NUMBER for card in table.market):
        problems.append("the market holds only number cards")
    if any(card.kind is Kind.CURRENCY for collection in table.collections for card in collection):
        problems.append("collections hold number cards and wilds, never currency")
    if not _is_sorted(table.market) or not all(_is_sorted(c) for c in table.collections):
        problems.append("the market and the collections must be in canonical card order")
    return problems


def _check_tokens(table: _Table, pile_size: int) -> list[str]:
    problems = []
    players = table.players
    if not all(_is_int(held, 0, TOKEN_CAP) for held in table.tokens):
        problems.append(f"a seat holds fewer than 0 or more than {TOKEN_CAP} black tokens")
    jen = table.jen_tokens
    if (jen is None) != (players > MIN_PLAYERS):
        problems.append("Jen plays in the solo variant, and only there")
    elif jen is not None and not _is_int(jen, 0, TOKEN_CAP):
        problems.append(f"Jen holds fewer than 0 or more than {TOKEN_CAP} black tokens")
    elif not problems and sum(table.tokens) + (jen or 0) > BLACK_TOKENS:
        problems.append(f"more than the {BLACK_TOKENS} black tokens of the box are held")
    drawn = sum(_DECK_COUNTS[players].values()) - pile_size
    busts = min(drawn // FEWEST_CARDS_TO_BUST, table.turn - 1 if type(table.turn) is int else 0)
    if table.options.limit_bust_tokens:
        busts = min(busts, BUST_TOKENS)
    if not all(_is_int(held, 0, busts) for held in table.bust_tokens):
        problems.append(
            f"no seat can hold fewer than 0 or more than {max(busts, 0)} bust tokens here (one "
            f"per bust: {drawn} cards drawn, turn {shown(table.turn)})"
        )
    elif sum(table.bust_tokens) > busts:
        problems.append(
            f"the seats hold {sum(table.bust_tokens)} bust tokens, more than the {busts} busts "
            f"a game can have had ({drawn} cards drawn, turn {shown(table.turn)})"
        )
    return problems


def _is_final(table: _Table) -> bool:
    """Whether the final buy round (or the end) has come: every draw turn is over."""
    phase = table.phase
    payment = table.payment
    return (
        phase is Phase.FINAL_BUY
        or phase is Phase.OVER
        or (phase is Phase.PAY and payment is not None and payment.kind is PaymentKind.FINAL_BUY)
    )


def _check_turn(table: _Table, pile_size: int) -> list[str]:
    players, phase, to_act = table.players, table.phase, table.to_act
    drawn = sum(_DECK_COUNTS[players].values()) - pile_size
    # Each draw turn draws a card; only the final buy round's turns (one per seat) draw none.
    last_turn = drawn + (players if _is_final(table) else 1)
    if not _is_int(table.turn, 1, last_turn):
        return [
            f"turn {shown(table.turn)} cannot be: {drawn} cards drawn allow turns 1 to {last_turn}"
        ]
    if not _is_seat(table.active, players):
        return [f"the active player {shown(table.active)} is not a seat"]
    auction, payment = table.auction, table.payment
    if phase is Phase.OVER:
        if to_act is not None or pile_size or auction or payment or table.tableau:
            return ["once the game is over nobody acts and nothing is pending"]
        return []
    if not _is_seat(to_act, players):
        return [f"the seat to act, {shown(to_act)}, is not a seat"]
    if (auction is not None) != (phase is Phase.AUCTION):
        return ["an auction is pending exactly in the auction phase"]
    if (payment is not None) != (phase is Phase.PAY):
        return ["a payment is pending exactly in the pay phase"]
    if (phase is Phase.DRAW or phase is Phase.BUY) and to_act != table.active:
        return [f"player {table.active} should act in its own turn, not player {to_act}"]
    if phase is Phase.FINAL_BUY and pile_size:
        return ["the final buy round starts only once the draw pile is empty"]
    if table.tableau and phase not in (Phase.DRAW, Phase.AUCTION, Phase.PAY):
        return ["the tableau is cleared when a turn stops or busts"]
    if auction is not None:
        return _check_auction(table)
    if payment is not None:
        return _check_payment(table, pile_size)
    return []


def _check_auction(table: _Table) -> list[str]:
    auction = table.auction
    assert auction is not None
    players, active = table.players, table.active
    if not auction.wild.is_wild:
        return [f"the {auction.wild} is not a wild and cannot be auctioned"]
    jen_bid, jen = auction.jen_bid, table.jen_tokens
    if type(jen) is not int or table.options.jen_policy is JenPolicy.NEVER or jen < MIN_BID:
        jen_expected = 0
    else:
        jen_expected = jen  # she bids all her tokens, which cannot change during the auction
    if jen_bid != jen_expected:
        return [f"Jen bids {jen_expected} here, not {shown(jen_bid)}"]
    bidder, high_bid = auction.high_bidder, auction.high_bid
    if bidder is None:
        if high_bid != jen_bid:
            return ["without a seat's bid, the high bid is Jen's"]
        return []
    if not _is_seat(bidder, players):
        return [f"the high bidder {shown(bidder)} is not a seat"]

    # Seats speak once each, from the active seat's left round to the active seat.
    def order(seat: int) -> int:
        return (seat - active - 1) % players

    if order(bidder) >= order(table.to_act):  # type: ignore[arg-type]
        return [f"player {bidder} cannot hold the high bid before it has spoken"]
    if not _is_int(high_bid, max(MIN_BID, jen_bid + 1), MAX_BUYING_POWER):
        return [f"a bid of {shown(high_bid)} does not beat Jen's bid of {jen_bid}"]
    if high_bid > buying_power(table, bidder, for_wild=True):
        return [f"player {bidder} bid more than it can pay"]
    return []


def _check_payment(table: _Table, pile_size: int) -> list[str]:
    payment = table.payment
    assert payment is not None
    wild = payment.kind is PaymentKind.WILD
    payer, card, price = payment.payer, payment.card, payment.price
    if payer != table.to_act or card.is_wild != wild:
        return ["the payer is to act, and only a won wild is paid for in an auction"]
    if wild:
        if not _is_int(price, MIN_BID, MAX_BUYING_POWER):
            return [f"a winning bid of {shown(price)} cannot be"]
    elif card.kind is not Kind.NUMBER or table.tableau:
        return ["a purchase is a market number card, bought after the tableau was cleared"]
    elif type(price) is not int or price != card.number:
        return [f"the {card} costs {card.number}, not {shown(price)}"]
    elif card in table.collections[payer]:
        return [f"player {payer} cannot buy a second {card}"]
    if not _is_int(payment.paid, 0, price - 1):
        return [f"{shown(payment.paid)} paid of a price of {price} cannot be"]
    owed = price - payment.paid
    if owed > buying_power(table, payer, for_wild=wild):
        return [f"player {payer} cannot pay the {owed} it owes"]
    if payment.kind is PaymentKind.BUY and payer != table.active:
        return ["only the active seat buys in its buy phase"]
    if payment.kind is PaymentKind.FINAL_BUY and pile_size:
        return ["the final buy round starts only once the draw pile is empty"]
    return []
