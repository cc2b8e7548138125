"""The generic ``sample_state``: dispatch, its ``rng`` argument, errors, and what a sample is.

The games' own sampler tests (``tests/<game>/test_sample.py``) check each game's property and
distributions; here: what holds for every game alike.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import tablegames
from tablegames import ConfigError, FormatError, NotAGameObjectError
from tablegames.core.rng import MAX_SEED, Rng
from tablegames.core.sample import sample_state
from tests.games import BUILT_IN
from tests.sample_checks import playout

GAMES = list(BUILT_IN)
PLAYERS = {"aluette": 4, "saboteur": 5, "ten": 3}


def mid_game(game: str, seed: int = 3) -> Any:
    states = playout(game, PLAYERS[game], seed)
    return states[len(states) // 2]


@pytest.mark.parametrize("game", GAMES)
def test_generic_function_dispatches_to_the_game(game: str) -> None:
    state = mid_game(game)
    seen = tablegames.view(state, 1)
    sample = tablegames.sample_state(seen, 5)
    assert type(sample) is type(state)
    assert tablegames.view(sample, 1) == seen
    module = getattr(tablegames, game)
    assert module.sample_state(seen, 5) == sample
    assert tablegames.GAMES[game].sample_state(seen, Rng(5, "sample")) == sample


@pytest.mark.parametrize("game", GAMES)
def test_an_int_seed_gives_the_same_sample_every_time(game: str) -> None:
    seen = tablegames.view(mid_game(game), 0)
    assert sample_state(seen, 11) == sample_state(seen, 11)
    assert sample_state(seen, 11) != sample_state(seen, 12)


@pytest.mark.parametrize("game", GAMES)
def test_a_generator_is_advanced_so_each_call_draws_anew(game: str) -> None:
    seen = tablegames.view(mid_game(game), 0)
    rng = Rng(4)
    first, second = sample_state(seen, rng), sample_state(seen, rng)
    assert first != second
    again = Rng(4)
    assert (sample_state(seen, again), sample_state(seen, again)) == (first, second)


@pytest.mark.parametrize("game", GAMES)
def test_the_seed_is_fresh_so_future_chance_is_resampled(game: str) -> None:
    state = mid_game(game)
    seen = tablegames.view(state, 0)
    seeds = {sample_state(seen, n).seed for n in range(20)}
    assert len(seeds) == 20
    assert state.seed not in seeds
    assert all(0 <= seed <= MAX_SEED for seed in seeds)


@pytest.mark.parametrize("game", GAMES)
def test_a_sample_has_no_history_and_cannot_be_replayed(game: str) -> None:
    """The view does not hold the moves that led to it: a sample's history is empty, its record
    replays to a new game, and loading it refuses it: a document's history must lead to its
    state, so samples are for search in memory, not for storage."""
    state = mid_game(game)
    sample = sample_state(tablegames.view(state, 0), 1)
    assert sample.history == ()
    assert tablegames.record(sample).moves == ()
    assert tablegames.replay(tablegames.record(sample)) != sample
    with pytest.raises(FormatError, match=r"is not what its own history gives|inconsistent"):
        tablegames.from_json(tablegames.to_json(sample), verify_history=True)
    if game == "ten":
        # TEN's cheap checks find nothing wrong with a history-less state: loading keeps it.
        assert tablegames.from_json(tablegames.to_json(sample)) == sample
    else:
        # Aluette and Saboteur check the history against the state: loading refuses samples.
        with pytest.raises(FormatError, match="inconsistent"):
            tablegames.from_json(tablegames.to_json(sample))


@pytest.mark.parametrize("game", GAMES)
def test_twin_states_give_the_same_samples(game: str) -> None:
    """Nothing of the real hidden state reaches a sample: a twin (the same state with what the
    seat cannot see reshuffled, from the rules) gives the same view, hence the same sample for
    the same seed, and the sample does not copy the real hidden cards."""
    found = tablegames.GAMES[game]
    state = mid_game(game)
    for seat in [None, *range(state.players)]:
        twin = found.twin(state, seat, 99)
        assert twin != state or game == "ten"
        for seed in range(3):
            assert sample_state(tablegames.view(twin, seat), seed) == sample_state(
                tablegames.view(state, seat), seed
            )


@pytest.mark.parametrize("game", GAMES)
def test_a_spectator_view_is_sampled_whole(game: str) -> None:
    """A spectator knows only what is public: everything hidden from everybody is drawn."""
    state = mid_game(game)
    seen = tablegames.view(state, None)
    samples = [sample_state(seen, n) for n in range(10)]
    assert all(tablegames.view(s, None) == seen for s in samples)
    assert len(set(samples)) == 10


def test_a_state_is_not_a_view() -> None:
    state = mid_game("ten")
    with pytest.raises(NotAGameObjectError, match="sample_state\\(\\) needs a view"):
        sample_state(state, 1)
    with pytest.raises(NotAGameObjectError):
        sample_state([1, 2], 1)


@pytest.mark.parametrize("rng", [-1, MAX_SEED + 1, 1.5, "7", True, None])
def test_bad_rng_arguments(rng: Any) -> None:
    seen = tablegames.view(mid_game("ten"), 0)
    with pytest.raises(ConfigError):
        sample_state(seen, rng)


def test_a_game_without_a_sampler(toy: Any) -> None:
    state = tablegames.new_game("toy", players=2, seed=1)
    with pytest.raises(
        ConfigError,
        match=r"does not sample states from views: its Game object does not define "
        r"sample_state \(see the 'Writing a game' guide\)",
    ):
        sample_state(tablegames.view(state, 0), 1)


def test_the_protocol_default_refuses() -> None:
    """A Game subclass that does not define sample_state inherits a refusal."""

    class Plain(tablegames.Game[Any, Any, Any, Any]):
        name = "plain"

    with pytest.raises(
        ConfigError, match=r"'plain' does not sample .* does not define sample_state"
    ):
        Plain().sample_state(object(), Rng(1))


@pytest.mark.parametrize("game", GAMES)
def test_a_tampered_view_is_refused(game: str) -> None:
    """A view no state gives (a card too many in sight) raises FormatError, not a crash."""
    seen = tablegames.view(mid_game(game), 0)
    if game == "aluette":
        bad = attrs.evolve(seen, talon_size=seen.talon_size + 1)
    else:
        bad = attrs.evolve(seen, draw_pile_size=seen.draw_pile_size + 1)
    with pytest.raises(FormatError, match=r"no .* state gives this view"):
        sample_state(bad, 1)


def test_an_integer_type_that_is_not_int_is_a_seed() -> None:
    """As numpy.int64 is: sample_state(view, np.int64(7)) samples as with 7."""
    from tests.core.test_rng import Index

    seen = tablegames.view(mid_game("ten"), 0)
    assert sample_state(seen, Index(7)) == sample_state(seen, 7)
