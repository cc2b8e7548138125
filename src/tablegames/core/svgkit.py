"""The kit the games draw their tables with: a palette, an element builder and the parts every
table uses (card frames and backs, badges, panels, the document).

:mod:`tablegames.core.svg` re-exports every name here, beside :func:`~tablegames.core.svg.to_svg`
and the checks of a drawing; games import them from there.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final, Union

__all__ = [
    "BACK",
    "BACK_LINE",
    "BLACK",
    "BLUE",
    "BLUISH_GREEN",
    "CHALK",
    "Child",
    "Element",
    "FELT",
    "FELT_EDGE",
    "FELT_LIGHT",
    "FONT",
    "HIGHLIGHT",
    "INK",
    "LAST_MOVE",
    "LAST_MOVE_TAG",
    "MINUS",
    "MUTED",
    "NAME_LENGTH",
    "ORANGE",
    "PANEL",
    "PAPER",
    "PAPER_EDGE",
    "REDDISH_PURPLE",
    "SKY_BLUE",
    "SMALLEST_TEXT",
    "SVG_NS",
    "TIMES",
    "VERMILLION",
    "YELLOW",
    "badge",
    "boxes",
    "card_back",
    "card_frame",
    "circle",
    "document",
    "el",
    "fmt",
    "group",
    "last_move_mark",
    "line",
    "panel",
    "path",
    "player_name",
    "polygon",
    "rect",
    "short_name",
    "text",
    "text_width",
    "wrap",
]

# -- the palette ----------------------------------------------------------------------------------

#: A colour of the palette of Okabe and Ito (2008), which people with every common
#: colour-vision deficiency tell apart; the colours mark suits, teams and highlights, each
#: paired with a symbol or a word wherever it carries meaning.
ORANGE: Final = "#E69F00"
#: Sky blue, of the palette of Okabe and Ito (see :data:`ORANGE`).
SKY_BLUE: Final = "#56B4E9"
#: Bluish green, of the palette of Okabe and Ito (see :data:`ORANGE`).
BLUISH_GREEN: Final = "#009E73"
#: Yellow, of the palette of Okabe and Ito (see :data:`ORANGE`).
YELLOW: Final = "#F0E442"
#: Blue, of the palette of Okabe and Ito (see :data:`ORANGE`).
BLUE: Final = "#0072B2"
#: Vermillion, of the palette of Okabe and Ito (see :data:`ORANGE`).
VERMILLION: Final = "#D55E00"
#: Reddish purple, of the palette of Okabe and Ito (see :data:`ORANGE`).
REDDISH_PURPLE: Final = "#CC79A7"
#: Black, of the palette of Okabe and Ito (see :data:`ORANGE`).
BLACK: Final = "#000000"

#: The table's own colours: felt, ink, card paper and backs. This one is the felt of the table.
FELT: Final = "#24573f"
#: The darker green of the felt's edge.
FELT_EDGE: Final = "#173a2a"
#: A lighter green on the felt, for places and marks drawn on it.
FELT_LIGHT: Final = "#2e6b4f"
#: The dark ink of words and lines on paper.
INK: Final = "#1d1d1b"
#: A grey ink for secondary words and lines.
MUTED: Final = "#5b5b57"
#: The paper of a card's face.
PAPER: Final = "#fbf8ef"
#: The outline of a card's face (:func:`card_frame`).
PAPER_EDGE: Final = "#8a8678"
#: A pale ink for words written on the felt: headings, a :func:`badge`'s figure.
CHALK: Final = "#f4f1e6"
#: The ground of a card's back (:func:`card_back`).
BACK: Final = "#2b3f66"
#: The pattern on a card's back (:func:`card_back`).
BACK_LINE: Final = "#4d6699"
#: A pale colour for panels drawn on the felt, the same as :data:`CHALK`.
PANEL: Final = "#f4f1e6"
#: What a drawing highlights, such as the seat to act or a trick's winner (:data:`YELLOW`).
HIGHLIGHT: Final = YELLOW
#: The outline of what the most recent move changed (:func:`last_move_mark`), drawn over a dark
#: halo so that it shows on the felt and on a card alike.
LAST_MOVE: Final = SKY_BLUE
#: The words :func:`last_move_mark` writes on its tag unless told others.
LAST_MOVE_TAG: Final = "last move"

#: Typographic signs, written as escapes so that the source shows which character is meant.
#: This one is the multiplication sign, U+00D7.
TIMES: Final = "\u00d7"
#: The minus sign, U+2212 (not ASCII's hyphen-minus).
MINUS: Final = "\u2212"

#: The most characters of a seat's player's name a picture shows (:func:`short_name`): a longer
#: name is cut to ``NAME_LENGTH - 1`` characters and an ellipsis, so that it keeps to its
#: seat's place in every game's table.
NAME_LENGTH: Final = 12

#: The smallest font size of a picture's words, in the drawing's units. The table pages show a
#: drawing 1,280 units wide at 880 CSS pixels on a 1,280-pixel desktop, so a word of this size
#: is shown at 10 pixels or more, the common floor of legible text; a drawing shown at its own
#: size (a saved file, a notebook) shows it at 15 pixels.
SMALLEST_TEXT: Final = 15

#: The font families, generic names only, so that a picture never fetches a font.
FONT: Final = "'DejaVu Sans', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif"

#: The SVG namespace, the ``xmlns`` of every drawing's root element (:func:`document`).
SVG_NS: Final = "http://www.w3.org/2000/svg"

# -- elements -------------------------------------------------------------------------------------


class Element(str):
    """A piece of SVG markup, already written and escaped: what :func:`el` returns.

    It is a ``str``, so a drawing is joined as text; :func:`el` puts an ``Element`` child in
    as it is, and escapes any other text.
    """

    __slots__ = ()


#: What :func:`el` takes as children: elements, text, ``None`` (left out), or sequences of them
#: (nested as deep as one likes; written ``Sequence[object]``, as a recursive alias would not
#: document).
Child = Union[Element, str, None, Sequence[object]]  # noqa: UP007 - an alias needs Union on 3.10


def fmt(value: float) -> str:
    """A number as the drawings write it: at most two decimals, no trailing zeros, no ``-0``.

    Every coordinate goes through it, so the same input always gives the same bytes.

    >>> from tablegames.core.svg import fmt
    >>> fmt(3), fmt(2.5), fmt(1 / 3), fmt(-0.001), fmt(True)
    ('3', '2.5', '0.33', '0', '1')
    """
    if isinstance(value, int):
        return str(int(value))
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


#: Python keyword names to SVG attribute names (``class_`` -> ``class``, ``stroke_width`` ->
#: ``stroke-width``), filled as names are met: a memo table of pure results.
_NAMES: dict[str, str] = {}

# Characters XML 1.0 does not allow at all; a text holding one would make the document invalid.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_TEXT_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;"})
_ATTRIBUTE_ESCAPES = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;", "\t": "&#9;"}
)


def _escape_text(value: str) -> str:
    return _NOT_XML.sub("", value).translate(_TEXT_ESCAPES)


def _escape_attribute(value: str) -> str:
    return _NOT_XML.sub("", value).translate(_ATTRIBUTE_ESCAPES)


def _write_children(children: Iterable[object], parts: list[str]) -> None:
    for child in children:
        if child is None:
            continue
        if isinstance(child, Element):
            parts.append(child)
        elif isinstance(child, str):
            parts.append(_escape_text(child))
        elif isinstance(child, Sequence):
            _write_children(child, parts)
        else:
            raise TypeError(f"an SVG child must be an element, text or a list, not {child!r}")


def el(tag: str, *children: Child, **attributes: object) -> Element:
    """An element, written: ``el("rect", x=1, y=2, class_="tg-cell", data_cell="1,2")``.

    Attribute names lose a trailing underscore and turn underscores into dashes
    (``stroke_width`` is written ``stroke-width``); values ``None`` and ``False`` leave the
    attribute out, numbers go through :func:`fmt`, text is escaped. Children may be elements
    (put in as they are), text (escaped), ``None`` (left out) or lists of them. Elements
    without children are self-closed.

    >>> from tablegames.core.svg import el
    >>> el("text", "Tom & Jerry", x=1.5, font_size=12, class_="label")
    '<text x="1.5" font-size="12" class="label">Tom &amp; Jerry</text>'
    """
    parts = ["<", tag]
    for name, value in attributes.items():
        if value is None or value is False:
            continue
        if value is True:
            written = "true"
        elif type(value) is int:
            written = str(value)
        elif type(value) is float:
            written = fmt(value)
        else:
            written = _escape_attribute(str(value))
        written_name = _NAMES.get(name)
        if written_name is None:
            written_name = _NAMES.setdefault(name, name.rstrip("_").replace("_", "-"))
        parts.append(f' {written_name}="{written}"')
    if not children:
        parts.append("/>")
        return Element("".join(parts))
    parts.append(">")
    _write_children(children, parts)
    if parts[-1] == ">":  # every child was None or empty
        parts[-1] = "/>"
        return Element("".join(parts))
    parts.append(f"</{tag}>")
    return Element("".join(parts))


# -- shapes ----------------------------------------------------------------------------------------


def group(*children: Child, **attributes: object) -> Element:
    """A ``<g>`` element."""
    return el("g", *children, **attributes)


def rect(x: float, y: float, width: float, height: float, **attributes: object) -> Element:
    """A ``<rect>``; pass ``rx`` for rounded corners."""
    return el("rect", x=x, y=y, width=width, height=height, **attributes)


def circle(cx: float, cy: float, r: float, **attributes: object) -> Element:
    """A ``<circle>``."""
    return el("circle", cx=cx, cy=cy, r=r, **attributes)


def line(x1: float, y1: float, x2: float, y2: float, **attributes: object) -> Element:
    """A ``<line>``."""
    return el("line", x1=x1, y1=y1, x2=x2, y2=y2, **attributes)


def path(*commands: str | float, **attributes: object) -> Element:
    """A ``<path>`` whose ``d`` is the commands and numbers given, written with :func:`fmt`.

    >>> from tablegames.core.svg import path
    >>> path("M", 0, 0, "L", 10, 2.5, "Z", fill="none")
    '<path d="M 0 0 L 10 2.5 Z" fill="none"/>'
    """
    d = " ".join(part if isinstance(part, str) else fmt(part) for part in commands)
    return el("path", d=d, **attributes)


def boxes(rectangles: Sequence[tuple[float, float, float, float]], **attributes: object) -> Element:
    """Many ``(x, y, width, height)`` rectangles drawn as one ``<path>``: empty slots of a grid.

    One element instead of dozens keeps big drawings small and quick to make.
    """
    commands: list[str | float] = []
    for x, y, width, height in rectangles:
        commands += ["M", x, y, "h", width, "v", height, "h", -width, "Z"]
    return path(*commands, **attributes) if commands else Element()


def polygon(points: Sequence[tuple[float, float]], **attributes: object) -> Element:
    """A ``<polygon>`` through ``points``."""
    return el("polygon", points=" ".join(f"{fmt(x)},{fmt(y)}" for x, y in points), **attributes)


def text(
    x: float,
    y: float,
    content: str,
    *,
    size: float = SMALLEST_TEXT,
    fill: str = INK,
    anchor: str | None = None,
    weight: str | None = None,
    **attributes: object,
) -> Element:
    """A ``<text>`` whose baseline sits at ``y``; ``anchor`` is ``"middle"`` or ``"end"``.

    Its default ``fill``, :data:`INK`, is for words on a card, a panel or a badge: words
    written on the felt itself are ``fill=CHALK`` (INK on :data:`FELT` is about 2:1, which
    :func:`~tablegames.core.svg.legibility_problems` refuses).
    """
    return el(
        "text",
        content,
        x=x,
        y=y,
        font_size=size,
        fill=fill,
        text_anchor=anchor,
        font_weight=weight,
        **attributes,
    )


def short_name(name: str) -> str:
    """A seat's player's name as a picture shows it: at most ``NAME_LENGTH`` characters,
    a longer one cut and ended with an ellipsis. (Its text is escaped where it is written,
    by :func:`el`, as every text.)

    >>> from tablegames.core.svg import short_name
    >>> short_name("Bo"), short_name("Bartholomew the Brave")
    ('Bo', 'Bartholomew…')
    """
    return name if len(name) <= NAME_LENGTH else name[: NAME_LENGTH - 1] + "\u2026"


def player_name(
    names: Sequence[str | None], seat: int, x: float, y: float, *, size: float = SMALLEST_TEXT
) -> Element | None:
    """The name of ``seat``'s player as a line of text at ``(x, y)`` (class ``tg-seat-name``,
    with ``data-seat``), from the ``names`` a drawing is given by :func:`to_svg` (already cut
    by :func:`short_name`); ``None`` where the seat has no name.

    >>> from tablegames.core.svg import player_name
    >>> 'class="tg-seat-name" data-seat="0">Ann</text>' in player_name(["Ann", None], 0, 10, 20)
    True
    >>> player_name(["Ann", None], 1, 10, 20) is None, player_name(["Ann"], 3, 10, 20) is None
    (True, True)
    """
    name = names[seat] if seat < len(names) else None
    if not name:
        return None
    return text(x, y, name, size=size, fill=INK, class_="tg-seat-name", data_seat=seat)


def text_width(content: str, size: float, *, bold: bool = False) -> float:
    """A generous estimate of the width of ``content`` at font ``size`` (no font is measured);
    ``bold`` text is about 1.15 times as wide."""
    return len(content) * size * (0.69 if bold else 0.6)


def wrap(
    words: str | Sequence[str],
    room: float,
    *,
    size: float = SMALLEST_TEXT,
    join: str = " ",
    indent: float = 0.0,
    after: str = "",
    bold: int = 0,
) -> list[str]:
    """``words`` set in lines no wider than ``room`` at font ``size`` (as :func:`text_width`
    guesses), for a drawing that writes long lines on several rather than in a smaller font.

    A string is broken at its spaces; a sequence of pieces (a seat's notes, say) is set with
    ``join`` between two on a line. The lines after the first are ``indent`` narrower (a
    continuation set in from the left). A piece too wide for a line is broken after any of the
    characters ``after`` it holds, which stay on the line above, or else takes a line of its
    own. The first ``bold`` pieces (a player's name in bold) are counted as wide as their
    letters may be: a bold "W" is about 1.1 times the font size.

    >>> from tablegames.core.svg import wrap
    >>> wrap("nobody bid: the wild 4 discarded", 180)
    ['nobody bid: the wild', '4 discarded']
    >>> wrap(["won by seat 4: +1", "(mordienne)"], 190, join=" · ")
    ['won by seat 4: +1', '(mordienne)']
    >>> wrap("repair pickaxe/lantern", 70, after="/")
    ['repair', 'pickaxe/', 'lantern']
    """
    # Each piece with what joins it to the one before on a line: a piece broken after one of
    # the characters ``after`` goes on with nothing between.
    glued: list[tuple[str, str, float]] = []
    for number, piece in enumerate(words.split(" ") if isinstance(words, str) else words):
        glue = join
        while text_width(piece, size) > room:
            cuts = [i for i, letter in enumerate(piece[:-1]) if letter in after]
            if not cuts:
                break
            glued.append((piece[: cuts[0] + 1], glue, text_width(piece[: cuts[0] + 1], size)))
            glue, piece = "", piece[cuts[0] + 1 :]
        wide = len(piece) * size * 1.1 if number < bold else text_width(piece, size)
        glued.append((piece, glue, wide))
    lines: list[str] = []
    used = 0.0
    for piece, glue, wide in glued:
        gap = text_width(glue, size)
        if lines and used + gap + wide <= (room if len(lines) == 1 else room - indent):
            lines[-1] += glue + piece
            used += gap + wide
        else:
            lines.append(piece)
            used = wide
    return lines


# -- the parts every table uses --------------------------------------------------------------------


def card_frame(
    x: float,
    y: float,
    width: float,
    height: float,
    *,
    fill: str = PAPER,
    stroke: str = PAPER_EDGE,
    radius: float | None = None,
    shadow: bool = True,
    **attributes: object,
) -> Element:
    """A card's outline: a rounded rectangle on a soft shadow. Draw the face on top of it."""
    r = radius if radius is not None else round(min(width, height) * 0.09, 1)
    return group(
        rect(x + 1.5, y + 2, width, height, rx=r, fill=BLACK, opacity=0.25) if shadow else None,
        rect(x, y, width, height, rx=r, fill=fill, stroke=stroke, stroke_width=1),
        **attributes,
    )


def card_back(
    x: float, y: float, width: float, height: float, *, shadow: bool = True, **attributes: object
) -> Element:
    """The back of a card: the same for every card, so it tells nothing."""
    inset = max(2.0, min(width, height) * 0.1)
    inner_w, inner_h = width - 2 * inset, height - 2 * inset
    cx, cy = x + width / 2, y + height / 2
    diamond = [
        (cx, cy - inner_h * 0.32),
        (cx + inner_w * 0.32, cy),
        (cx, cy + inner_h * 0.32),
        (cx - inner_w * 0.32, cy),
    ]
    return group(
        card_frame(x, y, width, height, fill=BACK, stroke="#1a2744", shadow=shadow),
        rect(
            x + inset,
            y + inset,
            inner_w,
            inner_h,
            rx=min(width, height) * 0.05,
            fill="none",
            stroke=BACK_LINE,
            stroke_width=1,
        ),
        polygon(diamond, fill=BACK_LINE, opacity=0.8),
        **attributes,
    )


def badge(
    x: float,
    y: float,
    label: str,
    *,
    size: float = SMALLEST_TEXT,
    fill: str = INK,
    color: str = CHALK,
    **attributes: object,
) -> Element:
    """A pill-shaped label centred on ``(x, y)``, such as a count of cards."""
    width = text_width(label, size) + size * 0.9
    height = size * 1.5
    return group(
        rect(x - width / 2, y - height / 2, width, height, rx=height / 2, fill=fill),
        text(x, y + size * 0.36, label, size=size, fill=color, anchor="middle", weight="bold"),
        **attributes,
    )


def panel(
    x: float, y: float, width: float, height: float, title: str | None = None, **attributes: object
) -> Element:
    """A darker box on the felt with an optional heading: where a table lists things."""
    return group(
        rect(x, y, width, height, rx=8, fill=BLACK, opacity=0.22),
        text(x + 12, y + 22, title, size=SMALLEST_TEXT + 1, fill=CHALK, weight="bold")
        if title
        else None,
        **attributes,
    )


def last_move_mark(
    x: float,
    y: float,
    width: float,
    height: float,
    words: str,
    *,
    tag: str = LAST_MOVE_TAG,
    tag_at: tuple[float, float] | None = None,
    pad: float = 3,
    **attributes: object,
) -> Element:
    """The mark of what the most recent move changed: an outline around the box ``(x, y,
    width, height)``, sky blue over a dark halo, with a ``tag`` written on its top edge and
    ``words`` as its title (a tooltip, read by screen readers), so that the mark is never told
    by its colour alone (an empty ``tag`` leaves it out, for a part too small to carry it).
    ``tag_at`` centres the tag elsewhere, where the top edge would cover other parts; it stays
    in the mark's group either way, so that a page finds it with the mark. The outline lies
    ``pad`` outside the box. Its class is ``tg-last-move``; a game adds the ``data-*``
    attributes of the part it marks.

    Draw it after the part it marks, so that it lies on top.

    >>> from tablegames.core.svg import last_move_mark
    >>> mark = last_move_mark(10, 10, 40, 60, "last move: seat 2 played", data_seat=1)
    >>> mark.startswith('<g class="tg-last-move" data-seat="1"><title>last move: seat 2')
    True
    """
    box = (x - pad, y - pad, width + 2 * pad, height + 2 * pad)
    tag_x, tag_y = (x + width / 2, y - pad) if tag_at is None else tag_at
    return group(
        el("title", words),
        rect(*box, rx=6, fill="none", stroke=INK, stroke_width=6, opacity=0.7),
        rect(*box, rx=6, fill="none", stroke=LAST_MOVE, stroke_width=3),
        badge(tag_x, tag_y, tag, size=SMALLEST_TEXT, fill=LAST_MOVE, color=INK) if tag else None,
        class_="tg-last-move",
        **attributes,
    )


def document(
    width: float,
    height: float,
    *children: Child,
    title: str,
    description: str | None = None,
    id_prefix: str = "tg",
    kind: str = "table",
    background: str | None = FELT,
    lang: str | None = None,
) -> str:
    """A whole SVG document: root element, title and description for screen readers, content.

    Args:
        width: The width in pixels of the picture (also its ``viewBox`` width).
        height: Its height in pixels.
        children: The content.
        title: A one-line title (a tooltip, and the accessible name); a table's is
            :func:`~tablegames.core.svg.table_title`'s.
        description: A longer text alternative (the game's text picture, say).
        id_prefix: The root's ``id``; the games prefix the ids of clickable parts with it.
        kind: Added to the root's class (``tg-table``, ``tg-card``...).
        background: The fill of a full-size background (``None``: transparent). On the
            default, :data:`FELT`, words are written in :data:`CHALK`.
        lang: The language tag of the picture's words, as the root's ``lang`` attribute
            (``None``: no attribute, the same bytes as before it existed). A drawing in a
            game's words in another language says so (``"fr"``), so that a page of another
            language, and a screen reader, read it with that language's rules.
    """
    root = el(
        "svg",
        el("title", title),
        el("desc", description) if description else None,
        rect(0, 0, width, height, fill=background, rx=10) if background else None,
        *children,
        xmlns=SVG_NS,
        id=id_prefix,
        class_=f"tg-svg tg-{kind}",
        width=width,
        height=height,
        viewBox=f"0 0 {fmt(width)} {fmt(height)}",
        role="img",
        font_family=FONT,
        lang=lang,
    )
    return str(root)
