"""A heuristic Aluette agent."""

from __future__ import annotations

from tablegames.aluette.cards import SEATS, TOP_CARDS, Rank
from tablegames.aluette.moves import (
    AluetteMove,
    AnnounceMordienne,
    AnswerConcession,
    DiscardCard,
    OfferConcession,
    PlayCard,
    Signal,
    SignalKind,
    VoteChant,
)
from tablegames.aluette.rules import partner, team, trick_winner
from tablegames.aluette.state import AluetteView
from tablegames.core.hooks import check_view
from tablegames.core.rng import Rng, fresh_seed

__all__ = ["AluetteAgent"]

#: The signal for each top card, best card first.
_TOP_CARD_SIGNALS = tuple(
    zip(
        (
            SignalKind.MONSIEUR,
            SignalKind.MADAME,
            SignalKind.BORGNE,
            SignalKind.VACHE,
        ),
        TOP_CARDS,
        strict=True,
    )
)


class AluetteAgent:
    """A sensible Aluette player: wins cheaply, spoils when that helps, signals its best card.

    * Chant: a chanter votes for the chant; the others accept it unless their hand is strong.
    * Discards: the lowest card.
    * Play: when the partner is winning the trick, play low; otherwise win with the cheapest card
      that beats the trick, or spoil an opponent's trick by tying it, or throw the lowest card.
      Lead the highest card if it is a luette-class winner, else the lowest.
    * Signals: once per deal, show the partner the best top card held (or the aces).
    * Surrender and announced mordienne: never offers to concede, accepts a concession, never
      announces mordienne (its cheap-win play does not aim for a late run).

    Args:
        seed: Breaks ties between equally good moves reproducibly.
    """

    def __init__(self, seed: int | None = None) -> None:
        self._rng = Rng(fresh_seed() if seed is None else seed, "aluette-agent")

    def choose(self, view: AluetteView, moves: tuple[AluetteMove, ...]) -> AluetteMove:
        """Pick a move for the seat of ``view`` (an :class:`~tablegames.aluette.AluetteView`).

        The agent is bound to no seat (its seed is no seat): it plays for the seat of whichever
        view it is given, as :class:`~tablegames.agents.MCTSAgent` does.

        Raises:
            NotAGameObjectError: if ``view`` is not an AluetteView (a state, say).
            SeatError: if ``view`` is a spectator's, or ``moves`` are not all its seat's (the
                legal moves of another seat than the view's, say), as MCTSAgent refuses them.
            ConfigError: if ``moves`` is empty.
        """
        check_view(self, view, AluetteView, moves)
        seat = moves[0].player  # the view's seat, as an int (moves is never empty)
        signal = self._signal(view, moves)
        if signal is not None:
            return signal
        turn = [m for m in moves if not isinstance(m, Signal)]
        if not turn:
            return self._rng.choice(moves)
        first = turn[0]
        if isinstance(first, VoteChant):
            strong = sum(1 for c in view.hand if c.strength >= 11)
            chanter = seat in ((view.dealer + 1) % SEATS, view.dealer, partner(view.dealer))
            return VoteChant(seat, chanter or strong < 3)
        if isinstance(first, DiscardCard):
            options = [m for m in turn if isinstance(m, DiscardCard)]
            return min(options, key=lambda m: m.card.strength)
        if isinstance(first, OfferConcession):
            return OfferConcession(seat, False)
        if isinstance(first, AnswerConcession):
            return AnswerConcession(seat, True)
        if isinstance(first, AnnounceMordienne):
            return AnnounceMordienne(seat, False)
        plays = [m for m in turn if isinstance(m, PlayCard)]
        return self._play(view, plays)

    def _signal(self, view: AluetteView, moves: tuple[AluetteMove, ...]) -> AluetteMove | None:
        if any(s.player == view.player for s in view.signals):
            return None
        signals = [m for m in moves if isinstance(m, Signal)]
        for kind, card in _TOP_CARD_SIGNALS:
            if card in view.hand:
                return next((m for m in signals if m.kind is kind), None)
        aces = sum(1 for c in view.hand if c.rank is Rank.ACE)
        return next((m for m in signals if m.kind is SignalKind.ACES and m.count == aces), None)

    def _play(self, view: AluetteView, plays: list[PlayCard]) -> AluetteMove:
        seat = plays[0].player
        by_strength = sorted(plays, key=lambda m: m.card.strength)
        lowest = by_strength[0]
        if not view.trick:
            best = by_strength[-1]
            return best if best.card.strength >= 15 else lowest
        top = max(c.strength for c in view.trick)
        winning_seat = trick_winner(view.leader, view.trick)
        last = len(view.trick) == SEATS - 1
        partner_winning = winning_seat is not None and team(winning_seat) == team(seat)
        if partner_winning and (last or top >= 15):
            return lowest
        beating = [m for m in by_strength if m.card.strength > top]
        if beating:
            return beating[0]
        tying = [m for m in by_strength if m.card.strength == top]
        if tying and winning_seat is not None and not partner_winning:
            return tying[0]  # spoil the opponents' trick
        return lowest
