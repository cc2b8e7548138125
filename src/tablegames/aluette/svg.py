"""SVG pictures of Aluette: the table of a deal, single cards, and the ranking drawn as cards.

:func:`draw` draws a state or a view (:func:`tablegames.to_svg` calls it through the game's
``drawing`` hook). The viewer sits at the bottom, the left-hand opponent (the next seat in
turn order) on the left, the partner opposite at the top; a state or a spectator's view puts
seat 0 at the bottom. The picture shows each seat's name, team and trick count (the partner
marked), the viewer's hand face up and the others' backs with their counts, the trick in the
middle with its current winner ringed, this deal's tricks, the team points and the signals made.

Cards are drawn from the card table of ``tablegames.aluette.cards``: the printed number as
pips, the suit as a symbol (coins a disc, cups a goblet, swords a sword, batons a club), each in
its own colour of the colour-blind-safe palette, and the eight named cards with their name on a
gold band. Nothing is copied from a publisher's art.

Clickable parts carry classes and data attributes: ``tg-card tg-hand`` with ``data-card`` (the
card's JSON name) for the viewer's cards (``tg-legal`` too when a move uses that card now), and
``tg-seat`` with ``data-seat`` for the seats; their ids start with the ``id_prefix``.
"""

from __future__ import annotations

import math
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
from tablegames.aluette.state import AluetteState, AluetteView, GameEnd, Phase, Trick
from tablegames.aluette.text import render
from tablegames.aluette.views import legal_moves_from_view
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
    text,
    text_width,
)
from tablegames.core.text import count, seat_list, seat_name

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

_RANK_LABEL = {Rank.ACE: "A", Rank.JACK: "J", Rank.CAVALIER: "C", Rank.KING: "K"}
_GOLD_BAND = "#c9a227"

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


def _rank_label(rank: Rank) -> str:
    return _RANK_LABEL.get(rank, str(int(rank)))


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
    """
    w, h = width, width * 1.5
    if lifted:
        y -= h * 0.1
    named = shown in NAMED_CARDS
    label = _rank_label(shown.rank)
    index = max(8.0, w * 0.21)
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
            x + w * 0.13,
            y + index * 1.05,
            label,
            size=index,
            weight="bold",
            anchor="middle",
            fill=INK,
        ),
        suit_symbol(shown.suit, x + w * 0.13, y + index * 1.75, index * 0.8),
    ]
    band = h * 0.16 if named else 0.0
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
        parts.append(
            text(
                cx,
                top + area_h * 0.95,
                shown.rank.name.lower(),
                size=max(7.0, w * 0.14),
                anchor="middle",
                fill=INK,
            )
        )
    if named:
        band_y = y + h - band - 3
        parts.append(rect(x + 3, band_y, w - 6, band, rx=w * 0.04, fill=_GOLD_BAND))
        if w >= 56:
            size = min(w * 0.15, band * 0.62)
            name = shown.name
            fit = text_width(name, size) > w - 10
            parts.append(
                text(
                    x + w / 2,
                    band_y + band * 0.7,
                    name,
                    size=size,
                    anchor="middle",
                    weight="bold",
                    fill=INK,
                    textLength=w - 10 if fit else None,
                    lengthAdjust="spacingAndGlyphs" if fit else None,
                )
            )
    return group(
        *parts,
        el("title", _card_words(shown)),
        id=element_id,
        class_=classes,
        data_card=str(shown),
    )


def _card_words(shown: Card) -> str:
    return f"{shown} ({shown.name})" if shown in NAMED_CARDS else str(shown)


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
        title=_card_words(shown),
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

_W, _H = 1280, 800
_CX = 640
# Where each seat sits, by its place around the table counted from the bottom, clockwise in
# turn order: bottom, left, top, right. (plate centre, direction of the hand, trick card).
_PLATES = ((_CX, 768), (382, 318), (_CX, 78), (898, 318))
_TRICK = ((_CX - 32, 420), (522, 318), (_CX - 32, 216), (694, 318))


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


def _team_name(number: int) -> str:
    return "seats 1 + 3" if number == 0 else "seats 2 + 4"


def _seat_title(seat: int, viewer: int | None) -> str:
    if viewer is None:
        return f"Seat {seat + 1}"
    if seat == viewer:
        return f"Seat {seat + 1} · you"
    if seat == partner(viewer):
        return f"Seat {seat + 1} · your partner"
    return f"Seat {seat + 1} · opponent"


def _won(tricks: Sequence[Trick], seat: int) -> int:
    return sum(1 for trick in tricks if trick.winner == seat)


def _current_winner(leader: int, cards: Sequence[Card]) -> tuple[int | None, bool]:
    """The seat whose card leads the trick so far, and whether it is tied (spoiled so far)."""
    if not cards:
        return None, False
    best = max(c.strength for c in cards)
    at = [i for i, c in enumerate(cards) if c.strength == best]
    return (leader + at[0]) % SEATS, len(at) > 1


def _plate(
    obj: AluetteState | AluetteView,
    seat: int,
    place: int,
    viewer: int | None,
    prefix: str,
    name: str | None = None,
) -> Element:
    cx, cy = _PLATES[place]
    w, h = 236, 50
    x, y = cx - w / 2, cy - h / 2
    acting = obj.to_act == seat and obj.phase is not Phase.OVER
    number = team(seat)
    notes = [f"tricks {_won(obj.tricks, seat)}"]
    if obj.dealer == seat:
        notes.append("dealer")
    if seat in obj.chanters:
        notes.append("chanter")
    if obj.announcer == seat:
        notes.append("announced mordienne")
    if obj.offer == seat:
        notes.append("offers to concede")
    votes = _votes(obj)
    if seat in votes:
        notes.append("voted for the chant" if votes[seat] else "voted against")
    return group(
        rect(x - 3, y - 3, w + 6, h + 6, rx=12, fill=HIGHLIGHT) if acting else None,
        rect(x, y, w, h, rx=10, fill=PAPER, stroke=TEAM_COLOURS[number], stroke_width=3),
        _team_marker(number, x + 18, y + 18, 12),
        text(x + 32, y + 23, _seat_title(seat, viewer), size=15, weight="bold"),
        # The player's name opens the second line: the bold title has no room for twelve
        # wide letters more (NAME_LENGTH), this line has.
        el(
            "text",
            el("tspan", name, class_="tg-seat-name", data_seat=seat, font_weight="bold"),
            f" · {' · '.join(notes)}",
            x=x + 12,
            y=y + 42,
            # The line shrinks to stay on the plate (a long name and three notes).
            font_size=min(12.0, _fit(f"{name} · {' · '.join(notes)}", w - 24)),
            fill=INK,
        )
        if name
        else text(x + 12, y + 42, " · ".join(notes), size=12, fill=INK),
        badge(x + w - 32, y + 38, "to act", size=11, fill=INK) if acting else None,
        el("title", f"Seat {seat + 1}, team {_team_name(number)}"),
        id=f"{prefix}-seat-{seat}",
        class_="tg-seat" + (" tg-to-act" if acting else ""),
        data_seat=seat,
    )


def _fit(words: str, room: float) -> float:
    """The font size at which ``words`` take ``room`` pixels (as :func:`text_width` guesses,
    with a tenth more for a bold name's wide letters), to a tenth of a pixel below."""
    return math.floor(room / (text_width(words, 1) * 1.1) * 10) / 10


def _votes(obj: AluetteState | AluetteView) -> dict[int, bool]:
    if obj.phase is not Phase.CHANT_VOTE:
        return {}
    first = (obj.dealer + 1) % SEATS
    return {(first + i) % SEATS: vote for i, vote in enumerate(obj.votes)}


def _hidden_hand(held: int, place: int) -> Element:
    """A seat's hand seen from across the table: backs, and how many."""
    cx, cy = _PLATES[place]
    w, step = 40, 12
    total = w + step * max(0, held - 1)
    x0 = cx - total / 2
    y0 = cy + 34 if place != 0 else cy - 130
    words = count(held, "card") if held else "no cards"
    return group(
        [card_back(x0 + i * step, y0, w, w * 1.5, shadow=i == held - 1) for i in range(held)],
        badge(cx, y0 + w * 1.5 + 14, words, size=12, fill=CHALK, color=INK),
        class_="tg-hidden-hand",
    )


def _open_hand(
    cards: Sequence[Card], place: int, legal: frozenset[Card], prefix: str, seat: int, big: bool
) -> Element:
    cx, cy = _PLATES[place]
    if big:
        w, step, room = 74.0, 78.0, 690.0
        y0 = cy - 160
    else:
        w, step, room = 40.0, 20.0, 232.0
        y0 = cy + 32 if place != 0 else cy - 110
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
            )
            for i, shown in enumerate(cards)
        ],
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
    marked: CardPlayed | None = None,
) -> list[Element]:
    parts: list[Element] = []
    winner, tied = _current_winner(obj.leader, obj.trick)
    for i, shown in enumerate(obj.trick):
        seat = (obj.leader + i) % SEATS
        x, y = _TRICK[places[seat]]
        ring = HIGHLIGHT if seat == winner and not tied else None
        parts.append(card(shown, x, y, 64, classes="tg-card tg-trick", ring=ring))
        if marked is not None and marked.card == shown:
            parts.append(_mark(marked, viewer, x, y, 64))
    if obj.trick:
        if tied:
            note = "tied for the highest card: spoiled so far"
        elif winner is not None and winner == viewer:
            note = "you are winning the trick"
        else:
            note = f"seat {'?' if winner is None else winner + 1} is winning the trick"
        parts.append(
            badge(
                _CX,
                552,
                note,
                size=13,
                fill=HIGHLIGHT,
                color=INK,
                class_="tg-trick-winner",
                data_seat=None if tied else winner,
            )
        )
    return parts


def _score_panel(obj: AluetteState | AluetteView, viewer: int | None) -> Element:
    x, y, w = 16.0, 56.0, 250.0
    deals = obj.options.game_end is GameEnd.FIVE_DEALS
    length = f"deal {obj.deal + 1} of {DEALS_PER_GAME}" if deals else f"deal {obj.deal + 1}"
    goal = "most points after 5 deals" if deals else f"first team to {_target(obj)} points"
    rows: list[Element] = []
    for number in (0, 1):
        ty = y + 58 + number * 40
        ours = viewer is not None and team(viewer) == number
        rows.append(_team_marker(number, x + 22, ty - 5, 14))
        rows.append(
            text(
                x + 38,
                ty,
                _team_name(number) + (" (you)" if ours else ""),
                size=15,
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
    return group(
        panel(x, y, w, 146, "Points"),
        rows,
        text(x + 12, y + 130, f"{length} · {goal}", size=12, fill=CHALK),
    )


def _target(obj: AluetteState | AluetteView) -> int:
    return 10 if obj.options.game_end is GameEnd.FIRST_TO_10 else TARGET_POINTS


def _deal_panel(obj: AluetteState | AluetteView, viewer: int | None) -> Element:
    x, y, w = 16.0, 214.0, 250.0
    parts: list[Element | None] = [panel(x, y, w, 230, "This deal")]
    parts.append(
        text(x + 12, y + 46, f"Dealer: {seat_name(obj.dealer, viewer)}", size=13, fill=CHALK)
    )
    parts.append(
        text(x + 12, y + 70, f"Tricks (winner's seat, {TIMES} spoiled):", size=12, fill=CHALK)
    )
    box = 24.0
    for i in range(HAND_SIZE):
        bx = x + 12 + i * (box + 1.5)
        by = y + 80
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
                size=14,
                anchor="middle",
                fill=INK if done and won is not None else CHALK,
                weight="bold",
                class_="tg-deal-trick",
                data_trick=i,
            )
        )
        parts.append(
            text(
                bx + box / 2,
                by + box + 12,
                str(i + 1),
                size=9,
                anchor="middle",
                fill=CHALK,
                opacity=0.7,
            )
        )
    for seat in range(SEATS):
        sy = y + 144 + (seat // 2) * 22
        sx = x + 12 + (seat % 2) * 118
        parts.append(
            text(
                sx,
                sy,
                f"{seat_name(seat, viewer)}: {count(_won(obj.tricks, seat), 'trick')}",
                size=13,
                fill=CHALK,
            )
        )
    if obj.chanters:
        who = seat_list(obj.chanters, viewer)
        parts.append(text(x + 12, y + 196, f"Chant: {who} took the talon", size=12, fill=CHALK))
    talon = f"Talon: {count(obj.talon_size if isinstance(obj, AluetteView) else len(obj.talon), 'card')} face down"  # noqa: E501
    parts.append(text(x + 12, y + 216, talon, size=12, fill=CHALK))
    return group(parts)


def _results_panel(obj: AluetteState | AluetteView, viewer: int | None) -> Element:
    x, y, w = 16.0, 456.0, 250.0
    parts: list[Element] = [panel(x, y, w, 328, "Deals played")]
    if not obj.results:
        parts.append(text(x + 12, y + 48, "none yet", size=13, fill=CHALK, opacity=0.8))
    for i, result in enumerate(obj.results[-12:]):
        number = len(obj.results) - len(obj.results[-12:]) + i + 1
        if result.team is None:
            line_text = f"{number}. nobody scored"
        else:
            how = " (mordienne)" if result.mordienne else ""
            how = " (conceded)" if result.conceded else how
            who = (
                "scored" if result.winner is None else f"won by {seat_name(result.winner, viewer)}"
            )
            line_text = f"{number}. {who}: +{result.points}{how}"
        ty = y + 48 + i * 22
        if result.team is not None:
            parts.append(_team_marker(result.team, x + 18, ty - 5, 10))
        parts.append(text(x + 30, ty, line_text, size=13, fill=CHALK))
    return group(parts)


def _signal_words(kind: SignalKind, number: int | None) -> str:
    if kind is SignalKind.ACES:
        return f"{count(number or 0, 'ace')}"
    if kind is SignalKind.WEAK_HAND:
        return "weak hand"
    if kind is SignalKind.MORDIENNE:
        return "going for mordienne"
    return SIGNAL_CARD[kind].name


def _signals_panel(obj: AluetteState | AluetteView, viewer: int | None) -> Element:
    x, y, w = 1014.0, 56.0, 250.0
    parts: list[Element] = [panel(x, y, w, 388, "Signals this deal")]
    shown = obj.signals[-14:]
    if not obj.signals:
        parts.append(text(x + 12, y + 48, "none yet", size=13, fill=CHALK, opacity=0.8))
    elif len(obj.signals) > len(shown):
        parts.append(
            text(
                x + w - 12,
                y + 22,
                f"last {len(shown)} of {len(obj.signals)}",
                size=11,
                fill=CHALK,
                anchor="end",
            )
        )
    for i, signal in enumerate(shown):
        ty = y + 48 + i * 24
        parts.append(_team_marker(team(signal.player), x + 18, ty - 5, 10))
        words = f"{seat_name(signal.player, viewer)}: {_signal_words(signal.kind, signal.count)}"
        if signal.partner_only:
            words += " (to partner)"
        parts.append(
            text(
                x + 30, ty, words, size=13, fill=CHALK, class_="tg-signal", data_seat=signal.player
            )
        )
        parts.append(el("title", f"{signal.kind.gesture}; trick {signal.trick + 1}"))
    return group(parts)


def _last_trick_panel(
    obj: AluetteState | AluetteView, viewer: int | None, marked: CardPlayed | None = None
) -> Element | None:
    if not obj.tricks:
        return None
    x, y, w = 1014.0, 456.0, 250.0
    last = obj.tricks[-1]
    number = len(obj.tricks)
    who = (
        "spoiled: nobody won it"
        if last.winner is None
        else f"won by {seat_name(last.winner, viewer)}"
    )
    parts: list[Element] = [
        panel(x, y, w, 170, f"Trick {number}"),
        text(x + 12, y + 44, who, size=13, fill=CHALK),
    ]
    for i, shown in enumerate(last.cards):
        seat = (last.leader + i) % SEATS
        cx = x + 14 + i * 58
        ring = HIGHLIGHT if seat == last.winner else None
        parts.append(card(shown, cx, y + 58, 46, classes="tg-card tg-last-trick", ring=ring))
        if marked is not None and marked.card == shown:
            parts.append(_mark(marked, viewer, cx, y + 58, 46))
        parts.append(
            text(
                cx + 23,
                y + 58 + 69 + 16,
                seat_name(seat, viewer),
                size=11,
                fill=CHALK,
                anchor="middle",
            )
        )
    return group(parts)


def _status(obj: AluetteState | AluetteView, viewer: int | None) -> str:
    if obj.phase is Phase.OVER:
        first, second = obj.team_points
        if first == second:
            return f"Game over: a draw, {first} points each"
        best = 0 if first > second else 1
        ours = viewer is not None and team(viewer) == best
        winners = "you and your partner" if ours else _team_name(best)
        return f"Game over: {winners} won {max(first, second)} to {min(first, second)}"
    who = "seat ?" if obj.to_act is None else seat_name(obj.to_act, viewer)
    doing = {
        Phase.CHANT_VOTE: "to vote on the chant",
        Phase.DISCARD: "to discard",
        Phase.CONCESSION: "to concede or play on",
        Phase.CONCESSION_ANSWER: "to answer the concession",
        Phase.ANNOUNCE: "to announce mordienne or not",
        Phase.PLAY: "to play",
    }[obj.phase]
    trick = f"trick {len(obj.tricks) + 1} of {HAND_SIZE} · " if obj.phase is Phase.PLAY else ""
    return f"{trick}{who} {doing}"


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


def _mark(played: CardPlayed, viewer: int | None, x: float, y: float, width: float) -> Element:
    """The last move's mark on the card it played, drawn ``width`` wide at ``(x, y)``."""
    words = f"last move: {seat_name(played.player, viewer)} played the {played.card}"
    # Outside the ring of the card winning the trick, which lies 4 pixels out.
    return last_move_mark(
        x, y, width, width * 1.5, words, pad=8, data_card=str(played.card), data_seat=played.player
    )


def draw(
    obj: AluetteState | AluetteView,
    *,
    id_prefix: str = "tg",
    last_move: bool = False,
    names: Sequence[str | None] | None = None,
) -> str:
    """The table of ``obj`` as SVG, seen by the view's seat (a state shows every hand).

    With ``last_move``, the card the most recent move played is marked
    (:func:`~tablegames.core.svg.last_move_mark`), in the trick under way or, when it
    completed the trick, in the last trick. Other moves (a vote, a discard, a signal, a
    concession) mark nothing, nor does the last card of a deal once the next is dealt. A
    view's events are those its seat saw, so the mark shows nothing more.

    With ``names`` (by seat, as :func:`~tablegames.to_svg` passes them), a seat's player's
    name opens the second line of its plate ("Bo · tricks 2"), under "Seat 3 · your partner".

    >>> from tablegames import aluette
    >>> from tablegames.aluette.svg import draw
    >>> picture = draw(aluette.view(aluette.new_game(seed=7), 0))
    >>> 'class="tg-card tg-hand' in picture and "Seat 3 · your partner" in picture
    True
    """
    viewer = obj.player if isinstance(obj, AluetteView) else None
    bottom = viewer if viewer is not None else 0
    places = {(bottom + i) % SEATS: i for i in range(SEATS)}
    legal = _legal_cards(obj) if isinstance(obj, AluetteView) else frozenset()
    parts: list[Element | None] = [
        rect(282, 50, 716, 742, rx=120, fill=FELT_LIGHT, stroke="#173a2a", stroke_width=6),
        text(24, 34, "Aluette", size=22, fill=CHALK, weight="bold"),
        text(126, 34, _status(obj, viewer), size=17, fill=CHALK),
    ]
    for seat in range(SEATS):
        place = places[seat]
        name = names[seat] if names is not None and seat < len(names) else None
        parts.append(_plate(obj, seat, place, viewer, id_prefix, name))
        if isinstance(obj, AluetteView):
            if seat == viewer:
                parts.append(_open_hand(obj.hand, place, legal, id_prefix, seat, big=True))
            else:
                parts.append(_hidden_hand(obj.hand_sizes[seat], place))
        else:
            held = obj.hands[seat]
            parts.append(_open_hand(held, place, frozenset(), id_prefix, seat, big=place == 0))
    played, completed = _last_card_played(obj) if last_move else (None, False)
    parts.extend(_trick_area(obj, places, viewer, None if completed else played))
    parts.append(_score_panel(obj, viewer))
    parts.append(_deal_panel(obj, viewer))
    parts.append(_results_panel(obj, viewer))
    parts.append(_signals_panel(obj, viewer))
    parts.append(_last_trick_panel(obj, viewer, played if completed else None))
    if obj.phase is Phase.OVER:
        parts.append(badge(_CX, 400, _status(obj, viewer), size=20, fill=HIGHLIGHT, color=INK))
    whose = (
        "a spectator's view"
        if viewer is None and isinstance(obj, AluetteView)
        else ("the whole state" if viewer is None else f"seat {viewer + 1}'s view")
    )
    title = f"Aluette, deal {obj.deal + 1}: {_status(obj, viewer)} ({whose})"
    return document(
        _W,
        _H,
        parts,
        title=title,
        description=render(obj),
        id_prefix=id_prefix,
        kind="table",
    )
