"""Crazy Eights for reinforcement learning: the observation encoder and the action index.

The game's ``rl_module`` hook names this module; :mod:`tablegames.rl` imports it when asked
for the game's environment, encoder or action index (it needs NumPy: tablegames' ``rl``
extra). It defines what that hook promises: :data:`ENCODER`, the encoder class, and
:func:`actions`, the action index at a player count.

Seats in the observation are relative to the viewer (slot 0 is the viewer, slot 1 the seat to
its left...), with room for the largest table, 5 seats; the slots of absent seats stay 0. Cards
are numbered in the order of ``tablegames_crazyeights.CARDS`` (clubs, diamonds, hearts,
spades; ace to king in each).

>>> from tablegames_crazyeights import new_game, view
>>> from tablegames_crazyeights.rl import ENCODER, actions
>>> ENCODER().encode(view(new_game(players=3, seed=1), 0)).shape, actions(3).size
((195,), 66)
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import numpy as np
import numpy.typing as npt
from tablegames.rl.actions import ActionIndex, TableIndex
from tablegames.rl.encoding import Encoder
from tablegames.rl.layout import Layout

from tablegames_crazyeights.cards import (
    CARD_ORDER,
    CARDS,
    EIGHTS,
    MAX_PLAYERS,
    MAX_RESHUFFLES,
    MAX_ROUNDS,
    SUITS,
    hand_points,
)
from tablegames_crazyeights.moves import CrazyEightsMove, Draw, Pass, PlayCard, PlayEight
from tablegames_crazyeights.state import CrazyEightsView, DrawRule, EmptyStock

__all__ = [
    "ACTION_LAYOUT",
    "ENCODER",
    "HAND_SCALE",
    "OBSERVATION_LAYOUT",
    "PLAIN_CARDS",
    "SCORE_SCALE",
    "CrazyEightsEncoder",
    "actions",
]

#: Hand sizes are divided by this in observations, and clipped to 1.
HAND_SCALE = 20
#: Totals and penalty points are divided by this, and clipped to 1.
SCORE_SCALE = 200
#: The cards played with :class:`~tablegames_crazyeights.PlayCard`: every card but the eights.
PLAIN_CARDS = tuple(card for card in CARDS if not card.is_eight)

_SEATS = MAX_PLAYERS
_N = len(CARDS)

#: What each slice of a Crazy Eights observation holds.
OBSERVATION_LAYOUT = Layout.of(
    ("seats", _SEATS, "1 for each relative seat present at the table"),
    ("to_act", _SEATS, "one-hot relative seat to act (all 0 once the game is over)"),
    ("dealer", _SEATS, "one-hot relative seat that dealt this round"),
    ("hand", _N, "1 for each card of the viewer's hand (card order of ``CARDS``)"),
    (
        "hand_points",
        1,
        f"the penalty points of the viewer's hand, divided by {SCORE_SCALE} (clipped to 1)",
    ),
    ("top", _N, "one-hot: the top card of the discard pile"),
    ("suit", len(SUITS), "one-hot: the suit to follow (clubs, diamonds, hearts, spades)"),
    ("discard", _N, "1 for each card in the discard pile"),
    (
        "hand_sizes",
        _SEATS,
        f"each relative seat's hand size, divided by {HAND_SCALE} (clipped to 1)",
    ),
    ("stock", 1, "the cards left in the stock, divided by 52"),
    ("drawn", 1, "the cards the seat to act drew this turn, divided by 10 (clipped to 1)"),
    ("passes", 1, "the stuck passes in a row, divided by 5"),
    ("reshuffles", 1, f"the stock's rebuilds this round, divided by {MAX_RESHUFFLES}"),
    ("totals", _SEATS, f"each relative seat's total, divided by {SCORE_SCALE} (clipped to 1)"),
    ("round", 1, f"the round, divided by {MAX_ROUNDS}"),
    (
        "options",
        4,
        "flags of the options: one_then_pass, draw_when_able, reshuffle, a target score",
    ),
)
_OFFSET = {segment.name: segment.start for segment in OBSERVATION_LAYOUT}
_SUIT_NUMBER = {suit: number for number, suit in enumerate(SUITS)}


class CrazyEightsEncoder(Encoder):
    """Encodes a :class:`~tablegames_crazyeights.CrazyEightsView` (see
    :data:`OBSERVATION_LAYOUT`)."""

    game = "crazyeights"
    layout = OBSERVATION_LAYOUT

    def _fill(self, out: npt.NDArray[np.float32], view: Any, seat: int) -> None:
        assert isinstance(view, CrazyEightsView)
        o = _OFFSET
        players = view.players

        def rel(other: int) -> int:
            return (other - seat) % players

        out[o["seats"] : o["seats"] + players] = 1
        if view.to_act is not None:
            out[o["to_act"] + rel(view.to_act)] = 1
        out[o["dealer"] + rel(view.dealer)] = 1
        for card in view.hand:
            out[o["hand"] + CARD_ORDER[card]] = 1
        out[o["hand_points"]] = hand_points(view.hand) / SCORE_SCALE
        out[o["top"] + CARD_ORDER[view.discard[-1]]] = 1
        out[o["suit"] + _SUIT_NUMBER[view.suit]] = 1
        for card in view.discard:
            out[o["discard"] + CARD_ORDER[card]] = 1
        for other in range(players):
            out[o["hand_sizes"] + rel(other)] = view.hand_sizes[other] / HAND_SCALE
            out[o["totals"] + rel(other)] = view.totals[other] / SCORE_SCALE
        out[o["stock"]] = view.stock_size / _N
        out[o["drawn"]] = view.drawn / 10
        out[o["passes"]] = view.passes / _SEATS
        out[o["reshuffles"]] = view.reshuffles / MAX_RESHUFFLES
        out[o["round"]] = view.round / MAX_ROUNDS
        options = view.options
        out[o["options"]] = options.draw_rule is DrawRule.ONE_THEN_PASS
        out[o["options"] + 1] = options.draw_when_able
        out[o["options"] + 2] = options.empty_stock is EmptyStock.RESHUFFLE
        out[o["options"] + 3] = options.target_score is not None


#: The encoder class that the ``rl_module`` hook promises.
ENCODER = CrazyEightsEncoder


#: The Crazy Eights action numbers, segment by segment.
ACTION_LAYOUT = Layout.of(
    ("play_card", len(PLAIN_CARDS), "play a card that is not an eight (``CARDS`` order)"),
    (
        "play_eight",
        len(EIGHTS) * len(SUITS),
        "play an eight naming a suit: the eights of clubs, diamonds, hearts, spades, each "
        "naming clubs, diamonds, hearts, spades (position 4e + s)",
    ),
    ("draw", 1, "draw a card from the stock"),
    ("pass", 1, "pass"),
)


def actions(players: int) -> ActionIndex[CrazyEightsMove]:
    """The Crazy Eights action index for ``players`` seats (see :data:`ACTION_LAYOUT`).

    Every move the game can offer has a number, at every player count.
    """
    makers: list[Callable[[int], CrazyEightsMove | None]] = [
        partial(PlayCard, card=card) for card in PLAIN_CARDS
    ]
    makers += [partial(PlayEight, card=eight, suit=suit) for eight in EIGHTS for suit in SUITS]
    makers += [Draw, Pass]
    return TableIndex("crazyeights", players, ACTION_LAYOUT, makers)
