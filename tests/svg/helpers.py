"""Random positions of every game and the drawings made of them, for the picture tests."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable, Iterator
from typing import Any

import tablegames
from tablegames.core.rng import Rng

SVG = "{http://www.w3.org/2000/svg}"
GAMES = ("aluette", "saboteur", "ten")


def positions(game: str, count: int, seed: int = 0) -> list[Any]:
    """``count`` states of random games of ``game``, every player count in turn.

    Each game is played to its end by random moves; about a dozen states spread over it are
    kept, its first and last included, so the positions cover openings, middles and ends.
    """
    found = tablegames.GAMES[game]
    counts = range(found.min_players, found.max_players + 1)
    chosen: list[Any] = []
    number = 0
    while len(chosen) < count:
        players = counts[number % len(counts)]
        rng = Rng(seed * 100_003 + number, "svg-positions")
        state = tablegames.new_game(game, players=players, seed=seed * 100_003 + number)
        played = [state]
        while not tablegames.is_over(state):
            moves = [m for seat in range(players) for m in tablegames.legal_moves(state, seat)]
            state = tablegames.apply(state, rng.choice(moves))
            played.append(state)
        keep = {0, len(played) - 1, *(rng.below(len(played)) for _ in range(10))}
        chosen.extend(played[i] for i in sorted(keep))
        number += 1
    return chosen[:count]


def drawings(state: Any, seats: Iterable[int] | None = None) -> Iterator[tuple[str, str]]:
    """Pictures of ``state``: the whole state, each seat's view (or those of ``seats``) and a
    spectator's."""
    yield "state", tablegames.to_svg(state)
    for seat in range(state.players) if seats is None else seats:
        yield f"seat {seat}", tablegames.to_svg(state, seat)
    yield "spectator", tablegames.to_svg(tablegames.view(state, None))


def parse(picture: str) -> ElementTree.Element:
    return ElementTree.fromstring(picture)


def with_class(root: ElementTree.Element, name: str) -> list[ElementTree.Element]:
    """The elements whose class list holds ``name``."""
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def texts(element: ElementTree.Element) -> list[str]:
    """Every text drawn inside ``element`` (titles and descriptions left out)."""
    return ["".join(e.itertext()) for e in element.iter(f"{SVG}text")]


def all_text(element: ElementTree.Element) -> str:
    return "\n".join(texts(element))
