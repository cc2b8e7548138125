"""TEN for reinforcement learning: the observation encoder and the action index.

Seats in the observation are relative to the viewer (slot 0 is the viewer, slot 1 the seat to
its left...), with room for the largest table, 5 seats; the slots of absent seats stay 0.
Cards are numbered in the order of ``tablegames.ten.CARDS`` (the deck table's order: the
number cards colour by colour, 1 to 9; the colour wilds; the numbered wilds 1 to 9; the #
Wildcard; the currency cards 1 to 5), and a pile is written as the count of each card divided
by that card's copies in the full deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import Any

try:
    import numpy as np
    import numpy.typing as npt
except ModuleNotFoundError as missing:  # pragma: no cover - depends on the installation
    from tablegames.extras import extra_missing_error

    raise extra_missing_error("tablegames.ten.rl", "rl", missing) from missing

from tablegames.rl.actions import TableIndex
from tablegames.rl.encoding import Encoder
from tablegames.rl.layout import Layout
from tablegames.ten import (
    CARDS,
    DECK_TABLE,
    Bid,
    Buy,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    PaymentKind,
    PayToken,
    Phase,
    SkipBuy,
    TakeCurrency,
    TakeNumbers,
    TenMove,
    TenView,
    score_sheet,
)
from tablegames.ten.cards import (
    BUST_AT,
    BUST_TOKENS,
    MAX_PLAYERS,
    TOKEN_CAP,
    Card,
    Kind,
    deck,
)

__all__ = [
    "ACTION_LAYOUT",
    "BID_SCALE",
    "BUY_CARDS",
    "DEFAULT_PLAYERS",
    "ENCODER",
    "MAX_BID",
    "OBSERVATION_LAYOUT",
    "PAY_CARDS",
    "TenEncoder",
    "actions",
    "ten_actions",
]

#: The largest bid with an action number. Bids above it are left out of the index; a seat
#: offered one can still pass or bid 1 to 120. Random play never could bid more than 21, and the
#: heuristic bots 56 (solo, where every card goes to the one seat); a bid is paid with tokens,
#: bust tokens and collected cards, so going past 120 takes a collection of about a hundred.
MAX_BID = 120
#: Bids and prices are divided by this in observations, and clipped to 1.
BID_SCALE = 40
#: The cards a seat may pay with (all but currency, which is never collected).
PAY_CARDS: tuple[Card, ...] = tuple(card for card in CARDS if card.kind is not Kind.CURRENCY)
#: The cards the market may sell (the number cards).
BUY_CARDS: tuple[Card, ...] = tuple(card for card in CARDS if card.kind is Kind.NUMBER)
#: Scores are divided by this, the most a collection can score (four full runs of 10).
SCORE_SCALE = 40

_SEATS = MAX_PLAYERS
_N = len(CARDS)
_CARD_NUMBER = {card: i for i, card in enumerate(CARDS)}
_COPIES = {row.card: row.copies for row in DECK_TABLE}
_PHASES = tuple(Phase)
_PAYMENT_KINDS = tuple(PaymentKind)
_PILE = "count of each card (order of ``ten.CARDS``) divided by its copies in the full deck"

#: What each slice of a TEN observation holds.
OBSERVATION_LAYOUT = Layout.of(
    ("seats", _SEATS, "1 for each relative seat present at the table"),
    ("phase", len(_PHASES), "one-hot phase: " + ", ".join(p.value for p in _PHASES)),
    ("to_act", _SEATS, "one-hot relative seat to act (all 0 once the game is over)"),
    ("active", _SEATS, "one-hot relative seat whose turn it is"),
    ("draw_pile", 1, "cards left to draw, divided by the deck's size at this player count"),
    ("tableau", _N, f"the tableau: {_PILE}"),
    (
        "tableau_totals",
        2,
        f"the tableau's number total and currency total, each divided by {BUST_AT} "
        "(clipped to 1: the cards of the tableau segment give the whole)",
    ),
    ("market", _N, f"the market: {_PILE}"),
    ("discard", _N, f"the discard pile: {_PILE}"),
    (
        "collections",
        _SEATS * _N,
        f"5 blocks of {_N}, by relative seat: that seat's collection, {_PILE}",
    ),
    ("tokens", _SEATS, f"black tokens of each relative seat, divided by {TOKEN_CAP}"),
    (
        "bust_tokens",
        _SEATS,
        f"bust tokens of each relative seat, divided by {BUST_TOKENS} (clipped to 1)",
    ),
    ("scores", _SEATS, f"current score of each relative seat, divided by {SCORE_SCALE}"),
    ("jen", 2, f"solo variant: 1 if Jen plays, her tokens divided by {TOKEN_CAP}"),
    ("auction", 1, "1 while a wild is auctioned"),
    ("auction_wild", _N, "one-hot: the wild for sale (card order of ``ten.CARDS``)"),
    (
        "auction_bids",
        2,
        f"the highest bid and Jen's bid, each divided by {BID_SCALE} (clipped to 1)",
    ),
    ("auction_bidder", _SEATS, "one-hot relative seat holding the highest bid"),
    ("payment", 1, "1 while a price is being paid"),
    ("payment_payer", _SEATS, "one-hot relative seat paying"),
    (
        "payment_kind",
        len(_PAYMENT_KINDS),
        "one-hot: paying for " + ", ".join(k.value for k in _PAYMENT_KINDS),
    ),
    ("payment_card", _N, "one-hot: the card paid for"),
    (
        "payment_amounts",
        2,
        f"the price and what is paid so far, each divided by {BID_SCALE} (clipped to 1)",
    ),
)

_OFFSET = {segment.name: segment.start for segment in OBSERVATION_LAYOUT}
_DECK_SIZE = {players: len(deck(players)) for players in range(1, MAX_PLAYERS + 1)}


class TenEncoder(Encoder):
    """Encodes a :class:`~tablegames.ten.TenView` (see :data:`OBSERVATION_LAYOUT`).

    A pile left unchanged by a move is the very same tuple in the next state, so the encoder
    keeps the vector and the score of each pile it has met (a bounded cache, by identity):
    counting a hundred-card discard pile or scoring a collection on every step would cost more
    than all the rest.
    """

    game = "ten"
    layout = OBSERVATION_LAYOUT

    def __init__(self) -> None:
        self._piles: dict[int, tuple[tuple[Card, ...], npt.NDArray[np.float32]]] = {}
        self._scores: dict[int, tuple[tuple[Card, ...], int]] = {}
        self._by_value: dict[tuple[Card, ...], int] = {}

    def _vector(self, cards: tuple[Card, ...]) -> npt.NDArray[np.float32]:
        """The pile's vector: the count of each card over its copies."""
        found = self._piles.get(id(cards))
        if found is not None and found[0] is cards:
            return found[1]
        vector = np.zeros(_N, dtype=np.float32)
        for card, count in Counter(cards).items():
            vector[_CARD_NUMBER[card]] = count / _COPIES[card]
        if len(self._piles) >= 4096:
            self._piles.clear()
        self._piles[id(cards)] = (cards, vector)  # holding ``cards`` keeps its id unique
        return vector

    def _score(self, collection: tuple[Card, ...]) -> int:
        found = self._scores.get(id(collection))
        if found is not None and found[0] is collection:
            return found[1]
        score = self._by_value.get(collection)  # equal collections recur from game to game
        if score is None:
            score = score_sheet(collection).total
            if len(self._by_value) >= 4096:
                self._by_value.clear()
            self._by_value[collection] = score
        if len(self._scores) >= 4096:
            self._scores.clear()
        self._scores[id(collection)] = (collection, score)
        return score

    def _fill(self, out: npt.NDArray[np.float32], view: TenView, seat: int) -> None:
        o = _OFFSET
        players = view.players

        def rel(other: int) -> int:
            return (other - seat) % players

        def pile(start: int, cards: tuple[Card, ...]) -> None:
            if cards:
                out[start : start + _N] = self._vector(cards)

        out[o["seats"] : o["seats"] + players] = 1
        out[o["phase"] + _PHASES.index(view.phase)] = 1
        if view.to_act is not None:
            out[o["to_act"] + rel(view.to_act)] = 1
        out[o["active"] + rel(view.active)] = 1
        out[o["draw_pile"]] = view.draw_pile_size / _DECK_SIZE[players]
        pile(o["tableau"], view.tableau)
        numbers = sum(c.number or 0 for c in view.tableau if c.kind is Kind.NUMBER)
        currency = sum(c.number or 0 for c in view.tableau if c.kind is Kind.CURRENCY)
        out[o["tableau_totals"]] = numbers / BUST_AT
        out[o["tableau_totals"] + 1] = currency / BUST_AT
        pile(o["market"], view.market)
        pile(o["discard"], view.discard)
        for other in range(players):
            r = rel(other)
            pile(o["collections"] + r * _N, view.collections[other])
            out[o["tokens"] + r] = view.tokens[other] / TOKEN_CAP
            out[o["bust_tokens"] + r] = view.bust_tokens[other] / BUST_TOKENS
            out[o["scores"] + r] = self._score(view.collections[other]) / SCORE_SCALE
        if view.jen_tokens is not None:
            out[o["jen"]] = 1
            out[o["jen"] + 1] = view.jen_tokens / TOKEN_CAP
        auction = view.auction
        if auction is not None:
            out[o["auction"]] = 1
            out[o["auction_wild"] + _CARD_NUMBER[auction.wild]] = 1
            out[o["auction_bids"]] = auction.high_bid / BID_SCALE
            out[o["auction_bids"] + 1] = auction.jen_bid / BID_SCALE
            if auction.high_bidder is not None:
                out[o["auction_bidder"] + rel(auction.high_bidder)] = 1
        payment = view.payment
        if payment is not None:
            out[o["payment"]] = 1
            out[o["payment_payer"] + rel(payment.payer)] = 1
            out[o["payment_kind"] + _PAYMENT_KINDS.index(payment.kind)] = 1
            out[o["payment_card"] + _CARD_NUMBER[payment.card]] = 1
            out[o["payment_amounts"]] = payment.price / BID_SCALE
            out[o["payment_amounts"] + 1] = payment.paid / BID_SCALE


# -- the action index -----------------------------------------------------------------------------

#: The TEN action numbers, segment by segment.
ACTION_LAYOUT = Layout.of(
    ("draw", 1, "draw a card"),
    ("take_numbers", 1, "stop and take the numbers"),
    ("take_currency", 1, "stop and take the currency"),
    ("pass_bid", 1, "pass in the auction"),
    ("bid", MAX_BID, f"bid 1 to {MAX_BID} (position k bids k + 1)"),
    ("pay_token", 1, "pay a black token"),
    ("pay_bust_token", 1, "pay a bust token"),
    (
        "pay_card",
        len(PAY_CARDS),
        "pay with a collected card: the cards of ``ten.CARDS`` without the currency cards",
    ),
    ("skip_buy", 1, "buy nothing"),
    ("buy", len(BUY_CARDS), "buy a market card: the number cards, in ``ten.CARDS`` order"),
)


def _bid_beyond_the_index(move: Any) -> bool:
    """Whether ``move`` is a bid above :data:`MAX_BID`, which has no action number (the RL
    guide's "Moves outside the index")."""
    return type(move) is Bid and move.amount > MAX_BID


def ten_actions(players: int) -> TableIndex[TenMove]:
    """The TEN action index for ``players`` seats (see :data:`ACTION_LAYOUT`)."""
    makers: list[Callable[[int], TenMove | None]] = [Draw, TakeNumbers, TakeCurrency, PassBid]
    makers += [partial(Bid, amount=amount) for amount in range(1, MAX_BID + 1)]
    makers += [PayToken, PayBustToken]
    makers += [partial(PayCard, card=card) for card in PAY_CARDS]
    makers += [SkipBuy]
    makers += [partial(Buy, card=card) for card in BUY_CARDS]
    return TableIndex("ten", players, ACTION_LAYOUT, makers, outside=_bid_beyond_the_index)


# -- what tablegames.rl reads (the game's rl_module) -------------------------------------------

#: The observation encoder of the game's environments.
ENCODER = TenEncoder
#: The action index at a number of seats.
actions = ten_actions
#: The seats of an environment made without a player count.
DEFAULT_PLAYERS = 2
