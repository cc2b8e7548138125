"""Confidence intervals for tournament results: the Wilson score interval of a win rate.

:class:`~tablegames.agents.SimulationSummary` gives each seat's and each agent's win rate with
it, and ``benchmarks/strength.py`` measures the search agent with it.
"""

from __future__ import annotations

import math
import numbers

from tablegames.core.errors import ConfigError
from tablegames.core.rng import as_integer

__all__ = ["wilson_interval"]

#: The standard normal quantile of a two-sided 95% interval.
Z_95 = 1.959964


def wilson_interval(wins: float, games: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a win rate: 95% by default.

    Unlike the normal approximation (rate ± z·standard error) it stays within 0 and 1 and
    keeps its coverage near a rate of 0 or 1 and for few games, as tournaments of bots have.

    >>> from tablegames.agents import wilson_interval
    >>> low, high = wilson_interval(30, 40)
    >>> f"{low:.3f} {high:.3f}"
    '0.598 0.858'
    >>> wilson_interval(0, 0)
    (0.0, 1.0)

    Args:
        wins: The games won, from 0 to ``games``; may be fractional (a tie counted as half a
            win).
        games: The games played, a whole number (any integer type); with none, the interval
            is the whole of 0 to 1.
        z: The normal quantile of the confidence wanted (2.575829 for 99%), above 0.

    Returns:
        The interval's lower and upper bounds, between 0 and 1.

    Raises:
        ConfigError: if ``games`` is not a whole number of at least 0, ``wins`` is not a number
            from 0 to ``games``, or ``z`` is not a positive number (a negative one put the
            lower bound above the upper, and more wins than games failed on a square root).
    """
    played = as_integer(games)
    if played is None or played < 0:
        raise ConfigError(f"games must be a whole number of at least 0, got {games!r}")
    if not _is_number(wins) or not 0 <= wins <= played:
        raise ConfigError(f"wins must be a number from 0 to games ({played}), got {wins!r}")
    if not _is_number(z) or not 0 < z < math.inf:
        raise ConfigError(f"z must be a positive number, got {z!r}")
    games = played
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    denominator = 1 + z * z / games
    return (max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator))


def _is_number(value: object) -> bool:
    """Whether ``value`` is a real number of any type (a NumPy float or integer), not a bool:
    the agents' settings and the statistics read numbers so."""
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


del annotations
