"""Text pictures of TEN states and views, for terminals and logs.

:func:`render` draws the table in lines of at most 80 characters, seats numbered from 1 and
cards as their codes (the notation's, :func:`tablegames.ten.notation.card_code`), from the
``table.*`` messages of the English words; :func:`picture` draws it from another language's
(the French table: ``FRENCH.picture(obj, {})`` of :mod:`tablegames.ten.words_fr`). The words
(a move's label, an event's sentence, the result) are in :mod:`tablegames.ten.words`;
:func:`narrate`, :func:`describe_move`, :func:`move_group`, :func:`result` and
:func:`card_name` here are their English forms, kept for the callers of earlier versions.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping

from tablegames.core.words import Catalogue
from tablegames.ten.cards import Card
from tablegames.ten.events import TenEvent
from tablegames.ten.moves import TenMove
from tablegames.ten.notation import card_code
from tablegames.ten.rules import score_sheets, tableau_totals, winners
from tablegames.ten.scoring import ScoreSheet
from tablegames.ten.state import Phase, TenState, TenView
from tablegames.ten.words import WORDS, TenWords

__all__ = [
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
    """A compact label: ``R3`` (red 3), ``B#`` (blue wild), ``*4`` (wild 4), ``*#``, ``$2``.

    >>> from tablegames.ten.text import short
    >>> from tablegames.ten.cards import parse_card
    >>> [short(parse_card(t)) for t in ("red 3", "blue #", "wild 4", "wild #", "currency 2")]
    ['R3', 'B#', '*4', '*#', '$2']
    """
    return card_code(card)


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(short(card) for card in cards) or "-"


def _runs(sheet: ScoreSheet, say: Catalogue) -> str:
    parts = []
    for colour in sheet.colours:
        if colour.run is None:
            continue
        low, high = colour.run
        span = str(low) if low == high else f"{low}-{high}"
        name = say.say(f"colour.{colour.colour.value}")
        parts.append(say.say("table.run", colour=name, span=span, points=colour.points))
    return say.say("list.separator").join(parts) or say.say("table.no_run")


def _status(obj: TenState | TenView, say: Catalogue, viewer: int | None) -> str:
    """Who acts and how, speaking to ``viewer``: "Seat 2 draws or stops.", "You draw or stop."."""
    seat = obj.to_act if obj.to_act is not None else obj.active
    phase = obj.phase
    if phase is Phase.DRAW:
        return say.act("table.draw", seat, viewer)
    if phase is Phase.AUCTION and obj.auction is not None:
        auction = obj.auction
        if auction.high_bidder is not None:
            high = say.about("table.high_bid", auction.high_bidder, viewer, amount=auction.high_bid)
        elif auction.high_bid:
            high = say.say("table.high_bid.jen", amount=auction.high_bid)
        else:
            high = say.say("table.no_bid")
        bids = say.about("table.bids", seat, viewer)
        return say.say("table.auction", card=short(auction.wild), high=high, bids=bids)
    if phase is Phase.PAY and obj.payment is not None:
        payment = obj.payment
        owed = payment.price - payment.paid
        card = short(payment.card)
        return say.act("table.pay", seat, viewer, price=payment.price, card=card, owed=owed)
    if phase is Phase.BUY:
        return say.act("table.buy", seat, viewer)
    if phase is Phase.FINAL_BUY:
        return say.sentence(say.about("table.final_buy", seat, viewer))
    if obj.players == 1:  # the solo result is the score (§4); the seat is winner of record
        points = say.count(score_sheets(obj)[0].total, "point")
        key = "table.over.solo.you" if viewer == 0 else "table.over.solo"
        return say.say(key, number=1, points=points)
    listed = say.say("list.separator").join(say.seat(w, viewer) for w in winners(obj))
    return say.say("table.over.winners", who=listed)


def render(obj: TenState | TenView) -> str:
    """The table in a few lines: tableau and totals, market, each seat's tokens, cards and runs.

    In English: ``picture(obj, marks, words)`` of this module draws it in other words (the
    French table: ``FRENCH.picture(obj, {})`` of :mod:`tablegames.ten.words_fr`).
    """
    return _drawn(obj, WORDS)


def picture(
    obj: TenState | TenView, marks: Mapping[object, str], words: TenWords | None = None
) -> str:
    """The terminal's picture: :func:`render` in ``words`` (it marks no place), English by
    default; a translation's words draw the table in their language with it.

    >>> import tablegames
    >>> from tablegames.ten.text import picture
    >>> from tablegames.ten.words_fr import FRENCH
    >>> view = tablegames.view(tablegames.new_game("ten", players=2, seed=1), 0)
    >>> print(picture(view, {}, FRENCH).splitlines()[1])
    Le joueur 2 pioche ou s'arrête.
    >>> print(picture(view, {}).splitlines()[1])
    Seat 2 draws or stops.
    """
    return _drawn(obj, WORDS if words is None else words)


def _drawn(obj: TenState | TenView, words: TenWords) -> str:
    """:func:`render` in ``words``, from their catalogue's ``table.*`` messages."""
    say = words.catalogue
    pile = len(obj.draw_pile) if isinstance(obj, TenState) else obj.draw_pile_size
    viewer = obj.player if isinstance(obj, TenView) else None
    if obj.phase is Phase.OVER:
        when = say.say("table.over")
    elif obj.active == viewer and say.has("table.turn.you"):
        when = say.say("table.turn.you", turn=obj.turn)
    else:
        when = say.say("table.turn", turn=obj.turn, whose=say.whose(obj.active, viewer))
    key = "table.title" if obj.jen_tokens is None else "table.title.solo"
    players = say.count(obj.players, "player")
    lines = [
        say.say(key, players=players, when=when, pile=say.count(pile, "card")),
        _status(obj, say, viewer),
    ]
    total, currency = tableau_totals(obj.tableau)
    tableau = _cards(obj.tableau)
    lines.append("  " + say.say("table.tableau", cards=tableau, total=total, currency=currency))
    lines.append("  " + say.say("table.market", cards=_cards(obj.market)))
    lines.append("  " + say.say("table.discard", cards=say.count(len(obj.discard), "card")))
    for seat, sheet in enumerate(score_sheets(obj)):
        lines.append(
            "  "
            + say.say(
                "table.seat.you" if seat == viewer else "table.seat",
                number=seat + 1,
                tokens=say.count(obj.tokens[seat], "token"),
                bust_tokens=say.count(obj.bust_tokens[seat], "bust_token"),
                cards=_cards(obj.collections[seat]),
                runs=_runs(sheet, say),
                total=sheet.total,
            )
        )
    if obj.jen_tokens is not None:
        lines.append("  " + say.say("table.jen", tokens=say.count(obj.jen_tokens, "token")))
    return "\n".join(_wrapped(lines))


def _wrapped(lines: list[str], width: int = 80) -> list[str]:
    """Lines longer than ``width`` broken at spaces, the rest indented under their start."""
    out = []
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip()) + 4)
        out.extend(textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False))
    return out


# -- the English words, as earlier versions named them ---------------------------------------------


def card_name(card: Card) -> str:
    """A card in words, with its article: ``the red 7``, ``the red wild``, ``the # Wildcard``.

    >>> from tablegames.ten.text import card_name
    >>> from tablegames.ten.cards import parse_card
    >>> [card_name(parse_card(t)) for t in ("red 7", "red #", "wild 4", "wild #", "currency 2")]
    ['the red 7', 'the red wild', 'the wild 4', 'the # Wildcard', 'a currency 2']
    """
    return WORDS.card(card)


def narrate(event: TenEvent, viewer: int | None = None) -> str | None:
    """One event in words, as ``viewer`` (``None``: a spectator) reads it, past tense.

    >>> from tablegames.ten.events import Busted, BustKind, CardDrawn
    >>> from tablegames.ten.text import narrate
    >>> from tablegames.ten.cards import parse_card
    >>> print(narrate(CardDrawn(0, parse_card("red 7"), 9, 2, 40), viewer=0))
    You drew the red 7: total 9, currency 2.
    >>> print(narrate(Busted(1, BustKind.NUMBERS, (), True, 0, (0, 0), None), viewer=0))
    Seat 2 BUSTED: the numbers came to 11 or more. Seat 2 got a bust token (worth 3).
    """
    return WORDS.text(event, viewer)


def describe_move(move: TenMove) -> str:
    """A move as a menu entry for its player (its label): ``Draw a card``, ``Bid 3``."""
    return WORDS.label(move)


def move_group(move: TenMove) -> str:
    """The heading a move is listed under in a menu: draw or stop, auction, pay or buy."""
    return WORDS.group(move)


def result(obj: TenState | TenView, viewer: int | None = None) -> str:
    """The final scores and the winners in words, with how a tie was broken (rules §6)."""
    return WORDS.result(obj, viewer)
