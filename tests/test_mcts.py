"""The information-set MCTS agent: legal, reproducible, stronger than random play.

The strength tests are small matches with a statistical margin: each asserts a number of wins
that a side no better than its opponent (win probability 1/2 per game, or per Saboteur pair
with different gold) would reach with probability below 5%. The games are seeded, so the tests
are deterministic. The tournaments against the heuristic agents are in benchmarks/strength.py
(their table is in docs/guides/bots.rst); the slow tests here run the same tournaments.
"""

from __future__ import annotations

import functools
import importlib.util
import math
from pathlib import Path
from typing import Any

import pytest

import tablegames
from tablegames import saboteur
from tablegames.agents import (
    HEURISTIC_AGENTS,
    Agent,
    AgentFactory,
    MCTSAgent,
    RandomAgent,
    mcts,
    play,
    simulate,
)
from tablegames.core.errors import ConfigError

PLAYERS = {"aluette": 4, "ten": 2, "saboteur": 5}


def needed(games: int, p_value: float = 0.001) -> int:
    """The fewest wins out of ``games`` that a fair coin reaches with probability < p_value."""
    tail = 0.0
    for wins in range(games, -1, -1):
        tail += math.comb(games, wins) / 2**games
        if tail >= p_value:
            return wins + 1
    return 0


class Checked:
    """Wraps an agent and checks every move it returns is one of the legal moves offered."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.chosen: list[Any] = []

    def choose(self, view: Any, moves: tuple[Any, ...]) -> Any:
        assert tablegames.legal_moves(view) == moves
        move = self.agent.choose(view, moves)
        assert move in moves
        self.chosen.append(move)
        return move


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_it_plays_whole_games_with_legal_moves_only(game: str) -> None:
    players = PLAYERS[game]
    agents = [
        Checked(MCTSAgent(seat, iterations=6)) if seat % 2 == 0 else RandomAgent(seat)
        for seat in range(players)
    ]
    final = play(tablegames.new_game(game, players=players, seed=5), agents)
    assert tablegames.is_over(final)
    assert all(agent.chosen for agent in agents if isinstance(agent, Checked))


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_the_same_seed_gives_the_same_games(game: str) -> None:
    players = PLAYERS[game]
    search = functools.partial(MCTSAgent, iterations=5)
    agents: list[AgentFactory] = [search, *[RandomAgent] * (players - 1)]
    first = simulate(game, games=2, players=players, agents=agents, seed=11)
    again = simulate(game, games=2, players=players, agents=agents, seed=11)
    assert first == again


def test_the_same_seed_gives_the_same_choices_from_one_view() -> None:
    state = tablegames.new_game("saboteur", players=5, seed=8)
    seat = tablegames.current_player(state)
    assert seat is not None
    seen, moves = tablegames.view(state, seat), tablegames.legal_moves(state)
    choices = {MCTSAgent(3, iterations=20).choose(seen, moves) for _ in range(3)}
    assert len(choices) == 1
    assert choices <= set(moves)


def test_a_time_limit_alone_is_a_budget() -> None:
    agent = MCTSAgent(2, iterations=None, time_limit=0.001)
    final = play(tablegames.new_game("ten", players=2, seed=4), [Checked(agent), RandomAgent(1)])
    assert tablegames.is_over(final)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"iterations": 0}, "iterations must be"),
        ({"iterations": 2.5}, "iterations must be"),
        ({"time_limit": 0}, "time_limit must be"),
        ({"time_limit": True}, "time_limit must be"),
        ({"iterations": None}, "needs a budget"),
        ({"exploration": -1.0}, "exploration must be at least 0"),
        ({"rollout": "greedy"}, "rollout must be one of heuristic, random"),
        ({"others": "random"}, "others must be one of heuristic, search"),
        ({"widening": 0}, "widening must be"),
    ],
)
def test_bad_settings_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        MCTSAgent(1, **options)


def test_plain_uct_settings_play_legally() -> None:
    # Every seat searched in the tree, every move expanded, random rollouts.
    agent = MCTSAgent(4, iterations=8, others="search", widening=None, rollout="random")
    final = play(
        tablegames.new_game("aluette", players=4, seed=2),
        [Checked(agent), RandomAgent(1), Checked(MCTSAgent(5, iterations=8)), RandomAgent(3)],
    )
    assert tablegames.is_over(final)


def swapped_wins(game: str, games: int, search: AgentFactory, opponent: AgentFactory) -> float:
    """TEN and Aluette: the search side in the even seats, then the odd seats (ties: half)."""
    players = PLAYERS[game]
    wins = 0.0
    for side in (0, 1):
        agents = [search if seat % 2 == side else opponent for seat in range(players)]
        for result in simulate(game, games // 2, players, agents, seed=2026).results:
            mine = {seat for seat in range(players) if seat % 2 == side}
            if mine & set(result.winners):
                wins += 0.5 if len(result.winners) > len(mine) else 1.0
    return wins


def paired(
    pairs: int, search: AgentFactory, opponent: AgentFactory, others: AgentFactory
) -> tuple[int, int]:
    """Saboteur: one seat's gold with the search agent, then with ``opponent`` in its place.

    The seat rotates over the seeds; the other seats are ``others`` in both games of a pair.
    Returns the pairs the search agent won and lost (equal gold is neither).
    """
    players = PLAYERS["saboteur"]
    won = lost = 0
    for seat in range(players):
        count = len(range(seat, pairs, players))
        tried = [search if s == seat else others for s in range(players)]
        base = [opponent if s == seat else others for s in range(players)]
        mine = simulate("saboteur", count, players, tried, seed=100 + seat)
        theirs = simulate("saboteur", count, players, base, seed=100 + seat)
        for a, b in zip(mine.results, theirs.results, strict=True):
            won += a.scores[seat] > b.scores[seat]
            lost += a.scores[seat] < b.scores[seat]
    return won, lost


@pytest.mark.parametrize("game", ["aluette", "ten"])
def test_it_beats_random_play(game: str) -> None:
    games = 8
    wins = swapped_wins(game, games, functools.partial(MCTSAgent, iterations=8), RandomAgent)
    assert wins >= needed(games, p_value=0.05), f"{wins} wins out of {games}"


def test_it_beats_random_play_in_saboteur() -> None:
    # Among random seats nobody digs and the saboteurs win whatever one seat does, so the
    # other seats are heuristic agents; a sign test over the pairs with different gold. Most
    # pairs tie (at 12 iterations the search mostly keeps the heuristic's move), so it takes 40
    # pairs for the test to have the power to show the difference.
    search = functools.partial(MCTSAgent, iterations=12)
    won, lost = paired(40, search, RandomAgent, HEURISTIC_AGENTS["saboteur"])
    assert won >= needed(won + lost, p_value=0.05), f"won {won} pairs, lost {lost}"


def strength() -> Any:
    """benchmarks/strength.py, the tournament script, loaded as a module."""
    path = Path(__file__).parent.parent / "benchmarks" / "strength.py"
    spec = importlib.util.spec_from_file_location("strength", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
@pytest.mark.parametrize("game", ["aluette", "ten", "saboteur"])
def test_it_beats_the_heuristic_agent(game: str) -> None:
    # The tournament of the docs' strength table (same seeds and budgets): the lower bound of
    # the 95% score interval of the win rate (ties half; benchmarks/strength.py's
    # score_interval, the sign test's) is above one half.
    bench = strength()
    search = functools.partial(MCTSAgent, iterations=bench.ITERATIONS[game])
    count = bench.DEFAULT_GAMES[game]
    design = bench.paired if game == "saboteur" else bench.swapped
    won, tied = design(game, count, search, HEURISTIC_AGENTS[game], 2)
    low, _ = bench.score_interval(won, tied, count)
    assert low > 0.5, f"won {won}, tied {tied} of {count}: the interval starts at {low:.1%}"


# -- Saboteur: reading roles from acts (an opponent model) ----------------------------------------


def saboteur_decisions(games: int, players: int = 5) -> list[tuple[Any, int]]:
    """(state, seat) at every decision of ``games`` games of heuristic agents."""
    out = []
    for game in range(games):
        state = tablegames.new_game("saboteur", players=players, seed=300 + game)
        agents = [HEURISTIC_AGENTS["saboteur"](game * 10 + s) for s in range(players)]
        while not tablegames.is_over(state):
            seat = tablegames.current_player(state)
            assert seat is not None
            out.append((state, seat))
            moves = tablegames.legal_moves(state)
            state = tablegames.apply(
                state, agents[seat].choose(tablegames.view(state, seat), moves)
            )
    return out


def test_role_reading_keeps_the_rules_role_cards_and_the_viewers_role() -> None:
    # Saboteur rules §2.1: the role cards of the player count, one set aside; the viewer knows
    # its own.
    checked = 0
    for players in (3, 5, 7, 10):
        for state, seat in saboteur_decisions(1, players)[::7]:
            seen = tablegames.view(state, seat)
            posterior = mcts._RolePosterior.of(seen)
            if posterior is None:
                continue
            cards = saboteur.ROLE_CARDS[players]
            for roles, aside in posterior.arrangements:
                assert roles[seat] is seen.role
                everything = [*roles, aside]
                assert everything.count(saboteur.Role.SABOTEUR) == cards.saboteurs
                assert everything.count(saboteur.Role.MINER) == cards.miners
            checked += 1
    assert checked > 20


def test_without_acts_to_read_roles_are_dealt_as_the_rules_deal_them() -> None:
    # At the first turn of a round nobody has acted: no reading, the samples stay uniform.
    state = tablegames.new_game("saboteur", players=5, seed=8)
    seat = tablegames.current_player(state)
    assert seat is not None
    assert mcts._RolePosterior.of(tablegames.view(state, seat)) is None


def test_the_roles_drawn_follow_the_acts_seen() -> None:
    # Heuristic miners dig connected tunnels and saboteurs place dead ends, so after a few turns
    # the most likely arrangement is the true one far more often than a uniform deal's 1 in 10.
    right = total = 0
    for state, seat in saboteur_decisions(3)[::5]:
        if state.phase is not saboteur.Phase.PLAY:
            continue
        posterior = mcts._RolePosterior.of(tablegames.view(state, seat))
        if posterior is None:
            continue
        weights = [b - a for a, b in zip([0.0, *posterior.totals], posterior.totals, strict=False)]
        best = max(range(len(weights)), key=weights.__getitem__)
        right += posterior.arrangements[best][0] == state.roles
        total += 1
    assert total >= 20
    assert right >= 0.8 * total, f"{right} of {total}"


def test_a_neutral_weight_reads_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(view: Any) -> None:
        raise AssertionError("roles read with a neutral weight")

    monkeypatch.setattr(mcts, "_ROLE_EVIDENCE", 1.0)
    monkeypatch.setattr(mcts._RolePosterior, "of", refused)
    state, seat = saboteur_decisions(1)[30]
    moves = tablegames.legal_moves(state)
    assert MCTSAgent(1, iterations=16).choose(tablegames.view(state, seat), moves) in moves


def test_the_score_interval_takes_ties_as_no_evidence() -> None:
    bench = strength()
    # Without ties it is the Wilson interval of the win rate.
    assert bench.score_interval(76, 0, 100) == bench.wilson(76, 100)
    # With ties it is narrower than the Wilson interval of half-wins, around the same rate.
    low, high = bench.score_interval(46, 124, 200)
    wide_low, wide_high = bench.wilson(46 + 124 / 2, 200)
    assert wide_low < low < 0.54 < high < wide_high
    # Only ties: nothing is known beyond the score of one half.
    assert bench.score_interval(0, 10, 10) == (0.5, 0.5)
