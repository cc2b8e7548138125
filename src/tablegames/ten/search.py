"""How :class:`~tablegames.agents.MCTSAgent` searches TEN: one turn ahead, push-your-luck only.

* The search looks ahead to the end of the turn and rewards the change of a value of each
  seat's position (the score of its collection, its distinct cards, its tokens) against the
  best other seat's change.
* Only the push-your-luck decisions are searched (draw again, take the numbers, take the
  currency); bids, payments and purchases are the heuristic agent's, which chooses them from
  the exact score of each option.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from tablegames.core.hooks import SearchHooks
from tablegames.core.rng import Rng
from tablegames.ten import rules
from tablegames.ten.cards import Card
from tablegames.ten.moves import Draw, TakeCurrency, TakeNumbers, TenMove
from tablegames.ten.sample import sample_state
from tablegames.ten.scoring import score_sheet
from tablegames.ten.state import TenState, TenView

__all__ = ["TenSearch"]

# The value of a position (per seat), found by small matches against the heuristic agent: the
# exact score of the collection counts only in part, because the cards collected now also build
# the sets and runs that score later; distinct cards, tokens and bust tokens (which pay like
# currency) count too. A reward of 1 is a gain of _SCALE over the best other seat.
_SCORE_WORTH = 0.3
_CARD_WORTH = 0.7
_TOKEN_WORTH = 0.5
_BUST_WORTH = 1.2
_SCALE = 3.0
_SEARCHED = (Draw, TakeNumbers, TakeCurrency)
#: How many collections one agent's search remembers the score of (then it forgets them all).
_MEMO_SIZE = 100_000


class TenSearch(SearchHooks):
    """The search hooks of TEN (its :attr:`Game.search_hooks <tablegames.Game.search_hooks>`),
    for one agent.

    It remembers the exact score of the collections it met (the search's main cost).
    """

    def __init__(self) -> None:
        self._scores: dict[tuple[Card, ...], int] = {}

    def segment(self, state: TenState) -> int:
        """The turn."""
        return int(state.turn)

    def rewards(self, start: TenState, end: TenState) -> tuple[float, ...]:
        """Half plus the seat's gain of position value over the best other seat's, scaled."""
        players = start.players
        before = self._values(start)
        after = self._values(end)
        delta = [a - b for a, b in zip(after, before, strict=True)]
        out = []
        for seat in range(players):
            other = max((delta[o] for o in range(players) if o != seat), default=0.0)
            out.append(min(1.0, max(0.0, 0.5 + (delta[seat] - other) / (2 * _SCALE))))
        return tuple(out)

    def searched(self, moves: tuple[TenMove, ...]) -> bool:
        """Only the push-your-luck decisions."""
        return isinstance(moves[0], _SEARCHED)

    def searchable(self, moves: tuple[TenMove, ...]) -> tuple[TenMove, ...]:
        """Every move."""
        return moves

    def sampler(self, view: TenView) -> Callable[[Rng], Any]:
        """Samples of ``view`` with an empty event log (the rules only append to it; an empty
        one makes every view computed in the search cheaper)."""

        def draw(rng: Rng) -> TenState:
            return attrs.evolve(sample_state(view, rng), events=())

        return draw

    def _values(self, state: TenState) -> list[float]:
        over = rules.is_over(state)
        out = []
        for seat in range(state.players):
            cards = state.collections[seat]
            total = self._scores.get(cards)
            if total is None:
                if len(self._scores) >= _MEMO_SIZE:
                    self._scores.clear()
                total = self._scores[cards] = score_sheet(cards).total
            if over:  # the final score decides; tokens break ties
                out.append(total + 0.01 * state.tokens[seat])
            else:
                out.append(
                    _SCORE_WORTH * total
                    + _CARD_WORTH * len(set(cards))
                    + _TOKEN_WORTH * state.tokens[seat]
                    + _BUST_WORTH * state.bust_tokens[seat]
                )
        return out
