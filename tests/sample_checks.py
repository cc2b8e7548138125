"""Shared machinery for the tests of ``sample_state``: playouts, the property check, chi-square.

The property every game's sampler must have, for every view of every reachable state:
``view(sample_state(v, rng), v.player) == v``; the sample passes ``check_invariants``, has an
empty history and a seed drawn from ``rng``, and can be played on to the game's end.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any

import tablegames
from tablegames.aluette.invariants import check_invariants as aluette_invariants
from tablegames.core.rng import MAX_SEED, Rng
from tablegames.saboteur.invariants import check_invariants as saboteur_invariants
from tablegames.ten.invariants import check_state as ten_invariants

#: Each game's state checks, which a sample must pass but for its (empty) history.
WITHOUT_HISTORY: Mapping[str, Callable[..., list[str]]] = {
    "aluette": aluette_invariants,
    "saboteur": saboteur_invariants,
    "ten": ten_invariants,
}

Policy = Callable[[Any, Rng], Any]


def random_move(state: Any, rng: Rng) -> Any:
    """The current player's move, uniformly among its legal moves."""
    return rng.choice(tablegames.legal_moves(state))


def aluette_move(state: Any, rng: Rng) -> Any:
    """A move for Aluette that exercises what the sampler must respect.

    Any seat may signal at any moment (signals are free actions), and the chant is voted for
    four times in five, so that chants, talon cards and discards are common.
    """
    from tablegames import aluette

    if rng.below(3) == 0:
        seat = rng.below(4)
        signals = [m for m in tablegames.legal_moves(state, seat) if isinstance(m, aluette.Signal)]
        if signals:
            return rng.choice(signals)
    moves = [m for m in tablegames.legal_moves(state) if not isinstance(m, aluette.Signal)]
    votes = [m for m in moves if isinstance(m, aluette.VoteChant)]
    if votes:
        agree = rng.below(5) != 0
        return next(m for m in votes if m.agree is agree)
    return rng.choice(moves)


def saboteur_move(state: Any, rng: Rng) -> Any:
    """A move for Saboteur: mostly the heuristic agent's, so that the miners find the gold
    often (gold to share, the choosing phase), else a random one; gold is chosen at random."""
    from tablegames import saboteur
    from tablegames.saboteur import SaboteurAgent

    moves = tablegames.legal_moves(state)
    if state.phase is saboteur.Phase.CHOOSE_GOLD or rng.below(5) == 0:
        return rng.choice(moves)
    seen = tablegames.view(state, state.to_act)
    return SaboteurAgent(rng.below(1 << 30)).choose(seen, moves)


def playout(
    game: str,
    players: int,
    seed: int,
    options: Mapping[str, object] | None = None,
    policy: Policy | None = None,
) -> list[Any]:
    """Every state of one game played to its end with ``policy`` (random moves by default)."""
    if policy is None:
        policy = {"aluette": aluette_move, "saboteur": saboteur_move}.get(game, random_move)
    state = tablegames.new_game(game, players=players, seed=seed, options=options)
    rng = Rng(seed, "playout")
    states = [state]
    while not tablegames.is_over(state):
        state = tablegames.apply(state, policy(state, rng))
        states.append(state)
    return states


def _stage(state: Any) -> tuple[object, ...]:
    """What changes at a round, deal or phase boundary."""
    return tuple(getattr(state, name, None) for name in ("round", "deal", "phase", "turn"))


def positions(states: Sequence[Any], every: int) -> list[Any]:
    """Every ``every``-th state, the first and last, and every state at a stage boundary."""
    chosen = []
    for index, state in enumerate(states):
        boundary = index == 0 or _stage(states[index - 1]) != _stage(state)
        if boundary or index % every == 0 or index == len(states) - 1:
            chosen.append(state)
    return chosen


def check_sample(state: Any, seat: int | None, seed: int) -> Any:
    """Sample from ``seat``'s view of ``state`` and assert the sampler's promises; return it."""
    game = tablegames.GAMES[tablegames.record(state).game]
    seen = tablegames.view(state, seat)
    sample = tablegames.sample_state(seen, seed)
    assert type(sample) is game.state_type
    assert tablegames.view(sample, seat) == seen, f"seat {seat}: the sample's view differs"
    # A sample has no history (the view does not hold the moves): everything else must hold.
    problems = WITHOUT_HISTORY[game.name](sample, with_history=False)
    assert not problems, f"seat {seat}: the sample is inconsistent: {problems}"
    assert sample.history == ()
    assert 0 <= sample.seed <= MAX_SEED
    if seat is not None:
        assert tablegames.legal_moves(sample, seat) == tablegames.legal_moves(state, seat)
    return sample


def play_on(state: Any, seed: int, moves: int | None = None) -> Any:
    """Play random moves from ``state`` (to the end when ``moves`` is None), checking each."""
    game = tablegames.GAMES[tablegames.record(state).game]
    rng = Rng(seed, "play on")
    done = 0
    while not tablegames.is_over(state) and (moves is None or done < moves):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
        done += 1
    assert not WITHOUT_HISTORY[game.name](state, with_history=False)
    return state


# -- chi-square ------------------------------------------------------------------------------------


def _upper_gamma(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x) (Numerical Recipes, 6.2)."""
    if x <= 0.0:
        return 1.0
    if x < a + 1.0:
        term = total = 1.0 / a
        n = a
        while abs(term) > abs(total) * 1e-15:
            n += 1.0
            term *= x / n
            total += term
        return max(0.0, 1.0 - total * math.exp(-x + a * math.log(x) - math.lgamma(a)))
    tiny = 1e-300
    b = x + 1.0 - a
    c = 1.0 / tiny
    d = 1.0 / b
    h = d
    i = 1
    while True:
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        i += 1
        if abs(delta - 1.0) < 1e-15:
            return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def chi_square_p(observed: Mapping[Hashable, int], expected: Mapping[Hashable, float]) -> float:
    """The p-value of Pearson's goodness-of-fit test of counts against probabilities.

    ``expected`` maps every possible outcome to its probability (they sum to 1); an outcome
    observed but not expected fails at once (p = 0).
    """
    if set(observed) - set(expected):
        return 0.0
    total = sum(observed.values())
    statistic = sum(
        (observed.get(key, 0) - total * p) ** 2 / (total * p) for key, p in expected.items()
    )
    return _upper_gamma((len(expected) - 1) / 2.0, statistic / 2.0)


def homogeneity_p(first: Counter[Hashable], second: Counter[Hashable]) -> float:
    """The p-value of the chi-square test that two samples come from one distribution."""
    keys = sorted(set(first) | set(second), key=repr)
    n1, n2 = sum(first.values()), sum(second.values())
    statistic = 0.0
    for key in keys:
        column = first[key] + second[key]
        for count, n in ((first[key], n1), (second[key], n2)):
            expected = column * n / (n1 + n2)
            statistic += (count - expected) ** 2 / expected
    return _upper_gamma((len(keys) - 1) / 2.0, statistic / 2.0)


def tally(values: Iterable[Hashable]) -> Counter[Hashable]:
    """Count the values."""
    return Counter(values)


#: Reject uniformity only below this p-value: with the fixed seeds the tests are deterministic,
#: and the generous threshold keeps a correct sampler from failing by bad luck when seeds change.
ALPHA = 0.001
