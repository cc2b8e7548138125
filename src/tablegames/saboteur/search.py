"""How :class:`~tablegames.agents.MCTSAgent` searches Saboteur: a round ahead, moves compared.

* The search looks ahead to the end of the round and rewards the gold the seat won in it.
* Decisions are made by the search's paired comparison (``method = "paired"``, see
  :mod:`tablegames.agents.mcts`) instead of the tree: the gold of one round is noisy and a
  choice holds up to a hundred placements, so a few moves played out on the same samples are
  told apart better than a tree's many.
* The samples read the roles from the round's acts: the rules deal the role cards uniformly, but
  a seat that dug connected tunnels is likely a miner and one that placed dead ends likely a
  saboteur. Each act that the heuristic agents make in one role only (a connected tunnel, a map,
  a repair of another seat, a rockfall on a dead end: miners; a dead end, a rockfall on a
  tunnel, breaking the tools of a seat that never blocked: saboteurs) makes the arrangements of
  roles that agree with it eight times likelier (:class:`RolePosterior`), and the samples draw
  the roles from these weights. Nothing is ruled out, so a seat that plays unlike the heuristic
  agents only weakens the reading.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Callable
from typing import Any, Literal

import attrs

from tablegames.core.hooks import SearchHooks
from tablegames.core.rng import Rng
from tablegames.saboteur import rules
from tablegames.saboteur.cards import PATHS, ROLE_CARDS, Role
from tablegames.saboteur.events import (
    GoalInspected,
    PathCleared,
    PathPlaced,
    ToolBroken,
    ToolRepaired,
)
from tablegames.saboteur.moves import SaboteurMove
from tablegames.saboteur.sample import sample_state
from tablegames.saboteur.state import Phase, SaboteurState, SaboteurView

__all__ = ["RolePosterior", "SaboteurSearch", "role_leaning"]

#: A reward of 1 is this much gold won in a round.
GOLD_SCALE = 4.0
# How many times likelier an act is for the role that the heuristic agents play it in (a
# connected tunnel, a map, a repair of another seat: miners; a dead end, a rockfall on a tunnel,
# a broken tool of a seat that never blocked: saboteurs). 1 ignores acts.
_ROLE_EVIDENCE = 8.0


class SaboteurSearch(SearchHooks):
    """The search hooks of Saboteur (its :attr:`Game.search_hooks
    <tablegames.Game.search_hooks>`), for one agent."""

    #: Decisions are made by the paired comparison.
    method: Literal["tree", "paired"] = "paired"

    def segment(self, state: SaboteurState) -> int:
        """The round."""
        return int(state.round)

    def rewards(self, start: SaboteurState, end: SaboteurState) -> tuple[float, ...]:
        """The gold won since ``start``, a quarter per nugget, at most 1."""
        gains = [a - b for a, b in zip(rules.scores(end), rules.scores(start), strict=True)]
        return tuple(min(1.0, gain / GOLD_SCALE) for gain in gains)

    def searched(self, moves: tuple[SaboteurMove, ...]) -> bool:
        """Every decision."""
        return True

    def searchable(self, moves: tuple[SaboteurMove, ...]) -> tuple[SaboteurMove, ...]:
        """Every move."""
        return moves

    def sampler(self, view: SaboteurView) -> Callable[[Rng], Any]:
        """Samples of ``view`` whose roles are drawn from what the seats did this round.

        The weights (:class:`RolePosterior`) are read once here and live only while this
        decision is searched.
        """
        roles = RolePosterior.of(view) if _ROLE_EVIDENCE != 1 else None

        def draw(rng: Rng) -> SaboteurState:
            state = sample_state(view, rng)
            if roles is not None:
                drawn, set_aside = roles.draw(rng)
                network = state.network
                state = attrs.evolve(state, roles=drawn, set_aside=set_aside)
                state = state.with_network(network)
            return state

        return draw


class RolePosterior:
    """The other seats' roles, weighed by what they did this round (an opponent model).

    The prior is the rules': the role cards not the viewer's, dealt uniformly, so every
    arrangement of them over the other seats and the card set aside is equally likely. Each
    act the heuristic agents make in one role only (see :func:`role_leaning`) makes the
    arrangements that give its seat that role ``_ROLE_EVIDENCE`` times likelier; the samples
    then draw the roles from these weights instead of uniformly. No act is ruled out: a seat
    that plays unlike the heuristic agents only weakens the reading.

    Attributes:
        arrangements: Every arrangement of the roles: each seat's, and the card set aside.
        totals: The running sums of their weights, in the same order.
    """

    __slots__ = ("arrangements", "totals")

    def __init__(
        self,
        arrangements: list[tuple[tuple[Role, ...], Role]],
        totals: list[float],
    ) -> None:
        self.arrangements = arrangements
        self.totals = totals

    @classmethod
    def of(cls, view: SaboteurView) -> RolePosterior | None:
        """The posterior for ``view``, or ``None`` when roles are known or nothing was done."""
        if view.phase is not Phase.PLAY or view.role is None or view.player is None:
            return None
        leaning = role_leaning(view)
        if not any(leaning.values()):
            return None
        players = len(view.hand_sizes)
        cards = ROLE_CARDS[players]
        saboteurs = cards.saboteurs - (view.role is Role.SABOTEUR)
        slots = [seat for seat in range(players) if seat != view.player] + [-1]  # -1: set aside
        arrangements = []
        totals: list[float] = []
        total = 0.0
        powers = []  # each arrangement's weight is _ROLE_EVIDENCE to this power
        for chosen in itertools.combinations(range(len(slots)), saboteurs):
            power = 0
            for index, seat in enumerate(slots):
                lean = leaning.get(seat, 0)
                power += -lean if index in chosen else lean
            role_of = [
                Role.SABOTEUR if index in chosen else Role.MINER for index in range(len(slots))
            ]
            by_seat = dict(zip(slots, role_of, strict=True))
            roles = tuple(
                view.role if seat == view.player else by_seat[seat] for seat in range(players)
            )
            arrangements.append((roles, by_seat[-1]))
            powers.append(power)
        top = max(powers)  # weights relative to the likeliest, which cannot overflow
        for power in powers:
            total += _ROLE_EVIDENCE ** (power - top)
            totals.append(total)
        return cls(arrangements, totals)

    def draw(self, rng: Rng) -> tuple[tuple[Role, ...], Role]:
        """One arrangement of roles (each seat's, and the card set aside), by its weight."""
        target = (rng.next_u64() >> 11) / float(1 << 53) * self.totals[-1]
        return self.arrangements[
            min(bisect.bisect_right(self.totals, target), len(self.totals) - 1)
        ]


def role_leaning(view: SaboteurView) -> dict[int, int]:
    """Per seat but the viewer: its acts this round that heuristic miners make, less those of
    saboteurs."""
    leaning: dict[int, int] = {}
    blocked: set[int] = set()  # seats that placed a dead end
    broke: dict[int, set[int]] = {}  # seat -> the seats that broke its tools
    for event in view.events:
        if type(event) is PathPlaced:
            lean = 1 if PATHS[event.card].connected else -1
            if lean < 0:
                blocked.add(event.player)
        elif type(event) is PathCleared:
            lean = -1 if PATHS[event.card].connected else 1
            if lean < 0:
                blocked.add(event.player)  # a cleared tunnel blocks the way as a dead end does
        elif type(event) is GoalInspected:
            lean = 1
        elif type(event) is ToolRepaired:
            lean = 1 if event.target != event.player else 0
        elif type(event) is ToolBroken:
            # A miner breaks only a seat that blocked the way or broke its own tools.
            suspects = broke.setdefault(event.player, set())
            lean = 0 if event.target in blocked or event.target in suspects else -1
            broke.setdefault(event.target, set()).add(event.player)
        else:
            continue
        if lean:
            leaning[event.player] = leaning.get(event.player, 0) + lean
    if view.player is not None:
        leaning.pop(view.player, None)
    return leaning
