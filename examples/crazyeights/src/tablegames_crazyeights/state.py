"""The Crazy Eights options, state and view classes."""

from __future__ import annotations

import enum
from typing import Any

import attrs
from tablegames.core.bases import GameState, GameView
from tablegames.core.errors import ConfigError
from tablegames.core.history import History
from tablegames.core.states import check_bool, check_enum
from tablegames.core.text import shown

from tablegames_crazyeights.cards import MAX_TARGET, Card, Suit
from tablegames_crazyeights.events import CrazyEightsEvent
from tablegames_crazyeights.moves import CrazyEightsMove

__all__ = [
    "CrazyEightsOptions",
    "CrazyEightsState",
    "CrazyEightsView",
    "DrawRule",
    "EmptyStock",
]


class DrawRule(enum.Enum):
    """How much a seat draws (rule 5)."""

    #: Draw one card at a time, as often as wanted, until you can play (default).
    UNTIL_PLAYABLE = "until_playable"
    #: Draw one card a turn; then play a card or pass.
    ONE_THEN_PASS = "one_then_pass"


class EmptyStock(enum.Enum):
    """What happens once the stock is used up (rule 7)."""

    #: Nothing: a seat that can neither play nor draw passes (default).
    PASS = "pass"
    #: The discard pile but its top card is shuffled into a new stock, up to three times a
    #: round; after that, as ``PASS``.
    RESHUFFLE = "reshuffle"


def _check_target(_: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and (type(value) is not int or not 1 <= value <= MAX_TARGET):
        raise ConfigError(
            f"{attribute.name} must be null (a single round) or an integer from 1 to "
            f"{MAX_TARGET}, got {shown(value)}"
        )


@attrs.frozen
class CrazyEightsOptions:
    """Every rule variant of Crazy Eights; the defaults are the rules of RULES.md.

    Attributes:
        draw_rule: How much a seat draws (rule 5): until it can play (default), or one card a
            turn, after which it plays or passes.
        draw_when_able: Whether a seat may draw although it could play (rule 5.3; default true).
            False: a seat that can play must play.
        empty_stock: What happens once the stock is used up (rule 7): seats that cannot play
            pass (default), or the discard pile is reshuffled into a new stock.
        target_score: ``None`` (default): the game is a single round. A number: rounds are
            played until a seat's total reaches it (rule 10); 100 is the usual target.
    """

    draw_rule: DrawRule = attrs.field(
        default=DrawRule.UNTIL_PLAYABLE, validator=check_enum(DrawRule)
    )
    draw_when_able: bool = attrs.field(default=True, validator=check_bool)
    empty_stock: EmptyStock = attrs.field(default=EmptyStock.PASS, validator=check_enum(EmptyStock))
    target_score: int | None = attrs.field(default=None, validator=_check_target)


def _status(round_: int, to_act: int | None) -> str:
    if to_act is None:
        return f"round {round_}, over"
    return f"round {round_}, player {to_act} to play"


# No __weakref__ slot: it lets the rules rebuild a state three times as fast (core.states.evolver).
@attrs.frozen(repr=False, weakref_slot=False)
class CrazyEightsState(
    GameState["CrazyEightsState", CrazyEightsMove, "CrazyEightsView", CrazyEightsEvent]
):
    """A whole game of Crazy Eights at one moment, hands and stock included (keep it secret).

    Attributes:
        players: The number of seats (2 to 5).
        seed: Resolves every shuffle.
        options: The rule variants in force.
        history: Every move applied so far (a read-only sequence).
        events: The events of the current turn, starting with those of the move that began it.
        round: The round being played, counted from 1.
        dealer: The seat that dealt this round.
        to_act: The seat that must act now (``None`` once the game is over).
        hands: Each seat's hand, in canonical card order.
        stock: The face-down stock; its last card is the top.
        discard: The face-up discard pile; its last card is the top.
        suit: The suit to follow: the suit named for an eight on top, else the top card's.
        drawn: How many cards the seat to act has drawn this turn (a count: the cards are in
            its hand).
        passes: How many seats in a row passed because they could neither play nor draw.
        reshuffles: How many times the stock was rebuilt this round (``reshuffle`` variant).
        totals: Each seat's points from the rounds finished so far.
        winners: The winning seats once the game is over, else ``()``.
    """

    # The fields GameState declares as read-only properties: mypy takes a field for one, pyright
    # refuses any variable in a property's place (see the writing-a-game guide).
    players: int  # pyright: ignore[reportIncompatibleMethodOverride]
    seed: int  # pyright: ignore[reportIncompatibleMethodOverride]
    options: CrazyEightsOptions  # pyright: ignore[reportIncompatibleMethodOverride]
    history: History[CrazyEightsMove]  # pyright: ignore[reportIncompatibleMethodOverride]
    events: tuple[CrazyEightsEvent, ...]  # pyright: ignore[reportIncompatibleMethodOverride]
    round: int
    dealer: int
    to_act: int | None
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    discard: tuple[Card, ...]
    suit: Suit
    drawn: int
    passes: int
    reshuffles: int
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def __repr__(self) -> str:
        return f"<CrazyEightsState {_status(self.round, self.to_act)}>"


@attrs.frozen(repr=False)
class CrazyEightsView(GameView[CrazyEightsState, CrazyEightsMove, CrazyEightsEvent]):
    """What one seat (or a spectator, ``player=None``) may see of a Crazy Eights game.

    The fields are those of :class:`CrazyEightsState` less the seed, the history, the other
    hands (only their sizes) and the stock (only its size).

    Attributes:
        player: The viewer's seat, or ``None`` for a spectator.
        players: The number of seats.
        options: The rule variants in force.
        round: The round being played.
        dealer: The seat that dealt this round.
        to_act: The seat that must act now (``None`` once the game is over).
        hand: The viewer's hand (empty for a spectator).
        hand_sizes: How many cards each seat holds.
        stock_size: How many cards are left in the stock.
        discard: The discard pile, face up; its last card is the top.
        suit: The suit to follow.
        drawn: How many cards the seat to act has drawn this turn (a count: the cards are in
            its hand).
        passes: How many seats in a row passed because they could neither play nor draw.
        reshuffles: How many times the stock was rebuilt this round.
        totals: Each seat's points from the rounds finished so far.
        winners: The winning seats once the game is over, else ``()``.
        events: The events of the current turn that the viewer may see.
    """

    # player and events are GameView's read-only properties (see CrazyEightsState).
    player: int | None  # pyright: ignore[reportIncompatibleMethodOverride]
    players: int
    options: CrazyEightsOptions
    round: int
    dealer: int
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    discard: tuple[Card, ...]
    suit: Suit
    drawn: int
    passes: int
    reshuffles: int
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    events: tuple[CrazyEightsEvent, ...]  # pyright: ignore[reportIncompatibleMethodOverride]

    def __repr__(self) -> str:
        viewer = "a spectator" if self.player is None else f"player {self.player}"
        return f"<CrazyEightsView of {viewer}, {_status(self.round, self.to_act)}>"
