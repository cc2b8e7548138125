"""Text pictures of Aluette states and views, for terminals and logs."""

from __future__ import annotations

from tablegames.aluette.cards import Card, Rank, Suit
from tablegames.aluette.state import AluetteState, AluetteView, GameEnd, Phase

__all__ = ["render", "short"]

_RANK = {Rank.ACE: "A", Rank.JACK: "J", Rank.CAVALIER: "C", Rank.KING: "K"}
_SUIT = {Suit.COINS: "co", Suit.CUPS: "cu", Suit.SWORDS: "sw", Suit.BATONS: "ba"}
_PHASE = {
    Phase.CHANT_VOTE: "chant vote",
    Phase.DISCARD: "chant discards",
    Phase.CONCESSION: "concession offers",
    Phase.CONCESSION_ANSWER: "concession answer",
    Phase.ANNOUNCE: "mordienne announcements",
    Phase.PLAY: "play",
    Phase.OVER: "game over",
}


def short(card: Card) -> str:
    """A compact label: rank (A, 2-9, J, C, K) and suit (co, cu, sw, ba), e.g. ``3co``."""
    return _RANK.get(card.rank, str(int(card.rank))) + _SUIT[card.suit]


def render(obj: AluetteState | AluetteView) -> str:
    """A deal in a few lines: score, phase, each seat's hand (or its size), the tricks."""
    deals = "/5" if obj.options.game_end is GameEnd.FIVE_DEALS else ""
    lines = [
        f"Aluette, deal {obj.deal + 1}{deals}, dealer seat {obj.dealer}. "
        f"Points: seats 0+2 {obj.team_points[0]}, seats 1+3 {obj.team_points[1]}.",
    ]
    status = _PHASE[obj.phase]
    if obj.phase is Phase.PLAY:
        status += f", trick {len(obj.tricks) + 1}/9"
    if obj.to_act is not None:
        status += f", seat {obj.to_act} to act"
    if obj.chanters:
        status += f"; chanters {obj.chanters[0]} and {obj.chanters[1]}"
    if obj.announcer is not None:
        status += f"; seat {obj.announcer} announced mordienne"
    lines.append(status[0].upper() + status[1:] + ".")
    won = [sum(1 for t in obj.tricks if t.winner == seat) for seat in range(4)]
    for seat in range(4):
        if isinstance(obj, AluetteState):
            held = " ".join(short(c) for c in obj.hands[seat])
        elif seat == obj.player:
            held = " ".join(short(c) for c in obj.hand)
        else:
            held = f"{obj.hand_sizes[seat]} cards"
        mark = " (you)" if isinstance(obj, AluetteView) and seat == obj.player else ""
        lines.append(f"  seat {seat}{mark}: {held or '-'}  [tricks {won[seat]}]")
    if obj.tricks:
        history = " ".join("X" if t.winner is None else str(t.winner) for t in obj.tricks)
        lines.append(f"  Tricks won by (X = spoiled): {history}")
    if obj.trick:
        played = ", ".join(
            f"seat {(obj.leader + i) % 4} {short(card)}" for i, card in enumerate(obj.trick)
        )
        lines.append(f"  This trick: {played}")
    return "\n".join(lines)
