"""Saboteur's search hooks (tablegames.saboteur.search): the gold reward, the paired
comparison, and the reading of roles from acts (an opponent model)."""

from __future__ import annotations

import functools
from typing import Any

import pytest

import tablegames
from tablegames import saboteur
from tablegames.agents import MCTSAgent, RandomAgent, heuristic_factory
from tablegames.saboteur import search
from tablegames.saboteur.search import RolePosterior, SaboteurSearch
from tests.search_checks import decisions, needed, paired

PLAYERS = 5


def saboteur_decisions(games: int, players: int = PLAYERS) -> list[tuple[Any, int]]:
    """(state, seat) at every decision of ``games`` games of heuristic agents."""
    return decisions("saboteur", players, games, heuristic_factory("saboteur"))


@pytest.mark.strength
def test_it_beats_random_play() -> None:
    # Among random seats nobody digs and the saboteurs win whatever one seat does, so the
    # other seats are heuristic agents; a sign test over the pairs with different gold. Most
    # pairs tie (at 12 iterations the search mostly keeps the heuristic's move), so it takes 40
    # pairs for the test to have the power to show the difference.
    agent = functools.partial(MCTSAgent, iterations=12)
    won, lost = paired("saboteur", PLAYERS, 40, agent, RandomAgent, heuristic_factory("saboteur"))
    assert won >= needed(won + lost, p_value=0.05), f"won {won} pairs, lost {lost}"


def test_the_reward_is_the_gold_won_in_the_round() -> None:
    """Rules §6: gold is shared out at the end of a round; a reward of 1 is four nuggets."""
    hooks = SaboteurSearch()
    assert hooks.method == "paired"
    state = tablegames.new_game("saboteur", players=PLAYERS, seed=3)
    agents = [heuristic_factory("saboteur")(seat) for seat in range(PLAYERS)]
    start = state
    while hooks.segment(state) == hooks.segment(start):
        seat = tablegames.current_player(state)
        assert seat is not None
        moves = tablegames.legal_moves(state)
        state = tablegames.apply(state, agents[seat].choose(tablegames.view(state, seat), moves))
    gained = [
        b - a for a, b in zip(tablegames.scores(start), tablegames.scores(state), strict=True)
    ]
    assert any(gained)
    assert hooks.rewards(start, state) == tuple(min(1.0, g / search.GOLD_SCALE) for g in gained)


def test_role_reading_keeps_the_rules_role_cards_and_the_viewers_role() -> None:
    # Saboteur rules §2.1: the role cards of the player count, one set aside; the viewer knows
    # its own.
    checked = 0
    for players in (3, 5, 7, 10):
        for state, seat in saboteur_decisions(1, players)[::7]:
            seen = tablegames.view(state, seat)
            posterior = RolePosterior.of(seen)
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
    state = tablegames.new_game("saboteur", players=PLAYERS, seed=8)
    seat = tablegames.current_player(state)
    assert seat is not None
    assert RolePosterior.of(tablegames.view(state, seat)) is None


def test_the_roles_drawn_follow_the_acts_seen() -> None:
    # Heuristic miners dig connected tunnels and saboteurs place dead ends, so after a few turns
    # the most likely arrangement is the true one far more often than a uniform deal's 1 in 10.
    right = total = 0
    for state, seat in saboteur_decisions(3)[::5]:
        if state.phase is not saboteur.Phase.PLAY:
            continue
        posterior = RolePosterior.of(tablegames.view(state, seat))
        if posterior is None:
            continue
        weights = [b - a for a, b in zip([0.0, *posterior.totals], posterior.totals, strict=False)]
        best = max(range(len(weights)), key=weights.__getitem__)
        right += posterior.arrangements[best][0] == state.roles
        total += 1
    assert total >= 20
    assert right >= 0.8 * total, f"{right} of {total}"


def test_the_samples_keep_the_view_and_draw_roles_from_the_reading() -> None:
    """The sampler's states give the seat its own view back (sampling guide), with roles
    among the posterior's arrangements."""
    state, seat = next(
        (s, seat)
        for s, seat in saboteur_decisions(1)[20:]
        if RolePosterior.of(tablegames.view(s, seat)) is not None
    )
    seen = tablegames.view(state, seat)
    posterior = RolePosterior.of(seen)
    assert posterior is not None
    arrangements = {roles for roles, _ in posterior.arrangements}
    draw = SaboteurSearch().sampler(seen)
    rng = tablegames.core.rng.Rng(4, "samples")
    for _ in range(10):
        sample = draw(rng)
        assert tablegames.view(sample, seat) == seen
        assert sample.roles in arrangements


def test_a_neutral_weight_reads_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(view: Any) -> None:
        raise AssertionError("roles read with a neutral weight")

    monkeypatch.setattr(search, "_ROLE_EVIDENCE", 1.0)
    monkeypatch.setattr(RolePosterior, "of", refused)
    state, seat = saboteur_decisions(1)[30]
    moves = tablegames.legal_moves(state)
    assert MCTSAgent(1, iterations=16).choose(tablegames.view(state, seat), moves) in moves
