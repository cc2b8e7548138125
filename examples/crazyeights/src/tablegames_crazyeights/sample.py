"""Sampling the hidden part of a Crazy Eights game from a view: other hands and the stock.

What a seat cannot see is the other hands and the order of the stock (rule 11). Their cards
together are public all the same: the deck less the viewer's hand and the discard pile. The
sampler shuffles them uniformly and deals each other seat as many as it holds, the rest making
the stock. It assumes, as every tablegames sampler does, that the other seats' choices tell
nothing about their cards (a seat that drew may well hold no card of the suit to follow); a
search that wants more reads the events itself. Once the game is over the last round's hands
are public (:class:`~tablegames_crazyeights.RoundEnded` shows them) and are kept.
"""

from __future__ import annotations

from tablegames.core.errors import FormatError
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.core.sample import fresh_seed_from, sampling_rng

from tablegames_crazyeights.cards import CARD_ORDER, CARDS, Card
from tablegames_crazyeights.events import RoundEnded
from tablegames_crazyeights.state import CrazyEightsState, CrazyEightsView

__all__ = ["hidden_cards", "sample_state"]


def hidden_cards(view: CrazyEightsView) -> tuple[Card, ...]:
    """The cards the viewer cannot see (other hands and the stock), in canonical order.

    Raises:
        FormatError: if the view's cards and counts do not make up the deck.
    """
    seen = set(view.hand) | set(view.discard)
    hidden = tuple(card for card in CARDS if card not in seen)
    others = sum(size for seat, size in enumerate(view.hand_sizes) if seat != view.player)
    if len(seen) != len(view.hand) + len(view.discard) or len(hidden) != others + view.stock_size:
        raise FormatError(
            "no Crazy Eights state gives this view: its hand, discard pile, other hands and "
            "stock do not make up the 52-card deck"
        )
    return hidden


def sample_state(view: CrazyEightsView, rng: Rng | int) -> CrazyEightsState:
    """A full state consistent with ``view``: other hands and the stock dealt from a uniform
    shuffle of the cards the viewer cannot see, with a fresh seed and an empty history.

    Arguments and errors as :func:`tablegames.sample_state`.
    """
    generator = sampling_rng(rng)
    pool = list(generator.shuffle(hidden_cards(view)))
    shown = _shown_hands(view, frozenset(pool))
    hands: list[tuple[Card, ...]] = []
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.player:
            hands.append(view.hand)
        elif shown is not None:
            hands.append(shown[seat])
            for card in shown[seat]:
                pool.remove(card)
        else:
            dealt, pool = pool[:size], pool[size:]
            hands.append(tuple(sorted(dealt, key=CARD_ORDER.__getitem__)))
    return CrazyEightsState(
        players=view.players,
        seed=fresh_seed_from(generator),
        options=view.options,
        history=History(),
        events=view.events,
        round=view.round,
        dealer=view.dealer,
        to_act=view.to_act,
        hands=tuple(hands),
        stock=tuple(pool),
        discard=view.discard,
        suit=view.suit,
        drawn=view.drawn,
        passes=view.passes,
        reshuffles=view.reshuffles,
        totals=view.totals,
        winners=view.winners,
    )


def _shown_hands(
    view: CrazyEightsView, hidden: frozenset[Card]
) -> tuple[tuple[Card, ...], ...] | None:
    """The hands the last round's end showed, when the game is over and the view holds them
    (and they fit the view: a forged view's are ignored)."""
    if not view.winners:
        return None
    for event in reversed(view.events):
        if isinstance(event, RoundEnded) and event.round == view.round:
            fits = tuple(map(len, event.hands)) == view.hand_sizes and all(
                seat == view.player or set(hand) <= hidden for seat, hand in enumerate(event.hands)
            )
            others = [
                card
                for seat, hand in enumerate(event.hands)
                if seat != view.player
                for card in hand
            ]
            if fits and len(set(others)) == len(others):
                return event.hands
    return None
