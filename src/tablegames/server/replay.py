"""A finished game stepped through, move by move: what ``GET /api/games/<id>/replay?at=N``
tells of the position after its first ``N`` moves, and ``.../replay.svg?at=N`` draws.

A game is stepped through once it is over, as its record is given then: the record tells
every hidden card (the seed deals them all), so each position is the whole state, every hand
face up, and each move is told with its secrets (:func:`tablegames.core.words.told` with
``reveal``), as ``tablegames replay`` tells a record without ``--seat``. Before the end,
nothing here is given: a seat or a spectator learns the game from its own view.

The positions of a game are made once, when it is first stepped through, and kept with its
table (:attr:`Table.steps <tablegames.server.tables.Table.steps>`) while the table is in
memory: a page that steps through a game asks for each position in turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

import tablegames
from tablegames.core.api import start_again
from tablegames.core.errors import TableGamesError
from tablegames.core.events import apply_with_events
from tablegames.core.game import Move
from tablegames.core.json import to_dict
from tablegames.core.words import Words, told

__all__ = ["Step", "game_steps", "step_document"]


@attrs.frozen
class Step:
    """A position of a finished game, and how the game came to it.

    Attributes:
        move: The move that led here; ``None`` for the game's start.
        state: The state after that move (the start: the state the game began with).
        events: What the move did, secrets included; the start's events (the deal) at the
            start.
    """

    move: Move | None
    state: Any
    events: tuple[Any, ...]


def game_steps(state: Any) -> tuple[Step, ...]:
    """Every position of the game of ``state``, from its start to ``state``: one more than
    the moves made. Its moves are applied again from the record (the seed, the options and
    the moves), each checked as :func:`tablegames.replay` checks them."""
    game_record = tablegames.record(state)
    current = start_again(
        game_record.game,
        players=game_record.players,
        seed=game_record.seed,
        options=game_record.options,
    )
    made = [Step(None, current, tuple(current.events))]
    for move in game_record.moves:
        current, events = apply_with_events(current, move)
        made.append(Step(move, current, tuple(events)))
    return tuple(made)


def _notation(move: Move) -> str | None:
    try:
        text: str = tablegames.notation(move)
    except TableGamesError:  # a game with no notation: the move document says the move
        return None
    return text


def step_document(game_id: str, steps: Sequence[Step], at: int, words: Words) -> dict[str, Any]:
    """The replay document of the position after ``at`` moves (``ServerReplay``): the move
    that led there (its document, its notation and its seat), what it did in ``words``, every
    secret told, and the whole state."""
    step = steps[at]
    move = step.move
    player = getattr(move, "player", None)
    return {
        "id": game_id,
        "at": at,
        "length": len(steps) - 1,
        "player": player if type(player) is int else None,
        "move": None if move is None else to_dict(move),
        "notation": None if move is None else _notation(move),
        "said": told(words, step.events, reveal=True),
        "state": to_dict(step.state),
    }
