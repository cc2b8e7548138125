"""TEN as a :class:`tablegames.Game`: the object the kernel registers and dispatches to."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

import attrs
import cattrs

from tablegames.core.game import Game
from tablegames.core.rng import Rng
from tablegames.ten import render as _render
from tablegames.ten import rules
from tablegames.ten import sample as _sample
from tablegames.ten import view as _view
from tablegames.ten.cards import (
    BLACK_TOKENS,
    BUST_AT,
    BUST_TOKEN_VALUE,
    BUST_TOKENS,
    CARD_ORDER,
    CARD_TEXT,
    CARDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TOKEN_CAP,
    Card,
    Kind,
    deck,
    parse_card,
)
from tablegames.ten.events import EVENT_TYPES
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
from tablegames.ten.state import PaymentKind, Phase, TenOptions, TenState, TenView

__all__ = ["GAME", "TenGame", "check_invariants"]

#: Bids always tried by :meth:`TenGame.candidate_moves`, some nonsense included.
_CANDIDATE_BIDS = range(-1, 41)


def _vocabulary(player: int) -> tuple[TenMove, ...]:
    return (
        Draw(player),
        TakeNumbers(player),
        TakeCurrency(player),
        PassBid(player),
        PayToken(player),
        PayBustToken(player),
        SkipBuy(player),
        *(Bid(player, amount) for amount in _CANDIDATE_BIDS),
        *(PayCard(player, card) for card in CARDS),
        *(Buy(player, card) for card in CARDS),
    )


# Built once: the conformance kit asks for candidates at every checked state.
_CANDIDATES = tuple(_vocabulary(player) for player in range(MAX_PLAYERS))


class TenGame(Game[TenState, TenView, TenMove, TenOptions]):
    """The TEN implementation of the :class:`tablegames.Game` protocol."""

    name = "ten"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    state_type = TenState
    view_type = TenView
    options_type = TenOptions
    move_types = MOVE_TYPES
    event_types = EVENT_TYPES

    def new_game(self, players: int, seed: int, options: TenOptions) -> TenState:
        return rules.new_game(players, seed, options)

    def current_player(self, state: TenState) -> int | None:
        return rules.current_player(state)

    def legal_moves(self, state: TenState, player: int) -> tuple[TenMove, ...]:
        return rules.legal_moves(state, player)

    def legal_moves_from_view(self, view: TenView) -> tuple[TenMove, ...]:
        return _view.legal_moves_from_view(view)

    def apply(self, state: TenState, move: TenMove) -> TenState:
        return rules.apply(state, move)

    def is_over(self, state: TenState) -> bool:
        return rules.is_over(state)

    def scores(self, state: TenState) -> tuple[int, ...]:
        return rules.scores(state)

    def winners(self, state: TenState) -> tuple[int, ...]:
        return rules.winners(state)

    def view(self, state: TenState, player: int | None) -> TenView:
        return _view.view(state, player)

    def render(self, obj: TenState | TenView) -> str:
        return _render.render(obj)

    def twin(self, state: TenState, seat: int | None, seed: int) -> TenState:
        """Reshuffle what nobody can see: the order of the draw pile (rules 5.1).

        Every other card lies face up (tableau, market, discard pile, collections), and TEN has
        no private events, so the same twin serves every seat and a spectator.
        """
        return attrs.evolve(state, draw_pile=Rng(seed, "twin").shuffle(state.draw_pile))

    def sample_state(self, view: TenView, rng: Rng | int) -> TenState:
        """A state consistent with ``view``, the draw pile reshuffled (see :mod:`.sample`)."""
        return _sample.sample_state(view, rng)

    def check_invariants(self, state: TenState) -> list[str]:
        return check_invariants(state)

    def candidate_moves(self, state: TenState, player: int) -> Iterable[TenMove]:
        """Every move of the vocabulary for ``player``: all cards, and bids from -1 up.

        Bids go beyond anything the seat could pay (its tokens, bust tokens and cards).
        """
        yield from _CANDIDATES[player]
        means = state.tokens[player] + state.bust_tokens[player] * BUST_TOKEN_VALUE
        means += len(state.collections[player])
        yield from (Bid(player, amount) for amount in range(_CANDIDATE_BIDS.stop, means + 2))

    def json_strings(self) -> Mapping[type, tuple[str, ...]]:
        return {Card: tuple(CARD_TEXT[card] for card in CARDS)}

    def configure_converter(self, converter: cattrs.Converter) -> None:
        converter.register_unstructure_hook(Card, CARD_TEXT.__getitem__)
        converter.register_structure_hook(Card, _structure_card)


def _structure_card(value: object, _: type) -> Card:
    if not isinstance(value, str):
        raise TypeError(f"expected a card such as 'red 3', got {type(value).__name__}")
    return parse_card(value)


def _is_sorted(cards: tuple[Card, ...]) -> bool:
    order = [CARD_ORDER[card] for card in cards]
    return order == sorted(order)


def check_invariants(state: TenState) -> list[str]:
    """Every way ``state`` breaks the rules' bookkeeping (empty when it is sound)."""
    players = state.players
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return [f"TEN is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"]
    per_seat = (state.collections, state.tokens, state.bust_tokens)
    if any(len(part) != players for part in per_seat):
        return ["collections, tokens and bust_tokens must have one entry per seat"]
    if any(card not in CARD_ORDER for card in _all_cards(state)):
        return ["a card is not a card of the TEN deck"]
    problems: list[str] = []
    cards = Counter(_all_cards(state))
    expected = Counter(deck(players))
    if cards != expected:
        missing = sorted(str(c) for c in expected - cards)
        extra = sorted(str(c) for c in cards - expected)
        problems.append(
            f"the {sum(expected.values())} cards of a {players}-player deck are not each "
            f"accounted for (missing: {missing or 'none'}; extra: {extra or 'none'})"
        )
    problems.extend(_check_piles(state))
    problems.extend(_check_tokens(state))
    problems.extend(_check_turn(state))
    return problems


def _all_cards(state: TenState) -> list[Card]:
    cards = [*state.draw_pile, *state.tableau, *state.market, *state.discard]
    for collection in state.collections:
        cards.extend(collection)
    if state.auction is not None:
        cards.append(state.auction.wild)
    if state.payment is not None:
        cards.append(state.payment.card)
    return cards


def _check_piles(state: TenState) -> list[str]:
    problems = []
    if any(card.kind not in (Kind.NUMBER, Kind.CURRENCY) for card in state.tableau):
        problems.append("the tableau holds only number and currency cards")
    total, currency = rules.tableau_totals(state.tableau)
    if total >= BUST_AT or currency >= BUST_AT:
        problems.append(f"a tableau with total {total} and currency {currency} has busted")
    if any(card.kind is not Kind.NUMBER for card in state.market):
        problems.append("the market holds only number cards")
    if not _is_sorted(state.market) or not all(_is_sorted(c) for c in state.collections):
        problems.append("the market and the collections must be in canonical card order")
    return problems


def _check_tokens(state: TenState) -> list[str]:
    problems = []
    if any(not 0 <= held <= TOKEN_CAP for held in state.tokens):
        problems.append(f"a seat holds fewer than 0 or more than {TOKEN_CAP} black tokens")
    if any(held < 0 for held in state.bust_tokens):
        problems.append("a seat holds a negative number of bust tokens")
    if state.options.limit_bust_tokens and sum(state.bust_tokens) > BUST_TOKENS:
        problems.append(f"more than the {BUST_TOKENS} bust tokens of the box are held")
    jen = state.jen_tokens
    if (jen is None) != (state.players > MIN_PLAYERS):
        problems.append("Jen plays in the solo variant, and only there")
    elif jen is not None and not 0 <= jen <= TOKEN_CAP:
        problems.append(f"Jen holds fewer than 0 or more than {TOKEN_CAP} black tokens")
    if sum(state.tokens) + (jen or 0) > BLACK_TOKENS:
        problems.append(f"more than the {BLACK_TOKENS} black tokens of the box are held")
    return problems


def _check_turn(state: TenState) -> list[str]:
    players, phase, to_act = state.players, state.phase, state.to_act
    if state.turn < 1 or not 0 <= state.active < players:
        return [f"turn {state.turn} of seat {state.active} cannot be"]
    if phase is Phase.OVER:
        if to_act is not None or state.draw_pile or state.auction or state.payment:
            return ["once the game is over nobody acts and nothing is pending"]
        return []
    if to_act is None or not 0 <= to_act < players:
        return [f"the seat to act, {to_act!r}, is not a seat"]
    if (state.auction is not None) != (phase is Phase.AUCTION):
        return ["an auction is pending exactly in the auction phase"]
    if (state.payment is not None) != (phase is Phase.PAY):
        return ["a payment is pending exactly in the pay phase"]
    if phase is Phase.DRAW or phase is Phase.BUY:
        if to_act != state.active:
            return [f"seat {state.active} should act in its own turn, not seat {to_act}"]
    elif phase is Phase.FINAL_BUY and state.draw_pile:
        return ["the final buy round starts only once the draw pile is empty"]
    if state.tableau and phase not in (Phase.DRAW, Phase.AUCTION, Phase.PAY):
        return ["the tableau is cleared when a turn stops or busts"]
    if state.auction is not None:
        return _check_auction(state)
    if state.payment is not None:
        return _check_payment(state)
    return []


def _check_auction(state: TenState) -> list[str]:
    auction = state.auction
    assert auction is not None
    if not auction.wild.is_wild:
        return [f"the {auction.wild} is not a wild and cannot be auctioned"]
    jen_bid = auction.jen_bid
    if jen_bid < 0 or (jen_bid and (state.jen_tokens is None or jen_bid > state.jen_tokens)):
        return [f"Jen cannot have bid {jen_bid}"]
    bidder = auction.high_bidder
    if bidder is None:
        if auction.high_bid != jen_bid:
            return ["without a seat's bid, the high bid is Jen's"]
        return []
    if not 0 <= bidder < state.players or auction.high_bid <= jen_bid:
        return ["the high bid must come from a seat and beat Jen's"]
    if auction.high_bid > rules.buying_power(state, bidder, for_wild=True):
        return [f"seat {bidder} bid more than it can pay"]
    return []


def _check_payment(state: TenState) -> list[str]:
    payment = state.payment
    assert payment is not None
    wild = payment.kind is PaymentKind.WILD
    if payment.payer != state.to_act or payment.card.is_wild != wild:
        return ["the payer is to act, and only a won wild is paid for in an auction"]
    if not 0 <= payment.paid < payment.price:
        return [f"{payment.paid} paid of a price of {payment.price} cannot be"]
    owed = payment.price - payment.paid
    if owed > rules.buying_power(state, payment.payer, for_wild=wild):
        return [f"seat {payment.payer} cannot pay the {owed} it owes"]
    if payment.kind is PaymentKind.BUY and payment.payer != state.active:
        return ["only the active seat buys in its buy phase"]
    if payment.kind is PaymentKind.FINAL_BUY and state.draw_pile:
        return ["the final buy round starts only once the draw pile is empty"]
    if not wild and (payment.card.kind is not Kind.NUMBER or state.tableau):
        return ["a purchase is a market number card, bought after the tableau was cleared"]
    return []


#: The registered TEN game.
GAME = TenGame()
