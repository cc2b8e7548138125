"""The rules of TEN: setup, legal moves, applying moves, scoring. Nothing else.

Rule references ("§5.4", "T-A11") point at the "Rules and rulings" section of the TEN page of
the documentation (``docs/ten.rst``): its numbered sections and its rulings.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable
from types import MappingProxyType
from typing import Any, TypeVar

from tablegames.core.dispatch import Apply, Rule, dispatcher
from tablegames.core.errors import IllegalMoveError
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.core.states import appended, evolver, replace_at
from tablegames.ten.cards import (
    BUST_AT,
    BUST_TOKEN_VALUE,
    BUST_TOKENS,
    CARD_ORDER,
    CARD_PAY_VALUE,
    CARDS,
    JEN_START_TOKENS,
    MAX_BUYING_POWER,
    MAX_PLAYERS,
    MIN_BID,
    MIN_PLAYERS,
    START_TOKENS,
    TOKEN_CAP,
    TOKEN_VALUE,
    Card,
    Kind,
    deck,
)
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
    MOVE_TYPES,
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
from tablegames.ten.scoring import ScoreSheet, score_sheet
from tablegames.ten.state import (
    Auction,
    JenPolicy,
    Payment,
    PaymentKind,
    Phase,
    TenOptions,
    TenState,
    TenView,
    UnsoldWild,
)

__all__ = [
    "apply",
    "buying_power",
    "current_player",
    "is_over",
    "legal_moves",
    "new_game",
    "score_sheets",
    "scores",
    "tableau_totals",
    "winners",
]

T = TypeVar("T")
_History = History[TenMove]
_Events = tuple[TenEvent, ...]

#: ``attrs.evolve`` for states, several times faster (it is called on every move).
_evolve: Callable[..., TenState] = evolver(TenState)
# The same for the commonest moves, which always change the same fields.
_drawn: Callable[..., TenState] = evolver(TenState, "history", "events", "draw_pile", "tableau")
_bid_on: Callable[..., TenState] = evolver(TenState, "history", "events", "to_act", "auction")
_token_paid: Callable[..., TenState] = evolver(TenState, "history", "events", "tokens", "payment")
_card_paid: Callable[..., TenState] = evolver(
    TenState, "history", "events", "collections", "discard", "payment"
)
_bought: Callable[..., TenState] = evolver(
    TenState, "history", "events", "phase", "market", "payment"
)
_auction_opened: Callable[..., TenState] = evolver(
    TenState, "history", "events", "draw_pile", "phase", "to_act", "auction"
)
_auction_won: Callable[..., TenState] = evolver(
    TenState, "history", "events", "phase", "to_act", "auction", "payment"
)
_paid_more: Callable[..., Payment] = evolver(Payment, "paid")


# -- setup (§5.1) ----------------------------------------------------------------------------------


def new_game(players: int, seed: int, options: TenOptions) -> TenState:
    """Shuffle the deck for the player count and pick the first player (§5.1).

    Each seat starts with 5 black tokens. With one player the provisional solo variant is set
    up: the 2-player deck and the opponent Jen, who is not a seat, with her own 5 tokens.
    """
    pile = Rng(seed, "deck").shuffle(deck(players))
    first = Rng(seed, "first player").below(players)
    return TenState(
        players=players,
        seed=seed,
        options=options,
        history=History(),
        events=(GameStarted(players, len(pile), first), TurnStarted(first, 1, False)),
        turn=1,
        active=first,
        phase=Phase.DRAW,
        to_act=first,
        draw_pile=pile,
        tableau=(),
        market=(),
        discard=(),
        collections=((),) * players,
        tokens=(START_TOKENS,) * players,
        bust_tokens=(0,) * players,
        jen_tokens=JEN_START_TOKENS if players == MIN_PLAYERS else None,
        auction=None,
        payment=None,
    )


# -- queries ---------------------------------------------------------------------------------------


# Legal moves and scores read only what a state and a view share, so a client holding a view
# computes them exactly as the server does.
_Table = TenState | TenView


def current_player(state: TenState) -> int | None:
    """The seat that must act now, or ``None`` once the game is over."""
    return state.to_act


def is_over(state: TenState) -> bool:
    """Whether the game has ended."""
    return state.phase is Phase.OVER


def tableau_totals(tableau: Iterable[Card]) -> tuple[int, int]:
    """The running total (numbers minus currency) and the currency total of a tableau (§5.2).

    >>> from tablegames.ten import parse_card, tableau_totals
    >>> tableau_totals([parse_card("red 7"), parse_card("currency 2"), parse_card("blue 5")])
    (10, 2)
    """
    numbers = currency = 0
    for card in tableau:
        if card.kind is _CURRENCY:
            currency += card.number  # type: ignore[operator]
        else:
            numbers += card.number  # type: ignore[operator]
    return numbers - currency, currency


def buying_power(table: _Table, seat: int, *, for_wild: bool = False) -> int:
    """The most ``seat`` can pay: tokens, bust tokens at 3 and collected cards at 1 (§5.4, §5.7).

    ``for_wild`` leaves the cards out when the ``bid_with_cards`` option forbids paying bids
    with them.
    """
    power = table.tokens[seat] * TOKEN_VALUE + table.bust_tokens[seat] * BUST_TOKEN_VALUE
    if not for_wild or table.options.bid_with_cards:
        power += len(table.collections[seat]) * CARD_PAY_VALUE
    return power


def score_sheets(table: _Table) -> tuple[ScoreSheet, ...]:
    """Each seat's score sheet: its run per colour and where its wilds go (§6)."""
    return tuple(score_sheet(cards) for cards in table.collections)


def scores(table: _Table) -> tuple[int, ...]:
    """Each seat's score from its collection (final once the game is over)."""
    return tuple(sheet.total for sheet in score_sheets(table))


def winners(table: _Table) -> tuple[int, ...]:
    """The winning seats of a state or view; ``()`` before the end (§6).

    Most points wins; ties go to the most black tokens (bust tokens excluded), then to the
    fewest collected cards; a tie on all three is a shared win.
    """
    if table.phase is not Phase.OVER:
        return ()
    return _winners(table, scores(table))


def _winners(table: _Table, totals: tuple[int, ...]) -> tuple[int, ...]:
    keys = [
        (totals[seat], table.tokens[seat], -len(table.collections[seat]))
        for seat in range(table.players)
    ]
    best = max(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)


# -- legal moves -----------------------------------------------------------------------------------


def legal_moves(state: TenState, player: int) -> tuple[TenMove, ...]:
    """Every legal move of ``player`` (``()`` unless that seat is to act), in a fixed order.

    The order: Draw, TakeNumbers, TakeCurrency; PassBid, then bids from the lowest up;
    PayToken, PayBustToken, then PayCard in collection order; SkipBuy, then Buy in market order.
    """
    return moves_for(state, player)  # it counts the pile only when a draw is possible


# Legal moves are taken from these tables rather than built anew: the same move is then the
# same object, which makes listing moves, comparing move lists and hashing them cheap, and
# keeps the moves' own field checks off the hot path (each table move was checked once, when
# it was built here). Every bid any seat could ever make is in the table (MAX_BUYING_POWER),
# so even a state whose counts are absurd cannot make legal_moves build millions of bids.
# Sharing the objects between games is safe: moves are frozen.
_SEATS = range(MAX_PLAYERS)
_BID_TABLE = MAX_BUYING_POWER + 1
_DRAW = tuple(Draw(p) for p in _SEATS)
_TAKE_NUMBERS = tuple(TakeNumbers(p) for p in _SEATS)
_TAKE_CURRENCY = tuple(TakeCurrency(p) for p in _SEATS)
_PASS_BID = tuple(PassBid(p) for p in _SEATS)
_PAY_TOKEN = tuple(PayToken(p) for p in _SEATS)
_PAY_BUST_TOKEN = tuple(PayBustToken(p) for p in _SEATS)
_SKIP_BUY = tuple(SkipBuy(p) for p in _SEATS)
# _BIDS[seat][amount - MIN_BID] is Bid(seat, amount).
_BIDS = tuple(tuple(Bid(p, amount) for amount in range(MIN_BID, _BID_TABLE)) for p in _SEATS)
_PAY_CARD = tuple(MappingProxyType({c: PayCard(p, c) for c in CARDS}) for p in _SEATS)
_BUY = tuple(MappingProxyType({c: Buy(p, c) for c in CARDS}) for p in _SEATS)
# The usual answers as whole tuples: _PAY_TOKENS[seat][has tokens][has bust tokens], the
# draw alone, and the two ways to stop (or the currency alone).
_PAY_TOKENS = tuple(
    (((), (_PAY_BUST_TOKEN[p],)), ((_PAY_TOKEN[p],), (_PAY_TOKEN[p], _PAY_BUST_TOKEN[p])))
    for p in _SEATS
)
_DRAW_ONLY = tuple((move,) for move in _DRAW)
_STOPS = tuple((_TAKE_NUMBERS[p], _TAKE_CURRENCY[p]) for p in _SEATS)
_TAKE_CURRENCY_ONLY = tuple((move,) for move in _TAKE_CURRENCY)
_DRAW_AND_STOPS = tuple((_DRAW[p], *_STOPS[p]) for p in _SEATS)
_DRAW_AND_CURRENCY = tuple((_DRAW[p], _TAKE_CURRENCY[p]) for p in _SEATS)


def moves_for(table: _Table, player: int, pile_size: int = -1) -> tuple[TenMove, ...]:
    """The legal moves of ``player`` with ``pile_size`` cards left to draw; the view uses this.

    Without ``pile_size`` (-1), ``table`` is a state and its draw pile is counted: the game
    object lists a state's moves through this function directly (a call less per move).
    """
    if player != table.to_act:
        return ()
    phase = table.phase
    if phase is _PAY:
        payment = table.payment
        assert payment is not None
        tokens = _PAY_TOKENS[player][bool(table.tokens[player])][bool(table.bust_tokens[player])]
        collection = table.collections[player]
        if not collection or not _cards_may_pay(table, payment):
            return tokens
        return tokens + _pay_cards(player, collection)
    if phase is _DRAW_PHASE:
        if pile_size < 0:
            pile_size = len(table.draw_pile)  # type: ignore[union-attr]
        if not _can_stop(table, pile_size):
            return _DRAW_ONLY[player] if pile_size else ()
        if _can_take_numbers(table):
            return _DRAW_AND_STOPS[player] if pile_size else _STOPS[player]
        return _DRAW_AND_CURRENCY[player] if pile_size else _TAKE_CURRENCY_ONLY[player]
    if phase is _AUCTION:
        auction = table.auction
        assert auction is not None
        lowest = _lowest_bid(auction) - MIN_BID
        highest = max(0, buying_power(table, player, for_wild=True) + 1 - MIN_BID)
        return (_PASS_BID[player], *_BIDS[player][lowest:highest])
    if phase is _BUY_PHASE or phase is _FINAL_BUY:
        power = buying_power(table, player)
        owned = set(table.collections[player])
        buy = _BUY[player]
        return (
            _SKIP_BUY[player],
            *[
                buy[card]
                for card in _distinct(table.market)
                if card.number <= power and card not in owned  # type: ignore[operator]
            ],
        )
    return ()


# Enum members read on every move, as module constants: on Python 3.11 ``Phase.PAY`` goes
# through the enum metaclass's ``__getattr__`` hook, several times the cost of a global.
_DRAW_PHASE, _AUCTION, _PAY, _BUY_PHASE, _FINAL_BUY, _OVER = (
    Phase.DRAW,
    Phase.AUCTION,
    Phase.PAY,
    Phase.BUY,
    Phase.FINAL_BUY,
    Phase.OVER,
)
_NUMBER, _CURRENCY = Kind.NUMBER, Kind.CURRENCY
_WILD_PAYMENT, _BUY_PAYMENT, _FINAL_BUY_PAYMENT = (
    PaymentKind.WILD,
    PaymentKind.BUY,
    PaymentKind.FINAL_BUY,
)
_TOKEN_ITEM, _BUST_TOKEN_ITEM, _CARD_ITEM = (
    PaymentItem.TOKEN,
    PaymentItem.BUST_TOKEN,
    PaymentItem.CARD,
)
_CURRENCY_BUST, _NUMBERS_BUST = BustKind.CURRENCY, BustKind.NUMBERS


#: A documented memo table (see "What the library keeps between calls" in the concepts page).
#: Each seat's last collection listed for payment, and its PayCard moves: a price is paid one
#: item at a time, and the collection (the same tuple, passed on from state to state) rarely
#: changes in between, so most listings are found here by identity. A tuple never changes, so
#: an identical one has the same moves; any other is listed anew.
_LAST_PAY_CARDS: list[tuple[tuple[Card, ...], tuple[TenMove, ...]]] = [((), ())] * MAX_PLAYERS


def _pay_cards(player: int, collection: tuple[Card, ...]) -> tuple[TenMove, ...]:
    """The PayCard moves of ``player``, whose collection is ``collection``, in its order."""
    seen, moves = _LAST_PAY_CARDS[player]
    if seen is not collection:
        pay_card = _PAY_CARD[player]
        moves = tuple([pay_card[card] for card in _distinct(collection)])
        _LAST_PAY_CARDS[player] = (collection, moves)  # one store: safe between threads
    return moves


def _distinct(cards: tuple[Card, ...]) -> list[Card]:
    """The cards of a pile in canonical order, without repeats (piles are kept sorted).

    A dict keeps the first of equal cards, in order; it hashes each card once (the hash is
    cached) where comparing neighbours would call the cards' equality.
    """
    return list(dict.fromkeys(cards))


def _can_stop(table: _Table, pile_size: int) -> bool:
    """A turn stops once the tableau holds a card, or when the pile is empty (T-A6, T-A7, T-A23)."""
    return bool(table.tableau) or pile_size == 0


def _can_take_numbers(table: _Table) -> bool:
    """T-A8: TakeNumbers with no number card is allowed unless the option forbids it."""
    return not table.options.take_numbers_needs_numbers or any(
        card.kind is _NUMBER for card in table.tableau
    )


def _lowest_bid(auction: Auction) -> int:
    """Each bid must beat the highest so far, and be at least 1 (T-A9, T-A10, T-A12)."""
    return max(MIN_BID, auction.high_bid + 1)


def _cards_may_pay(table: _Table, payment: Payment) -> bool:
    return payment.kind is not _WILD_PAYMENT or table.options.bid_with_cards


# -- applying moves --------------------------------------------------------------------------------
#
# A move rebuilds the state once: the handlers below read the state as it was before the move
# and collect the fields the move changes in a dict (``changes``), which the last of them
# turns into the new state. Rebuilding a state costs as much as all the rest of a move.

_Changes = dict[str, Any]


def _refuse(message: str, code: str, move: object, **fields: object) -> IllegalMoveError:
    """The refusal ``code`` of ``move``, with the facts its ``message`` names (its
    :attr:`~tablegames.IllegalMoveError.fields`, which a translation's words name)."""
    return IllegalMoveError(message, code=code, move=move, fields=fields)


# -- the draw phase (§5.3, §5.5, §5.6) -------------------------------------------------------------


def _draw(state: TenState, move: Draw, history: _History) -> TenState:
    """5.3: draw the top card; a wild opens an auction, a number or currency card may bust."""
    pile = state.draw_pile
    if not pile:
        raise _refuse(
            "The draw pile is empty: stop and take a reward.", "ten.draw.empty_pile", move
        )
    card = pile[-1]
    pile = pile[:-1]
    wild = card.kind in _WILD_KINDS
    # Tuples extended inline, not by appended(): a call less each on a hot path. A wild joins
    # no tableau.
    tableau = state.tableau if wild else state.tableau + (card,)  # noqa: RUF005
    total, currency = tableau_totals(tableau)
    event = CardDrawn(move.player, card, total, currency, len(pile))
    events = state.events + (event,)  # noqa: RUF005
    if wild:
        return _open_auction(state, card, pile, history, events)
    if currency >= BUST_AT:
        return _bust(state, _CURRENCY_BUST, tableau, pile, history, events)
    if total >= BUST_AT:
        return _bust(state, _NUMBERS_BUST, tableau, pile, history, events)
    return _drawn(state, history, events, pile, tableau)


#: The kinds of wild, as a tuple: looking a member up in it compares identities only.
_WILD_KINDS = tuple(kind for kind in Kind if kind not in (Kind.NUMBER, Kind.CURRENCY))


def _check_stop(state: TenState, move: TenMove) -> None:
    if not _can_stop(state, len(state.draw_pile)):
        raise _refuse(
            "Draw first: you may stop only once the tableau holds a card.",
            "ten.stop.empty_tableau",
            move,
        )


def _take_numbers(state: TenState, move: TakeNumbers, history: _History) -> TenState:
    """5.5: collect the number cards; every other seat gains the currency; a buy phase follows."""
    _check_stop(state, move)
    if not _can_take_numbers(state):
        raise _refuse(
            "Under this game's options you may take the numbers only if the tableau holds one.",
            "ten.stop.no_numbers",
            move,
        )
    player = state.active
    numbers, currency_cards, currency = _split(state.tableau)
    tokens, gains = _gift_others(state, currency)
    jen_tokens, jen_gain = _jen_gain(state, currency)
    collection = _merge(state.collections[player], numbers)
    events = appended(state.events, NumbersTaken(player, numbers, currency, gains, jen_gain))
    return _evolve(
        state,
        history=history,
        events=events,
        phase=_BUY_PHASE,
        tableau=(),
        discard=state.discard + currency_cards,
        collections=replace_at(state.collections, player, collection),
        tokens=tokens,
        jen_tokens=jen_tokens,
    )


def _take_currency(state: TenState, move: TakeCurrency, history: _History) -> TenState:
    """5.5: gain the currency as tokens (capped); the numbers go to the market; no buy phase."""
    _check_stop(state, move)
    player = state.active
    numbers, currency_cards, currency = _split(state.tableau)
    gained = _capped(state.tokens[player], currency)
    return _end_turn(
        state,
        {
            "history": history,
            "events": appended(state.events, CurrencyTaken(player, currency, gained, numbers)),
            "tableau": (),
            "market": _merge(state.market, numbers),
            "discard": state.discard + currency_cards,
            "tokens": replace_at(state.tokens, player, state.tokens[player] + gained),
        },
    )


def _bust(
    state: TenState,
    kind: BustKind,
    tableau: tuple[Card, ...],
    pile: tuple[Card, ...],
    history: _History,
    events: _Events,
) -> TenState:
    """5.6: the numbers go to the market and the seat takes a bust token; the turn ends.

    After a numbers bust the other seats gain the currency; after a currency bust nobody gains.
    ``tableau`` is the tableau with the card just drawn from the top of the pile, ``pile``
    what is left of the pile.
    """
    player = state.active
    numbers, currency_cards, currency = _split(tableau)
    held = state.bust_tokens
    given = not state.options.limit_bust_tokens or sum(held) < BUST_TOKENS
    gift = currency if kind is _NUMBERS_BUST else 0
    tokens, gains = _gift_others(state, gift)
    jen_tokens, jen_gain = _jen_gain(state, gift)
    event = Busted(player, kind, numbers, given, currency, gains, jen_gain)
    return _end_turn(
        state,
        {
            "history": history,
            "events": appended(events, event),
            "draw_pile": pile,
            "tableau": (),
            "market": _merge(state.market, numbers),
            "discard": state.discard + currency_cards,
            "tokens": tokens,
            "bust_tokens": replace_at(held, player, held[player] + given),
            "jen_tokens": jen_tokens,
        },
    )


def _split(tableau: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...], int]:
    """The tableau's number cards, its currency cards and the currency total."""
    numbers = tuple([card for card in tableau if card.kind is _NUMBER])
    currency_cards = tuple([card for card in tableau if card.kind is _CURRENCY])
    return numbers, currency_cards, tableau_totals(currency_cards)[1]


def _capped(held: int, amount: int) -> int:
    """5.8: what a holder of ``held`` tokens actually gains of ``amount`` (the cap is 10)."""
    return max(0, min(amount, TOKEN_CAP - held))


def _gift_others(state: TenState, amount: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Every seat but the active one gains ``amount`` tokens, capped: new tokens and gains."""
    if not amount:  # nobody gains anything (the cap never takes tokens away)
        return state.tokens, (0,) * len(state.tokens)
    gains = tuple(
        0 if seat == state.active else _capped(held, amount)
        for seat, held in enumerate(state.tokens)
    )
    return tuple(held + gain for held, gain in zip(state.tokens, gains, strict=True)), gains


def _jen_gain(state: TenState, amount: int) -> tuple[int | None, int | None]:
    """Solo variant: Jen gains currency as another player would: her new tokens and gain."""
    if state.jen_tokens is None:
        return None, None
    gain = _capped(state.jen_tokens, amount)
    return state.jen_tokens + gain, gain


def _merge(pile: tuple[Card, ...], cards: Iterable[Card]) -> tuple[Card, ...]:
    """A sorted pile with ``cards`` added, kept in canonical order.

    Each card is inserted after the equal ones, as a stable sort of the pile followed by the
    cards would place it; a binary search looks up far fewer cards' places than a sort.
    """
    merged = list(pile)
    for card in cards:
        insort(merged, card, key=_CARD_PLACE)
    return tuple(merged)


_CARD_PLACE = CARD_ORDER.__getitem__


# -- turns and the end (§6) -----------------------------------------------------------------


def _end_turn(state: TenState, changes: _Changes) -> TenState:
    """The next seat's turn; once the pile is empty, the final buy round from the left.

    ``state`` is the state before the move, ``changes`` what the move changed (history and
    events included).
    """
    following = (state.active + 1) % state.players
    pile = changes.get("draw_pile", state.draw_pile)
    return _start_turn(state, changes, following, final=not pile)


def _start_turn(state: TenState, changes: _Changes, seat: int, *, final: bool) -> TenState:
    """The state after a move that ends the turn: ``state`` before it, ``changes`` its effects.

    The event log covers the current turn, starting with the events of the move that ended the
    previous one, so a front end updated after every move misses nothing.
    """
    turn = state.turn + 1
    events = (*changes["events"][len(state.events) :], TurnStarted(seat, turn, final))
    if final:
        ending = {"events": events, "turn": turn, "phase": _FINAL_BUY, "to_act": seat}
    else:
        ending = {
            "events": events,
            "turn": turn,
            "active": seat,
            "phase": _DRAW_PHASE,
            "to_act": seat,
        }
    return _evolve(state, **{**changes, **ending, "payment": None})


def _after_final_buy(state: TenState, changes: _Changes, buyer: int) -> TenState:
    """§6: every seat gets one final buy phase, the seat that drew the last card last."""
    if buyer != state.active:
        return _start_turn(state, changes, (buyer + 1) % state.players, final=True)
    state = _evolve(state, **changes)
    sheets = score_sheets(state)
    totals = tuple(sheet.total for sheet in sheets)
    event = GameEnded(totals, _winners(state, totals), sheets)
    return _evolve(
        state, events=appended(state.events, event), phase=_OVER, to_act=None, payment=None
    )


# -- auctions (§5.4) -------------------------------------------------------------------------------


def _open_auction(
    state: TenState, wild: Card, pile: tuple[Card, ...], history: _History, events: _Events
) -> TenState:
    """Once around the table from the active seat's left, the active seat last.

    Solo variant: Jen, "to your left", bids first by her policy.
    """
    jen_bid = 0
    if state.jen_tokens is not None:
        jen_bid = _jen_bid(state.options.jen_policy, state.jen_tokens)
        events = appended(events, JenBid(jen_bid))
    return _auction_opened(
        state,
        history=history,
        events=events,
        draw_pile=pile,
        phase=_AUCTION,
        to_act=(state.active + 1) % state.players,
        auction=Auction(wild, jen_bid, None, jen_bid),
    )


def _jen_bid(policy: JenPolicy, tokens: int) -> int:
    """PROVISIONAL: Jen's bid under her policy (0 is a pass)."""
    if policy is JenPolicy.ALL_TOKENS and tokens >= MIN_BID:
        return tokens
    return 0


def _bid(state: TenState, move: Bid, history: _History) -> TenState:
    """5.4: a bid must beat the highest so far and be payable."""
    auction = state.auction
    assert auction is not None
    amount = move.amount
    lowest = _lowest_bid(auction)
    if amount < lowest:
        raise _refuse(
            f"The highest bid is {auction.high_bid}: bid at least {lowest}, or pass.",
            "ten.bid.too_low",
            move,
            high_bid=auction.high_bid,
            lowest=lowest,
        )
    if amount > buying_power(state, move.player, for_wild=True):
        raise _refuse(
            f"You cannot pay {amount}: bid no more than you can pay.",
            "ten.bid.unaffordable",
            move,
            amount=amount,
        )
    auction = Auction(auction.wild, amount, move.player, auction.jen_bid)
    events = appended(state.events, BidMade(move.player, amount))
    return _next_bidder(state, move.player, auction, history, events)


def _pass_bid(state: TenState, move: PassBid, history: _History) -> TenState:
    auction = state.auction
    assert auction is not None
    events = appended(state.events, BidPassed(move.player))
    return _next_bidder(state, move.player, auction, history, events)


def _next_bidder(
    state: TenState, bidder: int, auction: Auction, history: _History, events: _Events
) -> TenState:
    if bidder != state.active:
        following = (bidder + 1) % state.players
        return _bid_on(state, history=history, events=events, to_act=following, auction=auction)
    return _close_auction(state, auction, history, events)


def _close_auction(
    state: TenState, auction: Auction, history: _History, events: _Events
) -> TenState:
    """The highest bidder pays, then takes the wild; unsold wilds follow T-A11."""
    wild = auction.wild
    if auction.high_bidder is not None:
        winner, price = auction.high_bidder, auction.high_bid
        return _auction_won(
            state,
            history=history,
            events=appended(events, AuctionWon(winner, wild, price)),
            phase=_PAY,
            to_act=winner,
            auction=None,
            payment=Payment(winner, _WILD_PAYMENT, wild, price, 0),
        )
    changes: dict[str, Any] = {}
    if auction.jen_bid:
        assert state.jen_tokens is not None
        changes["jen_tokens"] = state.jen_tokens - auction.jen_bid
        changes["discard"] = appended(state.discard, wild)
        events = appended(events, WildToJen(wild, auction.jen_bid))
    elif state.options.unsold_wild is UnsoldWild.ACTIVE_FREE:
        changes["collections"] = _collect(state.collections, state.active, wild)
        events = appended(events, WildUnsold(wild, state.active))
    else:
        changes["discard"] = appended(state.discard, wild)
        events = appended(events, WildUnsold(wild, None))
    return _evolve(
        state,
        history=history,
        events=events,
        phase=_DRAW_PHASE,
        to_act=state.active,
        auction=None,
        **changes,
    )


def _collect(
    collections: tuple[tuple[Card, ...], ...], seat: int, card: Card
) -> tuple[tuple[Card, ...], ...]:
    return replace_at(collections, seat, _merge(collections[seat], (card,)))


# -- buying and paying (§5.7, T-A31) ---------------------------------------------------------------


def _buy(state: TenState, move: Buy, history: _History) -> TenState:
    """5.7: one market card, not identical to one already owned, for its number."""
    card = move.card
    market = state.market
    index = _position(market, card)
    if index is None:
        raise _refuse(
            f"There is no {card} in the market.", "ten.buy.not_in_market", move, card=card
        )
    if card in state.collections[move.player]:
        raise _refuse(
            f"You already have a {card}: you may not buy an identical card.",
            "ten.buy.duplicate",
            move,
            card=card,
        )
    price: int = card.number  # type: ignore[assignment]
    if price > buying_power(state, move.player):
        raise _refuse(
            f"You cannot pay the {price} the {card} costs.",
            "ten.buy.unaffordable",
            move,
            price=price,
            card=card,
        )
    kind = _BUY_PAYMENT if state.phase is _BUY_PHASE else _FINAL_BUY_PAYMENT
    return _bought(
        state,
        history=history,
        events=appended(state.events, BuyChosen(move.player, card, price)),
        phase=_PAY,
        market=market[:index] + market[index + 1 :],
        payment=Payment(move.player, kind, card, price, 0),
    )


def _skip_buy(state: TenState, move: SkipBuy, history: _History) -> TenState:
    changes = {"history": history, "events": appended(state.events, BuySkipped(move.player))}
    if state.phase is _BUY_PHASE:
        return _end_turn(state, changes)
    return _after_final_buy(state, changes, move.player)


def _pay_token(state: TenState, move: PayToken, history: _History) -> TenState:
    player = move.player
    held = state.tokens[player]
    if not held:
        raise _refuse("You have no black token left.", "ten.pay.no_token", move)
    tokens = replace_at(state.tokens, player, held - 1)
    events, owed = _item_paid(state, _TOKEN_ITEM, None, TOKEN_VALUE)
    if owed is not None:  # most items leave something to pay: the common case in one step
        return _token_paid(state, history, events, tokens, owed)
    return _payment_done(state, {"history": history, "events": events, "tokens": tokens})


def _pay_bust_token(state: TenState, move: PayBustToken, history: _History) -> TenState:
    player = move.player
    held = state.bust_tokens[player]
    if not held:
        raise _refuse("You have no bust token.", "ten.pay.no_bust_token", move)
    changes: _Changes = {"history": history}
    changes["bust_tokens"] = replace_at(state.bust_tokens, player, held - 1)
    changes["events"], owed = _item_paid(state, _BUST_TOKEN_ITEM, None, BUST_TOKEN_VALUE)
    if owed is not None:
        return _evolve(state, **changes, payment=owed)
    return _payment_done(state, changes)


def _pay_card(state: TenState, move: PayCard, history: _History) -> TenState:
    """A collected card pays 1 and goes to the discard pile (T-A15, T-A16, T-A35)."""
    payment = state.payment
    assert payment is not None
    card = move.card
    if not _cards_may_pay(state, payment):
        raise _refuse(
            "Under this game's options bids are paid with tokens only.",
            "ten.pay.cards_not_allowed",
            move,
        )
    owned = state.collections[move.player]
    index = _position(owned, card)
    if index is None:
        raise _refuse(f"You have no {card} to pay with.", "ten.pay.card_not_owned", move, card=card)
    collection = owned[:index] + owned[index + 1 :]
    collections = replace_at(state.collections, move.player, collection)
    discard = appended(state.discard, card)
    events, owed = _item_paid(state, _CARD_ITEM, card, CARD_PAY_VALUE)
    if owed is not None:  # most items leave something to pay: the common case in one step
        return _card_paid(state, history, events, collections, discard, owed)
    changes: _Changes = {
        "history": history,
        "collections": collections,
        "discard": discard,
        "events": events,
    }
    return _payment_done(state, changes)


def _position(pile: tuple[Card, ...], card: Card) -> int | None:
    """Where a copy of ``card`` is in the sorted ``pile``, or ``None``.

    Cards are nearly always the canonical objects of :data:`~tablegames.ten.cards.CARDS`, so
    identities are compared first, which spares the cards' (Python-level) equality; an equal
    copy of another identity is found all the same. Piles are kept sorted, so equal copies sit
    together and removing any one of them leaves the same pile.
    """
    for index, held in enumerate(pile):
        if held is card:
            return index
    return pile.index(card) if card in pile else None


def _item_paid(
    state: TenState, item: PaymentItem, card: Card | None, value: int
) -> tuple[_Events, Payment | None]:
    """T-A31: the events after one more item of the payment, and what is left to pay.

    Returns:
        The events with the item's, and the payment with the item counted, or ``None`` once
        the items reach the price (the last one's excess is lost).
    """
    payment = state.payment
    assert payment is not None
    paid = payment.paid + value
    remaining = payment.price - paid
    if remaining > 0:
        event = ItemPaid(payment.payer, item, card, remaining, 0)
        return state.events + (event,), _paid_more(payment, paid)  # noqa: RUF005 - appended
    event = ItemPaid(payment.payer, item, card, 0, -remaining)
    return state.events + (event,), None  # noqa: RUF005 - appended


def _payment_done(state: TenState, changes: _Changes) -> TenState:
    """The payer collects the card paid for; then play goes on as the payment's kind says.

    ``state`` is the state before the last item was paid, ``changes`` how paying it changed it
    (with the events).
    """
    payment = state.payment
    assert payment is not None
    payer = payment.payer
    collections = changes.get("collections", state.collections)
    changes["events"] = appended(changes["events"], CardCollected(payer, payment.card))
    changes["collections"] = _collect(collections, payer, payment.card)
    changes["payment"] = None
    if payment.kind is _WILD_PAYMENT:
        return _evolve(state, **changes, phase=_DRAW_PHASE, to_act=state.active)
    if payment.kind is _BUY_PAYMENT:
        return _end_turn(state, changes)
    return _after_final_buy(state, changes, payer)


#: Each phase's hint for a move it does not take.
_WRONG_PHASE: dict[Phase, str] = {
    Phase.DRAW: "Draw a card, or stop and take a reward.",
    Phase.AUCTION: "A wild is being auctioned: bid or pass.",
    Phase.PAY: "A price is being paid: pay one token, bust token or card.",
    Phase.BUY: "This is a buy phase: buy a market card or skip.",
    Phase.FINAL_BUY: "This is the final buy round: buy a market card or skip.",
}
_BUYING = (_BUY_PHASE, _FINAL_BUY)

#: Each move class: its handler and the phases that take it.
_RULES: dict[type, Rule[TenState]] = {
    Draw: Rule(_draw, (_DRAW_PHASE,)),
    TakeNumbers: Rule(_take_numbers, (_DRAW_PHASE,)),
    TakeCurrency: Rule(_take_currency, (_DRAW_PHASE,)),
    Bid: Rule(_bid, (_AUCTION,)),
    PassBid: Rule(_pass_bid, (_AUCTION,)),
    PayToken: Rule(_pay_token, (_PAY,)),
    PayBustToken: Rule(_pay_bust_token, (_PAY,)),
    PayCard: Rule(_pay_card, (_PAY,)),
    Buy: Rule(_buy, _BUYING),
    SkipBuy: Rule(_skip_buy, _BUYING),
}
# A move class missing from the table would be refused as another game's.
assert set(_RULES) == set(MOVE_TYPES), "a TEN move class without a rule"

apply: Apply[TenState, TenMove] = dispatcher(
    "ten", "a TEN", _RULES, over=_OVER, wrong_phase=_WRONG_PHASE, state_type=TenState
)
