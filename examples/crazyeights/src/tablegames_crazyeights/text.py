"""Text pictures of Crazy Eights states and views, for terminals and logs.

Cards are drawn short: rank then suit letter (``8h`` the eight of hearts, ``10c``, ``Qs``,
``Ad``). A state shows every hand; a view only the viewer's. Seats are numbered from 1, as in
every text people read.

>>> from tablegames_crazyeights import new_game, render, view
>>> print(render(view(new_game(players=2, seed=4), 0)))  # doctest: +NORMALIZE_WHITESPACE
Crazy Eights, 2 players, single round; round 1, dealer seat 1, seat 2 to play.
  Discard pile: 9c (1 card); follow clubs.  Stock: 37 cards.
  seat 1 (you): 7c 10c 10d Kh 4s 8s Qs
  seat 2: 7 cards
  Totals: 0, 0
"""

from __future__ import annotations

from tablegames.core.text import count as _count
from tablegames.core.text import seat_name
from tablegames.core.words import seat_number

from tablegames_crazyeights.cards import Card, Rank
from tablegames_crazyeights.state import CrazyEightsState, CrazyEightsView

__all__ = ["render", "short"]

_RANK_LABEL = {Rank.ACE: "A", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}


def short(card: Card) -> str:
    """A compact label: ``8h`` (eight of hearts), ``10c``, ``Qs``, ``Ad``.

    >>> from tablegames_crazyeights import parse_card
    >>> short(parse_card("queen of spades")), short(parse_card("10 of clubs"))
    ('Qs', '10c')
    """
    return _RANK_LABEL.get(card.rank, card.rank.value) + card.suit.value[0]


def render(obj: CrazyEightsState | CrazyEightsView) -> str:
    """The table in a few lines: the game, the discard pile and stock, the hands, the totals."""
    stock = len(obj.stock) if isinstance(obj, CrazyEightsState) else obj.stock_size
    target = obj.options.target_score
    game = "single round" if target is None else f"to {target} points"
    viewer = obj.player if isinstance(obj, CrazyEightsView) else None
    if obj.to_act is None:
        status = "the game is over: " + _winners(obj.winners)
    else:
        status = f"{seat_name(obj.to_act, viewer)} to play"
        if obj.drawn:
            status += f" (drew {_count(obj.drawn, 'card')} this turn)"
    lines = [
        f"Crazy Eights, {obj.players} players, {game}; round {obj.round}, dealer seat "
        f"{seat_number(obj.dealer)}, {status}.",
        f"  Discard pile: {short(obj.discard[-1])} ({_count(len(obj.discard), 'card')}); "
        f"follow {obj.suit.value}.  Stock: {_count(stock, 'card')}.",
    ]
    for seat in range(obj.players):
        if isinstance(obj, CrazyEightsState) or seat == viewer:
            cards = obj.hands[seat] if isinstance(obj, CrazyEightsState) else obj.hand
            hand = " ".join(map(short, cards)) or "no card left"
        else:
            hand = _count(obj.hand_sizes[seat], "card")
        mark = " (you)" if seat == viewer else ""
        lines.append(f"  seat {seat_number(seat)}{mark}: {hand}")
    lines.append("  Totals: " + ", ".join(map(str, obj.totals)))
    return "\n".join(lines)


def _winners(seats: tuple[int, ...]) -> str:
    if len(seats) == 1:
        return f"seat {seat_number(seats[0])} won"
    return "seats " + ", ".join(str(seat_number(seat)) for seat in seats) + " share the win"
