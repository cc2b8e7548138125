"""A heuristic Crazy Eights agent: sheds its long suit and its costly cards, keeps eights last.

>>> from tablegames.agents import RandomAgent, play
>>> from tablegames_crazyeights import CrazyEightsAgent, new_game, scores
>>> final = play(new_game(players=2, seed=3), [CrazyEightsAgent(0), RandomAgent(1)])
>>> scores(final)  # seat 0 went out: it scores the 12 points left in seat 1's hand
(12, 0)
"""

from __future__ import annotations

from collections import Counter

from tablegames.core.hooks import check_view
from tablegames.core.rng import Rng, fresh_seed

from tablegames_crazyeights.cards import SUITS, Suit
from tablegames_crazyeights.moves import CrazyEightsMove, Draw, Pass, PlayCard, PlayEight
from tablegames_crazyeights.state import CrazyEightsView

__all__ = ["CrazyEightsAgent"]


class CrazyEightsAgent:
    """A sensible Crazy Eights player.

    * It plays a card other than an eight whenever it can: eights go anywhere, so they are
      kept for when nothing else fits.
    * Among the cards it may play it prefers those of the suit it holds most of (the next seats
      must then follow a suit it is rich in), then the costliest (rule 9: a card left in hand
      at the end is worth penalty points), so a change of suit by rank is taken when it leads to
      its long suit.
    * With only eights to play it plays one rather than draw, when some other seat is close to
      going out (2 cards or fewer) or the stock is nearly used up; otherwise it draws and keeps
      the eight. It names the suit it holds most of (eights aside), the costliest on a tie.
    * It draws when it has nothing to play, and passes only when it must (or after the one
      draw of the ``one_then_pass`` rule, when that draw gave it nothing to play).

    Args:
        seed: Breaks ties reproducibly; ``None`` draws a fresh seed.
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = Rng(fresh_seed() if seed is None else seed, "crazyeights-agent")

    def choose(self, view: CrazyEightsView, moves: tuple[CrazyEightsMove, ...]) -> CrazyEightsMove:
        """Pick a move for the seat of ``view``."""
        check_view(self, view, CrazyEightsView, moves)
        plays = [move for move in moves if isinstance(move, PlayCard)]
        eights = [move for move in moves if isinstance(move, PlayEight)]
        draw = next((move for move in moves if isinstance(move, Draw)), None)
        suits = Counter(card.suit for card in view.hand if not card.is_eight)
        if plays:
            # Most of the suit it will leave to follow, the costliest card, then a coin.
            keys = {move: (suits[move.card.suit], move.card.points) for move in plays}
            best = max(keys.values())
            return self._rng.choice([move for move in plays if keys[move] == best])
        if eights and (draw is None or self._hurried(view)):
            return self._eight(view, eights, suits)
        if draw is not None:
            return draw
        if eights:
            return self._eight(view, eights, suits)
        return next((move for move in moves if isinstance(move, Pass)), moves[0])

    def _hurried(self, view: CrazyEightsView) -> bool:
        """Whether an eight should be played now rather than kept: some other seat is near
        going out, or the stock is nearly used up."""
        others = [size for seat, size in enumerate(view.hand_sizes) if seat != view.player]
        return min(others) <= 2 or view.stock_size <= 3

    def _eight(
        self, view: CrazyEightsView, eights: list[PlayEight], suits: Counter[Suit]
    ) -> PlayEight:
        """The eight to play and the suit to name: the suit it holds most of (eights aside),
        the one whose cards cost most on a tie."""
        cost = Counter[Suit]()
        for card in view.hand:
            if not card.is_eight:
                cost[card.suit] += card.points
        best = max((suits[suit], cost[suit]) for suit in SUITS)
        named = [suit for suit in SUITS if (suits[suit], cost[suit]) == best]
        suit = self._rng.choice(named)
        choices = [move for move in eights if move.suit is suit]
        return self._rng.choice(choices)
