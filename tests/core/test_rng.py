"""The seeded generator must give the same numbers forever, on every platform."""

from __future__ import annotations

from collections import Counter

import pytest

from tablegames.core.errors import ConfigError
from tablegames.core.rng import MAX_SEED, Rng, check_seed, fresh_seed


def test_splitmix64_reference_outputs() -> None:
    """The first outputs for seed 1234567 are SplitMix64's published reference values."""
    rng = Rng(1234567)
    assert [rng.next_u64() for _ in range(5)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]


def test_stream_outputs_are_pinned() -> None:
    """Stream derivation is part of the format: changing it would change every game."""
    assert [Rng(7, "deal", 1).next_u64() for _ in range(1)] == [11672262218729499578]
    assert Rng(7, "deal", 1).next_u64() != Rng(7, "deal", 2).next_u64()
    assert Rng(7, "deal").next_u64() != Rng(7).next_u64()


def test_shuffle_is_pinned() -> None:
    assert Rng(2024, "shuffle").shuffle(range(10)) == (2, 6, 1, 7, 0, 3, 9, 5, 8, 4)
    assert Rng(42, "deal", 1).shuffle(range(6)) == (1, 4, 3, 5, 2, 0)


def test_shuffle_returns_a_permutation_and_leaves_input_alone() -> None:
    items = list(range(30))
    shuffled = Rng(9).shuffle(items)
    assert sorted(shuffled) == items
    assert items == list(range(30))
    assert shuffled != tuple(items)


def test_below_stays_in_range_and_covers_it() -> None:
    rng = Rng(3)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert min(counts.values()) > 850  # roughly uniform: 1000 expected per value


def test_below_is_rejection_sampling_over_next_u64() -> None:
    """below() is pinned as "draw next_u64() until it is under the largest multiple of n".

    below() computes the generator's steps inline (it is on every random bot's path); it must
    consume exactly the outputs next_u64() would, rejections included (a bound just over 2**63
    rejects almost half the draws), and leave the generator where next_u64() would.
    """

    def reference(rng: Rng, n: int) -> int:
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = rng.next_u64()
            if value < limit:
                return value % n

    bounds = [1, 2, 3, 6, 7, 52, 100, 1 << 32, (1 << 63) + 1, (1 << 64) - 1, 1 << 64]
    for seed in range(20):
        fast, slow = Rng(seed, "below"), Rng(seed, "below")
        for n in bounds * 3:
            assert fast.below(n) == reference(slow, n)
        assert fast.next_u64() == slow.next_u64()


def test_below_and_choice_refuse_empty_ranges() -> None:
    with pytest.raises(ValueError, match="positive"):
        Rng(1).below(0)
    with pytest.raises(ValueError, match="empty"):
        Rng(1).choice([])


def test_string_keys_are_stable() -> None:
    """String stream keys are hashed with FNV-1a, not hash(), which varies between runs."""
    assert Rng(0, "abc").next_u64() == Rng(0, "abc").next_u64()
    assert Rng(0, "abc").next_u64() != Rng(0, "abd").next_u64()


def test_fresh_seed_is_a_valid_seed() -> None:
    seeds = {fresh_seed() for _ in range(20)}
    assert all(0 <= seed <= MAX_SEED for seed in seeds)
    assert len(seeds) > 1


@pytest.mark.parametrize("bad", [-1, MAX_SEED + 1, 1.5, "7", True, None])
def test_check_seed_refuses_bad_seeds(bad: object) -> None:
    with pytest.raises(ConfigError, match="seed"):
        check_seed(bad)


def test_check_seed_accepts_the_bounds() -> None:
    assert check_seed(0) == 0
    assert check_seed(MAX_SEED) == MAX_SEED


class Index:
    """An integer type that is not int, as numpy.int64 is: it has only ``__index__``."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value

    def __repr__(self) -> str:
        return f"Index({self.value})"


def test_check_seed_takes_any_integer_as_a_plain_int() -> None:
    """A seed from a NumPy generator (anything with ``__index__``) is a seed, and comes back
    a plain int, so the state and its JSON hold an int."""
    seed = check_seed(Index(1826701615))
    assert seed == 1826701615
    assert type(seed) is int


@pytest.mark.parametrize("bad", [Index(-1), Index(MAX_SEED + 1)])
def test_check_seed_still_refuses_integers_out_of_range(bad: object) -> None:
    with pytest.raises(ConfigError, match=r"from 0 to 2\*\*53 - 1"):
        check_seed(bad)


def test_a_generator_takes_any_integer_seed() -> None:
    assert Rng(Index(42), "deal").next_u64() == Rng(42, "deal").next_u64()
    with pytest.raises(ConfigError, match="a seed is an integer"):
        Rng(4.0)  # type: ignore[arg-type]
