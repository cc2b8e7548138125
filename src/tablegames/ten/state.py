"""The TEN state, options and view classes."""

from __future__ import annotations

import enum

import attrs

from tablegames.core.bases import GameState, GameView
from tablegames.core.history import History
from tablegames.core.states import check_bool, check_enum, fast_init
from tablegames.ten.cards import Card
from tablegames.ten.events import TenEvent
from tablegames.ten.moves import TenMove

__all__ = [
    "Auction",
    "JenPolicy",
    "Payment",
    "PaymentKind",
    "Phase",
    "TenOptions",
    "TenState",
    "TenView",
    "UnsoldWild",
]


class UnsoldWild(enum.Enum):
    """What happens to a wild nobody bids for (ruling T-A11)."""

    #: It goes to the discard pile, out of the game (default).
    DISCARD = "discard"
    #: The seat that drew it takes it for free.
    ACTIVE_FREE = "active_free"


class JenPolicy(enum.Enum):
    """PROVISIONAL solo variant: how the opponent Jen bids (rules §4, ruling T-A29).

    Jen is not a seat. She bids first in every auction (she sits "to your left"), and her bid
    is decided inside :func:`~tablegames.ten.apply` by this deterministic policy.
    """

    #: She bids all her black tokens if she has at least one, else passes (default).
    ALL_TOKENS = "all_tokens"
    #: She never bids, so every auction is yours to win or let go.
    NEVER = "never"


@attrs.frozen
class TenOptions:
    """Every rule variant of TEN; the defaults are the rulings of the TEN page.

    Attributes:
        take_numbers_needs_numbers: Ruling T-A8's alternative: TAKE NUMBERS is refused while the
            tableau holds no number card. By default it is allowed (it gifts the currency to
            the others and grants a buy phase).
        unsold_wild: What happens to a wild nobody bids for (T-A11): discarded (default), or
            taken for free by the seat that drew it.
        bid_with_cards: Whether collected cards (worth 1 each) may pay a winning bid, as they
            pay a purchase (T-A14, default true); false allows only tokens for bids.
        limit_bust_tokens: Ruling T-A22's alternative: the 15 bust tokens of the box are a
            limit, and a seat that busts while none is left in the supply gets none. By
            default bust tokens are unlimited.
        jen_policy: PROVISIONAL solo variant only: how Jen bids. There is no Jen at 2 to 5
            players, so a game of several players refuses any value but the default.
    """

    take_numbers_needs_numbers: bool = attrs.field(default=False, validator=check_bool)
    unsold_wild: UnsoldWild = attrs.field(
        default=UnsoldWild.DISCARD,
        validator=check_enum(UnsoldWild),
    )
    bid_with_cards: bool = attrs.field(default=True, validator=check_bool)
    limit_bust_tokens: bool = attrs.field(default=False, validator=check_bool)
    jen_policy: JenPolicy = attrs.field(
        default=JenPolicy.ALL_TOKENS,
        validator=check_enum(JenPolicy),
    )


class Phase(enum.Enum):
    """What the game is waiting for."""

    #: The active seat draws, or stops with a reward (TakeNumbers or TakeCurrency).
    DRAW = "draw"
    #: A wild is auctioned; the seat to act bids or passes.
    AUCTION = "auction"
    #: The seat to act pays a winning bid or a purchase, one item per move.
    PAY = "pay"
    #: The active seat may buy one market card (after TakeNumbers).
    BUY = "buy"
    #: The final buy round; the seat to act may buy one market card.
    FINAL_BUY = "final_buy"
    #: The game is over.
    OVER = "over"


class PaymentKind(enum.Enum):
    """What a payment is for, which says what follows it."""

    #: A won wild; the active seat's draw phase resumes after it.
    WILD = "wild"
    #: A market card bought in a buy phase; the turn ends after it.
    BUY = "buy"
    #: A market card bought in the final buy round; the next seat's final buy follows.
    FINAL_BUY = "final_buy"


@fast_init
@attrs.frozen(weakref_slot=False)
class Auction:
    """A wild being auctioned: once around the table from the active seat's left.

    Attributes:
        wild: The wild for sale (out of every pile until the auction ends).
        high_bid: The highest bid so far (0: none).
        high_bidder: The seat holding the highest bid; ``None`` if no seat has bid (in the
            solo variant Jen may hold it: see ``jen_bid``).
        jen_bid: Solo variant: Jen's bid (0: she passed, or there is no Jen).
    """

    wild: Card
    high_bid: int
    high_bidder: int | None
    jen_bid: int


@fast_init
@attrs.frozen(weakref_slot=False)
class Payment:
    """A price being paid, one item per move.

    Attributes:
        payer: The seat paying.
        kind: What the payment is for.
        card: The card paid for (the won wild, or the market card bought); it joins the
            payer's collection once the price is reached.
        price: The price.
        paid: What the items paid so far are worth (less than ``price``).
    """

    payer: int
    kind: PaymentKind
    card: Card
    price: int
    paid: int


#: What the seat to act does in each phase, for the reprs.
_TO_DO = {
    Phase.DRAW: "to draw",
    Phase.AUCTION: "to bid",
    Phase.PAY: "to pay",
    Phase.BUY: "to buy",
    Phase.FINAL_BUY: "to buy (final round)",
}


def _status(turn: int, phase: Phase, to_act: int | None) -> str:
    """``turn 12, player 3 to draw`` (turns are counted from 1)."""
    if phase is Phase.OVER or to_act is None:
        return f"turn {turn}, over"
    return f"turn {turn}, player {to_act} {_TO_DO.get(phase, 'to act')}"


# No __weakref__ slot: it lets the rules rebuild a state three times as fast (core.states.evolver).
@attrs.frozen(repr=False, weakref_slot=False)
class TenState(GameState["TenState", TenMove, "TenView", TenEvent]):
    """A whole game of TEN at one moment, the draw pile's order included (keep it on the server).

    Attributes:
        players: The number of seats (1 to 5; 1 is the provisional solo variant).
        seed: Resolves the shuffle and the first player.
        options: The rule variants in force.
        history: Every move applied so far (a read-only sequence; see
            :class:`~tablegames.core.history.History`).
        events: The events of the current turn, starting with those of the move that began it.
        turn: The current turn, counted from 1 (each final-round buy phase is a turn too).
        active: The seat whose turn it is (in the final buy round: the seat that drew the last
            card).
        phase: What the game is waiting for.
        to_act: The seat that must act now (``None`` once the game is over).
        draw_pile: The face-down draw pile; its last card is the top.
        tableau: The number and currency cards drawn this turn, in order.
        market: The number cards for sale, in canonical order.
        discard: Cards out of the game: spent tableau currency, spent cards, unsold wilds.
        collections: Each seat's collected cards, in canonical order.
        tokens: Each seat's black currency tokens (at most 10).
        bust_tokens: Each seat's bust tokens (worth 3 when paying).
        jen_tokens: Solo variant: Jen's black tokens; ``None`` with 2 or more players.
        auction: The auction under way, if any.
        payment: The payment under way, if any.
    """

    players: int
    seed: int
    options: TenOptions
    history: History[TenMove]
    events: tuple[TenEvent, ...]
    turn: int
    active: int
    phase: Phase
    to_act: int | None
    draw_pile: tuple[Card, ...]
    tableau: tuple[Card, ...]
    market: tuple[Card, ...]
    discard: tuple[Card, ...]
    collections: tuple[tuple[Card, ...], ...]
    tokens: tuple[int, ...]
    bust_tokens: tuple[int, ...]
    jen_tokens: int | None
    auction: Auction | None
    payment: Payment | None

    def __repr__(self) -> str:
        return f"<TenState {_status(self.turn, self.phase, self.to_act)}>"


@attrs.frozen(repr=False)
class TenView(GameView[TenState, TenMove, TenEvent]):
    """What one seat (or a spectator, ``player=None``) may see of a TEN game.

    Everything on the table is public; only the draw pile's order is hidden (its size is shown).
    The fields are those of :class:`TenState` less the seed, the history and the draw pile.

    Attributes:
        player: The viewer's seat, or ``None`` for a spectator.
        players: The number of seats.
        options: The rule variants in force.
        turn: The current turn, counted from 1.
        active: The seat whose turn it is.
        phase: What the game is waiting for.
        to_act: The seat that must act now (``None`` once the game is over).
        draw_pile_size: How many cards are left to draw.
        tableau: The number and currency cards drawn this turn.
        market: The number cards for sale.
        discard: Cards out of the game.
        collections: Each seat's collected cards.
        tokens: Each seat's black tokens.
        bust_tokens: Each seat's bust tokens.
        jen_tokens: Solo variant: Jen's black tokens.
        auction: The auction under way, if any.
        payment: The payment under way, if any.
        events: The events of the current turn, starting with those of the move that began it.
    """

    player: int | None
    players: int
    options: TenOptions
    turn: int
    active: int
    phase: Phase
    to_act: int | None
    draw_pile_size: int
    tableau: tuple[Card, ...]
    market: tuple[Card, ...]
    discard: tuple[Card, ...]
    collections: tuple[tuple[Card, ...], ...]
    tokens: tuple[int, ...]
    bust_tokens: tuple[int, ...]
    jen_tokens: int | None
    auction: Auction | None
    payment: Payment | None
    events: tuple[TenEvent, ...]

    def __repr__(self) -> str:
        viewer = "a spectator" if self.player is None else f"player {self.player}"
        return f"<TenView of {viewer}, {_status(self.turn, self.phase, self.to_act)}>"
