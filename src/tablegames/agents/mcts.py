"""An information-set Monte Carlo tree search agent (single-observer IS-MCTS), for every game.

The agent sees only its view. Each iteration draws a full state consistent with that view
(:func:`tablegames.sample_state`: the other hands, the draw pile, roles and face-down goals
resampled), then walks one tree shared by all the samples, as in single-observer IS-MCTS
(Cowling, Powley and Whitehouse, 2012):

* an edge is one of the searching seat's moves, and a node is what that seat has observed
  since: the walk goes to the child named by the events added to the seat's view until its
  next decision, so the hidden parts of other seats' moves (a card drawn face down) do not
  split the tree;
* the other seats move inside the tree as the game's heuristic agents (an opponent model;
  ``others="search"`` gives them tree nodes too, which needs far more iterations);
* a move is chosen by UCB1 among the moves legal *in this sample* (a subset-armed bandit: an
  edge counts how often it was available, not how often its parent was visited). Untried moves
  are added one at a time, the heuristic agent's choice first, and only as the node is visited
  (progressive widening: about ``widening * sqrt(visits)`` moves), so a large choice (a hundred
  placements) is not spread over a budget too small to tell the moves apart;
* after the tree the sample is played on by the heuristic agents (or at random), and each edge
  is credited with the seat's reward. The most visited move is played; ties go to the
  heuristic agent's choice.

What the search knows of a game it reads from the game's search hooks
(:class:`~tablegames.core.hooks.SearchHooks`, made by
:attr:`Game.search_hooks <tablegames.Game.search_hooks>`); this module names no game. The hooks
say which part of the game the search looks ahead to the end of (its *segment*: a deal, a
round, a turn, which keeps the rollouts short and the rewards close to the decision), how that
part is scored, which decisions are searched and which moves considered, how states are drawn
from the view, and whether a decision is made by the tree or by a *paired comparison*:

* the heuristic agent's move and up to seven others (spread over the kinds of move and the
  cards they play) are each played out on the same samples with the same rollout agents, so
  that the differences of rewards come from the moves, not from the luck of the sample (common
  random numbers). Half the budget screens them all; the move that gained most on the screen
  (if any gained) is then played against the heuristic's move on fresh samples, and replaces it
  only when its mean gain there is positive and at least two standard errors (the screen's best
  is flattered by the screen's luck, so the screen does not vote). The iteration budget counts
  rollouts.

A game without search hooks is searched with :class:`DefaultSearch`: to the end of the game,
rewarded by :meth:`Game.utilities <tablegames.Game.utilities>` scaled by
:meth:`Game.utility_bounds <tablegames.Game.utility_bounds>`, every decision searched among
every move. The search needs the game's ``sample_state``; its heuristic agent
(:meth:`Game.heuristic_agent <tablegames.Game.heuristic_agent>`) is needed unless
``rollout="random"``, in which case random agents stand in for it everywhere (the other seats
in the tree, the first move tried, the decisions the hooks leave unsearched). A missing hook is
a :class:`~tablegames.ConfigError` naming the game and the hook. Each built-in game's page of
the bots guide says what its hooks do.

With ``iterations`` the search is deterministic: equal seeds give equal choices, so tournaments
through :func:`~tablegames.agents.simulate` are reproducible. A ``time_limit`` alone makes the
number of iterations depend on the machine's speed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any, Generic, Literal, TypeAlias, cast

import attrs
from typing_extensions import TypeVar

from tablegames.agents.random_agent import RandomAgent
from tablegames.agents.stats import _is_number
from tablegames.core.api import apply, current_player, is_over, legal_moves, view
from tablegames.core.errors import ConfigError, NotAGameObjectError
from tablegames.core.game import AnyGame, Move, hook, missing_hook, provides
from tablegames.core.hooks import SEARCH_METHODS, Agent, SearchHooks, check_view
from tablegames.core.registry import game_for
from tablegames.core.rng import Rng, as_integer, fresh_seed
from tablegames.core.sample import sample_state

__all__ = [
    "OTHERS",
    "ROLLOUTS",
    "Analysis",
    "DecisionMethod",
    "DefaultSearch",
    "MCTSAgent",
    "MoveStats",
]

#: The rollout policies, the game's heuristic agent or uniformly random legal moves.
ROLLOUTS = ("heuristic", "random")
#: The ways the other seats move inside the tree, as the heuristic agent or searched as well.
OTHERS = ("heuristic", "search")

# The moves of an Analysis (Move when not given), and those a search is given and chooses among:
# the agent is generic in them as RandomAgent is, so that it is an agent of every game and its
# analysis is typed with the game's moves.
_Found = TypeVar("_Found", covariant=True, default=Move)
_M = TypeVar("_M", bound=Move)

# The paired comparison (SearchHooks.method "paired"): the moves compared (the heuristic's
# included), and how many standard errors a move's mean gain over the heuristic's move must
# reach to be chosen instead.
_COMPARED = 8
_MARGIN = 2.0
# The share of the budget that screens the moves before the best is confirmed (0: one stage).
_SCREEN = 0.5


class DefaultSearch:
    """The search hooks of a game that supplies none: the whole game ahead, rewarded by the
    game's own utilities.

    * segment: the game itself (rollouts play to its end);
    * rewards: :meth:`Game.utilities <tablegames.Game.utilities>` of the final state, mapped
      from :meth:`Game.utility_bounds <tablegames.Game.utility_bounds>` onto 0 to 1 (one half
      to every seat while the game is not over);
    * every decision searched, every move considered, states drawn by
      :func:`tablegames.sample_state`.

    Args:
        game: The game searched.
    """

    method = "tree"

    def __init__(self, game: AnyGame) -> None:
        self._utilities: Callable[[Any], tuple[float, ...]] = hook(game, "utilities")
        self._bounds: Callable[[int, Any], tuple[float, float]] = hook(game, "utility_bounds")

    def segment(self, state: Any) -> int:
        """Always 0: the search looks ahead to the end of the game."""
        return 0

    def rewards(self, start: Any, end: Any) -> tuple[float, ...]:
        """Each seat's utility at ``end``, scaled from the game's bounds to 0 to 1."""
        players: int = end.players
        if not is_over(end):
            return (0.5,) * players
        low, high = self._bounds(players, end.options)
        width = high - low
        return tuple(
            min(1.0, max(0.0, (utility - low) / width)) if width > 0 else 0.5
            for utility in self._utilities(end)
        )

    def searched(self, moves: tuple[Any, ...]) -> bool:
        """Every decision is searched."""
        return True

    def searchable(self, moves: tuple[Any, ...]) -> tuple[Any, ...]:
        """Every move is considered."""
        return moves

    def sampler(self, view: Any) -> Callable[[Rng], Any]:
        """Draws with :func:`tablegames.sample_state`."""
        draw: Callable[[Rng], Any] = _default_sampler(self, view)
        return draw

    def before_search(self, view: Any, moves: tuple[Any, ...], heuristic: Agent) -> Any | None:
        """Never plays without searching."""
        return None


@attrs.frozen
class MoveStats(Generic[_Found]):
    """What the search found of one candidate move (see :class:`Analysis`).

    Generic in the game's move type, as :class:`Analysis` is.

    Attributes:
        move: The move.
        visits: How often the search tried it: the walks through it from the root (``"tree"``),
            or the rollouts played from it (``"paired"``, both stages). 0 if never tried.
        value: The mean reward of the searching seat over those visits, from 0 to 1 (the hooks'
            :meth:`~tablegames.core.hooks.SearchHooks.rewards` for the stretch of play
            searched); ``None`` when the move was never tried.
        gain: ``"paired"`` only: the mean of its reward minus the heuristic's move's reward on
            the same samples (0.0 for the heuristic's move itself); ``None`` otherwise.
    """

    move: _Found
    visits: int
    value: float | None
    gain: float | None = None


#: The ``method`` of an :class:`Analysis`, which says how a decision was made (the
#: attributes of :class:`Analysis` say what each value means).
DecisionMethod: TypeAlias = Literal["tree", "paired", "one", "unsearched", "before_search"]


@attrs.frozen
class Analysis(Generic[_Found]):
    """What :meth:`MCTSAgent.analyse` did for one decision, and what it found.

    Generic in the game's move type: ``analyse`` of TEN's moves is an ``Analysis[TenMove]``,
    whose ``best`` a type checker accepts where a ``TenMove`` is needed.

    Only ``"tree"`` and ``"paired"`` decisions are searched; the others have no statistics
    (``stats`` is empty and ``iterations`` 0), since nothing was measured.

    Attributes:
        best: The move chosen (what :meth:`MCTSAgent.choose` would have returned).
        method: How it was chosen: ``"tree"`` (the tree search; the most visited move),
            ``"paired"`` (the paired comparison: the heuristic's move unless a challenger beat it
            on fresh samples), ``"one"`` (a single move to consider, played without search),
            ``"unsearched"`` (the game's hooks do not search this decision: the heuristic agent
            chose) or ``"before_search"`` (the hooks' ``before_search`` played a move at once,
            perhaps one that is not a candidate, such as a free action).
        seat: The searching seat (a player index, from 0).
        candidates: The moves considered: the legal moves the hooks'
            :meth:`~tablegames.core.hooks.SearchHooks.searchable` kept.
        stats: For a searched decision, one :class:`MoveStats` per candidate, in the order of
            ``candidates`` (the moves never tried with 0 visits); empty otherwise.
        iterations: The budget spent: the tree's iterations (one sample, one walk, one rollout
            each), or the paired comparison's rollouts; 0 when nothing was searched.
        samples: How many states were drawn from the view (the tree draws one per iteration,
            the paired comparison one per round of rollouts of every move compared).
        hint: The heuristic agent's move, which the search tries first and which wins ties;
            ``None`` when nothing was searched.
        challenger: ``"paired"`` only: the move that gained most on the screen and was then
            played against ``hint`` on fresh samples (``None`` if no move gained on the screen).
        confirmed_gain: The challenger's mean gain over ``hint`` on those fresh samples.
        confirmed_error: The standard error of that mean; the challenger is chosen only if its
            gain is positive and at least two standard errors.
    """

    best: _Found
    method: DecisionMethod
    seat: int
    candidates: tuple[_Found, ...]
    stats: tuple[MoveStats[_Found], ...] = ()
    iterations: int = 0
    samples: int = 0
    hint: _Found | None = None
    challenger: _Found | None = None
    confirmed_gain: float | None = None
    confirmed_error: float | None = None

    @property
    def searched(self) -> bool:
        """Whether the decision was searched (and ``stats`` measured)."""
        return self.method in ("tree", "paired")

    def stats_of(self, move: object) -> MoveStats[_Found]:
        """The statistics of the candidate ``move``.

        Raises:
            KeyError: if ``move`` is not a candidate, or the decision was not searched.
        """
        for found in self.stats:
            if found.move == move:
                return found
        raise KeyError(move)


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
    random generator, its rollout agents and its game's search hooks (which may remember what
    they learned); use a new agent for each game.

    The agent is bound to no seat (its seed is no seat): each decision is for the seat of the
    view given, and the moves must be that seat's, as the games' heuristic agents require
    (:func:`~tablegames.core.hooks.check_view`).

    Args:
        seed: Seeds the samples, the rollouts and the tie-breaks; ``None`` draws a fresh seed.
        iterations: Samples searched per decision (``None``: no limit, ``time_limit`` only);
            any integer type will do (a NumPy integer).
        time_limit: Seconds per decision (``None``: no limit, ``iterations`` only). At least one
            iteration runs whatever the limit, and the clock is read between iterations.
            In a paired comparison (Saboteur's) an iteration plays one sample out once for
            each move compared (up to eight), and each of its two stages runs at least one,
            so a small limit is overshot several times over: a Saboteur decision takes a
            few hundredths of a second at least (on a machine where ``time_limit=0.01``
            gave about 0.04 s). Choices then depend on the machine's speed.
        exploration: The UCB1 exploration constant (rewards lie between 0 and 1).
        rollout: How samples are played on after the tree: ``"heuristic"`` (the game's agent,
            :meth:`Game.heuristic_agent <tablegames.Game.heuristic_agent>`, stronger) or
            ``"random"`` (which also searches a game without a heuristic agent).
        others: How the other seats move inside the tree: ``"heuristic"`` (as the game's
            heuristic agent) or ``"search"`` (tree nodes of their own, as in plain IS-MCTS).
        widening: Progressive widening: a node visited ``n`` times tries at most
            ``ceil(widening * sqrt(n + 1))`` moves; ``None`` tries every move before any twice.
        hooks: Makes the search hooks to use instead of the game's own
            (:attr:`Game.search_hooks <tablegames.Game.search_hooks>`); called once, at the
            agent's first decision. For example ``functools.partial(TheGamesHooks,
            setting=...)`` to search with other settings of the game's own hooks.

    Raises:
        ConfigError: if ``iterations`` is not a whole number of at least 1 or ``None``, if
            ``time_limit`` is not a positive number or ``None``, if both are ``None``, if
            ``exploration`` is negative, if ``rollout`` or ``others`` is unknown, if
            ``widening`` is not a positive number or ``None``, or if ``hooks`` is not callable.
            At the first decision: if the game does not sample states from views, has no
            heuristic agent (with ``rollout="heuristic"``), or its hooks name an unknown method.
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
        hooks: Callable[[], SearchHooks] | None = None,
    ) -> None:
        # Any integer type (a NumPy integer) counts, as simulate() takes one, and any real
        # number type for the numbers below: kept as an int and floats.
        budget = None if iterations is None else as_integer(iterations)
        if iterations is not None and (budget is None or budget < 1):
            raise ConfigError(
                f"iterations must be a whole number of at least 1 or None, got {iterations!r}"
            )
        if time_limit is not None and (not _is_number(time_limit) or not time_limit > 0):
            raise ConfigError(f"time_limit must be a positive number or None, got {time_limit!r}")
        if iterations is None and time_limit is None:
            raise ConfigError("give iterations, time_limit or both: the search needs a budget")
        if not _is_number(exploration):
            raise ConfigError(f"exploration must be a number, got {exploration!r}")
        if not exploration >= 0:
            raise ConfigError(f"exploration must be at least 0, got {exploration!r}")
        if rollout not in ROLLOUTS:
            raise ConfigError(f"rollout must be one of {', '.join(ROLLOUTS)}, got {rollout!r}")
        if others not in OTHERS:
            raise ConfigError(f"others must be one of {', '.join(OTHERS)}, got {others!r}")
        if widening is not None and (not _is_number(widening) or not widening > 0):
            raise ConfigError(f"widening must be a positive number or None, got {widening!r}")
        if hooks is not None and not callable(hooks):
            raise ConfigError(
                f"hooks must make SearchHooks (a class, say) or be None, got {hooks!r}"
            )
        self._rng = Rng(fresh_seed() if seed is None else seed, "mcts-agent")
        self.iterations = budget
        self.time_limit = None if time_limit is None else float(time_limit)
        self.exploration = float(exploration)
        self.rollout = rollout
        self.others = others
        self.widening = None if widening is None else float(widening)
        self._make_hooks = hooks
        self._game: AnyGame | None = None
        self._hooks: Any = None
        self._heuristic: Callable[[int], Agent] = RandomAgent
        self._sample: Callable[[Rng], Any] = _unset_sampler
        self._policies: dict[int, Agent] = {}

    @property
    def hooks(self) -> SearchHooks | None:
        """The search hooks in use (``None`` before the first decision)."""
        hooks: SearchHooks | None = self._hooks
        return hooks

    def choose(self, view: object, moves: tuple[_M, ...]) -> _M:
        """Search from samples of ``view`` and return the most visited of ``moves``.

        Typed as :class:`RandomAgent`'s: any game's view, and one of the moves given, so that
        the agent is an ``Agent[TheView, TheMove]`` of every game.

        The same search as :meth:`analyse`, which returns its statistics too:
        ``choose(view, moves)`` is ``analyse(view, moves).best``.

        Raises:
            NotAGameObjectError: if ``view`` is not a view of a registered game.
            ConfigError: if the game lacks a hook the search needs (see the class), or
                ``moves`` is empty or holds anything but the game's moves.
            SeatError: if ``view`` is a spectator's, or ``moves`` are not all its seat's (the
                legal moves of another seat than the view's, say).
        """
        return self.analyse(view, moves).best

    def analyse(self, view: object, moves: tuple[_M, ...]) -> Analysis[_M]:
        """Search from samples of ``view`` as :meth:`choose` does, and say what was found.

        The same search, drawing the same random numbers: an agent given the same seed chooses
        ``analyse(view, moves).best``, and the agent's later decisions are as if it had chosen.
        The :class:`Analysis` gives each candidate move's visits and mean value for the seat,
        the budget spent and how the move was chosen; a decision that was not searched (one
        move to consider, a decision the game's hooks leave to the heuristic agent, or a move
        the hooks play at once) says so and has no statistics.

        >>> import tablegames
        >>> from tablegames.agents import MCTSAgent
        >>> state = tablegames.new_game("ten", players=2, seed=4)
        >>> while len(tablegames.legal_moves(state)) == 1:
        ...     state = tablegames.apply(state, tablegames.legal_moves(state)[0])
        >>> seen = tablegames.view(state, tablegames.current_player(state))
        >>> moves = tablegames.legal_moves(state)
        >>> found = MCTSAgent(1, iterations=40).analyse(seen, moves)
        >>> found.method, found.iterations, sum(s.visits for s in found.stats)
        ('tree', 40, 40)
        >>> found.best == max(found.stats, key=lambda s: s.visits).move
        True
        >>> found.best == MCTSAgent(1, iterations=40).choose(seen, moves)
        True

        Raises:
            NotAGameObjectError: if ``view`` is not a view of a registered game.
            ConfigError: if the game lacks a hook the search needs (see the class), or
                ``moves`` is empty or holds anything but the game's moves.
            SeatError: if ``view`` is a spectator's, or ``moves`` are not all its seat's (the
                legal moves of another seat than the view's, say).
        """
        # The search reads the view and moves of any game, as Any; the statistics hold the
        # very moves given, so the analysis is of their type.
        found: Analysis[Any] = self._analyse(view, moves)
        return found

    def _analyse(self, view: Any, moves: tuple[Move, ...]) -> Analysis[Move]:
        """:meth:`analyse`, on a view and moves of any game."""
        hooks = self._setup(view)
        game = cast("AnyGame", self._game)  # the view's, as _setup found it
        kinds = game.move_types
        for move in moves:  # first: another game's move is no seat's to speak of
            if type(move) not in kinds:
                raise ConfigError(
                    f"MCTSAgent.choose chooses among moves of {game.name}, got "
                    f"{type(move).__name__}: give it the seat's legal moves"
                )
        # A seat's view, moves to choose from, and all of them that seat's (as the game's
        # heuristic agents check them, with the same words).
        check_view(self, view, game.view_type, moves)
        seat = view.player
        candidates: tuple[Move, ...] = hooks.searchable(moves)
        if len(candidates) == 1:
            return Analysis(candidates[0], "one", seat, candidates)
        if not hooks.searched(candidates):
            chosen: Move = self._policy(view.player).choose(view, candidates)
            return Analysis(chosen, "unsearched", seat, candidates)
        root_seat: int = view.player
        policy = self._policy(root_seat)
        early = _optional(hooks, "before_search", _no_early_move)(view, moves, policy)
        if early is not None:
            played: Move = early
            return Analysis(played, "before_search", seat, candidates)
        hint: Move = policy.choose(view, candidates)
        self._sample = _optional(hooks, "sampler", _default_sampler)(view)
        try:
            if _method(hooks) == "paired":
                return self._compare(view, candidates, hint)
            return self._tree(view, root_seat, candidates, hint)
        finally:
            self._sample = _unset_sampler  # what the sampler prepared lives for one decision

    def _setup(self, seen: Any) -> Any:
        """The search hooks of the game of ``seen``, made (and the game checked) on first use."""
        game = game_for(seen)
        if game is self._game and game is not None:
            return self._hooks
        if game is None or not isinstance(seen, game.view_type):
            raise NotAGameObjectError(
                f"MCTSAgent.choose() needs a view of a registered game, got {type(seen).__name__}"
            )
        if not provides(game, "sample_state"):
            raise ConfigError(
                missing_hook(game.name, "sample_state", "cannot be searched from views")
                + ": MCTSAgent draws the states it searches with it"
            )
        if provides(game, "heuristic_agent"):
            self._heuristic = hook(game, "heuristic_agent")
        elif self.rollout == "random":
            self._heuristic = RandomAgent  # the documented stand-in
        else:
            raise ConfigError(
                missing_hook(game.name, "heuristic_agent", "has no heuristic agent")
                + ": MCTSAgent(rollout='random') searches it with random agents instead"
            )
        make = self._make_hooks if self._make_hooks is not None else hook(game, "search_hooks")
        hooks = DefaultSearch(game) if make is None else make()
        method = _method(hooks)
        if method not in SEARCH_METHODS:
            raise ConfigError(
                f"the search hooks of the game {game.name!r} name the method {method!r}; "
                f"MCTSAgent knows {', '.join(SEARCH_METHODS)}"
            )
        self._game, self._hooks, self._policies = game, hooks, {}
        return hooks

    def _tree(
        self, seen: Any, root_seat: int, candidates: tuple[Move, ...], hint: Move
    ) -> Analysis:
        """The tree search of one decision; its best move is the most visited."""
        root = _Node()
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        done = 0
        while self.iterations is None or done < self.iterations:
            if deadline is not None and done > 0 and time.perf_counter() >= deadline:
                break
            done += 1
            self._iterate(seen, root, root_seat, candidates, hint)
        # Most visits; then the heuristic's choice, then the larger total, then the order.
        best = max(
            candidates,
            key=lambda m: (
                (root.edges[m].visits, m == hint, root.edges[m].total)
                if m in root.edges
                else (-1, False, 0.0)
            ),
        )
        stats = []
        for move in candidates:
            edge = root.edges.get(move)
            if edge is None or edge.visits == 0:
                stats.append(MoveStats(move, 0, None))
            else:
                stats.append(MoveStats(move, edge.visits, edge.total / edge.visits))
        return Analysis(best, "tree", root_seat, candidates, tuple(stats), done, done, hint)

    def _iterate(
        self, seen: Any, root: _Node, root_seat: int, candidates: tuple[Move, ...], hint: Move
    ) -> None:
        """One sample, one walk down the tree, one rollout, one backup."""
        hooks = self._hooks
        start = state = self._sample(self._rng)
        segment = hooks.segment(state)
        node = root
        path: list[_Edge] = []
        observed = len(view(state, root_seat).events)
        legal = candidates  # the root seat's moves are the same in every sample
        expanded = False
        while True:
            seat = current_player(state)
            assert seat is not None
            if not hooks.searched(legal) or (self.others == "heuristic" and seat != root_seat):
                state = apply(state, self._policy(seat).choose(view(state, seat), legal))
            elif expanded:
                break
            else:
                if node is not root:
                    hint = self._policy(seat).choose(view(state, seat), legal)
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
            legal = hooks.searchable(legal_moves(state, seat))
            if self.others == "heuristic" and seat == root_seat and hooks.searched(legal):
                # The other seats' moves since the last decision are part of the observation.
                events = view(state, root_seat).events
                key = tuple(events[observed:])
                observed = len(events)
                node = path[-1].child(key)
        end = self._rollout(state, segment)
        reward = hooks.rewards(start, end)
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

    def _compare(self, seen: Any, candidates: tuple[Move, ...], hint: Move) -> Analysis:
        """The paired comparison: a few moves against the heuristic's, each played out on the
        same samples.

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
        found = _Paired(root_seat, candidates, hint)
        if _SCREEN <= 0:
            diffs = self._differences(seen, root_seat, tried, budget, deadline, found)
            return found.analysis(self._best(tried, diffs, hint))
        halfway = None
        if self.time_limit is not None:
            halfway = time.perf_counter() + self.time_limit * _SCREEN
        screened = self._differences(
            seen, root_seat, tried, max(1, int(budget * _SCREEN)), halfway, found
        )
        means = [sum(gains) / len(gains) for gains in screened]
        challenger = max(range(1, len(tried)), key=lambda i: means[i], default=0)
        if challenger == 0 or means[challenger] <= 0:
            return found.analysis(hint)  # nothing beat the heuristic's move on the screen
        spent = len(screened[0]) * len(tried)
        pair = [hint, tried[challenger]]
        confirmed = self._differences(
            seen, root_seat, pair, max(2, budget - spent), deadline, found
        )
        found.challenger = pair[1]
        judged = _gain(confirmed[1])
        if judged is not None:
            found.confirmed_gain, found.confirmed_error = judged
        return found.analysis(self._best(pair, confirmed, hint))

    def _differences(
        self,
        seen: Any,
        root_seat: int,
        tried: list[Move],
        budget: int,
        deadline: float | None,
        found: _Paired,
    ) -> list[list[float]]:
        """Each move's reward minus the first move's, on samples shared by all the moves (each
        reward kept in ``found`` too)."""
        diffs: list[list[float]] = [[] for _ in tried]
        samples = 0
        while samples * len(tried) < budget or samples == 0:
            if deadline is not None and samples > 0 and time.perf_counter() >= deadline:
                break
            samples += 1
            start = self._sample(self._rng)
            segment = self._hooks.segment(start)
            seed = self._rng.next_u64() >> 11
            rewards = []
            for move in tried:
                policies: dict[int, Any] = {}
                end = self._rollout(apply(start, move), segment, policies, Rng(seed, "rollout"))
                rewards.append(self._hooks.rewards(start, end)[root_seat])
            for i, reward in enumerate(rewards):
                diffs[i].append(reward - rewards[0])
            found.add(tried, rewards)
        return diffs

    def _best(self, tried: list[Move], diffs: list[list[float]], hint: Move) -> Move:
        """The move of largest mean gain over the first, if it is at least ``_MARGIN`` errors."""
        best, best_mean = hint, 0.0
        for move, found in zip(tried[1:], diffs[1:], strict=True):
            judged = _gain(found)
            if judged is None:
                continue  # one sample has no spread to judge by
            mean, error = judged
            if mean > best_mean and mean > _MARGIN * error:
                best, best_mean = move, mean
        return best

    def _policy(self, seat: int) -> Agent:
        """The heuristic agent that plays ``seat`` in rollouts (and the unsearched decisions)."""
        policy = self._policies.get(seat)
        if policy is None:
            policy = self._policies[seat] = self._heuristic(self._rng.next_u64() >> 11)
        return policy

    def _within(self, state: Any, segment: int) -> bool:
        return not is_over(state) and self._hooks.segment(state) == segment

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
        policies: dict[int, Agent] | None = None,
        rng: Rng | None = None,
    ) -> Any:
        """Play to the end of the segment (with fresh ``policies`` and ``rng`` if given)."""
        rng = self._rng if rng is None else rng
        searchable = self._hooks.searchable
        while self._within(state, segment):
            seat = current_player(state)
            assert seat is not None
            moves = searchable(legal_moves(state, seat))
            if len(moves) == 1:
                move = moves[0]
            elif self.rollout == "random":
                move = rng.choice(moves)
            elif policies is None:
                move = self._policy(seat).choose(view(state, seat), moves)
            else:
                policy = policies.get(seat)
                if policy is None:
                    policy = policies[seat] = self._heuristic(rng.next_u64() >> 11)
                move = policy.choose(view(state, seat), moves)
            state = apply(state, move)
        return state


def _gain(diffs: list[float]) -> tuple[float, float] | None:
    """The mean of ``diffs`` and its standard error (``None`` below two samples)."""
    samples = len(diffs)
    if samples < 2:
        return None
    mean = sum(diffs) / samples
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (samples - 1))
    return mean, spread / math.sqrt(samples)


class _Paired:
    """What a paired comparison measured, gathered for its :class:`Analysis`."""

    def __init__(self, seat: int, candidates: tuple[Move, ...], hint: Move) -> None:
        self.seat = seat
        self.candidates = candidates
        self.hint = hint
        self.rewards: dict[Move, list[float]] = {}
        self.gains: dict[Move, list[float]] = {}
        self.samples = 0
        self.challenger: Move | None = None
        self.confirmed_gain: float | None = None
        self.confirmed_error: float | None = None

    def add(self, tried: list[Move], rewards: list[float]) -> None:
        """One sample's rewards of the moves ``tried`` (the heuristic's move first)."""
        self.samples += 1
        for move, reward in zip(tried, rewards, strict=True):
            self.rewards.setdefault(move, []).append(reward)
            self.gains.setdefault(move, []).append(reward - rewards[0])

    def analysis(self, best: Move) -> Analysis:
        stats = []
        for move in self.candidates:
            rewards = self.rewards.get(move)
            if not rewards:
                stats.append(MoveStats(move, 0, None))
                continue
            gains = self.gains[move]
            stats.append(
                MoveStats(move, len(rewards), sum(rewards) / len(rewards), sum(gains) / len(gains))
            )
        return Analysis(
            best,
            "paired",
            self.seat,
            self.candidates,
            tuple(stats),
            sum(len(rewards) for rewards in self.rewards.values()),
            self.samples,
            self.hint,
            self.challenger,
            self.confirmed_gain,
            self.confirmed_error,
        )


def _optional(hooks: object, name: str, default: Callable[..., Any]) -> Any:
    """The optional hook ``name`` of ``hooks``, or ``default`` bound to them."""
    found = getattr(hooks, name, None)
    return found if found is not None else default.__get__(hooks)


def _method(hooks: object) -> str:
    return str(getattr(hooks, "method", "tree"))


def _default_sampler(hooks: Any, seen: Any) -> Callable[[Rng], Any]:
    def draw(rng: Rng) -> Any:
        return sample_state(seen, rng)

    return draw


def _no_early_move(hooks: Any, seen: Any, moves: tuple[Any, ...], heuristic: Agent) -> None:
    return None


def _unset_sampler(rng: Rng) -> Any:
    raise AssertionError("states are sampled only while a decision is searched")
