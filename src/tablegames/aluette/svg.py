"""SVG pictures of Aluette: the table of a deal, single cards, and the ranking drawn as cards.

:func:`draw` draws a state or a view (:func:`tablegames.to_svg` calls it through the game's
``drawing`` hook). The viewer sits at the bottom, the left-hand opponent (the next seat in
turn order) on the left, the partner opposite at the top; a state or a spectator's view puts
seat 0 at the bottom. The picture shows each seat's name, team and trick count (the partner
marked), the viewer's hand face up on a rail under the table and the others' backs with their
counts, the trick in the middle with its current winner ringed, this deal's tricks, the team
points and the signals made. Every word is at least ``SMALLEST_TEXT`` units (10 CSS pixels where
a page shows the table 880 pixels wide); a card too narrow for its words (a court card's or a
named card's name) shows its index and pips, and the words in its title.

Cards are drawn from the card table of ``tablegames.aluette.cards``: the printed number as
pips, the suit as a symbol (coins a disc, cups a goblet, swords a sword, batons a club), each in
its own colour of the colour-blind-safe palette, and the eight named cards with their name on a
gold band. Nothing is copied from a publisher's art.

The table speaks the game's languages: its words are the ``svg.*`` messages of the game's
catalogue (:data:`tablegames.aluette.words.ENGLISH`, and :mod:`tablegames.aluette.words_fr` in
French) with the cards named by those words, and its description is the terminal's table in
them. :func:`draw` takes the words to draw in (``to_svg(obj, language="fr")`` passes the
French); without them it draws in English. French is measured and wrapped by the same code as
the English, and worded short where a place is narrow.

Clickable parts carry classes and data attributes: ``tg-card tg-hand`` with ``data-card`` (the
card's JSON name) for the viewer's cards (``tg-legal`` too when a move uses that card now), and
``tg-seat`` with ``data-seat`` for the seats; their ids start with the ``id_prefix``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablegames.aluette.cards import (
    DEALS_PER_GAME,
    HAND_SIZE,
    NAMED_CARDS,
    SEATS,
    STRENGTH_CLASSES,
    TARGET_POINTS,
    Card,
    Rank,
    Suit,
)
from tablegames.aluette.events import (
    AluetteEvent,
    CardDiscarded,
    CardPlayed,
    ChantVoted,
    ConcessionAnswered,
    ConcessionOffered,
    DealDealt,
    MordienneAnnounced,
    Signalled,
    TrickCompleted,
)
from tablegames.aluette.moves import DiscardCard, PlayCard, SignalKind
from tablegames.aluette.rules import SIGNAL_CARD, partner, team
from tablegames.aluette.state import AluetteState, AluetteView, GameEnd, Phase, Tiebreak, Trick
from tablegames.aluette.text import deal_label, picture
from tablegames.aluette.views import legal_moves_from_view
from tablegames.aluette.words import WORDS, AluetteWords
from tablegames.core.svg import (
    BLUE,
    BLUISH_GREEN,
    CHALK,
    FELT_LIGHT,
    HIGHLIGHT,
    INK,
    ORANGE,
    PAPER,
    REDDISH_PURPLE,
    SKY_BLUE,
    SMALLEST_TEXT,
    TIMES,
    VERMILLION,
    Element,
    badge,
    card_back,
    card_frame,
    circle,
    document,
    el,
    group,
    last_move_mark,
    panel,
    path,
    polygon,
    rect,
    table_title,
    text,
    text_width,
    wrap,
)
from tablegames.core.text import count
from tablegames.core.words import Catalogue

__all__ = [
    "SUIT_COLOURS",
    "TEAM_COLOURS",
    "card",
    "card_svg",
    "draw",
    "ranking_svg",
    "suit_symbol",
]

#: Each suit's colour (Okabe-Ito); the symbol drawn with it tells the suit without colour.
SUIT_COLOURS = {
    Suit.COINS: ORANGE,
    Suit.CUPS: VERMILLION,
    Suit.SWORDS: BLUE,
    Suit.BATONS: BLUISH_GREEN,
}
_SUIT_DARK = {
    Suit.COINS: "#7a5200",
    Suit.CUPS: "#7a3300",
    Suit.SWORDS: "#003a5c",
    Suit.BATONS: "#004d38",
}
#: The colours of team 0 (seats 0 and 2) and team 1 (seats 1 and 3). A square or a triangle
#: drawn beside each tells the teams apart without colour.
TEAM_COLOURS = (SKY_BLUE, REDDISH_PURPLE)

#: The ranks whose corners hold a letter rather than a number (the words say which).
_RANK_LABEL = frozenset({Rank.ACE, Rank.JACK, Rank.CAVALIER, Rank.KING})
_GOLD_BAND = "#c9a227"
#: The distance between two lines of words set at ``SMALLEST_TEXT``.
_LINE = SMALLEST_TEXT + 7
#: The narrowest card whose face has words (a court card's name, a named card's name on its
#: band): "cavalier", the longest, takes about 72 units at ``SMALLEST_TEXT``. A narrower card
#: shows its index and pips, and its name in its title.
_WORDED_CARD = 80

#: Where the pips of a number card go, as fractions of the pip area.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0.15), (0.5, 0.85)),
    3: ((0.5, 0.12), (0.5, 0.5), (0.5, 0.88)),
    4: ((0.22, 0.15), (0.78, 0.15), (0.22, 0.85), (0.78, 0.85)),
    5: ((0.22, 0.15), (0.78, 0.15), (0.5, 0.5), (0.22, 0.85), (0.78, 0.85)),
    6: ((0.22, 0.12), (0.78, 0.12), (0.22, 0.5), (0.78, 0.5), (0.22, 0.88), (0.78, 0.88)),
    7: (
        (0.22, 0.12),
        (0.78, 0.12),
        (0.5, 0.31),
        (0.22, 0.5),
        (0.78, 0.5),
        (0.22, 0.88),
        (0.78, 0.88),
    ),
    8: (
        (0.22, 0.12),
        (0.78, 0.12),
        (0.5, 0.31),
        (0.22, 0.5),
        (0.78, 0.5),
        (0.5, 0.69),
        (0.22, 0.88),
        (0.78, 0.88),
    ),
    9: (
        (0.22, 0.1),
        (0.78, 0.1),
        (0.22, 0.37),
        (0.78, 0.37),
        (0.5, 0.5),
        (0.22, 0.63),
        (0.78, 0.63),
        (0.22, 0.9),
        (0.78, 0.9),
    ),
}


def suit_symbol(suit: Suit, cx: float, cy: float, size: float) -> Element:
    """The symbol of ``suit`` centred on ``(cx, cy)``, ``size`` pixels tall."""
    s = size
    fill, dark = SUIT_COLOURS[suit], _SUIT_DARK[suit]
    stroke = max(0.6, s * 0.05)
    if suit is Suit.COINS:
        return group(
            circle(cx, cy, s * 0.46, fill=fill, stroke=dark, stroke_width=stroke),
            circle(cx, cy, s * 0.27, fill="none", stroke=dark, stroke_width=stroke),
            circle(cx, cy, s * 0.08, fill=dark),
        )
    if suit is Suit.CUPS:
        return group(
            path(
                "M",
                cx - s * 0.38,
                cy - s * 0.46,
                "L",
                cx + s * 0.38,
                cy - s * 0.46,
                "Q",
                cx + s * 0.38,
                cy + s * 0.06,
                cx,
                cy + s * 0.08,
                "Q",
                cx - s * 0.38,
                cy + s * 0.06,
                cx - s * 0.38,
                cy - s * 0.46,
                "Z",
                fill=fill,
                stroke=dark,
                stroke_width=stroke,
            ),
            rect(cx - s * 0.06, cy + s * 0.06, s * 0.12, s * 0.3, fill=dark),
            rect(cx - s * 0.26, cy + s * 0.34, s * 0.52, s * 0.12, rx=s * 0.04, fill=dark),
        )
    if suit is Suit.SWORDS:
        return group(
            polygon(
                [
                    (cx, cy - s * 0.5),
                    (cx + s * 0.09, cy - s * 0.36),
                    (cx + s * 0.09, cy + s * 0.16),
                    (cx - s * 0.09, cy + s * 0.16),
                    (cx - s * 0.09, cy - s * 0.36),
                ],
                fill=fill,
                stroke=dark,
                stroke_width=stroke,
            ),
            rect(cx - s * 0.28, cy + s * 0.15, s * 0.56, s * 0.09, rx=s * 0.03, fill=dark),
            rect(cx - s * 0.05, cy + s * 0.24, s * 0.1, s * 0.16, fill=dark),
            circle(cx, cy + s * 0.44, s * 0.07, fill=dark),
        )
    return group(
        polygon(
            [
                (cx - s * 0.07, cy + s * 0.5),
                (cx + s * 0.07, cy + s * 0.5),
                (cx + s * 0.17, cy - s * 0.4),
                (cx, cy - s * 0.5),
                (cx - s * 0.17, cy - s * 0.4),
            ],
            fill=fill,
            stroke=dark,
            stroke_width=stroke,
        ),
        circle(cx + s * 0.13, cy - s * 0.12, s * 0.07, fill=dark),
        circle(cx - s * 0.11, cy + s * 0.12, s * 0.06, fill=dark),
        circle(cx + s * 0.06, cy + s * 0.3, s * 0.05, fill=dark),
    )


def _rank_label(rank: Rank, words: AluetteWords) -> str:
    """The letter or number in a card's corners: the ace's and a court card's letter in
    ``words`` (``svg.index.<rank>``: J, C, K in English, V, C, R in French)."""
    if rank in _RANK_LABEL:
        return words.catalogue.say(f"svg.index.{int(rank)}")
    return str(int(rank))


def card(
    shown: Card,
    x: float,
    y: float,
    width: float = 64,
    *,
    element_id: str | None = None,
    classes: str = "tg-card",
    lifted: bool = False,
    ring: str | None = None,
    words: AluetteWords | None = None,
) -> Element:
    """One card face at ``(x, y)``, ``width`` wide and half as tall again.

    Args:
        shown: The card.
        x: Its left edge.
        y: Its top edge.
        width: Its width; the height is ``1.5 * width``.
        element_id: The id of the card's group, for a page to find it.
        classes: The group's classes (``tg-card`` and more).
        lifted: Draw it raised by a tenth of its height (a card the viewer may play now).
        ring: Draw a ring of this colour around it (the trick's winning card).
        words: The words of its court card's rank, its name and its title (English by
            default).
    """
    words = WORDS if words is None else words
    w, h = width, width * 1.5
    if lifted:
        y -= h * 0.1
    named = shown in NAMED_CARDS
    name = words.card_name(shown)
    label = _rank_label(shown.rank, words)
    index = max(SMALLEST_TEXT, w * 0.21)
    # The index's centre keeps a letter SMALLEST_TEXT wide on a narrow card.
    index_x = x + max(w * 0.13, index * 0.4)
    worded = w >= _WORDED_CARD
    names = _band_lines(name, w) if name is not None and worded else []
    parts: list[Element | None] = [
        rect(x - 4, y - 4, w + 8, h + 8, rx=w * 0.14, fill="none", stroke=ring, stroke_width=4)
        if ring
        else None,
        card_frame(x, y, w, h, fill=PAPER),
        rect(
            x + 2.5,
            y + 2.5,
            w - 5,
            h - 5,
            rx=w * 0.06,
            fill="none",
            stroke=_GOLD_BAND,
            stroke_width=1.5,
        )
        if named
        else None,
        text(
            index_x,
            y + index * 1.05,
            label,
            size=index,
            weight="bold",
            anchor="middle",
            fill=INK,
        ),
        suit_symbol(shown.suit, index_x, y + index * 1.75, index * 0.8),
    ]
    # A worded card's band holds its name on one or two lines; a narrower card's band is only
    # gold, its name in the card's title.
    band = len(names) * _LINE + 6 if names else (h * 0.16 if named else 0.0)
    left, top = x + w * 0.3, y + h * 0.1
    area_w, area_h = w * 0.58, h * 0.8 - band
    if shown.rank is Rank.ACE:
        parts.append(suit_symbol(shown.suit, left + area_w / 2, top + area_h / 2, w * 0.5))
    elif shown.rank in _PIPS:
        pip = min(w * 0.2, area_h / 4.2)
        for fx, fy in _PIPS[shown.rank]:
            parts.append(suit_symbol(shown.suit, left + fx * area_w, top + fy * area_h, pip))
    else:
        cx, cy = left + area_w / 2, top + area_h * 0.42
        parts.append(
            circle(cx, cy, w * 0.26, fill=SUIT_COLOURS[shown.suit], opacity=0.18),
        )
        parts.append(suit_symbol(shown.suit, cx, cy, w * 0.34))
        if worded:
            # Centred on the card, not on the symbol: "cavalier" takes most of its width.
            parts.append(text(x + w / 2, top + area_h * 0.95, words.rank(shown), anchor="middle"))
    if named:
        band_y = y + h - band - 3
        parts.append(rect(x + 3, band_y, w - 6, band, rx=w * 0.04, fill=_GOLD_BAND))
        for i, line in enumerate(names):
            parts.append(text(x + w / 2, band_y + 16 + i * _LINE, line, anchor="middle"))
    return group(
        *parts,
        el("title", words.card_title(shown)),
        id=element_id,
        class_=classes,
        data_card=str(shown),
    )


def _band_lines(name: str, width: float) -> list[str]:
    """A named card's name as its band on a card ``width`` wide sets it: one line, or two
    broken after its last space or hyphen that leaves a first line that fits ("Deux de" and
    "chêne")."""
    room = width - 10
    if text_width(name, SMALLEST_TEXT) <= room:
        return [name]
    breaks = [i + 1 for i, letter in enumerate(name) if letter in " -"]
    fitting = [i for i in breaks if text_width(name[:i].rstrip(), SMALLEST_TEXT) <= room]
    if not fitting:
        return [name]
    cut = fitting[-1]
    return [name[:cut].rstrip(), name[cut:]]


def card_svg(shown: Card, *, width: float = 128, id_prefix: str = "tg-card") -> str:
    """A single card as a standalone SVG document.

    >>> from tablegames.aluette.cards import parse_card
    >>> from tablegames.aluette.svg import card_svg
    >>> card_svg(parse_card("3 of coins")).startswith("<svg")
    True
    """
    margin = width * 0.08
    return document(
        width + 2 * margin,
        width * 1.5 + 2 * margin,
        card(shown, margin, margin, width),
        title=WORDS.card_title(shown),
        id_prefix=id_prefix,
        kind="card",
        background=None,
    )


def ranking_svg(*, id_prefix: str = "tg-ranking") -> str:
    """The 19 strength classes of the deck, highest first, each with its cards (rules §3)."""
    width, row_h, card_w = 1280, 74, 40
    rows = STRENGTH_CLASSES
    half = (len(rows) + 1) // 2
    height = 70 + half * row_h
    parts: list[Element] = [
        text(
            24, 38, "Aluette: the cards from highest to lowest", size=22, fill=CHALK, weight="bold"
        ),
        text(
            width - 24,
            38,
            "cards on one row tie: a tie for the highest spoils the trick",
            size=14,
            fill=CHALK,
            anchor="end",
        ),
    ]
    for number, row in enumerate(rows):
        column, place = divmod(number, half)
        x = 24 + column * 628
        y = 58 + place * row_h
        parts.append(rect(x, y, 608, row_h - 8, rx=8, fill="#000000", opacity=0.2))
        parts.append(
            badge(x + 26, y + row_h / 2 - 4, str(number + 1), size=14, fill=CHALK, color=INK)
        )
        parts.append(text(x + 52, y + 28, row.name, size=17, fill=CHALK, weight="bold"))
        parts.append(
            text(
                x + 52,
                y + 50,
                f"strength {row.strength} · {count(len(row.cards), 'card')}",
                size=13,
                fill=CHALK,
                opacity=0.85,
            )
        )
        for i, shown in enumerate(row.cards):
            parts.append(card(shown, x + 380 + i * (card_w + 12), y + 3, card_w))
    description = "\n".join(
        f"{row.strength}. {row.name}: " + ", ".join(map(str, row.cards)) for row in rows
    )
    return document(
        width,
        height,
        parts,
        title="Aluette: the 48 cards in their 19 strength classes, highest first",
        description=description,
        id_prefix=id_prefix,
        kind="catalogue",
    )


# -- the table ------------------------------------------------------------------------------------

# The table is laid out for words no smaller than SMALLEST_TEXT: the felt with the seats and the
# trick in the middle, the panels in a column each side of it, and the bottom seat's hand on a
# rail across the whole width below them all (fifteen cards wide enough for their words).
_W, _H = 1280, 880
_CX = 640.0
_FELT = (288.0, 50.0, 704.0, 642.0)
#: The panels' columns: their left edges, their width, and the bottom of the lowest panel.
_COLUMNS = (16.0, 1004.0)
_COLUMN_W = 260.0
_COLUMNS_END = 688.0
#: The rail under the felt and the panels, where the bottom seat's hand lies.
_RAIL = (16.0, 704.0, 1248.0, 164.0)
#: The bottom seat's cards: their width, the widest step between two, and their top.
_HAND_CARD, _HAND_STEP, _HAND_TOP = 84.0, 92.0, 730.0
#: The other seats' cards (face down, or face up in a state's picture): width and step.
_SMALL_CARD, _SMALL_STEP = 40.0, 20.0
_BACK = 36.0
#: The cards of the trick under way and of the last trick.
_TRICK_CARD, _LAST_TRICK_CARD = 80.0, 52.0
# Where each seat sits, by its place around the table counted from the bottom, clockwise in
# turn order: bottom, left, top, right. Its plate (centre, top, width; the side plates are
# narrower, their seats are never "your partner"), where the cards of a hand other than the
# rail's go (their top; the plate may push them lower), and its card in the trick (left, top).
_PLATES = ((_CX, 578.0, 260.0), (409.0, 232.0, 226.0), (_CX, 58.0, 260.0), (871.0, 232.0, 226.0))
_HANDS_TOP = (0.0, 344.0, 168.0, 344.0)
_TRICK = ((600.0, 402.0), (512.0, 336.0), (600.0, 270.0), (688.0, 336.0))


def _lines(x: float, y: float, lines: Sequence[str], **attributes: object) -> Element:
    """One ``<text>`` of ``lines`` at ``SMALLEST_TEXT``, ``_LINE`` apart, the first's baseline
    at ``y``. A space ends each line but the last, so that the text reads as one sentence."""
    last = len(lines) - 1
    return el(
        "text",
        [
            el("tspan", line + (" " if i < last else ""), x=x, dy=_LINE if i else None)
            for i, line in enumerate(lines)
        ],
        x=x,
        y=y,
        font_size=SMALLEST_TEXT,
        fill=CHALK,
        **attributes,
    )


def _team_marker(number: int, cx: float, cy: float, size: float) -> Element:
    fill = TEAM_COLOURS[number]
    if number == 0:
        return rect(cx - size / 2, cy - size / 2, size, size, fill=fill, stroke=INK, stroke_width=1)
    return polygon(
        [
            (cx, cy - size * 0.6),
            (cx + size * 0.6, cy + size * 0.45),
            (cx - size * 0.6, cy + size * 0.45),
        ],
        fill=fill,
        stroke=INK,
        stroke_width=1,
    )


def _said(say: Catalogue, key: str, seat: int | None, viewer: int | None, **fields: object) -> str:
    """The message ``key`` of ``seat`` (its ``number``, from 1; ``?`` for no seat), or its
    ``.you`` form for the viewer's own seat."""
    if seat is not None and seat == viewer:
        return say.say(f"{key}.you", **fields)
    return say.say(key, number="?" if seat is None else seat + 1, **fields)


def _team(say: Catalogue, number: int) -> str:
    """Team ``number`` as the table calls it: ``seats 1+3`` (team 0), ``seats 2+4``."""
    return say.say("table.team", first=number + 1, second=number + 3)


def _seat_title(say: Catalogue, seat: int, viewer: int | None) -> str:
    if viewer is None:
        return say.say("svg.seat", number=seat + 1)
    if seat == viewer:
        return say.say("svg.seat.you", number=seat + 1)
    if seat == partner(viewer):
        return say.say("svg.seat.partner", number=seat + 1)
    return say.say("svg.seat.opponent", number=seat + 1)


def _won(tricks: Sequence[Trick], seat: int) -> int:
    return sum(1 for trick in tricks if trick.winner == seat)


def _current_winner(leader: int, cards: Sequence[Card]) -> tuple[int | None, bool]:
    """The seat whose card leads the trick so far, and whether it is tied (spoiled so far)."""
    if not cards:
        return None, False
    best = max(c.strength for c in cards)
    at = [i for i, c in enumerate(cards) if c.strength == best]
    return (leader + at[0]) % SEATS, len(at) > 1


def _plate_pieces(
    obj: AluetteState | AluetteView, seat: int, name: str | None, say: Catalogue
) -> list[str]:
    """What a seat's plate says under its title, in order: the player's name, its tricks and
    its notes (:func:`_plate` sets them in lines, `` · `` between two on a line)."""
    notes = [say.say("svg.note.tricks", number=_won(obj.tricks, seat))]
    if obj.dealer == seat:
        notes.append(say.say("svg.note.dealer"))
    if seat in obj.chanters:
        notes.append(say.say("svg.note.chanter"))
    if obj.announcer == seat:
        notes.append(say.say("svg.note.announced"))
    if obj.offer == seat:
        notes.append(say.say("svg.note.offers"))
    votes = _votes(obj)
    if seat in votes:
        notes.append(say.say("svg.note.voted." + ("yes" if votes[seat] else "no")))
    return ([name] if name else []) + notes


def _plate_height(lines: int) -> float:
    """The height of a plate with its title and ``lines`` lines under it."""
    return 26 + lines * _LINE + 12


def _plate(
    obj: AluetteState | AluetteView,
    seat: int,
    place: int,
    viewer: int | None,
    prefix: str,
    name: str | None,
    say: Catalogue,
) -> tuple[Element, float]:
    """A seat's plate, and the bottom of its box (a plate grows a line for long notes)."""
    cx, y, w = _PLATES[place]
    x = cx - w / 2
    acting = obj.to_act == seat and obj.phase is not Phase.OVER
    number = team(seat)
    pieces = _plate_pieces(obj, seat, name, say)
    lines = wrap(pieces, w - 24, join=" · ", bold=1 if name else 0)
    h = _plate_height(len(lines))
    # A line a text, each ending inside the plate. The name is bold, and its own element for
    # a page to find; it opens the first line.
    rows: list[Element] = []
    for i, line in enumerate(lines):
        content: list[Element | str] = [line]
        if i == 0 and name:
            content = [
                el("tspan", name, class_="tg-seat-name", data_seat=seat, font_weight="bold"),
                line[len(name) :],
            ]
        rows.append(
            el(
                "text",
                *content,
                x=x + 12,
                y=y + 26 + (i + 1) * _LINE,
                font_size=SMALLEST_TEXT,
                fill=INK,
            )
        )
    box = group(
        rect(x - 3, y - 3, w + 6, h + 6, rx=12, fill=HIGHLIGHT) if acting else None,
        rect(x, y, w, h, rx=10, fill=PAPER, stroke=TEAM_COLOURS[number], stroke_width=3),
        _team_marker(number, x + 18, y + 20, 12),
        text(x + 32, y + 26, _seat_title(say, seat, viewer), weight="bold"),
        rows,
        # On the plate's top edge, clear of its title.
        badge(x + w - 40, y, say.say("svg.seat.to_act"), fill=INK) if acting else None,
        el("title", say.say("svg.seat.title", number=seat + 1, team=_team(say, number))),
        id=f"{prefix}-seat-{seat}",
        class_="tg-seat" + (" tg-to-act" if acting else ""),
        data_seat=seat,
    )
    return box, y + h


def _votes(obj: AluetteState | AluetteView) -> dict[int, bool]:
    if obj.phase is not Phase.CHANT_VOTE:
        return {}
    first = (obj.dealer + 1) % SEATS
    return {(first + i) % SEATS: vote for i, vote in enumerate(obj.votes)}


def _hand_top(place: int, plate_bottom: float) -> float:
    """The top of a hand off the rail: its place's, or lower under a plate grown long."""
    return max(_HANDS_TOP[place], plate_bottom + 8)


def _hidden_hand(held: int, place: int, plate_bottom: float, say: Catalogue) -> Element:
    """A seat's hand seen from across the table: backs, and how many (beside them at the top
    and on the rail, under them at the sides, whose plates are narrow)."""
    w, h, step = _BACK, _BACK * 1.5, 12.0
    total = w + step * max(0, held - 1) if held else 0.0
    if place == 0:
        cx, y0 = _CX, _RAIL[1] + (_RAIL[3] - h) / 2
    else:
        cx, y0 = _PLATES[place][0], _hand_top(place, plate_bottom)
    words = say.count(held, "card") if held else say.say("svg.no_cards")
    x0 = cx - total / 2
    if place in (0, 2):
        room = text_width(words, SMALLEST_TEXT) + SMALLEST_TEXT * 0.9
        at = (x0 + total + 12 + room / 2, y0 + h / 2) if held else (cx, y0 + h / 2)
    else:
        at = (cx, y0 + h + 16) if held else (cx, y0 + h / 2)
    return group(
        [card_back(x0 + i * step, y0, w, h, shadow=i == held - 1) for i in range(held)],
        badge(at[0], at[1], words, fill=CHALK, color=INK),
        class_="tg-hidden-hand",
    )


def _open_hand(
    cards: Sequence[Card],
    place: int,
    legal: frozenset[Card],
    prefix: str,
    seat: int,
    plate_bottom: float,
    words: AluetteWords,
) -> Element:
    """A hand face up: on the rail, cards wide enough for their words, side by side but for a
    chanter's fifteen (which touch); elsewhere small and overlapping, under the seat's plate."""
    cx: float
    if place == 0:
        cx, w, step, room = _CX, _HAND_CARD, _HAND_STEP, _RAIL[2] - 48
        y0 = _HAND_TOP
    else:
        cx, w, step, room = _PLATES[place][0], _SMALL_CARD, _SMALL_STEP, _PLATES[place][2]
        y0 = _hand_top(place, plate_bottom)
    if len(cards) > 1:
        step = min(step, (room - w) / (len(cards) - 1))
    total = w + step * max(0, len(cards) - 1)
    x0 = cx - total / 2
    return group(
        [
            card(
                shown,
                x0 + i * step,
                y0,
                w,
                element_id=f"{prefix}-hand-{seat}-{i}",
                classes="tg-card tg-hand" + (" tg-legal" if shown in legal else ""),
                lifted=shown in legal,
                words=words,
            )
            for i, shown in enumerate(cards)
        ],
        # The rail says it is empty rather than lie bare (the end of a deal, of the game).
        badge(
            _CX, _RAIL[1] + _RAIL[3] / 2, words.catalogue.say("svg.no_cards"), fill=CHALK, color=INK
        )
        if place == 0 and not cards
        else None,
        class_="tg-open-hand",
        data_seat=seat,
    )


def _legal_cards(obj: AluetteView) -> frozenset[Card]:
    return frozenset(
        move.card for move in legal_moves_from_view(obj) if isinstance(move, PlayCard | DiscardCard)
    )


def _trick_area(
    obj: AluetteState | AluetteView,
    places: dict[int, int],
    viewer: int | None,
    marked: CardPlayed | None,
    words: AluetteWords,
) -> list[Element]:
    say = words.catalogue
    parts: list[Element] = []
    winner, tied = _current_winner(obj.leader, obj.trick)
    w = _TRICK_CARD
    for i, shown in enumerate(obj.trick):
        seat = (obj.leader + i) % SEATS
        x, y = _TRICK[places[seat]]
        ring = HIGHLIGHT if seat == winner and not tied else None
        parts.append(card(shown, x, y, w, classes="tg-card tg-trick", ring=ring, words=words))
        if marked is not None and marked.card == shown:
            parts.append(_mark(marked, viewer, x, y, w, words))
    if obj.trick:
        if tied:
            note = say.say("svg.trick.tied")
        else:
            note = _said(say, "svg.trick.winning", winner, viewer)
        parts.append(
            badge(
                _CX,
                _TRICK[0][1] + w * 1.5 + 22,
                note,
                fill=HIGHLIGHT,
                color=INK,
                class_="tg-trick-winner",
                data_seat=None if tied else winner,
            )
        )
    return parts


def _score_panel(
    obj: AluetteState | AluetteView, viewer: int | None, words: AluetteWords
) -> tuple[Element, float]:
    """The team points, and the panel's bottom."""
    say = words.catalogue
    x, y, w = _COLUMNS[0], 56.0, _COLUMN_W
    # The goal in pieces that each fit a line, as wrap() breaks only between pieces.
    deals = say.say("svg.goal.deals", deals=DEALS_PER_GAME)
    if obj.options.game_end is not GameEnd.FIVE_DEALS:
        goal = [say.say("svg.goal.target", points=_target(obj))]
    elif obj.options.tiebreak is Tiebreak.NONE:
        goal = [deals]
    elif obj.deal < DEALS_PER_GAME:
        goal = [deals, say.say("svg.goal.extra")]
    else:  # ruling A-22: the fifth deal left the teams tied
        goal = [say.say("svg.goal.tied", deals=DEALS_PER_GAME), say.say("svg.goal.until")]
    rows: list[Element] = []
    for number in (0, 1):
        ty = y + 54 + number * 34
        ours = viewer is not None and team(viewer) == number
        rows.append(_team_marker(number, x + 22, ty - 5, 14))
        rows.append(
            text(
                x + 38,
                ty,
                say.say("svg.team.yours", team=_team(say, number)) if ours else _team(say, number),
                fill=CHALK,
                weight="bold" if ours else None,
            )
        )
        rows.append(
            text(
                x + w - 16,
                ty + 2,
                str(obj.team_points[number]),
                size=26,
                fill=CHALK,
                anchor="end",
                weight="bold",
                class_="tg-team-points",
                data_team=number,
            )
        )
    lines = wrap([deal_label(obj, say.say("svg.of"), words), *goal], w - 24, join=" · ")
    h = 54 + 34 + 30 + (len(lines) - 1) * _LINE + 12
    heading = say.say("svg.points")
    return group(panel(x, y, w, h, heading), rows, _lines(x + 12, y + 118, lines)), y + h


def _target(obj: AluetteState | AluetteView) -> int:
    return 10 if obj.options.game_end is GameEnd.FIRST_TO_10 else TARGET_POINTS


def _deal_panel(
    obj: AluetteState | AluetteView, viewer: int | None, top: float, say: Catalogue
) -> Element:
    x, y, w = _COLUMNS[0], top, _COLUMN_W
    parts: list[Element | None] = [
        text(x + 12, y + 48, _said(say, "svg.dealer", obj.dealer, viewer), fill=CHALK),
        text(x + 12, y + 72, say.say("svg.trick_winners", spoiled=TIMES), fill=CHALK),
    ]
    box, gap = 24.0, 2.0
    for i in range(HAND_SIZE):
        bx = x + 12 + i * (box + gap)
        by = y + 82
        done = i < len(obj.tricks)
        label = ""
        if done:
            won = obj.tricks[i].winner
            label = TIMES if won is None else str(won + 1)  # seats numbered from 1
        fill = TEAM_COLOURS[team(won)] if done and won is not None else FELT_LIGHT
        parts.append(rect(bx, by, box, box, rx=4, fill=fill, stroke=CHALK, stroke_width=1))
        parts.append(
            text(
                bx + box / 2,
                by + 17,
                label,
                anchor="middle",
                fill=INK if done and won is not None else CHALK,
                weight="bold",
                class_="tg-deal-trick",
                data_trick=i,
            )
        )
        parts.append(
            text(bx + box / 2, by + box + 17, str(i + 1), anchor="middle", fill=CHALK, opacity=0.7)
        )
    for seat in range(SEATS):
        sy = y + 148 + (seat // 2) * _LINE
        sx = x + 12 + (seat % 2) * 120
        tricks = say.count(_won(obj.tricks, seat), "trick")
        parts.append(
            text(sx, sy, _said(say, "svg.tricks", seat, viewer, tricks=tricks), fill=CHALK)
        )
    ty = y + 148 + 2 * _LINE
    if obj.chanters:
        lines = wrap(say.say("svg.chant", who=say.seats(obj.chanters, viewer)), w - 24)
        parts.append(_lines(x + 12, ty, lines))
        ty += len(lines) * _LINE
    held = obj.talon_size if isinstance(obj, AluetteView) else len(obj.talon)
    talon = say.say("svg.talon", cards=say.count(held, "card"))
    parts.append(text(x + 12, ty, talon, fill=CHALK))
    return group(panel(x, y, w, _DEAL_PANEL_H, say.say("svg.deal")), parts)


#: The height of the deal's panel: as tall as a chant's line broken in two makes it, whether
#: or not there is one, so that the panel under it stays where it is.
_DEAL_PANEL_H = 148 + 4 * _LINE + 12


def _listed(rows: Sequence[list[str]], h: float) -> tuple[int, bool]:
    """How many of the last ``rows`` (each its lines) a panel ``h`` tall lists from ``_LINE``
    under its title, and whether it leaves some out (its last line then says so)."""
    room = int((h - 60) // _LINE) + 1
    if sum(len(lines) for lines in rows) <= room:
        return len(rows), False
    used, fit = 0, 0
    for lines in reversed(rows):
        used += len(lines)
        if used > room - 1 and fit:
            break
        fit += 1
    return fit, True


def _results_panel(
    obj: AluetteState | AluetteView, viewer: int | None, top: float, say: Catalogue
) -> Element:
    x, y, w = _COLUMNS[0], top, _COLUMN_W
    h = _COLUMNS_END - top
    parts: list[Element] = [panel(x, y, w, h, say.say("svg.results"))]
    if not obj.results:
        parts.append(text(x + 12, y + 48, say.say("svg.results.none"), fill=CHALK, opacity=0.8))
    rows: list[list[str]] = []
    for number, result in enumerate(obj.results, 1):
        if result.team is None:
            said = say.say("svg.result.nobody", deal=number)
        else:
            if result.winner is None:
                said = say.say("svg.result.scored", deal=number, points=result.points)
            else:
                said = _said(
                    say, "svg.result.won", result.winner, viewer, deal=number, points=result.points
                )
            if result.conceded:
                said = say.say("svg.result.conceded", result=said)
            elif result.mordienne:
                said = say.say("svg.result.mordienne", result=said)
        rows.append(wrap(said, w - 42))
    fit, cut = _listed(rows, h)
    ty = y + 48
    for result, lines in zip(obj.results[len(rows) - fit :], rows[len(rows) - fit :], strict=True):
        if result.team is not None:
            parts.append(_team_marker(result.team, x + 18, ty - 5, 10))
        parts.append(_lines(x + 30, ty, lines))
        ty += len(lines) * _LINE
    if cut:
        parts.append(_more(x, y + h, w, say.say("svg.more.results", shown=fit, total=len(rows))))
    return group(parts)


def _more(x: float, bottom: float, w: float, words: str) -> Element:
    """A panel's last line when it lists only its last rows, saying so in ``words``."""
    return text(x + w - 12, bottom - 12, words, fill=CHALK, anchor="end")


def _signal_words(kind: SignalKind, number: int | None, words: AluetteWords) -> str:
    say = words.catalogue
    if kind is SignalKind.ACES:
        return say.count(number or 0, "svg.signal.aces")
    if kind is SignalKind.WEAK_HAND:
        return say.say("svg.signal.weak_hand")
    if kind is SignalKind.MORDIENNE:
        return say.say("svg.signal.mordienne")
    return words.card_name(SIGNAL_CARD[kind]) or ""


def _gesture(kind: SignalKind, words: AluetteWords) -> str:
    """How a signal is made, as its title says it: mordienne's with what it means, as the
    signal's own gesture (``SignalKind.gesture``) says it."""
    if kind is SignalKind.MORDIENNE:
        return words.catalogue.say("svg.gesture.mordienne")
    return words.gesture(kind)


def _signals_panel(
    obj: AluetteState | AluetteView, viewer: int | None, words: AluetteWords
) -> Element:
    say = words.catalogue
    x, y, w = _COLUMNS[1], 56.0, _COLUMN_W
    h = _COLUMNS_END - _LAST_TRICK_H - 12 - y
    parts: list[Element] = [panel(x, y, w, h, say.say("svg.signals"))]
    if not obj.signals:
        parts.append(text(x + 12, y + 48, say.say("svg.signals.none"), fill=CHALK, opacity=0.8))
    rows: list[list[str]] = []
    for signal in obj.signals:
        made = _signal_words(signal.kind, signal.count, words)
        if signal.partner_only:
            made = say.say("svg.signal.partner", signal=made)
        rows.append(wrap(_said(say, "svg.signal", signal.player, viewer, signal=made), w - 42))
    fit, cut = _listed(rows, h)
    ty = y + 48
    for signal, lines in zip(obj.signals[len(rows) - fit :], rows[len(rows) - fit :], strict=True):
        parts.append(
            group(
                el(
                    "title",
                    say.say(
                        "svg.signal.title",
                        gesture=_gesture(signal.kind, words),
                        number=signal.trick + 1,
                    ),
                ),
                _team_marker(team(signal.player), x + 18, ty - 5, 10),
                _lines(x + 30, ty, lines, class_="tg-signal", data_seat=signal.player),
            )
        )
        ty += len(lines) * _LINE
    if cut:
        parts.append(_more(x, y + h, w, say.say("svg.more.signals", shown=fit, total=len(rows))))
    return group(parts)


#: The height of the last trick's panel, at the foot of the right-hand column.
_LAST_TRICK_H = 180.0


def _last_trick_panel(
    obj: AluetteState | AluetteView,
    viewer: int | None,
    marked: CardPlayed | None,
    words: AluetteWords,
) -> Element | None:
    if not obj.tricks:
        return None
    x, w = _COLUMNS[1], _COLUMN_W
    y = _COLUMNS_END - _LAST_TRICK_H
    say = words.catalogue
    last = obj.tricks[-1]
    number = len(obj.tricks)
    who = (
        say.say("svg.last_trick.spoiled")
        if last.winner is None
        else _said(say, "svg.last_trick.won", last.winner, viewer)
    )
    parts: list[Element] = [
        panel(x, y, w, _LAST_TRICK_H, say.say("svg.last_trick", number=number)),
        text(x + 12, y + 46, who, fill=CHALK),
    ]
    cw = _LAST_TRICK_CARD
    step = (w - 24 - cw) / (SEATS - 1)
    # Low enough that the last move's tag on a card's top edge clears the line above.
    top = y + 70
    for i, shown in enumerate(last.cards):
        seat = (last.leader + i) % SEATS
        cx = x + 12 + i * step
        ring = HIGHLIGHT if seat == last.winner else None
        parts.append(
            card(shown, cx, top, cw, classes="tg-card tg-last-trick", ring=ring, words=words)
        )
        if marked is not None and marked.card == shown:
            parts.append(_mark(marked, viewer, cx, top, cw, words, within=(x, x + w)))
        parts.append(
            text(
                cx + cw / 2,
                top + cw * 1.5 + 20,
                _said(say, "svg.last_trick.seat", seat, viewer),
                fill=CHALK,
                anchor="middle",
            )
        )
    return group(parts)


def _status(obj: AluetteState | AluetteView, viewer: int | None, say: Catalogue) -> str:
    if obj.phase is Phase.OVER:
        first, second = obj.team_points
        if first == second:
            return say.say("svg.over.draw", points_each=say.count(first, "point"))
        best = 0 if first > second else 1
        ours = viewer is not None and team(viewer) == best
        score = {"best": max(first, second), "other": min(first, second)}
        if ours:
            return say.say("svg.over.won.yours", **score)
        return say.say("svg.over.won", team=_team(say, best), **score)
    doing = _said(say, f"svg.act.{obj.phase.value}", obj.to_act, viewer)
    if obj.phase is Phase.PLAY:
        return say.say("svg.status.play", number=len(obj.tricks) + 1, tricks=HAND_SIZE, doing=doing)
    return doing


#: The events that open a move's events: each move makes exactly one of them, first.
_MOVE_EVENTS = (
    ChantVoted,
    CardDiscarded,
    CardPlayed,
    Signalled,
    ConcessionOffered,
    ConcessionAnswered,
    MordienneAnnounced,
)


def _last_card_played(obj: AluetteState | AluetteView) -> tuple[CardPlayed | None, bool]:
    """The card the most recent move in ``obj``'s log played, if it played one, and whether
    that card completed its trick (it then lies in the last trick, not the trick under way).
    ``None`` for any other move, and for a move that ended the deal once the next is dealt."""
    completed = False
    event: AluetteEvent
    for event in reversed(obj.events):
        if isinstance(event, DealDealt):
            return None, False
        if isinstance(event, TrickCompleted):
            completed = True
        if isinstance(event, _MOVE_EVENTS):
            return (event if isinstance(event, CardPlayed) else None), completed
    return None, False


def _mark(
    played: CardPlayed,
    viewer: int | None,
    x: float,
    y: float,
    width: float,
    words: AluetteWords,
    within: tuple[float, float] | None = None,
) -> Element:
    """The last move's mark on the card it played, drawn ``width`` wide at ``(x, y)``; its
    tag kept between the left and right edges ``within`` (a panel's), where the card's
    centre would put it past one (the last trick's outer cards)."""
    say = words.catalogue
    what = words.card(played.card, named=False)
    title = _said(say, "svg.last_move", played.player, viewer, card=what)
    tag = say.say("picture.last_move")
    pad = 8  # outside the ring of the card winning the trick, which lies 4 pixels out
    tag_at = None
    if within is not None:
        half = (text_width(tag, SMALLEST_TEXT) + SMALLEST_TEXT * 0.9) / 2  # the badge's
        left, right = within[0] + half, within[1] - half
        centre = x + width / 2
        if not left <= centre <= right:
            tag_at = (min(max(centre, left), right), y - pad)
    return last_move_mark(
        x,
        y,
        width,
        width * 1.5,
        title,
        tag=tag,
        tag_at=tag_at,
        pad=pad,
        data_card=str(played.card),
        data_seat=played.player,
    )


def draw(
    obj: AluetteState | AluetteView,
    *,
    id_prefix: str = "tg",
    last_move: bool = False,
    names: Sequence[str | None] | None = None,
    words: AluetteWords | None = None,
) -> str:
    """The table of ``obj`` as SVG, seen by the view's seat (a state shows every hand).

    With ``last_move``, the card the most recent move played is marked
    (:func:`~tablegames.core.svg.last_move_mark`), in the trick under way or, when it
    completed the trick, in the last trick. Other moves (a vote, a discard, a signal, a
    concession) mark nothing, nor does the last card of a deal once the next is dealt. A
    view's events are those its seat saw, so the mark shows nothing more.

    With ``names`` (by seat, as :func:`~tablegames.to_svg` passes them), a seat's player's
    name opens the second line of its plate ("Bo · tricks 2"), under "Seat 3 · your partner".

    With ``words`` (the game's words in another language, as :func:`~tablegames.to_svg`
    passes them for ``language="fr"``), every word of the picture is theirs: its texts, titles
    and description (the terminal's table in those words), card names and the last move's tag,
    and the root's ``lang`` says their language. ``None`` draws in English, as before the
    keyword existed.

    >>> from tablegames import aluette
    >>> from tablegames.aluette.svg import draw
    >>> picture = draw(aluette.view(aluette.new_game(seed=7), 0))
    >>> 'class="tg-card tg-hand' in picture and "Seat 3 · your partner" in picture
    True
    >>> from tablegames.aluette.words_fr import FRENCH
    >>> french = draw(aluette.view(aluette.new_game(seed=7), 0), words=FRENCH)
    >>> "Joueur 3 · partenaire" in french and ' lang="fr"' in french
    True
    """
    told = WORDS if words is None else words
    say = told.catalogue
    viewer = obj.player if isinstance(obj, AluetteView) else None
    bottom = viewer if viewer is not None else 0
    places = {(bottom + i) % SEATS: i for i in range(SEATS)}
    legal = _legal_cards(obj) if isinstance(obj, AluetteView) else frozenset()
    parts: list[Element | None] = [
        rect(*_FELT, rx=120, fill=FELT_LIGHT, stroke="#173a2a", stroke_width=6),
        rect(*_RAIL, rx=24, fill=FELT_LIGHT, stroke="#173a2a", stroke_width=4),
        # The game's name, in every language (as the title names it: table_title).
        text(24, 34, "Aluette", size=22, fill=CHALK, weight="bold"),
        text(126, 34, _status(obj, viewer, say), size=17, fill=CHALK),
    ]
    for seat in range(SEATS):
        place = places[seat]
        name = names[seat] if names is not None and seat < len(names) else None
        plate, plate_bottom = _plate(obj, seat, place, viewer, id_prefix, name, say)
        parts.append(plate)
        if isinstance(obj, AluetteView) and seat != viewer:
            parts.append(_hidden_hand(obj.hand_sizes[seat], place, plate_bottom, say))
        else:
            held = obj.hand if isinstance(obj, AluetteView) else obj.hands[seat]
            playable = legal if isinstance(obj, AluetteView) else frozenset()
            parts.append(_open_hand(held, place, playable, id_prefix, seat, plate_bottom, told))
    played, completed = _last_card_played(obj) if last_move else (None, False)
    parts.extend(_trick_area(obj, places, viewer, None if completed else played, told))
    score, score_bottom = _score_panel(obj, viewer, told)
    parts.append(score)
    parts.append(_deal_panel(obj, viewer, score_bottom + 12, say))
    parts.append(_results_panel(obj, viewer, score_bottom + 12 + _DEAL_PANEL_H + 12, say))
    parts.append(_signals_panel(obj, viewer, told))
    parts.append(_last_trick_panel(obj, viewer, played if completed else None, told))
    status = _status(obj, viewer, say)
    if obj.phase is Phase.OVER:
        # Where the bottom seat's card of the trick lies, below the sides' "no cards".
        centre = _TRICK[0][1] + _TRICK_CARD * 0.75
        parts.append(badge(_CX, centre, status, size=20, fill=HIGHLIGHT, color=INK))
    deal = deal_label(obj, say.say("svg.of"), told)
    return document(
        _W,
        _H,
        parts,
        title=table_title(obj, say.say("svg.title", deal=deal, status=status), words),
        description=picture(obj, {}, told),
        id_prefix=id_prefix,
        kind="table",
        lang=None if words is None else say.language,
    )
