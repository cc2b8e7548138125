"""Sampling hidden information: a full state consistent with what one seat sees.

A search bot that plays from a view (information-set MCTS, determinized search) needs whole
states to simulate, and may only use what its seat knows. :func:`tablegames.sample_state`
turns a view into such a state: everything the viewer sees is kept, everything hidden from it
(other hands, the order of the draw pile, roles, face-down goals and discards) is drawn at
random among the possibilities the rules leave open, and the seed is fresh, so future shuffles
are new too.

The kernel knows no game: each game supplies the sampler as the optional ``sample_state`` method
of its :class:`~tablegames.Game` object, and this module dispatches on the view's type.

What every game's sampler promises, for every view ``v`` of every reachable state:

* ``view(sample_state(v, rng), v.player) == v``;
* the sample passes the game's ``check_invariants`` and is playable (``legal_moves`` and
  ``apply`` work from it, to the game's end);
* its ``seed`` is fresh (drawn from ``rng``), so draws after the current moment are resampled;
* its ``history`` is empty: the view does not hold the moves that led to it, so the sample has
  no past. ``replay(record(sample))`` does *not* give the sample back (it starts a new game from
  the sample's seed), and ``from_dict(to_dict(sample), verify_history=True)`` refuses it. A
  sample is a state to search from, not a game record;
* its event log is the view's: public events and the viewer's own private ones. The other
  seats' private events (their deals, draws, face-down discards) are not invented, so another
  seat's view of the sample has a shorter log than a real state would give it;
* nothing of the real hidden state can reach it, because the sampler reads only the view: two
  states that differ only in what the viewer cannot see give equal views, hence equally
  distributed samples (the same sample for the same ``rng`` seed).
"""

from __future__ import annotations

from typing import Any

from tablegames.core.errors import ConfigError, NotAGameObjectError
from tablegames.core.game import missing_hook
from tablegames.core.registry import game_for
from tablegames.core.rng import MAX_SEED, Rng, as_integer, check_seed

__all__ = ["fresh_seed_from", "sample_state", "sampling_rng"]


def sampling_rng(rng: Rng | int) -> Rng:
    """The generator a sampler draws from: ``rng`` itself, or a new one seeded with the int.

    Raises:
        ConfigError: if ``rng`` is neither an :class:`~tablegames.core.rng.Rng` nor a seed from
            0 to 2**53 - 1.
    """
    if isinstance(rng, Rng):
        return rng
    if as_integer(rng) is None:
        raise ConfigError(
            f"rng must be a tablegames.core.rng.Rng or an integer seed, got {type(rng).__name__}"
        )
    return Rng(check_seed(rng), "sample")


def fresh_seed_from(rng: Rng) -> int:
    """A seed for the sampled state, drawn from ``rng`` (so future chance is resampled too)."""
    return rng.below(MAX_SEED + 1)


def sample_state(view: object, rng: Rng | int) -> Any:
    """Return a full state consistent with ``view``, its hidden parts drawn at random.

    The viewer's own secrets and everything public are kept; what the viewer cannot see is drawn
    uniformly among the possibilities the rules leave open, under the assumption that the other
    seats' choices tell nothing about their hidden cards. Each game's page of the sampling guide
    says exactly what is drawn and how.

    Args:
        view: A view of any game: a seat's view, or a spectator's (``player=None``), for whom
            everything hidden from everybody is drawn.
        rng: A :class:`~tablegames.core.rng.Rng`, which is advanced (call again for another
            sample), or an integer seed (0 to 2**53 - 1): the same seed and view always give the
            same sample.

    Returns:
        A state of the view's game with ``view(state, view.player) == view``, a fresh seed and
        an empty history (see the module documentation: a sample cannot be replayed).

    Raises:
        NotAGameObjectError: if ``view`` is not a view of a registered game (a state, say).
        ConfigError: if ``rng`` is not a generator or a seed, or the game has no sampler.
        FormatError: if no state of the game gives this view (a tampered view).

    >>> import tablegames
    >>> from tablegames.core.sample import sample_state
    >>> state = tablegames.new_game("ten", players=3, seed=1)
    >>> seen = tablegames.view(state, 0)
    >>> sample = sample_state(seen, 7)
    >>> tablegames.view(sample, 0) == seen, len(sample.history)
    (True, 0)
    """
    game = game_for(view)
    if game is None or not isinstance(view, game.view_type):
        raise NotAGameObjectError(f"sample_state() needs a view, got {type(view).__name__}")
    generator = sampling_rng(rng)
    sampler = getattr(game, "sample_state", None)
    if sampler is None:  # a game object written without the optional method
        raise ConfigError(
            missing_hook(game.name, "sample_state", "does not sample states from views")
        )
    return sampler(view, generator)
