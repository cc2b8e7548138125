"""Text pictures of Aluette states and views, for terminals and logs.

:func:`render` draws the table: seats numbered from 1, hands as card codes (the notation's,
:func:`tablegames.aluette.notation.card_code`), the trick so far and who is winning it, in the
``table.*`` messages of a catalogue (English by default, French with
:data:`tablegames.aluette.words_fr.FRENCH`). The other words (a move's label, an event's
sentence, the result) are in :mod:`tablegames.aluette.words`;
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
from tablegames.aluette.words import WORDS, AluetteWords
from tablegames.core.words import Catalogue

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


def short(card: Card) -> str:
    """A card's code: rank (A, 2-9, J, C, K) and suit (co, cu, sw, ba), e.g. ``3co``."""
    return card_code(card)


def team_name(number: int) -> str:
    """Team ``number``'s name, as the words call it: ``seats 1+3`` (team 0), ``seats 2+4``."""
    return WORDS.team(number)


def render(obj: AluetteState | AluetteView) -> str:
    """A deal in a few lines: score, phase, each seat's hand (or its size), the signals made
    this deal (those the viewer saw), the tricks, and the trick being played with the seat
    winning it so far. Seats are numbered from 1. In English: ``picture(obj, marks, words)``
    of this module draws it in other words (the French table: ``FRENCH.picture(obj, {})``).

    Args:
        obj: A state (every hand shown) or a seat's view.

    >>> import tablegames
    >>> from tablegames.aluette.text import render
    >>> from tablegames.aluette.words_fr import FRENCH
    >>> seen = tablegames.view(tablegames.new_game("aluette", players=4, seed=2026), 1)
    >>> print(render(seen).splitlines()[1], FRENCH.picture(seen, {}).splitlines()[1])
    Chant vote, you to act. Vote du chant, à vous de jouer.
    """
    return _drawn(obj, WORDS)


def _drawn(obj: AluetteState | AluetteView, words: AluetteWords) -> str:
    """:func:`render` in ``words``, from their catalogue's ``table.*`` messages."""
    say = words.catalogue
    viewer = obj.player if isinstance(obj, AluetteView) else None
    lines = [
        say.say(
            "table.title",
            deal=deal_label(obj, "/", words),
            dealer=obj.dealer + 1,
            first=_team(say, 0),
            first_points=obj.team_points[0],
            second=_team(say, 1),
            second_points=obj.team_points[1],
        )
    ]
    lines.append(say.sentence(_status(obj, say, viewer)) + ".")
    won = [sum(1 for t in obj.tricks if t.winner == seat) for seat in range(4)]
    for seat in range(4):
        if isinstance(obj, AluetteState):
            held = " ".join(short(c) for c in obj.hands[seat])
        elif seat == obj.player:
            held = " ".join(short(c) for c in obj.hand)
        else:
            held = say.count(obj.hand_sizes[seat], "card")
        yours = isinstance(obj, AluetteView) and seat == obj.player
        row = say.say(
            "table.seat.you" if yours else "table.seat",
            number=seat + 1,
            cards=held or "-",
            tricks=won[seat],
        )
        lines.append("  " + row)
    if isinstance(obj, AluetteView):
        discarded = [
            e.card for e in obj.events if isinstance(e, OwnCardDiscarded) and e.player == obj.player
        ]
        if discarded and obj.phase is not Phase.OVER:
            cards = " ".join(short(c) for c in discarded)
            lines.append("  " + say.say("table.discards", cards=cards))
    if obj.signals and obj.phase is not Phase.OVER:
        lines.append("  " + say.say("table.signals", signals=_signals(obj.signals, words)))
    if obj.tricks:
        history = " ".join("X" if t.winner is None else str(t.winner + 1) for t in obj.tricks)
        lines.append("  " + say.say("table.tricks", winners=history))
    if obj.trick:
        played = say.say("list.separator").join(
            say.say("table.played", number=(obj.leader + i) % 4 + 1, card=short(card))
            for i, card in enumerate(obj.trick)
        )
        winning = _winning(obj.leader, obj.trick, say)
        lines.append("  " + say.say("table.this_trick", played=played, winning=winning))
    return "\n".join(_wrapped(lines))


def _team(say: Catalogue, number: int) -> str:
    """Team ``number`` on the table: ``seats 1+3`` (team 0), ``seats 2+4``."""
    return say.say("table.team", first=number + 1, second=number + 3)


def _status(obj: AluetteState | AluetteView, say: Catalogue, viewer: int | None) -> str:
    """The phase and whose turn it is (``play, trick 2/9, seat 3 to act``), or how the game
    ended, without its capital and full stop."""
    if obj.phase is Phase.OVER:
        first, second = obj.team_points
        if first == second:
            return say.say("table.over.draw", points_each=say.count(first, "point"))
        best = 0 if first > second else 1
        return say.say(
            "table.over.won",
            team=_team(say, best),
            best=max(first, second),
            other=min(first, second),
        )
    status = [say.say(f"table.phase.{obj.phase.value}")]
    if obj.phase is Phase.PLAY:
        status.append(say.say("table.trick", number=len(obj.tricks) + 1, tricks=HAND_SIZE))
    if obj.to_act is not None:
        status.append(_seat_says(say, "table.to_act", obj.to_act, viewer))
    more = []
    if obj.chanters:
        more.append(say.say("table.chanters", seats=say.seats(obj.chanters, viewer)))
    if obj.announcer is not None:
        more.append(_seat_says(say, "table.announced", obj.announcer, viewer))
    joined = say.say("list.separator").join(status)
    return say.say("table.separator").join([joined, *more])


def _seat_says(say: Catalogue, key: str, seat: int, viewer: int | None) -> str:
    """The message ``key`` of ``seat``, or its ``.you`` form for the viewer's own seat."""
    return say.say(f"{key}.you") if seat == viewer else say.say(key, number=seat + 1)


def deal_label(obj: AluetteState | AluetteView, of: str, words: AluetteWords | None = None) -> str:
    """The deal being played: ``deal 3/5`` (``of="/"``) or ``deal 3 of 5`` (``of=" of "``) in a
    game of five deals, ``deal 3`` in a game to a number of points; in the catalogue of
    ``words`` (``None``: English), whose ``table.deal`` words the number.

    Ruling A-22: the deals ``tiebreak="extra_deals"`` adds after a tied fifth deal are not
    counted out of five (``deal 6/5``) but called what they are: ``deal 6 (extra deal)``.
    """
    say = (WORDS if words is None else words).catalogue
    number = obj.deal + 1
    if obj.options.game_end is not GameEnd.FIVE_DEALS:
        return say.say("table.deal", number=number)
    if number > DEALS_PER_GAME:
        return say.say("table.deal.extra", number=number)
    return f"{say.say('table.deal', number=number)}{of}{DEALS_PER_GAME}"


def _signals(signals: tuple[Signalled, ...], words: AluetteWords) -> str:
    """The signals of the deal, seat by seat (each once, in the order made): ``seat 2 one
    ace; seat 3 la Vache, a weak hand``. A view holds only those its seat saw. Each name is
    one word to :func:`_wrapped` (its spaces :data:`_KEPT`), so that a long line is never
    broken inside it, leaving "le" of "le Borgne" or "Deux de" of "Deux de chêne" at a
    line's end."""
    say = words.catalogue
    made: dict[int, dict[str, None]] = {}
    for signal in signals:
        name = words.signal_name(signal.kind, signal.count).replace(" ", _KEPT)
        made.setdefault(signal.player, {})[name] = None
    return say.say("table.separator").join(
        say.say(
            "table.signals.seat",
            number=seat + 1,
            signals=say.say("list.separator").join(names),
        )
        for seat, names in sorted(made.items())
    )


#: A space the wrap keeps (inside a signal's name), written back as a space once the lines
#: are wrapped: a character no catalogue writes.
_KEPT = "\x1f"


def _wrapped(lines: list[str], width: int = 80) -> list[str]:
    """Lines longer than ``width`` (a chanter's hand of 15 cards) broken at spaces, never
    inside a hyphenated name (``Petit-neuf``) nor at a space that is :data:`_KEPT`."""
    out = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
        else:
            indent = " " * (len(line) - len(line.lstrip()) + 4)
            out.extend(textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False))
    return [line.replace(_KEPT, " ") for line in out]


def _winning(leader: int, trick: tuple[Card, ...], say: Catalogue) -> str:
    """Who wins the trick so far: the highest card, unless two share the highest strength
    (a spoiled trick, rules §5), which a higher card played later may still win."""
    top = max(card.strength for card in trick)
    best = [i for i, card in enumerate(trick) if card.strength == top]
    if len(best) > 1:
        return say.say("table.spoiled")
    return say.say("table.winning", number=(leader + best[0]) % 4 + 1)


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


def picture(
    obj: AluetteState | AluetteView,
    marks: Mapping[object, str],
    words: AluetteWords | None = None,
) -> str:
    """The terminal's picture (its words' ``painter``, which gives it those words):
    :func:`render` in ``words`` (it marks no place), English by default."""
    return _drawn(obj, WORDS if words is None else words)
