"""SVG pictures of Crazy Eights: the table, and single cards, drawn with tablegames' kit.

:func:`draw` draws a state or a view; :attr:`CrazyEightsGame.drawing
<tablegames_crazyeights.game.CrazyEightsGame.drawing>` hands it to :func:`tablegames.to_svg`,
and the state and view classes show it in Jupyter (``_repr_svg_``). It is the proof that a game
of another distribution draws as the built-in games do, with the pieces of
:mod:`tablegames.core.svg` and nothing of theirs.

The picture: the stock (its size), the discard pile's top card, the suit to follow and what
happened just now (the move that began this turn, and this turn's draws) across the middle;
below, one row per seat (the viewer's last), each with its total, the dealer and the seat to
play marked, and its hand: face up in a state and for the viewer, backs with a count for the
others (face up for all once the game is over, as the last round's end shows them to
everybody, rule 11.3). The cards a legal move plays are lifted and ringed, as are the Draw
and Pass buttons when allowed.

Cards are drawn from the deck of :mod:`tablegames_crazyeights.cards`: the rank and a suit
symbol (clubs, diamonds, hearts, spades: each with its own shape, and its own colour of the
colour-blind-safe palette), the eights marked wild. Clickable parts carry classes and data
attributes: ``tg-card tg-hand`` with ``data-card`` (the card's JSON name) and an id for each
card of the viewer's hand (``tg-legal`` too when a move plays it), ``tg-action`` with
``data-match`` (``[{"type": "draw"}]``, ``[{"type": "pass"}]``: the moves each stands for) for
the buttons, ``tg-seat`` with ``data-seat`` for the seats.

The pictures speak the game's languages: every word of them (headings, buttons, the log,
titles, the description, the cards' names and corners) is a message of the game's words,
``svg.*`` and ``table.*`` in :data:`tablegames_crazyeights.words.ENGLISH`, said in the words
:func:`draw` is given, which :func:`tablegames.to_svg` passes for a language other than
English (``language="fr"``: :mod:`tablegames_crazyeights.words_fr`). Where a translation's
line of the log is longer than the panel holds, it is wrapped; the English is drawn as it
was, and says no ``lang`` on its root unless its words are given.

>>> import tablegames
>>> picture = tablegames.to_svg(tablegames.new_game("crazyeights", players=3, seed=1), seat=0)
>>> picture.startswith("<svg") and "tg-hand" in picture
True
>>> french = tablegames.to_svg(tablegames.new_game("crazyeights", players=3, seed=1), language="fr")
>>> ' lang="fr"' in french and "Défausse" in french
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from tablegames.core.svg import (
    BLACK,
    BLUE,
    BLUISH_GREEN,
    CHALK,
    HIGHLIGHT,
    INK,
    ORANGE,
    VERMILLION,
    Element,
    badge,
    card_back,
    card_frame,
    document,
    el,
    group,
    last_move_mark,
    panel,
    rect,
    table_title,
    text,
    wrap,
)
from tablegames.core.words import Catalogue, seat_number

from tablegames_crazyeights.cards import CARD_TEXT, Card, Rank, Suit
from tablegames_crazyeights.events import (
    CardDrawn,
    CardPlayed,
    CrazyEightsEvent,
    Drew,
    GameEnded,
    Passed,
    RoundEnded,
    RoundStarted,
    StockRebuilt,
)
from tablegames_crazyeights.moves import CrazyEightsMove, Draw, Pass, PlayCard, PlayEight
from tablegames_crazyeights.rules import legal_moves
from tablegames_crazyeights.state import CrazyEightsState, CrazyEightsView
from tablegames_crazyeights.views import legal_moves_from_view
from tablegames_crazyeights.words import WORDS, CrazyEightsWords

__all__ = ["SUIT_COLOURS", "SUIT_SYMBOLS", "card_svg", "draw"]

#: Each suit's colour (Okabe and Ito's palette: a four-colour deck that colour-blind players
#: tell apart), paired with its symbol, so that colour is never the only cue.
SUIT_COLOURS = {
    Suit.CLUBS: BLUISH_GREEN,
    Suit.DIAMONDS: ORANGE,
    Suit.HEARTS: VERMILLION,
    Suit.SPADES: BLUE,
}
#: Each suit's symbol (the Unicode card suits, which every common sans-serif font draws).
SUIT_SYMBOLS = {
    Suit.CLUBS: "\u2663",
    Suit.DIAMONDS: "\u2666",
    Suit.HEARTS: "\u2665",
    Suit.SPADES: "\u2660",
}
# Darker shades of the suit colours for ink on the card's paper, where the light ones are faint.
_INK = {
    Suit.CLUBS: "#00664a",
    Suit.DIAMONDS: "#8a5a00",
    Suit.HEARTS: "#a33f00",
    Suit.SPADES: "#005080",
}
#: The ranks whose corner is a letter, each the message ``svg.rank.<rank>`` (``A``, ``J``...):
#: a French deck marks its jack V (valet), its queen D (dame) and its king R (roi).
_LETTERED = frozenset({Rank.ACE, Rank.JACK, Rank.QUEEN, Rank.KING})

WIDTH = 1000
CARD_W, CARD_H = 60, 86
_HEADER = 48
_MIDDLE = 174
_ROW = 112
_HAND_X = 200
_LOG_LINES = 6
_LOG_X = 470
# The room of a line of the log, as text_width measures it: the 508 units from the log to the
# panel's edge, widened by a fifth, as text_width counts a letter 0.6 of its size where a
# sans-serif's average is nearer 0.5. A line wider than that (a long French one) is wrapped.
_LOG_ROOM = (WIDTH - 12 - 10 - _LOG_X) * 1.2


def card_svg(
    card: Card, x: float, y: float, words: CrazyEightsWords | None = None, **attributes: object
) -> Element:
    """One card face at ``(x, y)``: the rank and suit in a corner, the suit large in the middle,
    and ``WILD`` on the eights; its ``<title>`` names it (``8 of hearts``). In ``words``, the
    game's English ones by default: in French its corner says ``D`` for a queen, its title
    ``la dame de pique``."""
    say = (WORDS if words is None else words).catalogue
    ink = _INK[card.suit]
    symbol = SUIT_SYMBOLS[card.suit]
    rank = card.rank.value
    label = say.say(f"svg.rank.{rank}") if card.rank in _LETTERED else rank
    name = say.say(
        "svg.card", rank=say.say(f"rank.{rank}"), suit=say.say(f"suit.{card.suit.value}")
    )
    return group(
        el("title", name),
        card_frame(x, y, CARD_W, CARD_H),
        rect(x + 3, y + 3, CARD_W - 6, 5, rx=2, fill=SUIT_COLOURS[card.suit]),
        text(x + 7, y + 25, label, size=17, fill=ink, weight="bold"),
        text(x + 7, y + 42, symbol, size=15, fill=ink),
        text(x + CARD_W / 2 + 6, y + 60, symbol, size=30, fill=ink, anchor="middle"),
        text(
            x + CARD_W / 2, y + CARD_H - 6, say.say("svg.wild"), size=12, fill=ink, anchor="middle"
        )
        if card.is_eight
        else None,
        **attributes,
    )


def draw(
    obj: CrazyEightsState | CrazyEightsView,
    *,
    id_prefix: str = "tg",
    last_move: bool = False,
    words: CrazyEightsWords | None = None,
) -> str:
    """The table of ``obj`` as an SVG document (see the module's description).

    A state shows every hand; a view shows its viewer's hand and the others' sizes only, so it
    draws nothing its viewer may not see. With ``last_move``, the card the most recent move
    played is marked on the discard pile (a draw or a pass marks nothing, nor does the move
    that ended a round once the next is dealt).

    Every word is said in ``words``: the game's English words when ``None`` (and the root
    says no language), else those given, such as the French of
    :mod:`tablegames_crazyeights.words_fr`, whose catalogue's language the root's ``lang``
    says.
    """
    said = WORDS if words is None else words
    viewer: int | None = None
    moves: tuple[CrazyEightsMove, ...] = ()
    if isinstance(obj, CrazyEightsView):
        viewer = obj.player
        moves = legal_moves_from_view(obj)
    elif obj.to_act is not None:  # a state shows everything, the moves of the seat to play too
        moves = legal_moves(obj, obj.to_act)
    order = list(range(obj.players))
    if viewer is not None:  # the viewer's row last, the seats after it first, in turn order
        order = order[viewer + 1 :] + order[: viewer + 1]
    height = _HEADER + _MIDDLE + len(order) * _ROW + 8
    rows = [
        _seat_row(obj, seat, _HEADER + _MIDDLE + index * _ROW, viewer, moves, id_prefix, said)
        for index, seat in enumerate(order)
    ]
    status = _status(obj, viewer, said.catalogue)
    played = _last_played(obj) if last_move else None
    return document(
        WIDTH,
        height,
        text(20, 32, status, size=20, fill=CHALK, weight="bold"),
        text(WIDTH - 20, 32, _game_kind(obj, said.catalogue), size=15, fill=CHALK, anchor="end"),
        _middle(obj, moves, viewer, id_prefix, said, played),
        rows,
        title=table_title(obj, status, words),
        # the description is the terminal's table, in the same words
        description=said.picture(obj, {}),
        id_prefix=id_prefix,
        lang=None if words is None else words.catalogue.language,
    )


def _status(obj: CrazyEightsState | CrazyEightsView, viewer: int | None, say: Catalogue) -> str:
    """The headline: whose turn, or who won; the viewer is "you" (seats counted from 1)."""
    if obj.to_act is None:
        won = obj.winners
        if len(won) == 1:
            return say.about("svg.over", won[0], viewer, round=obj.round)
        return say.say("svg.over.shared", round=obj.round, who=say.seats(won, viewer))
    return say.about("svg.turn", obj.to_act, viewer, round=obj.round)


def _game_kind(obj: CrazyEightsState | CrazyEightsView, say: Catalogue) -> str:
    target = obj.options.target_score
    return say.say("svg.single") if target is None else say.say("svg.target", target=target)


def _last_played(obj: CrazyEightsState | CrazyEightsView) -> CardPlayed | None:
    """The card the most recent move played (``None`` after a draw or a pass, or before the
    first move of a round): each move's events start with a play, a draw or a pass."""
    for event in reversed(obj.events):
        if isinstance(event, RoundStarted | Drew | Passed):
            return None
        if isinstance(event, CardPlayed):
            return event
    return None


def _middle(
    obj: CrazyEightsState | CrazyEightsView,
    moves: Sequence[CrazyEightsMove],
    viewer: int | None,
    prefix: str,
    words: CrazyEightsWords,
    played: CardPlayed | None = None,
) -> Element:
    """The stock, the discard pile, the suit to follow, the buttons and this turn's log."""
    say = words.catalogue
    y = _HEADER + 8
    stock = len(obj.stock) if isinstance(obj, CrazyEightsState) else obj.stock_size
    top = obj.discard[-1]
    parts: list[object] = [
        panel(12, y, WIDTH - 24, _MIDDLE - 16),
        text(28, y + 22, say.say("svg.stock"), size=14, fill=CHALK, weight="bold"),
        card_back(28, y + 42, CARD_W, CARD_H) if stock else None,
        badge(28 + CARD_W / 2, y + 42 + CARD_H + 14, say.count(stock, "card"), size=13),
        text(118, y + 22, say.say("svg.discard"), size=14, fill=CHALK, weight="bold"),
        card_svg(top, 118, y + 42, words, class_="tg-card tg-discard", data_card=CARD_TEXT[top]),
        badge(118 + CARD_W / 2, y + 42 + CARD_H + 14, say.count(len(obj.discard), "card"), size=13),
        last_move_mark(
            118,
            y + 42,
            CARD_W,
            CARD_H,
            say.about(
                "svg.last_move",
                played.player,
                viewer,
                tag=say.say("picture.last_move"),
                card=words.card(played.card),
            ),
            tag=say.say("picture.last_move"),
            data_card=CARD_TEXT[top],
        )
        if played is not None and played.card == top
        else None,
        text(228, y + 22, say.say("svg.follow"), size=14, fill=CHALK, weight="bold"),
        rect(228, y + 42, 92, 60, rx=8, fill=CHALK),
        text(274, y + 84, SUIT_SYMBOLS[obj.suit], size=38, fill=_INK[obj.suit], anchor="middle"),
        text(274, y + 122, words.suit(obj.suit), size=14, fill=CHALK, anchor="middle"),
    ]
    # The moves that play no card: buttons, lit when the seat to play may make them.
    for index, (kind, name) in enumerate(((Draw, "draw"), (Pass, "pass"))):
        legal = any(type(move) is kind for move in moves)
        bx, by = 346, y + 42 + index * 46
        parts.append(
            group(
                rect(bx, by, 96, 36, rx=18, fill=HIGHLIGHT if legal else "none", stroke=CHALK),
                text(
                    bx + 48,
                    by + 24,
                    say.say(f"svg.{name}"),
                    size=15,
                    fill=INK if legal else CHALK,
                    anchor="middle",
                    weight="bold",
                ),
                class_="tg-action tg-legal" if legal else "tg-action",
                # The moves this button stands for, as partial move documents: the web
                # client lists those when it is clicked.
                data_match=json.dumps([{"type": name}]),
                id=f"{prefix}-{name}" if legal else None,
            )
        )
    log = [line for event in obj.events if (line := _told(event, viewer, words))]
    # The last lines that fit, each wrapped where it is too long for the panel, its lines
    # after the first set in; a line is shown whole or not at all.
    shown: list[tuple[float, str]] = []
    for line in reversed(log or [say.say("svg.log.empty")]):
        wrapped = wrap(line, _LOG_ROOM, size=13, indent=12)
        if len(shown) + len(wrapped) > _LOG_LINES:
            break
        shown[:0] = [(12 if index else 0, part) for index, part in enumerate(wrapped)]
    # A turn's events start with the move that ended the turn before: the last seat's play.
    parts.append(text(_LOG_X, y + 22, say.say("svg.log"), size=14, fill=CHALK, weight="bold"))
    for index, (indent, part) in enumerate(shown):
        parts.append(text(_LOG_X + indent, y + 44 + index * 17, part, size=13, fill=CHALK))
    return group(parts, class_="tg-middle")


def _told(event: CrazyEightsEvent, viewer: int | None, words: CrazyEightsWords) -> str | None:
    """One line of the turn's log for ``event`` as ``viewer`` reads it (``None``: not worth a
    line); the viewer's own acts are "You", as in the game's words (their ``.you`` forms)."""
    say = words.catalogue
    if isinstance(event, RoundStarted):
        return say.say(
            "svg.log.round",
            round=event.round,
            who=say.seat(event.dealer, viewer),
            card=words.card(event.starter),
        )
    if isinstance(event, CardPlayed):
        card = words.card(event.card)
        if event.card.is_eight:
            suit = words.suit(event.suit)
            return say.act("svg.log.played.eight", event.player, viewer, card=card, suit=suit)
        return say.act("svg.log.played", event.player, viewer, card=card)
    if isinstance(event, Drew):
        # The viewer's own draw is told by its private half, which names the card.
        return None if event.player == viewer else say.act("svg.log.drew", event.player, viewer)
    if isinstance(event, CardDrawn):
        return say.act("svg.log.drew.card", event.player, viewer, card=words.card(event.card))
    if isinstance(event, Passed):
        key = "svg.log.passed.stuck" if event.stuck else "svg.log.passed"
        return say.act(key, event.player, viewer)
    if isinstance(event, StockRebuilt):
        return say.say("svg.log.rebuilt", cards=say.count(event.cards, "card"))
    if isinstance(event, RoundEnded):
        points = say.say("list.separator").join(
            say.say("svg.log.points", who=say.seat(seat, viewer), points=f"{gain:+d}")
            for seat, gain in enumerate(event.points)
        )
        return say.say("svg.log.ended", round=event.round, points=points)
    if isinstance(event, GameEnded):
        won = event.winners
        if len(won) == 1:
            return say.act("svg.log.over", won[0], viewer)
        return say.say("svg.log.over.shared", who=say.seats(won, viewer))
    return None


def _shown_hands(seen: CrazyEightsView) -> dict[int, tuple[Card, ...]]:
    """The hands every seat sees: once the game is over, those its last round showed."""
    if seen.to_act is not None:
        return {}
    ended = [event for event in seen.events if isinstance(event, RoundEnded)]
    return dict(enumerate(ended[-1].hands)) if ended else {}


def _seat_row(
    obj: CrazyEightsState | CrazyEightsView,
    seat: int,
    y: float,
    viewer: int | None,
    moves: Sequence[CrazyEightsMove],
    prefix: str,
    words: CrazyEightsWords,
) -> Element:
    """One seat: its label, total and marks, and its hand (face up when it may be seen)."""
    say = words.catalogue
    playing = seat == obj.to_act
    name = say.say("svg.seat.you" if seat == viewer else "svg.seat", number=seat_number(seat))
    marks = [
        say.say(f"svg.{mark}")
        for mark, on in (("dealer", seat == obj.dealer), ("won", seat in obj.winners))
        if on
    ]
    if isinstance(obj, CrazyEightsState):
        hand: tuple[Card, ...] | None = obj.hands[seat]
        size = len(obj.hands[seat])
    else:
        hand = obj.hand if seat == viewer else _shown_hands(obj).get(seat)
        size = obj.hand_sizes[seat]
    parts: list[object] = [
        rect(12, y + 4, WIDTH - 24, _ROW - 10, rx=8, fill=BLACK, opacity=0.22),
        rect(12, y + 4, 8, _ROW - 10, rx=3, fill=HIGHLIGHT) if playing else None,
        text(30, y + 30, name, size=16, fill=CHALK, weight="bold"),
        text(
            30,
            y + 52,
            say.say("svg.total", total=obj.totals[seat], cards=say.count(size, "card")),
            size=13,
            fill=CHALK,
        ),
        text(30, y + 72, say.say("list.separator").join(marks), size=13, fill=CHALK)
        if marks
        else None,
        badge(62, y + 90, say.say("svg.to_play"), size=13, fill=HIGHLIGHT, color=INK)
        if playing
        else None,
    ]
    room = WIDTH - 24 - _HAND_X
    step = min(CARD_W + 6, (room - CARD_W) / max(1, size - 1)) if size > 1 else 0
    top = y + 16
    if hand is None:
        parts.extend(card_back(_HAND_X + i * step, top, CARD_W, CARD_H) for i in range(size))
    else:
        played = {m.card for m in moves if isinstance(m, PlayCard | PlayEight) and m.player == seat}
        own = seat == viewer
        for index, card in enumerate(hand):
            legal = card in played
            x = _HAND_X + index * step
            parts.append(
                card_svg(
                    card,
                    x,
                    top - (8 if legal else 0),
                    words,
                    class_="tg-card tg-hand tg-legal" if legal else "tg-card tg-hand",
                    data_card=CARD_TEXT[card],
                    id=f"{prefix}-hand-{index}" if own else None,
                )
            )
            if legal:
                parts.append(
                    rect(
                        x - 2,
                        top - 10,
                        CARD_W + 4,
                        CARD_H + 4,
                        rx=7,
                        fill="none",
                        stroke=HIGHLIGHT,
                        stroke_width=3,
                    )
                )
    return group(parts, class_="tg-seat", data_seat=seat, id=f"{prefix}-seat-{seat}")
