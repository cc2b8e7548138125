"""SVG pictures of Saboteur: the maze and the table, single cards, and the card catalogue.

:func:`draw` draws a state or a view (:func:`tablegames.to_svg` calls it through the game's
``drawing`` hook). The maze fills the left of the picture, ``x`` growing to the right and ``y``
downward as in the rules (§3), with the coordinates in the margins. Tunnels are drawn as sand
bands through earth-coloured cards, joined in the centre when the card is connected; a dead
end's stubs stop at a rock. The start card carries a ladder; a goal lying face down is a card
back with a question mark, marked with what the viewer's map showed (a state, which knows
everything, marks every goal so); a goal turned over shows the gold or the coal. A cell emptied
by a rockfall this round shows the rubble. Cells where a path card may be placed are outlined;
those the drawing's seat may use now are highlighted in yellow and labelled with their name
(:func:`cell_label`). The right column lists the seats (hand sizes, broken tools, gold, and
roles: a view's own while a round is played, every seat's once the round has ended, as the
rules turn them over, while the miners choose gold and at the game's end) and the gold, the
bottom the viewer's hand, each card's name under it, and role.
Every word is ``SMALLEST_TEXT`` or larger (10 CSS pixels where a page shows the picture 880
pixels wide): long lines are wrapped, and the picture grows taller rather than its words
smaller.

The table speaks the game's languages: drawn with Saboteur's words in another language
(``to_svg(obj, language="fr")``), every word of it, its title and description included, is
theirs (the ``svg.*`` messages of :mod:`tablegames.saboteur.words`, and the words' card
names), wrapped and measured as the English is; without, it is English, the same bytes as
before it spoke others. The single cards and the catalogues are English.

Clickable parts carry classes and data attributes: ``tg-card tg-hand`` with ``data-card`` for
the cards in hand (``tg-legal`` when a move uses the card now; a map, a rockfall and a broken
tool also carry ``data-match``, the moves that play them, which do not name the card, and a
path card the moves that place it as printed or discard it), ``tg-card tg-turned`` with
``data-card="tunnel NE turned"`` and ``data-match`` for the turned copy drawn beside a path card
in hand that fits somewhere turned (its moves place it turned), ``tg-cell tg-legal`` with
``data-cell="x,y"`` for the cells where a path card may go now, ``tg-rockfall-target`` and
``tg-map-target`` on the maze cards a rockfall or a map may target now, ``tg-seat`` with
``data-seat`` for the seats (``tg-target`` when an action card may target them) and
``tg-gold`` with ``data-value`` for the gold cards offered; ids start with the ``id_prefix``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Final

from tablegames.core.svg import (
    BLUISH_GREEN,
    CHALK,
    HIGHLIGHT,
    INK,
    ORANGE,
    PAPER,
    SKY_BLUE,
    SMALLEST_TEXT,
    TIMES,
    VERMILLION,
    YELLOW,
    Element,
    badge,
    card_back,
    card_frame,
    circle,
    document,
    el,
    group,
    last_move_mark,
    line,
    panel,
    path,
    player_name,
    polygon,
    rect,
    table_title,
    text,
    text_width,
    wrap,
)
from tablegames.saboteur.cards import (
    ACTION_BY_CARD,
    ACTIONS,
    BROKEN_CARD,
    BROKEN_TOOL,
    EAST,
    GOLD_CARDS,
    HAND_SIZE,
    NORTH,
    PATHS,
    REPAIRS,
    ROLE_CARDS,
    ROUNDS,
    SOUTH,
    TUNNELS,
    WEST,
    ActionKind,
    Card,
    Role,
    Tool,
)
from tablegames.saboteur.events import (
    CardDiscarded,
    GoalInspected,
    GoldChosen,
    PathCleared,
    PathPlaced,
    RoundStarted,
    Team,
    ToolBroken,
    ToolRepaired,
)
from tablegames.saboteur.maze import CONNECTED, code_of
from tablegames.saboteur.moves import (
    BreakTool,
    ChooseGold,
    Discard,
    PlacePath,
    RepairTool,
    Rockfall,
    SaboteurMove,
    UseMap,
)
from tablegames.saboteur.notation import cell_notation
from tablegames.saboteur.rules import legal_moves, scores
from tablegames.saboteur.state import Phase, SaboteurState, SaboteurView
from tablegames.saboteur.text import render
from tablegames.saboteur.views import legal_moves_from_view
from tablegames.saboteur.words import WORDS, SaboteurWords

__all__ = [
    "action_cards_svg",
    "card",
    "card_svg",
    "cell_label",
    "draw",
    "tool_icon",
    "tunnel_cards_svg",
]

_EARTH = "#8a6a4b"
_EARTH_EDGE = "#4e3a28"
_SAND = "#efdfb6"
_SAND_EDGE = "#6b5236"
_ROCK = "#4a4a48"
_GROUND = "#3a2e25"
_GROUND_LINE = "#4b3c30"
_GOLD = YELLOW
_GOLD_EDGE = "#9a7d00"
_ACTION_COLOUR = {
    ActionKind.BREAK: VERMILLION,
    ActionKind.REPAIR: BLUISH_GREEN,
    ActionKind.ROCKFALL: "#7d7d78",
    ActionKind.MAP: SKY_BLUE,
}
_ROLE_COLOUR = {Role.MINER: SKY_BLUE, Role.SABOTEUR: ORANGE}


def cell_label(x: int, y: int) -> str:
    """The name a legal cell is labelled with: the move notation's name of the cell
    (:func:`~tablegames.saboteur.notation.cell_notation`, ``"3,-1"``), so that a person can
    type what the picture shows (``NW'@3,-1``)."""
    return cell_notation(x, y)


# -- drawing a card -------------------------------------------------------------------------------


def _tunnels(code: int, x: float, y: float, w: float, h: float) -> list[Element]:
    """The sand bands of a path card whose code (openings, connected) is ``code``."""
    cx, cy = x + w / 2, y + h / 2
    t = w * 0.3
    connected = bool(code & CONNECTED)
    bands: list[tuple[float, float, float, float]] = []
    rocks: list[tuple[float, float]] = []
    stub_w, stub_h = w * 0.34, h * 0.3
    for side in (NORTH, EAST, SOUTH, WEST):
        if not code & side:
            continue
        if side == NORTH:
            end = cy if connected else y + stub_h
            bands.append((cx - t / 2, y, t, end - y + (t / 2 if connected else 0)))
            rocks.append((cx, end))
        elif side == SOUTH:
            start = cy - (t / 2 if connected else 0) if connected else y + h - stub_h
            bands.append((cx - t / 2, start, t, y + h - start))
            rocks.append((cx, y + h - stub_h))
        elif side == WEST:
            end = cx if connected else x + stub_w
            bands.append((x, cy - t / 2, end - x + (t / 2 if connected else 0), t))
            rocks.append((end, cy))
        else:
            start = cx - t / 2 if connected else x + w - stub_w
            bands.append((start, cy - t / 2, x + w - start, t))
            rocks.append((x + w - stub_w, cy))
    parts: list[Element] = [
        rect(bx - 1, by - 1, bw + 2, bh + 2, fill=_SAND_EDGE) for bx, by, bw, bh in bands
    ]
    parts.extend(rect(bx, by, bw, bh, fill=_SAND) for bx, by, bw, bh in bands)
    if not connected:
        r = t * 0.48
        for rx, ry in rocks:
            parts.append(
                polygon(
                    [
                        (rx - r, ry + r * 0.2),
                        (rx - r * 0.5, ry - r * 0.8),
                        (rx + r * 0.4, ry - r * 0.9),
                        (rx + r, ry - r * 0.1),
                        (rx + r * 0.6, ry + r * 0.8),
                        (rx - r * 0.5, ry + r * 0.85),
                    ],
                    fill=_ROCK,
                    stroke="#222220",
                    stroke_width=1,
                )
            )
    return parts


def _ladder(cx: float, cy: float, w: float) -> Element:
    half, tall = w * 0.12, w * 0.42
    rungs = [
        line(
            cx - half,
            cy - tall / 2 + i * tall / 4,
            cx + half,
            cy - tall / 2 + i * tall / 4,
            stroke="#5a3d1e",
            stroke_width=max(1.0, w * 0.03),
        )
        for i in range(1, 4)
    ]
    rails = [
        line(
            cx + dx,
            cy - tall / 2,
            cx + dx,
            cy + tall / 2,
            stroke="#5a3d1e",
            stroke_width=max(1.2, w * 0.04),
        )
        for dx in (-half, half)
    ]
    return group(rails, rungs)


def _nugget(cx: float, cy: float, r: float) -> Element:
    return polygon(
        [
            (cx - r, cy + r * 0.3),
            (cx - r * 0.6, cy - r * 0.6),
            (cx + r * 0.2, cy - r * 0.9),
            (cx + r, cy - r * 0.2),
            (cx + r * 0.7, cy + r * 0.7),
            (cx - r * 0.3, cy + r * 0.8),
        ],
        fill=_GOLD,
        stroke=_GOLD_EDGE,
        stroke_width=max(1.0, r * 0.15),
    )


def _coal(cx: float, cy: float, r: float) -> Element:
    return group(
        [
            circle(
                cx + dx * r, cy + dy * r, r * 0.45, fill="#1b1b1b", stroke="#555", stroke_width=1
            )
            for dx, dy in ((-0.5, 0.1), (0.45, -0.05), (0.0, 0.5), (0.05, -0.5))
        ]
    )


def path_card(
    shown: Card, x: float, y: float, w: float, h: float, rotated: bool = False
) -> list[Element]:
    """The face of a path card (tunnel, dead end, start, gold or coal) on the rectangle given."""
    code = code_of(shown, rotated)
    parts: list[Element] = [
        card_frame(x, y, w, h, fill=_EARTH, stroke=_EARTH_EDGE, shadow=False, radius=w * 0.06)
    ]
    parts.extend(_tunnels(code, x, y, w, h))
    cx, cy = x + w / 2, y + h / 2
    if shown is Card.START:
        parts.append(_ladder(cx, cy, w))
    elif shown is Card.GOLD:
        parts.append(_nugget(cx, cy, w * 0.3))
    elif shown in (Card.COAL_NE, Card.COAL_NW):
        parts.append(_coal(cx, cy, w * 0.24))
    return parts


def tool_icon(tool: Tool, cx: float, cy: float, size: float, colour: str = INK) -> Element:
    """A pickaxe, a lantern or a cart, ``size`` pixels tall, centred on ``(cx, cy)``."""
    s = size
    sw = max(1.0, s * 0.09)
    if tool is Tool.PICKAXE:
        return group(
            line(
                cx - s * 0.32,
                cy + s * 0.42,
                cx + s * 0.18,
                cy - s * 0.2,
                stroke=colour,
                stroke_width=sw * 1.2,
                stroke_linecap="round",
            ),
            path(
                "M",
                cx - s * 0.2,
                cy - s * 0.42,
                "Q",
                cx + s * 0.25,
                cy - s * 0.38,
                cx + s * 0.45,
                cy + s * 0.05,
                fill="none",
                stroke=colour,
                stroke_width=sw * 1.3,
                stroke_linecap="round",
            ),
        )
    if tool is Tool.LANTERN:
        return group(
            path(
                "M",
                cx - s * 0.16,
                cy - s * 0.3,
                "Q",
                cx,
                cy - s * 0.55,
                cx + s * 0.16,
                cy - s * 0.3,
                fill="none",
                stroke=colour,
                stroke_width=sw,
            ),
            rect(
                cx - s * 0.22,
                cy - s * 0.3,
                s * 0.44,
                s * 0.62,
                rx=s * 0.06,
                fill="none",
                stroke=colour,
                stroke_width=sw,
            ),
            circle(cx, cy + s * 0.01, s * 0.13, fill=YELLOW, stroke=colour, stroke_width=sw * 0.6),
            rect(cx - s * 0.28, cy + s * 0.32, s * 0.56, s * 0.1, fill=colour),
        )
    return group(
        polygon(
            [
                (cx - s * 0.45, cy - s * 0.25),
                (cx + s * 0.45, cy - s * 0.25),
                (cx + s * 0.32, cy + s * 0.2),
                (cx - s * 0.32, cy + s * 0.2),
            ],
            fill="none",
            stroke=colour,
            stroke_width=sw,
        ),
        circle(cx - s * 0.2, cy + s * 0.32, s * 0.11, fill=colour),
        circle(cx + s * 0.2, cy + s * 0.32, s * 0.11, fill=colour),
    )


def _broken_mark(cx: float, cy: float, size: float) -> Element:
    d = size * 0.42
    return group(
        line(
            cx - d,
            cy - d,
            cx + d,
            cy + d,
            stroke=VERMILLION,
            stroke_width=size * 0.14,
            stroke_linecap="round",
        ),
        line(
            cx - d,
            cy + d,
            cx + d,
            cy - d,
            stroke=VERMILLION,
            stroke_width=size * 0.14,
            stroke_linecap="round",
        ),
    )


#: The narrowest action card that has its name written on it (a 7-point word is wider).
_WORDS_FROM = 30.0


def _action_face(
    shown: Card, x: float, y: float, w: float, h: float, words_on: bool = True
) -> list[Element]:
    spec = ACTION_BY_CARD[shown]
    colour = _ACTION_COLOUR[spec.kind]
    parts: list[Element] = [
        card_frame(x, y, w, h, fill=PAPER, shadow=False, radius=w * 0.06),
        rect(x + 3, y + 3, w - 6, h * 0.16, rx=w * 0.04, fill=colour),
    ]
    cx, cy = x + w / 2, y + h * 0.52
    icon = w * 0.5
    if spec.kind is ActionKind.BREAK:
        parts.append(tool_icon(spec.tools[0], cx, cy, icon))
        parts.append(_broken_mark(cx, cy, icon))
        words = ("broken", spec.tools[0].name.lower())
    elif spec.kind is ActionKind.REPAIR:
        tools = spec.tools
        if len(tools) == 1:
            parts.append(tool_icon(tools[0], cx, cy, icon))
        else:
            parts.append(tool_icon(tools[0], cx - w * 0.2, cy - h * 0.08, icon * 0.75))
            parts.append(tool_icon(tools[1], cx + w * 0.2, cy + h * 0.08, icon * 0.75))
        words = ("repair", "/".join(tool.name.lower() for tool in tools))
    elif spec.kind is ActionKind.ROCKFALL:
        r = w * 0.1
        for dx, dy in ((-1.3, 0.6), (0.0, 0.9), (1.3, 0.6), (-0.6, -0.4), (0.7, -0.4), (0, -1.4)):
            parts.append(
                circle(
                    cx + dx * r, cy + dy * r, r * 0.85, fill=_ROCK, stroke="#222", stroke_width=1
                )
            )
        words = ("rockfall", "")
    else:
        parts.append(
            rect(
                cx - w * 0.26,
                cy - h * 0.13,
                w * 0.52,
                h * 0.26,
                fill="#f7e9c4",
                stroke=INK,
                stroke_width=1,
            )
        )
        parts.append(
            path(
                "M",
                cx - w * 0.18,
                cy + h * 0.06,
                "L",
                cx - w * 0.02,
                cy - h * 0.04,
                "L",
                cx + w * 0.08,
                cy + h * 0.03,
                "L",
                cx + w * 0.18,
                cy - h * 0.07,
                fill="none",
                stroke=VERMILLION,
                stroke_width=1.5,
                stroke_dasharray="3 2",
            )
        )
        words = ("map", "")
    if w < _WORDS_FROM or not words_on:  # the icon and the card's title say it
        return parts
    size = max(7.0, w * 0.13)
    parts.append(text(cx, y + h * 0.84, words[0], size=size, anchor="middle", weight="bold"))
    if words[1]:
        parts.append(
            text(cx, y + h * 0.84 + size * 1.15, words[1], size=size * 0.9, anchor="middle")
        )
    return parts


def card(
    shown: Card,
    x: float,
    y: float,
    width: float = 72,
    *,
    rotated: bool = False,
    element_id: str | None = None,
    classes: str = "tg-card",
    lifted: bool = False,
    caption: bool = True,
    match: str | None = None,
    name: str | None = None,
    title: str | None = None,
) -> Element:
    """One Saboteur card at ``(x, y)``, ``width`` wide and 1.5 times as tall.

    Path cards are drawn as they lie (``rotated``: turned by 180 degrees); action cards with
    their icon and name. ``caption`` writes a card's name on its face (a path card's under its
    picture); without it, a caption may be written beside the card (the hand's); ``match``
    is its ``data-match`` attribute (the moves that play it: a list of partial move documents)
    and ``name`` its ``data-card`` (the card's name if not given); ``title`` its title (the
    card's English name if not given, and "(turned)").
    """
    w, h = width, width * 1.5
    if lifted:
        y -= h * 0.08
    if shown in PATHS:
        face = path_card(shown, x, y, w, h, rotated)
        if caption:
            face.append(
                rect(x + 3, y + h - w * 0.2, w - 6, w * 0.17, rx=3, fill=PAPER, opacity=0.85)
            )
            face.append(
                text(
                    x + w / 2,
                    y + h - w * 0.07,
                    str(shown),
                    size=max(7.0, w * 0.12),
                    anchor="middle",
                    fill=INK,
                )
            )
    else:
        face = _action_face(shown, x, y, w, h, caption)
    return group(
        rect(x + 1.5, y + 2, w, h, rx=w * 0.06, fill="#000000", opacity=0.3),
        face,
        el("title", (str(shown) + (" (turned)" if rotated else "")) if title is None else title),
        id=element_id,
        class_=classes,
        data_card=str(shown) if name is None else name,
        data_match=match,
    )


def _plays(shown: Card) -> str | None:
    """The moves that play an action card whose moves do not name it, as the ``data-match``
    of its picture: partial move documents (JSON), one of which a move must agree with.

    A map is played by ``use_map``, a rockfall by ``rockfall`` and a broken tool by
    ``break_tool`` of its tool, and each may be discarded; none of those moves has a ``card``
    field, so a page that narrows the moves to those naming a picked card (the web client)
    would otherwise find only the discard. A tunnel card in hand stands for its placements as
    printed and its discard: its placements turned are its turned copy's, so
    that the cells lit for each are the places it fits that way. Repair cards are named by
    their moves.
    """
    kinds: list[dict[str, str | bool]] = []
    if shown in _TUNNEL_CARDS:
        kinds.append({"type": "place_path", "card": str(shown), "rotated": False})
    elif shown is Card.MAP:
        kinds.append({"type": "use_map"})
    elif shown is Card.ROCKFALL:
        kinds.append({"type": "rockfall"})
    else:
        tool = BROKEN_TOOL.get(shown)
        if tool is None:
            return None
        kinds.append({"type": "break_tool", "tool": tool.name.lower()})
    kinds.append({"type": "discard", "card": str(shown)})
    return json.dumps(kinds, separators=(",", ":"))


_TUNNEL_CARDS = frozenset(spec.card for spec in TUNNELS)


def _turned(shown: Card) -> str:
    """The ``data-match`` of a tunnel card's turned copy: the moves that place it turned."""
    return json.dumps(
        [{"type": "place_path", "card": str(shown), "rotated": True}], separators=(",", ":")
    )


def card_svg(
    shown: Card, *, width: float = 120, rotated: bool = False, id_prefix: str = "tg-card"
) -> str:
    """A single card as a standalone SVG document.

    >>> from tablegames.saboteur.cards import Card
    >>> from tablegames.saboteur.svg import card_svg
    >>> 'data-card="tunnel NE"' in card_svg(Card.TUNNEL_NE)
    True
    """
    margin = width * 0.08
    return document(
        width + 2 * margin,
        width * 1.5 + 2 * margin,
        card(shown, margin, margin, width, rotated=rotated),
        title=str(shown),
        id_prefix=id_prefix,
        kind="card",
        background=None,
    )


def _gold_card(
    value: int,
    x: float,
    y: float,
    w: float,
    *,
    ring: bool = False,
    words: SaboteurWords = WORDS,
    **attributes: object,
) -> Element:
    say = words.catalogue
    h = w * 1.5
    r = w * 0.14
    # The nuggets keep to the card's upper half, clear of its value and the word under it.
    spots = {
        1: ((0.5, 0.36),),
        2: ((0.35, 0.29), (0.65, 0.45)),
        3: ((0.3, 0.24), (0.68, 0.34), (0.42, 0.5)),
    }[value]
    return group(
        rect(x - 4, y - 4, w + 8, h + 8, rx=w * 0.14, fill="none", stroke=HIGHLIGHT, stroke_width=3)
        if ring
        else None,
        card_frame(x, y, w, h, fill="#fff6c9", stroke=_GOLD_EDGE),
        [_nugget(x + fx * w, y + fy * h, r) for fx, fy in spots],
        text(x + w / 2, y + h * 0.76, str(value), size=w * 0.3, anchor="middle", weight="bold"),
        text(
            x + w / 2,
            y + h * 0.955,
            say.count(value, "svg.gold_card.nuggets"),
            size=max(SMALLEST_TEXT, w * 0.15),
            anchor="middle",
        ),
        el("title", say.say("svg.gold_card", nuggets=say.count(value, "nugget"))),
        **attributes,
    )


def _goal_back(
    x: float, y: float, w: float, h: float, known: Card | None, mine: bool, words: SaboteurWords
) -> Element:
    """A face-down goal; ``known`` marks what a map showed (``mine``) or what the state holds."""
    say = words.catalogue
    parts: list[Element | None] = [
        card_back(x, y, w, h, shadow=False),
        text(
            x + w / 2, y + h * 0.56, "?", size=w * 0.5, anchor="middle", fill=CHALK, weight="bold"
        ),
    ]
    if known is not None:
        kind = "gold" if known is Card.GOLD else "coal"
        word = say.say(f"svg.goal.{kind}")
        band = max(h * 0.3, SMALLEST_TEXT * 1.3)
        parts.append(
            rect(
                x + 2,
                y + h - band - 2,
                w - 4,
                band,
                rx=3,
                fill=_GOLD if known is Card.GOLD else "#cfcfcf",
                stroke=INK,
                stroke_width=1.2,
                stroke_dasharray=None if mine else "3 2",
            )
        )
        size = max(SMALLEST_TEXT, min(w * 0.3, band * 0.6))
        parts.append(
            text(
                x + w / 2,
                y + h - 2 - band / 2 + size * 0.36,
                word,
                size=size,
                anchor="middle",
                weight="bold",
            )
        )
        goal = say.say(f"table.map.{kind}")
        parts.append(el("title", say.say("svg.goal.seen" if mine else "svg.goal.known", goal=goal)))
    return group(parts)


#: A maze cell's height over its width: cards lie portrait, a little squatter than printed so
#: that a wide maze stays legible.
_RATIO = 1.3


def _rubble(x: float, y: float, w: float, h: float, words: SaboteurWords) -> Element:
    r = w * 0.11
    cx, cy = x + w / 2, y + h / 2
    return group(
        [
            circle(
                cx + dx * w, cy + dy * h, r * k, fill="#6f6a63", stroke="#2c2a27", stroke_width=1
            )
            for dx, dy, k in (
                (-0.2, 0.1, 1.0),
                (0.15, 0.15, 1.2),
                (0.0, -0.12, 0.9),
                (0.25, -0.1, 0.7),
                (-0.22, -0.18, 0.6),
            )
        ],
        el("title", words.catalogue.say("svg.rubble")),
        class_="tg-rubble",
    )


# -- the maze -------------------------------------------------------------------------------------


def _legal(obj: SaboteurState | SaboteurView) -> tuple[SaboteurMove, ...]:
    if isinstance(obj, SaboteurView):
        return legal_moves_from_view(obj)
    if obj.to_act is None:
        return ()
    return legal_moves(obj, obj.to_act)


#: The widest a maze card is drawn.
_WIDEST_CELL = 72.0
#: The narrowest a maze card is drawn for its rows' sake: a maze of many rows makes the picture
#: taller rather than its cards narrower (its columns may still make them narrower).
_NARROW_CELL = 56.0
#: The room above the maze's cards: the column numbers, clear of a last move's tag on the
#: edge of a card of the top row.
_MAZE_TOP = SMALLEST_TEXT + 20.0


def _maze_cells(obj: SaboteurState | SaboteurView) -> set[tuple[int, int]]:
    """The maze's cells a picture draws: its cards, the goals, the open ends, and the cells a
    rockfall cleared this round."""
    return (
        {(tile.x, tile.y) for tile in obj.board}
        | {(goal.x, goal.y) for goal in obj.goals}
        | {(fx, fy) for fx, fy, _, _ in obj.network.frontier}
        | {(e.x, e.y) for e in obj.events if isinstance(e, PathCleared)}
    )


def _extent(cells: set[tuple[int, int]]) -> tuple[int, int, int, int]:
    """The first and last columns and rows of the maze's ``cells``: ``(x0, x1, y0, y1)``."""
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return min(xs), max(xs), min(ys), max(ys)


def _maze_margin(y0: int, y1: int) -> float:
    """The room left of the maze's cards, for the widest row number."""
    return max(text_width(str(y), SMALLEST_TEXT) for y in (y0, y1)) + 12


def _maze_height(obj: SaboteurState | SaboteurView, width: float) -> float:
    """The height the maze needs at ``width`` for its cards to be as wide as its columns
    allow, or ``_NARROW_CELL`` wide at least."""
    x0, x1, y0, y1 = _extent(_maze_cells(obj))
    fits = (width - _maze_margin(y0, y1) - 8) / (x1 - x0 + 1)
    return _MAZE_TOP + 8 + (y1 - y0 + 1) * _RATIO * min(fits, _NARROW_CELL)


def _cell_name(x: float, y: float, w: float, h: float, name: str) -> Element:
    """A legal cell's name, centred on its box: on one line where it fits, else broken after
    its comma (``-4,`` over ``-2``) to keep to the card's width at the smallest size."""
    size = SMALLEST_TEXT
    cx, cy = x + w / 2, y + h / 2
    if text_width(name, size, bold=True) <= w - 8:
        return text(
            cx, cy + size * 0.35, name, size=size, anchor="middle", fill=CHALK, weight="bold"
        )
    first, _, second = name.partition(",")
    return el(
        "text",
        el("tspan", first + ",", x=cx, y=cy - size * 0.2),
        el("tspan", second, x=cx, y=cy + size * 0.95),
        font_size=size,
        fill=CHALK,
        text_anchor="middle",
        font_weight="bold",
    )


def _maze(
    obj: SaboteurState | SaboteurView,
    moves: Sequence[SaboteurMove],
    box: tuple[float, float, float, float],
    prefix: str,
    marked: tuple[int, int, str] | None = None,
    words: SaboteurWords = WORDS,
) -> Element:
    say = words.catalogue
    bx, by, bw, bh = box
    tiles = {(tile.x, tile.y): tile for tile in obj.board}
    goals = {(goal.x, goal.y): goal for goal in obj.goals}
    frontier = {(fx, fy) for fx, fy, _, _ in obj.network.frontier}
    placeable = {(m.x, m.y) for m in moves if isinstance(m, PlacePath)}
    rockfall = {(m.x, m.y) for m in moves if isinstance(m, Rockfall)}
    mapped = {(m.x, m.y) for m in moves if isinstance(m, UseMap)}
    cleared = {
        (e.x, e.y) for e in obj.events if isinstance(e, PathCleared) and (e.x, e.y) not in tiles
    }
    cells = _maze_cells(obj)
    x0, x1, y0, y1 = _extent(cells)
    columns, rows = x1 - x0 + 1, y1 - y0 + 1
    margin = _maze_margin(y0, y1)
    cell_w = min(_WIDEST_CELL, (bw - margin - 8) / columns, (bh - _MAZE_TOP - 8) / rows / _RATIO)
    cell_h = cell_w * _RATIO
    gap = cell_w * 0.04
    left = bx + margin + (bw - margin - 8 - columns * cell_w) / 2
    top = by + _MAZE_TOP
    mark: Element | None = None
    parts: list[Element | None] = [
        rect(bx, by, bw, bh, rx=10, fill=_GROUND),
    ]
    for column in range(columns + 1):
        lx = left + column * cell_w
        parts.append(line(lx, top, lx, top + rows * cell_h, stroke=_GROUND_LINE, stroke_width=1))
    for row in range(rows + 1):
        ly = top + row * cell_h
        parts.append(
            line(left, ly, left + columns * cell_w, ly, stroke=_GROUND_LINE, stroke_width=1)
        )
    label_size = SMALLEST_TEXT
    for column in range(columns):
        parts.append(
            text(
                left + (column + 0.5) * cell_w,
                top - 14,
                str(x0 + column),
                size=label_size,
                fill=CHALK,
                anchor="middle",
            )
        )
    for row in range(rows):
        parts.append(
            text(
                left - 6,
                top + (row + 0.5) * cell_h + label_size * 0.35,
                str(y0 + row),
                size=label_size,
                fill=CHALK,
                anchor="end",
            )
        )
    seen = {(s.x, s.y): s.card for s in obj.map_knowledge} if isinstance(obj, SaboteurView) else {}
    for x, y in sorted(cells):
        cx = left + (x - x0) * cell_w + gap
        cy = top + (y - y0) * cell_h + gap
        w, h = cell_w - 2 * gap, cell_h - 2 * gap
        name = cell_label(x, y)
        if (x, y) in tiles:
            tile = tiles[x, y]
            classes = "tg-tile" + (" tg-rockfall-target" if (x, y) in rockfall else "")
            parts.append(
                group(
                    path_card(tile.card, cx, cy, w, h, tile.rotated),
                    el(
                        "title",
                        say.say(
                            "svg.tile.turned" if tile.rotated else "svg.tile",
                            card=words.card_name(tile.card),
                            cell=name,
                        ),
                    ),
                    class_=classes,
                    data_cell=name,
                    data_card=str(tile.card),
                    id=f"{prefix}-tile-{x}_{y}",
                )
            )
        elif (x, y) in goals:
            goal = goals[x, y]
            classes = "tg-goal" + (" tg-map-target" if (x, y) in mapped else "")
            if goal.face_up and goal.card is not None:
                face: list[Element] | Element = path_card(goal.card, cx, cy, w, h, goal.rotated)
                kind = "gold" if goal.card is Card.GOLD else "coal"
                said = say.say(f"svg.goal.up.{kind}", cell=name)
            else:
                known = seen.get((x, y))
                if isinstance(obj, SaboteurState):
                    known = goal.card
                face = _goal_back(cx, cy, w, h, known, isinstance(obj, SaboteurView), words)
                said = say.say("svg.goal.down", cell=name)
            parts.append(
                group(
                    face,
                    el("title", said),
                    class_=classes,
                    data_cell=name,
                    data_face_up=str(goal.face_up).lower(),
                    id=f"{prefix}-goal-{x}_{y}",
                )
            )
        elif (x, y) in frontier:
            legal = (x, y) in placeable
            parts.append(
                group(
                    rect(
                        cx + 2,
                        cy + 2,
                        w - 4,
                        h - 4,
                        rx=6,
                        fill=HIGHLIGHT if legal else "none",
                        fill_opacity=0.28 if legal else None,
                        stroke=HIGHLIGHT if legal else "#a89478",
                        stroke_width=2.5 if legal else 1.2,
                        stroke_dasharray=None if legal else "4 3",
                    ),
                    _rubble(cx, cy, w, h, words) if (x, y) in cleared else None,
                    _cell_name(cx, cy, w, h, name) if legal else None,
                    el("title", say.say("svg.cell.legal" if legal else "svg.cell", cell=name)),
                    class_="tg-cell" + (" tg-legal" if legal else ""),
                    data_cell=name,
                    id=f"{prefix}-cell-{x}_{y}",
                )
            )
        else:
            parts.append(_rubble(cx, cy, w, h, words))
        if marked is not None and marked[:2] == (x, y):
            tag = say.say("picture.last_move")
            mark = last_move_mark(cx, cy, w, h, marked[2], tag=tag, data_cell=name)
    # The mark goes last: its tag, wider than a cell, lay under the cards drawn after it
    # ("dernier cou", "last mov").
    return group(parts, mark, class_="tg-maze")


# -- the table ------------------------------------------------------------------------------------

_W = 1280
#: The maze's width, and the left and width of the column of the seats and the gold right of it.
_MAZE_W: Final = 832.0
_RIGHT_X: Final = 864.0
_RIGHT_W: Final = 400.0
#: The least height of the maze's ground: a maze of five rows, its cards as wide as they go.
_MAZE_LEAST: Final = 520.0


def _hand_sizes(obj: SaboteurState | SaboteurView) -> tuple[int, ...]:
    if isinstance(obj, SaboteurView):
        return obj.hand_sizes
    return tuple(len(hand) for hand in obj.hands)


def _roles_known(obj: SaboteurState | SaboteurView) -> dict[int, Role]:
    """The roles the picture writes beside the seats: every seat's in a state; in a view, the
    viewer's own while a round is played, and every seat's once it has ended (rules §7: all
    role cards are turned over), from the view's result of that round, which it carries while
    the miners choose their gold and at the game's end."""
    if isinstance(obj, SaboteurState):
        return dict(enumerate(obj.roles))
    if obj.results and obj.results[-1].round == obj.round:
        return dict(enumerate(obj.results[-1].roles))
    return {obj.player: obj.role} if obj.player is not None and obj.role is not None else {}


def _gold_of(obj: SaboteurState | SaboteurView, seat: int) -> int | None:
    if isinstance(obj, SaboteurState):
        return sum(obj.gold[seat])
    if obj.gold_totals is not None:
        return obj.gold_totals[seat]
    if seat == obj.player:
        return sum(obj.gold)
    return None


def _seats_panel(
    obj: SaboteurState | SaboteurView,
    moves: Sequence[SaboteurMove],
    box: tuple[float, float, float],
    prefix: str,
    marked: _MoveEvent | None = None,
    names: Sequence[str | None] = (),
    words: SaboteurWords = WORDS,
) -> Element:
    say = words.catalogue
    x, y, w = box
    players = len(obj.broken)
    viewer = obj.player if isinstance(obj, SaboteurView) else None
    # A players' name takes a line of its own under the seat's number, clear of the role, the
    # tools and the gold (NAME_LENGTH characters fit before the tools).
    below = _NAME_LINE if any(names) else 0.0
    row_h = _ROW + below
    roles = _roles_known(obj)
    targets: dict[int, list[str]] = {}
    for move in moves:
        if isinstance(move, BreakTool):
            named = say.say(f"tool.{move.tool.name.lower()}")
            targets.setdefault(move.target, []).append(say.say("svg.target.break", tool=named))
        elif isinstance(move, RepairTool):
            named = say.say(f"tool.{move.tool.name.lower()}")
            targets.setdefault(move.target, []).append(say.say("svg.target.repair", tool=named))
    # The row of the seat whose tools the last move changed grows by a line under all else,
    # for the mark's tag: the row has no room for it beside its tools, nor above them.
    tagged = marked.target if isinstance(marked, ToolBroken | ToolRepaired) else None
    parts: list[Element | None] = [
        panel(x, y, w, 36 + players * row_h + _tag_line(marked), say.say("svg.seats"))
    ]
    sizes = _hand_sizes(obj)
    ry = y + 34
    for seat in range(players):
        height = row_h - 6 + (_tag_line(marked) if seat == tagged else 0)
        acting = obj.to_act == seat and obj.phase is not Phase.OVER
        name = say.say("svg.seat.you" if seat == viewer else "svg.seat", number=seat + 1)
        role = roles.get(seat)
        gold = _gold_of(obj, seat)
        row: list[Element | None] = [
            rect(
                x + 6,
                ry,
                w - 12,
                height,
                rx=8,
                fill=HIGHLIGHT if acting else PAPER,
                opacity=1 if acting else 0.92,
            ),
            text(x + 16, ry + 20, name, size=SMALLEST_TEXT, weight="bold"),
            player_name(names, seat, x + 16, ry + 20 + _NAME_LINE),
            text(x + 16, ry + 40 + below, say.count(sizes[seat], "svg.in_hand"))
            if isinstance(obj, SaboteurView)
            else None,
        ]
        if isinstance(obj, SaboteurState):
            # The state shows every hand, as small cards under the seat's name, within its row.
            for i, shown in enumerate(obj.hands[seat]):
                row.append(
                    card(
                        shown,
                        x + 16 + i * 16,
                        ry + 24 + below,
                        13,
                        caption=False,
                        title=words.card_name(shown),
                    )
                )
        # Left to right, each clear of the one before: the name, the role, the broken tools;
        # the gold keeps the right end of the first line and "to act" of the last (a seat of
        # "Seat 10 · you", a saboteur with three broken tools and 12 nuggets fits in the row).
        after = x + 16 + text_width(name, SMALLEST_TEXT) + 6
        if role is not None:
            word = say.say(f"svg.badge.{role.name.lower()}")
            half = (text_width(word, SMALLEST_TEXT) + SMALLEST_TEXT * 0.9) / 2
            centre = max(x + 150, after + half)
            row.append(
                badge(centre, ry + 14, word, size=SMALLEST_TEXT, fill=_ROLE_COLOUR[role], color=INK)
            )
            after = centre + half + 6
        first = max(x + 230, after + 26)
        for i, tool in enumerate(obj.broken[seat]):
            tx = first + i * 30
            row.append(
                group(
                    rect(
                        tx - 14,
                        ry + 5,
                        28,
                        34,
                        rx=5,
                        fill="#fbe3d3",
                        stroke=VERMILLION,
                        stroke_width=1,
                    ),
                    tool_icon(tool, tx, ry + 22, 22),
                    _broken_mark(tx, ry + 22, 20),
                    el("title", say.say(f"svg.broken.{tool.name.lower()}")),
                )
            )
        if gold is not None:
            row.append(_nugget(x + w - 14 - text_width(str(gold), 16) - 13, ry + 15, 8))
            row.append(text(x + w - 14, ry + 21, str(gold), size=16, anchor="end", weight="bold"))
        if acting:
            row.append(
                text(
                    x + w - 14, ry + 40 + below, say.about("svg.to_act", seat, viewer), anchor="end"
                )
            )
        if isinstance(marked, ToolBroken | ToolRepaired) and marked.target == seat:
            said = _last_move_words(marked, viewer, words)
            tag = say.say("picture.last_move")
            broken = obj.broken[seat]
            # The tag lies in the row's last line, under the tool marked (or the row's middle).
            tag_y = ry + height - _tag_line(marked) / 2
            outline: tuple[float, float, float, float, float]
            if isinstance(marked, ToolBroken) and marked.tool in broken:
                tx = first + broken.index(marked.tool) * 30
                # One pixel out, the outline's halo keeps off the icons of the tools beside.
                outline = (tx - 14, ry + 5, 28, 34, 1.0)
            else:  # a repaired tool is no longer drawn: the seat's row is marked
                tx = x + w / 2
                outline = (x + 6, ry, w - 12, height, 3.0)
            half = (text_width(tag, SMALLEST_TEXT) + SMALLEST_TEXT * 0.9) / 2
            tag_x = min(tx, x + w - 10 - half)
            # The tag is not on the outline's top edge, where the row has its name, its role and
            # its other tools, or the row above.
            ox, oy, ow, oh, pad = outline
            mark = last_move_mark(
                ox, oy, ow, oh, said, tag=tag, tag_at=(tag_x, tag_y), pad=pad, data_seat=seat
            )
            row.append(mark)
        classes = (
            "tg-seat" + (" tg-target" if seat in targets else "") + (" tg-to-act" if acting else "")
        )
        parts.append(
            group(
                row,
                el(
                    "title",
                    say.say(
                        "svg.seat.targets",
                        number=seat + 1,
                        moves=say.say("list.separator").join(targets[seat]),
                    )
                    if seat in targets
                    else say.say("svg.seat.title", number=seat + 1),
                ),
                class_=classes,
                data_seat=seat,
                id=f"{prefix}-seat-{seat}",
            )
        )
        ry += height + 6
    return group(parts)


#: The height of a line of the picture's smallest words.
_LINE: Final = SMALLEST_TEXT + 4.0
#: The height of the line of a seat's player's name, when the seats have names.
_NAME_LINE: Final = _LINE
#: The height of a seat's row without a name: its number, role, tools and gold, then its hand.
_ROW: Final = 52.0


def _tag_line(marked: _MoveEvent | None) -> float:
    """How much taller the seats' panel is for the last move's tag: the line a tag takes (a
    badge of the smallest words, 1.5 times as tall, and 2 pixels either side), when the last
    move broke or repaired a tool, which the seat's row shows."""
    return SMALLEST_TEXT * 1.5 + 4 if isinstance(marked, ToolBroken | ToolRepaired) else 0.0


def _hand_panel(
    obj: SaboteurState | SaboteurView,
    moves: Sequence[SaboteurMove],
    box: tuple[float, float, float, float],
    prefix: str,
    words: SaboteurWords = WORDS,
) -> Element:
    say = words.catalogue
    x, y, w, h = box
    viewer = obj.player if isinstance(obj, SaboteurView) else obj.to_act
    if isinstance(obj, SaboteurView):
        hand = obj.hand
        title = say.say("svg.hand.yours" if obj.player is not None else "svg.hand.spectator")
    else:
        hand = obj.hands[viewer] if viewer is not None else ()
        title = (
            say.say("svg.hand.of", number=viewer + 1)
            if viewer is not None
            else say.say("svg.hand.nobody")
        )
    # Cards a move plays (lifted), and cards that may only be discarded (legal, not lifted):
    # every card may always be discarded, so lifting those would tell nothing. A path card is
    # lifted when it fits somewhere as printed; where it fits turned, its turned copy is drawn
    # beside it (lifted), a card of its own to choose.
    places = [move for move in moves if isinstance(move, PlacePath)]
    turned = {move.card for move in places if move.rotated}
    played = {move.card for move in places if not move.rotated}
    played |= {move.card for move in moves if isinstance(move, RepairTool)}
    played |= {BROKEN_CARD[move.tool] for move in moves if isinstance(move, BreakTool)}
    if any(isinstance(move, Rockfall) for move in moves):
        played.add(Card.ROCKFALL)
    if any(isinstance(move, UseMap) for move in moves):
        played.add(Card.MAP)
    used = played | turned | {move.card for move in moves if isinstance(move, Discard)}
    parts: list[Element | None] = [panel(x, y, w, h, title)]
    # One turned copy per card (two copies of a card in hand are one choice), 0.6 as wide.
    # Six cards and six turned copies fit left of the role and the maps; each card's name is
    # written under it, on as many lines as its column needs at the smallest size.
    copies = {shown: i for i, shown in reversed(list(enumerate(hand))) if shown in turned}
    info_w = _HAND_INFO if w > _MAZE_W else _HAND_INFO_NARROW
    room = w - 28 - info_w
    slots = max(1.0, len(hand) + 0.6 * len(copies))
    card_w = min(_HAND_CARD, (room - 14 * len(hand) - 10 * len(copies)) / slots)
    top = y + 48
    left = x + 14
    for i, shown in enumerate(hand):
        parts.append(
            card(
                shown,
                left,
                top,
                card_w,
                element_id=f"{prefix}-hand-{i}",
                classes="tg-card tg-hand" + (" tg-legal" if shown in used else ""),
                lifted=shown in played,
                caption=False,
                match=_plays(shown),
                title=words.card_name(shown),
            )
        )
        # The kit's estimate is a little narrow for lowercase words ("dead end"): 1.12 times.
        caption = wrap(words.card_name(shown), (card_w + 12) / 1.12, after="/")
        for line_number, line_words in enumerate(caption):
            parts.append(
                text(
                    left + card_w / 2,
                    top + card_w * 1.5 + _LINE * (line_number + 1),
                    line_words,
                    fill=CHALK,
                    anchor="middle",
                )
            )
        left += card_w + 14
        if copies.get(shown) == i:
            small = card_w * 0.6
            low = top + card_w * 1.5 - small * 1.5
            parts.append(
                text(
                    left - 4 + small / 2,
                    low - 14,
                    say.say("svg.turned"),
                    fill=CHALK,
                    anchor="middle",
                )
            )
            parts.append(
                card(
                    shown,
                    left - 4,
                    low,
                    small,
                    rotated=True,
                    element_id=f"{prefix}-turned-{i}",
                    classes="tg-card tg-turned tg-legal",
                    lifted=True,
                    caption=False,
                    match=_turned(shown),
                    name=f"{shown} turned",
                    title=say.say("svg.card.turned", card=words.card_name(shown)),
                )
            )
            left += small + 10
    info_x = x + w - info_w
    role: Role | None
    if isinstance(obj, SaboteurView):
        role = obj.role
    else:
        role = obj.roles[viewer] if viewer is not None else None
    lines: list[str] = []
    if isinstance(obj, SaboteurView):
        for sighting in obj.map_knowledge:
            goal = say.say("table.map.gold" if sighting.card is Card.GOLD else "table.map.coal")
            cell = cell_label(sighting.x, sighting.y)
            lines.append(say.say("svg.map", goal=goal, cell=cell))
        if obj.draw_pile_top is not None:
            lines.append(say.say("svg.top", card=words.card_name(obj.draw_pile_top)))
    if role is not None:
        label = say.say("svg.role")
        word = say.say(f"table.role.{role.name.lower()}")
        # The badge keeps clear of the label: at 80 from it, or further for a long role.
        half = (text_width(word, SMALLEST_TEXT) + SMALLEST_TEXT * 0.9) / 2
        parts.append(text(info_x, y + 60, label, fill=CHALK))
        parts.append(
            badge(
                max(info_x + 80, info_x + text_width(label, SMALLEST_TEXT) + half),
                y + 55,
                word,
                size=SMALLEST_TEXT,
                fill=_ROLE_COLOUR[role],
                color=INK,
            )
        )
    wrapped = [part for said in lines for part in wrap(said, info_w - 14, after="/")]
    for i, said in enumerate(wrapped):
        parts.append(text(info_x, y + 96 + i * _LINE, said, fill=CHALK))
    return group(parts)


#: The widest a card in hand is drawn, and the room right of the hand for the role and maps
#: (across the picture, or under the maze).
_HAND_CARD: Final = 80.0
_HAND_INFO: Final = 300.0
_HAND_INFO_NARROW: Final = 220.0
#: The hand's panel's height: its title, a lifted card, and three lines of a card's name.
_HAND_H: Final = 48 + _HAND_CARD * 1.5 + 3 * _LINE + 10


def _chooser(to_act: int | None, viewer: int | None, words: SaboteurWords) -> str:
    say = words.catalogue
    if to_act is None:
        return say.say("svg.chooser", who=say.say("seat", number="?"))
    return say.about("svg.chooser", to_act, viewer)


def _gold_panel(
    obj: SaboteurState | SaboteurView,
    moves: Sequence[SaboteurMove],
    at: tuple[float, float, float],
    prefix: str,
    words: SaboteurWords = WORDS,
) -> tuple[list[Element | None], float]:
    """What the gold panel at ``at`` (its left, top and width) lists, top down, and where the
    list ends: the panel is drawn around it (as tall as the right column leaves, or taller)."""
    say = words.catalogue
    x, y, w = at
    viewer = obj.player if isinstance(obj, SaboteurView) else None
    parts: list[Element | None] = [_nugget(x + w - 30, y + 18, 11)]
    lowest = y + 22  # the title's baseline, then each line's

    def write(said: str, weight: str | None = None) -> None:
        nonlocal lowest
        for part in wrap(said, w - 20, after="/"):
            lowest += _LINE
            parts.append(text(x + 12, lowest, part, fill=CHALK, weight=weight))

    deck = obj.gold_deck_size if isinstance(obj, SaboteurView) else len(obj.gold_deck)
    roles = ROLE_CARDS[len(obj.broken)]
    lowest += 4
    write(say.count(deck, "svg.gold_deck"))
    choices = sorted({m.value for m in moves if isinstance(m, ChooseGold)})
    if isinstance(obj, SaboteurView):
        offer: Sequence[int] = obj.gold_offer
        stack = obj.gold_stack_size
    else:
        offer, stack = obj.gold_stack, len(obj.gold_stack)
    if obj.phase is Phase.CHOOSE_GOLD:
        write(say.say("svg.found"))
        cards = say.count(stack, "gold_card")
        write(say.say("svg.share", cards=cards, chooser=_chooser(obj.to_act, viewer, words)))
        # One card of each value offered, with how many of it there are: a move names a value.
        for i, value in enumerate(sorted(set(offer))):
            chosen = value in choices
            left = x + 16 + i * (_GOLD_W + 52)
            parts.append(
                _gold_card(
                    value,
                    left,
                    lowest + 16,
                    _GOLD_W,
                    class_="tg-gold" + (" tg-legal" if chosen else ""),
                    data_value=value,
                    id=f"{prefix}-gold-{i}",
                    ring=chosen,
                    words=words,
                )
            )
            parts.append(
                badge(
                    left + _GOLD_W + 24,
                    lowest + 16 + _GOLD_W * 0.75,
                    f"{TIMES} {offer.count(value)}",
                    fill=CHALK,
                    color=INK,
                )
            )
        lowest += 16 + _GOLD_W * 1.5 + 8
    lowest += 4
    for result in obj.results:
        number = result.round + 1
        if result.winner is None:
            write(say.say("svg.result.nobody", number=number))
        elif result.winner is Team.MINERS and result.finder is None:
            write(say.say("svg.result.miners", number=number))
        elif result.winner is Team.MINERS:
            assert result.finder is not None
            write(say.about("svg.result.finder", result.finder, viewer, number=number))
        else:
            share = say.count(result.nuggets, "svg.share_each")
            write(say.say("svg.result.saboteurs", number=number, share=share))
    if obj.phase is not Phase.CHOOSE_GOLD:
        lowest += 4
        miners = say.count(roles.miners, "svg.miner")
        saboteurs = say.count(roles.saboteurs, "svg.saboteur")
        write(say.say("svg.role_cards", miners=miners, saboteurs=saboteurs))
    if isinstance(obj, SaboteurView) and obj.player is not None and obj.gold:
        mine = " + ".join(str(v) for v in obj.gold)
        lowest += 4
        write(say.say("svg.your_gold", values=mine, total=sum(obj.gold)), weight="bold")
    return parts, lowest + 12


#: The width of a gold card offered to the miners.
_GOLD_W: Final = 72.0


def _status(obj: SaboteurState | SaboteurView, viewer: int | None, words: SaboteurWords) -> str:
    say = words.catalogue
    if obj.phase is Phase.OVER:
        totals = obj.gold_totals if isinstance(obj, SaboteurView) else scores(obj)
        assert totals is not None
        best = max(totals)
        won = [seat for seat, total in enumerate(totals) if total == best]
        nuggets = say.count(best, "nugget")
        if len(won) == 1:
            return say.about("svg.over", won[0], viewer, nuggets=nuggets)
        return say.say("svg.over.shared", who=say.seats(won, viewer), nuggets=nuggets)
    key = "svg.chooses" if obj.phase is Phase.CHOOSE_GOLD else "table.to_play"
    if obj.to_act is not None and obj.to_act == viewer:
        status = say.say(f"{key}.you")
    else:
        status = say.say(key, number="?" if obj.to_act is None else obj.to_act + 1)
    return say.say("svg.round", round=obj.round + 1, rounds=ROUNDS, status=status)


#: The events that open a move's events: each move makes exactly one of them, first.
_MOVE_EVENTS = (
    PathPlaced,
    ToolBroken,
    ToolRepaired,
    PathCleared,
    GoalInspected,
    CardDiscarded,
    GoldChosen,
)


_MoveEvent = (
    PathPlaced
    | ToolBroken
    | ToolRepaired
    | PathCleared
    | GoalInspected
    | CardDiscarded
    | GoldChosen
)


def _last_move(obj: SaboteurState | SaboteurView) -> _MoveEvent | None:
    """The event that opened the most recent move in ``obj``'s log, or ``None`` when there is
    none or the move started a new round (the maze and the tools it changed are gone)."""
    for event in reversed(obj.events):
        if isinstance(event, RoundStarted):
            return None
        if isinstance(event, _MOVE_EVENTS):
            return event
    return None


def _last_move_words(event: _MoveEvent, viewer: int | None, words: SaboteurWords) -> str:
    """The title of the last move's mark: who did what, as the viewer saw it."""
    say = words.catalogue
    seat = event.player
    if isinstance(event, PathPlaced):
        key = "svg.last.placed.turned" if event.rotated else "svg.last.placed"
        card = words.card_name(event.card)
        done = say.about(key, seat, viewer, card=card, cell=cell_label(event.x, event.y))
    elif isinstance(event, PathCleared):
        done = say.about("svg.last.cleared", seat, viewer, cell=cell_label(event.x, event.y))
    elif isinstance(event, GoalInspected):
        done = say.about("svg.last.looked", seat, viewer, cell=cell_label(event.x, event.y))
    elif isinstance(event, ToolBroken | ToolRepaired):
        verb = "broke" if isinstance(event, ToolBroken) else "repaired"
        tool = f"svg.tool.{event.tool.name.lower()}"
        # The tool named with whose it is: the mover's own (the reader's, or another seat's,
        # whom the sentence names), the reader's, or another seat's.
        if event.target == seat:
            named = say.say(f"{tool}.own" if seat == viewer else f"{tool}.own.their")
            done = say.about(f"svg.last.{verb}.own", seat, viewer, tool=named)
        else:
            if event.target == viewer:
                named = say.say(f"{tool}.your")
            else:
                named = say.say(f"{tool}.of", number=event.target + 1)
            done = say.about(f"svg.last.{verb}", seat, viewer, tool=named)
    else:
        done = say.about("svg.last.played", seat, viewer)
    return say.say("svg.last", what=done)


def draw(
    obj: SaboteurState | SaboteurView,
    *,
    id_prefix: str = "tg",
    last_move: bool = False,
    names: Sequence[str | None] | None = None,
    words: SaboteurWords | None = None,
) -> str:
    """The maze and the table of ``obj`` as SVG, seen by the view's seat.

    With ``last_move``, the most recent move in ``obj``'s events is marked
    (:func:`~tablegames.core.svg.last_move_mark`): the card a path card placed, the cell a
    rockfall emptied, the goal a map looked at (on the maze), the tool broken or the row of
    the seat whose tool was repaired. A discard or a gold card chosen marks nothing, nor does
    a move that ended the round once the next has begun. A view's events are those its seat
    saw, so the mark shows nothing more.

    With ``names`` (by seat, as :func:`~tablegames.to_svg` passes them), each seat's row has
    its player's name on a line under the seat's number, and the rows grow by that line. The
    row of a seat whose tool the last move broke or repaired has a line more, under its tools,
    for the mark's tag.

    With ``words`` (Saboteur's words in another language, as :func:`~tablegames.to_svg`
    passes them for ``language="fr"``), every word of the picture is theirs: its headline,
    panels, card names, titles, the last move's tag and title (their catalogue's ``svg.*``
    messages, and those of the terminal's table where the words are the same), its title
    (:func:`~tablegames.core.svg.table_title`) and its description (the terminal's table in
    those words, their ``picture``); the root's ``lang`` says their
    language. ``None`` draws in the game's English words, and its description is the English
    ``tablegames.saboteur.text.render``, as before the keyword existed; the English words
    passed draw the same but the root's ``lang="en"``.

    >>> from tablegames import saboteur
    >>> from tablegames.saboteur.svg import draw
    >>> picture = draw(saboteur.view(saboteur.new_game(players=4, seed=7), 0))
    >>> 'class="tg-cell tg-legal"' in picture and 'data-face-up="false"' in picture
    True
    >>> from tablegames.saboteur.words_fr import FRENCH
    >>> french = draw(saboteur.view(saboteur.new_game(players=4, seed=7), 0), words=FRENCH)
    >>> ' lang="fr"' in french and ">Votre main<" in french
    True
    """
    said = WORDS if words is None else words
    say = said.catalogue
    viewer = obj.player if isinstance(obj, SaboteurView) else None
    players = len(obj.broken)
    moves = _legal(obj)
    marked = _last_move(obj) if last_move else None
    on_maze = (
        (marked.x, marked.y, _last_move_words(marked, viewer, said))
        if isinstance(marked, PathPlaced | PathCleared | GoalInspected)
        else None
    )
    named = tuple(names or ())
    # The maze on the left, the seats and the gold on the right, the hand across the bottom;
    # the maze is as tall as the right column, or as its rows need. Where the right column is
    # taller than the maze and a hand of four cards (eight players or more), the hand lies
    # under the maze instead, beside the column, and the picture is shorter.
    seats_h = 36 + players * (_ROW + (_NAME_LINE if any(named) else 0)) + _tag_line(marked)
    gold_top = 56 + seats_h + 12
    gold, gold_end = _gold_panel(obj, moves, (_RIGHT_X, gold_top, _RIGHT_W), id_prefix, said)
    over = obj.phase is Phase.OVER
    status = _status(obj, viewer, said)
    # At the game's end, the result's badge has a strip of its own under the maze, a line of
    # it for each line the result takes within the maze's width (its words in bold, 1.15
    # times as wide: text_width): many winners made one line wider than the picture.
    banner = wrap(status, _MAZE_W - 32 - 18, size=20 * 1.15) if over else []
    strip = 14.0 + 30.0 * len(banner) if over else 0.0
    maze_h = max(_MAZE_LEAST, _maze_height(obj, _MAZE_W)) + strip
    # A spectator's panel of the hand (or the state's, when no seat is to act) is its title.
    seated = viewer is not None if isinstance(obj, SaboteurView) else obj.to_act is not None
    hand_h = _HAND_H if seated else 36.0
    beside = HAND_SIZE[players] <= 4 and gold_end >= 56 + maze_h + 12 + hand_h
    if beside:
        bottom = gold_end
        hand_box = (16.0, bottom - hand_h, _MAZE_W, hand_h)
        maze_h = bottom - hand_h - 12 - 56
    else:
        bottom = max(56 + maze_h, gold_end)
        hand_box = (16.0, bottom + 12, _W - 32.0, hand_h)
        maze_h = bottom - 56
    height = hand_box[1] + hand_h + 16
    maze_box = (16.0, 56.0, _MAZE_W, maze_h - strip)
    pile = obj.draw_pile_size if isinstance(obj, SaboteurView) else len(obj.draw_pile)
    discards = (
        obj.discard_count
        if isinstance(obj, SaboteurView)
        else len(obj.discard_pile) + sum(len(p) for p in obj.hidden_discards)
    )
    parts: list[Element | None] = [
        text(24, 34, "Saboteur", size=22, fill=CHALK, weight="bold"),
        text(150, 34, status, size=17, fill=CHALK),
        text(
            _W - 24,
            34,
            say.say("svg.piles", pile=pile, discards=discards),
            size=15,
            fill=CHALK,
            anchor="end",
        ),
        _maze(obj, moves, maze_box, id_prefix, on_maze, said),
        _seats_panel(obj, moves, (_RIGHT_X, 56.0, _RIGHT_W), id_prefix, marked, named, said),
        group(panel(_RIGHT_X, gold_top, _RIGHT_W, bottom - gold_top, say.say("svg.gold")), gold),
        _hand_panel(obj, moves, hand_box, id_prefix, said),
    ]
    parts.extend(
        badge(
            16 + _MAZE_W / 2,
            56 + maze_h - strip + 22 + 30 * number,
            line,
            size=20,
            fill=HIGHLIGHT,
            color=INK,
        )
        for number, line in enumerate(banner)
    )
    return document(
        _W,
        height,
        parts,
        title=table_title(obj, status, words),
        # The English words' table is the full picture of render; a translation's, the
        # terminal's table in its words (the game has no full picture in other words).
        description=render(obj)
        if say.language == WORDS.catalogue.language
        else said.picture(obj, {}),
        id_prefix=id_prefix,
        kind="table",
        lang=None if words is None else say.language,
    )


# -- the catalogue ---------------------------------------------------------------------------------


def tunnel_cards_svg(*, id_prefix: str = "tg-tunnels") -> str:
    """The path cards: the 40 tunnel cards with their counts, and the start and goal cards.

    A card with two orientations is shown as printed and turned by 180 degrees.
    """
    width, card_w = 1280, 64
    cell = 154
    parts: list[Element | None] = [
        text(24, 38, "Saboteur: the path cards", size=22, fill=CHALK, weight="bold"),
        text(
            width - 24,
            38,
            "connected tunnels join in the centre; a dead end stops at a rock",
            size=14,
            fill=CHALK,
            anchor="end",
        ),
    ]
    items: list[tuple[Card, int | None]] = [(spec.card, spec.count) for spec in TUNNELS]
    items += [(Card.START, None), (Card.GOLD, None), (Card.COAL_NE, None), (Card.COAL_NW, None)]
    per_row = 8
    for i, (shown, copies) in enumerate(items):
        row, column = divmod(i, per_row)
        x = 24 + column * cell
        y = 60 + row * 160
        spec = PATHS[shown]
        turned = code_of(shown, True) != code_of(shown, False)
        parts.append(rect(x, y, cell - 10, 150, rx=8, fill="#000000", opacity=0.2))
        parts.append(card(shown, x + 8, y + 8, card_w, caption=False))
        if turned and copies is not None:
            parts.append(
                card(
                    shown,
                    x + 8 + card_w + 6,
                    y + 8 + card_w * 0.25,
                    card_w * 0.75,
                    rotated=True,
                    caption=False,
                )
            )
            parts.append(
                text(
                    x + 8 + card_w + 6 + card_w * 0.375,
                    y + 8 + card_w * 0.25 - 4,
                    "turned",
                    size=10,
                    fill=CHALK,
                    anchor="middle",
                )
            )
        label = str(shown)
        parts.append(text(x + 8, y + 122, label, size=13, fill=CHALK, weight="bold"))
        note = f"{TIMES} {copies}" if copies is not None else "laid out"
        if shown in (Card.GOLD, Card.COAL_NE, Card.COAL_NW):
            note = "goal, laid out"
        parts.append(text(x + 8, y + 140, note, size=12, fill=CHALK))
        del spec
    rows = (len(items) + per_row - 1) // per_row
    height = 60 + rows * 160 + 10
    total = sum(spec.count for spec in TUNNELS)
    description = "; ".join(f"{spec.card}: {spec.count}" for spec in TUNNELS)
    return document(
        width,
        height,
        parts,
        title=f"Saboteur: the {total} tunnel cards, the start card and the three goal cards",
        description=description,
        id_prefix=id_prefix,
        kind="catalogue",
    )


def action_cards_svg(*, id_prefix: str = "tg-actions") -> str:
    """The 27 action cards with their counts, and the gold cards."""
    width, card_w, cell = 1280, 72, 152
    parts: list[Element | None] = [
        text(24, 38, "Saboteur: the action cards and the gold", size=22, fill=CHALK, weight="bold"),
    ]
    for i, spec in enumerate(ACTIONS):
        row, column = divmod(i, 8)
        x = 24 + column * cell
        y = 60 + row * 170
        parts.append(rect(x, y, cell - 10, 160, rx=8, fill="#000000", opacity=0.2))
        parts.append(card(spec.card, x + (cell - 10 - card_w) / 2, y + 8, card_w))
        parts.append(
            text(
                x + (cell - 10) / 2,
                y + 140,
                f"{TIMES} {spec.count}",
                size=14,
                fill=CHALK,
                anchor="middle",
                weight="bold",
            )
        )
        if spec.kind is ActionKind.REPAIR and len(REPAIRS[spec.card]) > 1:
            parts.append(
                text(
                    x + (cell - 10) / 2,
                    y + 155,
                    "repairs one of the two",
                    size=10,
                    fill=CHALK,
                    anchor="middle",
                )
            )
    x0 = 24 + 3 * cell
    y0 = 60 + 170
    for i, (value, copies) in enumerate(GOLD_CARDS.items()):
        x = x0 + i * cell
        parts.append(rect(x, y0, cell - 10, 160, rx=8, fill="#000000", opacity=0.2))
        parts.append(_gold_card(value, x + (cell - 10 - card_w) / 2, y0 + 8, card_w))
        parts.append(
            text(
                x + (cell - 10) / 2,
                y0 + 140,
                f"{TIMES} {copies}",
                size=14,
                fill=CHALK,
                anchor="middle",
                weight="bold",
            )
        )
    height = 60 + 2 * 170 + 10
    description = (
        "; ".join(f"{spec.card}: {spec.count}" for spec in ACTIONS)
        + "; "
        + "; ".join(f"gold {value}: {copies}" for value, copies in GOLD_CARDS.items())
    )
    return document(
        width,
        height,
        parts,
        title="Saboteur: the 27 action cards and the 28 gold cards",
        description=description,
        id_prefix=id_prefix,
        kind="catalogue",
    )
