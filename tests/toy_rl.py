"""The RL module of the plugin test's toy game (tests/test_plugin.py): an encoder and an action
index written outside tablegames, as a game of another distribution writes its own."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

import tablegames
from tablegames import rl

#: The name the plugin test registers the toy under (the index makes that game's moves).
GAME = "toy_plugin"
#: The most cards of a toy game (3 players).
CARDS = 8
OBSERVATION_LAYOUT = rl.Layout.of(
    ("hand", CARDS, "the cards held"),
    ("table", CARDS, "the cards on the table"),
    ("points", 3, "each seat's points (the viewer first) divided by 2"),
)
ACTION_LAYOUT = rl.Layout.of(("play_card", CARDS, "play the card numbered 1 + i"))


class ToyEncoder(rl.Encoder):
    """Encodes a toy view."""

    game = GAME
    layout = OBSERVATION_LAYOUT

    def _fill(self, out: npt.NDArray[np.float32], view: Any, seat: int) -> None:
        for card in view.hand:
            out[card - 1] = 1
        for card in view.table:
            out[CARDS + card - 1] = 1
        players = len(view.points)
        for slot in range(players):
            out[2 * CARDS + slot] = view.points[(seat + slot) % players] / 2


class ToyActions(rl.ActionIndex):
    """Numbers the toy's moves: card ``c`` is action ``c - 1``."""

    game = GAME
    layout = ACTION_LAYOUT

    def __init__(self, players: int) -> None:
        self.players = players

    def index(self, move: Any) -> int | None:
        card = getattr(move, "card", None)
        return card - 1 if type(card) is int and 1 <= card <= CARDS else None

    def _decode(self, number: int, seat: int) -> Any | None:
        play_card = tablegames.GAMES[GAME].move_types[0]
        return play_card(seat, number + 1)


ENCODER = ToyEncoder
actions = ToyActions
