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

The kit lives in ``tablegames.core.svgkit`` and is re-exported here, so games import every
name from this module.

A drawing is plain SVG text: no script, no external reference (no image, font or style sheet
fetched from anywhere; fonts are a generic family list), no XML declaration, so that it can be
saved as a ``.svg`` file, shown by Jupyter, or put inline in an HTML page. Each clickable thing
(a card in hand, a legal cell, a seat) carries a ``class`` and ``data-*`` attributes, and an
``id`` made from the ``id_prefix`` given to :func:`to_svg`, so that a page can attach clicks.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

# The kit is imported by its own path, not "from tablegames.core import svgkit": pyright then
# read the package's __all__ for svgkit's below, and refused every kit name that a game of
# another distribution imported from here.
import tablegames.core.svgkit as svgkit
from tablegames.core.errors import ConfigError, NotAGameObjectError, SeatError
from tablegames.core.game import AnyGame, hook

# The kit is re-exported whole (its own __all__), so that games import every drawing name from
# this module: one list of the kit's names, in svgkit.
from tablegames.core.svgkit import *  # noqa: F403

if TYPE_CHECKING:
    from xml.etree.ElementTree import Element as XmlElement

    from tablegames.core.words import Words

__all__ = [
    "can_draw_words",
    "can_mark_last_move",
    "can_name_seats",
    "has_drawing",
    "legibility_problems",
    "repr_svg",
    "svg_problems",
    "table_title",
    "to_svg",
]
__all__ += svgkit.__all__


# -- the generic function --------------------------------------------------------------------------

_ID_PREFIX = re.compile(r"[A-Za-z][A-Za-z0-9_-]{0,63}")


def has_drawing(game: object) -> bool:
    """Whether ``game`` supplies a :meth:`~tablegames.Game.drawing` of its own."""
    from tablegames.core.game import Game

    found = getattr(type(game), "drawing", None)
    return found is not None and found is not getattr(Game, "drawing", None)


def to_svg(
    state_or_view: object,
    seat: int | None = None,
    *,
    id_prefix: str = "tg",
    last_move: bool = False,
    names: Sequence[str | None] | None = None,
    language: str | None = None,
) -> str:
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

    With ``last_move=True`` the picture also marks what the most recent move changed, as
    python-chess's ``lastmove`` does: an outline with a "last move" tag and a title saying
    what happened, class ``tg-last-move``. A seat's picture marks the last move that seat saw,
    read from its view's events, so the mark never shows more than the seat may see.

    With ``names``, each seat is called by its player's name beside its number (class
    ``tg-seat-name``), as a server's page calls it ("Seat 2 (Bo)"): states and views hold no
    names, so they come from whoever seats the players. A name is text like any other,
    escaped in the picture; one longer than ``tablegames.core.svg.NAME_LENGTH`` characters is
    cut and ended with an ellipsis (``tablegames.core.svg.short_name``), so that it keeps to
    its seat's place.

    With ``language``, the picture's words are the game's words in that language
    (:meth:`Game.words_in <tablegames.Game.words_in>`): its headings, labels, titles and
    card names, and the root's ``lang`` attribute says the language. ``None`` (the default),
    or the language of the game's own words, draws the same bytes as before the option
    existed.

    >>> import tablegames
    >>> state = tablegames.new_game("aluette", players=4, seed=7)
    >>> picture = tablegames.to_svg(state, seat=0)
    >>> picture.startswith("<svg") and picture == tablegames.to_svg(tablegames.view(state, 0))
    True
    >>> "tg-last-move" in tablegames.to_svg(state, seat=0, last_move=True)  # nothing played yet
    False
    >>> 'class="tg-seat-name" data-seat="1" font-weight="bold">Bo<' in tablegames.to_svg(
    ...     state, seat=0, names=["Ann", "Bo", None, None]
    ... )
    True
    >>> tablegames.to_svg(state, seat=0, language="fr").count(' lang="fr"')
    1

    Args:
        state_or_view: A state or a view of any game that supplies a drawing.
        seat: Draw a state as this seat sees it (through its view). For a view, ``None`` or
            the viewer's own seat.
        id_prefix: The id of the picture's root and the start of every id inside it: a letter
            then letters, digits, ``-`` or ``_`` (at most 64 characters).
        last_move: Mark what the most recent move changed (off by default, and a picture
            without the mark is the same bytes as before the option existed). A move that
            changed nothing the picture shows (a bid, a vote, a discard face down), or that
            started a new deal, round or turn which cleared it, marks nothing.
        names: Each seat's player's name, by seat (``None``: a seat without one, drawn as
            before); ``None`` (the default) draws the same bytes as before the option
            existed. Seats past the sequence's end have no name.
        language: The language of the picture's words, a tag the game speaks (its
            :attr:`~tablegames.Game.languages`, in any case); ``None`` for the game's own.

    Raises:
        NotAGameObjectError: if the object is not a state or view of a registered game.
        SeatError: if ``seat`` is not a seat of the game, or not the viewer of a view.
        ConfigError: if ``id_prefix`` is malformed, ``last_move`` is not a bool, ``names``
            is not a sequence of names and ``None``, the game has no drawing, ``last_move``
            or ``names`` is asked of a game whose drawing cannot mark it or name the seats
            (:func:`~tablegames.core.svg.can_mark_last_move`, ``can_name_seats`` of the same
            module), or ``language`` is one the game does not speak, or another than its own
            asked of a game whose drawing cannot draw in other words
            (:func:`~tablegames.core.svg.can_draw_words`).
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
    if type(last_move) is not bool:
        raise ConfigError(f"last_move must be True or False, got {last_move!r}")
    shown: tuple[str | None, ...] | None = None
    if names is not None:
        if isinstance(names, str | bytes) or not isinstance(names, Sequence):
            raise ConfigError(f"names must be a sequence of names, got {names!r}")
        if not all(name is None or type(name) is str for name in names):
            raise ConfigError(f"each of names must be a str or None, got {names!r}")
        shown = tuple(None if not name else svgkit.short_name(name) for name in names)
        if not can_name_seats(game):
            raise ConfigError(
                f"the game {game.name!r} cannot name its seats: its drawing hook takes no "
                "names keyword"
            )
    obj = state_or_view
    if isinstance(obj, game.view_type):
        viewer = cast(object, getattr(obj, "player", None))
        if seat is not None and seat != viewer:
            raise SeatError(
                f"this is the view of {'a spectator' if viewer is None else f'player {viewer}'}: "
                f"it cannot be drawn for player {seat!r}"
            )
    elif seat is not None:
        obj = view(obj, seat)
    drawing = hook(game, "drawing")
    # Each keyword passed only when asked, so a game whose drawing takes no last_move (or no
    # names) still draws.
    extra: dict[str, object] = {}
    if last_move:
        if not can_mark_last_move(game):
            raise ConfigError(
                f"the game {game.name!r} cannot mark the last move: its drawing hook takes no "
                "last_move keyword"
            )
        extra["last_move"] = True
    if shown is not None:
        extra["names"] = shown
    if language is not None:
        words = _drawn_in(game, language)
        if words is not None:
            extra["words"] = words
    return cast(str, drawing(obj, id_prefix=id_prefix, **extra))


def _drawn_in(game: AnyGame, language: object) -> Words | None:
    """The words a picture of ``game`` in ``language`` is drawn in: ``None`` for the game's
    own (drawn as without a language), else its translation, from a drawing that takes them.

    Raises:
        ConfigError: for a language the game does not speak, or another than its own for a
            drawing that takes no words.
    """
    if not isinstance(language, str):
        raise ConfigError(f"language must be a language tag such as 'fr', got {language!r}")
    from tablegames.core.protocol import words_in

    words: Words = words_in(game, language)
    if words.catalogue.language.lower() == hook(game, "languages")[0].lower():
        return None
    if not can_draw_words(game):
        raise ConfigError(
            f"the game {game.name!r} cannot draw in {language!r}: its drawing hook takes no "
            "words keyword, and draws in its own words only"
        )
    return words


def can_mark_last_move(game: object) -> bool:
    """Whether ``game``'s :meth:`~tablegames.Game.drawing` takes the ``last_move`` keyword,
    which :func:`to_svg` passes when asked to mark the last move.

    >>> import tablegames
    >>> from tablegames.core.svg import can_mark_last_move
    >>> can_mark_last_move(tablegames.GAMES["saboteur"])
    True
    """
    return _drawing_takes(game, "last_move")


def can_name_seats(game: object) -> bool:
    """Whether ``game``'s :meth:`~tablegames.Game.drawing` takes the ``names`` keyword, which
    :func:`to_svg` passes when given the seats' names. A server draws the names only of such
    a game (another draws its seats by number, as before).

    >>> import tablegames
    >>> from tablegames.core.svg import can_name_seats
    >>> [can_name_seats(tablegames.GAMES[name]) for name in ("saboteur", "ten", "aluette")]
    [True, True, True]
    """
    return _drawing_takes(game, "names")


def can_draw_words(game: object) -> bool:
    """Whether ``game``'s :meth:`~tablegames.Game.drawing` takes the ``words`` keyword, which
    :func:`to_svg` passes to draw in another language than the game's own.

    >>> import tablegames
    >>> from tablegames.core.svg import can_draw_words
    >>> [can_draw_words(tablegames.GAMES[name]) for name in ("saboteur", "ten", "aluette")]
    [True, True, True]

    The drawing must name the keyword: one that takes ``**kwargs`` is not counted, as a
    wrapper written before the keyword existed passes them on to a drawing that takes no
    ``words`` (its pictures are then drawn in its own words).
    """
    return _drawing_takes(game, "words", forwarded=False)


def _drawing_takes(game: object, keyword: str, *, forwarded: bool = True) -> bool:
    """Whether ``game`` has a drawing of its own that takes ``keyword``: by name, or
    (``forwarded``) through ``**kwargs``, which a wrapper passes on to the drawing it wraps."""
    import inspect

    found = getattr(game, "drawing", None)
    if found is None or not has_drawing(game):
        return False
    try:
        parameters = inspect.signature(found).parameters.values()
    except (TypeError, ValueError):  # a callable whose signature cannot be read
        return False
    return any(
        (p.name == keyword and p.kind is not p.POSITIONAL_ONLY)
        or (forwarded and p.kind is p.VAR_KEYWORD)
        for p in parameters
    )


def table_title(state_or_view: object, status: str, words: Words | None = None) -> str:
    """The title of a table's picture (:func:`~tablegames.core.svg.document`'s ``title``, read
    as a tooltip and by screen readers): the game's title, its ``status`` and whose picture it
    is, as "the whole state" for a state, "seat 2's view" for a seat's view (seats numbered
    from 1, as people read them) or "a spectator's view".

    The built-in games title their tables with it, and a game of another distribution may:
    ``document(..., title=table_title(obj, status))``. A drawing in the game's ``words`` of
    another language passes them, and the title is said with their catalogue's
    ``picture.state``, ``picture.seat`` and ``picture.spectator`` (shared words of every
    game: :data:`tablegames.core.words.ENGLISH`); without them it is English. A seat's view
    is said with the catalogue's possessive (``seat.whose``: "vue du joueur 2"): a game whose
    words change that message for their own sentences words ``picture.seat`` to match (Crazy
    Eights' French, whose ``seat.whose`` is "au joueur 2", says "vue réservée au joueur 2").

    >>> import tablegames
    >>> from tablegames.core.svg import table_title
    >>> state = tablegames.new_game("ten", players=3, seed=1)
    >>> table_title(state, "seat 1 to draw")
    'TEN, seat 1 to draw (the whole state)'
    >>> table_title(tablegames.view(state, 1), "seat 1 to draw")
    "TEN, seat 1 to draw (seat 2's view)"
    >>> table_title(tablegames.view(state, None), "seat 1 to draw")
    "TEN, seat 1 to draw (a spectator's view)"
    >>> french = tablegames.GAMES["ten"].words_in("fr")
    >>> table_title(tablegames.view(state, 1), "au joueur 1 de piocher", french)
    'TEN, au joueur 1 de piocher (vue du joueur 2)'

    Args:
        state_or_view: The state or view drawn.
        status: What the picture's headline says (whose turn, who won).
        words: The game's words the picture is drawn in (``None``: English).

    Raises:
        NotAGameObjectError: if the object is not a state or view of a registered game.
    """
    from tablegames.core.registry import game_for

    game = game_for(state_or_view)
    if game is None or not isinstance(state_or_view, (game.state_type, game.view_type)):
        raise NotAGameObjectError(
            f"table_title() needs a state or a view, got {type(state_or_view).__name__}"
        )
    from tablegames.core.words import ENGLISH, Catalogue

    catalogue = Catalogue("en", ENGLISH) if words is None else words.catalogue
    title = hook(game, "title")
    viewer = cast("int | None", getattr(state_or_view, "player", None))
    if not isinstance(state_or_view, game.view_type):
        return catalogue.say("picture.state", game=title, status=status)
    if viewer is None:
        return catalogue.say("picture.spectator", game=title, status=status)
    whose = catalogue.whose(viewer)
    return catalogue.say("picture.seat", game=title, status=status, whose=whose)


_SVG_TAG = "{" + svgkit.SVG_NS + "}svg"
# Elements that run code, load other documents or pictures, or embed HTML: never in a drawing.
_FORBIDDEN = frozenset(
    "{" + svgkit.SVG_NS + "}" + name
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


#: The width of drawing that :data:`~tablegames.core.svg.SMALLEST_TEXT` is the floor of: a
#: table page shows a picture as wide as its frame whatever its own width, so a picture of
#: another width keeps a floor in proportion (Crazy Eights', 1000 wide, 11.72 units).
_FLOOR_WIDTH = 1280
_SIZE = re.compile(r"\s*([0-9]*\.?[0-9]+)\s*(px|pt)?\s*", re.IGNORECASE)
_STYLE_SIZE = re.compile(r"(?:^|;)\s*font-size\s*:([^;]*)", re.IGNORECASE)
_TEXTS = frozenset("{" + svgkit.SVG_NS + "}" + name for name in ("text", "tspan", "textPath"))
# What is not drawn where it stands: definitions, masks, the title and description.
_NOT_DRAWN = frozenset(
    "{" + svgkit.SVG_NS + "}" + name
    for name in ("defs", "clipPath", "mask", "symbol", "pattern", "marker", "title", "desc")
)
# What paints under a text drawn after it: a shape, or a group (a card, a panel) of them.
_PAINTED = frozenset(
    "{" + svgkit.SVG_NS + "}" + name
    for name in ("rect", "circle", "ellipse", "path", "polygon", "polyline", "line", "g")
)


def _font_size(element: XmlElement, inherited: float | None) -> float | None:
    """The font size ``element`` draws at, in user units: its ``style``'s, else its
    ``font-size`` attribute's, else ``inherited``; ``None`` when it is not in units (``em``,
    ``%``, a keyword) or nothing gave one."""
    found = _STYLE_SIZE.search(element.get("style") or "")
    value = found.group(1) if found else element.get("font-size")
    if value is None:
        return inherited
    size = _SIZE.fullmatch(value)
    if size is None:
        return None
    # A point is 4/3 of a CSS pixel, a user unit of a picture drawn at its own size.
    return float(size.group(1)) * (4 / 3 if (size.group(2) or "").lower() == "pt" else 1)


def legibility_problems(picture: str) -> list[str]:
    """Every word of the table ``picture`` too small or too dark to read (empty when none is).

    A table's words keep to :data:`~tablegames.core.svg.SMALLEST_TEXT` units in a drawing 1280
    units wide (its ``viewBox`` width, else its ``width``), and to as much in proportion in a
    drawing of another width, since a page shows the picture as wide as its frame: 11.72 in one
    1000 wide. A text that sets no size is taken at 16, a browser's default; one sized in ``pt``
    counts 4/3 of a unit a point; one sized in another unit (``em``, ``%``, ``mm``...) is not
    measured. And a table drawn on :data:`~tablegames.core.svg.FELT`
    (:func:`~tablegames.core.svg.document`'s default background) writes no word in
    :data:`~tablegames.core.svg.INK` (:func:`~tablegames.core.svg.text`'s default fill, about
    2:1 against the felt) with nothing painted under it: a text whose groups, the root included,
    draw no shape or group before it. (The check cannot see where a shape lies: INK words after
    any shape of their group pass it, over the felt or not.) Words on the felt are written in
    :data:`~tablegames.core.svg.CHALK`; INK is for words on a card, a panel or a badge.

    The conformance kit (:func:`tablegames.testing.check_game`) checks every table drawing it
    makes with it, besides :func:`svg_problems`. A single card or a catalogue of cards
    (a game's ``card_svg``) is not a table, and is not held to it.

    >>> from tablegames.core.svg import CHALK, document, legibility_problems, text
    >>> heading = text(20, 40, "Prize: 5", size=28, fill=CHALK)
    >>> legibility_problems(document(1000, 200, heading, title="a table"))
    []
    >>> dark, small = text(20, 40, "Prize: 5", size=28), text(20, 80, "hand", size=9, fill=CHALK)
    >>> for problem in legibility_problems(document(1000, 200, dark, small, title="a table")):
    ...     print(problem)  # doctest: +NORMALIZE_WHITESPACE
    the words 'Prize: 5' are written in INK (#1d1d1b) straight on the FELT (#24573f),
    which they barely stand out from: write words on the felt in CHALK (#f4f1e6)
    the words 'hand' are drawn at size 9, under the floor of 11.72 units of a drawing
    1000 wide (SMALLEST_TEXT is 15 in a drawing 1280 wide)
    """
    import xml.etree.ElementTree as ElementTree

    try:
        root = ElementTree.fromstring(picture)
    except ElementTree.ParseError:
        return []  # svg_problems says so
    box = (root.get("viewBox") or "").replace(",", " ").split()
    try:
        width = float(box[2]) if len(box) == 4 else float(root.get("width") or "nan")
    except ValueError:
        width = float("nan")
    floor = svgkit.SMALLEST_TEXT * width / _FLOOR_WIDTH if width > 0 else 0.0
    children = list(root)
    background = next((child for child in children if child.tag in _PAINTED), None)
    on_felt = (
        background is not None
        and background.tag == "{" + svgkit.SVG_NS + "}rect"
        and (background.get("fill") or "").lower() == svgkit.FELT.lower()
    )
    problems: list[str] = []

    def words(element: ElementTree.Element) -> str:
        found = " ".join(" ".join(element.itertext()).split())
        return repr(found if len(found) <= 40 else found[:39] + "\u2026")

    def walk(
        element: ElementTree.Element, size: float | None, fill: str, covered: bool, top: bool
    ) -> None:
        if element.tag in _NOT_DRAWN:
            return
        size = _font_size(element, size)
        fill = (element.get("fill") or fill).lower()
        is_text = element.tag in _TEXTS
        own = (element.text or "").strip() or any((c.tail or "").strip() for c in element)
        if is_text and own and size is not None and size < floor - 0.005:
            problems.append(
                f"the words {words(element)} are drawn at size {svgkit.fmt(size)}, under the "
                f"floor of {svgkit.fmt(floor)} units of a drawing {svgkit.fmt(width)} wide "
                f"(SMALLEST_TEXT is {svgkit.SMALLEST_TEXT} in a drawing {_FLOOR_WIDTH} wide)"
            )
        if (
            element.tag == "{" + svgkit.SVG_NS + "}text"
            and on_felt
            and not covered
            and fill == svgkit.INK.lower()
            and "".join(element.itertext()).strip()
        ):
            problems.append(
                f"the words {words(element)} are written in INK ({svgkit.INK}) straight on the "
                f"FELT ({svgkit.FELT}), which they barely stand out from: write words on the "
                f"felt in CHALK ({svgkit.CHALK})"
            )
        painted = False
        for child in element:
            if top and child is background:
                continue  # the felt itself
            walk(child, size, fill, covered or painted or is_text, False)
            painted = painted or child.tag in _PAINTED

    walk(root, 16.0, "#000000", False, True)
    return problems


#: Numbers the pictures :func:`repr_svg` draws in this process, so that each has ids of its own.
_NOTEBOOK_PICTURES = itertools.count(1)


def repr_svg(state_or_view: object) -> str | None:
    """The picture Jupyter shows for a state or a view: :func:`to_svg` with no seat, or
    ``None`` when the object's game draws no pictures (or is not registered), which tells
    Jupyter to show its text ``repr`` instead of an error.

    A notebook shows many pictures in one page, so each is drawn with an ``id_prefix`` of its
    own, ``tg1``, ``tg2``… in the order drawn: ids never repeat across a notebook's pictures.

    The bases :class:`~tablegames.core.bases.GameState` and
    :class:`~tablegames.core.bases.GameView` call it as their ``_repr_svg_``; a game whose
    state and view classes do not inherit them may do the same.

    >>> import tablegames
    >>> from tablegames.core.svg import repr_svg
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> import re
    >>> first, again = repr_svg(state), state._repr_svg_()
    >>> first == again  # the same picture, with ids of its own
    False
    >>> re.sub(r'id="tg[0-9]+', 'id="tg', first) == tablegames.to_svg(state)
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
    return to_svg(state_or_view, id_prefix=f"tg{next(_NOTEBOOK_PICTURES)}")
