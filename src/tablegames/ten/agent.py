"""A heuristic TEN agent: pushes its luck by a risk threshold and values cards by its runs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tablegames.core.hooks import check_view
from tablegames.core.rng import Rng, fresh_seed
from tablegames.ten.cards import BUST_AT, BUST_TOKEN_VALUE, CARD_ORDER, TOKEN_CAP, Card, Kind, deck
from tablegames.ten.moves import (
    Bid,
    Buy,
    Draw,
    PassBid,
    PayBustToken,
    PayCard,
    PayToken,
    SkipBuy,
    TakeCurrency,
    TakeNumbers,
    TenMove,
)
from tablegames.ten.rules import tableau_totals
from tablegames.ten.scoring import score_sheet
from tablegames.ten.state import Phase, TenView

__all__ = ["TenAgent"]

#: How many collections an agent remembers the score of (then it forgets them all).
_MEMO_SIZE = 20_000


class TenAgent:
    """A sensible TEN player.

    * Drawing: it counts the cards not yet seen (the deck minus everything face up) and stops
      once the chance that the next card busts it exceeds ``risk``. It then takes the numbers
      if they raise its score at least as much as the currency is worth, else the currency.
    * Auctions: it bids the lowest allowed amount while that stays below what the wild adds to
      its best runs (measured with the exact scorer), and passes otherwise.
    * Paying: black tokens first, a bust token when it costs no change, and last the collected
      card that its score misses least.
    * Buying: the market card that adds the most points, when it adds any.

    Args:
        seed: Breaks ties reproducibly.
        risk: The bust probability above which it stops drawing.
    """

    def __init__(self, seed: int | None = None, *, risk: float = 0.3) -> None:
        self._rng = Rng(fresh_seed() if seed is None else seed, "ten-agent")
        self.risk = risk
        # Exact scoring is the agent's main cost and it asks about the same collections again
        # and again (each payment step, each market card); a search that plays it out many
        # times from one position asks even more often.
        self._scores: dict[tuple[Card, ...], int] = {}

    def choose(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        """Pick a move for the seat of ``view``.

        The agent is bound to no seat (its seed is no seat): it plays for the seat of whichever
        view it is given, as :class:`~tablegames.agents.MCTSAgent` does.

        Raises:
            NotAGameObjectError: if ``view`` is not a TenView (a state, say).
            SeatError: if ``view`` is a spectator's, or ``moves`` are not all its seat's (the
                legal moves of another seat than the view's, say), as MCTSAgent refuses them.
            ConfigError: if ``moves`` is empty.
        """
        check_view(self, view, TenView, moves)
        phase = view.phase
        if phase is Phase.DRAW:
            return self._draw_or_stop(view, moves)
        if phase is Phase.AUCTION:
            return self._bid(view, moves)
        if phase is Phase.PAY:
            return self._pay(view, moves)
        return self._buy(view, moves)

    # -- drawing -------------------------------------------------------------------------------

    def _draw_or_stop(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        draw = next((m for m in moves if isinstance(m, Draw)), None)
        stops = [m for m in moves if not isinstance(m, Draw)]
        if draw is not None and (not stops or self._bust_chance(view) <= self.risk):
            return draw
        numbers = next((m for m in stops if isinstance(m, TakeNumbers)), None)
        currency = next(m for m in stops if isinstance(m, TakeCurrency))
        if numbers is None:
            return currency
        seat = currency.player
        mine = view.collections[seat]
        tableau_numbers = [c for c in view.tableau if c.kind is Kind.NUMBER]
        gain = self._score(mine, tableau_numbers) - self._score(mine)
        cash = tableau_totals(view.tableau)[1]
        worth = min(cash, TOKEN_CAP - view.tokens[seat])
        return numbers if gain * 2 >= worth else currency

    def _bust_chance(self, view: TenView) -> float:
        net, currency = tableau_totals(view.tableau)
        unseen = Counter(deck(len(view.collections)))
        for pile in (view.tableau, view.market, view.discard, *view.collections):
            unseen.subtract(pile)
        if view.auction is not None:
            unseen[view.auction.wild] -= 1
        total = sum(n for n in unseen.values() if n > 0)
        if total == 0:
            return 0.0
        busting = 0
        totals = {Kind.NUMBER: net, Kind.CURRENCY: currency}
        for card, count in unseen.items():
            if count <= 0 or card.number is None:
                continue
            running = totals.get(card.kind)
            if running is not None and running + card.number >= BUST_AT:
                busting += count
        return busting / total

    # -- auctions and payments -------------------------------------------------------------------

    def _bid(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        bids = [m for m in moves if isinstance(m, Bid)]
        passing = next(m for m in moves if isinstance(m, PassBid))
        if not bids or view.auction is None:
            return passing
        seat = passing.player
        value = self._score(view.collections[seat], [view.auction.wild]) - self._score(
            view.collections[seat]
        )
        lowest = min(bids, key=lambda m: m.amount)
        return lowest if lowest.amount <= value else passing

    def _pay(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        payment = view.payment
        remaining = payment.price - payment.paid if payment is not None else 0
        tokens = [m for m in moves if isinstance(m, PayToken)]
        bust = [m for m in moves if isinstance(m, PayBustToken)]
        cards = [m for m in moves if isinstance(m, PayCard)]
        if bust and remaining >= BUST_TOKEN_VALUE:  # no change is lost
            return bust[0]
        if tokens:
            return tokens[0]
        if cards:
            seat = cards[0].player
            mine = list(view.collections[seat])
            base = self._score(mine)

            def loss(move: PayCard) -> int:
                rest = list(mine)
                rest.remove(move.card)
                return base - self._score(rest)

            return min(cards, key=loss)
        return bust[0] if bust else moves[0]

    def _buy(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        skip = next(m for m in moves if isinstance(m, SkipBuy))
        buys = [m for m in moves if isinstance(m, Buy)]
        if not buys:
            return skip
        mine = view.collections[skip.player]
        base = self._score(mine)
        best = max(buys, key=lambda m: (self._score(mine, [m.card]) - base, -(m.card.number or 0)))
        return best if self._score(mine, [best.card]) > base else skip

    def _score(self, cards: Iterable[Card], extra: Iterable[Card] = ()) -> int:
        key = tuple(sorted((*cards, *extra), key=CARD_ORDER.__getitem__))
        total = self._scores.get(key)
        if total is None:
            if len(self._scores) >= _MEMO_SIZE:
                self._scores.clear()
            total = self._scores[key] = score_sheet(key).total
        return total
