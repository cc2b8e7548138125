"""Confidence intervals for tournament results: the Wilson score interval of a win rate.

:class:`~tablegames.agents.SimulationSummary` gives each seat's and each agent's win rate with
it, and ``benchmarks/strength.py`` measures the search agent with it.
"""

from __future__ import annotations

import math

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
        wins: The games won; may be fractional (a tie counted as half a win).
        games: The games played; with none, the interval is the whole of 0 to 1.
        z: The normal quantile of the confidence wanted (2.575829 for 99%).

    Returns:
        The interval's lower and upper bounds, between 0 and 1.
    """
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    denominator = 1 + z * z / games
    return (max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator))


del annotations
