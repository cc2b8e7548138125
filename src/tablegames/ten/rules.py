"""The rules of TEN: setup, legal moves, applying moves, scoring. Nothing else.

Rule references ("§5.4", "T-A11") point at the "Rules and rulings" section of the TEN page of
the documentation (``docs/ten.rst``): its numbered sections and its rulings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import MappingProxyType
from typing import Any, TypeVar

from tablegames.core.errors import IllegalMoveError, check_move, check_sender, check_turn
from tablegames.core.rng import Rng
from tablegames.core.states import evolver, replace_at, without
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
_History = tuple[TenMove, ...]
_Events = tuple[TenEvent, ...]

#: ``attrs.evolve`` for states, several times faster (it is called on every move).
_evolve: Callable[..., TenState] = evolver(TenState)


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
        history=(),
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
        if card.kind is Kind.CURRENCY:
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
    return moves_for(state, player, len(state.draw_pile))


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


def moves_for(table: _Table, player: int, pile_size: int) -> tuple[TenMove, ...]:
    """The legal moves of ``player`` with ``pile_size`` cards left to draw; the view uses this."""
    if player != table.to_act:
        return ()
    phase = table.phase
    if phase is Phase.DRAW:
        moves: list[TenMove] = [_DRAW[player]] if pile_size else []
        if _can_stop(table, pile_size):
            if _can_take_numbers(table):
                moves.append(_TAKE_NUMBERS[player])
            moves.append(_TAKE_CURRENCY[player])
        return tuple(moves)
    if phase is Phase.AUCTION:
        auction = table.auction
        assert auction is not None
        lowest = _lowest_bid(auction) - MIN_BID
        highest = max(0, buying_power(table, player, for_wild=True) + 1 - MIN_BID)
        return (_PASS_BID[player], *_BIDS[player][lowest:highest])
    if phase is Phase.PAY:
        payment = table.payment
        assert payment is not None
        moves = []
        if table.tokens[player]:
            moves.append(_PAY_TOKEN[player])
        if table.bust_tokens[player]:
            moves.append(_PAY_BUST_TOKEN[player])
        if _cards_may_pay(table, payment):
            pay_card = _PAY_CARD[player]
            moves.extend(pay_card[card] for card in _distinct(table.collections[player]))
        return tuple(moves)
    if phase is Phase.BUY or phase is Phase.FINAL_BUY:
        power = buying_power(table, player)
        owned = table.collections[player]
        buy = _BUY[player]
        return (
            _SKIP_BUY[player],
            *(
                buy[card]
                for card in _distinct(table.market)
                if card.number <= power and card not in owned  # type: ignore[operator]
            ),
        )
    return ()


def _distinct(cards: tuple[Card, ...]) -> list[Card]:
    """The cards of a pile in canonical order, without repeats (piles are kept sorted)."""
    result: list[Card] = []
    for card in cards:
        if not result or (result[-1] is not card and result[-1] != card):
            result.append(card)
    return result


def _can_stop(table: _Table, pile_size: int) -> bool:
    """A turn stops once the tableau holds a card, or when the pile is empty (T-A6, T-A7, T-A23)."""
    return bool(table.tableau) or pile_size == 0


def _can_take_numbers(table: _Table) -> bool:
    """T-A8: TakeNumbers with no number card is allowed unless the option forbids it."""
    return not table.options.take_numbers_needs_numbers or any(
        card.kind is Kind.NUMBER for card in table.tableau
    )


def _lowest_bid(auction: Auction) -> int:
    """Each bid must beat the highest so far, and be at least 1 (T-A9, T-A10, T-A12)."""
    return max(MIN_BID, auction.high_bid + 1)


def _cards_may_pay(table: _Table, payment: Payment) -> bool:
    return payment.kind is not PaymentKind.WILD or table.options.bid_with_cards


# -- applying moves --------------------------------------------------------------------------------


def _refuse(message: str, code: str, move: object) -> IllegalMoveError:
    return IllegalMoveError(message, code=code, move=move)


_PHASE_MOVES: dict[Phase, tuple[tuple[type, ...], str]] = {
    Phase.DRAW: ((Draw, TakeNumbers, TakeCurrency), "Draw a card, or stop and take a reward."),
    Phase.AUCTION: ((Bid, PassBid), "A wild is being auctioned: bid or pass."),
    Phase.PAY: (
        (PayToken, PayBustToken, PayCard),
        "A price is being paid: pay one token, bust token or card.",
    ),
    Phase.BUY: ((Buy, SkipBuy), "This is a buy phase: buy a market card or skip."),
    Phase.FINAL_BUY: ((Buy, SkipBuy), "This is the final buy round: buy a market card or skip."),
}


def apply(state: TenState, move: TenMove, *, by: int | None = None) -> TenState:
    """Return the state after ``move``; the input is never changed.

    Args:
        state: The state.
        move: The move, as received.
        by: The sender's seat: given, a move naming another seat is refused first of all
            (``core.move.not_your_seat``), as by :func:`tablegames.apply`.

    Raises:
        IllegalMoveError: if the rules forbid the move here (``.code`` says why).
        NotYourTurnError: if the move's player cannot act now.
        SeatError: if ``by`` is not a seat of the game.
    """
    check_sender(move, by, state.players)
    player = check_move(
        "ten", "a TEN", move, MOVE_TYPES, state.players, over=state.phase is Phase.OVER
    )
    check_turn("ten", move, player, state.to_act)
    handler = _HANDLERS[type(move)]
    expected, hint = _PHASE_MOVES[state.phase]
    if type(move) not in expected:
        raise _refuse(hint, "ten.phase.wrong_move", move)
    after = handler(state, move, (*state.history, move))
    if after.turn != state.turn:
        # The event log covers the current turn, starting with the events of the move that
        # ended the previous one, so a front end updated after every move misses nothing.
        after = _evolve(after, events=after.events[len(state.events) :])
    return after


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
    tableau = state.tableau if card.is_wild else (*state.tableau, card)  # a wild joins no tableau
    total, currency = tableau_totals(tableau)
    events = (*state.events, CardDrawn(move.player, card, total, currency, len(pile)))
    if card.is_wild:
        return _open_auction(state, card, pile, history, events)
    state = _evolve(state, history=history, events=events, draw_pile=pile, tableau=tableau)
    if currency >= BUST_AT:
        return _bust(state, BustKind.CURRENCY)
    if total >= BUST_AT:
        return _bust(state, BustKind.NUMBERS)
    return state


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
    events = (*state.events, NumbersTaken(player, numbers, currency, gains, jen_gain))
    return _evolve(
        state,
        history=history,
        events=events,
        phase=Phase.BUY,
        tableau=(),
        discard=(*state.discard, *currency_cards),
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
    events = (*state.events, CurrencyTaken(player, currency, gained, numbers))
    state = _evolve(
        state,
        history=history,
        events=events,
        tableau=(),
        market=_merge(state.market, numbers),
        discard=(*state.discard, *currency_cards),
        tokens=replace_at(state.tokens, player, state.tokens[player] + gained),
    )
    return _end_turn(state)


def _bust(state: TenState, kind: BustKind) -> TenState:
    """5.6: the numbers go to the market and the seat takes a bust token; the turn ends.

    After a numbers bust the other seats gain the currency; after a currency bust nobody gains.
    """
    player = state.active
    numbers, currency_cards, currency = _split(state.tableau)
    held = state.bust_tokens
    given = not state.options.limit_bust_tokens or sum(held) < BUST_TOKENS
    gift = currency if kind is BustKind.NUMBERS else 0
    tokens, gains = _gift_others(state, gift)
    jen_tokens, jen_gain = _jen_gain(state, gift)
    event = Busted(player, kind, numbers, given, currency, gains, jen_gain)
    state = _evolve(
        state,
        events=(*state.events, event),
        tableau=(),
        market=_merge(state.market, numbers),
        discard=(*state.discard, *currency_cards),
        tokens=tokens,
        bust_tokens=replace_at(held, player, held[player] + given),
        jen_tokens=jen_tokens,
    )
    return _end_turn(state)


def _split(tableau: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...], int]:
    """The tableau's number cards, its currency cards and the currency total."""
    numbers = tuple(card for card in tableau if card.kind is Kind.NUMBER)
    currency_cards = tuple(card for card in tableau if card.kind is Kind.CURRENCY)
    return numbers, currency_cards, tableau_totals(currency_cards)[1]


def _capped(held: int, amount: int) -> int:
    """5.8: what a holder of ``held`` tokens actually gains of ``amount`` (the cap is 10)."""
    return max(0, min(amount, TOKEN_CAP - held))


def _gift_others(state: TenState, amount: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Every seat but the active one gains ``amount`` tokens, capped: new tokens and gains."""
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
    """A sorted pile with ``cards`` added, kept in canonical order."""
    return tuple(sorted((*pile, *cards), key=CARD_ORDER.__getitem__))


# -- turns and the end (§6) -----------------------------------------------------------------


def _end_turn(state: TenState) -> TenState:
    """The next seat's turn; once the pile is empty, the final buy round from the left."""
    following = (state.active + 1) % state.players
    return _start_turn(state, following, final=not state.draw_pile)


def _start_turn(state: TenState, seat: int, *, final: bool) -> TenState:
    turn = state.turn + 1
    events = (*state.events, TurnStarted(seat, turn, final))
    if final:
        return _evolve(
            state, events=events, turn=turn, phase=Phase.FINAL_BUY, to_act=seat, payment=None
        )
    return _evolve(
        state, events=events, turn=turn, active=seat, phase=Phase.DRAW, to_act=seat, payment=None
    )


def _after_final_buy(state: TenState, buyer: int) -> TenState:
    """§6: every seat gets one final buy phase, the seat that drew the last card last."""
    if buyer != state.active:
        return _start_turn(state, (buyer + 1) % state.players, final=True)
    sheets = score_sheets(state)
    totals = tuple(sheet.total for sheet in sheets)
    event = GameEnded(totals, _winners(state, totals), sheets)
    return _evolve(
        state, events=(*state.events, event), phase=Phase.OVER, to_act=None, payment=None
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
        events = (*events, JenBid(jen_bid))
    return _evolve(
        state,
        history=history,
        events=events,
        draw_pile=pile,
        phase=Phase.AUCTION,
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
    if type(amount) is not int:
        raise _refuse("A bid is a whole number of tokens.", "ten.bid.malformed", move)
    lowest = _lowest_bid(auction)
    if amount < lowest:
        raise _refuse(
            f"The highest bid is {auction.high_bid}: bid at least {lowest}, or pass.",
            "ten.bid.too_low",
            move,
        )
    if amount > buying_power(state, move.player, for_wild=True):
        raise _refuse(
            f"You cannot pay {amount}: bid no more than you can pay.",
            "ten.bid.unaffordable",
            move,
        )
    auction = Auction(auction.wild, amount, move.player, auction.jen_bid)
    events = (*state.events, BidMade(move.player, amount))
    return _next_bidder(state, move.player, auction, history, events)


def _pass_bid(state: TenState, move: PassBid, history: _History) -> TenState:
    auction = state.auction
    assert auction is not None
    events = (*state.events, BidPassed(move.player))
    return _next_bidder(state, move.player, auction, history, events)


def _next_bidder(
    state: TenState, bidder: int, auction: Auction, history: _History, events: _Events
) -> TenState:
    if bidder != state.active:
        following = (bidder + 1) % state.players
        return _evolve(state, history=history, events=events, to_act=following, auction=auction)
    return _close_auction(state, auction, history, events)


def _close_auction(
    state: TenState, auction: Auction, history: _History, events: _Events
) -> TenState:
    """The highest bidder pays, then takes the wild; unsold wilds follow T-A11."""
    wild = auction.wild
    if auction.high_bidder is not None:
        winner, price = auction.high_bidder, auction.high_bid
        return _evolve(
            state,
            history=history,
            events=(*events, AuctionWon(winner, wild, price)),
            phase=Phase.PAY,
            to_act=winner,
            auction=None,
            payment=Payment(winner, PaymentKind.WILD, wild, price, 0),
        )
    changes: dict[str, Any] = {}
    if auction.jen_bid:
        assert state.jen_tokens is not None
        changes["jen_tokens"] = state.jen_tokens - auction.jen_bid
        changes["discard"] = (*state.discard, wild)
        events = (*events, WildToJen(wild, auction.jen_bid))
    elif state.options.unsold_wild is UnsoldWild.ACTIVE_FREE:
        changes["collections"] = _collect(state.collections, state.active, wild)
        events = (*events, WildUnsold(wild, state.active))
    else:
        changes["discard"] = (*state.discard, wild)
        events = (*events, WildUnsold(wild, None))
    return _evolve(
        state,
        history=history,
        events=events,
        phase=Phase.DRAW,
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
    if type(card) is not Card:
        raise _refuse("Name a card of the market to buy.", "ten.buy.malformed", move)
    if card not in state.market:
        raise _refuse(f"There is no {card} in the market.", "ten.buy.not_in_market", move)
    if card in state.collections[move.player]:
        raise _refuse(
            f"You already have a {card}: you may not buy an identical card.",
            "ten.buy.duplicate",
            move,
        )
    price: int = card.number  # type: ignore[assignment]
    if price > buying_power(state, move.player):
        raise _refuse(f"You cannot pay the {price} the {card} costs.", "ten.buy.unaffordable", move)
    kind = PaymentKind.BUY if state.phase is Phase.BUY else PaymentKind.FINAL_BUY
    return _evolve(
        state,
        history=history,
        events=(*state.events, BuyChosen(move.player, card, price)),
        phase=Phase.PAY,
        market=without(state.market, card),
        payment=Payment(move.player, kind, card, price, 0),
    )


def _skip_buy(state: TenState, move: SkipBuy, history: _History) -> TenState:
    state = _evolve(state, history=history, events=(*state.events, BuySkipped(move.player)))
    if state.phase is Phase.BUY:
        return _end_turn(state)
    return _after_final_buy(state, move.player)


def _pay_token(state: TenState, move: PayToken, history: _History) -> TenState:
    player = move.player
    if not state.tokens[player]:
        raise _refuse("You have no black token left.", "ten.pay.no_token", move)
    tokens = replace_at(state.tokens, player, state.tokens[player] - 1)
    state = _evolve(state, history=history, tokens=tokens)
    return _paid(state, PaymentItem.TOKEN, None, TOKEN_VALUE)


def _pay_bust_token(state: TenState, move: PayBustToken, history: _History) -> TenState:
    player = move.player
    if not state.bust_tokens[player]:
        raise _refuse("You have no bust token.", "ten.pay.no_bust_token", move)
    bust_tokens = replace_at(state.bust_tokens, player, state.bust_tokens[player] - 1)
    state = _evolve(state, history=history, bust_tokens=bust_tokens)
    return _paid(state, PaymentItem.BUST_TOKEN, None, BUST_TOKEN_VALUE)


def _pay_card(state: TenState, move: PayCard, history: _History) -> TenState:
    """A collected card pays 1 and goes to the discard pile (T-A15, T-A16, T-A35)."""
    payment = state.payment
    assert payment is not None
    card = move.card
    if type(card) is not Card:
        raise _refuse("Name a card of your collection to pay with.", "ten.pay.malformed", move)
    if not _cards_may_pay(state, payment):
        raise _refuse(
            "Under this game's options bids are paid with tokens only.",
            "ten.pay.cards_not_allowed",
            move,
        )
    if card not in state.collections[move.player]:
        raise _refuse(f"You have no {card} to pay with.", "ten.pay.card_not_owned", move)
    collection = without(state.collections[move.player], card)
    state = _evolve(
        state,
        history=history,
        collections=replace_at(state.collections, move.player, collection),
        discard=(*state.discard, card),
    )
    return _paid(state, PaymentItem.CARD, card, CARD_PAY_VALUE)


def _paid(state: TenState, item: PaymentItem, card: Card | None, value: int) -> TenState:
    """T-A31: the payment ends once the items reach the price; the last one's excess is lost."""
    payment = state.payment
    assert payment is not None
    paid = payment.paid + value
    remaining = max(0, payment.price - paid)
    event = ItemPaid(payment.payer, item, card, remaining, max(0, paid - payment.price))
    events = (*state.events, event)
    if remaining:
        owed = Payment(payment.payer, payment.kind, payment.card, payment.price, paid)
        return _evolve(state, events=events, payment=owed)
    payer = payment.payer
    events = (*events, CardCollected(payer, payment.card))
    state = _evolve(
        state,
        events=events,
        collections=_collect(state.collections, payer, payment.card),
        payment=None,
    )
    if payment.kind is PaymentKind.WILD:
        return _evolve(state, phase=Phase.DRAW, to_act=state.active)
    if payment.kind is PaymentKind.BUY:
        return _end_turn(state)
    return _after_final_buy(state, payer)


_HANDLERS: dict[type, Callable[[TenState, Any, _History], TenState]] = {
    Draw: _draw,
    TakeNumbers: _take_numbers,
    TakeCurrency: _take_currency,
    Bid: _bid,
    PassBid: _pass_bid,
    PayToken: _pay_token,
    PayBustToken: _pay_bust_token,
    PayCard: _pay_card,
    Buy: _buy,
    SkipBuy: _skip_buy,
}
