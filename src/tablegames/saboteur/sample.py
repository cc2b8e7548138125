"""Sampling the hidden part of a Saboteur game from a view (rules §2, §5, §7; ruling S-28).

What a seat cannot see, and how the sampler draws it:

* **Roles** (rules §2.1): while a round is played, the other seats' roles and the role card set
  aside are the role cards of this player count less the viewer's, dealt uniformly. Once the
  round has ended they are public (the round's result) and kept.
* **Goals** (rules §3): the face-down goals the viewer has not looked at get the goal cards that
  are neither face up nor on the viewer's map, in a uniformly random order.
* **Path and action cards** (rules §2.5, §6): the other hands, the other seats' face-down discards
  and the draw pile (but its top card under ``open_draw_pile``) hold the cards of the deck that
  are nowhere in sight: not in the viewer's hand or discards, on the maze, in front of a seat as
  a broken tool, or in the public discard pile. That pile's cards are read from the round's
  events (a repair discards itself and the broken tool, a rockfall itself and the cleared card, a
  map itself). Every placement of those cards is equally likely (but for the cards seen drawn
  from a face-up pile: see the end).
* **Gold** (rules §7): the order of the gold deck, the other seats' gold cards and the gold stack
  (unless the viewer is choosing from it). The finished rounds' results say who received gold and
  how: the miners take the cards drawn one per turn round the table from the first of them (§7.1,
  §7.2), the saboteurs take from the deck the first cards worth exactly their share that the rules
  pick (§7.3, :func:`~tablegames.saboteur.pay_saboteurs`). So the gold left and its order
  depend on the history, not only on which cards are gone. The sampler replays that history as
  the rules do, from a freshly shuffled gold deck, and keeps the first replay that gives the
  viewer exactly its cards, leaves a gold deck of the size shown and, when the viewer is
  choosing, the stack it is offered: an exact draw from the history conditioned on the view
  (when the first hundred replays fail, a search over the gold deck's contents says whether any
  can succeed, and a view none can give is refused at once). A miner's choice from the stack
  is a decision, not chance; the model takes each miner's card uniformly from the stack. The
  seat after which saboteurs were paid (the round's last player) is read from the view when it
  shows it (the round just ended), and otherwise taken uniformly among the seats. At the game's
  end every seat's total is public: the sampler then draws the other seats' gold uniformly
  among the splits of the unseen gold cards that give those totals and leave a gold deck of the
  size shown (the split then need not follow the history).

Under the ``open_draw_pile`` option every seat saw the top card each draw took, and the public
``CardDrawn`` event names it. The sampler follows each other seat's round: a card it was seen
to draw stays in its hand until it plays a card of that kind (taken to be that card) or
discards face down (the discarded card is then one of its hand, uniformly, so the card seen
drawn with the chance of one card in the hand's size, unless the seat would then have held
too few unseen cards for its later plays). The cards still in hand are dealt to it, those
discarded face down lie among its discards in their turn, and only the rest of its hand and
discards come from the unseen cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import chain

import attrs

from tablegames.core.errors import FormatError
from tablegames.core.history import History
from tablegames.core.rng import Rng
from tablegames.core.sample import fresh_seed_from, sampling_rng
from tablegames.saboteur.cards import (
    BROKEN_CARD,
    DRAW_DECK,
    GOAL_CARDS,
    GOAL_CELLS,
    GOLD_DECK,
    HAND_SIZE,
    OFFICIAL_MAX_GOLD_DRAW,
    ROLE_CARDS,
    Card,
    Role,
)
from tablegames.saboteur.events import (
    CardDiscarded,
    CardDrawn,
    GoalInspected,
    GoalSeen,
    GoldDrawn,
    OwnCardDiscarded,
    PathCleared,
    PathPlaced,
    RoundStarted,
    SaboteurEvent,
    Team,
    ToolBroken,
    ToolRepaired,
)
from tablegames.saboteur.invariants import gold_limits
from tablegames.saboteur.rules import pay_saboteurs
from tablegames.saboteur.state import (
    Goal,
    GoldDistribution,
    PassDirection,
    Phase,
    RoundResult,
    SaboteurState,
    SaboteurView,
    next_miner,
)

__all__ = ["MAX_ATTEMPTS", "hidden_cards", "sample_state"]

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
    """The face-up discard pile of the round, in order, from its events (rules §5)."""
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


def _played_card(event: object) -> Card | None:
    """The card a public play took from its player's hand (``None``: not a play)."""
    if isinstance(event, PathPlaced | ToolRepaired):
        return event.card
    if isinstance(event, ToolBroken):
        return BROKEN_CARD[event.tool]
    if isinstance(event, PathCleared):
        return Card.ROCKFALL
    if isinstance(event, GoalInspected):
        return Card.MAP
    return None


#: One step of a seat's round as the sampler follows it: a draw (the card when it was seen), a
#: public play (the card played) or a face-down discard (no card).
_Step = tuple[str, Card | None]


def _seen_draws(
    view: SaboteurView, events: Sequence[object], rng: Rng
) -> tuple[list[list[Card]], list[list[Card | None]]]:
    """Where the cards the other seats were seen to draw (``open_draw_pile``) are now.

    Returns, for each seat, the cards seen drawn that it still holds, and one entry per
    face-down discard of the round, in order: the card seen drawn it discarded, or ``None``
    when it discarded an unseen card. The viewer's own entries are empty (it knows its hand and
    discards). See :func:`_follow`.
    """
    players = _players(view)
    steps: list[list[_Step]] = [[] for _ in range(players)]
    for event in events:
        seat: int | None = getattr(event, "player", None)
        if seat is None or seat == view.player:
            continue
        if isinstance(event, CardDrawn):
            steps[seat].append(("draw", event.card))
        elif isinstance(event, CardDiscarded):
            steps[seat].append(("discard", None))
        else:
            card = _played_card(event)
            if card is not None:
                steps[seat].append(("play", card))
    held: list[list[Card]] = []
    discards: list[list[Card | None]] = []
    for seat_steps in steps:
        if any(kind == "draw" and card is not None for kind, card in seat_steps):
            kept, thrown = _follow(seat_steps, HAND_SIZE[players], rng)
        else:  # nothing seen: the standard rules draw nothing more from the generator
            kept, thrown = [], [None for kind, _ in seat_steps if kind == "discard"]
        held.append(kept)
        discards.append(thrown)
    return held, discards


def _follow(steps: Sequence[_Step], size: int, rng: Rng) -> tuple[list[Card], list[Card | None]]:
    """A seat's round from its deal of ``size`` cards: the seen cards it keeps, its discards.

    First, a play of a kind the seat was seen to draw and still holds takes that card: that
    leaves the fewest unseen cards the seat must have held, so the unseen cards left suffice
    (the real round is one way to play them). Then each face-down discard is one of the hand's
    cards, uniformly: a seen card still free (never played) with the chance of their number in
    the hand's size, unless the seat would be left too few unseen cards for its later plays and
    its hand (:func:`_room`), or has no free seen card.
    """
    matched = [False] * len(steps)
    waiting: dict[Card, list[int]] = {}
    for index, (kind, card) in enumerate(steps):
        if kind == "draw" and card is not None:
            waiting.setdefault(card, []).append(index)
        elif kind == "play" and card is not None and waiting.get(card):
            matched[waiting[card].pop()] = matched[index] = True
    free: list[Card] = []
    bound = 0  # the seen cards in hand that a later play takes
    thrown: list[Card | None] = []
    for index, (kind, card) in enumerate(steps):
        if kind == "draw":
            size += 1
            if matched[index]:
                bound += 1
            elif card is not None:
                free.append(card)
        elif kind == "play":
            size -= 1
            bound -= matched[index]
        else:
            size -= 1
            unseen = size - bound - len(free)  # after discarding an unseen card
            if free and (
                rng.below(max(size + 1, len(free))) < len(free)
                or not _room(steps, matched, index, unseen, len(free))
            ):
                thrown.append(free.pop(rng.below(len(free))))
            else:
                thrown.append(None)
    return free, thrown


def _room(
    steps: Sequence[_Step], matched: Sequence[bool], index: int, unseen: int, free: int
) -> bool:
    """Whether a seat holding ``unseen`` unseen and ``free`` free seen cards after step
    ``index`` has unseen cards enough for the rest of its round, each later face-down discard
    taking a free seen card while there is one (what needs the fewest unseen cards)."""
    if unseen < 0:
        return False
    for later in range(index + 1, len(steps)):
        kind, card = steps[later]
        if kind == "draw":
            if card is None:
                unseen += 1
            elif not matched[later]:
                free += 1
        elif kind == "play":
            unseen -= not matched[later]
        elif free:
            free -= 1
        else:
            unseen -= 1
        if unseen < 0:
            return False
    return True


# -- gold (rules §7) -------------------------------------------------------------------------------


def _next_miner(roles: Sequence[Role], seat: int, direction: PassDirection) -> int:
    found = next_miner(roles, seat, direction)
    if found is None:
        raise _refuse("a round the miners won had no miner")
    return found


@attrs.frozen
class _MinersWon:
    """Rules §7.1, §7.2: ``min(rule_count, deck)`` cards drawn, taken one by one by ``seats``.

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
    """Rules §7.3: the saboteurs, in one of ``orders`` (with its probability), are paid."""

    orders: tuple[tuple[tuple[int, ...], float], ...]
    nuggets: int


#: The public gold history: one entry per round that handed out gold.
_Script = tuple[_MinersWon | _SaboteursWon, ...]


def _gold_script(view: SaboteurView) -> _Script:
    players = _players(view)
    options = view.options
    script: list[_MinersWon | _SaboteursWon] = []
    finished = len(view.results)
    for index, result in enumerate(view.results):
        current = view.phase is Phase.CHOOSE_GOLD and index == finished - 1
        if result.winner is Team.MINERS:
            script.append(_miners(view, result, options.gold_pass_direction, players, current))
        elif result.winner is Team.SABOTEURS:
            script.append(_saboteurs(view, result, players))
    return tuple(script)


def _miners(
    view: SaboteurView,
    result: RoundResult,
    direction: PassDirection,
    players: int,
    current: bool,
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
    seat = finder if roles[finder] is Role.MINER else _next_miner(roles, finder, direction)
    seats = []
    for _ in range(rule_count):
        seats.append(seat)
        seat = _next_miner(roles, seat, direction)
    if not current:
        return _MinersWon(tuple(seats), rule_count)
    drawn = next((e.count for e in _round_events(view) if isinstance(e, GoldDrawn)), None)
    if drawn is None:
        raise _refuse("the miners are choosing gold but the log shows no gold drawn")
    if drawn < view.gold_stack_size:
        raise _refuse(f"{view.gold_stack_size} gold cards wait to be chosen of {drawn} drawn")
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


class _GoldDeck:
    """The gold deck, shuffled lazily: cards are turned over from the top only when needed.

    Turning cards over one at a time, each uniformly among those not yet turned, is the same
    as shuffling the whole deck first. ``seen`` holds cards already turned over but still in
    the deck (passed over while looking for a value), in order, on top of the unturned ones.
    """

    __slots__ = ("counts", "rng", "seen")

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.seen: list[int] = []
        self.counts = list(_GOLD_START)

    def size(self) -> int:
        """How many cards are left."""
        return len(self.seen) + self.counts[0] + self.counts[1] + self.counts[2]

    def _turn(self) -> int:
        counts = self.counts
        pick = self.rng.below(counts[0] + counts[1] + counts[2])
        index = 0 if pick < counts[0] else 1 if pick < counts[0] + counts[1] else 2
        counts[index] -= 1
        return _VALUES[index]

    def draw(self) -> int:
        """Take the top card."""
        return self.seen.pop(0) if self.seen else self._turn()

    def take(self, value: int) -> None:
        """Take the first card worth ``value`` from the top (as ``list.remove`` does)."""
        if value in self.seen:
            self.seen.remove(value)
            return
        while (card := self._turn()) != value:
            self.seen.append(card)

    def contents(self) -> list[int]:
        """Every card left, in no particular order (what the rules' payment looks at)."""
        return [
            *self.seen,
            *(v for v, n in zip(_VALUES, self.counts, strict=True) for _ in range(n)),
        ]

    def rest(self) -> tuple[int, ...]:
        """The cards left, top first, turning the others over in a uniformly random order."""
        unturned = [v for v, n in zip(_VALUES, self.counts, strict=True) for _ in range(n)]
        return (*self.seen, *self.rng.shuffle(unturned))


#: Gold histories tried before giving up on a view (the real one is found far sooner).
MAX_ATTEMPTS = 200_000
#: Gold histories tried before asking whether any can give the view (:func:`_possible`): a
#: view met in play needs one or two, a tampered one would try them all, for seconds.
_ATTEMPTS_BEFORE_CHECK = 100


def _gold_history(
    script: _Script, players: int, viewer: int | None, need: list[int], deck_size: int, rng: Rng
) -> tuple[list[list[int]], tuple[int, ...], tuple[int, ...]]:
    """Replay the gold history from a fresh deck until it gives the view's gold (see module).

    Each attempt follows the rules exactly (§7.1 to §7.3) from a uniformly shuffled deck, miners
    taking uniformly random cards of the stack; an attempt is kept only if the viewer receives
    exactly its cards, the stack is the one offered to it (if any) and the deck is left with
    the size shown. Keeping the first attempt that does draws exactly from the model conditioned
    on the view. Views met in play need one or two attempts on average.

    Returns:
        Each seat's gold, the gold deck (top first) and the stack.

    Raises:
        FormatError: if no history can give the view's gold (:func:`_possible`, asked after
            the first attempts fail), or no attempt out of :data:`MAX_ATTEMPTS` matches.
    """
    for attempt in range(MAX_ATTEMPTS):
        if attempt == _ATTEMPTS_BEFORE_CHECK and not _possible(
            script, players, viewer, need, deck_size
        ):
            raise _refuse("no gold history gives the gold it shows")
        found = _attempt_gold(script, players, viewer, list(need), deck_size, rng)
        if found is not None:
            return found
    raise _refuse(f"no gold history out of {MAX_ATTEMPTS} gives the gold it shows")


def _parts(comp: _Comp, size: int) -> list[_Comp]:
    """Every way to take ``size`` cards from ``comp`` (counts of each value), as counts."""
    return [
        (a, b, c)
        for c in range(min(comp[2], size) + 1)
        for b in range(min(comp[1], size - c) + 1)
        if 0 <= (a := size - b - c) <= comp[0]
    ]


def _less(comp: _Comp, part: _Comp) -> _Comp:
    return (comp[0] - part[0], comp[1] - part[1], comp[2] - part[2])


def _possible(
    script: _Script, players: int, viewer: int | None, need: list[int], deck_size: int
) -> bool:
    """Whether some attempt of :func:`_attempt_gold` is kept: its replay, by what cards are
    where rather than in which order.

    An attempt's chances choose only which cards each draw turns over and which drawn cards
    each miner takes (the saboteurs' payment follows from the deck's contents, their order
    only from which seat played last), and every choice has a chance. So the replay follows
    every pair of the deck's contents and the gold the viewer still needs that some choice
    gives: at most 17 x 9 x 5 contents, each drawn from in at most a few dozen ways, a few
    milliseconds for the worst history.
    """
    states = {(_GOLD_START, (need[0], need[1], need[2]))}
    nothing: _Comp = (0, 0, 0)
    for entry in script:
        after: set[tuple[_Comp, _Comp]] = set()
        for comp, left in states:
            if isinstance(entry, _SaboteursWon):
                deck = [v for v, n in zip(_VALUES, comp, strict=True) for _ in range(n)]
                paid = pay_saboteurs(deck, len(entry.orders[0][0]), entry.nuggets)
                spent = Counter(value for cards in paid for value in cards)
                gone = (spent[1], spent[2], spent[3])
                for order, _ in entry.orders:
                    got = paid[order.index(viewer)] if viewer in order else ()
                    rest = _less(left, (got.count(1), got.count(2), got.count(3)))
                    if min(rest) >= 0:
                        after.add((_less(comp, gone), rest))
                continue
            count = min(entry.rule_count, sum(comp))
            if entry.drawn is not None and count != entry.drawn:
                continue
            taken = count if entry.drawn is None else entry.taken
            seats = entry.seats
            mine = sum(1 for j in range(taken) if seats[j % len(seats)] == viewer)
            for drawn in _parts(comp, count):
                for took in _parts(drawn, taken):
                    if entry.offer is not None and _less(drawn, took) != entry.offer:
                        continue
                    for got in _parts(took, mine) if mine else [nothing]:
                        rest = _less(left, got)
                        if min(rest) >= 0:
                            after.add((_less(comp, drawn), rest))
        states = after
    return any(sum(comp) == deck_size and left == nothing for comp, left in states)


def _attempt_gold(
    script: _Script, players: int, viewer: int | None, need: list[int], deck_size: int, rng: Rng
) -> tuple[list[list[int]], tuple[int, ...], tuple[int, ...]] | None:
    deck = _GoldDeck(rng)
    gold: list[list[int]] = [[] for _ in range(players)]
    stack: tuple[int, ...] = ()

    def give(seat: int, value: int) -> bool:
        if seat == viewer:
            if not need[value - 1]:
                return False
            need[value - 1] -= 1
        gold[seat].append(value)
        return True

    for entry in script:
        if isinstance(entry, _SaboteursWon):
            target = rng.next_u64() / 2.0**64
            order = entry.orders[-1][0]
            for candidate, p in entry.orders:
                target -= p
                if target < 0.0:
                    order = candidate
                    break
            paid = pay_saboteurs(deck.contents(), len(order), entry.nuggets)
            for seat, cards in zip(order, paid, strict=True):
                for value in cards:
                    deck.take(value)
                    if not give(seat, value):
                        return None
            continue
        count = min(entry.rule_count, deck.size())
        if entry.drawn is not None and count != entry.drawn:
            return None
        # The miners take the stack's cards in a uniformly random order.
        drawn = rng.shuffle([deck.draw() for _ in range(count)])
        taken = count if entry.drawn is None else entry.taken
        for j in range(taken):
            if not give(entry.seats[j % len(entry.seats)], drawn[j]):
                return None
        if entry.drawn is not None:
            stack = tuple(sorted(drawn[taken:]))
            offer = entry.offer
            if offer is not None and (stack.count(1), stack.count(2), stack.count(3)) != offer:
                return None
    if deck.size() != deck_size or any(need):
        return None
    return gold, deck.rest(), stack


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
    # A seat holds no more gold cards than the rounds it won can have given it (rules §7).
    most_cards, _ = gold_limits(view.results, _players(view), view.options)

    def splits(seat: int, comp: _Comp) -> list[_Comp]:
        total = totals[seat]
        return [
            (a, b, c)
            for c in range(min(comp[2], total // 3) + 1)
            for b in range(min(comp[1], (total - 3 * c) // 2) + 1)
            if (a := total - 3 * c - 2 * b) <= comp[0] and a + b + c <= most_cards[seat]
        ]

    def ways(k: int, comp: _Comp) -> int:
        key = (k, comp)
        if key not in memo:
            if k == len(others):
                memo[key] = int(sum(comp) == view.gold_deck_size)
            else:
                memo[key] = sum(
                    ways(k + 1, (comp[0] - a, comp[1] - b, comp[2] - c))
                    for a, b, c in splits(others[k], comp)
                )
        return memo[key]

    comp = start
    if not ways(0, comp):
        raise _refuse("no split of the gold cards gives the totals it shows")
    gold: list[list[int]] = [[] for _ in range(_players(view))]
    for k, seat in enumerate(others):
        options = []
        for a, b, c in splits(seat, comp):
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
    """Rules §2.1: the role cards not the viewer's, dealt uniformly; public once a round ends."""
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
    """Rules §3: the goal cards nobody has shown the viewer, in a uniformly random order."""
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


def _with_private_events(
    view: SaboteurView,
    start: int,
    hidden: list[tuple[Card, ...]],
    goals: tuple[Goal, ...],
) -> tuple[SaboteurEvent, ...]:
    """The view's events, with the other seats' discards and looks at goals of this round.

    The view shows another seat's discard (``CardDiscarded``) and look at a goal
    (``GoalInspected``) but not what it was; the sample has drawn that (its ``hidden``
    discards, its ``goals``), so its log tells each seat what it discarded and saw, right after
    the public event, as the rules do. Another seat's view of the sample, and a sample drawn
    from that view, then count its discards and know its looks. (Events from ``start`` on are
    this round's; other seats' deals, draws and gold are not told to them: a draw from a
    face-up pile names its card in the public event already.)
    """
    viewer = view.player
    discards = [list(cards) for cards in hidden]
    goal_cards = {(goal.x, goal.y): goal.card for goal in goals}
    told: list[SaboteurEvent] = []
    for index, event in enumerate(view.events):
        told.append(event)
        if index < start or getattr(event, "player", viewer) == viewer:
            continue
        if isinstance(event, CardDiscarded) and discards[event.player]:
            told.append(OwnCardDiscarded(event.player, discards[event.player].pop(0)))
        elif isinstance(event, GoalInspected):
            card = goal_cards[event.x, event.y]
            told.append(GoalSeen(event.player, event.x, event.y, card))
    return tuple(told)


def sample_state(view: SaboteurView, rng: Rng | int) -> SaboteurState:
    """A full Saboteur state consistent with ``view``, its hidden parts drawn (see the module).

    The history is empty (see :func:`tablegames.sample_state`). Other arguments and
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
    # The cards seen drawn from a face-up pile go back where they were seen to go.
    held, seen_discards = _seen_draws(view, events, generator)
    for card in [*chain.from_iterable(held), *chain.from_iterable(seen_discards)]:
        if card is None:
            continue
        if card not in cards:
            raise _refuse(f"the {card} card it saw drawn is in sight elsewhere")
        cards.remove(card)
    hands, hidden = [view.hand] * players, [own] * players
    for seat in others:
        kept = held[seat]
        if len(kept) > view.hand_sizes[seat]:
            raise _refuse(f"seat {seat} holds fewer cards than it was seen to draw and keep")
        dealt = [cards.pop() for _ in range(view.hand_sizes[seat] - len(kept))]
        hands[seat] = tuple(sorted([*kept, *dealt]))
        hidden[seat] = tuple(cards.pop() if card is None else card for card in seen_discards[seat])

    if view.phase is Phase.OVER:
        gold, left = _final_gold(view, generator)
        stack: tuple[int, ...] = ()
        gold_deck = generator.shuffle(
            [v for v, n in zip(_VALUES, left, strict=True) for _ in range(n)]
        )
    else:
        need = [0, 0, 0] if viewer is None else [view.gold.count(v) for v in _VALUES]
        script = _gold_script(view)
        gold, gold_deck, stack = _gold_history(
            script, players, viewer, need, view.gold_deck_size, generator
        )
    if viewer is not None:
        gold[viewer] = list(view.gold)
    if view.gold_offer:
        stack = view.gold_offer

    state = SaboteurState(
        players=players,
        seed=fresh_seed_from(generator),
        options=view.options,
        history=History(),
        events=_with_private_events(view, len(view.events) - len(events), hidden, goals),
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
    return state.with_network(view.network)
