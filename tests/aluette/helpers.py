"""Building small Aluette situations for rules tests."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from tablegames import aluette
from tablegames.aluette import AluetteOptions, AluetteState, Card, Phase, Rank, Suit
from tablegames.aluette.cards import DECK, DECK_ORDER

SUITS = {"co": Suit.COINS, "cu": Suit.CUPS, "sw": Suit.SWORDS, "ba": Suit.BATONS}
RANKS = {"A": Rank.ACE, "J": Rank.JACK, "C": Rank.CAVALIER, "K": Rank.KING}


def card(label: str) -> Card:
    """A card from its short label: ``"3co"`` is the 3 of coins, ``"Cba"`` a cavalier."""
    rank = RANKS.get(label[0]) or Rank(int(label[0]))
    return Card(rank, SUITS[label[1:]])


def cards(labels: str) -> tuple[Card, ...]:
    return tuple(card(label) for label in labels.split())


def fresh(seed: int = 1, **options: object) -> AluetteState:
    return aluette.new_game(seed=seed, options=AluetteOptions(**options))  # type: ignore[arg-type]


def playing(
    hands: Sequence[str],
    *,
    leader: int = 1,
    seed: int = 1,
    tricks: tuple[aluette.Trick, ...] = (),
    **options: object,
) -> AluetteState:
    """A state in the play phase of deal 1 (dealer seat 0) with the given hands.

    Cards the hands do not use go to the talon (the chant refused), so every card is still
    accounted for exactly once.
    """
    held = [cards(hand) if hand else () for hand in hands]
    used = {c for hand in held for c in hand} | {c for t in tricks for c in t.cards}
    talon = tuple(c for c in DECK if c not in used)
    return attrs.evolve(
        fresh(seed, **options),
        phase=Phase.PLAY,
        hands=tuple(tuple(sorted(hand, key=DECK_ORDER.__getitem__)) for hand in held),
        talon=talon,
        leader=leader,
        to_act=leader,
        tricks=tricks,
        votes=(False,),
    )


def play_trick(state: AluetteState, labels: str) -> AluetteState:
    """Play one card per seat from the leader on."""
    for label in labels.split():
        state = aluette.apply(state, aluette.PlayCard(state.to_act, card(label)))  # type: ignore[arg-type]
    return state


SEAT_LETTERS = {"N": 0, "E": 1, "S": 2, "W": 3, "X": None}


def deal_through(
    sequence: str, *, base: AluetteState | None = None, seed: int = 1, **options: object
) -> AluetteState:
    """Play a whole deal whose tricks are won as ``sequence`` says, and return the next state.

    ``sequence`` uses Pagat's notation (rules §7): N, E, S, W are seats 0, 1, 2, 3 (N-S are team 0)
    and X a spoiled trick. Tricks 1-8 are built directly; trick 9 is played through ``apply``, so
    the deal is scored by the rules code. ``base`` supplies the deal number, dealer, points,
    results and options (default: deal 1 of a fresh game with ``options``).
    """
    if base is None:
        base = fresh(seed, **options)
    winners = [SEAT_LETTERS[letter] for letter in sequence]
    remaining = sorted(DECK, key=lambda c: -c.strength)
    leader = (base.dealer + 1) % 4
    built: list[tuple[int, tuple[Card, ...], int | None]] = []
    for winner in winners:
        if winner is None:
            top = next(
                c for c in remaining if sum(1 for d in remaining if d.strength == c.strength) > 1
            )
            high = [c for c in remaining if c.strength == top.strength][:2]
        else:
            high = [remaining[0]]
        for c in high:
            remaining.remove(c)
        low = remaining[-(4 - len(high)) :]
        del remaining[-(4 - len(high)) :]
        order = [*high, *low]  # by seat offset from the winner (or from the leader if spoiled)
        first = winner if winner is not None else leader
        by_seat = {(first + i) % 4: c for i, c in enumerate(order)}
        built.append((leader, tuple(by_seat[(leader + i) % 4] for i in range(4)), winner))
        leader = leader if winner is None else winner
    tricks = tuple(aluette.Trick(lead, trick, win) for lead, trick, win in built[:-1])
    last_leader, last_cards, _ = built[-1]
    hands = ["", "", "", ""]
    for i, c in enumerate(last_cards):
        hands[(last_leader + i) % 4] = _label(c)
    state = playing(hands, leader=last_leader, tricks=tricks)
    state = attrs.evolve(
        state,
        seed=base.seed,
        options=base.options,
        deal=base.deal,
        dealer=base.dealer,
        team_points=base.team_points,
        results=base.results,
        announcer=base.announcer,
    )
    return play_trick(state, " ".join(_label(c) for c in last_cards))


def _label(c: Card) -> str:
    rank = {v: k for k, v in RANKS.items()}.get(c.rank, str(int(c.rank)))
    return rank + {v: k for k, v in SUITS.items()}[c.suit]
