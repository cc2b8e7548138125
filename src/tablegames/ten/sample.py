"""Sampling the hidden part of a TEN game from a view: the draw pile's order (rules §5.1).

Everything in TEN lies face up except the draw pile. Its *contents* are public all the same:
they are the cards of the deck for this player count that are nowhere on the table (tableau,
market, discard pile, collections, the wild being auctioned, the card being paid for). Only their
order is hidden, and the shuffle makes every order equally likely, so the sampler deals those
cards in a uniformly random order. Every seat and a spectator know the same, so the sample does
not depend on who is looking.
"""

from __future__ import annotations

from collections import Counter

from tablegames.core.errors import FormatError
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.core.sample import fresh_seed_from, sampling_rng
from tablegames.ten.cards import Card, deck
from tablegames.ten.state import TenState, TenView

__all__ = ["hidden_cards", "sample_state"]


def hidden_cards(view: TenView) -> tuple[Card, ...]:
    """The cards of the draw pile, in the deck's canonical order (its order is what is hidden).

    Raises:
        FormatError: if the table shows cards the deck does not have, or the wrong number.
    """
    table: Counter[Card] = Counter(view.tableau)
    table.update(view.market)
    table.update(view.discard)
    for collection in view.collections:
        table.update(collection)
    if view.auction is not None:
        table[view.auction.wild] += 1
    if view.payment is not None:
        table[view.payment.card] += 1
    pile = []
    for card in deck(view.players):
        if table[card]:
            table[card] -= 1
        else:
            pile.append(card)
    if +table or len(pile) != view.draw_pile_size:
        raise FormatError(
            f"no TEN state gives this view: the table and a draw pile of {view.draw_pile_size} "
            f"cards do not make up the {len(deck(view.players))}-card deck"
        )
    return tuple(pile)


def sample_state(view: TenView, rng: Rng | int) -> TenState:
    """A full TEN state consistent with ``view``: the draw pile shuffled uniformly, a fresh seed.

    The history is empty (see :func:`tablegames.sample_state`). Other arguments and
    errors as there.
    """
    generator = sampling_rng(rng)
    pile = generator.shuffle(hidden_cards(view))
    return TenState(
        players=view.players,
        seed=fresh_seed_from(generator),
        options=view.options,
        history=History(),
        events=view.events,
        turn=view.turn,
        active=view.active,
        phase=view.phase,
        to_act=view.to_act,
        draw_pile=pile,
        tableau=view.tableau,
        market=view.market,
        discard=view.discard,
        collections=view.collections,
        tokens=view.tokens,
        bust_tokens=view.bust_tokens,
        jen_tokens=view.jen_tokens,
        auction=view.auction,
        payment=view.payment,
    )
