"""Agents, play() and simulate(), on every installed game."""

from __future__ import annotations

import pickle
import re
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any

import pytest

import tablegames
from tablegames import agents
from tablegames.agents import (
    Agent,
    RandomAgent,
    heuristic_factory,
    play,
    simulate,
)
from tablegames.core.game import provides
from tablegames.core.registry import register, unregister
from tests.core.toy import make_toy
from tests.games import BUILT_IN, INSTALLED, seats


class Spy:
    """Records what an agent is shown, to prove agents get views, never states."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)
        self.seen: list[Any] = []

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        self.seen.append(view)
        assert moves
        assert tablegames.legal_moves(view) == moves
        return self.inner.choose(view, moves)


@pytest.mark.parametrize("game", INSTALLED)
def test_agents_see_views_of_their_own_seat_only(game: str) -> None:
    players = seats(game)
    spies = [Spy(seat) for seat in range(players)]
    final = play(tablegames.new_game(game, players=players, seed=3), spies)
    assert tablegames.is_over(final)
    view_type = tablegames.GAMES[game].view_type
    for seat, spy in enumerate(spies):
        assert spy.seen
        assert all(type(v) is view_type and v.player == seat for v in spy.seen)


@pytest.mark.parametrize("game", INSTALLED)
def test_random_agents_are_reproducible(game: str) -> None:
    players = seats(game)
    state = tablegames.new_game(game, players=players, seed=3)
    first = play(state, [RandomAgent(seat) for seat in range(players)])
    again = play(state, [RandomAgent(seat) for seat in range(players)])
    assert first == again
    assert isinstance(RandomAgent(1), Agent)


def test_play_refuses_an_agent_that_cheats() -> None:
    class Cheat:
        def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
            return tablegames.aluette.PlayCard(view.player, tablegames.aluette.DECK[0])

    state = tablegames.new_game("aluette", players=4, seed=3, options={"chant": False})
    with pytest.raises(tablegames.IllegalMoveError):
        play(state, [Cheat()] * 4)


def test_simulate_summarises() -> None:
    summary = simulate("aluette", games=6, players=4, agents=RandomAgent, seed=5)
    assert summary.games == 6 == len(summary.results)
    assert len(summary.wins) == len(summary.mean_scores) == 4
    assert sum(summary.wins) >= 6
    assert summary.mean_moves > 180
    assert summary.games_per_second > 0
    first = summary.results[0]
    replayed = play(
        tablegames.new_game("aluette", players=4, seed=first.seed),
        [RandomAgent(_agent_seed(first.seed, seat)) for seat in range(4)],
    )
    assert tablegames.scores(replayed) == first.scores


def _agent_seed(game_seed: int, seat: int) -> int:
    return tablegames.core.rng.Rng(game_seed, "agent", seat).next_u64() >> 11


def test_simulate_does_not_depend_on_workers_or_executor() -> None:
    """Issue 7: identical summaries for 1 and 2 workers (and any executor) with one seed."""
    args: dict[str, Any] = {"games": 8, "players": 4, "agents": RandomAgent, "seed": 9}
    one = simulate("aluette", **args)
    two = simulate("aluette", workers=2, **args)
    threads = simulate("aluette", executor=ThreadPoolExecutor(2), chunk_size=3, **args)
    assert one == two == threads
    assert one.results == two.results
    assert simulate("aluette", **{**args, "seed": 10}) != one


class _InterruptedExecutor(Executor):
    """An executor whose first game chunk is interrupted (Ctrl-C while waiting on it); it
    plays nothing and keeps the futures it handed out, and how it was shut down."""

    def __init__(self) -> None:
        self.futures: list[Future[Any]] = []
        self.shutdowns: list[dict[str, bool]] = []

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        if not self.futures:
            future.set_exception(KeyboardInterrupt())
        self.futures.append(future)
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.shutdowns.append({"wait": wait, "cancel_futures": cancel_futures})


def test_an_interrupted_simulation_drops_the_games_not_started(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ctrl-C during ``simulate(workers=N)`` stops it at once: the chunks still queued are
    cancelled and the pool is not waited for, instead of playing every game first."""
    args: dict[str, Any] = {"games": 40, "players": 4, "agents": RandomAgent, "chunk_size": 5}
    given = _InterruptedExecutor()
    with pytest.raises(KeyboardInterrupt):
        simulate("aluette", executor=given, **args)
    assert len(given.futures) == 8
    assert all(future.cancelled() for future in given.futures[1:])
    assert given.shutdowns == []  # a caller's executor is the caller's to shut down
    own = _InterruptedExecutor()
    monkeypatch.setattr(agents, "ProcessPoolExecutor", lambda max_workers: own)
    with pytest.raises(KeyboardInterrupt):
        simulate("aluette", workers=2, **args)
    assert all(future.cancelled() for future in own.futures[1:])
    assert own.shutdowns == [{"wait": False, "cancel_futures": True}]


def test_simulate_validates_its_arguments() -> None:
    with pytest.raises(tablegames.ConfigError):
        simulate("aluette", games=1, players=3, agents=RandomAgent, seed=1)
    with pytest.raises(ValueError, match="agent factories"):
        simulate("aluette", games=1, players=4, agents=[RandomAgent], seed=1)
    with pytest.raises(ValueError, match="workers"):
        simulate("aluette", games=1, players=4, agents=RandomAgent, workers=0)


@pytest.mark.parametrize("game", BUILT_IN)
def test_every_built_in_game_has_a_heuristic_agent(game: str) -> None:
    factory = heuristic_factory(game)
    agent = factory(7)
    assert isinstance(agent, Agent)
    # The game's own hook makes it: the same class, and the same choices from the same seed.
    made = tablegames.GAMES[game].heuristic_agent(7)
    assert type(agent) is type(made)
    players = seats(game)
    state = tablegames.new_game(game, players=players, seed=5)
    first = play(state, [factory(seat) for seat in range(players)])
    again = play(state, [tablegames.GAMES[game].heuristic_agent(seat) for seat in range(players)])
    assert first == again


@pytest.mark.parametrize(
    "game", [game for game in INSTALLED if provides(tablegames.GAMES[game], "heuristic_agent")]
)
def test_heuristic_factories_name_their_game_and_pickle(game: str) -> None:
    factory = heuristic_factory(game)
    assert pickle.loads(pickle.dumps(factory)) == factory
    assert game in repr(factory)


def test_a_game_without_a_heuristic_agent_is_named_with_the_hook() -> None:
    register(make_toy("toy_no_heuristic"))
    try:
        with pytest.raises(tablegames.ConfigError) as caught:
            heuristic_factory("toy_no_heuristic")
        message = str(caught.value)
        assert "'toy_no_heuristic'" in message
        assert "heuristic_agent" in message
        assert heuristic_factory("toy_no_heuristic", default=RandomAgent) is RandomAgent
    finally:
        unregister("toy_no_heuristic")
    with pytest.raises(tablegames.ConfigError, match="unknown game"):
        heuristic_factory("toy_no_heuristic")


def test_simulate_with_heuristic_factories_in_worker_processes() -> None:
    """The factories pickle by the game's name: workers find the game in their registry."""
    game = BUILT_IN[0]
    players = seats(game)
    args: dict[str, Any] = {"games": 4, "players": players, "seed": 3}
    agents = [heuristic_factory(game), RandomAgent] * players
    alone = simulate(game, agents=agents[:players], **args)
    pooled = simulate(game, agents=agents[:players], workers=2, **args)
    assert alone == pooled


@pytest.mark.parametrize("game", BUILT_IN)
def test_the_heuristic_agents_beat_random_play(game: str) -> None:
    """A sanity check on few games; the benchmark report measures it on many. The heuristic
    agents sit in the even seats (Aluette's partners together), random agents in the odd ones.
    """
    players = max(seats(game), 2)
    agents = [heuristic_factory(game) if seat % 2 == 0 else RandomAgent for seat in range(players)]
    summary = simulate(game, games=20, players=players, agents=agents, seed=4)
    even = sum(summary.wins[0::2])
    odd = sum(summary.wins[1::2])
    assert even > odd, f"heuristic {even} wins, random {odd}"


def test_play_and_simulate_refuse_agents_that_do_not_seat_every_player() -> None:
    """Mistakes a scripter makes with agents are refused before the first move, saying what to
    pass: an agent class for an instance (and an instance for simulate's factory), too few
    agents, a mapping that misses a seat, something without choose()."""
    state = tablegames.new_game("saboteur", players=4, seed=1)
    cases: list[tuple[object, str]] = [
        ([RandomAgent] * 4, "the class RandomAgent, not an agent: pass RandomAgent(seed)"),
        (RandomAgent(1), "agents must be a sequence or a mapping of agents"),
        ([RandomAgent(i) for i in range(3)], "agents: 4 needed, one per player"),
        ({i: RandomAgent(i) for i in range(3)}, "no agent for player 3"),
        ([RandomAgent(0), RandomAgent(1), RandomAgent(2), object()], "has no choose"),
    ]
    for seated, message in cases:
        with pytest.raises(tablegames.ConfigError, match=re.escape(message)):
            play(state, seated)  # type: ignore[arg-type]
    with pytest.raises(tablegames.ConfigError, match="got an instance of RandomAgent: pass its"):
        simulate("ten", 2, 2, RandomAgent(1), seed=1)  # type: ignore[arg-type]
    assert tablegames.is_over(play(state, {i: RandomAgent(i) for i in range(4)}))


@pytest.mark.parametrize("game", INSTALLED)
def test_heuristic_agents_refuse_a_state_or_a_spectators_view(game: str) -> None:
    """An agent handed the whole state would read the other seats' hands (one did, silently):
    every game's agent refuses anything but its seat's view."""
    players = tablegames.GAMES[game].min_players
    state = tablegames.new_game(game, players=max(players, 2), seed=3)
    seat = tablegames.current_player(state)
    agent = agents.heuristic_factory(game)(seat)
    moves = tablegames.legal_moves(state, seat)
    with pytest.raises(tablegames.NotAGameObjectError, match=r"chooses from a seat's .*View"):
        agent.choose(state, moves)
    with pytest.raises(tablegames.SeatError, match="not a spectator's"):
        agent.choose(tablegames.view(state, None), moves)
    assert agent.choose(tablegames.view(state, seat), moves) in moves
