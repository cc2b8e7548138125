"""Sampling the hidden part of a Saboteur game from a view (rules 2, 5, 7; ruling 28).

What a seat cannot see, and how the sampler draws it:

* **Roles** (rules 2.1): while a round is played, the other seats' roles and the role card set
  aside are the role cards of this player count less the viewer's, dealt uniformly. Once the
  round has ended they are public (the round's result) and kept.
* **Goals** (rules 3): the face-down goals the viewer has not looked at get the goal cards that
  are neither face up nor on the viewer's map, in a uniformly random order.
* **Path and action cards** (rules 2.5, 6): the other hands, the other seats' face-down discards
  and the draw pile (but its top card under ``open_draw_pile``) hold the cards of the deck that
  are nowhere in sight: not in the viewer's hand or discards, on the maze, in front of a seat as
  a broken tool, or in the public discard pile. That pile's cards are read from the round's
  events (a repair discards itself and the broken tool, a rockfall itself and the cleared card, a
  map itself). Every placement of those cards is equally likely.
* **Gold** (rules 7): the order of the gold deck, the other seats' gold cards and the gold stack
  (unless the viewer is choosing from it). The finished rounds' results say who received gold and
  how: the miners one card per turn round the table from the first of them (7.1, 7.2), the
  saboteurs cards worth exactly their share, as the rules pick them from what the deck holds
  (7.3, :func:`~tablegames.saboteur.rules.pay_saboteurs`). The sampler replays that gold history
  from a uniformly shuffled gold deck, drawing each card's value with its exact probability given
  everything still to be matched: the viewer's own cards, the gold deck's size, the stack (and
  the viewer's offer, when it is choosing). A miner's choice from the stack is a decision, not
  chance; the model takes it as uniform, so the values the miners received are drawn from the
  stack like the cards of the deck. The seat after which saboteurs were paid (the round's last
  player) is read from the view when it shows it and otherwise taken uniformly among the seats.
  At the game's end every seat's total is public: the sampler then draws the other seats' gold
  uniformly among the splits of the unseen gold cards that give those totals and leave a gold
  deck of the shown size.

Under the ``open_draw_pile`` option every seat saw the top card each draw took; the view does
not record which card each seat drew, so the sampler does not use that knowledge.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from math import comb

import attrs

from tablegames.core.errors import FormatError
from tablegames.core.rng import Rng
from tablegames.core.sample import fresh_seed_from, sampling_rng
from tablegames.saboteur.cards import (
    BROKEN_CARD,
    DRAW_DECK,
    GOAL_CARDS,
    GOAL_CELLS,
    GOLD_DECK,
    OFFICIAL_MAX_GOLD_DRAW,
    ROLE_CARDS,
    Card,
    Role,
)
from tablegames.saboteur.events import (
    CardDiscarded,
    GoalInspected,
    GoalSeen,
    GoldDrawn,
    OwnCardDiscarded,
    PathCleared,
    RoundStarted,
    Team,
    ToolRepaired,
)
from tablegames.saboteur.rules import pay_saboteurs
from tablegames.saboteur.state import (
    Goal,
    GoldDistribution,
    PassDirection,
    Phase,
    RoundResult,
    SaboteurState,
    SaboteurView,
)

__all__ = ["hidden_cards", "sample_state"]

#: The gold card values, in the order the sampler counts them.
_VALUES = (1, 2, 3)
_GOLD_START: tuple[int, int, int] = (
    GOLD_DECK.count(1),
    GOLD_DECK.count(2),
    GOLD_DECK.count(3),
)
_Comp = tuple[int, int, int]


def _refuse(reason: str) -> FormatError:
    return FormatError(f"no Saboteur state gives this view: {reason}")


def _round_events(view: SaboteurView) -> Sequence[object]:
    """The events since the current round was dealt (the log starts with the previous end)."""
    events = view.events
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if isinstance(event, RoundStarted) and event.round == view.round:
            return events[index + 1 :]
    raise _refuse(f"its event log does not show round {view.round} being dealt")


def _players(view: SaboteurView) -> int:
    return len(view.hand_sizes)


# -- path and action cards ------------------------------------------------------------------------


def _discard_pile(events: Sequence[object]) -> tuple[Card, ...]:
    """The face-up discard pile of the round, in order, from its events (rules 5)."""
    pile: list[Card] = []
    for event in events:
        if isinstance(event, ToolRepaired):
            pile.extend((BROKEN_CARD[event.tool], event.card))
        elif isinstance(event, PathCleared):
            pile.extend((event.card, Card.ROCKFALL))
        elif isinstance(event, GoalInspected):
            pile.append(Card.MAP)
    return tuple(pile)


def hidden_cards(view: SaboteurView) -> tuple[Card, ...]:
    """The path and action cards the viewer cannot see anywhere, in the deck's order.

    They are the other hands, the other seats' face-down discards and the draw pile (less its
    top card when it lies open).

    Raises:
        FormatError: if the cards in sight do not fit in the deck.
    """
    events = _round_events(view)
    own = [e.card for e in events if isinstance(e, OwnCardDiscarded) and e.player == view.player]
    seen: Counter[Card] = Counter(view.hand)
    seen.update(own)
    seen.update(tile.card for tile in view.board[1:])
    seen.update(BROKEN_CARD[tool] for tools in view.broken for tool in tools)
    seen.update(_discard_pile(events))
    if view.draw_pile_top is not None:
        seen[view.draw_pile_top] += 1
    hidden = []
    for card in DRAW_DECK:
        if seen[card]:
            seen[card] -= 1
        else:
            hidden.append(card)
    if +seen:
        raise _refuse(f"more cards are in sight than the deck holds: {sorted(map(str, +seen))}")
    return tuple(hidden)


# -- gold (rules 7) -------------------------------------------------------------------------------


def _next_miner(roles: Sequence[Role], seat: int, step: int) -> int:
    players = len(roles)
    for distance in range(1, players + 1):
        candidate = (seat + step * distance) % players
        if roles[candidate] is Role.MINER:
            return candidate
    raise _refuse("a round the miners won had no miner")


@attrs.frozen
class _MinersWon:
    """Rules 7.1, 7.2: ``min(rule_count, deck)`` cards drawn, taken one by one by ``seats``.

    ``seats`` are the miners in passing order from the first taker, round and round. For the
    round under way, ``drawn`` cards were drawn and ``taken`` of them taken; the rest is the
    stack, known (``offer``: counts of each value) when the viewer is choosing.
    """

    seats: tuple[int, ...]
    rule_count: int
    drawn: int | None = None
    taken: int = 0
    offer: tuple[int, int, int] | None = None


@attrs.frozen
class _SaboteursWon:
    """Rules 7.3: the saboteurs, in one of ``orders`` (with its probability), are paid."""

    orders: tuple[tuple[tuple[int, ...], float], ...]
    nuggets: int


#: The public gold history: one entry per round that handed out gold.
_Script = tuple[_MinersWon | _SaboteursWon, ...]


def _gold_script(view: SaboteurView) -> _Script:
    players = _players(view)
    options = view.options
    step = 1 if options.gold_pass_direction is PassDirection.LEFT else -1
    script: list[_MinersWon | _SaboteursWon] = []
    finished = len(view.results)
    for index, result in enumerate(view.results):
        current = view.phase is Phase.CHOOSE_GOLD and index == finished - 1
        if result.winner is Team.MINERS:
            script.append(_miners(view, result, step, players, current))
        elif result.winner is Team.SABOTEURS:
            script.append(_saboteurs(view, result, players))
    return tuple(script)


def _miners(
    view: SaboteurView, result: RoundResult, step: int, players: int, current: bool
) -> _MinersWon:
    roles = result.roles
    miners = sum(1 for role in roles if role is Role.MINER)
    if view.options.gold_distribution is GoldDistribution.SEED:
        rule_count = miners
    else:
        rule_count = min(players, OFFICIAL_MAX_GOLD_DRAW)
    finder = result.finder
    if finder is None:
        raise _refuse(f"round {result.round} was won by the miners without a finder")
    seat = finder if roles[finder] is Role.MINER else _next_miner(roles, finder, step)
    seats = []
    for _ in range(rule_count):
        seats.append(seat)
        seat = _next_miner(roles, seat, step)
    if not current:
        return _MinersWon(tuple(seats), rule_count)
    drawn = next((e.count for e in view.events if isinstance(e, GoldDrawn)), None)
    if drawn is None:
        raise _refuse("the miners are choosing gold but the log shows no gold drawn")
    offer = None
    if view.gold_offer:
        offer = (view.gold_offer.count(1), view.gold_offer.count(2), view.gold_offer.count(3))
    return _MinersWon(tuple(seats), rule_count, drawn, drawn - view.gold_stack_size, offer)


def _saboteurs(view: SaboteurView, result: RoundResult, players: int) -> _SaboteursWon:
    saboteurs = [s for s in range(players) if result.roles[s] is Role.SABOTEUR]
    last = _last_player(view, result.round)
    candidates = range(players) if last is None else (last,)
    weights: Counter[tuple[int, ...]] = Counter()
    for seat in candidates:
        order = [(seat + k) % players for k in range(1, players + 1)]
        weights[tuple(s for s in order if s in saboteurs)] += 1
    total = sum(weights.values())
    orders = tuple((order, count / total) for order, count in sorted(weights.items()))
    return _SaboteursWon(orders, result.nuggets)


def _last_player(view: SaboteurView, number: int) -> int | None:
    """The seat that took the last turn of round ``number``, if the view shows it."""
    if number == view.round and view.phase is not Phase.PLAY:
        return view.last_player
    if number == view.round - 1 and view.events:
        # The log opens with the events of the move that ended that round: its player's.
        first = view.events[0]
        if not isinstance(first, RoundStarted):
            player = getattr(first, "player", None)
            return player if isinstance(player, int) else None
    return None


_Point = tuple[int, int, _Comp, _Comp]
#: What a step of the history did: gold cards given to seats, and the stack if it was drawn.
_Outcome = tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...] | None]
_Way = tuple[float, _Point, _Outcome]
_NOTHING: _Outcome = ((), None)


class _GoldModel:
    """The exact probabilities of the gold history given a view's public facts (see module).

    A point of the history is ``(i, j, comp, need)``: before the ``j``-th card of the ``i``-th
    entry of the script, with ``comp`` gold cards of each value left in the deck and ``need``
    cards of each value still to reach the viewer. :meth:`chance` is the probability that from
    there everything the view shows comes true; the sampler walks the history choosing each step
    with its probability times that chance, which draws exactly from the conditioned model.
    """

    def __init__(self, script: _Script, players: int, viewer: int | None, deck_size: int) -> None:
        self.script = script
        self.players = players
        self.viewer = viewer
        self.deck_size = deck_size
        # Filled lazily: the chances depend on the view's public facts only.
        self.memo: dict[_Point, float] = {}

    def chance(self, point: _Point) -> float:
        """The probability that from ``point`` on the history matches the view."""
        found = self.memo.get(point)
        if found is None:
            i, _, comp, need = point
            if i == len(self.script):
                found = float(sum(comp) == self.deck_size and not any(need))
            else:
                found = sum(p * self.chance(after) for p, after, _ in self.ways(point))
            self.memo[point] = found
        return found

    def ways(self, point: _Point) -> list[_Way]:
        """The ways on from ``point``: probability, next point, what happened."""
        i, j, comp, need = point
        entry = self.script[i]
        if isinstance(entry, _SaboteursWon):
            return self._pay(point, entry)
        left = comp[0] + comp[1] + comp[2]
        count = min(entry.rule_count, left + j)  # left + j: the deck before this round's draws
        if entry.drawn is not None:
            if count != entry.drawn:
                return []
            if j == entry.taken:
                return self._stack(point, entry.drawn - entry.taken, entry.offer)
        if j == count:
            return [(1.0, (i + 1, 0, comp, need), _NOTHING)]
        seat = entry.seats[j % len(entry.seats)]
        mine = seat == self.viewer
        ways: list[_Way] = []
        for index in range(3):
            if not comp[index] or (mine and not need[index]):
                continue
            after = (i, j + 1, _less(comp, index), _less(need, index) if mine else need)
            ways.append((comp[index] / left, after, (((seat, (_VALUES[index],)),), None)))
        return ways

    def _stack(self, point: _Point, size: int, offer: _Comp | None) -> list[_Way]:
        """The stack still to be chosen from: drawn from the deck (known when offered)."""
        i, _, comp, need = point
        stacks = [offer] if offer is not None else _multisets(size, comp)
        ways: list[_Way] = []
        for stack in stacks:
            p = _hypergeometric(comp, stack)
            if p:
                after = (comp[0] - stack[0], comp[1] - stack[1], comp[2] - stack[2])
                cards = tuple(v for v, n in zip(_VALUES, stack, strict=True) for _ in range(n))
                ways.append((p, (i + 1, 0, after, need), ((), cards)))
        return ways

    def _pay(self, point: _Point, entry: _SaboteursWon) -> list[_Way]:
        """Rules 7.3: the saboteurs are paid from the deck as the rules pick the cards."""
        i, _, comp, need = point
        ways: list[_Way] = []
        for order, p in entry.orders:
            paid = _payments(comp, len(order), entry.nuggets)
            after, mine = list(comp), list(need)
            for seat, cards in zip(order, paid, strict=True):
                for value in cards:
                    after[value - 1] -= 1
                    if seat == self.viewer:
                        mine[value - 1] -= 1
            if min(mine) >= 0:
                left = (after[0], after[1], after[2])
                point_after = (i + 1, 0, left, (mine[0], mine[1], mine[2]))
                ways.append((p, point_after, (tuple(zip(order, paid, strict=True)), None)))
        return ways

    def sample(self, need: _Comp, rng: Rng) -> tuple[list[list[int]], _Comp, tuple[int, ...]]:
        """Draw a gold history: each seat's gold, what is left in the deck, and the stack.

        Raises:
            FormatError: if no history gives the view.
        """
        point: _Point = (0, 0, _GOLD_START, need)
        if self.chance(point) <= 0.0:
            raise _refuse("no gold history gives the gold it shows")
        gold: list[list[int]] = [[] for _ in range(self.players)]
        stack: tuple[int, ...] = ()
        while point[0] < len(self.script):
            ways = [(p * self.chance(after), after, what) for p, after, what in self.ways(point)]
            target = rng.next_u64() / 2.0**64 * sum(weight for weight, _, _ in ways)
            chosen = _NOTHING
            for weight, after, what in ways:
                if weight > 0.0:
                    chosen, point = what, after
                    target -= weight
                    if target < 0.0:
                        break
            gifts, drawn = chosen
            for seat, cards in gifts:
                gold[seat].extend(cards)
            if drawn is not None:
                stack = drawn
        return gold, point[2], stack


def _less(counts: _Comp, index: int) -> _Comp:
    listed = list(counts)
    listed[index] -= 1
    return (listed[0], listed[1], listed[2])


def _multisets(size: int, comp: _Comp) -> list[_Comp]:
    return [
        (a, b, size - a - b)
        for a in range(min(size, comp[0]) + 1)
        for b in range(min(size - a, comp[1]) + 1)
        if size - a - b <= comp[2]
    ]


def _hypergeometric(comp: _Comp, draw: _Comp) -> float:
    total = comb(sum(comp), sum(draw))
    return comb(comp[0], draw[0]) * comb(comp[1], draw[1]) * comb(comp[2], draw[2]) / total


@functools.lru_cache(maxsize=4096)
def _payments(comp: _Comp, saboteurs: int, nuggets: int) -> tuple[tuple[int, ...], ...]:
    deck = [1] * comp[0] + [2] * comp[1] + [3] * comp[2]
    return tuple(pay_saboteurs(deck, saboteurs, nuggets))


@functools.lru_cache(maxsize=64)
def _gold_model(script: _Script, players: int, viewer: int | None, deck_size: int) -> _GoldModel:
    # A cache of a pure function's result: samples from one view (a search) share the model's
    # table of chances, which depends only on the view's public facts.
    return _GoldModel(script, players, viewer, deck_size)


def _final_gold(view: SaboteurView, rng: Rng) -> tuple[list[list[int]], _Comp]:
    """At the game's end: the other seats' gold, uniform among the splits giving their totals.

    Raises:
        FormatError: if no split gives the totals shown.
    """
    totals = view.gold_totals
    assert totals is not None
    own = tuple(view.gold.count(v) for v in _VALUES)
    start = (_GOLD_START[0] - own[0], _GOLD_START[1] - own[1], _GOLD_START[2] - own[2])
    others = [s for s in range(_players(view)) if s != view.player]
    if min(start) < 0 or (view.player is not None and sum(view.gold) != totals[view.player]):
        raise _refuse("the viewer's gold does not match its total")
    memo: dict[tuple[int, _Comp], int] = {}

    def splits(total: int, comp: _Comp) -> list[_Comp]:
        return [
            (a, b, c)
            for c in range(min(comp[2], total // 3) + 1)
            for b in range(min(comp[1], (total - 3 * c) // 2) + 1)
            if (a := total - 3 * c - 2 * b) <= comp[0]
        ]

    def ways(k: int, comp: _Comp) -> int:
        key = (k, comp)
        if key not in memo:
            if k == len(others):
                memo[key] = int(sum(comp) == view.gold_deck_size)
            else:
                memo[key] = sum(
                    ways(k + 1, (comp[0] - a, comp[1] - b, comp[2] - c))
                    for a, b, c in splits(totals[others[k]], comp)
                )
        return memo[key]

    comp = start
    if not ways(0, comp):
        raise _refuse("no split of the gold cards gives the totals it shows")
    gold: list[list[int]] = [[] for _ in range(_players(view))]
    for k, seat in enumerate(others):
        options = []
        for a, b, c in splits(totals[seat], comp):
            after = (comp[0] - a, comp[1] - b, comp[2] - c)
            options.append((ways(k + 1, after), (a, b, c), after))
        target = rng.below(sum(weight for weight, _, _ in options))
        for weight, split, after in options:
            target -= weight
            if target < 0:
                gold[seat] = [v for v, n in zip(_VALUES, split, strict=True) for _ in range(n)]
                comp = after
                break
    return gold, comp


# -- the sample -----------------------------------------------------------------------------------


def _roles(view: SaboteurView, rng: Rng) -> tuple[tuple[Role, ...], Role]:
    """Rules 2.1: the role cards not the viewer's, dealt uniformly; public once a round ends."""
    if view.phase is not Phase.PLAY:
        last = view.results[-1]
        return last.roles, last.set_aside
    players = _players(view)
    cards = ROLE_CARDS[players]
    pool = [Role.MINER] * cards.miners + [Role.SABOTEUR] * cards.saboteurs
    if view.role is not None:
        pool.remove(view.role)
    dealt = list(rng.shuffle(pool))
    roles = [view.role if seat == view.player else dealt.pop() for seat in range(players)]
    return tuple(r for r in roles if r is not None), dealt.pop()


def _goals(view: SaboteurView, rng: Rng) -> tuple[Goal, ...]:
    """Rules 3: the goal cards nobody has shown the viewer, in a uniformly random order."""
    mapped = {(seen.x, seen.y): seen.card for seen in view.map_knowledge}
    known = [g.card for g in view.goals if g.card is not None] + list(mapped.values())
    left = list(GOAL_CARDS)
    for card in known:
        if card not in left:
            raise _refuse(f"it shows the {card} goal twice, or a goal card that is not one")
        left.remove(card)
    dealt = list(rng.shuffle(left))
    goals = []
    for goal in view.goals:
        card = goal.card or mapped.get((goal.x, goal.y)) or dealt.pop()
        goals.append(Goal(goal.x, goal.y, card, goal.face_up, goal.rotated))
    return tuple(goals)


def sample_state(view: SaboteurView, rng: Rng | int) -> SaboteurState:
    """A full Saboteur state consistent with ``view``, its hidden parts drawn (see the module).

    The history is empty (see :func:`tablegames.core.sample.sample_state`). Other arguments and
    errors as there.
    """
    generator = sampling_rng(rng)
    players = _players(view)
    viewer = view.player
    events = _round_events(view)
    roles, set_aside = _roles(view, generator)
    goals = _goals(view, generator)

    peeks: list[set[int]] = [set() for _ in range(players)]
    discarded = [0] * players
    for event in events:
        if isinstance(event, GoalInspected):
            peeks[event.player].add(GOAL_CELLS.index((event.x, event.y)))
        elif isinstance(event, CardDiscarded):
            discarded[event.player] += 1
        elif isinstance(event, GoalSeen) and event.player == viewer:
            peeks[viewer].add(GOAL_CELLS.index((event.x, event.y)))
    own = tuple(e.card for e in events if isinstance(e, OwnCardDiscarded) and e.player == viewer)

    cards = list(generator.shuffle(hidden_cards(view)))
    top = () if view.draw_pile_top is None else (view.draw_pile_top,)
    others = [s for s in range(players) if s != viewer]
    wanted = sum(view.hand_sizes[s] + discarded[s] for s in others)
    if wanted + view.draw_pile_size - len(top) != len(cards):
        raise _refuse("its hands, discards and draw pile do not hold the unseen cards")
    hands, hidden = [view.hand] * players, [own] * players
    for seat in others:
        hands[seat] = tuple(sorted(cards.pop() for _ in range(view.hand_sizes[seat])))
        hidden[seat] = tuple(cards.pop() for _ in range(discarded[seat]))

    if view.phase is Phase.OVER:
        gold, left = _final_gold(view, generator)
        stack: tuple[int, ...] = ()
    else:
        need = (0, 0, 0)
        if viewer is not None:
            need = (view.gold.count(1), view.gold.count(2), view.gold.count(3))
        model = _gold_model(_gold_script(view), players, viewer, view.gold_deck_size)
        gold, left, stack = model.sample(need, generator)
    if viewer is not None:
        gold[viewer] = list(view.gold)
    if view.gold_offer:
        stack = view.gold_offer
    gold_deck = generator.shuffle([v for v, n in zip(_VALUES, left, strict=True) for _ in range(n)])

    state = SaboteurState(
        players=players,
        seed=fresh_seed_from(generator),
        options=view.options,
        history=(),
        events=view.events,
        round=view.round,
        phase=view.phase,
        to_act=view.to_act,
        roles=roles,
        set_aside=set_aside,
        hands=tuple(hands),
        draw_pile=(*top, *cards),
        discard_pile=_discard_pile(events),
        hidden_discards=tuple(hidden),
        board=view.board,
        goals=goals,
        broken=view.broken,
        peeks=tuple(tuple(sorted(p)) for p in peeks),
        last_player=view.last_player,
        last_path_player=view.last_path_player,
        gold_deck=gold_deck,
        gold=tuple(tuple(sorted(g)) for g in gold),
        gold_stack=tuple(sorted(stack)),
        results=view.results,
    )
    # The network depends on the maze and the face-up goals only, which the view shares.
    object.__setattr__(state, "network", view.network)
    return state
