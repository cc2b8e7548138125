"""A heuristic TEN agent: pushes its luck by a risk threshold and values cards by its runs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from tablegames.core.hooks import check_view
from tablegames.core.rng import Rng, fresh_seed
from tablegames.ten.cards import (
    BUST_AT,
    BUST_TOKEN_VALUE,
    CARD_ORDER,
    CARD_PAY_VALUE,
    TOKEN_CAP,
    TOKEN_VALUE,
    Card,
    Kind,
    deck,
    number_card,
)
from tablegames.ten.events import PaymentItem
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
from tablegames.ten.scoring import ScoreSheet, score_sheet
from tablegames.ten.state import Phase, TenView

__all__ = ["TenAgent"]

#: How many collections an agent remembers the score of (then it forgets them all).
_MEMO_SIZE = 20_000


class TenAgent:
    """A sensible TEN player.

    * Drawing: it counts the cards not yet seen (the deck minus everything face up) and stops
      once the chance that the next card busts it exceeds ``risk``. It then takes the numbers
      if they raise its score at least as much as the currency is worth, else the currency.
    * Paying: a bust token while it costs no change, then black tokens, then the collected cards
      its score misses least, the card being paid for counted as held (so a card of the run it
      extends costs what it is worth there). For the last 1 or 2 owed it spends a bust token,
      losing the change, rather than cards that score.
    * Auctions: it bids the lowest allowed amount while that is no more than what the wild adds
      to its score (measured with the exact scorer) once it has paid that amount as above, and
      passes otherwise.
    * Buying: the market card that adds the most points net of its own payment as above (the
      cheaper card among equals), when that is at least one point.

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
        self._sheets: dict[tuple[Card, ...], ScoreSheet] = {}

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

    # -- auctions, payments and purchases ----------------------------------------------------------
    #
    # A price is paid with black tokens, bust tokens (3 each, no change) and collected cards (1
    # each; a won wild's price with cards only if the options allow it), and every card paid away
    # may be a point lost. So a bid or a purchase is worth what the collection scores after the
    # agent's own payment, the card paid for counted in, and ``_pay`` measures each card's loss
    # with that card counted too, so that the runs it extends are worth their full length.

    def _bid(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        bids = [m for m in moves if isinstance(m, Bid)]
        passing = next(m for m in moves if isinstance(m, PassBid))
        if not bids or view.auction is None:
            return passing
        seat = passing.player
        lowest = min(bids, key=lambda m: m.amount)
        mine = view.collections[seat]
        base = self._score(mine)
        after = self._score_after_paying(
            mine,
            view.auction.wild,
            lowest.amount,
            view.tokens[seat],
            view.bust_tokens[seat],
            cards=view.options.bid_with_cards,
            floor=base + lowest.amount,
        )
        return lowest if lowest.amount <= after - base else passing

    def _pay(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        payment = view.payment
        token = next((m for m in moves if isinstance(m, PayToken)), None)
        bust = next((m for m in moves if isinstance(m, PayBustToken)), None)
        cards = {m.card: m for m in moves if isinstance(m, PayCard)}
        if payment is None:
            return moves[0]
        seat = payment.payer
        item = self._next_item(
            view.collections[seat],
            payment.card,
            payment.price - payment.paid,
            view.tokens[seat] if token is not None else 0,
            view.bust_tokens[seat] if bust is not None else 0,
            cards=bool(cards),
        )
        if item is PaymentItem.TOKEN and token is not None:
            return token
        if item is PaymentItem.BUST_TOKEN and bust is not None:
            return bust
        if isinstance(item, Card) and item in cards:
            return cards[item]
        return moves[0]

    def _buy(self, view: TenView, moves: tuple[TenMove, ...]) -> TenMove:
        skip = next(m for m in moves if isinstance(m, SkipBuy))
        buys = [m for m in moves if isinstance(m, Buy)]
        if not buys:
            return skip
        seat = skip.player
        mine = view.collections[seat]
        base = self._score(mine)
        tokens, bust = view.tokens[seat], view.bust_tokens[seat]
        # What a card adds before the payment bounds what it adds after: most candidates are
        # settled by that bound without planning their payment.
        gross = {m: self._score(mine, (m.card,)) - base for m in buys}
        best: TenMove = skip
        best_key = (0, 0)  # (net gain, cheaper first): a purchase must gain at least a point
        for move in sorted(buys, key=lambda m: (-gross[m], m.card.number or 0)):
            price = move.card.number or 0
            if (gross[move], -price) <= best_key:
                continue
            floor = base + max(best_key[0], 1)  # no purchase scoring less can be chosen
            after = self._score_after_paying(
                mine, move.card, price, tokens, bust, cards=True, floor=floor
            )
            key = (after - base, -price)
            if key > best_key:
                best, best_key = move, key
        return best

    def _score_after_paying(
        self,
        mine: Sequence[Card],
        bought: Card,
        owed: int,
        tokens: int,
        bust: int,
        *,
        cards: bool,
        floor: int,
    ) -> int:
        """The score of ``mine`` with ``bought`` once the agent has paid ``owed`` as ``_pay``
        does, or, as soon as it is known to be below ``floor``, some score below ``floor``
        (paying only ever lowers it: the caller wants no less)."""
        dead = len(self._unused(mine, bought)) if cards else 0
        if tokens * TOKEN_VALUE + bust * BUST_TOKEN_VALUE + dead * CARD_PAY_VALUE >= owed:
            # Enough is paid with tokens and cards no run uses (each keeps the runs whole).
            return self._score(mine, (bought,))
        rest = list(mine)
        while owed > 0:
            item = self._next_item(rest, bought, owed, tokens, bust, cards=cards)
            if item is PaymentItem.TOKEN:
                tokens, owed = tokens - 1, owed - TOKEN_VALUE
            elif item is PaymentItem.BUST_TOKEN:
                bust, owed = bust - 1, owed - BUST_TOKEN_VALUE
            elif isinstance(item, Card):
                rest.remove(item)
                owed -= CARD_PAY_VALUE
                if self._score(rest, (bought,)) < floor:
                    break
            else:  # nothing left to pay with: the rules offer no such purchase
                break
        return self._score(rest, (bought,))

    def _next_item(
        self,
        mine: Sequence[Card],
        bought: Card,
        owed: int,
        tokens: int,
        bust: int,
        *,
        cards: bool,
    ) -> Card | PaymentItem | None:
        """What the agent pays next towards ``owed`` for ``bought`` (``None``: nothing left).

        A bust token while it loses no change, then black tokens, then collected cards, least
        missed first (measured with ``bought`` held). The change a bust token would lose is
        worth less than a point: for the last 1 or 2 owed it goes before cards that score.
        """
        if bust and owed >= BUST_TOKEN_VALUE:
            return PaymentItem.BUST_TOKEN
        if tokens:
            return PaymentItem.TOKEN
        if cards and mine:
            if not bust:
                return self._least_missed(mine, bought)[0]
            if len(mine) >= owed:
                rest = list(mine)
                first, lost = self._least_missed(rest, bought)
                rest.remove(first)
                for _ in range(owed - 1):
                    card, loss = self._least_missed(rest, bought)
                    rest.remove(card)
                    lost += loss
                if not lost:
                    return first
        return PaymentItem.BUST_TOKEN if bust else None

    def _least_missed(self, mine: Sequence[Card], bought: Card) -> tuple[Card, int]:
        """The card of ``mine`` whose loss costs the fewest points with ``bought`` held, and that
        cost: the first card no scoring run uses, else the first of the least missed."""
        unused = self._unused(mine, bought)
        if unused:
            return unused[0], 0
        whole = self._score(mine, (bought,))
        best: tuple[Card, int] | None = None
        rest = list(mine)
        for card in dict.fromkeys(mine):
            index = rest.index(card)
            loss = whole - self._score(rest[:index] + rest[index + 1 :], (bought,))
            if best is None or loss < best[1]:
                best = (card, loss)
                if not loss:  # a card can cost nothing, never less
                    break
        assert best is not None
        return best

    def _unused(self, mine: Sequence[Card], bought: Card) -> list[Card]:
        """The cards of ``mine`` (copies repeated, in its order) that the best scoring of
        ``mine`` with ``bought`` leaves out of every run: paying with one costs no point."""
        used: Counter[Card] = Counter()
        for colour in self._sheet(mine, (bought,)).colours:
            if colour.run is None:
                continue
            low, high = colour.run
            stood_for = set()
            for wild, number in colour.wilds:
                used[wild] += 1
                stood_for.add(number)
            for number in range(low, high + 1):
                if number not in stood_for:
                    used[number_card(colour.colour, number)] += 1
        used[bought] -= 1  # the card paid for fills its place first: it cannot pay
        unused = []
        for card in mine:
            if used[card] > 0:
                used[card] -= 1
            else:
                unused.append(card)
        return unused

    def _score(self, cards: Iterable[Card], extra: Iterable[Card] = ()) -> int:
        return self._sheet(cards, extra).total

    def _sheet(self, cards: Iterable[Card], extra: Iterable[Card] = ()) -> ScoreSheet:
        key = tuple(sorted((*cards, *extra), key=CARD_ORDER.__getitem__))
        sheet = self._sheets.get(key)
        if sheet is None:
            if len(self._sheets) >= _MEMO_SIZE:
                self._sheets.clear()
            sheet = self._sheets[key] = score_sheet(key)
        return sheet
