"""Agents that play from views, and simulation of many games.

An agent is anything with a ``choose(view, moves)`` method: it receives what its seat may see
and the legal moves, never the full state, so an agent cannot cheat. :func:`play` runs one game
to its end; :func:`simulate` runs many, optionally on any :class:`concurrent.futures.Executor`
(a process pool here, Ray's or Dask's executor on a cluster), with results that depend only on
the seed::

    >>> from tablegames.agents import RandomAgent, simulate
    >>> summary = simulate("aluette", games=4, players=4, agents=RandomAgent, seed=1)
    >>> summary.games, sum(summary.wins) >= 4
    (4, True)

Agents are typed with their game's view and move types: an Aluette bot is an
``Agent[AluetteView, AluetteMove]``, and type checkers accept it where :func:`play` gets an
Aluette state or :func:`simulate` Aluette's game object (``tablegames.aluette.GAME``), and
refuse it for any other game's::

    from tablegames.aluette import AluetteMove, AluetteView

    class LowestCard:
        def choose(self, view: AluetteView, moves: tuple[AluetteMove, ...]) -> AluetteMove:
            return moves[0]

This module uses only the public API of tablegames and names no game: each game supplies its
own heuristic agent (:meth:`Game.heuristic_agent <tablegames.Game.heuristic_agent>`, found with
:func:`heuristic_factory`) and the search hooks :class:`MCTSAgent` reads.
"""

from __future__ import annotations

import pickle
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from typing import Any, Generic, Literal, TypeAlias, Union, cast, overload

import attrs
from typing_extensions import TypeVar

from tablegames.agents.mcts import Analysis, MCTSAgent, MoveStats
from tablegames.agents.random_agent import RandomAgent
from tablegames.agents.stats import wilson_interval
from tablegames.core.api import apply, current_player, is_over, legal_moves, new_game, scores, view
from tablegames.core.api import winners as winners_of
from tablegames.core.bases import AnyState, GameState
from tablegames.core.errors import ConfigError
from tablegames.core.game import Game, Move, check_players, hook, missing_hook, provides
from tablegames.core.hooks import Agent, MoveT, ViewT_contra
from tablegames.core.record import GameRecord, record
from tablegames.core.registry import get_game
from tablegames.core.rng import Rng, as_integer, check_seed, fresh_seed

__all__ = [
    "Agent",
    "AgentFactory",
    "Analysis",
    "GameResult",
    "MCTSAgent",
    "MoveStats",
    "RandomAgent",
    "SimulationSummary",
    "agent_seed",
    "heuristic_factory",
    "play",
    "simulate",
    "wilson_interval",
]

_M = TypeVar("_M")
# The game's state, move, view, event and options types, read from the state or game given.
S = TypeVar("S")
M = TypeVar("M", bound=Move)
V = TypeVar("V")
E = TypeVar("E")
O = TypeVar("O")  # noqa: E741 - the options type, as in tablegames.core.game
#: A simulation's options type, and the type of its results' records (``None`` unless kept).
_O_co = TypeVar("_O_co", covariant=True, default=object)
_R_co = TypeVar("_R_co", covariant=True, default=Union[GameRecord[Any], None])  # noqa: UP007


#: A callable that makes a fresh agent from a seed, such as the class :class:`RandomAgent`.
#: Factories passed to :func:`simulate` with a process pool must be picklable (module-level).
#: Generic like :class:`Agent`: ``AgentFactory[AluetteView, AluetteMove]``.
AgentFactory: TypeAlias = Callable[[int], Agent[ViewT_contra, MoveT]]

# The agents of a game, one per seat, and their factories: typed with the view and move types
# of the game's state or game object, so that a typed agent of one game given to another game's
# is a type error. A game's name says nothing of its types: simulate accepts any agents there.
_Seats: TypeAlias = Union[  # noqa: UP007
    Sequence[Agent[ViewT_contra, MoveT]], Mapping[int, Agent[ViewT_contra, MoveT]]
]
_Factories: TypeAlias = Union[  # noqa: UP007
    AgentFactory[ViewT_contra, MoveT], Sequence[AgentFactory[ViewT_contra, MoveT]]
]


def play(state: GameState[S, M, V, E], agents: _Seats[V, M], *, max_moves: int = 100_000) -> S:
    """Play a game to its end: each turn the current seat's agent chooses from its view.

    Args:
        state: Any game state (not necessarily a new one).
        agents: One agent per seat (a sequence indexed by seat, or a mapping seat -> agent),
            agents of the state's game (``Agent[AluetteView, AluetteMove]`` for Aluette) or of
            every game (:class:`RandomAgent`). Type checkers read the game's view and move
            types from the state's class (its :class:`~tablegames.core.bases.GameState` base).
        max_moves: A safety limit against agents that never end a game: a whole number of at
            least 1 (any integer type).

    Returns:
        The final state (typed as ``state`` is).

    Raises:
        ConfigError: if ``agents`` does not give an agent (an object with ``choose``) to every
            seat (an agent class where an instance is needed says so), or if ``max_moves`` is
            not a whole number of at least 1.
        IllegalMoveError: if an agent returns a move that is not legal, or a move in another
            seat's name (``core.move.not_your_seat``: each agent's move is applied with
            ``by=`` its seat, so no agent moves, or signals, for another).
        RuntimeError: if the game has not ended after ``max_moves`` moves.

    An error of an agent's (raised by its ``choose``, or the refusal of its move) comes out
    with its own type and a note (PEP 678, ``error.__notes__``) naming the seat, the agent,
    the move's number in the game's record and, if refused, the move.
    """
    # The kernel's functions are typed for states of any game; the signature above ties the
    # state, its agents and the result together.
    current: S = state  # type: ignore[assignment]
    seated: _Seats[Any, Any] = agents
    _check_seated(seated, state.players)
    max_moves = _check_count("max_moves", max_moves)
    for _ in range(max_moves):
        seat = current_player(current)
        if seat is None:
            return current
        agent = seated[seat]
        move = _choose_move(current, seat, agent)
        try:
            # by=seat: an agent moves for its own seat only. Aluette's signals are legal for
            # every seat at any time; without it, an agent could signal in an opponent's name
            # and, with truthful signals, learn from the refusal what the opponent holds.
            current = apply(current, move, by=seat)
        except Exception as error:
            _note_refused_move(error, current, seat, agent, move)
            raise
    if is_over(current):
        return current
    raise RuntimeError(f"the game did not end within {max_moves} moves")


def _choose_move(
    state: object, seat: int, agent: Agent[Any, Any], who: str | None = None, caller: str = "play()"
) -> Move:
    """The move ``agent`` chooses for ``seat`` from its view and legal moves, as :func:`play`
    asks it each turn; the command line's own game loop asks its bots through this too.

    An error the agent raises, a :class:`SystemExit` too (not a :class:`KeyboardInterrupt`),
    comes out with its own type and a note (PEP 678) saying ``caller``, ``who`` chose (by
    default the agent's name and seat from 0) and the move's number in the game's record.
    """
    try:
        move: Move = agent.choose(view(state, seat), legal_moves(state, seat))
    except BaseException as error:
        # A SystemExit too (sys.exit() in an agent), not an interruption (Ctrl-C).
        if not isinstance(error, KeyboardInterrupt):
            who = who or _agent_of_seat(agent, seat)
            _add_note(error, f"{caller}: raised by {who}, choosing move {_move_number(state)}")
        raise
    return move


def _note_refused_move(
    error: BaseException,
    state: object,
    seat: int,
    agent: Agent[Any, Any],
    move: object,
    who: str | None = None,
    caller: str = "play()",
) -> None:
    """Add to ``error``, the refusal of the ``move`` that ``agent`` chose for ``seat`` in
    ``state``, a note naming the move's number, the move and who chose it, worded as
    :func:`_choose_move`'s."""
    who = who or _agent_of_seat(agent, seat)
    _add_note(error, f"{caller}: move {_move_number(state)}, {move!r}, chosen by {who}")


def _agent_of_seat(agent: object, seat: int) -> str:
    """An agent as play()'s notes name it: its name and its seat, from 0 as in the API."""
    return f"{_named(agent)}, the agent of seat {seat} (from 0)"


def _add_note(error: BaseException, note: str) -> None:
    """Add ``note`` to ``error``'s PEP 678 notes (shown under its traceback from Python 3.11).

    On Python 3.10, which has no ``add_note``, the note is appended to ``__notes__`` all the
    same, where a caller reads it. The notes survive pickling (a process pool's) with the
    error's other attributes.
    """
    adder = getattr(error, "add_note", None)
    if adder is not None:
        adder(note)
    else:  # pragma: no cover - Python 3.10
        notes = getattr(error, "__notes__", None)
        error.__notes__ = [*(notes or ()), note]  # type: ignore[attr-defined]


def _move_number(state: object) -> int:
    """The number (from 1) of the next move of ``state``'s game, as its record counts moves."""
    return len(cast(Any, state).history) + 1


def _named(agent: object) -> str:
    """An agent or a factory as a failure's note names it: a class or a function by its
    importable name (``package.module.Name``), anything else by its repr, bounded."""
    qualname = getattr(agent, "__qualname__", None)
    module = getattr(agent, "__module__", None)
    try:
        text = f"{module}.{qualname}" if isinstance(qualname, str) else repr(agent)
    except Exception:  # a broken repr must not hide the error being reported
        text = f"<{type(agent).__name__}>"
    return text if len(text) <= 200 else text[:197] + "..."


def _check_seated(agents: object, players: int) -> None:
    """Refuse, before the first move, agents that do not seat every player of the game."""
    if isinstance(agents, Mapping):
        missing = [seat for seat in range(players) if seat not in agents]
        if missing:
            raise ConfigError(
                f"agents: no agent for player {missing[0]} (one per player, 0 to {players - 1})"
            )
        seated = [agents[seat] for seat in range(players)]
    elif isinstance(agents, Sequence) and not isinstance(agents, str):
        if len(agents) != players:
            raise ConfigError(
                f"agents: {players} needed, one per player of this {players}-player game, "
                f"got {len(agents)}"
            )
        seated = list(agents)
    else:
        raise ConfigError(
            f"agents must be a sequence or a mapping of agents, one per player, got "
            f"{type(agents).__name__} (for one agent in every seat: [agent] * {players})"
        )
    for seat, agent in enumerate(seated):
        if isinstance(agent, type):
            raise ConfigError(
                f"agents: player {seat}'s is the class {agent.__name__}, not an agent: pass "
                f"{agent.__name__}(seed) (simulate() is the one that takes classes)"
            )
        if not callable(getattr(agent, "choose", None)):
            raise ConfigError(
                f"agents: player {seat}'s {type(agent).__name__} has no choose(view, moves)"
            )


@attrs.frozen
class GameResult(Generic[_R_co]):
    """The outcome of one simulated game, and what replays it.

    The game is ``tablegames.new_game(game, players=..., seed=seed, options=...)`` with the
    options given to :func:`simulate`, played by the agent factory ``seating[s]`` at each seat
    ``s``, made with the seed ``agent_seed(seed, s)`` (:func:`agent_seed`); ``record`` holds its
    moves when :func:`simulate` was asked to keep them.

    Attributes:
        seed: The game's seed.
        winners: The winning seats.
        scores: Each seat's final score.
        moves: How many moves the game took.
        seating: The index (in the ``agents`` given to :func:`simulate`) of the factory that
            played each seat: ``(0, 1, ...)`` unless the seats were rotated.
        record: The game's :class:`~tablegames.GameRecord` (:func:`tablegames.replay` gives the
            final state back), kept with ``simulate(..., records=True)``; else ``None``. Not
            compared for equality: it follows from the rest. Type checkers know it as a
            ``GameRecord`` of the game's state type when ``simulate`` was given
            ``records=True`` (the literal) and the game object (with a name, of an
            ``AnyState``), and as ``... | None`` otherwise.
    """

    seed: int
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    moves: int
    seating: tuple[int, ...] = ()
    record: _R_co = attrs.field(default=None, eq=False, repr=False)


@attrs.frozen
class SimulationSummary(Generic[_O_co, _R_co]):
    """What :func:`simulate` found, and what it was asked. Equal seeds give equal summaries
    (timing aside).

    A game with several winners counts as a win for each of them (a tie, partners winning
    together, every seat that beat the house); :attr:`shared_games` counts the games whose
    winners were not all partners, and :attr:`shared_wins` each seat's part in them. Win rates
    come with their Wilson 95% intervals (:func:`wilson_interval`), by seat and by agent:

    >>> from tablegames.agents import RandomAgent, heuristic_factory, simulate
    >>> summary = simulate("ten", games=12, players=2, seed=3,
    ...                    agents=[heuristic_factory("ten"), RandomAgent], rotate=True)
    >>> summary.seed, summary.agent_wins, summary.shared_games, summary.agent_shared_wins
    (3, (12, 0), 0, (0, 0))
    >>> [f"{low:.1%}-{high:.1%}" for low, high in summary.agent_win_intervals]
    ['75.8%-100.0%', '0.0%-24.2%']
    >>> summary.rotate, summary.agents[1] is RandomAgent
    (True, True)

    A solo game (TEN's) is always won by its seat, the winner of record: compare its scores.

    Attributes:
        game: The game's name.
        players: The number of seats.
        games: How many games were played.
        wins: How many games each seat won (a shared win counts for every winner).
        mean_scores: Each seat's average final score.
        mean_moves: The average number of moves per game.
        results: Every game's result, in order.
        seconds: Wall-clock time of the whole simulation (not compared for equality).
        seed: The simulation's seed (drawn when none was given); ``None`` when the games'
            seeds were given as ``games``.
        options: The game's options the games were played with (the game's options object,
            defaults filled in): typed as the game's options class when ``simulate`` was given
            the game object (``simulate(aluette.GAME, ...).options.chant``), ``object`` when
            given its name.
        agents: The agent factories, by index (one per seat, as seated when not rotated).
        rotate: Whether the agents moved one seat on each game.
        teams: The seats that win together (:meth:`Game.teams <tablegames.Game.teams>`):
            partners in Aluette, each seat alone in the other games.
    """

    game: str
    players: int
    games: int
    wins: tuple[int, ...]
    mean_scores: tuple[float, ...]
    mean_moves: float
    results: tuple[GameResult[_R_co], ...] = attrs.field(repr=False)
    seconds: float = attrs.field(eq=False)
    seed: int | None = None
    options: _O_co = None  # type: ignore[assignment]
    agents: tuple[AgentFactory, ...] = attrs.field(default=(), repr=False)
    rotate: bool = False
    teams: tuple[tuple[int, ...], ...] = attrs.field(default=(), repr=False)

    @property
    def games_per_second(self) -> float:
        """Games completed per second of wall-clock time."""
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    @property
    def win_rates(self) -> tuple[float, ...]:
        """Each seat's share of games won."""
        return tuple(w / self.games for w in self.wins) if self.games else ()

    @property
    def win_intervals(self) -> tuple[tuple[float, float], ...]:
        """The Wilson 95% interval of each seat's win rate (:func:`wilson_interval`)."""
        return tuple(wilson_interval(w, self.games) for w in self.wins)

    @property
    def agent_wins(self) -> tuple[int, ...]:
        """How many games each agent factory won, by its index in ``agents`` (the same as
        :attr:`wins` unless the seats were rotated)."""
        return tuple(
            sum(1 for r in self.results for seat in r.winners if r.seating[seat] == agent)
            for agent in range(self.players)
        )

    @property
    def agent_win_rates(self) -> tuple[float, ...]:
        """Each agent factory's share of games won, by its index (:attr:`agent_wins`)."""
        return tuple(w / self.games for w in self.agent_wins) if self.games else ()

    @property
    def agent_win_intervals(self) -> tuple[tuple[float, float], ...]:
        """The Wilson 95% interval of each agent factory's win rate, by its index."""
        return tuple(wilson_interval(w, self.games) for w in self.agent_wins)

    @property
    def shared_games(self) -> int:
        """How many games had winners who were not all partners.

        Ties, draws, several seats beating the house. Their wins count for every winner, so
        :attr:`wins` may add up to more than :attr:`games`.
        """
        return sum(1 for r in self.results if self._is_shared(r))

    @property
    def shared_wins(self) -> tuple[int, ...]:
        """How many of each seat's wins were in a shared game (:attr:`shared_games`)."""
        shared = [r for r in self.results if self._is_shared(r)]
        return tuple(sum(1 for r in shared if seat in r.winners) for seat in range(self.players))

    @property
    def agent_shared_wins(self) -> tuple[int, ...]:
        """How many of each agent factory's wins were in a shared game, by its index."""
        shared = [r for r in self.results if self._is_shared(r)]
        return tuple(
            sum(1 for r in shared if agent in (r.seating[seat] for seat in r.winners))
            for agent in range(self.players)
        )

    def _is_shared(self, result: GameResult[object]) -> bool:
        teams = self.teams or tuple((seat,) for seat in range(self.players))
        return sum(1 for team in teams if any(seat in result.winners for seat in team)) > 1

    @property
    def lowest_scores(self) -> tuple[int, ...]:
        """Each seat's lowest final score (what a solo game's seat is measured by, with
        :attr:`mean_scores` and :attr:`highest_scores`); ``()`` without games."""
        return (
            tuple(min(r.scores[seat] for r in self.results) for seat in range(self.players))
            if self.results
            else ()
        )

    @property
    def highest_scores(self) -> tuple[int, ...]:
        """Each seat's highest final score; ``()`` without games."""
        return (
            tuple(max(r.scores[seat] for r in self.results) for seat in range(self.players))
            if self.results
            else ()
        )

    @property
    def agent_mean_scores(self) -> tuple[float, ...]:
        """Each agent factory's average final score, by its index in ``agents``."""
        totals = [0.0] * self.players
        counts = [0] * self.players
        for result in self.results:
            for seat, agent in enumerate(result.seating):
                totals[agent] += result.scores[seat]
                counts[agent] += 1
        return tuple(
            total / count if count else 0.0 for total, count in zip(totals, counts, strict=True)
        )


def _game_seed(seed: int, index: int) -> int:
    return Rng(seed, "simulate", index).next_u64() >> 11


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed :func:`simulate` gives the agent of ``seat`` (from 0) in the game of seed
    ``game_seed``: with it, any game of a simulation is played again.

    >>> import tablegames
    >>> from tablegames.agents import RandomAgent, agent_seed, play, simulate
    >>> result = simulate("ten", games=3, players=2, agents=RandomAgent, seed=7).results[2]
    >>> final = play(tablegames.new_game("ten", players=2, seed=result.seed),
    ...              [RandomAgent(agent_seed(result.seed, seat)) for seat in range(2)])
    >>> tablegames.scores(final) == result.scores
    True
    """
    return Rng(game_seed, "agent", seat).next_u64() >> 11


def _play_games(
    game: str,
    players: int,
    options: object,
    factories: tuple[AgentFactory, ...],
    games: tuple[tuple[int, int, tuple[int, ...]], ...],
    records: bool = False,
    max_moves: int = 100_000,
    sent: bool = False,
) -> list[GameResult]:
    """Play one chunk of games, each an index, a seed and a seating; runs in a worker process
    when an executor is used (``sent``).

    An error in a game (an agent's illegal move, or an agent raising, a :class:`SystemExit`
    too, not a :class:`KeyboardInterrupt`) is raised with a note
    that names the game, its seed and seating, and the factories, for the caller to play it
    again: the notes travel back from a worker process with the error. Sent back from a
    worker, an error that does not survive pickling is raised as a :class:`RuntimeError`
    that names it (:func:`_sendable`).
    """
    results = []
    for index, game_seed, seating in games:
        try:
            agents = [
                factories[seating[seat]](agent_seed(game_seed, seat)) for seat in range(players)
            ]
            _check_game_agents(agents, factories, seating, index, game_seed)
            state = new_game(game, players=players, seed=game_seed, options=options)
            final = play(state, agents, max_moves=max_moves)
        except BaseException as error:
            # An interruption is not the game's error; an agent without choose is the
            # factory's, which the game's seed would only make again: no note of the game.
            if isinstance(error, (KeyboardInterrupt, _MadeWithoutChoose)):
                raise
            names = ", ".join(f"agents[{k}] {_named(factories[k])}" for k in seating)
            _add_note(
                error,
                f"simulate(): game {index} (from 0), seed {game_seed}, seat by seat {names}: "
                f"simulate(..., games=[{game_seed}]) with the factories so seated plays it again",
            )
            if sent:
                stand_in = _sendable(error)
                if stand_in is not error:
                    raise stand_in from error
            raise
        kept = record(final)
        results.append(
            GameResult(
                game_seed,
                winners_of(final),
                scores(final),
                len(kept.moves),
                seating,
                kept if records else None,
            )
        )
    return results


class _MadeWithoutChoose(ConfigError):
    """A factory made, for a seat of one of :func:`simulate`'s games, an agent without
    ``choose(view, moves)``: what the command line words again, with the seat and the game
    counted from 1. The attributes survive pickling (a worker process sends the error back).

    Attributes:
        factory: The factory's index in ``agents``.
        seat: The seat (from 0) the agent was made for.
        game: The game's index (from 0) in the run.
        seed: The seed the factory was given (:func:`agent_seed` of the game's seed and
            the seat), with which it makes that object again.
        made: The name of the type of the object it made.
    """

    factory: int = 0
    seat: int = 0
    game: int = 0
    seed: int = 0
    made: str = ""


def _check_game_agents(
    agents: Sequence[object],
    factories: Sequence[AgentFactory],
    seating: tuple[int, ...],
    index: int,
    game_seed: int,
) -> None:
    """Refuse, before game ``index`` is played, an agent made for it without ``choose``.

    :func:`_check_agents_made` checks one agent of each factory before any game; a factory
    may make agents without ``choose`` for other seeds only, which :func:`play` refused as
    the game's failure, with the seed that plays the game again, where the factory only makes
    the same object again. Once a game, never a move.
    """
    for seat, agent in enumerate(agents):
        if callable(getattr(agent, "choose", None)):
            continue
        k = seating[seat]
        seed = agent_seed(game_seed, seat)
        error = _MadeWithoutChoose(
            f"agents[{k}] {_named(factories[k])} makes agents without choose(view, moves): the "
            f"one it made for seat {seat} (from 0) of game {index} (from 0), with the seed "
            f"{seed}, is a {type(agent).__name__}"
        )
        error.factory, error.seat, error.game = k, seat, index
        error.seed, error.made = seed, type(agent).__name__
        raise error


def _check_sendable(factories: Sequence[AgentFactory]) -> None:
    """Refuse a factory that cannot be sent to a worker process, before any game: the pool
    raised the pickling error from its first task, naming no factory (a lambda, a class
    defined in a function, one holding a lock)."""
    for index, factory in enumerate(factories):
        try:
            pickle.dumps(factory)
        except Exception as why:  # whatever pickling raises, the factory cannot be sent
            raise ConfigError(
                f"agents[{index}] {_named(factory)} cannot be sent to a worker process "
                f"({type(why).__name__}: {why}): give a class or function defined at module level "
                "(not a lambda), or play with workers=1"
            ) from None


def _check_agents_made(
    factories: Sequence[AgentFactory],
    game_seed: int,
    named: Callable[[int], str],
    seat_named: Callable[[int], str],
    caller: str,
) -> None:
    """Refuse, before any game, a factory whose agents have no ``choose(view, moves)``: the
    first game's :func:`play` refused them, noted as that game's failure with the seed that
    plays it again, which only fails again.

    A class with a callable ``choose`` is taken as it is, never called. Any other factory (a
    function, or a class without ``choose``, whose ``__init__`` may set one) is called once,
    here, with the seed the first game (of seed ``game_seed``) gives the first seat it takes
    there, and its agent is checked and dropped: the factory is called once more than the
    games need. ``named`` names a factory by its index, ``seat_named`` a seat, and ``caller``
    starts the note added to an error the factory raises, in the caller's words.
    """
    checked: list[AgentFactory] = []
    for index, factory in enumerate(factories):
        if factory in checked:
            continue
        checked.append(factory)
        if isinstance(factory, type) and callable(getattr(factory, "choose", None)):
            continue
        seat = index  # the first game's seating: factory k at seat k
        try:
            agent = factory(agent_seed(game_seed, seat))
        except BaseException as error:
            if not isinstance(error, KeyboardInterrupt):
                _add_note(
                    error,
                    f"{caller}: raised by {named(index)}, making the agent of "
                    f"{seat_named(seat)} of the first game, before any game, to check it",
                )
            raise
        if not callable(getattr(agent, "choose", None)):
            raise ConfigError(
                f"{named(index)} makes agents without choose(view, moves): the one it made for "
                f"{seat_named(seat)} of the first game, before any game, is a "
                f"{type(agent).__name__}"
            )


def _sendable(error: BaseException) -> BaseException:
    """``error`` if it survives pickling, as a worker process sends it back; else a
    :class:`RuntimeError` naming its type and words, with its notes. An agent's own exception
    class whose ``__init__`` takes other arguments than the message does not unpickle, and
    one holding a lock does not pickle: the pool told them as a ``BrokenProcessPool`` or a
    ``TypeError``, without the notes that say which game, seat and agent failed."""
    try:
        pickle.loads(pickle.dumps(error))
    except Exception as why:  # whatever pickling raises, the error is not sent as it is
        kind = f"{type(error).__module__}.{type(error).__qualname__}"
        stand_in = RuntimeError(
            f"{kind}: {error} (raised in a worker process, and sent back as a RuntimeError: "
            f"it cannot be pickled, {type(why).__name__}: {why})"
        )
        for note in getattr(error, "__notes__", ()):
            _add_note(stand_in, note)
        return stand_in
    return error


def _seating(players: int, shift: int) -> tuple[int, ...]:
    """The factory at each seat when factory ``k`` sits at seat ``(k + shift) % players``."""
    return tuple((seat - shift) % players for seat in range(players))


def _check_count(name: str, count: object) -> int:
    """``count`` as an int (any integer type, a NumPy integer too) if it is at least 1."""
    number = as_integer(count)
    if number is None or number < 1:
        raise ConfigError(f"{name} must be a whole number of at least 1, got {count!r}")
    return number


# A game's name says nothing of its types: any agents are accepted (a generic agent such as
# RandomAgent too, which pyright could not match to type variables left unsolved), the options
# are an object and the records an AnyState's. A game object gives its view and move types,
# which the agents must have, its options type and its state type. records=True (the literal)
# says that every result holds its record.
@overload
def simulate(
    game: str,
    games: int | Sequence[int],
    players: int,
    agents: _Factories[Any, Any],
    seed: int | None = None,
    executor: Executor | None = None,
    *,
    workers: int = 1,
    options: object | None = None,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
    rotate: bool = False,
    records: Literal[True],
    max_moves: int = 100_000,
) -> SimulationSummary[object, GameRecord[AnyState]]: ...


@overload
def simulate(
    game: str,
    games: int | Sequence[int],
    players: int,
    agents: _Factories[Any, Any],
    seed: int | None = None,
    executor: Executor | None = None,
    *,
    workers: int = 1,
    options: object | None = None,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
    rotate: bool = False,
    records: bool = False,
    max_moves: int = 100_000,
) -> SimulationSummary[object, GameRecord[AnyState] | None]: ...


@overload
def simulate(
    game: Game[S, V, M, O],
    games: int | Sequence[int],
    players: int,
    agents: _Factories[V, M],
    seed: int | None = None,
    executor: Executor | None = None,
    *,
    workers: int = 1,
    options: O | Mapping[str, object] | None = None,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
    rotate: bool = False,
    records: Literal[True],
    max_moves: int = 100_000,
) -> SimulationSummary[O, GameRecord[S]]: ...


@overload
def simulate(
    game: Game[S, V, M, O],
    games: int | Sequence[int],
    players: int,
    agents: _Factories[V, M],
    seed: int | None = None,
    executor: Executor | None = None,
    *,
    workers: int = 1,
    options: O | Mapping[str, object] | None = None,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
    rotate: bool = False,
    records: bool = False,
    max_moves: int = 100_000,
) -> SimulationSummary[O, GameRecord[S] | None]: ...


def simulate(
    game: str | Game[S, V, M, O],
    games: int | Sequence[int],
    players: int,
    agents: _Factories[V, M],
    seed: int | None = None,
    executor: Executor | None = None,
    *,
    workers: int = 1,
    options: O | Mapping[str, object] | None = None,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
    rotate: bool = False,
    records: bool = False,
    max_moves: int = 100_000,
) -> SimulationSummary[Any, Any]:
    """Play many games and summarise them.

    Game ``i`` gets a seed derived from ``seed`` and ``i`` (or the ``i``-th of the seeds given
    as ``games``), and each agent the seed :func:`agent_seed` derives from the game's seed and
    its seat, so the results depend only on the seeds — not on the executor, the number of
    workers or the chunk size. Each :class:`GameResult` says what replays its game: the game's
    seed, which factory sat where, and with ``records=True`` the game's record.

    Args:
        game: The game's name, or its registered game object (``tablegames.aluette.GAME``),
            from which type checkers read the view and move types the agents must have; a
            name says nothing of them.
        games: How many games to play, or the games' seeds (a sequence of ints, or any
            iterable of them such as a NumPy array, played in that order: ``[result.seed]``
            plays a game of an earlier simulation again). Any integer type will do (a NumPy
            integer), here, in ``players``, ``workers`` and ``chunk_size``.
        players: Seats per game.
        agents: One agent factory for every seat, or one per seat. A factory takes a seed and
            returns an agent; agent classes such as :class:`RandomAgent` are factories.
        seed: The simulation's seed; ``None`` draws a fresh one. Not given with seeds in
            ``games``.
        executor: Any :class:`concurrent.futures.Executor` (for example Ray's or Dask's on a
            cluster). ``None`` plays in this process, or in a process pool of ``workers``
            processes when ``workers > 1``.
        workers: Processes for the default pool; with an ``executor``, no pool is made and
            ``workers`` only sizes the default chunks (about four per worker).
        options: The game's options.
        chunk_size: Games per task sent to the executor (default: about four tasks per worker;
            in one process, at most 50 games between two ``progress`` calls).
        progress: Called with the number of games finished so far, after each chunk.
        rotate: Move the agents one seat on each game: in game ``i`` the factory ``k`` sits at
            seat ``(k + i) % players``, so that over ``players`` games each plays every seat.
            :attr:`SimulationSummary.agent_wins` counts by factory, ``wins`` by seat.
            Partners stay partners: in Aluette the factories ``k`` and ``k + 2`` always are.
        records: Keep each game's :class:`~tablegames.GameRecord` in its result (memory: a
            record holds every move, so it is off by default).
        max_moves: :func:`play`'s safety limit, for every game.

    Returns:
        A :class:`SimulationSummary`.

    Raises:
        ConfigError: on an unknown (or unregistered) game, a bad player count, seed or
            options; if ``games``, ``workers`` or ``chunk_size`` is not a whole number of at
            least 1 (``games`` may also be a sequence of at least one seed, and then ``seed``
            must not be given); if the number of agent factories is neither 1 nor
            ``players``; or if a factory makes agents without ``choose(view, moves)`` (checked
            before any game, and each game's agents as they are made, as said below).
        IllegalMoveError: if an agent's move is refused (as in :func:`play`).
        RuntimeError: if a game has not ended after ``max_moves`` moves.

    An error in a game (those above, or any an agent raises, a :class:`SystemExit` too) ends
    the simulation with its own type, also from a worker process, and notes (PEP 678,
    ``error.__notes__``) that name the seat, agent and move (as :func:`play` does) and the
    game: its index, its seed and the factory at each seat, so that ``games=[seed]`` plays it
    again.

    Before any game, each factory is checked for agents with a ``choose`` method: a class that
    has one is taken as it is, and any other factory (a function) is called once, in this
    process, with the seed that the first game gives the first seat it takes there, and the
    agent made is dropped; such a factory is then called once more than the games need. A
    factory may make agents without ``choose`` for other seeds only: each game's agents are
    checked as they are made, before that game is played, and one without ``choose`` ends the
    simulation with a :class:`~tablegames.ConfigError` that names the factory, the seat and
    the game (from 0) and the seed the factory was given, without the notes of a game's
    failure (playing that game again would only make the same object again).
    """
    # The seats first, in new_game's words: the agents are counted against them below.
    given_name: Any = game if isinstance(game, str) else getattr(game, "name", None)
    found = get_game(given_name)  # an unknown name (or none) is a ConfigError
    players = check_players(found, players)  # any integer type (a NumPy integer): an int
    given: object = games  # as passed, which may be any integer type or iterable
    if as_integer(given) is None and isinstance(given, Iterable) and not isinstance(given, str):
        # The games' seeds: a sequence, or any iterable of integers (a NumPy array).
        listed = tuple(given)
        if not listed:
            raise ConfigError("games: give a number of games or at least one game seed")
        if seed is not None:
            raise ConfigError(
                "give seed or the games' seeds (games=[...]), not both: the games' seeds "
                "are the games' only seeds"
            )
        seeds = tuple(check_seed(each) for each in listed)
        base_seed = seeds[0]  # only to check the setup below
        run_seed: int | None = None
    else:
        count = _check_count("games", given)
        base_seed = run_seed = fresh_seed() if seed is None else check_seed(seed)
        seeds = tuple(_game_seed(base_seed, i) for i in range(count))
    workers = _check_count("workers", workers)
    max_moves = _check_count("max_moves", max_moves)
    if chunk_size is not None:
        chunk_size = _check_count("chunk_size", chunk_size)
    factories = tuple(agents) if isinstance(agents, Sequence) else (agents,) * players
    for factory in factories:
        if not callable(factory):
            raise ConfigError(
                f"agents: simulate() takes agent factories (a class such as RandomAgent, or a "
                f"function of a seed), got an instance of {type(factory).__name__}: pass its "
                f"class"
            )
    if len(factories) != players:
        raise ConfigError(
            f"expected {players} agent factories (one per seat) or one for every seat, "
            f"got {len(factories)}"
        )
    # Validate the setup now; the options the games are played with are the state's.
    played_options = new_game(game, players=players, seed=base_seed, options=options).options
    name = found.name  # what the worker processes receive
    teams = tuple(hook(found, "teams")(players))
    total = len(seeds)
    planned = tuple(
        (i, game_seed, _seating(players, i if rotate else 0)) for i, game_seed in enumerate(seeds)
    )
    if executor is None and workers > 1:  # Ray's and Dask's send with cloudpickle, which
        _check_sendable(factories)  # takes more
    _check_agents_made(
        factories,
        seeds[0],
        lambda index: f"agents[{index}] {_named(factories[index])}",
        lambda seat: f"seat {seat} (from 0)",
        "simulate()",
    )
    started = time.perf_counter()
    results: list[GameResult] = []
    if executor is None and workers == 1:
        size = chunk_size or max(1, min(50, total))
        for start in range(0, total, size):
            chunk = planned[start : start + size]
            results.extend(
                _play_games(name, players, options, factories, chunk, records, max_moves)
            )
            if progress is not None:
                progress(len(results))
    else:
        pool = executor if executor is not None else ProcessPoolExecutor(max_workers=workers)
        size = chunk_size or max(1, total // (4 * workers) or 1)
        futures: list[Future[list[GameResult]]] = []
        try:
            for s in range(0, total, size):
                chunk = planned[s : s + size]
                futures.append(
                    pool.submit(
                        _play_games,
                        name,
                        players,
                        options,
                        factories,
                        chunk,
                        records,
                        max_moves,
                        True,
                    )
                )
            for future in futures:  # in order, so results never depend on timing
                results.extend(future.result())
                if progress is not None:
                    progress(len(results))
        except BaseException:
            # Interrupted (Ctrl-C) or failed: the games not started yet are dropped rather than
            # played to the end before the error gets through.
            for future in futures:
                future.cancel()
            if executor is None:
                pool.shutdown(wait=False, cancel_futures=True)
            raise
        if executor is None:
            pool.shutdown()
    seconds = time.perf_counter() - started
    count = len(results)
    wins = tuple(sum(1 for r in results if seat in r.winners) for seat in range(players))
    mean_scores = tuple(
        sum(r.scores[seat] for r in results) / count if count else 0.0 for seat in range(players)
    )
    mean_moves = sum(r.moves for r in results) / count if count else 0.0
    return SimulationSummary(
        game=name,
        players=players,
        games=count,
        wins=wins,
        mean_scores=mean_scores,
        mean_moves=mean_moves,
        results=tuple(results),
        seconds=seconds,
        seed=run_seed,
        options=played_options,
        agents=factories,
        rotate=rotate,
        teams=teams,
    )


def heuristic_factory(game: str, default: AgentFactory | None = None) -> AgentFactory:
    """The factory of the heuristic agent of the registered game ``game``.

    ``heuristic_factory(game)(seed)`` makes a new agent with the game's
    :meth:`Game.heuristic_agent <tablegames.Game.heuristic_agent>`. The factory names the game
    rather than holding it, so it pickles and may be given to :func:`simulate` with a process
    pool (or Ray's and Dask's executors): workers find the game in their own registry, where
    installed games register on ``import tablegames``.

    >>> from tablegames import GAMES
    >>> from tablegames.agents import RandomAgent, heuristic_factory
    >>> games = sorted(GAMES)
    >>> agents = [heuristic_factory(game, default=RandomAgent)(seed=1) for game in games]
    >>> all(callable(agent.choose) for agent in agents)
    True

    Args:
        game: A registered game's name.
        default: The factory to return for a game without a heuristic agent (for example
            :class:`RandomAgent`) instead of raising.

    Raises:
        ConfigError: if no game of that name is registered, or if it has no heuristic agent
            and no ``default`` is given (the message names the game and the hook).
    """
    found = get_game(game)
    if provides(found, "heuristic_agent"):
        return _Heuristic(found.name)
    if default is not None:
        return default
    raise ConfigError(missing_hook(found.name, "heuristic_agent", "has no heuristic agent"))


@attrs.frozen
class _Heuristic:
    """Makes the heuristic agent of the game it names (see :func:`heuristic_factory`)."""

    game: str

    def __call__(self, seed: int | None = None) -> Agent:
        agent: Agent = hook(get_game(self.game), "heuristic_agent")(seed)
        return agent


# The name the future import binds is no part of the API (dir(), tab completion).
del annotations
