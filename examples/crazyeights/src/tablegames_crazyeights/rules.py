"""The rules of Crazy Eights: setup, legal moves, applying moves, scoring. Nothing else.

Rule numbers ("rule 4", "rule 7.2") are those of ``RULES.md``, the rules page beside this
package.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from tablegames.core.dispatch import Apply, Rule, dispatcher
from tablegames.core.errors import IllegalMoveError
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.core.states import appended, evolver, replace_at, without

from tablegames_crazyeights.cards import (
    CARD_ORDER,
    CARDS,
    EIGHTS,
    HAND_SIZES,
    MAX_PLAYERS,
    MAX_RESHUFFLES,
    MAX_ROUNDS,
    SUITS,
    Card,
    Suit,
    hand_points,
)
from tablegames_crazyeights.events import (
    CardDrawn,
    CardPlayed,
    CrazyEightsEvent,
    Drew,
    GameEnded,
    HandDealt,
    Passed,
    RoundEnded,
    RoundStarted,
    StockRebuilt,
)
from tablegames_crazyeights.moves import (
    MOVE_TYPES,
    CrazyEightsMove,
    Draw,
    Pass,
    PlayCard,
    PlayEight,
)
from tablegames_crazyeights.state import (
    CrazyEightsOptions,
    CrazyEightsState,
    CrazyEightsView,
    DrawRule,
    EmptyStock,
)

__all__ = [
    "apply",
    "can_draw",
    "current_player",
    "is_over",
    "legal_moves",
    "move_bound",
    "moves_for",
    "new_game",
    "scores",
    "winners",
]

_History = History[CrazyEightsMove]
_Events = tuple[CrazyEightsEvent, ...]
#: Legal moves and scores read only what a state and a view share, so a client holding a view
#: computes them exactly as the server does.
_Table = CrazyEightsState | CrazyEightsView

#: ``attrs.evolve`` for states, several times faster (it is called on every move).
_evolve: Callable[..., CrazyEightsState] = evolver(CrazyEightsState)
_ONE_THEN_PASS = DrawRule.ONE_THEN_PASS
_RESHUFFLE = EmptyStock.RESHUFFLE
_CARD_PLACE = CARD_ORDER.__getitem__


# -- setup (rules 2 and 3) -------------------------------------------------------------------------


def new_game(players: int, seed: int, options: CrazyEightsOptions) -> CrazyEightsState:
    """Draw the first dealer and deal the first round (rules 2 and 3)."""
    dealer = Rng(seed, "dealer").below(players)
    return _deal(players, seed, options, History(), 1, dealer, (0,) * players, ())


def _deal(
    players: int,
    seed: int,
    options: CrazyEightsOptions,
    history: _History,
    round_: int,
    dealer: int,
    totals: tuple[int, ...],
    events: _Events,
) -> CrazyEightsState:
    """Shuffle, deal one card at a time from the dealer's left, turn up the starter (rules 2, 3).

    An eight turned up as the starter is shown, then buried at a random place in the lower half
    of the stock, and the next card is turned up (rule 3.2). Buried that deep, an eight cannot come
    up again: there are not enough eights to fill half the stock.
    """
    cards = list(Rng(seed, "deal", round_).shuffle(CARDS))  # the last card is the top
    dealt: list[list[Card]] = [[] for _ in range(players)]
    for index in range(HAND_SIZES[players] * players):
        dealt[(dealer + 1 + index) % players].append(cards.pop())
    burial = Rng(seed, "bury", round_)
    buried: list[Card] = []
    starter = cards.pop()
    while starter.is_eight:
        buried.append(starter)
        cards.insert(burial.below(len(cards) // 2), starter)
        starter = cards.pop()
    hands = tuple(tuple(sorted(hand, key=_CARD_PLACE)) for hand in dealt)
    first = (dealer + 1) % players
    started = RoundStarted(round_, dealer, first, starter, tuple(buried))
    return CrazyEightsState(
        players=players,
        seed=seed,
        options=options,
        history=history,
        events=(*events, started, *(HandDealt(seat, hands[seat]) for seat in range(players))),
        round=round_,
        dealer=dealer,
        to_act=first,
        hands=hands,
        stock=tuple(cards),
        discard=(starter,),
        suit=starter.suit,
        drawn=0,
        passes=0,
        reshuffles=0,
        totals=totals,
        winners=(),
    )


# -- queries ---------------------------------------------------------------------------------------


def current_player(state: CrazyEightsState) -> int | None:
    """The seat that must act now, or ``None`` once the game is over."""
    return state.to_act


def is_over(state: CrazyEightsState) -> bool:
    """Whether the game has ended."""
    return state.to_act is None


def scores(table: _Table) -> tuple[int, ...]:
    """Each seat's points from the rounds finished so far (final once the game is over)."""
    return table.totals


def winners(table: _Table) -> tuple[int, ...]:
    """The winning seats of a state or view; ``()`` before the end (rule 10)."""
    return table.winners


def can_draw(table: _Table, stock_size: int) -> bool:
    """Whether the seat to act can draw: the stock holds a card, or it can be rebuilt (rule 7)."""
    if stock_size:
        return True
    return (
        table.options.empty_stock is _RESHUFFLE
        and table.reshuffles < MAX_RESHUFFLES
        and len(table.discard) > 1
    )


def move_bound(players: int, options: CrazyEightsOptions) -> int:
    """An upper bound of the moves of a whole game at ``players`` seats with ``options``.

    Per round: cards reach hands only by the deal and by draws, and each play takes one out;
    draws take the stock, and each rebuild (rule 7.2) at most the rest of the deck; a pass that
    is not stuck follows a draw of the same turn; and between two of those moves at most
    ``players - 1`` stuck passes come in a row, as the next one blocks the round (rule 8.2).
    """
    rebuilds = MAX_RESHUFFLES if options.empty_stock is _RESHUFFLE else 0
    dealt = HAND_SIZES[players] * players
    draws = len(CARDS) - 1 - dealt + rebuilds * (len(CARDS) - 1)
    plays = dealt + draws
    free_passes = draws if options.draw_rule is _ONE_THEN_PASS else 0
    breaks = plays + draws + free_passes
    stuck_passes = (players - 1) * (breaks + 1) + 1
    rounds = 1 if options.target_score is None else MAX_ROUNDS
    return (breaks + stuck_passes) * rounds


# -- legal moves (rules 4 to 7) --------------------------------------------------------------------

# Legal moves are taken from these tables rather than built anew: the same move is then the same
# object, which makes listing, comparing and hashing moves cheap, and keeps the moves' own field
# checks off the hot path (each table move was checked once, when it was built here).
_SEATS = range(MAX_PLAYERS)
_DRAW = tuple(Draw(seat) for seat in _SEATS)
_PASS = tuple(Pass(seat) for seat in _SEATS)
_PASS_ONLY = tuple((move,) for move in _PASS)
#: ``_PLAYS[seat][card]``: the moves that play ``card``: one PlayCard, or a PlayEight per suit.
_PLAYS: tuple[Mapping[Card, tuple[CrazyEightsMove, ...]], ...] = tuple(
    MappingProxyType(
        {
            card: (
                tuple(PlayEight(seat, card, suit) for suit in SUITS)
                if card.is_eight
                else (PlayCard(seat, card),)
            )
            for card in CARDS
        }
    )
    for seat in _SEATS
)
_EIGHTS = frozenset(EIGHTS)


def legal_moves(state: CrazyEightsState, player: int) -> tuple[CrazyEightsMove, ...]:
    """Every legal move of ``player`` (``()`` unless that seat is to act), in a fixed order.

    The order: the cards of the hand that may be played, in hand order (an eight once per suit
    it may name, in suit order); then Draw or Pass, when allowed.
    """
    if player != state.to_act:
        return ()
    return moves_for(state, player, state.hands[player], len(state.stock))


def moves_for(
    table: _Table, player: int, hand: tuple[Card, ...], stock_size: int
) -> tuple[CrazyEightsMove, ...]:
    """The legal moves of ``player``, holding ``hand``, with ``stock_size`` cards in the stock.

    Reads only what a state and the player's view share; the view's legal moves come from here.
    """
    if player != table.to_act:
        return ()
    plays = _plays(player, hand, table.discard[-1], table.suit)
    options = table.options
    if options.draw_rule is _ONE_THEN_PASS and table.drawn:
        return (*plays, _PASS[player])  # rules 5.1 and 6.2: after the one draw, play or pass
    if can_draw(table, stock_size):
        if plays and not options.draw_when_able:
            return plays  # rule 5.3's variant: a seat that can play must play
        return (*plays, _DRAW[player])
    return plays or _PASS_ONLY[player]  # rule 6.1: pass only when stuck


def _plays(
    player: int, hand: tuple[Card, ...], top: Card, suit: Suit
) -> tuple[CrazyEightsMove, ...]:
    """Rule 4: a card of the suit to follow or of the top card's rank, or any eight."""
    table = _PLAYS[player]
    rank = top.rank
    moves: list[CrazyEightsMove] = []
    for card in hand:
        if card in _EIGHTS or card.suit is suit or card.rank is rank:
            moves.extend(table[card])
    return tuple(moves)


# -- applying moves --------------------------------------------------------------------------------


def _refuse(message: str, code: str, move: object, **fields: object) -> IllegalMoveError:
    """The refusal ``code`` of ``move``, with the facts its ``message`` names (its
    :attr:`~tablegames.IllegalMoveError.fields`, which a translation's words name)."""
    return IllegalMoveError(message, code=code, move=move, fields=fields)


def _play_card(state: CrazyEightsState, move: PlayCard, history: _History) -> CrazyEightsState:
    """Rule 4: a card of the suit to follow, or of the rank of the top card."""
    card = move.card
    if card not in state.hands[move.player]:
        raise _refuse(
            f"You do not hold the {card}.", "crazyeights.card.not_in_hand", move, card=card
        )
    top = state.discard[-1]
    if card.suit is not state.suit and card.rank is not top.rank:
        raise _refuse(
            f"The {card} matches neither the suit to follow ({state.suit.value}) nor the rank "
            f"of the {top}: play {state.suit.value}, {top.rank.value}s or an eight.",
            "crazyeights.card.no_match",
            move,
            card=card,
            suit=state.suit,
            top=top,
        )
    return _played(state, move.player, card, card.suit, history)


def _play_eight(state: CrazyEightsState, move: PlayEight, history: _History) -> CrazyEightsState:
    """Rule 4: an eight is played on anything and names the suit to follow."""
    if move.card not in state.hands[move.player]:
        raise _refuse(
            f"You do not hold the {move.card}.",
            "crazyeights.card.not_in_hand",
            move,
            card=move.card,
        )
    return _played(state, move.player, move.card, move.suit, history)


def _played(
    state: CrazyEightsState, player: int, card: Card, suit: Suit, history: _History
) -> CrazyEightsState:
    """The card leaves the hand for the discard pile; an empty hand ends the round (rule 8.1)."""
    hand = without(state.hands[player], card)
    changes: dict[str, Any] = {
        "history": history,
        "events": (CardPlayed(player, card, suit, len(hand)),),
        "hands": replace_at(state.hands, player, hand),
        "discard": appended(state.discard, card),
        "suit": suit,
        "drawn": 0,
        "passes": 0,
    }
    if not hand:
        return _end_round(state, changes, player)
    return _evolve(state, **changes, to_act=(player + 1) % state.players)


def _draw(state: CrazyEightsState, move: Draw, history: _History) -> CrazyEightsState:
    """Rule 5: draw the top card of the stock; the turn goes on. Rule 7.2 rebuilds the stock."""
    player = move.player
    options = state.options
    if options.draw_rule is _ONE_THEN_PASS and state.drawn:
        raise _refuse(
            "You have drawn your card this turn: play a card or pass.",
            "crazyeights.draw.already_drawn",
            move,
        )
    hand = state.hands[player]
    if not options.draw_when_able and _plays(player, hand, state.discard[-1], state.suit):
        raise _refuse(
            "You can play a card, and under this game's options you must.",
            "crazyeights.draw.can_play",
            move,
        )
    stock, discard, reshuffles, events = state.stock, state.discard, state.reshuffles, state.events
    if not stock:
        if not can_draw(state, 0):
            raise _refuse(
                "The stock is empty: play a card, or pass if you cannot.",
                "crazyeights.draw.empty_stock",
                move,
            )
        reshuffles += 1
        stock = Rng(state.seed, "reshuffle", state.round, reshuffles).shuffle(discard[:-1])
        discard = discard[-1:]
        events = appended(events, StockRebuilt(len(stock), reshuffles))
    card = stock[-1]
    stock = stock[:-1]
    grown_hand = list(hand)
    insort(grown_hand, card, key=_CARD_PLACE)
    return _evolve(
        state,
        history=history,
        events=(*events, Drew(player, len(stock)), CardDrawn(player, card)),
        hands=replace_at(state.hands, player, tuple(grown_hand)),
        stock=stock,
        discard=discard,
        drawn=state.drawn + 1,
        passes=0,
        reshuffles=reshuffles,
    )


def _pass(state: CrazyEightsState, move: Pass, history: _History) -> CrazyEightsState:
    """Rule 6: pass when you can neither play nor draw, or after the one_then_pass draw."""
    player = move.player
    plays = _plays(player, state.hands[player], state.discard[-1], state.suit)
    drawable = can_draw(state, len(state.stock))
    if not (state.options.draw_rule is _ONE_THEN_PASS and state.drawn):
        if plays:
            raise _refuse(
                "You can play a card: play it (or draw).", "crazyeights.pass.can_play", move
            )
        if drawable:
            raise _refuse(
                "You cannot play, so draw from the stock.", "crazyeights.pass.can_draw", move
            )
    stuck = not plays and not drawable
    passes = state.passes + 1 if stuck else 0
    changes: dict[str, Any] = {
        "history": history,
        "events": (Passed(player, stuck),),
        "drawn": 0,
        "passes": passes,
    }
    if passes == state.players:  # rule 8.2: every seat in turn was stuck
        return _end_round(state, changes, None)
    return _evolve(state, **changes, to_act=(player + 1) % state.players)


# -- the end of a round and of the game (rules 8 to 10) --------------------------------------------


def _end_round(
    state: CrazyEightsState, changes: dict[str, Any], out: int | None
) -> CrazyEightsState:
    """Score the round (rule 9), then deal the next one or end the game (rule 10).

    ``state`` is the state before the move, ``changes`` what the move changed, ``out`` the seat
    that went out (``None``: the round is blocked).
    """
    hands: tuple[tuple[Card, ...], ...] = changes.get("hands", state.hands)
    penalties = tuple(hand_points(hand) for hand in hands)
    if out is not None:
        round_winners: tuple[int, ...] = (out,)
        points = tuple(sum(penalties) if seat == out else 0 for seat in range(state.players))
    else:
        low = min(penalties)
        round_winners = tuple(seat for seat, count in enumerate(penalties) if count == low)
        gain = sum(count - low for count in penalties)
        points = tuple(gain if seat in round_winners else 0 for seat in range(state.players))
    totals = tuple(total + point for total, point in zip(state.totals, points, strict=True))
    ended = RoundEnded(state.round, round_winners, out is None, hands, penalties, points, totals)
    events: _Events = (*changes["events"], ended)
    target = state.options.target_score
    if target is not None and max(totals) < target and state.round < MAX_ROUNDS:
        return _deal(
            state.players,
            state.seed,
            state.options,
            changes["history"],
            state.round + 1,
            (state.dealer + 1) % state.players,
            totals,
            events,
        )
    if target is None:
        game_winners = round_winners
    else:
        best = max(totals)
        game_winners = tuple(seat for seat, total in enumerate(totals) if total == best)
    return _evolve(
        state,
        **{**changes, "events": (*events, GameEnded(totals, game_winners))},
        to_act=None,
        totals=totals,
        winners=game_winners,
    )


_RULES: dict[type, Rule[CrazyEightsState]] = {
    PlayCard: Rule(_play_card),
    PlayEight: Rule(_play_eight),
    Draw: Rule(_draw),
    Pass: Rule(_pass),
}
# A move class missing from the table would be refused as another game's.
assert set(_RULES) == set(MOVE_TYPES), "a Crazy Eights move class without a rule"

#: The kernel's opening of every ``apply`` (the sender, the move's class and fields, the end of
#: the game, the turn; the history grown by the move), then the rule of the move's class. The
#: game has no phases: it is over when no seat is to act.
apply: Apply[CrazyEightsState, CrazyEightsMove] = dispatcher(
    "crazyeights", "a Crazy Eights", _RULES, phase=None, state_type=CrazyEightsState
)
