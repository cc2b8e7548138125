"""How :class:`~tablegames.agents.MCTSAgent` searches Aluette: deal by deal, partners together.

* The search looks ahead to the end of the deal and rewards the team's points won in it minus
  the other team's (partners share a reward).
* Signals are free actions of any seat at almost any time: in the tree they would multiply
  every node by the signals of four seats, so the search considers only the other moves.
* With ``trust_signals`` (the default) the agent signals as the heuristic agent does (its best
  top card, once a deal) and samples as if every signal it saw were true (as the heuristic
  agents' are, and its partner's); after the first signal proven false it trusts none. Without
  it, it never signals and ignores signals (the rules let a signal lie).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from tablegames.aluette import rules
from tablegames.aluette.moves import AluetteMove, Signal
from tablegames.aluette.sample import sample_state
from tablegames.aluette.state import AluetteState, AluetteView
from tablegames.core.errors import TableGamesError
from tablegames.core.hooks import Agent, SearchHooks
from tablegames.core.rng import Rng

__all__ = ["AluetteSearch"]


class AluetteSearch(SearchHooks):
    """The search hooks of Aluette (its :attr:`Game.search_hooks <tablegames.Game.search_hooks>`),
    for one agent.

    Args:
        trust_signals: Signal as the heuristic agent does and sample as if the signals seen
            were true, until one is proven false. ``MCTSAgent(hooks=functools.partial(
            AluetteSearch, trust_signals=False))`` searches without trusting any.

    Attributes:
        trust_signals: Whether the agent still trusts signals (false after the first lie).
    """

    def __init__(self, *, trust_signals: bool = True) -> None:
        self.trust_signals = trust_signals is True

    def segment(self, state: AluetteState) -> int:
        """The deal."""
        return int(state.deal)

    def rewards(self, start: AluetteState, end: AluetteState) -> tuple[float, ...]:
        """Half plus half the lead of the seat's team in points won since ``start``, within 0
        and 1 (the same for partners)."""
        gains = [a - b for a, b in zip(rules.scores(end), rules.scores(start), strict=True)]
        lead = gains[0] - gains[1]  # team of seats 0 and 2 over the team of 1 and 3
        return tuple(
            min(1.0, max(0.0, 0.5 + (lead if seat % 2 == 0 else -lead) / 2))
            for seat in range(len(gains))
        )

    def searched(self, moves: tuple[AluetteMove, ...]) -> bool:
        """Every decision."""
        return True

    def searchable(self, moves: tuple[AluetteMove, ...]) -> tuple[AluetteMove, ...]:
        """All but the signals (unless only signals remain)."""
        kept = tuple(m for m in moves if not isinstance(m, Signal))
        return kept or moves

    def before_search(
        self, view: AluetteView, moves: tuple[AluetteMove, ...], heuristic: Agent
    ) -> AluetteMove | None:
        """While trusting signals: the heuristic agent's signal, if it would signal now (a
        partner that trusts signals learns from it)."""
        if not self.trust_signals:
            return None
        signal: AluetteMove = heuristic.choose(view, moves)
        return signal if isinstance(signal, Signal) else None

    def sampler(self, view: AluetteView) -> Callable[[Rng], Any]:
        """Samples of ``view`` with an empty event log; while trusting signals, sampled as if
        the rules made signals truthful (the first sample that cannot be ends the trust)."""

        def draw(rng: Rng) -> AluetteState:
            if self.trust_signals and not view.options.truthful_signals:
                # Sample as if the rules made signals truthful, then restore the real options.
                options = attrs.evolve(view.options, truthful_signals=True)
                try:
                    state = sample_state(attrs.evolve(view, options=options), rng)
                except TableGamesError:  # some signal was a lie: trust none from now on
                    self.trust_signals = False
                else:
                    return attrs.evolve(state, options=view.options, events=())
            # The rules only append to the event log; an empty one makes every view computed in
            # the search cheaper.
            return attrs.evolve(sample_state(view, rng), events=())

        return draw
