"""Text pictures of Crazy Eights states and views, for terminals and logs.

Cards are drawn short: rank then suit letter (``8h`` the eight of hearts, ``10c``, ``Qs``,
``Ad``). A state shows every hand; a view only the viewer's. Seats are numbered from 1, as in
every text people read. The table is said in the game's words (their ``table.*`` messages):
English by default, French with :data:`tablegames_crazyeights.words_fr.FRENCH`, whose
``picture`` draws it so (the terminal's table and the description of the SVG picture).

>>> from tablegames_crazyeights import new_game, render, view
>>> print(render(view(new_game(players=2, seed=4), 0)))  # doctest: +NORMALIZE_WHITESPACE
Crazy Eights, 2 players, single round; round 1, dealer seat 1, seat 2 to play.
  Discard pile: 9c (1 card); follow clubs.  Stock: 37 cards.
  seat 1 (you): 7c 10c 10d Kh 4s 8s Qs
  seat 2: 7 cards
  Totals: 0, 0
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablegames.core.words import Catalogue, seat_number

from tablegames_crazyeights.cards import Card, Rank
from tablegames_crazyeights.state import CrazyEightsState, CrazyEightsView

if TYPE_CHECKING:
    from tablegames_crazyeights.words import CrazyEightsWords

__all__ = ["render", "short"]

_RANK_LABEL = {Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}


def short(card: Card) -> str:
    """A compact label: ``8h`` (eight of hearts), ``10c``, ``Qs``, ``Ad``.

    >>> from tablegames_crazyeights import parse_card
    >>> short(parse_card("queen of spades")), short(parse_card("10 of clubs"))
    ('Qs', '10c')
    """
    return _RANK_LABEL.get(card.rank, card.rank.value) + card.suit.value[0]


def render(obj: CrazyEightsState | CrazyEightsView, words: CrazyEightsWords | None = None) -> str:
    """The table in a few lines: the game, the discard pile and stock, the hands, the totals.

    In ``words`` (their ``table.*`` messages and their catalogue's shared words), the game's
    English ones by default; a translation's words draw the table in their language
    (``FRENCH.picture(obj, {})`` of :mod:`tablegames_crazyeights.words_fr` calls this with
    them). The cards are their short labels in every language, as the notation writes them.
    """
    if words is None:
        # Imported here: words.py draws its table with this function, so the two modules
        # cannot import each other at their tops.
        from tablegames_crazyeights.words import WORDS

        words = WORDS
    say = words.catalogue
    stock = len(obj.stock) if isinstance(obj, CrazyEightsState) else obj.stock_size
    target = obj.options.target_score
    game = say.say("table.single") if target is None else say.say("table.target", target=target)
    viewer = obj.player if isinstance(obj, CrazyEightsView) else None
    if obj.to_act is None:
        status = say.say("table.over", winners=_winners(obj.winners, say))
    else:
        status = say.about("table.turn", obj.to_act, viewer)
        if obj.drawn:
            status = say.say("table.drew", status=status, cards=say.count(obj.drawn, "card"))
    lines = [
        say.say(
            "table.title",
            players=say.count(obj.players, "player"),
            game=game,
            round=obj.round,
            dealer=say.seat(obj.dealer),
            status=status,
        ),
        "  "
        + say.say(
            "table.piles",
            top=short(obj.discard[-1]),
            cards=say.count(len(obj.discard), "card"),
            suit=words.suit(obj.suit),
            stock=say.count(stock, "card"),
        ),
    ]
    for seat in range(obj.players):
        if isinstance(obj, CrazyEightsState) or seat == viewer:
            cards = obj.hands[seat] if isinstance(obj, CrazyEightsState) else obj.hand
            hand = " ".join(map(short, cards)) or say.say("table.empty")
        else:
            hand = say.count(obj.hand_sizes[seat], "card")
        key = "table.seat.you" if seat == viewer else "table.seat"
        lines.append("  " + say.say(key, number=seat_number(seat), hand=hand))
    totals = say.say("list.separator").join(map(str, obj.totals))
    lines.append("  " + say.say("table.totals", totals=totals))
    return "\n".join(lines)


def _winners(seats: tuple[int, ...], say: Catalogue) -> str:
    if len(seats) == 1:
        return say.say("table.won", who=say.seat(seats[0]))
    numbers = say.say("list.separator").join(str(seat_number(seat)) for seat in seats)
    return say.say("table.shared", numbers=numbers)
