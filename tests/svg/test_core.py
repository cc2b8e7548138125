"""tablegames.to_svg, the Game.drawing hook and the element kit of tablegames.core.svg."""

from __future__ import annotations

import re
from typing import Any

import pytest

import tablegames
from tablegames import ConfigError, NotAGameObjectError, SeatError
from tablegames.core.game import Game, hook
from tablegames.core.svg import (
    Element,
    boxes,
    el,
    fmt,
    has_drawing,
    last_move_mark,
    repr_svg,
    svg_problems,
    text,
    to_svg,
)
from tests.core.conftest import toy_game
from tests.svg.helpers import SVG, parse


def test_numbers_are_written_one_way() -> None:
    """At most two decimals, no trailing zeros, no negative zero: the same bytes every time."""
    assert [fmt(v) for v in (0, 7, -3, 2.5, 2.0, 1 / 3, 2 / 3, -0.004, 1e-9, 123.456)] == [
        "0",
        "7",
        "-3",
        "2.5",
        "2",
        "0.33",
        "0.67",
        "0",
        "0",
        "123.46",
    ]


def test_text_and_attributes_are_escaped() -> None:
    hostile = '"><script>alert(1)</script><x a="'
    drawn = el("g", text(0, 0, hostile), data_card=hostile, class_="tg-card")
    root = parse(f'<svg xmlns="http://www.w3.org/2000/svg">{drawn}</svg>')
    group = root.find(f"{SVG}g")
    assert group is not None
    assert group.get("data-card") == hostile
    assert group.get("class") == "tg-card"
    assert "".join(group.itertext()) == hostile
    assert root.find(f".//{SVG}script") is None


def test_characters_xml_forbids_are_dropped() -> None:
    assert el("text", "a\x00b\x1fc", data_x="d\x07e") == '<text data-x="de">abc</text>'


def test_attribute_names_and_values() -> None:
    """Underscores become dashes, None and False leave the attribute out, elements nest."""
    inner = el("rect", x=1, y=2.345, stroke_width=1.5, fill=None, hidden=False)
    assert inner == '<rect x="1" y="2.35" stroke-width="1.5"/>'
    assert el("g", inner, None, [inner], class_="a") == f'<g class="a">{inner}{inner}</g>'
    assert el("g", None) == "<g/>"
    assert isinstance(el("g"), Element)


def test_the_last_move_tag_sits_on_the_top_edge_or_where_told() -> None:
    """The tag is centred on the outline's top edge; ``tag_at`` moves it (Saboteur puts it
    under a seat's broken tool), and it stays inside the mark's group, where a page finds it."""

    def tag(mark: str) -> tuple[float, float]:
        root = parse(mark)
        assert root.get("class") == "tg-last-move"
        pill, words = (root.find(f"g/{name}") for name in ("rect", "text"))  # no namespace
        assert pill is not None
        assert words is not None
        assert words.text == "last move"
        x, width = float(pill.get("x", "nan")), float(pill.get("width", "nan"))
        y, height = float(pill.get("y", "nan")), float(pill.get("height", "nan"))
        return x + width / 2, y + height / 2

    assert tag(last_move_mark(10, 20, 40, 60, "words")) == pytest.approx((30, 17))
    assert tag(last_move_mark(10, 20, 40, 60, "words", pad=5)) == pytest.approx((30, 15))
    assert tag(last_move_mark(10, 20, 40, 60, "words", tag_at=(7, 90))) == pytest.approx((7, 90))
    assert "<text" not in last_move_mark(10, 20, 40, 60, "words", tag="", tag_at=(7, 90))


def test_boxes_draw_many_rectangles_as_one_path() -> None:
    assert boxes([(0, 0, 2, 3), (5, 1, 1, 1)], fill="red") == (
        '<path d="M 0 0 h 2 v 3 h -2 Z M 5 1 h 1 v 1 h -1 Z" fill="red"/>'
    )
    assert boxes([]) == ""


@pytest.mark.parametrize(
    ("picture", "problem"),
    [
        ("<svg", "not well-formed XML"),
        ('<html xmlns="http://www.w3.org/1999/xhtml"/>', "not an SVG <svg> element"),
        ('<svg xmlns="http://www.w3.org/2000/svg" width="1"/>', "no width or height"),
        ("<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'><script/></svg>", "script"),
        (
            "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'>"
            "<rect onclick='x()'/></svg>",
            "event handler",
        ),
        (
            "<svg xmlns='http://www.w3.org/2000/svg' xmlns:l='http://www.w3.org/1999/xlink' "
            "width='1' height='1'><use l:href='http://example.com/a.svg#b'/></svg>",
            "outside itself",
        ),
        (
            "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'>"
            "<rect fill='url(http://example.com/x)'/></svg>",
            "outside itself",
        ),
        (
            "<svg xmlns='http://www.w3.org/2000/svg' width='1' height='1'><foreignObject/></svg>",
            "foreignObject",
        ),
    ],
)
def test_unsound_pictures_are_named(picture: str, problem: str) -> None:
    problems = svg_problems(picture)
    assert problems
    assert any(problem in found for found in problems), problems


def test_to_svg_of_a_seat_is_the_drawing_of_its_view() -> None:
    """A seat's picture of a state is made from its view, so it holds nothing else."""
    state = tablegames.new_game("saboteur", players=4, seed=3)
    for seat in range(4):
        assert to_svg(state, seat) == to_svg(tablegames.view(state, seat))
    assert to_svg(state) != to_svg(state, 0)
    spectator = tablegames.view(state, None)
    assert to_svg(spectator) == to_svg(spectator, None)


def test_the_same_input_gives_the_same_bytes() -> None:
    state = tablegames.new_game("ten", players=3, seed=5)
    again = tablegames.from_json(tablegames.to_json(state))
    assert state is not again
    assert to_svg(state, 1) == to_svg(again, 1)
    assert to_svg(state) == to_svg(again)


def test_the_id_prefix_starts_every_id() -> None:
    state = tablegames.new_game("aluette", players=4, seed=2)
    root = parse(to_svg(state, 0, id_prefix="left-table"))
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    assert root.get("id") == "left-table"
    assert len(ids) > 10
    assert all(found.startswith("left-table") for found in ids if found)
    assert len(ids) == len(set(ids)), "ids are unique within a picture"


@pytest.mark.parametrize("prefix", ["", "1table", "a b", 'a"b', "x" * 65, 7])
def test_a_malformed_id_prefix_is_refused(prefix: Any) -> None:
    state = tablegames.new_game("aluette", players=4, seed=2)
    with pytest.raises(ConfigError, match="id_prefix"):
        to_svg(state, id_prefix=prefix)


def test_refusals() -> None:
    state = tablegames.new_game("saboteur", players=3, seed=1)
    with pytest.raises(NotAGameObjectError, match="to_svg"):
        to_svg("a state")
    with pytest.raises(SeatError):
        to_svg(state, 3)
    # A program's mistake, so the index from 0: "player 0", "player 1".
    with pytest.raises(SeatError, match=r"view of player 0: .* drawn for player 1"):
        to_svg(tablegames.view(state, 0), 1)
    with pytest.raises(SeatError, match="spectator"):
        to_svg(tablegames.view(state, None), 0)


def test_a_game_without_a_drawing_says_so() -> None:
    """The hook is optional: its default raises ConfigError naming the game and the hook."""
    toy = toy_game()
    assert not has_drawing(toy)
    assert all(has_drawing(tablegames.GAMES[name]) for name in ("aluette", "saboteur", "ten"))
    state = tablegames.new_game("toy", players=2, seed=1)
    with pytest.raises(ConfigError, match=r"'toy' draws no pictures.*drawing"):
        to_svg(state)
    # Jupyter shows the text repr of a state whose game draws nothing, not an error.
    assert repr_svg(state) is None
    assert repr_svg(tablegames.view(state, 0)) is None

    class Plain(Game[Any, Any, Any, Any]):
        name = "plain"

    with pytest.raises(ConfigError, match=r"'plain' draws no pictures.*drawing"):
        hook(Plain(), "drawing")(state)


@pytest.mark.parametrize("game", ["aluette", "saboteur", "ten"])
def test_states_and_views_show_their_picture_in_jupyter(game: str) -> None:
    """Jupyter calls _repr_svg_, as it does for python-chess boards."""
    found = tablegames.GAMES[game]
    state = tablegames.new_game(game, players=found.min_players, seed=4)
    seen = tablegames.view(state, 0)
    pictures = [state._repr_svg_(), seen._repr_svg_(), seen._repr_svg_()]
    assert all(picture is not None for picture in pictures)
    # The pictures of one notebook page share no id: each is drawn with a prefix of its own.
    ids = [set(re.findall(r'id="([^"]+)"', str(picture))) for picture in pictures]
    assert all(ids)
    assert not ids[0] & ids[1]
    assert not ids[1] & ids[2]
    assert not ids[0] & ids[2]
    # Apart from their ids, they are the pictures to_svg draws.
    plain = [re.sub(r'id="tg[0-9]+', 'id="tg', str(picture)) for picture in pictures]
    assert plain == [to_svg(state), to_svg(seen), to_svg(seen)]
    assert not svg_problems(str(pictures[1]))
    # Defined once, on the bases every built-in state and view class inherits.
    assert "_repr_svg_" not in vars(found.state_type)
    assert "_repr_svg_" not in vars(found.view_type)
