"""Text pictures of Aluette states and views, for terminals and logs.

:func:`render` draws the table: seats numbered from 1, hands as card codes (the notation's,
:func:`tablegames.aluette.notation.card_code`), the trick so far and who is winning it. The
words (a move's label, an event's sentence, the result) are in :mod:`tablegames.aluette.words`;
:func:`narrate`, :func:`describe_move`, :func:`move_group`, :func:`result` and
:func:`card_name` here are their English forms, kept for the callers of earlier versions.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping

from tablegames.aluette.cards import DEALS_PER_GAME, HAND_SIZE, Card
from tablegames.aluette.events import AluetteEvent, OwnCardDiscarded, Signalled
from tablegames.aluette.moves import AluetteMove
from tablegames.aluette.notation import card_code
from tablegames.aluette.state import AluetteState, AluetteView, GameEnd, Phase
from tablegames.aluette.words import WORDS
from tablegames.core.text import count as _count
from tablegames.core.text import seat_list, seat_name

__all__ = [
    "SIGNAL_GROUP",
    "card_name",
    "describe_move",
    "move_group",
    "narrate",
    "picture",
    "render",
    "result",
    "short",
]

_PHASE = {
    Phase.CHANT_VOTE: "chant vote",
    Phase.DISCARD: "chant discards",
    Phase.CONCESSION: "concession offers",
    Phase.CONCESSION_ANSWER: "concession answer",
    Phase.ANNOUNCE: "mordienne announcements",
    Phase.PLAY: "play",
    Phase.OVER: "game over",
}


def short(card: Card) -> str:
    """A card's code: rank (A, 2-9, J, C, K) and suit (co, cu, sw, ba), e.g. ``3co``."""
    return card_code(card)


def team_name(number: int) -> str:
    """Team ``number``'s name, as the words call it: ``seats 1+3`` (team 0), ``seats 2+4``."""
    return WORDS.team(number)


def render(obj: AluetteState | AluetteView) -> str:
    """A deal in a few lines: score, phase, each seat's hand (or its size), the signals made
    this deal (those the viewer saw), the tricks, and the trick being played with the seat
    winning it so far. Seats are numbered from 1."""
    viewer = obj.player if isinstance(obj, AluetteView) else None
    lines = [
        f"Aluette, {deal_label(obj, '/')}, dealer seat {obj.dealer + 1}. "
        f"Points: {team_name(0)} {obj.team_points[0]}, {team_name(1)} {obj.team_points[1]}.",
    ]
    status = _PHASE[obj.phase]
    if obj.phase is Phase.OVER:
        first, second = obj.team_points
        if first == second:
            status += f": a draw, {first} points each"
        else:
            status += f": {team_name(0 if first > second else 1)} won {max(first, second)} to "
            status += str(min(first, second))
    else:
        if obj.phase is Phase.PLAY:
            status += f", trick {len(obj.tricks) + 1}/{HAND_SIZE}"
        if obj.to_act is not None:
            status += f", {seat_name(obj.to_act, viewer)} to act"
        if obj.chanters:
            status += f"; chanters: {seat_list(obj.chanters, viewer)}"
        if obj.announcer is not None:
            status += f"; {seat_name(obj.announcer, viewer)} announced mordienne"
    lines.append(status[0].upper() + status[1:] + ".")
    won = [sum(1 for t in obj.tricks if t.winner == seat) for seat in range(4)]
    for seat in range(4):
        if isinstance(obj, AluetteState):
            held = " ".join(short(c) for c in obj.hands[seat])
        elif seat == obj.player:
            held = " ".join(short(c) for c in obj.hand)
        else:
            held = _count(obj.hand_sizes[seat], "card")
        mark = " (you)" if isinstance(obj, AluetteView) and seat == obj.player else ""
        lines.append(f"  seat {seat + 1}{mark}: {held or '-'}  [tricks {won[seat]}]")
    if isinstance(obj, AluetteView):
        discarded = [
            e.card for e in obj.events if isinstance(e, OwnCardDiscarded) and e.player == obj.player
        ]
        if discarded and obj.phase is not Phase.OVER:
            lines.append("  Your discards: " + " ".join(short(c) for c in discarded))
    if obj.signals and obj.phase is not Phase.OVER:
        lines.append("  Signals: " + _signals(obj.signals))
    if obj.tricks:
        history = " ".join("X" if t.winner is None else str(t.winner + 1) for t in obj.tricks)
        lines.append(f"  Tricks won by (X = spoiled): {history}")
    if obj.trick:
        played = ", ".join(
            f"seat {(obj.leader + i) % 4 + 1} {short(card)}" for i, card in enumerate(obj.trick)
        )
        lines.append(f"  This trick: {played}; {_winning(obj.leader, obj.trick)}.")
    return "\n".join(_wrapped(lines))


def deal_label(obj: AluetteState | AluetteView, of: str) -> str:
    """The deal being played: ``deal 3/5`` (``of="/"``) or ``deal 3 of 5`` (``of=" of "``) in a
    game of five deals, ``deal 3`` in a game to a number of points.

    Ruling A-22: the deals ``tiebreak="extra_deals"`` adds after a tied fifth deal are not
    counted out of five (``deal 6/5``) but called what they are: ``deal 6 (extra deal)``.
    """
    number = obj.deal + 1
    if obj.options.game_end is not GameEnd.FIVE_DEALS:
        return f"deal {number}"
    if number > DEALS_PER_GAME:
        return f"deal {number} (extra deal)"
    return f"deal {number}{of}{DEALS_PER_GAME}"


def _signals(signals: tuple[Signalled, ...]) -> str:
    """The signals of the deal, seat by seat (each once, in the order made): ``seat 2 one
    ace; seat 3 la Vache, a weak hand``. A view holds only those its seat saw."""
    made: dict[int, dict[str, None]] = {}
    for signal in signals:
        made.setdefault(signal.player, {})[WORDS.signal_name(signal.kind, signal.count)] = None
    return "; ".join(f"seat {seat + 1} {', '.join(names)}" for seat, names in sorted(made.items()))


def _wrapped(lines: list[str], width: int = 80) -> list[str]:
    """Lines longer than ``width`` (a chanter's hand of 15 cards) broken at spaces."""
    out = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
        else:
            indent = " " * (len(line) - len(line.lstrip()) + 4)
            out.extend(textwrap.wrap(line, width, subsequent_indent=indent))
    return out


def _winning(leader: int, trick: tuple[Card, ...]) -> str:
    """Who wins the trick so far: the highest card, unless two share the highest strength
    (a spoiled trick, rules §5), which a higher card played later may still win."""
    top = max(card.strength for card in trick)
    best = [i for i, card in enumerate(trick) if card.strength == top]
    if len(best) > 1:
        return "spoiled so far (a tie)"
    return f"seat {(leader + best[0]) % 4 + 1} winning"


# -- the English words, as earlier versions named them ---------------------------------------------

#: The menu heading of the signals, which the command line folds away behind one letter.
SIGNAL_GROUP = WORDS.catalogue.say("group.signal")


def card_name(card: Card) -> str:
    """A card in words, naming the eight special cards: ``the 3 of coins (Monsieur)``.

    >>> from tablegames.aluette.text import card_name
    >>> from tablegames.aluette.cards import parse_card
    >>> card_name(parse_card("3 of coins")), card_name(parse_card("king of cups"))
    ('the 3 of coins (Monsieur)', 'the king of cups')
    """
    return WORDS.card(card)


def narrate(event: AluetteEvent, viewer: int | None = None) -> str | None:
    """One event in words, as ``viewer`` (``None``: a spectator) reads it, past tense; ``None``
    when another event tells it better (:meth:`~tablegames.aluette.words.AluetteWords.
    is_redundant`).

    >>> from tablegames.aluette.events import TrickCompleted
    >>> from tablegames.aluette.text import narrate
    >>> from tablegames.aluette.cards import parse_card
    >>> monsieur = parse_card("3 of coins")
    >>> print(narrate(TrickCompleted(3, 1, (parse_card("4 of cups"), monsieur) * 2, 2), 0))
    Your partner (seat 3) won trick 3 with the 3 of coins (Monsieur).
    """
    if WORDS.is_redundant(event, viewer):
        return None
    return WORDS.text(event, viewer)


def describe_move(move: AluetteMove) -> str:
    """A move as a menu entry for its player (its label): ``Play the 3 of coins (Monsieur)``."""
    return WORDS.label(move)


def move_group(move: AluetteMove) -> str:
    """The heading a move is listed under in a menu (signals apart: :data:`SIGNAL_GROUP`)."""
    return WORDS.group(move)


def result(obj: AluetteState | AluetteView, viewer: int | None = None) -> str:
    """The final points and the winners in words, explaining a draw."""
    return WORDS.result(obj, viewer)


def picture(obj: AluetteState | AluetteView, marks: Mapping[object, str]) -> str:
    """The terminal's picture (its words' ``painter``): :func:`render` (it marks no place)."""
    return render(obj)
