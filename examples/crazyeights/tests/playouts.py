"""Helpers of the Crazy Eights tests: small hand-made tables, and whole games played out.

The tests of this distribution have no package of their own (they sit beside tablegames' tests
and must not take the name ``tests``), so pytest imports this module by its file name.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import attrs
import tablegames
from tablegames.core.history import History
from tablegames.core.rng import Rng

from tablegames_crazyeights import (
    CARDS,
    GAME,
    Card,
    CrazyEightsAgent,
    CrazyEightsOptions,
    CrazyEightsState,
    DrawRule,
    EmptyStock,
    Rank,
    Suit,
)
from tablegames_crazyeights.cards import CARD_ORDER
from tablegames_crazyeights.invariants import check_state

_RANKS = {
    "A": Rank.ACE,
    "J": Rank.JACK,
    "Q": Rank.QUEEN,
    "K": Rank.KING,
    **{rank.value: rank for rank in Rank},
}
_SUITS = {suit.value[0]: suit for suit in Suit}

#: Every option set to its alternative at once.
ALTERNATIVES = CrazyEightsOptions(
    draw_rule=DrawRule.ONE_THEN_PASS,
    draw_when_able=False,
    empty_stock=EmptyStock.RESHUFFLE,
    target_score=100,
)
#: Each option set to its alternative alone, and every one at once.
VARIANTS: dict[str, CrazyEightsOptions] = {
    "standard": CrazyEightsOptions(),
    "one_then_pass": CrazyEightsOptions(draw_rule=DrawRule.ONE_THEN_PASS),
    "must_play": CrazyEightsOptions(draw_when_able=False),
    "reshuffle": CrazyEightsOptions(empty_stock=EmptyStock.RESHUFFLE),
    "to_100": CrazyEightsOptions(target_score=100),
    "alternatives": ALTERNATIVES,
}


def card(label: str) -> Card:
    """A card from its short label, as the renderer writes it: ``8h``, ``10c``, ``Qs``, ``Ad``."""
    return Card(_RANKS[label[:-1]], _SUITS[label[-1]])


def cards(labels: str) -> tuple[Card, ...]:
    """Cards from short labels separated by spaces, in canonical order: ``"8h Qs 2c"``."""
    return tuple(sorted((card(label) for label in labels.split()), key=CARD_ORDER.__getitem__))


def table(
    hands: list[str],
    discard: str,
    *,
    stock: str | None = None,
    suit: Suit | None = None,
    to_act: int | None = 0,
    options: CrazyEightsOptions | Mapping[str, Any] | None = None,
    **fields: Any,
) -> CrazyEightsState:
    """The smallest state that shows a rule: these hands and this discard pile (its top last).

    The stock is every other card, in canonical order; or, when ``stock`` is given, those cards
    (its top last), the others going under the discard pile, as if played earlier. Other
    fields (``drawn``, ``passes``, ``totals``...) may be given; the state must be sound.
    """
    players = len(hands)
    held = [cards(hand) for hand in hands]
    pile = tuple(card(label) for label in discard.split())
    given = () if stock is None else tuple(card(label) for label in stock.split())
    used = {c for hand in held for c in hand} | set(pile) | set(given)
    others = tuple(c for c in CARDS if c not in used)
    if stock is None:
        rest = others
    else:
        rest, pile = given, others + pile
    if not isinstance(options, CrazyEightsOptions):
        options = tablegames.new_game(
            "crazyeights", players=players, seed=0, options=options
        ).options
    state = CrazyEightsState(
        players=players,
        seed=fields.pop("seed", 7),
        options=options,
        history=History(),
        events=(),
        round=fields.pop("round", 1),
        dealer=fields.pop("dealer", players - 1),
        to_act=to_act,
        hands=tuple(held),
        stock=rest,
        discard=pile,
        suit=suit if suit is not None else pile[-1].suit,
        drawn=fields.pop("drawn", 0),
        passes=fields.pop("passes", 0),
        reshuffles=fields.pop("reshuffles", 0),
        totals=fields.pop("totals", (0,) * players),
        winners=fields.pop("winners", ()),
    )
    assert not fields, f"unknown fields {sorted(fields)}"
    problems = check_state(state)
    assert not problems, problems
    return state


def playout(
    players: int,
    seed: int,
    options: CrazyEightsOptions | Mapping[str, Any] | None = None,
    *,
    bots: bool = False,
) -> Iterator[CrazyEightsState]:
    """Every state of one game, the last included: random moves, or heuristic agents (``bots``)."""
    state = tablegames.new_game("crazyeights", players=players, seed=seed, options=options)
    rng = Rng(seed, "crazyeights tests")
    agents = [CrazyEightsAgent(seed * 16 + seat) for seat in range(players)]
    yield state
    while state.to_act is not None:
        moves = GAME.legal_moves(state, state.to_act)
        if bots:
            move = agents[state.to_act].choose(GAME.view(state, state.to_act), moves)
        else:
            move = rng.choice(moves)
        state = GAME.apply(state, move)
        yield state


def last(states: Iterator[CrazyEightsState]) -> CrazyEightsState:
    """The last of ``states``."""
    *_, final = states
    return final


def evolve(state: CrazyEightsState, **changes: Any) -> CrazyEightsState:
    """``attrs.evolve`` for a state, typed."""
    return attrs.evolve(state, **changes)
