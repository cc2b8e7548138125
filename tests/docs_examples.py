"""The JSON example documents shown in the docs, generated from real games.

``python -m tests.docs_examples`` rewrites ``docs/json/*.json``; ``tests/test_docs.py`` fails when
the files no longer match what the library writes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

import tablegames
from tablegames.core.rng import Rng

DIRECTORY = Path(__file__).parent.parent / "docs" / "json"

#: For each game: the players, seed and number of random moves of the example position.
POSITIONS = {
    "aluette": (4, 2026, 8),
    "ten": (3, 2026, 12),
    "saboteur": (4, 2026, 6),
}


def position(game: str) -> Any:
    players, seed, moves = POSITIONS[game]
    state = tablegames.new_game(game, players=players, seed=seed)
    rng = Rng(seed, "docs")
    for _ in range(moves):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    return state


def examples() -> dict[str, Callable[[], object]]:
    """File name -> the object whose JSON that file shows."""
    result: dict[str, Callable[[], object]] = {}
    for game in sorted(set(POSITIONS) & set(tablegames.GAMES)):
        result[f"{game}-state.json"] = lambda g=game: position(g)
        result[f"{game}-view.json"] = lambda g=game: tablegames.view(
            position(g), tablegames.current_player(position(g))
        )
        result[f"{game}-move.json"] = lambda g=game: tablegames.legal_moves(position(g))[0]
        result[f"{game}-record.json"] = lambda g=game: tablegames.record(position(g))
        result[f"{game}-moves.json"] = lambda g=game: tablegames.legal_moves(position(g))
        result[f"{game}-error.json"] = lambda g=game: refusal(position(g))
    if "ten" in tablegames.GAMES:
        result["ten-bid-error.json"] = refused_bid
    return result


def refused_bid() -> tablegames.IllegalMoveError:
    """A bid too low in TEN's example game (``ten.bid.too_low``): its error document carries
    the highest bid and the lowest bid allowed (``fields``). Played on from the example
    position until a seat may bid, but not the least bid."""
    from tablegames.ten import Bid

    state = position("ten")
    rng = Rng(POSITIONS["ten"][1], "docs")
    for _ in range(2000):
        legal = tablegames.legal_moves(state)
        lowest = min((move.amount for move in legal if type(move) is Bid), default=1)
        seat = tablegames.current_player(state)
        if lowest > 1 and seat is not None:
            try:
                tablegames.apply(state, Bid(seat, lowest - 1))
            except tablegames.IllegalMoveError as error:
                return error
        state = tablegames.apply(state, rng.choice(legal))
    raise AssertionError("no bid was refused in TEN's example game")


def refusal(state: Any) -> tablegames.IllegalMoveError:
    """The error a seat gets for sending a move in the next seat's name (``by=``)."""
    seat = tablegames.current_player(state)
    move = attrs.evolve(tablegames.legal_moves(state)[0], player=(seat + 1) % state.players)
    try:
        tablegames.apply(state, move, by=seat)
    except tablegames.IllegalMoveError as error:
        return error
    raise AssertionError("a move in another seat's name was accepted")


def text_of(obj: object) -> str:
    return tablegames.to_json(obj, indent=2) + "\n"


def write() -> list[Path]:
    DIRECTORY.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in examples().items():
        path = DIRECTORY / name
        path.write_text(text_of(make()), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write():
        print(path)
