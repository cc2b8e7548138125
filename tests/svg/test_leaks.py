"""The conformance kit's twin check covers drawings: a seat's picture of two states that differ
only in what it cannot see is the same bytes, on every game and player count."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import tablegames
from tablegames.core.registry import GAMES, register, unregister
from tablegames.testing import DEFAULT_DRAW_EVERY, ConformanceError, check_game
from tests.core.toy import make_toy
from tests.svg.helpers import GAMES as DRAWN

COUNTS = [
    (game, players)
    for game in DRAWN
    for players in range(GAMES[game].min_players, GAMES[game].max_players + 1)
]


@pytest.mark.parametrize(("game", "players"), COUNTS)
def test_drawings_leak_nothing_at_every_player_count(game: str, players: int) -> None:
    report = check_game(game, seeds=[players], players=players, sample=1, every=60, draw_every=1)
    assert report.drawings == report.states
    assert report.drawings >= 2
    assert "drawings compared with their twins" in str(report)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), COUNTS)
def test_sweep_drawings_leak_nothing(game: str, players: int) -> None:
    report = check_game(game, seeds=range(10), players=players, sample=1, every=5, draw_every=1)
    print(report)
    assert report.drawings == report.states


def test_the_default_check_draws_one_checked_state_in_twenty() -> None:
    assert DEFAULT_DRAW_EVERY == 20
    report = check_game("ten", seeds=range(3), players=2)
    assert report.drawings == (report.states + 19) // 20


def drawn_toy(name: str, draw: Any) -> Any:
    """The toy game with a drawing hook, registered under ``name``."""
    base = make_toy(name)

    class Drawn(type(base)):  # type: ignore[misc]
        def drawing(self, obj: Any, *, id_prefix: str = "tg") -> str:
            return str(draw(obj, id_prefix))

    game = Drawn()
    if name in GAMES:
        unregister(name)
    register(game)
    return game


def test_a_drawing_that_depends_on_more_than_the_view_is_caught() -> None:
    """A picture must be a function of the view alone: here it also depends on the object."""
    counter = itertools.count()
    sound = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" id="{}"><text>{}</text></svg>'
    )
    game = drawn_toy("toy_drawn_leaky", lambda obj, prefix: sound.format(prefix, next(counter)))
    try:
        with pytest.raises(ConformanceError) as info:
            check_game(game, seeds=[1], players=2, every=1, draw_every=1)
        assert info.value.kind == "leak"
        assert "drawing" in str(info.value)
    finally:
        unregister("toy_drawn_leaky")


def test_an_unsound_drawing_is_caught() -> None:
    script = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>x()</script></svg>'
    )
    game = drawn_toy("toy_drawn_script", lambda obj, prefix: script)
    try:
        with pytest.raises(ConformanceError) as info:
            check_game(game, seeds=[1], players=2, every=1, draw_every=1)
        assert info.value.kind == "drawing"
        assert "script" in str(info.value)
    finally:
        unregister("toy_drawn_script")


def test_a_sound_drawing_of_the_view_passes() -> None:
    def picture(obj: Any, prefix: str) -> str:
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" id="{prefix}">'
            f"<text>{tablegames.core.svg.fmt(len(obj.hand))} {obj.points}</text></svg>"
        )

    game = drawn_toy("toy_drawn_sound", picture)
    try:
        report = check_game(game, seeds=range(3), every=1, draw_every=1)
        assert report.drawings == report.states > 0
    finally:
        unregister("toy_drawn_sound")


SOUND = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>{}</text></svg>'


@pytest.mark.parametrize("where", ["drawing", "render"])
def test_a_seat_counted_from_zero_in_a_text_people_read_is_caught(where: str) -> None:
    """Numbers people read count from 1 (tablegames.core.words): a drawing or a render that
    says "seat 0" breaks the ``words`` promise, which Crazy Eights' first drawing did."""

    def seat(obj: Any) -> str:
        return "the table" if obj.player is None else f"Seat {obj.player}"

    name = f"toy_words_{where}"
    if where == "drawing":
        game = drawn_toy(name, lambda obj, prefix: SOUND.format(seat(obj)))
    else:
        game = drawn_toy(name, lambda obj, prefix: SOUND.format("a table"))
        type(game).render = lambda self, obj: f"{seat(obj)} sees this"
    try:
        with pytest.raises(ConformanceError) as info:
            check_game(game, seeds=[1], players=2, every=1, draw_every=1)
        assert info.value.kind == "words"
        assert f"{where} of player 0" in str(info.value)
        assert "'Seat 0" in str(info.value)
    finally:
        unregister(name)


@pytest.mark.parametrize(
    ("text", "caught"),
    [
        ("Seat 1 to play", False),
        ("seats 10, 2 share the win", False),
        ("Seat 2: 0 cards", False),
        ("seat 0x", False),
        ("Round 1: seat 0 to play", True),
        ("Seats 0, 2 share the win", True),
        ("the SEAT 0 row", True),
    ],
)
def test_the_words_check_finds_seats_counted_from_zero(text: str, caught: bool) -> None:
    from tablegames.testing import SEAT_FROM_ZERO

    assert (SEAT_FROM_ZERO.search(text) is not None) is caught


@pytest.mark.parametrize("where", ["label", "text"])
def test_a_seat_counted_from_zero_in_the_words_is_caught(where: str) -> None:
    """The same promise for the game's words: a move's label or an event's text."""
    from tablegames.core.words import PlainWords

    base = make_toy(f"toy_words_{where}")

    class ZeroBased(PlainWords):
        def label(self, move: Any) -> str:
            said = super().label(move)
            return f"Seat {move.player}: {said}" if where == "label" else said

        def text(self, event: Any, viewer: int | None) -> str:
            said = super().text(event, viewer)
            player = getattr(event, "player", None)
            return f"seat {player} acted" if where == "text" and player is not None else said

    class Spoken(type(base)):  # type: ignore[misc]
        @property
        def words(self) -> Any:
            return ZeroBased(self.render)

    game = Spoken()
    register(game)
    try:
        assert check_game(make_toy("toy_words_sound"), seeds=[1], every=1, draw_every=1).states
        with pytest.raises(ConformanceError) as info:
            check_game(game, seeds=[1], players=2, every=1, draw_every=1)
        assert info.value.kind == "words"
        assert f"{where} of" in str(info.value)
    finally:
        unregister(f"toy_words_{where}")
        unregister("toy_words_sound")


def test_the_check_draws_the_last_move_marked_too() -> None:
    """A mark read from anything but the view is a leak: the kit draws the marked picture of
    each checked seat's view and of its twin, and requires the same bytes."""
    seen: list[bool] = []

    def picture(obj: Any, prefix: str, last_move: bool = False) -> str:
        seen.append(last_move)
        mark = f"<text>{obj.points}</text>" if last_move else ""
        return f'<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9">{mark}</svg>'

    base = make_toy("toy_drawn_marked")

    class Marked(type(base)):  # type: ignore[misc]
        def drawing(self, obj: Any, *, id_prefix: str = "tg", last_move: bool = False) -> str:
            return picture(obj, id_prefix, last_move)

    register(Marked())
    try:
        check_game("toy_drawn_marked", seeds=[1], players=2, every=1, draw_every=1)
        assert True in seen
        assert False in seen
    finally:
        unregister("toy_drawn_marked")


@pytest.mark.parametrize("game", DRAWN)
def test_a_marked_picture_shows_no_card_the_seat_cannot_see(game: str) -> None:
    """The mark of a seat's picture is on a card the same picture shows, never on a hidden
    one, and the picture of a twin (a state differing only in what the seat cannot see) is
    marked alike."""
    from tests.svg.helpers import parse, positions, with_class

    found = GAMES[game]
    marked = 0
    for number, state in enumerate(positions(game, 16, seed=9)):
        for seat in [*range(state.players), None]:
            picture = tablegames.to_svg(tablegames.view(state, seat), last_move=True)
            twin = found.twin(state, seat, number)
            assert tablegames.to_svg(tablegames.view(twin, seat), last_move=True) == picture
            root = parse(picture)
            for mark in with_class(root, "tg-last-move"):
                marked += 1
                name = mark.get("data-card")
                shown = {e.get("data-card") for e in with_class(root, "tg-card")}
                assert name is None or name in shown
    assert marked > 0
