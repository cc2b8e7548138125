"""Aluette for reinforcement learning: the observation encoder and the action index.

Seats in the observation are relative to the viewer: slot 0 is the viewer, 1 the opponent to
its left, 2 its partner, 3 the opponent to its right. Cards are numbered in the order of
:data:`tablegames.aluette.DECK` (suit by suit: coins, cups, swords, batons; ace to king).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import attrs

try:
    import numpy as np
    import numpy.typing as npt
except ModuleNotFoundError as missing:  # pragma: no cover - depends on the installation
    from tablegames.extras import extra_missing_error

    raise extra_missing_error("tablegames.aluette.rl", "rl", missing) from missing

from tablegames.aluette import (
    DECK,
    AluetteMove,
    AluetteView,
    AnnounceMordienne,
    AnswerConcession,
    DealDealt,
    DiscardCard,
    OfferConcession,
    OwnCardDiscarded,
    Phase,
    PlayCard,
    Signal,
    SignalKind,
    VoteChant,
)
from tablegames.aluette.cards import ACE_COUNTS, CHANT_CARDS, HAND_SIZE, SEATS
from tablegames.rl.actions import TableIndex
from tablegames.rl.encoding import Encoder
from tablegames.rl.layout import Layout

__all__ = [
    "ACTION_LAYOUT",
    "DEFAULT_PLAYERS",
    "ENCODER",
    "OBSERVATION_LAYOUT",
    "SIGNAL_ACTIONS",
    "AluetteEncoder",
    "actions",
    "aluette_actions",
]

_CARDS = len(DECK)
_CARD_NUMBER = {card: i for i, card in enumerate(DECK)}
_PHASES = tuple(Phase)
#: The signals as actions, in :class:`~tablegames.aluette.SignalKind` order, the aces signal
#: once per count: ``(kind, count)`` pairs.
SIGNAL_ACTIONS: tuple[tuple[SignalKind, int | None], ...] = tuple(
    (kind, count)
    for kind in SignalKind
    for count in (ACE_COUNTS if kind is SignalKind.ACES else (None,))
)
_SIGNAL_NUMBER = {pair: i for i, pair in enumerate(SIGNAL_ACTIONS)}
_TRICKS = HAND_SIZE
_MAX_HAND = HAND_SIZE + CHANT_CARDS
_TALON = len(DECK) - SEATS * HAND_SIZE
#: Team points are divided by this (the length of Rebour's game) and clipped to 1.
POINTS_SCALE = 10
#: The deal number is divided by this (five deals in the standard game) and clipped to 1.
DEALS_SCALE = 5

#: What each slice of an Aluette observation holds.
OBSERVATION_LAYOUT = Layout.of(
    ("hand", _CARDS, "1 for each card held (card order of ``aluette.DECK``)"),
    ("my_discards", _CARDS, "1 for each card the viewer discarded face down in this deal"),
    (
        "played",
        SEATS * _CARDS,
        "4 blocks of 48, by relative seat: 1 for each card that seat played to a completed "
        "trick of this deal",
    ),
    (
        "trick",
        SEATS * _CARDS,
        "4 blocks of 48, by relative seat: the card that seat played to the current trick",
    ),
    (
        "trick_winners",
        _TRICKS * (SEATS + 1),
        "9 blocks of 5, one per completed trick of this deal in order: one-hot over the "
        "winner's relative seat (0-3) or 4 for a spoiled trick",
    ),
    ("tricks_won", SEATS, "tricks won in this deal by each relative seat, divided by 9"),
    ("hand_sizes", SEATS, "cards held by each relative seat, divided by 15"),
    ("talon_size", 1, "cards in the talon, divided by 12"),
    ("discard_counts", SEATS, "face-down chant discards of each relative seat, divided by 6"),
    ("phase", len(_PHASES), "one-hot phase: " + ", ".join(p.value for p in _PHASES)),
    ("to_act", SEATS, "one-hot relative seat to act (all 0 once the game is over)"),
    ("dealer", SEATS, "one-hot relative seat of the dealer"),
    ("leader", SEATS, "one-hot relative seat leading the current trick"),
    (
        "votes",
        SEATS * 2,
        "4 pairs, by relative seat: (voted for the chant, voted against) in this deal",
    ),
    ("chanters", SEATS, "1 for each relative seat that received the talon"),
    ("offer", SEATS, "one-hot relative seat that offered to concede (surrender variant)"),
    ("announcer", SEATS, "one-hot relative seat that announced mordienne (Rebour's variant)"),
    (
        "signals_deal",
        SEATS * len(SIGNAL_ACTIONS),
        "4 blocks of 14, by relative seat: 1 for each signal (as numbered in the action "
        "index's ``signal`` segment) that seat made in this deal and the viewer saw",
    ),
    (
        "signals_trick",
        SEATS * len(SIGNAL_ACTIONS),
        "the same, for the signals made during the current trick",
    ),
    (
        "team_points",
        2,
        f"points of the viewer's team, then of the other team, divided by {POINTS_SCALE}",
    ),
    ("deal", 1, f"the deal number counted from 0, divided by {DEALS_SCALE}"),
)

_OFFSET = {segment.name: segment.start for segment in OBSERVATION_LAYOUT}


class AluetteEncoder(Encoder):
    """Encodes an :class:`~tablegames.aluette.AluetteView` (see :data:`OBSERVATION_LAYOUT`)."""

    game = "aluette"
    layout = OBSERVATION_LAYOUT

    def _fill(self, out: npt.NDArray[np.float32], view: AluetteView, seat: int) -> None:
        o = _OFFSET
        relative = [(other - seat) % SEATS for other in range(SEATS)]

        def rel(other: int) -> int:
            return relative[other % SEATS]

        for card in view.hand:
            out[o["hand"] + _CARD_NUMBER[card]] = 1
        for card in _own_discards(view.events, seat):
            out[o["my_discards"] + _CARD_NUMBER[card]] = 1
        won = [0] * SEATS
        for k, trick in enumerate(view.tricks[:_TRICKS]):
            for i, card in enumerate(trick.cards):
                player = rel(trick.leader + i)
                out[o["played"] + player * _CARDS + _CARD_NUMBER[card]] = 1
            if trick.winner is None:
                out[o["trick_winners"] + k * (SEATS + 1) + SEATS] = 1
            else:
                winner = rel(trick.winner)
                won[winner] += 1
                out[o["trick_winners"] + k * (SEATS + 1) + winner] = 1
        for i, card in enumerate(view.trick):
            player = rel(view.leader + i)
            out[o["trick"] + player * _CARDS + _CARD_NUMBER[card]] = 1
        for other in range(SEATS):
            r = rel(other)
            out[o["tricks_won"] + r] = won[r] / _TRICKS
            out[o["hand_sizes"] + r] = view.hand_sizes[other] / _MAX_HAND
            out[o["discard_counts"] + r] = view.discard_counts[other] / CHANT_CARDS
        out[o["talon_size"]] = view.talon_size / _TALON
        out[o["phase"] + _PHASES.index(view.phase)] = 1
        if view.to_act is not None:
            out[o["to_act"] + rel(view.to_act)] = 1
        out[o["dealer"] + rel(view.dealer)] = 1
        out[o["leader"] + rel(view.leader)] = 1
        for k, agree in enumerate(view.votes[:SEATS]):
            voter = rel(view.dealer + 1 + k)  # votes go round from the dealer's left
            out[o["votes"] + 2 * voter + (0 if agree else 1)] = 1
        for chanter in view.chanters:
            out[o["chanters"] + rel(chanter)] = 1
        if view.offer is not None:
            out[o["offer"] + rel(view.offer)] = 1
        if view.announcer is not None:
            out[o["announcer"] + rel(view.announcer)] = 1
        current = len(view.tricks)
        signals = len(SIGNAL_ACTIONS)
        for made in view.signals:
            number = _SIGNAL_NUMBER.get((made.kind, made.count))
            if number is None:  # pragma: no cover - the rules refuse other counts
                continue
            block = rel(made.player) * signals + number
            out[o["signals_deal"] + block] = 1
            if made.trick == current:
                out[o["signals_trick"] + block] = 1
        mine = seat % 2
        out[o["team_points"]] = view.team_points[mine] / POINTS_SCALE
        out[o["team_points"] + 1] = view.team_points[1 - mine] / POINTS_SCALE
        out[o["deal"]] = view.deal / DEALS_SCALE


def _own_discards(events: tuple[Any, ...], seat: int) -> list[Any]:
    """The cards ``seat`` discarded in the current deal, read from its private events."""
    cards: list[Any] = []
    for event in events:
        if type(event) is DealDealt:
            cards.clear()
        elif type(event) is OwnCardDiscarded and event.player == seat:
            cards.append(event.card)
    return cards


# -- the action index -----------------------------------------------------------------------------

_ANSWERS: tuple[tuple[str, type[Any], str], ...] = (
    ("vote_chant", VoteChant, "vote for the chant, vote against"),
    ("offer_concession", OfferConcession, "offer to concede, decline to offer"),
    ("answer_concession", AnswerConcession, "accept the concession, refuse it"),
    ("announce_mordienne", AnnounceMordienne, "announce mordienne, pass"),
)

#: The Aluette action numbers, segment by segment.
ACTION_LAYOUT = Layout.of(
    ("play_card", _CARDS, "play the card numbered as in ``aluette.DECK``"),
    ("discard_card", _CARDS, "discard that card face down (chanters, after the chant)"),
    *((name, 2, f"{answers}, in this order") for name, _, answers in _ANSWERS),
    (
        "signal",
        len(SIGNAL_ACTIONS),
        "the signals in ``SignalKind`` order (monsieur, madame, borgne, vache, grand neuf, "
        "petit neuf, deux de chêne, deux d'écrit, aces x1, x2, x3, x4, weak hand, mordienne)",
    ),
)


_PLAY = ACTION_LAYOUT["play_card"].start
_DISCARD = ACTION_LAYOUT["discard_card"].start
_SIGNAL = ACTION_LAYOUT["signal"].start
_ANSWER_START: dict[type, int] = {answer: ACTION_LAYOUT[name].start for name, answer, _ in _ANSWERS}


def _answer(make: Callable[[int, bool], AluetteMove], yes: bool) -> Callable[[int], AluetteMove]:
    def build(seat: int) -> AluetteMove:
        return make(seat, yes)

    return build


class _AluetteIndex(TableIndex[AluetteMove]):
    """The Aluette index, finding numbers from the moves' fields (faster than hashing moves)."""

    def index(self, move: Any) -> int | None:
        """The number of ``move``, made by its own ``player``; ``None`` if it has none."""
        player = move.player
        if type(player) is not int or not 0 <= player < self.players:
            return None
        kind = type(move)
        if kind is PlayCard:
            number = _CARD_NUMBER.get(move.card)
            return None if number is None else _PLAY + number
        if kind is Signal:
            number = _SIGNAL_NUMBER.get((move.kind, move.count))
            return None if number is None else _SIGNAL + number
        if kind is DiscardCard:
            number = _CARD_NUMBER.get(move.card)
            return None if number is None else _DISCARD + number
        answer = _ANSWER_START.get(kind)
        if answer is None:
            return None
        yes = getattr(move, attrs.fields(kind)[1].name)
        return None if type(yes) is not bool else answer + (0 if yes else 1)


def aluette_actions(players: int = SEATS) -> TableIndex[AluetteMove]:
    """The Aluette action index (see :data:`ACTION_LAYOUT`); ``players`` is always 4."""
    makers: list[Callable[[int], AluetteMove | None]] = []
    makers += [partial(PlayCard, card=card) for card in DECK]
    makers += [partial(DiscardCard, card=card) for card in DECK]
    for _, answer, _ in _ANSWERS:
        makers += [_answer(answer, True), _answer(answer, False)]
    makers += [partial(Signal, kind=kind, count=count) for kind, count in SIGNAL_ACTIONS]
    return _AluetteIndex("aluette", players, ACTION_LAYOUT, makers)


# -- what tablegames.rl reads (the game's rl_module) -------------------------------------------

#: The observation encoder of the game's environments.
ENCODER = AluetteEncoder
#: The action index at a number of seats.
actions = aluette_actions
#: The seats of an environment made without a player count.
DEFAULT_PLAYERS = 4
