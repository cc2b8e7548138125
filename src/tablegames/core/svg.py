"""SVG pictures of states and views: :func:`to_svg`, and the small kit the games draw with.

Every game draws its own table in its ``svg`` module and hands it to the kernel through the
:meth:`Game.drawing <tablegames.Game.drawing>` hook; :func:`to_svg` finds the game from the
object's type, as the other generic functions do. What the games share lives here:

* an element builder (:func:`el` and the shape helpers) that escapes every text and attribute
  and writes the same bytes for the same element;
* :func:`fmt`, the one way numbers are written (at most two decimals, so no float noise);
* a palette (Okabe and Ito's, which people with every common colour-vision deficiency can tell
  apart; the games add a symbol per suit or colour, so colour is never the only cue);
* the card frame, card back, badge and panel that every table uses.

A drawing is plain SVG text: no script, no external reference (no image, font or style sheet
fetched from anywhere; fonts are a generic family list), no XML declaration, so that it can be
saved as a ``.svg`` file, shown by Jupyter, or put inline in an HTML page. Each clickable thing
(a card in hand, a legal cell, a seat) carries a ``class`` and ``data-*`` attributes, and an
``id`` made from the ``id_prefix`` given to :func:`to_svg`, so that a page can attach clicks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Final, Union, cast

from tablegames.core.errors import ConfigError, NotAGameObjectError, SeatError
from tablegames.core.game import hook

__all__ = [
    "BLACK",
    "BLUE",
    "BLUISH_GREEN",
    "FONT",
    "ORANGE",
    "REDDISH_PURPLE",
    "SKY_BLUE",
    "TIMES",
    "MINUS",
    "VERMILLION",
    "YELLOW",
    "Element",
    "badge",
    "boxes",
    "card_back",
    "card_frame",
    "circle",
    "document",
    "el",
    "fmt",
    "group",
    "has_drawing",
    "line",
    "panel",
    "path",
    "polygon",
    "rect",
    "repr_svg",
    "svg_problems",
    "text",
    "text_width",
    "to_svg",
]

# -- the palette ----------------------------------------------------------------------------------

#: A colour of the palette of Okabe and Ito (2008), which people with every common
#: colour-vision deficiency tell apart; the colours mark suits, teams and highlights, each
#: paired with a symbol or a word wherever it carries meaning.
ORANGE: Final = "#E69F00"
SKY_BLUE: Final = "#56B4E9"
BLUISH_GREEN: Final = "#009E73"
YELLOW: Final = "#F0E442"
BLUE: Final = "#0072B2"
VERMILLION: Final = "#D55E00"
REDDISH_PURPLE: Final = "#CC79A7"
BLACK: Final = "#000000"

#: The table's own colours: felt, ink, card paper and backs.
FELT: Final = "#24573f"
FELT_EDGE: Final = "#173a2a"
FELT_LIGHT: Final = "#2e6b4f"
INK: Final = "#1d1d1b"
MUTED: Final = "#5b5b57"
PAPER: Final = "#fbf8ef"
PAPER_EDGE: Final = "#8a8678"
CHALK: Final = "#f4f1e6"
BACK: Final = "#2b3f66"
BACK_LINE: Final = "#4d6699"
PANEL: Final = "#f4f1e6"
HIGHLIGHT: Final = YELLOW

#: Typographic signs, written as escapes so that the source shows which character is meant.
TIMES: Final = "\u00d7"
MINUS: Final = "\u2212"

#: The font families, generic names only, so that a picture never fetches a font.
FONT: Final = "'DejaVu Sans', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif"

SVG_NS: Final = "http://www.w3.org/2000/svg"

# -- elements -------------------------------------------------------------------------------------


class Element(str):
    """A piece of SVG markup, already written and escaped: what :func:`el` returns.

    It is a ``str``, so a drawing is joined as text; :func:`el` puts an ``Element`` child in
    as it is, and escapes any other text.
    """

    __slots__ = ()


# What el() takes as children: elements, text, None (left out), or sequences of them (nested
# as deep as one likes; written Sequence[object], as a recursive alias would not document).
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
    size: float = 14,
    fill: str = INK,
    anchor: str | None = None,
    weight: str | None = None,
    **attributes: object,
) -> Element:
    """A ``<text>`` whose baseline sits at ``y``; ``anchor`` is ``"middle"`` or ``"end"``."""
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


def text_width(content: str, size: float) -> float:
    """A generous estimate of the width of ``content`` at font ``size`` (no font is measured)."""
    return len(content) * size * 0.6


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
    size: float = 12,
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
        text(x + 12, y + 22, title, size=15, fill=CHALK, weight="bold") if title else None,
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
) -> str:
    """A whole SVG document: root element, title and description for screen readers, content.

    Args:
        width: The width in pixels of the picture (also its ``viewBox`` width).
        height: Its height in pixels.
        children: The content.
        title: A one-line title (a tooltip, and the accessible name).
        description: A longer text alternative (the game's text picture, say).
        id_prefix: The root's ``id``; the games prefix the ids of clickable parts with it.
        kind: Added to the root's class (``tg-table``, ``tg-card``...).
        background: The fill of a full-size background (``None``: transparent).
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
    )
    return str(root)


# -- the generic function --------------------------------------------------------------------------

_ID_PREFIX = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,63}")


def has_drawing(game: object) -> bool:
    """Whether ``game`` supplies a :meth:`~tablegames.Game.drawing` of its own."""
    from tablegames.core.game import Game

    found = getattr(type(game), "drawing", None)
    return found is not None and found is not getattr(Game, "drawing", None)


def to_svg(state_or_view: object, seat: int | None = None, *, id_prefix: str = "tg") -> str:
    """Draw a state or a view as an SVG picture of the table.

    A seat's drawing is made from that seat's view, never from the state: ``to_svg(state,
    seat=2)`` is ``to_svg(view(state, 2))``, so it shows nothing seat 2 may not see. A state
    drawn without a seat shows everything, secrets included (every hand, roles, the goals),
    like :func:`~tablegames.render` of a state; draw a spectator with ``to_svg(view(state,
    None))``.

    The text is a standalone SVG document (no XML declaration, no script, no external
    reference) that also works inline in HTML. Its root has the id ``id_prefix``; cards in
    hand, legal cells and seats carry ``tg-*`` classes, ``data-*`` attributes and ids starting
    with ``id_prefix``, so that a page can attach clicks. Give each picture of a page its own
    prefix. The same input gives the same bytes.

    >>> import tablegames
    >>> state = tablegames.new_game("aluette", players=4, seed=7)
    >>> picture = tablegames.to_svg(state, seat=0)
    >>> picture.startswith("<svg") and picture == tablegames.to_svg(tablegames.view(state, 0))
    True

    Args:
        state_or_view: A state or a view of any game that supplies a drawing.
        seat: Draw a state as this seat sees it (through its view). For a view, ``None`` or
            the viewer's own seat.
        id_prefix: The id of the picture's root and the start of every id inside it: a letter
            then letters, digits, ``-`` or ``_`` (at most 64 characters).

    Raises:
        NotAGameObjectError: if the object is not a state or view of a registered game.
        SeatError: if ``seat`` is not a seat of the game, or not the viewer of a view.
        ConfigError: if ``id_prefix`` is malformed, or the game has no drawing.
    """
    from tablegames.core.api import view
    from tablegames.core.registry import game_for

    game = game_for(state_or_view)
    if game is None or not isinstance(state_or_view, (game.state_type, game.view_type)):
        raise NotAGameObjectError(
            f"to_svg() needs a state or a view, got {type(state_or_view).__name__}"
        )
    if type(id_prefix) is not str or not _ID_PREFIX.fullmatch(id_prefix):
        raise ConfigError(
            "id_prefix must be a letter followed by letters, digits, '-' or '_' "
            f"(at most 64 characters), got {id_prefix!r}"
        )
    obj = state_or_view
    if isinstance(obj, game.view_type):
        viewer = cast(object, getattr(obj, "player", None))
        if seat is not None and seat != viewer:
            raise SeatError(
                f"this is the view of {'a spectator' if viewer is None else f'seat {viewer}'}: "
                f"it cannot be drawn for seat {seat!r}"
            )
    elif seat is not None:
        obj = view(obj, seat)
    drawing = hook(game, "drawing")
    return cast(str, drawing(obj, id_prefix=id_prefix))


_SVG_TAG = "{" + SVG_NS + "}svg"
# Elements that run code, load other documents or pictures, or embed HTML: never in a drawing.
_FORBIDDEN = frozenset(
    "{" + SVG_NS + "}" + name
    for name in ("script", "image", "foreignObject", "iframe", "use", "style", "a", "feImage")
)
_EXTERNAL = re.compile(r"url\(\s*['\"]?\s*(?!#)", re.IGNORECASE)


def svg_problems(picture: str) -> list[str]:
    """Every way ``picture`` breaks the promises of a drawing (empty when it keeps them).

    A drawing must be well-formed XML whose root is an SVG ``<svg>`` element with a width and a
    height, hold no script, event handler, style sheet, link, picture or embedded document, and
    refer to nothing outside itself (no ``href``, no ``url(...)`` but to its own ``#ids``).
    The conformance kit (:func:`tablegames.testing.check_game`) checks every drawing it
    makes with it.

    >>> from tablegames.core.svg import svg_problems
    >>> svg_problems('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>')
    []
    >>> svg_problems('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    ['the root has no width or height', 'it holds a script element']
    """
    import xml.etree.ElementTree as ElementTree

    try:
        root = ElementTree.fromstring(picture)
    except ElementTree.ParseError as exc:
        return [f"it is not well-formed XML: {exc}"]
    problems = []
    if root.tag != _SVG_TAG:
        problems.append(f"its root is {root.tag!r}, not an SVG <svg> element")
    elif not root.get("width") or not root.get("height"):
        problems.append("the root has no width or height")
    for element in root.iter():
        if element.tag in _FORBIDDEN:
            problems.append(f"it holds a {element.tag.rpartition('}')[2]} element")
        for name, value in element.attrib.items():
            local = name.rpartition("}")[2]
            if local.lower().startswith("on"):
                problems.append(f"it has an event handler attribute {local!r}")
            elif local == "href" and not value.startswith("#"):
                problems.append(f"it refers to {value[:40]!r} outside itself")
            elif _EXTERNAL.search(value):
                problems.append(f"its {local} attribute refers to something outside itself")
    return problems


def repr_svg(state_or_view: object) -> str | None:
    """The picture Jupyter shows for a state or a view: :func:`to_svg` with no seat, or
    ``None`` when the object's game draws no pictures (or is not registered), which tells
    Jupyter to show its text ``repr`` instead of an error.

    The bases :class:`~tablegames.core.bases.GameState` and
    :class:`~tablegames.core.bases.GameView` call it as their ``_repr_svg_``; a game whose
    state and view classes do not inherit them may do the same.

    >>> import tablegames
    >>> from tablegames.core.svg import repr_svg
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> repr_svg(state) == state._repr_svg_() == tablegames.to_svg(state)
    True
    >>> repr_svg("not a state") is None
    True
    """
    from tablegames.core.registry import game_for

    game = game_for(state_or_view)
    if game is None or not has_drawing(game):
        return None
    if not isinstance(state_or_view, (game.state_type, game.view_type)):
        return None
    return to_svg(state_or_view)
