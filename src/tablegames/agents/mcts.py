"""An information-set Monte Carlo tree search agent (single-observer IS-MCTS).

The agent sees only its view. Each iteration draws a full state consistent with that view
(:func:`tablegames.sample_state`: the other hands, the draw pile, roles and face-down goals
resampled), then walks one tree shared by all the samples, as in single-observer IS-MCTS
(Cowling, Powley and Whitehouse, 2012):

* an edge is one of the searching seat's moves, and a node is what that seat has observed
  since: the walk goes to the child named by the events added to the seat's view until its
  next decision, so the hidden parts of other seats' moves (a card drawn face down) do not
  split the tree;
* the other seats move inside the tree as the library's heuristic agents (an opponent model;
  ``others="search"`` gives them tree nodes too, which needs far more iterations);
* a move is chosen by UCB1 among the moves legal *in this sample* (a subset-armed bandit: an
  edge counts how often it was available, not how often its parent was visited). Untried moves
  are added one at a time, the heuristic agent's choice first, and only as the node is visited
  (progressive widening: about ``widening * sqrt(visits)`` moves), so a large choice (a hundred
  placements in Saboteur) is not spread over a budget too small to tell the moves apart;
* after the tree the sample is played on by the heuristic agents (or at random), and each edge
  is credited with the seat's reward. The most visited move is played; ties go to the
  heuristic agent's choice.

The search looks ahead to the end of the current segment of the game — the deal in Aluette,
the round in Saboteur, the turn in TEN — and scores that segment, which keeps the rollouts
short and the rewards close to the decision:

* Aluette: the team's points won in the deal minus the other team's (partners share a reward);
* Saboteur: the gold the seat won in the round;
* TEN: the change of a value of each seat's position (score of its collection, distinct cards,
  tokens) against the best other seat's change.

Per game:

* Aluette's signals are free actions of any seat at almost any time: in the tree they would
  multiply every node by the signals of four seats, so the search considers only the other
  moves. With ``trust_signals`` (the default) the agent signals as the heuristic agent does
  (its best top card, once a deal) and samples as if every signal it saw were true (as the
  heuristic agents' are, and its partner's); after the first signal proven false it trusts
  none. Without it, it never signals and ignores signals (the rules let a signal lie).
* Saboteur's decisions are made by a paired comparison instead of the tree: the heuristic
  agent's move and up to seven others (spread over the kinds of move and the cards) are each
  played out on the same samples with the same rollout agents, so that the differences of
  gold come from the moves, not from the luck of the sample (common random numbers). Half the
  budget screens them all; the move that gained most on the screen (if any gained) is then
  played against the heuristic's move on fresh samples, and replaces it only when its mean
  gain there is positive and at least two standard errors (the screen's best is flattered by
  the screen's luck, so the screen does not vote). The iteration budget counts rollouts.
* Saboteur's samples read the roles from the round's acts: the rules deal the role cards
  uniformly, but a seat that dug connected tunnels is likely a miner and one that placed dead
  ends likely a saboteur. Each act that the heuristic agents make in one role only (a connected
  tunnel, a map, a repair of another seat, a rockfall on a dead end: miners; a dead end, a
  rockfall on a tunnel, breaking the tools of a seat that never blocked: saboteurs) makes the
  arrangements of roles that agree with it eight times likelier, and the samples draw the roles
  from these weights. Nothing is ruled out, so a seat that plays unlike the heuristic agents only
  weakens the reading.
* In TEN only the push-your-luck decisions are searched (draw again, take the numbers, take the
  currency); bids, payments and purchases are the heuristic agent's, which chooses them from
  the exact score of each option.

With ``iterations`` the search is deterministic: equal seeds give equal choices, so tournaments
through :func:`~tablegames.agents.simulate` are reproducible. A ``time_limit`` alone makes the
number of iterations depend on the machine's speed.
"""

from __future__ import annotations

import bisect
import itertools
import math
import time
from typing import Any

import attrs

from tablegames import aluette, saboteur, ten
from tablegames.aluette import moves as aluette_moves
from tablegames.core.api import apply, current_player, is_over, legal_moves, scores, view
from tablegames.core.errors import ConfigError, TableGamesError
from tablegames.core.game import Move
from tablegames.core.rng import Rng, fresh_seed
from tablegames.core.sample import sample_state

__all__ = ["MCTSAgent"]

#: The rollout policies: the game's heuristic agent, or uniformly random legal moves.
ROLLOUTS = ("heuristic", "random")
#: How the other seats move inside the tree: as the heuristic agent, or searched as well.
OTHERS = ("heuristic", "search")

# TEN's value of a position (per seat), found by small matches against the heuristic agent:
# the exact score of the collection counts only in part, because the cards collected now also
# build the sets and runs that score later; distinct cards, tokens and bust tokens (which pay
# like currency) count too. A reward of 1 is a gain of _TEN_SCALE over the best other seat.
_TEN_SCORE_WORTH = 0.3
_TEN_CARD_WORTH = 0.7
_TEN_TOKEN_WORTH = 0.5
_TEN_BUST_WORTH = 1.2
_TEN_SCALE = 3.0
_TEN_SEARCHED = (ten.Draw, ten.TakeNumbers, ten.TakeCurrency)
# Saboteur: a reward of 1 is this much gold won in a round.
_SABOTEUR_GOLD_SCALE = 4.0
# Saboteur's paired comparison: the moves compared (the heuristic's included), and how many
# standard errors a move's mean gain over the heuristic's move must reach to be chosen instead.
_COMPARED = 8
_MARGIN = 2.0
# Saboteur's reading of roles: how many times likelier an act is for the role that the heuristic
# agents play it in (a connected tunnel, a map, a repair of another seat: miners; a dead end, a
# rockfall on a tunnel, a broken tool of a seat that never blocked: saboteurs). 1 ignores acts.
_ROLE_EVIDENCE = 8.0
# The share of the budget that screens the moves before the best is confirmed (0: one stage).
_SCREEN = 0.5
_ALUETTE_MOVES = frozenset(aluette_moves.MOVE_TYPES)
#: How many collections the TEN evaluation remembers the score of (then it forgets them all).
_MEMO_SIZE = 100_000


class _Edge:
    """A move out of a node: who chose it, its statistics, and the nodes it led to."""

    __slots__ = ("available", "children", "seat", "total", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.total = 0.0
        self.available = 1
        self.children: dict[tuple[object, ...], _Node] = {}

    def child(self, observed: tuple[object, ...]) -> _Node:
        """The node reached through this edge when the searching seat observed ``observed``."""
        node = self.children.get(observed)
        if node is None:
            node = self.children[observed] = _Node()
        return node


class _Node:
    """What the searching seat has observed: the moves tried from here."""

    __slots__ = ("edges", "visits")

    def __init__(self) -> None:
        self.edges: dict[Move, _Edge] = {}
        self.visits = 0


class MCTSAgent:
    """An information-set MCTS player for every game, searching from samples of its view.

    See the module's documentation for the search. Between moves the agent keeps only its
    random generator, its rollout agents, a cache of TEN scores and (Aluette) whether it still
    trusts signals; use a new agent for each game.

    Args:
        seed: Seeds the samples, the rollouts and the tie-breaks; ``None`` draws a fresh seed.
        iterations: Samples searched per decision (``None``: no limit, ``time_limit`` only).
        time_limit: Seconds per decision (``None``: no limit, ``iterations`` only). At least one
            iteration runs whatever the limit. Choices then depend on the machine's speed.
        exploration: The UCB1 exploration constant (rewards lie between 0 and 1).
        rollout: How samples are played on after the tree: ``"heuristic"`` (the game's agent
            from :data:`~tablegames.agents.HEURISTIC_AGENTS`, stronger) or ``"random"``.
        others: How the other seats move inside the tree: ``"heuristic"`` (as the game's
            heuristic agent) or ``"search"`` (tree nodes of their own, as in plain IS-MCTS).
        widening: Progressive widening: a node visited ``n`` times tries at most
            ``ceil(widening * sqrt(n + 1))`` moves; ``None`` tries every move before any twice.
        trust_signals: Aluette: signal as the heuristic agent does and sample as if the
            signals seen were true (until one is proven false).

    Raises:
        ConfigError: if ``iterations`` is not a whole number of at least 1 or ``None``, if
            ``time_limit`` is not a positive number or ``None``, if both are ``None``, if
            ``exploration`` is negative, if ``rollout`` or ``others`` is unknown, or if
            ``widening`` is not a positive number or ``None``.
    """

    def __init__(
        self,
        seed: int | None = None,
        *,
        iterations: int | None = 200,
        time_limit: float | None = None,
        exploration: float = 0.7,
        rollout: str = "heuristic",
        others: str = "heuristic",
        widening: float | None = 1.0,
        trust_signals: bool = True,
    ) -> None:
        if iterations is not None and (type(iterations) is not int or iterations < 1):
            raise ConfigError(
                f"iterations must be a whole number of at least 1 or None, got {iterations!r}"
            )
        if time_limit is not None and (
            isinstance(time_limit, bool)
            or not isinstance(time_limit, int | float)
            or not time_limit > 0
        ):
            raise ConfigError(f"time_limit must be a positive number or None, got {time_limit!r}")
        if iterations is None and time_limit is None:
            raise ConfigError("give iterations, time_limit or both: the search needs a budget")
        if isinstance(exploration, bool) or not isinstance(exploration, int | float):
            raise ConfigError(f"exploration must be a number, got {exploration!r}")
        if not exploration >= 0:
            raise ConfigError(f"exploration must be at least 0, got {exploration!r}")
        if rollout not in ROLLOUTS:
            raise ConfigError(f"rollout must be one of {', '.join(ROLLOUTS)}, got {rollout!r}")
        if others not in OTHERS:
            raise ConfigError(f"others must be one of {', '.join(OTHERS)}, got {others!r}")
        if widening is not None and (
            isinstance(widening, bool) or not isinstance(widening, int | float) or not widening > 0
        ):
            raise ConfigError(f"widening must be a positive number or None, got {widening!r}")
        self._rng = Rng(fresh_seed() if seed is None else seed, "mcts-agent")
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = float(exploration)
        self.rollout = rollout
        self.others = others
        self.trust_signals = trust_signals is True
        self.widening = None if widening is None else float(widening)
        self._policies: dict[int, Any] = {}
        self._ten_scores: dict[tuple[ten.Card, ...], int] = {}
        self._roles: _RolePosterior | None = None

    def choose(self, view: Any, moves: tuple[Move, ...]) -> Move:
        """Search from samples of ``view`` and return the most visited of ``moves``."""
        candidates = _searchable(moves)
        if len(candidates) == 1:
            return candidates[0]
        if not _searched(candidates):
            chosen: Move = self._policy(view, view.player).choose(view, candidates)
            return chosen
        root_seat: int = view.player
        if self.trust_signals and isinstance(view, aluette.AluetteView):
            # Signal as the heuristic agent does (its best top card, once a deal): a partner
            # that trusts signals learns from it.
            signal: Move = self._policy(view, root_seat).choose(view, moves)
            if isinstance(signal, aluette.Signal):
                return signal
        hint: Move = self._policy(view, root_seat).choose(view, candidates)
        if isinstance(view, saboteur.SaboteurView):
            self._roles = _RolePosterior.of(view) if _ROLE_EVIDENCE != 1 else None
            try:
                return self._compare(view, candidates, hint)
            finally:
                self._roles = None
        root = _Node()
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        done = 0
        while self.iterations is None or done < self.iterations:
            if deadline is not None and done > 0 and time.perf_counter() >= deadline:
                break
            done += 1
            self._iterate(view, root, root_seat, candidates, hint)
        # Most visits; then the heuristic's choice, then the larger total, then the order.
        return max(
            candidates,
            key=lambda m: (
                (root.edges[m].visits, m == hint, root.edges[m].total)
                if m in root.edges
                else (-1, False, 0.0)
            ),
        )

    def _iterate(
        self, seen: Any, root: _Node, root_seat: int, candidates: tuple[Move, ...], hint: Move
    ) -> None:
        """One sample, one walk down the tree, one rollout, one backup."""
        start = state = self._sample(seen)
        segment = _segment_of(state)
        node = root
        path: list[_Edge] = []
        observed = len(view(state, root_seat).events)
        legal = candidates  # the root seat's moves are the same in every sample
        expanded = False
        while True:
            seat = current_player(state)
            assert seat is not None
            if not _searched(legal) or (self.others == "heuristic" and seat != root_seat):
                state = apply(state, self._policy(state, seat).choose(view(state, seat), legal))
            elif expanded:
                break
            else:
                if node is not root:
                    hint = self._policy(state, seat).choose(view(state, seat), legal)
                move, expanded = self._pick(node, legal, hint)
                edge = node.edges.get(move)
                if edge is None:
                    edge = node.edges[move] = _Edge(seat)
                node.visits += 1
                path.append(edge)
                state = apply(state, move)
                if self.others == "search":
                    events = view(state, root_seat).events
                    key = tuple(events[observed:])
                    observed = len(events)
                    node = edge.child(key)
            if not self._within(state, segment):
                break
            seat = current_player(state)
            assert seat is not None
            legal = _searchable(legal_moves(state, seat))
            if self.others == "heuristic" and seat == root_seat and _searched(legal):
                # The other seats' moves since the last decision are part of the observation.
                events = view(state, root_seat).events
                key = tuple(events[observed:])
                observed = len(events)
                node = path[-1].child(key)
        end = self._rollout(state, segment)
        reward = self._reward(start, end)
        for edge in path:
            edge.visits += 1
            edge.total += reward[edge.seat]

    def _pick(self, node: _Node, legal: tuple[Move, ...], hint: Move) -> tuple[Move, bool]:
        """The move to walk (UCB1 or a new one), and whether it is new (an expansion)."""
        tried = []
        untried = []
        for move in legal:
            edge = node.edges.get(move)
            if edge is None:
                untried.append(move)
            else:
                edge.available += 1
                tried.append(move)
        room = self.widening is None or len(node.edges) < math.ceil(
            self.widening * math.sqrt(node.visits + 1)
        )
        if untried and (room or not tried):
            if hint in untried:
                return hint, True
            return self._rng.choice(untried), True
        return self._select(node, tuple(tried)), False

    def _compare(self, seen: Any, candidates: tuple[Move, ...], hint: Move) -> Move:
        """Saboteur: a few moves against the heuristic's, each played out on the same samples.

        Rollouts from one sample with the same agents differ only by the move, so the
        differences of rewards are far less noisy than the rewards (common random numbers).
        With ``_SCREEN`` above 0 the comparison has two stages: a share of the budget screens
        every move tried, and the rest plays the best of them against the heuristic's move on
        fresh samples, which alone decide (a screen's best is flattered by its own luck).
        """
        root_seat: int = seen.player
        others = [m for m in candidates if m != hint]
        order = self._rng.shuffle(others)
        # Spread the moves tried over the kinds of move and the cards before taking seconds.
        rank: dict[object, int] = {}
        ranked = []
        for move in order:
            kind = (type(move), getattr(move, "card", None))
            rank[kind] = rank.get(kind, -1) + 1
            ranked.append((rank[kind], move))
        tried = [hint, *[m for _, m in sorted(ranked, key=lambda pair: pair[0])][: _COMPARED - 1]]
        budget = self.iterations if self.iterations is not None else 10**9
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        if _SCREEN <= 0:
            diffs = self._differences(seen, root_seat, tried, budget, deadline)
            return self._best(tried, diffs, hint)
        halfway = None
        if self.time_limit is not None:
            halfway = time.perf_counter() + self.time_limit * _SCREEN
        screened = self._differences(seen, root_seat, tried, max(1, int(budget * _SCREEN)), halfway)
        means = [sum(found) / len(found) for found in screened]
        challenger = max(range(1, len(tried)), key=lambda i: means[i], default=0)
        if challenger == 0 or means[challenger] <= 0:
            return hint  # nothing beat the heuristic's move on the screen: keep it
        spent = len(screened[0]) * len(tried)
        pair = [hint, tried[challenger]]
        confirmed = self._differences(seen, root_seat, pair, max(2, budget - spent), deadline)
        return self._best(pair, confirmed, hint)

    def _differences(
        self,
        seen: Any,
        root_seat: int,
        tried: list[Move],
        budget: int,
        deadline: float | None,
    ) -> list[list[float]]:
        """Each move's reward minus the first move's, on samples shared by all the moves."""
        diffs: list[list[float]] = [[] for _ in tried]
        samples = 0
        while samples * len(tried) < budget or samples == 0:
            if deadline is not None and samples > 0 and time.perf_counter() >= deadline:
                break
            samples += 1
            start = self._sample(seen)
            segment = _segment_of(start)
            seed = self._rng.next_u64() >> 11
            rewards = []
            for move in tried:
                policies: dict[int, Any] = {}
                end = self._rollout(apply(start, move), segment, policies, Rng(seed, "rollout"))
                rewards.append(self._reward(start, end)[root_seat])
            for i, reward in enumerate(rewards):
                diffs[i].append(reward - rewards[0])
        return diffs

    def _best(self, tried: list[Move], diffs: list[list[float]], hint: Move) -> Move:
        """The move of largest mean gain over the first, if it is at least ``_MARGIN`` errors."""
        best, best_mean = hint, 0.0
        for move, found in zip(tried[1:], diffs[1:], strict=True):
            samples = len(found)
            if samples < 2:
                continue  # one sample has no spread to judge by
            mean = sum(found) / samples
            spread = math.sqrt(sum((d - mean) ** 2 for d in found) / max(1, samples - 1))
            error = spread / math.sqrt(samples)
            if mean > best_mean and mean > _MARGIN * error:
                best, best_mean = move, mean
        return best

    def _sample(self, seen: Any) -> Any:
        trusting = (
            self.trust_signals
            and isinstance(seen, aluette.AluetteView)
            and not seen.options.truthful_signals
        )
        if trusting:
            # Sample as if the rules made signals truthful, then restore the real options.
            options = attrs.evolve(seen.options, truthful_signals=True)
            try:
                state = sample_state(attrs.evolve(seen, options=options), self._rng)
            except TableGamesError:  # some signal was a lie: trust none from now on
                self.trust_signals = False
            else:
                return attrs.evolve(state, options=seen.options, events=())
        state = sample_state(seen, self._rng)
        if isinstance(state, saboteur.SaboteurState):
            if self._roles is not None:  # set only while a Saboteur decision is searched
                roles, set_aside = self._roles.draw(self._rng)
                network = state.network
                state = attrs.evolve(state, roles=roles, set_aside=set_aside)
                state = state.with_network(network)
        else:
            # The rules of Aluette and TEN only append to the event log; an empty one makes
            # every view computed in the search cheaper.
            state = attrs.evolve(state, events=())
        return state

    def _policy(self, state: Any, seat: int) -> Any:
        """The heuristic agent that plays ``seat`` in rollouts (and TEN's unsearched moves)."""
        policy = self._policies.get(seat)
        if policy is None:
            policy = self._policies[seat] = _heuristic(state, self._rng.next_u64() >> 11)
        return policy

    def _within(self, state: Any, segment: int) -> bool:
        return not is_over(state) and _segment_of(state) == segment

    def _select(self, node: _Node, legal: tuple[Move, ...]) -> Move:
        """UCB1 over the moves legal here, each with its own count of availability."""
        best_move = legal[0]
        best_value = -math.inf
        for move in legal:
            edge = node.edges[move]
            value = edge.total / edge.visits + self.exploration * math.sqrt(
                math.log(edge.available) / edge.visits
            )
            if value > best_value:
                best_value = value
                best_move = move
        return best_move

    def _rollout(
        self,
        state: Any,
        segment: int,
        policies: dict[int, Any] | None = None,
        rng: Rng | None = None,
    ) -> Any:
        """Play to the end of the segment (with fresh ``policies`` and ``rng`` if given)."""
        rng = self._rng if rng is None else rng
        while self._within(state, segment):
            seat = current_player(state)
            assert seat is not None
            moves = _searchable(legal_moves(state, seat))
            if len(moves) == 1:
                move = moves[0]
            elif self.rollout == "random":
                move = rng.choice(moves)
            elif policies is None:
                move = self._policy(state, seat).choose(view(state, seat), moves)
            else:
                policy = policies.get(seat)
                if policy is None:
                    policy = policies[seat] = _heuristic(state, rng.next_u64() >> 11)
                move = policy.choose(view(state, seat), moves)
            state = apply(state, move)
        return state

    def _reward(self, start: Any, end: Any) -> tuple[float, ...]:
        """Each seat's reward, from 0 to 1, for the segment played from ``start`` to ``end``."""
        if isinstance(end, ten.TenState):
            return self._ten_reward(start, end)
        gains = [a - b for a, b in zip(scores(end), scores(start), strict=True)]
        if isinstance(end, aluette.AluetteState):
            lead = gains[0] - gains[1]  # team of seats 0 and 2 over the team of 1 and 3
            return tuple(
                min(1.0, max(0.0, 0.5 + (lead if seat % 2 == 0 else -lead) / 2))
                for seat in range(len(gains))
            )
        return tuple(min(1.0, gain / _SABOTEUR_GOLD_SCALE) for gain in gains)

    def _ten_reward(self, start: ten.TenState, end: ten.TenState) -> tuple[float, ...]:
        players = start.players
        before = self._ten_values(start)
        after = self._ten_values(end)
        delta = [a - b for a, b in zip(after, before, strict=True)]
        out = []
        for seat in range(players):
            other = max((delta[o] for o in range(players) if o != seat), default=0.0)
            out.append(min(1.0, max(0.0, 0.5 + (delta[seat] - other) / (2 * _TEN_SCALE))))
        return tuple(out)

    def _ten_values(self, state: ten.TenState) -> list[float]:
        over = is_over(state)
        out = []
        for seat in range(state.players):
            cards = state.collections[seat]
            total = self._ten_scores.get(cards)
            if total is None:
                if len(self._ten_scores) >= _MEMO_SIZE:
                    self._ten_scores.clear()
                total = self._ten_scores[cards] = ten.score_sheet(cards).total
            if over:  # the final score decides; tokens break ties
                out.append(total + 0.01 * state.tokens[seat])
            else:
                out.append(
                    _TEN_SCORE_WORTH * total
                    + _TEN_CARD_WORTH * len(set(cards))
                    + _TEN_TOKEN_WORTH * state.tokens[seat]
                    + _TEN_BUST_WORTH * state.bust_tokens[seat]
                )
        return out


class _RolePosterior:
    """Saboteur: the other seats' roles, weighed by what they did this round (an opponent model).

    The prior is the rules': the role cards not the viewer's, dealt uniformly, so every
    arrangement of them over the other seats and the card set aside is equally likely. Each
    act the heuristic agents make in one role only (see ``_ROLE_EVIDENCE``) makes the
    arrangements that give its seat that role ``_ROLE_EVIDENCE`` times likelier; the samples
    then draw the roles from these weights instead of uniformly. No act is ruled out: a seat
    that plays unlike the heuristic agents only weakens the reading.
    """

    __slots__ = ("arrangements", "totals")

    def __init__(
        self,
        arrangements: list[tuple[tuple[saboteur.Role, ...], saboteur.Role]],
        totals: list[float],
    ) -> None:
        self.arrangements = arrangements
        self.totals = totals

    @classmethod
    def of(cls, view: saboteur.SaboteurView) -> _RolePosterior | None:
        """The posterior for ``view``, or ``None`` when roles are known or nothing was done."""
        if view.phase is not saboteur.Phase.PLAY or view.role is None or view.player is None:
            return None
        leaning = _role_leaning(view)
        if not any(leaning.values()):
            return None
        players = len(view.hand_sizes)
        cards = saboteur.ROLE_CARDS[players]
        saboteurs = cards.saboteurs - (view.role is saboteur.Role.SABOTEUR)
        slots = [seat for seat in range(players) if seat != view.player] + [-1]  # -1: set aside
        arrangements = []
        totals: list[float] = []
        total = 0.0
        powers = []  # each arrangement's weight is _ROLE_EVIDENCE to this power
        for chosen in itertools.combinations(range(len(slots)), saboteurs):
            power = 0
            for index, seat in enumerate(slots):
                lean = leaning.get(seat, 0)
                power += -lean if index in chosen else lean
            role_of = [
                saboteur.Role.SABOTEUR if index in chosen else saboteur.Role.MINER
                for index in range(len(slots))
            ]
            by_seat = dict(zip(slots, role_of, strict=True))
            roles = tuple(
                view.role if seat == view.player else by_seat[seat] for seat in range(players)
            )
            arrangements.append((roles, by_seat[-1]))
            powers.append(power)
        top = max(powers)  # weights relative to the likeliest, which cannot overflow
        for power in powers:
            total += _ROLE_EVIDENCE ** (power - top)
            totals.append(total)
        return cls(arrangements, totals)

    def draw(self, rng: Rng) -> tuple[tuple[saboteur.Role, ...], saboteur.Role]:
        """One arrangement of roles (each seat's, and the card set aside), by its weight."""
        target = (rng.next_u64() >> 11) / float(1 << 53) * self.totals[-1]
        return self.arrangements[
            min(bisect.bisect_right(self.totals, target), len(self.totals) - 1)
        ]


def _role_leaning(view: saboteur.SaboteurView) -> dict[int, int]:
    """Per seat: its acts this round that heuristic miners make, less those of saboteurs."""
    leaning: dict[int, int] = {}
    blocked: set[int] = set()  # seats that placed a dead end
    broke: dict[int, set[int]] = {}  # seat -> the seats that broke its tools
    paths = saboteur.PATHS
    for event in view.events:
        if type(event) is saboteur.PathPlaced:
            lean = 1 if paths[event.card].connected else -1
            if lean < 0:
                blocked.add(event.player)
        elif type(event) is saboteur.PathCleared:
            lean = -1 if paths[event.card].connected else 1
        elif type(event) is saboteur.GoalInspected:
            lean = 1
        elif type(event) is saboteur.ToolRepaired:
            lean = 1 if event.target != event.player else 0
        elif type(event) is saboteur.ToolBroken:
            # A miner breaks only a seat that blocked the way or broke its own tools.
            suspects = broke.setdefault(event.player, set())
            lean = 0 if event.target in blocked or event.target in suspects else -1
            broke.setdefault(event.target, set()).add(event.player)
        else:
            continue
        if lean:
            leaning[event.player] = leaning.get(event.player, 0) + lean
    if view.player is not None:
        leaning.pop(view.player, None)
    return leaning


def _heuristic(state: Any, seed: int) -> Any:
    """The heuristic agent of the game of ``state`` (a state or a view)."""
    from tablegames.agents import HEURISTIC_AGENTS

    return HEURISTIC_AGENTS[_game_name(state)](seed)


def _game_name(state: Any) -> str:
    if isinstance(state, aluette.AluetteState | aluette.AluetteView):
        return "aluette"
    if isinstance(state, saboteur.SaboteurState | saboteur.SaboteurView):
        return "saboteur"
    return "ten"


def _segment_of(state: Any) -> int:
    """The deal (Aluette), round (Saboteur) or turn (TEN) the search looks ahead to the end of."""
    if isinstance(state, aluette.AluetteState):
        return int(state.deal)
    if isinstance(state, saboteur.SaboteurState):
        return int(state.round)
    return int(state.turn)


def _searched(moves: tuple[Move, ...]) -> bool:
    """Whether a decision among ``moves`` is searched (in TEN, only the push-your-luck ones)."""
    first = moves[0]
    if isinstance(first, ten.TenMove):  # type: ignore[arg-type]
        return isinstance(first, _TEN_SEARCHED)
    return True


def _searchable(moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """The moves the search considers: all but Aluette's signals (unless only signals remain)."""
    # The other games' moves are all searchable.
    if not moves or type(moves[0]) not in _ALUETTE_MOVES:
        return moves
    kept = tuple(m for m in moves if not isinstance(m, aluette.Signal))
    return kept or moves
