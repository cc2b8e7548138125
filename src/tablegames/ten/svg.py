"""SVG pictures of TEN: the table of a turn, single cards, and the deck drawn as cards.

:func:`draw` draws a state or a view (:func:`tablegames.to_svg` calls it through the game's
``drawing`` hook). At the top, the draw row of this turn with its running total and currency
total, each against the bust at 11; beside it the auction under way with every bid made, or
the payment under way. In the middle the market, a grid of colours by numbers in which each
card's price is its number. At the bottom one panel per seat, up to three a row (with two rows,
a seat's view starts them at its own seat, in turn order): black tokens, bust tokens, the
score, and the collection laid out by colour as in scoring, each colour's scoring run outlined
and the wilds placed where scoring puts them. Every word is written at
``SMALLEST_TEXT`` or larger, legible where a page shows the table 880 pixels wide.

Cards are drawn from the deck table of ``tablegames.ten.cards``: each colour has its colour
of the colour-blind-safe palette and a symbol of its own (red a disc, blue a square, orange a
triangle, green a diamond), so colour is never the only cue; wilds carry a star, currency cards
are black coins.

Clickable parts carry classes and data attributes: ``tg-card tg-market`` (``tg-legal`` when the
viewer may buy it now) and ``tg-card tg-collection`` (``tg-legal`` when it may pay now) with
``data-card``, ``tg-seat`` with ``data-seat``, and in each seat ``tg-score`` (its points) and
``tg-points`` with ``data-colour`` (each colour's); ids start with the ``id_prefix``.

The pictures speak the game's languages: every word of a table (headings, labels, titles,
the status line, the legend, the card names, the last move's tags) is a message of the
game's catalogue (the ``svg.*`` and ``doing.*`` ids of :data:`tablegames.ten.words.ENGLISH`),
said in English by default and in French by :func:`draw` with the French words
(``to_svg(obj, language="fr")``), which go through the same measuring and wrapping.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from types import MappingProxyType
from typing import Final

from tablegames.core.svg import (
    BLUE,
    BLUISH_GREEN,
    CHALK,
    HIGHLIGHT,
    INK,
    MINUS,
    MUTED,
    ORANGE,
    PAPER,
    SMALLEST_TEXT,
    TIMES,
    VERMILLION,
    Element,
    badge,
    boxes,
    card_back,
    card_frame,
    circle,
    document,
    el,
    group,
    last_move_mark,
    panel,
    player_name,
    polygon,
    rect,
    table_title,
    text,
    text_width,
    wrap,
)
from tablegames.ten.cards import (
    BUST_AT,
    COLOURS,
    DECK_TABLE,
    HIGHEST_NUMBER,
    LOWEST_NUMBER,
    TOKEN_CAP,
    Card,
    Colour,
    Kind,
)
from tablegames.ten.events import (
    AuctionWon,
    BidMade,
    BidPassed,
    Busted,
    BustKind,
    BuyChosen,
    BuySkipped,
    CardCollected,
    CardDrawn,
    CurrencyTaken,
    ItemPaid,
    JenBid,
    NumbersTaken,
    TenEvent,
    TurnStarted,
    WildToJen,
    WildUnsold,
)
from tablegames.ten.moves import Buy, PayCard, TenMove
from tablegames.ten.rules import legal_moves, score_sheets, tableau_totals, winners
from tablegames.ten.scoring import ScoreSheet
from tablegames.ten.state import Phase, TenState, TenView
from tablegames.ten.text import picture, render
from tablegames.ten.views import legal_moves_from_view
from tablegames.ten.words import WORDS, TenWords

__all__ = ["COLOUR_FILLS", "DOING", "card", "card_svg", "colour_symbol", "deck_svg", "draw"]

#: Each colour's fill (Okabe-Ito); :func:`colour_symbol` adds a shape of its own to each.
COLOUR_FILLS = {
    Colour.RED: VERMILLION,
    Colour.BLUE: BLUE,
    Colour.ORANGE: ORANGE,
    Colour.GREEN: BLUISH_GREEN,
}
_DARK = {
    Colour.RED: "#6e2c00",
    Colour.BLUE: "#003a5c",
    Colour.ORANGE: "#6b4a00",
    Colour.GREEN: "#004d38",
}
_WILD_FILL = "#ece9e0"
_COIN = "#2a2a2a"
_NUMBERS = range(LOWEST_NUMBER, HIGHEST_NUMBER + 1)
#: The room at the right of a seat's collection for each colour's points ("10" in bold at
#: SMALLEST_TEXT).
_POINTS_W = 24.0
#: The narrowest card the table draws: its number, half its width, is then SMALLEST_TEXT.
_SMALLEST_CARD = 2.0 * SMALLEST_TEXT
#: The narrowest currency card that writes its "-n" under the coin at SMALLEST_TEXT (a fifth
#: of its width on a wider one); a narrower one (the legend's) leaves it out, as the coin's
#: number and the black face say it already, and the card's title in words.
_MINUS_FROM = 50.0
#: The distance between the baselines of lines of words at SMALLEST_TEXT.
_LINE = SMALLEST_TEXT + 6.0
#: How far a line's continuation is indented, so that it does not read as a line of its own.
_INDENT = 12.0


def colour_symbol(
    colour: Colour, cx: float, cy: float, size: float, **attributes: object
) -> Element:
    """The shape of ``colour`` (disc, square, triangle or diamond), ``size`` pixels across."""
    r = size / 2
    style = {
        "fill": COLOUR_FILLS[colour],
        "stroke": _DARK[colour],
        "stroke_width": max(0.8, size * 0.08),
    }
    style.update(attributes)
    if colour is Colour.RED:
        return circle(cx, cy, r, **style)
    if colour is Colour.BLUE:
        return rect(cx - r * 0.88, cy - r * 0.88, r * 1.76, r * 1.76, **style)
    if colour is Colour.ORANGE:
        return polygon([(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)], **style)
    return polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], **style)


def _star(cx: float, cy: float, r: float, fill: str = INK) -> Element:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        # Five points, the first straight up; the angles are fixed, so the text is too.
        angle = [0, 36, 72, 108, 144, 180, 216, 252, 288, 324][i]
        dx, dy = _SIN_COS[angle]
        points.append((cx + radius * dx, cy - radius * dy))
    return polygon(points, fill=fill)


# sin and cos of the star's angles, written out so that no platform's rounding changes a byte.
_SIN_COS = {
    0: (0.0, 1.0),
    36: (0.5878, 0.809),
    72: (0.9511, 0.309),
    108: (0.9511, -0.309),
    144: (0.5878, -0.809),
    180: (0.0, -1.0),
    216: (-0.5878, -0.809),
    252: (-0.9511, -0.309),
    288: (-0.9511, 0.309),
    324: (-0.5878, 0.809),
}


def _words(shown: Card, words: TenWords = WORDS) -> str:
    """What a card's title says of it: its name and, for a wild or a currency card, what it
    does (``svg.title.*``)."""
    return _said(shown, "svg.title", words)


def _name(shown: Card, words: TenWords = WORDS) -> str:
    """The short name (``svg.name.*``) of a wild or a number card, the cards that a turn's
    lines and a mark's title name (a currency card is named by its title only): ``red 7``,
    ``wild #`` in English, which are the cards' texts, and ``le 7 rouge``, ``le Joker #`` in
    French, article included."""
    return _said(shown, "svg.name", words)


def _said(shown: Card, key: str, words: TenWords) -> str:
    say = words.catalogue
    colour = "" if shown.colour is None else _colour(shown.colour, words)
    return say.say(f"{key}.{shown.kind.value}", colour=colour, number=shown.number)


def _colour(colour: Colour, words: TenWords) -> str:
    return words.catalogue.say(f"colour.{colour.value}")


def card(
    shown: Card,
    x: float,
    y: float,
    width: float = 60,
    *,
    element_id: str | None = None,
    classes: str = "tg-card",
    lifted: bool = False,
    placed: int | None = None,
    placed_below: bool = False,
    words: TenWords | None = None,
    **attributes: object,
) -> Element:
    """One TEN card at ``(x, y)``, ``width`` wide and 1.45 times as tall.

    ``placed`` draws a wild with the number scoring gave it, in its top right corner (in its
    bottom right one with ``placed_below``, clear of a tag on its top edge). The card's number
    is half its width: the table draws no card narrower than twice ``SMALLEST_TEXT``. Its
    title (a tooltip) says the card in ``words``, English by default.
    """
    words = WORDS if words is None else words
    w, h = width, width * 1.45
    if lifted:
        y -= h * 0.1
    big = w * 0.5
    small = w * 0.2
    parts: list[Element | None] = [
        rect(x - 3, y - 3, w + 6, h + 6, rx=w * 0.14, fill="none", stroke=HIGHLIGHT, stroke_width=3)
        if lifted
        else None,
    ]
    if shown.kind is Kind.CURRENCY:
        parts += [
            card_frame(x, y, w, h, fill="#3a3a3a", stroke="#111111"),
            circle(
                x + w / 2,
                y + h * 0.45,
                w * 0.32,
                fill="#d8d2c0",
                stroke="#111111",
                stroke_width=max(1.0, w * 0.04),
            ),
            circle(
                x + w / 2,
                y + h * 0.45,
                w * 0.24,
                fill="none",
                stroke=MUTED,
                stroke_width=max(0.6, w * 0.02),
            ),
            text(
                x + w / 2,
                y + h * 0.45 + big * 0.36,
                str(shown.number),
                size=big,
                anchor="middle",
                weight="bold",
                fill=INK,
            ),
            text(
                x + w / 2,
                y + h * 0.9,
                f"{MINUS}{shown.number}",
                size=max(SMALLEST_TEXT, w * 0.2),
                anchor="middle",
                fill=CHALK,
                weight="bold",
            )
            if w >= _MINUS_FROM
            else None,
        ]
    elif shown.colour is not None:
        colour = shown.colour
        label = "#" if shown.number is None else str(shown.number)
        parts += [
            card_frame(x, y, w, h, fill=PAPER, shadow=w >= 30),
            rect(
                x + w * 0.07,
                y + w * 0.07,
                w * 0.86,
                h - w * 0.14,
                rx=w * 0.06,
                fill=COLOUR_FILLS[colour],
                opacity=0.18 if shown.number is not None else 0.45,
            ),
            colour_symbol(colour, x + w * 0.22, y + w * 0.24, small),
            colour_symbol(colour, x + w * 0.78, y + h - w * 0.24, small) if w >= 30 else None,
            text(
                x + w / 2,
                y + h / 2 + big * 0.36,
                label,
                size=big,
                anchor="middle",
                weight="bold",
                fill=_DARK[colour],
            ),
        ]
        if shown.number is None:
            parts.append(_star(x + w * 0.78, y + w * 0.24, small * 0.6))
    else:
        label = "#" if shown.number is None else str(shown.number)
        parts += [
            card_frame(x, y, w, h, fill=_WILD_FILL if shown.number is not None else "#d9d4c4"),
            text(
                x + w / 2,
                y + h / 2 + big * 0.36,
                label,
                size=big,
                anchor="middle",
                weight="bold",
                fill=INK,
            ),
            _star(x + w * 0.22, y + w * 0.24, small * 0.6),
        ]
        if w >= 30:
            for i, colour in enumerate(COLOURS):
                parts.append(
                    colour_symbol(colour, x + w * (0.2 + i * 0.2), y + h - w * 0.2, w * 0.13)
                )
    if placed is not None:
        parts.append(
            badge(
                x + w - w * 0.12,
                y + (h - w * 0.12 if placed_below else w * 0.12),
                str(placed),
                size=max(SMALLEST_TEXT, w * 0.22),
                fill=INK,
                color=CHALK,
            )
        )
    title = _words(shown, words)
    if placed is not None:
        title = words.catalogue.say("svg.title.placed", card=title, number=placed)
    return group(
        parts,
        el("title", title),
        id=element_id,
        class_=classes,
        data_card=str(shown),
        **attributes,
    )


def card_svg(shown: Card, *, width: float = 120, id_prefix: str = "tg-card") -> str:
    """A single card as a standalone SVG document.

    >>> from tablegames.ten.cards import parse_card
    >>> from tablegames.ten.svg import card_svg
    >>> 'data-card="red 7"' in card_svg(parse_card("red 7"))
    True
    """
    margin = width * 0.08
    return document(
        width + 2 * margin,
        width * 1.45 + 2 * margin,
        card(shown, margin, margin, width),
        title=_words(shown),
        id_prefix=id_prefix,
        kind="card",
        background=None,
    )


def deck_svg(*, id_prefix: str = "tg-deck") -> str:
    """The 129 cards of the deck table, each with its copies and player-count symbols."""
    width, card_w = 1280, 50
    parts: list[Element | None] = [
        text(24, 38, "TEN: the 129 cards", size=22, fill=CHALK, weight="bold"),
        text(
            width - 24,
            38,
            "copies in the full deck; +3: only with 3 or more players, +4: only with 4 or 5",
            size=SMALLEST_TEXT,
            fill=CHALK,
            anchor="end",
        ),
    ]
    rows: dict[str, list[tuple[Card, int, int, int]]] = {}
    for row in DECK_TABLE:
        key = row.card.colour.value if row.card.colour is not None else row.card.kind.value
        if row.card.kind is Kind.COLOUR_WILD:
            key = "colour wilds"
        rows.setdefault(key, []).append((row.card, row.unmarked, row.marked_3, row.marked_4_plus))
    names = {"numbered_wild": "wild numbers", "wildcard": "wild", "currency": "currency"}
    y = 58.0
    for key, cards in rows.items():
        parts.append(
            text(24, y + 44, names.get(key, key), size=SMALLEST_TEXT, fill=CHALK, weight="bold")
        )
        for i, (shown, plain, three, four) in enumerate(cards):
            x = 150 + i * 122
            parts.append(card(shown, x, y, card_w))
            parts.append(
                text(
                    x + card_w + 8,
                    y + 22,
                    f"{TIMES} {plain + three + four}",
                    size=SMALLEST_TEXT,
                    fill=CHALK,
                    weight="bold",
                )
            )
            marks = ([f"+3: {three}"] if three else []) + ([f"+4: {four}"] if four else [])
            for j, mark in enumerate(marks):
                parts.append(text(x + card_w + 8, y + 44 + j * _LINE, mark, fill=CHALK))
        y += card_w * 1.45 + 16
    description = "; ".join(
        f"{row.card}: {row.copies} ({row.marked_3} marked 3, {row.marked_4_plus} marked 4+)"
        for row in DECK_TABLE
    )
    return document(
        width,
        y + 8,
        parts,
        title="TEN: the deck table, every card with its copies",
        description=description,
        id_prefix=id_prefix,
        kind="catalogue",
    )


# -- the table ------------------------------------------------------------------------------------

_W = 1280
#: The table's two columns, as (x, width): the draw row and the market at the left, the turn's
#: panel and the legend at the right, wide enough for a line such as "seat 1 bought the red 4
#: for 4" beside the card of a payment.
_LEFT = (16.0, 848.0)
_RIGHT = (880.0, 384.0)
#: The top of the draw row, its height and the market's, and the gap between panels.
_TOP = 56.0
_TOP_H = 192.0
_MARKET_H = 350.0
_GAP = 12.0
#: The top of the market's row (and the legend's) and of the seats' panels.
_MARKET_Y = _TOP + _TOP_H + _GAP
_SEATS_Y = _MARKET_Y + _MARKET_H + _GAP
#: Where the legend panel of the table lies.
_LEGEND_AT = (_RIGHT[0], _MARKET_Y)
#: The width of a total's gauge in the draw row: its label, "running total: numbers -
#: currency", fits above it at SMALLEST_TEXT.
_GAUGE_W = 270.0
#: The most seats' panels side by side: three keep a collection's cards 34 wide (four would
#: make them narrower than _SMALLEST_CARD), so four and five seats take two rows.
_SEATS_PER_ROW = 3


def _legal(obj: TenState | TenView) -> tuple[TenMove, ...]:
    if isinstance(obj, TenView):
        return legal_moves_from_view(obj)
    if obj.to_act is None:
        return ()
    return legal_moves(obj, obj.to_act)


#: A gauge's unlit box: a dark fill, and an edge that stands out 3:1 or more from the draw
#: row's panel (WCAG 1.4.11, non-text contrast: the fill alone was 1.05:1, so the boxes left
#: before the bust could not be counted).
_UNLIT: Final = "#1c3f2f"
_UNLIT_EDGE: Final = "#8fa89a"
#: The bust's box, lit and unlit: a vermillion lighter than VERMILLION, which was 2.8:1 on the
#: panel (WCAG 1.4.11 asks 3:1 of a graphical object), 3.5:1 there and 3.8:1 from the dark
#: red-brown of the box unlit (and the dark green of the others).
_BUST_LIT: Final = "#f06a1a"
_BUST_UNLIT: Final = "#5a2a1a"


def _gauge(
    x: float, y: float, w: float, value: int, label: str, colour: str, bust: str = "bust"
) -> Element:
    """Eleven boxes, 1 to 10 and the bust at 11, filled up to ``value``; the value beside them.

    The bust's box is edged in chalk, lit or not, and ``bust`` written under it; each other box
    left unlit is edged in ``_UNLIT_EDGE``."""
    step = w / BUST_AT
    shown = max(0, min(value, BUST_AT))
    parts: list[Element | None] = [
        text(x, y - 7, label, fill=CHALK),
        text(x - 12, y + 21, str(value), size=28, fill=CHALK, anchor="end", weight="bold"),
    ]
    for i in range(BUST_AT):
        last = i == BUST_AT - 1
        lit, unlit = (_BUST_LIT, _BUST_UNLIT) if last else (colour, _UNLIT)
        on = i < shown
        edge: tuple[str | None, float | None] = (None, None)
        if last:
            edge = (CHALK, 1)
        elif not on:
            edge = (_UNLIT_EDGE, 1.5)
        parts.append(
            rect(
                x + i * step + 1,
                y,
                step - 2,
                18,
                rx=3,
                fill=lit if on else unlit,
                stroke=edge[0],
                stroke_width=edge[1],
            )
        )
    for i in (1, 5):
        parts.append(
            text(x + (i - 0.5) * step, y + 33, str(i), fill=CHALK, anchor="middle", opacity=0.85)
        )
    parts.append(text(x + w - step / 2, y + 33, bust, fill=CHALK, anchor="middle", weight="bold"))
    return group(parts, class_="tg-gauge")


def _draw_row(
    obj: TenState | TenView,
    box: tuple[float, float, float, float],
    viewer: int | None,
    marked: CardDrawn | None,
    words: TenWords,
) -> Element:
    x, y, w, h = box
    say = words.catalogue
    pile = obj.draw_pile_size if isinstance(obj, TenView) else len(obj.draw_pile)
    total, currency = tableau_totals(obj.tableau)
    over = obj.phase is Phase.OVER
    if over:
        heading = say.say("svg.draw_pile")
    else:
        heading = say.say("svg.drawn_by", who=say.seat(obj.active, viewer))
    parts: list[Element | None] = [panel(x, y, w, h, heading)]
    # The draw pile: a few backs and the count. The cards sit low enough under the heading
    # that the last move's tag on a drawn card stays clear of it.
    for i in range(min(3, pile)):
        parts.append(card_back(x + 14 + i * 3, y + 46 - i * 3, 58, 84, shadow=i == 0))
    parts.append(badge(x + 46, y + 152, say.say("svg.left", pile=pile), fill=CHALK, color=INK))
    gx = x + w - _GAUGE_W - 16
    # The drawn cards lie between the pile and the totals' values (28 bold, left of the gauges).
    room = gx - 56 - (x + 100)
    card_w = 58.0
    step = card_w + 8
    if len(obj.tableau) > 1:
        step = min(step, (room - card_w) / (len(obj.tableau) - 1))
    for i, shown in enumerate(obj.tableau):
        parts.append(
            card(
                shown, x + 100 + i * step, y + 44, card_w, classes="tg-card tg-tableau", words=words
            )
        )
    if marked is not None and obj.tableau and obj.tableau[-1] == marked.card:
        last = len(obj.tableau) - 1
        said = _last_said("svg.last.drew", marked.player, marked.card, viewer, words)
        parts.append(_mark(marked.card, x + 100 + last * step, y + 44, card_w, said, words))
    if over:
        # The game's end takes the place of the drawn cards, on as many rows as it needs (its
        # bold letters are taken as a tenth wider than text_width's).
        size = 20.0
        status = _status(obj, viewer, words)
        rows = wrap(status, room - size, size=size * 1.1)
        if len(rows) > 1:
            size = SMALLEST_TEXT
            rows = wrap(status, room - size, size=size * 1.1)
        top = y + 86 - (len(rows) - 1) * size * 0.9
        for i, row in enumerate(rows):
            parts.append(
                badge(
                    x + 100 + room / 2,
                    top + i * size * 1.8,
                    row,
                    size=size,
                    fill=HIGHLIGHT,
                    color=INK,
                )
            )
    elif not obj.tableau:
        parts.append(text(x + 100, y + 92, say.say("svg.nothing_drawn"), fill=CHALK, opacity=0.8))
    bust = say.say("svg.bust")
    label = say.say("svg.running_total")
    parts.append(_gauge(gx, y + 62, _GAUGE_W, total, label, HIGHLIGHT, bust))
    label = say.say("svg.currency_drawn")
    parts.append(_gauge(gx, y + 136, _GAUGE_W, currency, label, "#d8d2c0", bust))
    return group(parts, class_="tg-draw-row", data_total=total, data_currency=currency)


def _turn_lines(obj: TenState | TenView, viewer: int | None, words: TenWords) -> list[str]:
    """What happened this turn that the table no longer shows, in a few words each; the
    viewer's own acts are "you", as in the game's words.

    A turn's events start with the move that ended the turn before (a bust, a seat taking its
    numbers or currency): those lines name that turn ("turn 2: seat 3 busted on numbers"), and
    then this turn's lines name theirs, so that none reads as the turn before's.
    """
    say = words.catalogue
    lines: list[str] = []
    # The last turn started in the events, and where: the lines before it are the turn before's.
    start, turn = -1, 0
    for index, event in enumerate(obj.events):
        if isinstance(event, TurnStarted):
            start, turn = index, event.turn
    earlier = 0  # the lines of the turn before
    for index, event in enumerate(obj.events):
        before = len(lines)
        if isinstance(event, JenBid):
            if event.amount:
                lines.append(say.say("svg.line.jen_bid", amount=event.amount))
            else:
                lines.append(say.say("svg.line.jen_passed"))
        elif isinstance(event, BidMade):
            lines.append(say.about("svg.line.bid", event.player, viewer, amount=event.amount))
        elif isinstance(event, BidPassed):
            lines.append(say.about("svg.line.passed", event.player, viewer))
        elif isinstance(event, AuctionWon):
            wild = _name(event.wild, words)
            lines.append(
                say.about("svg.line.won", event.player, viewer, card=wild, price=event.price)
            )
        elif isinstance(event, WildToJen):
            wild = _name(event.wild, words)
            lines.append(say.say("svg.line.jen_won", card=wild, price=event.price))
        elif isinstance(event, WildUnsold):
            wild = _name(event.wild, words)
            if event.taken_by is None:
                lines.append(say.say("svg.line.discarded", card=wild))
            else:
                lines.append(say.about("svg.line.free", event.taken_by, viewer, card=wild))
        elif isinstance(event, Busted):
            why = "numbers" if event.kind is BustKind.NUMBERS else "currency"
            lines.append(say.about(f"svg.line.busted.{why}", event.player, viewer))
        elif isinstance(event, NumbersTaken):
            taken = say.count(len(event.cards), "number_card")
            lines.append(say.about("svg.line.numbers", event.player, viewer, cards=taken))
        elif isinstance(event, CurrencyTaken):
            gained = event.gained
            lines.append(say.about("svg.line.currency", event.player, viewer, gained=gained))
        elif isinstance(event, BuyChosen):
            bought = _name(event.card, words)
            lines.append(
                say.about("svg.line.bought", event.player, viewer, card=bought, price=event.price)
            )
        elif isinstance(event, BuySkipped):
            lines.append(say.about("svg.line.bought_nothing", event.player, viewer))
        if index < start and len(lines) > before:
            lines[-1] = say.say("svg.line.turn", turn=turn - 1, line=lines[-1])
            earlier = len(lines)
    if earlier and len(lines) > earlier:
        lines[earlier:] = [
            say.say("svg.line.turn", turn=turn, line=line) for line in lines[earlier:]
        ]
    return lines


def _action_panel(
    obj: TenState | TenView,
    box: tuple[float, float, float, float],
    viewer: int | None,
    marked: CardDrawn | BuyChosen | None,
    words: TenWords,
) -> Element:
    x, y, w, h = box
    say = words.catalogue
    auction, payment = obj.auction, obj.payment
    parts: list[Element | None] = []
    if auction is not None:
        parts.append(panel(x, y, w, h, say.say("svg.auction")))
        # The card stands far enough in for the last move's tag on it to keep to the panel.
        parts.append(
            card(auction.wild, x + 22, y + 44, 58, classes="tg-card tg-auction", words=words)
        )
        if isinstance(marked, CardDrawn) and marked.card == auction.wild:
            said = _last_said("svg.last.drew", marked.player, marked.card, viewer, words)
            parts.append(_mark(marked.card, x + 22, y + 44, 58, said, words, inside=x))
        if auction.high_bidder is not None:
            high = say.about("svg.high_bid", auction.high_bidder, viewer, amount=auction.high_bid)
        elif auction.high_bid:
            high = say.say("svg.high_bid.jen", amount=auction.high_bid)
        else:
            high = say.say("table.no_bid")
        parts.append(text(x + 94, y + 62, high, fill=CHALK, weight="bold"))
        bidder = _bidder_line(obj.to_act, viewer, words)
        parts.append(text(x + 94, y + 62 + _LINE, bidder, fill=CHALK))
    elif payment is not None:
        parts.append(panel(x, y, w, h, say.say("svg.paying")))
        parts.append(
            card(payment.card, x + 22, y + 44, 58, classes="tg-card tg-payment", words=words)
        )
        if isinstance(marked, BuyChosen) and marked.card == payment.card and payment.paid == 0:
            said = say.about(
                "svg.last.chose",
                marked.player,
                viewer,
                tag=say.say("picture.last_move"),
                card=_name(payment.card, words),
            )
            parts.append(_mark(marked.card, x + 22, y + 44, 58, said, words, inside=x))
        parts.append(
            text(
                x + 94,
                y + 62,
                say.about("svg.pays", payment.payer, viewer, price=payment.price),
                fill=CHALK,
                weight="bold",
            )
        )
        parts.append(
            text(
                x + 94,
                y + 62 + _LINE,
                say.say("svg.paid", paid=payment.paid, owed=payment.price - payment.paid),
                fill=CHALK,
            )
        )
    else:
        heading = say.say("svg.last_turn" if obj.phase is Phase.OVER else "svg.this_turn")
        parts.append(panel(x, y, w, h, heading))
    # The turn's lines, newest last, as many as the panel holds: beside the card of an auction
    # or a payment, under the heading otherwise. A line too long for the panel goes on in a
    # second, indented.
    beside = auction is not None or payment is not None
    left, first = (x + 94, y + 62 + 2 * _LINE) if beside else (x + 12, y + 48)
    room = x + w - 12 - left
    rows: list[tuple[float, str]] = []
    for line in reversed(_turn_lines(obj, viewer, words)):
        wrapped = wrap(line, room, indent=_INDENT)
        if first + (len(rows) + len(wrapped) - 1) * _LINE > y + h - 10:
            break
        rows[:0] = [(left + (_INDENT if i else 0), row) for i, row in enumerate(wrapped)]
    for i, (row_x, row) in enumerate(rows):
        parts.append(text(row_x, first + i * _LINE, row, fill=CHALK))
    return group(parts)


def _bidder_line(to_act: int | None, viewer: int | None, words: TenWords) -> str:
    say = words.catalogue
    if to_act is None:
        return say.say("table.bids", who=say.say("seat", number="?"))
    return say.about("table.bids", to_act, viewer)


def _market(
    obj: TenState | TenView,
    moves: Sequence[TenMove],
    box: tuple[float, float, float, float],
    prefix: str,
    words: TenWords,
) -> Element:
    x, y, w, h = box
    say = words.catalogue
    buyable = {move.card for move in moves if isinstance(move, Buy)}
    copies = Counter(obj.market)
    heading = say.say("svg.market", cards=say.count(len(obj.market), "card"))
    parts: list[Element | None] = [panel(x, y, w, h, heading)]
    slot = (w - 80) / len(_NUMBERS)
    # A row's copies badge hangs below its cards: the rows are 12 apart so that it stays
    # clear of the row under it.
    gap = 12.0
    card_w = min(slot * 0.72, ((h - 74) / len(COLOURS) - gap) / 1.45)
    for i, number in enumerate(_NUMBERS):
        parts.append(
            text(
                x + 64 + i * slot + card_w / 2,
                y + 50,
                say.say("svg.price", number=number),
                fill=CHALK,
                anchor="middle",
            )
        )
    empty: list[tuple[float, float, float, float]] = []
    for row, colour in enumerate(COLOURS):
        ry = y + 66 + row * (card_w * 1.45 + gap)
        parts.append(colour_symbol(colour, x + 26, ry + card_w * 0.7, 18))
        parts.append(
            text(
                x + 40,
                ry + card_w * 0.7 + 5,
                _colour(colour, words)[0].upper(),
                fill=CHALK,
                weight="bold",
            )
        )
        for i, number in enumerate(_NUMBERS):
            sx = x + 64 + i * slot
            present = [c for c in copies if c.colour is colour and c.number == number]
            if not present:
                empty.append((sx, ry, card_w, card_w * 1.45))
                continue
            shown = present[0]
            legal = shown in buyable
            parts.append(
                card(
                    shown,
                    sx,
                    ry,
                    card_w,
                    lifted=legal,
                    classes="tg-card tg-market" + (" tg-legal" if legal else ""),
                    element_id=f"{prefix}-market-{colour.value}-{number}",
                    words=words,
                )
            )
            if copies[shown] > 1:
                parts.append(
                    badge(
                        sx + card_w,
                        ry + card_w * 1.4,
                        f"{TIMES}{copies[shown]}",
                        fill=CHALK,
                        color=INK,
                    )
                )
    parts.insert(1, boxes(empty, fill="none", stroke="#5f8c74", stroke_dasharray="3 3"))
    return group(parts)


def _legend_key(x: float, y: float, words: TenWords) -> list[Element]:
    """The part of the legend that never changes: colours, kinds of wild, currency."""
    say = words.catalogue
    parts: list[Element] = []
    for i, colour in enumerate(COLOURS):
        cx = x + 22 + i * 84
        parts.append(colour_symbol(colour, cx, y + 46, 16))
        parts.append(text(cx + 13, y + 51, _colour(colour, words), fill=CHALK))
    samples = (
        Card(Kind.COLOUR_WILD, Colour.RED),
        Card(Kind.NUMBERED_WILD, None, 4),
        Card(Kind.WILDCARD),
        Card(Kind.CURRENCY, None, 3),
    )
    for i, shown in enumerate(samples):
        ry = y + 68 + i * 50
        parts.append(card(shown, x + 14, ry, _SMALLEST_CARD, classes="tg-legend-card", words=words))
        parts.append(text(x + 56, ry + 27, say.say(f"svg.legend.{shown.kind.value}"), fill=CHALK))
    parts.append(text(x + 14, y + 290, say.say("svg.legend.bust"), fill=CHALK))
    return parts


def _legend(
    obj: TenState | TenView, box: tuple[float, float, float, float], words: TenWords
) -> Element:
    x, y, w, h = box
    say = words.catalogue
    # The key is drawn once in English, the game's own words, and again in another's.
    key = _LEGEND_KEY if words.catalogue is WORDS.catalogue else group(_legend_key(x, y, words))
    parts: list[Element | None] = [panel(x, y, w, h, say.say("svg.legend")), key]
    extra = [say.say("svg.legend.discard", cards=say.count(len(obj.discard), "card"))]
    if obj.jen_tokens is not None:
        extra.append(say.say("svg.legend.jen", tokens=say.count(obj.jen_tokens, "token")))
    for i, line in enumerate(extra):
        parts.append(text(x + 14, y + 290 + (i + 1) * _LINE, line, fill=CHALK))
    return group(parts, class_="tg-legend")


def _tokens(x: float, y: float, black: int, bust: int, words: TenWords) -> Element:
    # The bust token's "B" is a word at SMALLEST_TEXT: both tokens are drawn large enough to
    # hold it.
    say = words.catalogue
    tokens = say.count(black, "black_token")
    bust_tokens = say.count(bust, "bust_token")
    return group(
        circle(x + 11, y, 11, fill="#161616", stroke="#777", stroke_width=1.5),
        text(x + 28, y + 5, f"{black}/{TOKEN_CAP}", fill=INK, weight="bold"),
        circle(x + 96, y, 11, fill="#ffffff", stroke=INK, stroke_width=1.5),
        text(x + 96, y + 5.4, say.say("svg.bust_letter"), fill=INK, anchor="middle", weight="bold"),
        text(x + 113, y + 5, str(bust), fill=INK, weight="bold"),
        el("title", say.say("svg.tokens", tokens=tokens, bust_tokens=bust_tokens)),
        class_="tg-tokens",
    )


def _collection(
    sheet: ScoreSheet,
    cards: Sequence[Card],
    payable: frozenset[Card],
    x: float,
    y: float,
    w: float,
    prefix: str,
    seat: int,
    marked: tuple[Card, str] | None,
    words: TenWords,
) -> list[Element]:
    parts: list[Element] = []
    # Where the card the last move collected is drawn, as (x, y, lifted): the first place
    # that shows it.
    spot: tuple[float, float, bool] | None = None
    card_w = _collection_card_width(w)
    slot = card_w + 3
    row_h = _collection_row(card_w)
    naturals = Counter(c for c in cards if c.kind is Kind.NUMBER)
    empty: list[tuple[float, float, float, float]] = []
    # The numbers over the columns stand high enough to clear the last move's tag and a copies
    # badge on a lifted card of the first row.
    for i, number in enumerate(_NUMBERS):
        parts.append(
            text(x + 20 + i * slot + card_w / 2, y - 22, str(number), fill=MUTED, anchor="middle")
        )
    for row, score in enumerate(sheet.colours):
        colour = score.colour
        ry = y + row * row_h
        parts.append(colour_symbol(colour, x + 8, ry + card_w * 0.7, 12))
        placed = {number: wild for wild, number in score.wilds}
        if score.run is not None:
            low, high = score.run
            parts.append(
                rect(
                    x + 20 + (low - 1) * slot - 2,
                    ry - 2,
                    (high - low + 1) * slot + 1,
                    card_w * 1.45 + 4,
                    rx=4,
                    fill="none",
                    stroke=HIGHLIGHT,
                    stroke_width=2,
                )
            )
        for i, number in enumerate(_NUMBERS):
            sx = x + 20 + i * slot
            natural = next((c for c in naturals if c.colour is colour and c.number == number), None)
            wild = placed.get(number)
            if natural is not None and (wild is None or score.run is None):
                legal = natural in payable
                parts.append(
                    card(
                        natural,
                        sx,
                        ry,
                        card_w,
                        lifted=legal,
                        classes="tg-card tg-collection" + (" tg-legal" if legal else ""),
                        element_id=f"{prefix}-seat{seat}-{colour.value}-{number}",
                        words=words,
                    )
                )
                on_top = True
                if spot is None and marked is not None and marked[0] == natural:
                    spot = (sx, ry, legal)
                    on_top = False  # the last move's tag has the top edge
                if naturals[natural] > 1:
                    # On the card's top edge, where a number's face is bare and a wild's
                    # placed number sits, short of the next card's corner symbol; under the
                    # last move's tag, on its bottom edge.
                    lift = card_w * 0.145 if legal else 0.0
                    parts.append(
                        badge(
                            sx + card_w * 0.72,
                            ry + (2 if on_top else card_w * 1.45 - 2) - lift,
                            f"{TIMES}{naturals[natural]}",
                            fill=INK,
                            color=CHALK,
                        )
                    )
            elif wild is not None:
                legal = wild in payable
                tagged = spot is None and marked is not None and marked[0] == wild
                parts.append(
                    card(
                        wild,
                        sx,
                        ry,
                        card_w,
                        placed=number,
                        placed_below=tagged,  # the last move's tag has the top edge
                        lifted=legal,
                        classes="tg-card tg-collection tg-wild-placed"
                        + (" tg-legal" if legal else ""),
                        words=words,
                    )
                )
                if tagged:
                    spot = (sx, ry, legal)
            else:
                empty.append((sx, ry, card_w, card_w * 1.45))
        parts.append(
            text(
                x + w,
                ry + card_w * 0.95,
                str(score.points),
                fill=INK,
                anchor="end",
                weight="bold",
                opacity=1 if score.points else 0.4,
                class_="tg-points",
                data_colour=colour.value,
            )
        )
    loose = [c for c in cards if c.kind is not Kind.NUMBER and c.kind is not Kind.CURRENCY]
    used = Counter(wild for score in sheet.colours for wild, _ in score.wilds)
    unused = Counter(loose) - used
    ly = y + 4 * row_h + 2
    if unused:
        label = words.catalogue.say("svg.unused_wilds")
        parts.append(text(x, ly + card_w * 0.7 + 5, label, fill=INK))
        wilds = sorted(unused.elements(), key=str)
        first = x + text_width(label, SMALLEST_TEXT) + 8
        # The wilds overlap, if need be, to keep to the collection's width.
        step = slot
        if len(wilds) > 1:
            step = min(slot, (x + w - card_w - first) / (len(wilds) - 1))
        for i, wild in enumerate(wilds):
            legal = wild in payable
            parts.append(
                card(
                    wild,
                    first + i * step,
                    ly,
                    card_w,
                    lifted=legal,
                    classes="tg-card tg-collection" + (" tg-legal" if legal else ""),
                    words=words,
                )
            )
            if spot is None and marked is not None and marked[0] == wild:
                spot = (first + i * step, ly, legal)
    parts.insert(0, boxes(empty, fill="#000000", opacity=0.06))
    if spot is not None and marked is not None:
        sx, sy, lifted = spot
        top = sy - (card_w * 0.145 if lifted else 0)
        short = words.catalogue.say("svg.last_tag")
        parts.append(_mark(marked[0], sx, top, card_w, marked[1], words, short))
    return parts


def _collection_card_width(w: float) -> float:
    """The width of a card in a collection ``w`` wide: nine slots between the colour symbols
    and the colours' points, at most 34."""
    return min(34.0, (w - 22 - _POINTS_W) / len(_NUMBERS) - 3)


def _collection_row(card_w: float) -> float:
    """The height of a colour's row of a collection of cards ``card_w`` wide: a card and a
    gap that keeps a badge on a card's top edge (its copies, a wild's placed number, the
    last move's tag) clear of one on the bottom edge of the card above, lifted or not."""
    return card_w * 1.45 + 16


def _seats(
    obj: TenState | TenView,
    moves: Sequence[TenMove],
    y: float,
    prefix: str,
    marked: CardCollected | None,
    names: Sequence[str | None],
    words: TenWords,
) -> tuple[Element, float]:
    say = words.catalogue
    players = obj.players
    viewer = obj.player if isinstance(obj, TenView) else None
    payable = frozenset(move.card for move in moves if isinstance(move, PayCard))
    gap = _GAP
    # Up to three panels side by side; four and five seats take two rows, the first the fuller.
    per_row = players if players <= _SEATS_PER_ROW else -(-players // 2)
    rows = -(-players // per_row)
    width = min((_W - 32 - gap * (per_row - 1)) / per_row, 420.0)
    sheets = score_sheets(obj)
    card_w = _collection_card_width(width - 20)
    # A players' name takes a line of its own under the title, left of the points' word; the
    # tokens and the collection move down by it.
    below = 22.0 if any(names) else 0.0
    # The collection's top: under the tokens' line and the numbers over its columns.
    top = 98 + below
    height = top + 4 * _collection_row(card_w) + 2 + card_w * 1.45 + 12
    # The solo variant has no winner (§4): its seat is winner of record only.
    won = set(winners(obj)) if players > 1 else set()
    # With two rows, a seat's view starts them at its own seat and goes on in turn order: its
    # collection, which it pays from, is then in the first row, in view on a desktop page
    # without scrolling. One row, a spectator and the state keep the seats' order.
    start = viewer if viewer is not None and rows > 1 else 0
    parts: list[Element] = []
    for seat in range(players):
        place = (seat - start) % players
        x = 16 + place % per_row * (width + gap)
        sy = y + place // per_row * (height + gap)
        acting = obj.to_act == seat and obj.phase is not Phase.OVER
        key = "svg.seat"
        if obj.active == seat and obj.phase is not Phase.OVER:
            key += ".turn"
        if seat == viewer:
            key += ".you"
        title = say.say(key, number=seat + 1)
        points = say.count(sheets[seat].total, "svg.points")
        body: list[Element | None] = [
            rect(x - 3, sy - 3, width + 6, height + 6, rx=12, fill=HIGHLIGHT) if acting else None,
            rect(x, sy, width, height, rx=10, fill=PAPER),
            text(
                x + 12,
                sy + 24,
                title,
                size=SMALLEST_TEXT + 1,
                weight="bold",
                class_="tg-seat-title",
            ),
            text(
                x + width - 12,
                sy + 28,
                str(sheets[seat].total),
                size=26,
                anchor="end",
                weight="bold",
                class_="tg-score",
                data_seat=seat,
            ),
            text(
                x + width - 12,
                sy + 50,
                say.say("svg.won", points=points) if seat in won else points,
                anchor="end",
            ),
            player_name(names, seat, x + 12, sy + 50),
            _tokens(x + 12, sy + 46 + below, obj.tokens[seat], obj.bust_tokens[seat], words),
        ]
        body.extend(
            _collection(
                sheets[seat],
                obj.collections[seat],
                payable if obj.to_act == seat else frozenset(),
                x + 10,
                sy + top,
                width - 20,
                prefix,
                seat,
                (
                    marked.card,
                    _last_said("svg.last.collected", seat, marked.card, viewer, words),
                )
                if marked is not None and marked.player == seat
                else None,
                words,
            )
        )
        parts.append(
            group(
                body,
                class_="tg-seat" + (" tg-to-act" if acting else ""),
                data_seat=seat,
                id=f"{prefix}-seat-{seat}",
            )
        )
    return group(parts), rows * height + (rows - 1) * gap


#: The phases in which a seat acts, each with the id of what it does there as the picture's
#: status line says it (``doing.<phase>`` of the game's words).
_DOING_PHASES = (Phase.DRAW, Phase.AUCTION, Phase.PAY, Phase.BUY, Phase.FINAL_BUY)

#: What the seat to act does in each phase, in English: the words' ``doing.<phase>`` messages,
#: which the picture's status line says (the web page's words, ten/page.js's DOING, are the
#: same: a test holds them together).
DOING: Final = MappingProxyType(
    {phase: WORDS.catalogue.say(f"doing.{phase.value}") for phase in _DOING_PHASES}
)


def _status(obj: TenState | TenView, viewer: int | None, words: TenWords) -> str:
    say = words.catalogue
    if obj.phase is Phase.OVER:
        if obj.players == 1:  # the solo result is the score (§4), not a win, as the words say
            points = say.count(score_sheets(obj)[0].total, "svg.score")
            return say.of("svg.over.solo", 0, viewer, points=points)
        return say.say("svg.over", who=say.seats(winners(obj), viewer))
    doing = say.say(f"doing.{obj.phase.value}")
    if obj.to_act is None:
        return say.say("svg.status", turn=obj.turn, who=say.say("seat", number="?"), doing=doing)
    return say.about("svg.status", obj.to_act, viewer, turn=obj.turn, doing=doing)


#: The events that open a move's events: each move makes exactly one of them, first.
_MOVE_EVENTS = (
    CardDrawn,
    BidMade,
    BidPassed,
    NumbersTaken,
    CurrencyTaken,
    BuyChosen,
    BuySkipped,
    ItemPaid,
)


def _last_move(obj: TenState | TenView) -> tuple[TenEvent | None, CardCollected | None]:
    """The event that opened the most recent move in ``obj``'s log (``None`` before the
    first), and the card that move collected, if it ended a purchase or a payment."""
    collected: CardCollected | None = None
    for event in reversed(obj.events):
        if isinstance(event, CardCollected):
            collected = event
        if isinstance(event, _MOVE_EVENTS):
            return event, collected
    return None, None


def _mark(
    shown: Card,
    x: float,
    y: float,
    width: float,
    said: str,
    words: TenWords,
    tag: str | None = None,
    inside: float | None = None,
) -> Element:
    """The last move's mark on ``shown``, drawn ``width`` wide at ``(x, y)``, ``said`` as its
    title; its tag is ``tag``, else the words' ``picture.last_move``. A tag that would run out
    of its panel on the left, whose edge is at ``inside``, takes the short form that a
    collection's card has (``svg.last_tag``): French "dernier coup" is wider than the card
    of an auction, and right of it the panel's words begin."""
    say = words.catalogue
    if tag is None:
        tag = say.say("picture.last_move")
        # As wide as badge() draws it.
        half = (text_width(tag, SMALLEST_TEXT) + SMALLEST_TEXT * 0.9) / 2
        if inside is not None and x + width / 2 - half < inside + 2:
            tag = say.say("svg.last_tag")
    return last_move_mark(x, y, width, width * 1.45, said, tag=tag, data_card=str(shown))


def _last_said(key: str, seat: int, shown: Card, viewer: int | None, words: TenWords) -> str:
    """The title of the last move's mark: ``key`` (``svg.last.*``) of ``seat``, the card as its
    title says it."""
    say = words.catalogue
    tag = say.say("picture.last_move")
    return say.about(key, seat, viewer, tag=tag, card=_words(shown, words))


def draw(
    obj: TenState | TenView,
    *,
    id_prefix: str = "tg",
    last_move: bool = False,
    names: Sequence[str | None] | None = None,
    words: TenWords | None = None,
) -> str:
    """The table of ``obj`` as SVG, seen by the view's seat (everything on it is public).

    With ``last_move``, what the most recent move changed is marked
    (:func:`~tablegames.core.svg.last_move_mark`): the card it drew, on the draw row or, a
    wild put up for auction, in the auction; the card it collected, in the seat's collection
    (the last payment of an auction or a purchase); the market card it chose to buy, in the
    payment it opened. A bid, a pass, a payment that leaves more owed, taking the numbers or
    the currency and a purchase skipped mark nothing, nor does a draw that went bust (the
    draw row is cleared).

    With ``names`` (by seat, as :func:`~tablegames.to_svg` passes them), each seat's panel
    has its player's name on a line under its title, and the panels grow by that line.

    With ``words`` (TEN's words in a language, as :func:`~tablegames.to_svg` passes them for
    ``language="fr"``), every word of the picture is said in them: its headings, labels,
    titles, status line and card names, the title (:func:`~tablegames.core.svg.table_title`)
    and the description (the terminal's picture, ``words.picture(obj, {})``); the root's
    ``lang`` says their language. Without them the picture is in English, the game's own
    words, with no ``lang``.

    >>> from tablegames import ten
    >>> from tablegames.ten.svg import draw
    >>> from tablegames.ten.words_fr import FRENCH
    >>> view = ten.view(ten.new_game(players=3, seed=7), 0)
    >>> picture = draw(view)
    >>> "running total" in picture and 'class="tg-seat' in picture
    True
    >>> "total\u00a0: nombres" in draw(view, words=FRENCH)
    True
    """
    said = WORDS if words is None else words
    viewer = obj.player if isinstance(obj, TenView) else None
    moves = _legal(obj)
    opened, collected = _last_move(obj) if last_move else (None, None)
    drawn = opened if isinstance(opened, CardDrawn) else None
    chosen = opened if isinstance(opened, CardDrawn | BuyChosen) else None
    seats, seats_h = _seats(obj, moves, _SEATS_Y, id_prefix, collected, tuple(names or ()), said)
    height = _SEATS_Y + seats_h + 16
    status = _status(obj, viewer, said)
    parts: list[Element | None] = [
        text(24, 34, "TEN", size=22, fill=CHALK, weight="bold"),
        text(90, 34, status, size=17, fill=CHALK),
        _draw_row(obj, (_LEFT[0], _TOP, _LEFT[1], _TOP_H), viewer, drawn, said),
        _action_panel(obj, (_RIGHT[0], _TOP, _RIGHT[1], _TOP_H), viewer, chosen, said),
        _market(obj, moves, (_LEFT[0], _MARKET_Y, _LEFT[1], _MARKET_H), id_prefix, said),
        _legend(obj, (*_LEGEND_AT, _RIGHT[1], _MARKET_H), said),
        seats,
    ]
    return document(
        _W,
        height,
        parts,
        title=table_title(obj, status, words),
        description=render(obj) if words is None else picture(obj, {}, words),
        id_prefix=id_prefix,
        kind="table",
        lang=None if words is None else words.catalogue.language,
    )


#: The unchanging part of every table's legend in English, drawn once (an immutable string).
_LEGEND_KEY = group(_legend_key(*_LEGEND_AT, WORDS))
