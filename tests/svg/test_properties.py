"""Every drawing of random positions is sound: well-formed self-contained SVG, the same bytes
for the same input, unique prefixed ids, a title and the text picture as its description."""

from __future__ import annotations

import re
from typing import Any

import pytest

import tablegames
from tablegames.core.svg import svg_problems
from tests.svg.helpers import GAMES, SVG, drawings, parse, positions

#: Positions per game: a default run's sample, and the slow sweep of the issue's criterion.
DEFAULT_POSITIONS = 50
SWEEP_POSITIONS = 1_000


def check_drawings(state: Any, seats: list[int] | None = None) -> int:
    """Check the pictures of ``state`` (every seat's, or those of ``seats``); count them."""
    checked = 0
    for who, picture in drawings(state, seats):
        where = f"{state!r}, {who}"
        problems = svg_problems(picture)
        assert not problems, (where, problems)
        root = parse(picture)
        ids = [e.get("id") for e in root.iter() if e.get("id")]
        assert len(ids) == len(set(ids)), (where, "an id is used twice")
        assert all(found.startswith("tg") for found in ids if found), where
        title = root.find(f"{SVG}title")
        assert title is not None, where
        assert title.text, where
        described = root.find(f"{SVG}desc")
        obj = (
            state
            if who == "state"
            else tablegames.view(state, None if who == "spectator" else int(who.split()[1]))
        )
        assert described is not None, where
        assert described.text == tablegames.render(obj), where
        checked += 1
    return checked


@pytest.mark.parametrize("game", GAMES)
def test_drawings_of_random_positions_are_sound(game: str) -> None:
    """The state, a spectator and one seat in turn at each position (the sweep draws them all)."""
    chosen = positions(game, DEFAULT_POSITIONS, seed=1)
    checked = sum(
        check_drawings(state, [number % state.players]) for number, state in enumerate(chosen)
    )
    assert checked == DEFAULT_POSITIONS * 3


@pytest.mark.parametrize("game", GAMES)
def test_drawing_is_deterministic(game: str) -> None:
    """The same input gives the same bytes, also after a JSON round trip (a new object)."""
    for state in positions(game, 6, seed=2):
        again = tablegames.from_json(tablegames.to_json(state))
        for seat in (None, 0):
            assert tablegames.to_svg(state, seat) == tablegames.to_svg(again, seat)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_sweep_drawings_of_random_positions_are_sound(game: str) -> None:
    """The issue's criterion, XML half: every picture of 1,000 positions per game is sound."""
    chosen = positions(game, SWEEP_POSITIONS, seed=3)
    checked = sum(check_drawings(state) for state in chosen)
    print(f"{game}: {len(chosen)} positions, {checked} pictures checked")
    assert checked >= SWEEP_POSITIONS * 4


#: How a seat's own panel is headed in each picture: the one place its number stands beside "you".
OWN_HEADINGS = ("Seat {n} · you", "Seat {n} (you)")


@pytest.mark.parametrize("game", sorted(tablegames.GAMES))
def test_a_picture_calls_its_viewer_you(game: str) -> None:
    """A seat's picture speaks to it as the game's words do: its own acts, turn and wins are
    "you", and its number is shown only in its panel's heading ("Seat 2 · you"), never as "seat
    2" in a line of the table. The same lines name it by number in every other seat's picture."""
    spoken = 0
    for state in positions(game, 24, seed=8):
        for seat in range(state.players):
            lines = texts_of(tablegames.to_svg(state, seat))
            for heading in OWN_HEADINGS:
                lines = [line.replace(heading.format(n=seat + 1), "") for line in lines]
            named = re.compile(rf"\bseat {seat + 1}\b", re.I)
            assert not [line for line in lines if named.search(line)], (game, seat, lines)
            spoken += sum(bool(re.search(r"\byou\b", line, re.I)) for line in lines)
    assert spoken, "no line said 'you': the check did not bite"


def texts_of(picture: str) -> list[str]:
    return ["".join(e.itertext()) for e in parse(picture).iter(f"{SVG}text")]
