"""The seats' names in the pictures (docs/guides/pictures.rst, "Players' names"): ``to_svg(...,
names=...)`` calls each seat by its player's name, escaped as every text, cut to
``NAME_LENGTH`` characters so that it keeps to its seat's place; without names every picture is
the same bytes as before; a game whose drawing takes no names draws as before and is refused
names."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from typing import Any

import pytest

import tablegames
from tablegames import ConfigError
from tablegames.core.svg import NAME_LENGTH, can_name_seats, short_name, svg_problems, text_width
from tests.svg.helpers import GAMES, SVG, positions

HOSTILE = "<script>alert(1)</script>"
QUOTES = "\"&'"
LONG = "W" * 40


def _texts(picture: str) -> list[str]:
    """Every text of the picture, as read back (unescaped)."""
    root = ElementTree.fromstring(picture)
    return ["".join(node.itertext()) for node in root.iter(f"{SVG}text")]


def _players(state: Any) -> int:
    return int(state.players)


@pytest.mark.parametrize("game", GAMES)
def test_without_names_every_picture_is_the_same_bytes(game: str) -> None:
    """``names=None`` (the default) and names all ``None`` draw what the picture drew before
    the option: the golden pictures stay."""
    for state in positions(game, 6, seed=3):
        for seat in (None, 0):
            shown = state if seat is None else tablegames.view(state, seat)
            plain = tablegames.to_svg(shown)
            assert tablegames.to_svg(shown, names=None) == plain
            assert tablegames.to_svg(shown, names=[None] * _players(state)) == plain


@pytest.mark.parametrize("game", GAMES)
def test_names_are_escaped_text_and_the_picture_stays_well_formed(game: str) -> None:
    """A name is user input: ``<script>...`` and ``"&'`` reach the picture as text (read back
    the same, cut to NAME_LENGTH characters), never as markup; the picture keeps every promise
    of a drawing (no script element, well-formed XML)."""
    for state in positions(game, 4, seed=5):
        names = [HOSTILE, QUOTES, *(["Bo"] * (_players(state) - 2))][: _players(state)]
        for seat in (0, None):
            picture = tablegames.to_svg(tablegames.view(state, seat), names=names)
            assert svg_problems(picture) == []
            said = "\n".join(_texts(picture))
            assert short_name(HOSTILE) in said
            assert QUOTES in said or _players(state) == 1  # TEN's solo game has one seat
            assert "<script" not in picture
            assert "&lt;script&gt;ale" in picture


@pytest.mark.parametrize("game", GAMES)
def test_a_long_name_is_cut_with_an_ellipsis_and_keeps_to_its_seat(game: str) -> None:
    """A 40-character name shows as its first NAME_LENGTH - 1 characters and "…", and its
    text ends inside its seat's box (the widest of its seat's rectangles), as estimated by
    text_width, in every seat count."""
    assert short_name(LONG) == "W" * (NAME_LENGTH - 1) + "\u2026"
    for state in positions(game, 8, seed=7):
        picture = tablegames.to_svg(tablegames.view(state, 0), names=[LONG] * _players(state))
        assert LONG[:NAME_LENGTH] not in picture
        root = ElementTree.fromstring(picture)
        found = 0
        for seat_group in root.iter(f"{SVG}g"):
            if "tg-seat" not in (seat_group.get("class") or "").split():
                continue
            boxes = [
                (float(r.get("x", 0)), float(r.get("width", 0)))
                for r in seat_group.iter(f"{SVG}rect")
            ]
            left, width = max(boxes, key=lambda box: box[1])
            for node in seat_group.iter(f"{SVG}text"):
                words = "".join(node.itertext())
                if short_name(LONG) not in words:
                    continue
                found += 1
                size = float(node.get("font-size", 14))
                if node.find(f"{SVG}tspan") is not None:  # Aluette: bold, as wide as 1.1 times
                    size *= 1.1
                end = float(node.get("x", 0)) + text_width(words, size)
                assert end <= left + width, (words, end, left + width)
        assert found == _players(state)


def test_a_saboteur_name_stays_clear_of_the_broken_tools() -> None:
    """Saboteur: the name's line ends before the column of broken tools (x + 200 of the
    seats' panel), where a seat's three broken tools are drawn."""
    state = tablegames.new_game("saboteur", players=10, seed=1)
    picture = tablegames.to_svg(tablegames.view(state, 0), names=[LONG] * 10)
    root = ElementTree.fromstring(picture)
    names = [n for n in root.iter(f"{SVG}text") if n.get("class") == "tg-seat-name"]
    assert len(names) == 10
    for node in names:
        end = float(node.get("x", 0)) + text_width(node.text or "", float(node.get("font-size")))
        assert end <= 912 + 200


@pytest.mark.parametrize(("game", "players"), [("saboteur", 4), ("ten", 3), ("aluette", 4)])
def test_each_seat_is_called_by_its_name_beside_its_number(game: str, players: int) -> None:
    """Seat 2 (Bo) is "Bo" by "Seat 2" in every game's picture (under it; Aluette: opening
    the plate's second line), the viewer's own seat still said to be theirs."""
    state = tablegames.new_game(game, players=players, seed=2)
    names: list[str | None] = ["Ann", "Bo", *([None] * (players - 2))]
    said = _texts(tablegames.to_svg(tablegames.view(state, 0), names=names))
    if game == "aluette":  # the name opens the plate's second line
        assert "Seat 2 · opponent" in said
        assert any(line.startswith("Bo · tricks 0") for line in said)
        assert any(line.startswith("Ann · tricks 0") for line in said)
        assert "Seat 1 · you" in said
    else:
        assert "Bo" in said
        assert "Ann" in said
        assert any(line.startswith("Seat 1 · you") for line in said)


def test_a_game_whose_drawing_takes_no_names_draws_as_before() -> None:
    """An installed game without the ``names`` keyword (Crazy Eights, examples/crazyeights):
    can_name_seats says so, its pictures draw as ever, and names asked of it are refused
    with ConfigError (a server then passes none)."""
    game = tablegames.GAMES["crazyeights"]
    assert not can_name_seats(game)
    assert all(can_name_seats(tablegames.GAMES[name]) for name in GAMES)
    state = tablegames.new_game("crazyeights", players=2, seed=1)
    assert tablegames.to_svg(state, 0).startswith("<svg")
    with pytest.raises(ConfigError, match="cannot name its seats"):
        tablegames.to_svg(state, 0, names=["Ann", "Bo"])


@pytest.mark.parametrize("names", ["Ann", ["Ann", 3], [b"Ann"]])
def test_names_that_are_no_names_are_refused(names: Any) -> None:
    """A string (not a sequence of names) or a name that is no string: ConfigError."""
    state = tablegames.new_game("ten", players=2, seed=1)
    with pytest.raises(ConfigError, match="names"):
        tablegames.to_svg(state, 0, names=names)
