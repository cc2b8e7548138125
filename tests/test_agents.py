"""Agents, play() and simulate(), on every installed game."""

from __future__ import annotations

import pickle
import re
import sys
import threading
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any, ClassVar

import attrs
import pytest

import tablegames
from tablegames import agents
from tablegames.agents import (
    Agent,
    AgentFactory,
    RandomAgent,
    agent_seed,
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
        [RandomAgent(agent_seed(first.seed, seat)) for seat in range(4)],
    )
    assert tablegames.scores(replayed) == first.scores
    assert first.seating == (0, 1, 2, 3)
    assert first.record is None  # kept only when asked: a record holds every move


def _mixed(game: str) -> list[AgentFactory]:
    """The game's heuristic agent in the even seats, random agents in the odd ones."""
    players = seats(game)
    heuristic = heuristic_factory(game, default=RandomAgent)
    return [heuristic if seat % 2 == 0 else RandomAgent for seat in range(players)]


@pytest.mark.parametrize("game", INSTALLED)
def test_a_simulated_game_is_played_again_from_its_result(game: str) -> None:
    """A surprising game of a simulation is rebuilt from its result alone: the game's seed, the
    factory at each seat (seats rotated here) and agent_seed give the same game, move for move,
    and the record kept with records=True replays to the same scores."""
    players = seats(game)
    factories = _mixed(game)
    summary = simulate(
        game, games=3, players=players, agents=factories, seed=21, rotate=True, records=True
    )
    for result in summary.results:
        agents = [
            factories[result.seating[seat]](agent_seed(result.seed, seat))
            for seat in range(players)
        ]
        final = play(tablegames.new_game(game, players=players, seed=result.seed), agents)
        assert tablegames.scores(final) == result.scores
        assert tablegames.winners(final) == result.winners
        assert result.record is not None
        assert tablegames.record(final) == result.record
        assert tablegames.scores(tablegames.replay(result.record)) == result.scores
        # ... and simulate plays it again from its seed, the factories seated as they were.
        again = simulate(
            game, [result.seed], players, [factories[k] for k in result.seating]
        ).results
        assert [(r.seed, r.scores, r.moves) for r in again] == [
            (result.seed, result.scores, result.moves)
        ]


def test_the_seeds_of_existing_simulations_are_unchanged() -> None:
    """Reproducible means reproducible across versions: a simulation's games, and the seeds of
    its agents, are those of the release before (the seeds are that release's; the scores are
    those of the heuristic agent since it counts its own payment for a purchase)."""
    agents: list[AgentFactory] = [heuristic_factory("ten"), RandomAgent, heuristic_factory("ten")]
    summary = simulate("ten", games=3, players=3, agents=agents, seed=13)
    assert [(r.seed, r.scores) for r in summary.results] == [
        (8717644601461686, (16, 1, 22)),
        (2548730913818746, (21, 1, 20)),
        (2734404729581466, (21, 1, 27)),
    ]
    assert agent_seed(8717644601461686, 2) == (
        tablegames.core.rng.Rng(8717644601461686, "agent", 2).next_u64() >> 11
    )


def test_simulate_takes_the_games_seeds_in_place_of_a_count() -> None:
    """games=[seed, ...] plays those games, in that order: the games of an earlier simulation
    come out as they did there."""
    args: dict[str, Any] = {"players": 4, "agents": RandomAgent}
    whole = simulate("aluette", games=5, seed=3, **args)
    some = simulate("aluette", games=[r.seed for r in whole.results[3:0:-2]], **args)
    assert some.results == (whole.results[3], whole.results[1])
    assert some.games == 2
    for games, seed, message in [
        ([], None, "at least one game seed"),
        ([whole.results[0].seed], 3, "not both"),
        ([1, -2], None, "a seed must be"),
        (2.5, None, "games must be a whole number"),
    ]:
        with pytest.raises(tablegames.ConfigError, match=message):
            simulate("aluette", games=games, seed=seed, **args)


def test_rotate_moves_every_agent_one_seat_each_game() -> None:
    """With rotate=True the factory k sits at seat (k + i) % players in game i, so that every
    agent plays every seat; the wins are counted by seat and by agent. The games' seeds are the
    same as without rotation."""
    factories = [*_mixed("ten")[:2], RandomAgent]
    kept = simulate("ten", games=6, players=3, agents=factories, seed=4)
    rotated = simulate("ten", games=6, players=3, agents=factories, seed=4, rotate=True)
    assert [r.seed for r in rotated.results] == [r.seed for r in kept.results]
    assert [r.seating for r in rotated.results] == [(0, 1, 2), (2, 0, 1), (1, 2, 0)] * 2
    assert kept.agent_wins == kept.wins
    assert kept.agent_mean_scores == kept.mean_scores
    assert sum(rotated.agent_wins) == sum(rotated.wins)
    assert rotated.agent_wins[0] == 6  # the heuristic agent wins TEN from every seat
    for seat in range(3):
        assert sum(r.seating[seat] == 0 for r in rotated.results) == 2
    assert rotated.agent_mean_scores[0] == pytest.approx(
        sum(r.scores[r.seating.index(0)] for r in rotated.results) / 6
    )


def test_records_come_back_from_worker_processes_and_change_no_summary() -> None:
    args: dict[str, Any] = {"games": 4, "players": 4, "agents": RandomAgent, "seed": 9}
    plain = simulate("aluette", **args)
    pooled = simulate("aluette", workers=2, records=True, **args)
    assert pooled == plain  # the records follow from the rest: not compared
    for result in pooled.results:
        assert result.record is not None
        assert len(result.record.moves) == result.moves
        assert result.record.seed == result.seed


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
    # No moves is no decision, refused as RandomAgent and MCTSAgent refuse it (the heuristic
    # agents raised StopIteration or IndexError from their own searches).
    with pytest.raises(tablegames.ConfigError, match="needs moves to choose from"):
        agent.choose(tablegames.view(state, seat), ())
    assert agent.choose(tablegames.view(state, seat), moves) in moves


@pytest.mark.parametrize("game", INSTALLED)
def test_heuristic_agents_refuse_another_seat_s_moves_as_the_search_does(game: str) -> None:
    """The next seat's view with the acting seat's legal moves: the heuristic agents chose one
    of them from what the wrong seat sees, without a word, while MCTSAgent refused it. Both
    refuse it now, in the same words naming the agent."""
    players = max(tablegames.GAMES[game].min_players, 2)
    state = tablegames.new_game(game, players=players, seed=3)
    seat = tablegames.current_player(state)
    assert seat is not None
    other = (seat + 1) % players
    moves = tablegames.legal_moves(state, seat)
    wrong = tablegames.view(state, other)
    for agent in (heuristic_factory(game)(1), agents.MCTSAgent(1, iterations=5)):
        with pytest.raises(tablegames.SeatError) as refused:
            agent.choose(wrong, moves)
        assert str(refused.value) == (
            f"{type(agent).__name__}.choose was given the view of player {other} and moves of "
            f"player {seat}: give it the acting seat's view and that seat's legal moves"
        )


@pytest.mark.parametrize("game", BUILT_IN)
def test_an_agent_is_bound_to_no_seat(game: str) -> None:
    """An agent's seed is no seat: made with the seed 2, a heuristic agent or the search plays
    seat 1 from seat 1's view, and one agent of each kind may play every seat of a game."""
    players = seats(game)
    state = tablegames.new_game(game, players=players, seed=5)
    while tablegames.current_player(state) != 1:
        state = tablegames.apply(state, tablegames.legal_moves(state)[0])
    moves = tablegames.legal_moves(state, 1)
    for agent in (heuristic_factory(game)(2), agents.MCTSAgent(2, iterations=5)):
        chosen = agent.choose(tablegames.view(state, 1), moves)
        assert chosen in moves
        assert chosen.player == 1
    heuristic, search = heuristic_factory(game)(2), agents.MCTSAgent(2, iterations=3)
    final = play(tablegames.new_game(game, players=players, seed=5), [heuristic] * players)
    assert tablegames.is_over(final)
    # The search, which costs more a move, plays every seat until each has chosen twice.
    state, chosen = tablegames.new_game(game, players=players, seed=5), [0] * players
    while min(chosen) < 2 and not tablegames.is_over(state):
        seat = tablegames.current_player(state)
        assert seat is not None
        move = search.choose(tablegames.view(state, seat), tablegames.legal_moves(state, seat))
        assert move.player == seat
        state, chosen[seat] = tablegames.apply(state, move), chosen[seat] + 1
    assert min(chosen) == 2


def test_simulate_takes_counts_and_seeds_of_any_integer_type() -> None:
    """A count of games, seats or workers from NumPy (``np.int64(3)``), and the games' seeds
    as any iterable of integers (a NumPy array), play what the ints play; a bool, a float or
    a string is still refused as a count."""
    from tablegames import ConfigError
    from tests.core.test_rng import Index

    counted = simulate(
        "ten",
        games=Index(3),
        players=Index(2),
        agents=RandomAgent,
        seed=7,
        workers=Index(1),  # type: ignore[arg-type]
    )
    plain = simulate("ten", games=3, players=2, agents=RandomAgent, seed=7)
    seeds = [result.seed for result in plain.results]
    assert [r.seed for r in counted.results] == seeds
    assert [r.scores for r in counted.results] == [r.scores for r in plain.results]
    listed = iter([Index(seed) for seed in seeds])
    again = simulate("ten", games=listed, players=2, agents=RandomAgent)  # type: ignore[arg-type]
    assert [r.seed for r in again.results] == seeds
    assert all(type(r.seed) is int for r in again.results)
    assert [r.scores for r in again.results] == [r.scores for r in plain.results]
    for bad in (True, 3.0, "3"):
        with pytest.raises(ConfigError, match="games must be a whole number of at least 1"):
            simulate("ten", games=bad, players=2, agents=RandomAgent)  # type: ignore[arg-type]


class Impostor:
    """Signals once in the next seat's name, then plays as a random agent: a bot that tries
    to move for another seat."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)
        self.tried = False

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        if not self.tried:
            self.tried = True
            other = (view.player + 1) % view.players
            return tablegames.aluette.Signal(other, tablegames.aluette.SignalKind.WEAK_HAND)
        return self.inner.choose(view, moves)


@pytest.mark.parametrize("truthful", [False, True])
def test_an_agent_cannot_move_for_another_seat(truthful: bool) -> None:
    """Aluette §8: a signal may be made by any seat at any time, so a signal in another seat's
    name is legal for the rules; play() and simulate() apply an agent's move for its own seat
    only (apply(by=seat)), and refuse it whatever the other seat holds, before the rules: with
    truthful signals, accepted or refused by that seat's hand, it would tell the impostor what
    an opponent holds."""
    options = {"truthful_signals": truthful}
    state = tablegames.new_game("aluette", players=4, seed=3, options=options)
    with pytest.raises(tablegames.IllegalMoveError) as caught:
        play(state, [Impostor(seat) for seat in range(4)])
    assert caught.value.code == "core.move.not_your_seat"
    for workers in (1, 2):
        with pytest.raises(tablegames.IllegalMoveError) as caught:
            simulate(
                "aluette",
                games=2,
                players=4,
                agents=Impostor,
                seed=1,
                workers=workers,
                options=options,
            )
        assert caught.value.code == "core.move.not_your_seat"


class Raiser:
    """Raises on its third decision: an agent with a bug."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)
        self.calls = 0

    def __repr__(self) -> str:
        return "Raiser()"

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        self.calls += 1
        if self.calls == 3:
            raise KeyError("a bug in the agent")
        return self.inner.choose(view, moves)


class OutOfTurn:
    """Plays its first legal move in the name of the next seat, whose turn it is not."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        return attrs.evolve(moves[0], player=(view.player + 1) % view.players)


class Illegal:
    """Plays a card it does not hold (Aluette): an illegal move for its own seat."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        held = set(view.hand)
        card = next(c for c in tablegames.aluette.DECK if c not in held)
        return tablegames.aluette.PlayCard(view.player, card)


def _notes(error: BaseException) -> str:
    return "\n".join(getattr(error, "__notes__", ()))


@pytest.mark.parametrize("workers", [1, 2])
def test_a_failing_agent_names_its_game_seat_and_move(workers: int) -> None:
    """An agent that raises, or returns an illegal move, ends simulate() with its own error
    type, noted (PEP 678) with the game's index and seed, the seat, the agent and the move's
    number, also from a worker process: with that seed, games=[seed] plays the game again."""
    options = {"chant": False}
    seats4 = [RandomAgent, Raiser, RandomAgent, RandomAgent]
    with pytest.raises(KeyError) as raised:
        simulate(
            "aluette", games=3, players=4, agents=seats4, seed=2, workers=workers, options=options
        )
    notes = _notes(raised.value)
    assert "raised by Raiser(), the agent of seat 1 (from 0), choosing move" in notes
    found = re.search(
        r"simulate\(\): game 0 \(from 0\), seed (\d+), seat by seat agents\[0\] ", notes
    )
    assert found is not None, notes
    seed = int(found.group(1))
    assert (
        seed == simulate("aluette", games=1, players=4, agents=RandomAgent, seed=2).results[0].seed
    )
    with pytest.raises(KeyError) as again:
        simulate("aluette", games=[seed], players=4, agents=seats4, options=options)
    assert _notes(again.value) == notes

    with pytest.raises(tablegames.IllegalMoveError) as refused:
        simulate(
            "aluette", games=2, players=4, agents=Illegal, seed=2, workers=workers, options=options
        )
    assert refused.value.code == "aluette.card.not_in_hand"
    notes = _notes(refused.value)
    assert re.search(
        r"play\(\): move 1, PlayCard\(.*\), chosen by .*Illegal.*, the agent of "
        r"seat \d \(from 0\)",
        notes,
    ), notes
    assert "simulate(): game 0 (from 0), seed " in notes

    with pytest.raises(tablegames.IllegalMoveError) as refused:
        simulate("ten", games=2, players=2, agents=OutOfTurn, seed=2, workers=workers)
    assert refused.value.code == "core.move.not_your_seat"
    notes = _notes(refused.value)
    assert re.search(r"play\(\): move 1, .*, chosen by .*OutOfTurn.*, the agent of seat \d", notes)
    assert "simulate(): game 0 (from 0), seed " in notes


def test_play_names_the_seat_agent_and_move_of_a_failure() -> None:
    """play() notes an agent's error, and a move refused, with the seat, the agent and the
    number of the move in the game's record."""
    state = tablegames.new_game("aluette", players=4, seed=2, options={"chant": False})
    with pytest.raises(KeyError) as raised:
        play(state, [RandomAgent(0), Raiser(1), RandomAgent(2), RandomAgent(3)])
    (note,) = raised.value.__notes__
    number = int(re.search(r"choosing move (\d+)", note).group(1))  # type: ignore[union-attr]
    assert (
        note == f"play(): raised by Raiser(), the agent of seat 1 (from 0), choosing move {number}"
    )
    assert number >= 3  # two decisions of seat 1 before it


def test_simulate_checks_the_player_count_before_counting_agents() -> None:
    """A float, a string or a bool as the player count was used before it was checked: 2.0
    failed on multiplying the factories (a TypeError) and '2' was said to be 2 factories
    short of 2. Each is refused as new_game refuses it, in its words; a NumPy integer plays."""
    import numpy as np

    for bad in (2.0, "2", True, 0, 6):
        with pytest.raises(tablegames.ConfigError) as refused:
            simulate("ten", games=2, players=bad, agents=RandomAgent, seed=1)  # type: ignore[arg-type]
        with pytest.raises(tablegames.ConfigError) as by_new_game:
            tablegames.new_game("ten", players=bad, seed=1)  # type: ignore[arg-type]
        assert str(refused.value) == str(by_new_game.value)
        assert str(refused.value).startswith("ten is played by 1 to 5 players, got ")
        with pytest.raises(tablegames.ConfigError, match="is played by"):
            simulate("ten", games=2, players=bad, agents=[RandomAgent] * 2, seed=1)  # type: ignore[arg-type]
    counted = simulate("ten", games=2, players=np.int64(2), agents=RandomAgent, seed=1)  # type: ignore[arg-type]
    assert counted == simulate("ten", games=2, players=2, agents=RandomAgent, seed=1)
    assert type(counted.players) is int


def test_play_refuses_a_max_moves_that_is_no_count() -> None:
    """play(max_moves=...) refuses what simulate() refuses, in its words: 2.5 was a TypeError
    from range() and -3 a RuntimeError saying the game did not end within -3 moves."""
    import numpy as np

    state = tablegames.new_game("ten", players=2, seed=1)
    seated = [RandomAgent(1), RandomAgent(2)]
    for bad in (2.5, -3, 0, True, "5"):
        with pytest.raises(tablegames.ConfigError) as refused:
            play(state, seated, max_moves=bad)  # type: ignore[arg-type]
        assert str(refused.value) == f"max_moves must be a whole number of at least 1, got {bad!r}"
        with pytest.raises(tablegames.ConfigError, match=re.escape(str(refused.value))):
            simulate("ten", games=1, players=2, agents=RandomAgent, seed=1, max_moves=bad)  # type: ignore[arg-type]
    final = play(state, [RandomAgent(1), RandomAgent(2)], max_moves=np.int64(10_000))  # type: ignore[arg-type]
    assert final == play(state, [RandomAgent(1), RandomAgent(2)])


def test_simulate_takes_play_s_max_moves() -> None:
    """simulate(max_moves=N) is play()'s limit for every game, with the game named."""
    with pytest.raises(RuntimeError, match="did not end within 5 moves") as stopped:
        simulate("ten", games=2, players=2, agents=RandomAgent, seed=1, max_moves=5)
    assert "simulate(): game 0 (from 0)" in _notes(stopped.value)
    full = simulate("ten", games=2, players=2, agents=RandomAgent, seed=1, max_moves=10_000)
    assert full == simulate("ten", games=2, players=2, agents=RandomAgent, seed=1)


def test_a_summary_records_its_run_and_gives_intervals_and_shared_wins() -> None:
    """A summary says what it was asked (seed, options with defaults, factories, rotation),
    each seat's and agent's win rate with its Wilson interval, and the games whose winners were
    not all partners (Aluette §4: partners win together, and that is no shared win)."""
    from tablegames.agents import wilson_interval

    # Two heuristic agents: against random play the heuristic agent wins every game outright.
    factories = [heuristic_factory("ten"), heuristic_factory("ten")]
    summary = simulate("ten", games=6, players=2, agents=factories, seed=3, rotate=True)
    assert summary.seed == 3
    assert summary.agents == tuple(factories)
    assert summary.rotate is True
    assert summary.options == tablegames.new_game("ten", players=2, seed=1).options
    assert summary.win_intervals == tuple(wilson_interval(w, 6) for w in summary.wins)
    assert summary.agent_win_intervals == tuple(wilson_interval(w, 6) for w in summary.agent_wins)
    # Ties between two heuristic agents are rare (one game in the first 40 of seed 3): that
    # game's seed, among others. Its tie is counted here, not taken on trust.
    seeds = [245802106388099, *(r.seed for r in summary.results[:3])]
    again = simulate("ten", games=seeds, players=2, agents=factories, rotate=True)
    assert again.seed is None  # the games' seeds were given, not a run's
    ties = [r for r in again.results if len(r.winners) > 1]
    assert again.shared_games == len(ties) > 0  # TEN §6: a tie on every count is shared
    assert again.shared_wins == (len(ties), len(ties))
    assert again.agent_shared_wins == (len(ties), len(ties))

    teams = simulate("aluette", games=6, players=4, agents=RandomAgent, seed=5)
    assert teams.teams == ((0, 2), (1, 3))
    drawn = [r for r in teams.results if len(r.winners) == 4]
    assert teams.shared_games == len(drawn)
    assert sum(teams.wins) == 2 * teams.games + 2 * len(drawn)


def test_the_strength_benchmark_uses_the_library_s_interval() -> None:
    """benchmarks/strength.py's Wilson interval is tablegames.agents.wilson_interval, not a
    copy that could drift from the summaries'."""
    import importlib.util
    from pathlib import Path

    from tablegames.agents import wilson_interval

    path = Path(__file__).parent.parent / "benchmarks" / "strength.py"
    spec = importlib.util.spec_from_file_location("strength_for_test", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.wilson is wilson_interval
    low, high = wilson_interval(30, 40)
    assert (round(low, 4), round(high, 4)) == (0.5981, 0.8581)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(10, 10)[1] <= 1.0


@pytest.mark.parametrize(
    ("wins", "games", "z", "message"),
    [
        (-1, 10, 1.96, "wins must be a number from 0 to games (10), got -1"),
        (11, 10, 1.96, "wins must be a number from 0 to games (10), got 11"),
        (5, 0, 1.96, "wins must be a number from 0 to games (0), got 5"),
        (float("nan"), 10, 1.96, "wins must be a number from 0 to games (10), got nan"),
        ("5", 10, 1.96, "wins must be a number from 0 to games (10), got '5'"),
        (5, -10, 1.96, "games must be a whole number of at least 0, got -10"),
        (5, 10.0, 1.96, "games must be a whole number of at least 0, got 10.0"),
        (5, 10, -1, "z must be a positive number, got -1"),
        (5, 10, 0, "z must be a positive number, got 0"),
        (5, 10, float("inf"), "z must be a positive number, got inf"),
    ],
)
def test_wilson_interval_refuses_wins_outside_the_games_and_a_z_not_positive(
    wins: Any, games: Any, z: Any, message: str
) -> None:
    """More wins than games, fewer than none, or wins of no games failed on a square root or
    gave the whole of 0 to 1, and a negative z put the lower bound above the upper."""
    from tablegames.agents import wilson_interval

    with pytest.raises(tablegames.ConfigError) as refused:
        wilson_interval(wins, games, z)
    assert str(refused.value) == message


def test_wilson_interval_takes_numbers_of_any_type() -> None:
    """NumPy's counts and fractional wins give the plain numbers' interval; none of none is
    still the whole of 0 to 1, as documented."""
    import numpy as np

    from tablegames.agents import wilson_interval

    assert wilson_interval(np.float64(3.5), np.int64(10)) == wilson_interval(3.5, 10)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(0, 10)
    assert low == 0.0 < high < 1.0


def test_rotate_keeps_aluette_partners_and_a_seed_twice_swaps_the_teams() -> None:
    """Aluette §4: partners sit opposite (seats 0+2 and 1+3). Rotating moves every agent one
    seat, so the factories k and k + 2 are partners in every game; with two kinds of agents in
    alternate seats, a seed given twice plays its deal once with each team in each team's
    seats (docs/guides/simulation.rst)."""
    factories = [heuristic_factory("aluette"), RandomAgent] * 2
    rotated = simulate("aluette", games=4, players=4, agents=factories, seed=6, rotate=True)
    for result in rotated.results:
        for k in range(2):
            seats = {result.seating.index(k), result.seating.index(k + 2)}
            assert seats in ({0, 2}, {1, 3})
    twice = simulate("aluette", games=[11, 11], players=4, agents=factories, rotate=True)
    first, second = twice.results
    assert first.seed == second.seed
    kinds = [[factories[k] for k in r.seating] for r in (first, second)]
    assert kinds[0][0] is kinds[1][1]
    assert kinds[0][1] is kinds[1][0]  # the heuristic team sits at 1+3 in the second game


class _TwoPartError(Exception):
    """An agent's own error whose ``__init__`` takes other arguments than the message: it
    pickles, and does not unpickle."""

    def __init__(self, what: str, where: str) -> None:
        super().__init__(f"{what} at {where}")


class TwoPartRaiser:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        raise _TwoPartError("bad", "here")


class LockRaiser:
    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        error = ValueError("with a lock")
        error.lock = threading.Lock()  # type: ignore[attr-defined]
        raise error


@pytest.mark.parametrize(
    ("agent", "kind", "words"),
    [
        (TwoPartRaiser, "_TwoPartError", "bad at here"),
        (LockRaiser, "builtins.ValueError", "with a lock"),
    ],
)
def test_an_error_a_worker_cannot_send_back_is_named_with_its_notes(
    agent: Any, kind: str, words: str
) -> None:
    """An agent's error that does not survive pickling came back from a worker process as the
    pool's BrokenProcessPool, or a TypeError about a lock, without the notes naming the game,
    seat and agent. It comes back as a RuntimeError naming its type and words, with the
    notes; in the caller's process (workers=1) it is raised as it is."""
    with pytest.raises(RuntimeError) as raised:
        simulate("ten", games=2, players=2, agents=[RandomAgent, agent], seed=2, workers=2)
    told = str(raised.value)
    assert f"{kind}: {words} (raised in a worker process" in told, told
    notes = _notes(raised.value)
    assert re.search(rf"raised by .*{agent.__name__}.*, the agent of seat 1", notes), notes
    assert "simulate(): game 0 (from 0), seed " in notes
    with pytest.raises((_TwoPartError, ValueError)) as here:
        simulate("ten", games=2, players=2, agents=[RandomAgent, agent], seed=2, workers=1)
    assert type(here.value) is not RuntimeError
    assert "simulate(): game 0 (from 0), seed " in _notes(here.value)


def test_a_factory_a_worker_cannot_be_sent_is_refused_before_any_game() -> None:
    """With worker processes, a factory that does not pickle (a lambda) made the pool raise
    the pickling error from its first task, naming no factory; on the command line, a
    traceback. It is refused first, naming the factory by its index in ``agents``."""
    with pytest.raises(tablegames.ConfigError) as refused:
        simulate(
            "ten",
            games=2,
            players=2,
            agents=[RandomAgent, lambda seed: RandomAgent(seed)],
            seed=1,
            workers=2,
        )
    told = str(refused.value)
    assert told.startswith("agents[1] tests.test_agents.")
    assert "cannot be sent to a worker process" in told
    assert told.endswith("defined at module level (not a lambda), or play with workers=1")
    summary = simulate(
        "ten", games=2, players=2, agents=[RandomAgent, lambda seed: RandomAgent(seed)], seed=1
    )
    assert summary.games == 2


class NoChoose:
    """What a factory makes that is no agent: it has no choose()."""

    def __init__(self, seed: int) -> None:
        self.seed = seed


def no_choose(seed: int) -> Any:
    return NoChoose(seed)


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("factory", [NoChoose, no_choose])
def test_a_factory_whose_agents_cannot_choose_is_refused_before_any_game(
    factory: Any, workers: int
) -> None:
    """A factory whose agents have no choose() was refused by the first game's play(), noted
    as that game's failure with the seed that plays it again, which only fails again. It is
    refused before any game, naming the factory by its index in ``agents`` and the seat (from
    0) of the agent checked."""
    with pytest.raises(tablegames.ConfigError) as refused:
        simulate("ten", games=3, players=2, agents=[RandomAgent, factory], seed=1, workers=workers)
    assert str(refused.value) == (
        f"agents[1] tests.test_agents.{factory.__name__} makes agents without choose(view, "
        "moves): the one it made for seat 1 (from 0) of the first game, before any game, is a "
        "NoChoose"
    )
    assert not getattr(refused.value, "__notes__", None)


def odd_seeds(seed: int) -> Any:
    """A random agent from an even seed, an object without choose() from an odd one."""
    return RandomAgent(seed) if seed % 2 == 0 else NoChoose(seed)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_factory_whose_agents_cannot_choose_for_some_seeds_is_refused_before_that_game(
    workers: int,
) -> None:
    """A factory making agents without choose() for some seeds only passed the check before
    the first game, then failed inside a later game with play()'s words and a note whose
    games=[seed] only failed again. Each game's agents are checked as they are made, before
    the game: a ConfigError naming the factory, the seat and the game (from 0) and the seed
    the factory was given, with no note of the game, also from a worker process."""
    factories = [RandomAgent, odd_seeds]
    seeds = [agent_seed(r.seed, 1) for r in simulate("ten", 6, 2, RandomAgent, seed=5).results]
    game = next(i for i, seed in enumerate(seeds) if seed % 2)
    assert game > 0  # the check before the first game passes: the case to prove
    with pytest.raises(tablegames.ConfigError) as refused:
        simulate("ten", games=6, players=2, agents=factories, seed=5, workers=workers)
    assert str(refused.value) == (
        "agents[1] tests.test_agents.odd_seeds makes agents without choose(view, moves): the "
        f"one it made for seat 1 (from 0) of game {game} (from 0), with the seed "
        f"{seeds[game]}, is a NoChoose"
    )
    assert not getattr(refused.value, "__notes__", None)
    assert (refused.value.factory, refused.value.seat) == (1, 1)  # type: ignore[attr-defined]
    assert (refused.value.game, refused.value.seed) == (game, seeds[game])  # type: ignore[attr-defined]
    assert not hasattr(odd_seeds(seeds[game]), "choose")  # the seed makes it again


def test_a_summary_gives_each_seat_s_lowest_and_highest_score_and_each_agent_s_win_rate() -> None:
    """A solo game is measured by its scores (TEN §4: the result is the score): the summary
    gives each seat's lowest and highest, which the command line's text and JSON show, and
    each agent's win rate beside each seat's."""
    factories = [heuristic_factory("ten"), RandomAgent, RandomAgent]
    summary = simulate("ten", games=6, players=3, agents=factories, seed=2, rotate=True)
    for seat in range(3):
        scores = [r.scores[seat] for r in summary.results]
        assert summary.lowest_scores[seat] == min(scores)
        assert summary.highest_scores[seat] == max(scores)
    assert summary.agent_win_rates == tuple(w / 6 for w in summary.agent_wins)
    assert summary.agent_win_rates != summary.win_rates  # rotated: by agent, not by seat
    solo = simulate("ten", games=4, players=1, agents=heuristic_factory("ten"), seed=2)
    assert solo.lowest_scores == (min(r.scores[0] for r in solo.results),)
    assert solo.highest_scores == (max(r.scores[0] for r in solo.results),)


class Counted:
    """An agent class that counts the agents made of it."""

    made: ClassVar[list[int]] = []

    def __init__(self, seed: int) -> None:
        self.inner = RandomAgent(seed)
        Counted.made.append(seed)

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        return self.inner.choose(view, moves)


def test_the_check_of_the_agents_calls_a_class_with_choose_never_and_a_function_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The check before the first game takes a class with a choose method as it is, without
    calling it; a function (or a class without choose, whose agents may get it in __init__) is
    called once, for the first seat it takes in the first game, with that seat's seed."""
    monkeypatch.setattr(Counted, "made", [])
    summary = simulate("ten", games=2, players=2, agents=Counted, seed=1)
    assert len(Counted.made) == 4  # the games' agents only

    def counted(seed: int) -> Counted:
        return Counted(seed)

    Counted.made.clear()
    assert simulate("ten", games=2, players=2, agents=counted, seed=1).results == summary.results
    first = summary.results[0].seed
    assert Counted.made[0] == agent_seed(first, 0)
    assert len(Counted.made) == 5


class Exits:
    """Calls sys.exit(3) at its first decision, as a script's agent might."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        sys.exit(3)


class Interrupted:
    """Raises KeyboardInterrupt at its first decision, as Ctrl-C during its search does."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        raise KeyboardInterrupt


@pytest.mark.parametrize("workers", [1, 2])
def test_an_agent_that_exits_is_noted_as_an_agent_that_raises(workers: int) -> None:
    """An agent's SystemExit (not an Exception) ended simulate() without the notes that name
    the game, the seat and the agent, also from a worker process: it has them, and its own
    type and status. A KeyboardInterrupt is an interruption, not the agent's error: no note."""
    with pytest.raises(SystemExit) as raised:
        simulate("ten", games=3, players=2, agents=[Exits, Exits], seed=2, workers=workers)
    assert raised.value.code == 3
    notes = _notes(raised.value)
    assert re.search(
        r"^play\(\): raised by .*Exits.*, the agent of seat \d \(from 0\), choosing move 1$",
        notes,
        re.MULTILINE,
    ), notes
    assert "simulate(): game 0 (from 0), seed " in notes
    with pytest.raises(KeyboardInterrupt) as interrupted:
        simulate("ten", games=3, players=2, agents=Interrupted, seed=2)
    assert not getattr(interrupted.value, "__notes__", None)
