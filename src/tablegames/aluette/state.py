"""The Aluette state, options and view classes."""

from __future__ import annotations

import enum

import attrs

from tablegames.aluette.cards import HAND_SIZE, Card
from tablegames.aluette.events import AluetteEvent, Signalled
from tablegames.aluette.moves import AluetteMove
from tablegames.core.bases import GameState, GameView
from tablegames.core.errors import ConfigError
from tablegames.core.history import History
from tablegames.core.states import check_bool, check_enum, fast_init

__all__ = [
    "AluetteOptions",
    "AluetteState",
    "AluetteView",
    "ChantRecipients",
    "DealResult",
    "GameEnd",
    "Phase",
    "SignalVisibility",
    "Tiebreak",
    "Trick",
]


class ChantRecipients(enum.Enum):
    """Who receives the talon in the chant (rules §5, ruling A-9)."""

    #: The dealer's left-hand neighbour and the dealer (the seed; default).
    LEFT_AND_DEALER = "left_and_dealer"
    #: The dealer's left-hand neighbour and the dealer's partner (the traditional French variant).
    LEFT_AND_PARTNER = "left_and_partner"


class GameEnd(enum.Enum):
    """When the game ends (rules §7, ruling A-21)."""

    #: After five deals, the first dealer dealing twice (the seed; default).
    FIVE_DEALS = "five_deals"
    #: After the deal in which a team reaches 5 points (the traditional French target).
    FIRST_TO_5 = "first_to_5"
    #: After the deal in which a team reaches 10 points (the length of Rebour's variant).
    FIRST_TO_10 = "first_to_10"


class Tiebreak(enum.Enum):
    """What a tied final score means under five deals (ruling A-22)."""

    #: A tied game is drawn and every seat is a winner (default).
    NONE = "none"
    #: Deal again, the deal rotating as usual, until a deal is won.
    EXTRA_DEALS = "extra_deals"


class SignalVisibility(enum.Enum):
    """Who sees a signal (rules §8)."""

    #: Everybody sees every signal, as gestures are visible at a real table (default).
    PUBLIC = "public"
    #: Only the partner sees it; a house variant with a risk-free private channel.
    PARTNER_ONLY = "partner_only"


def _check_min_run(_: object, __: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 1 <= value <= 9:
        raise ConfigError(f"mordienne_min_run must be an integer from 1 to 9, got {value!r}")


def _check_signal_cap(_: object, __: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or not 0 <= value <= 99:
        raise ConfigError(f"max_signals_per_deal must be an integer from 0 to 99, got {value!r}")


@attrs.frozen
class AluetteOptions:
    """Every rule variant of Aluette; the defaults are the standard rules of the seed.

    Attributes:
        chant: Whether the chant (the optional exchange) is offered; it still needs a unanimous
            vote each deal.
        chant_recipients: Who receives the talon when the chant is agreed.
        strict_keep_highest: Teaching mode: a chanter must discard their lowest cards.
        mordienne: Whether mordienne (winning the deal with an unbroken run of tricks ending at
            the last trick, none before it) scores 2 points instead of 1.
        mordienne_min_run: The shortest run that counts as mordienne, from 1 to 9 tricks.
        mordienne_requires_prior_trick: When true, the run must not start at the first trick (a
            9-trick sweep is then not mordienne), so it is at most 8 tricks long and a new
            game refuses ``mordienne_min_run=9`` with it
            (:meth:`~tablegames.aluette.AluetteOptions.meaningless`).
        game_end: Five deals (default), or the first team to 5 points, or to 10 points.
        tiebreak: Whether a tied score after five deals is a draw or is settled by extra deals
            (dealt until a deal is won); a new game has it only with ``game_end=five_deals``,
            since a game to a target is never tied
            (:meth:`~tablegames.aluette.AluetteOptions.meaningless`).
        signals: Whether the signal vocabulary may be used at all.
        signal_visibility: Public (default) or partner-only signals.
        truthful_signals: Signals must be true of the signaller's current hand.
        max_signals_per_deal: How many signals each seat may make per deal, from 0 to 99;
            besides, each kind at most once per seat per trick.
        surrender: Pagat's variant: before the first lead a seat may offer to concede the deal;
            accepted, the opponents score 1; refused, the opponents must make mordienne (2 points)
            or the conceding team scores 2.
        announced_mordienne: Guy Rebour's rule: before the first lead each seat in turn may
            announce mordienne. Only an announced mordienne scores 2 (an unannounced one scores
            as a plain win), and an announcer who misses it gives the opponents 2 points. Needs
            ``mordienne`` and excludes ``surrender``;
            :meth:`~tablegames.aluette.AluetteOptions.rebour` gives the whole variant.
    """

    chant: bool = attrs.field(default=True, validator=check_bool)
    chant_recipients: ChantRecipients = attrs.field(
        default=ChantRecipients.LEFT_AND_DEALER,
        validator=check_enum(ChantRecipients),
    )
    strict_keep_highest: bool = attrs.field(default=False, validator=check_bool)
    mordienne: bool = attrs.field(default=False, validator=check_bool)
    mordienne_min_run: int = attrs.field(default=1, validator=_check_min_run)
    mordienne_requires_prior_trick: bool = attrs.field(default=False, validator=check_bool)
    game_end: GameEnd = attrs.field(default=GameEnd.FIVE_DEALS, validator=check_enum(GameEnd))
    tiebreak: Tiebreak = attrs.field(default=Tiebreak.NONE, validator=check_enum(Tiebreak))
    signals: bool = attrs.field(default=True, validator=check_bool)
    signal_visibility: SignalVisibility = attrs.field(
        default=SignalVisibility.PUBLIC, validator=check_enum(SignalVisibility)
    )
    truthful_signals: bool = attrs.field(default=False, validator=check_bool)
    max_signals_per_deal: int = attrs.field(default=5, validator=_check_signal_cap)
    surrender: bool = attrs.field(default=False, validator=check_bool)
    announced_mordienne: bool = attrs.field(default=False, validator=check_bool)

    def meaningless(self) -> list[str]:
        """Why these options, though each is valid, would mean nothing together: a new game
        refuses them (Aluette's :meth:`~tablegames.Game.check_new_game`); a game made before
        that still reads and replays, as it played.

        >>> from tablegames.aluette import AluetteOptions, GameEnd, Tiebreak
        >>> options = AluetteOptions(tiebreak=Tiebreak.EXTRA_DEALS, game_end=GameEnd.FIRST_TO_5)
        >>> options.meaningless()
        ['tiebreak=extra_deals needs game_end=five_deals: a game to first_to_5 ends when a team \
reaches its target, never tied']
        """
        found = []
        # A run under the prior-trick rule leaves the first trick out, so it is a trick short of a
        # deal; a longer minimum would switch mordienne off without saying so.
        longest = HAND_SIZE - 1
        if self.mordienne_requires_prior_trick and self.mordienne_min_run > longest:
            found.append(
                f"mordienne_min_run={self.mordienne_min_run} cannot be met with "
                f"mordienne_requires_prior_trick=True: the run may not start at the first "
                f"trick, so it is at most {longest} of the {HAND_SIZE} tricks"
            )
        if self.tiebreak is not Tiebreak.NONE and self.game_end is not GameEnd.FIVE_DEALS:
            # Rules §7: a game to a target stops when a team reaches it, and no tie is possible.
            found.append(
                f"tiebreak={self.tiebreak.value} needs game_end=five_deals: a game to "
                f"{self.game_end.value} ends when a team reaches its target, never tied"
            )
        return found

    def __attrs_post_init__(self) -> None:
        if self.announced_mordienne and not self.mordienne:
            raise ConfigError(
                "announced_mordienne needs mordienne=True: it changes how mordienne scores "
                "(AluetteOptions.rebour() sets the whole of Rebour's variant)"
            )
        if self.announced_mordienne and self.surrender:
            raise ConfigError(
                "announced_mordienne and surrender cannot be combined: both commit a team to "
                "mordienne with their own scoring"
            )

    @classmethod
    def rebour(cls, **changes: object) -> AluetteOptions:
        """Guy Rebour's variant: mordienne on and announced before the first lead, game to 10.

        Any other option may be given as a keyword, e.g. ``AluetteOptions.rebour(chant=False)``.

        >>> from tablegames.aluette import AluetteOptions
        >>> AluetteOptions.rebour().game_end
        <GameEnd.FIRST_TO_10: 'first_to_10'>
        """
        settings: dict[str, object] = {
            "mordienne": True,
            "announced_mordienne": True,
            "game_end": GameEnd.FIRST_TO_10,
            **changes,
        }
        return cls(**settings)  # type: ignore[arg-type]


class Phase(enum.Enum):
    """What the current deal is waiting for."""

    CHANT_VOTE = "chant_vote"
    DISCARD = "discard"
    CONCESSION = "concession"
    CONCESSION_ANSWER = "concession_answer"
    ANNOUNCE = "announce"
    PLAY = "play"
    OVER = "over"


@fast_init
@attrs.frozen
class Trick:
    """A completed trick: its leader, its cards in play order, its winner (``None``: spoiled).

    Attributes:
        leader: The seat that led the trick.
        cards: The four cards, in play order from the leader on.
        winner: The seat that won the trick, or ``None`` when a tie for the highest card spoiled it.
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int | None


@fast_init
@attrs.frozen
class DealResult:
    """How a deal ended.

    Attributes:
        dealer: Who dealt it.
        winner: The seat that won the deal (most tricks, earliest to reach that count), or
            ``None`` when every trick was spoiled or the deal was conceded.
        team: The team (0: seats 0 and 2, 1: seats 1 and 3) that scored, or ``None``.
        points: The points that team scored (0, 1 or 2).
        mordienne: Whether the winner made mordienne.
        conceded: Whether the deal ended by an accepted concession (surrender variant).
        announcer: Announced-mordienne option: the seat that announced mordienne, if any.
    """

    dealer: int
    winner: int | None
    team: int | None
    points: int
    mordienne: bool
    conceded: bool
    announcer: int | None = None


#: What the seat to act does in each phase, for the reprs.
_TO_DO = {
    Phase.CHANT_VOTE: "to vote on the chant",
    Phase.DISCARD: "to discard",
    Phase.CONCESSION: "to concede or play on",
    Phase.CONCESSION_ANSWER: "to answer the concession",
    Phase.ANNOUNCE: "to announce mordienne or not",
    Phase.PLAY: "to play",
}


def _status(deal: int, phase: Phase, tricks: int, to_act: int | None) -> str:
    """``deal 2, trick 5, player 1 to play``, counted from 1 as :func:`render` counts."""
    if phase is Phase.OVER or to_act is None:
        return f"deal {deal + 1}, over"
    trick = f", trick {tricks + 1}" if phase is Phase.PLAY else ""
    return f"deal {deal + 1}{trick}, player {to_act} {_TO_DO.get(phase, 'to act')}"


# No __weakref__ slot: it lets the rules rebuild a state three times as fast (core.states.evolver).
@attrs.frozen(repr=False, weakref_slot=False)
class AluetteState(GameState["AluetteState", AluetteMove, "AluetteView", AluetteEvent]):
    """A whole game of Aluette at one moment, secrets included (keep it on the server).

    Seats are numbered after the partnership draw: seat 0 is the first dealer, and partners sit
    opposite, so the teams are seats {0, 2} (team 0) and {1, 3} (team 1).

    Attributes:
        players: Always 4.
        seed: Resolves every shuffle.
        options: The rule variants in force.
        history: Every move applied so far.
        events: The full event log (private events included).
        positions: Seat ``i`` sat at table position ``positions[i]`` before the partnership draw.
        deal: The current deal, counted from 0.
        dealer: The current dealer.
        phase: What the deal is waiting for.
        to_act: The seat that must act now (``None`` once the game is over).
        hands: Each seat's cards, in deck order.
        talon: The undealt cards, face down (all 12 when the chant was refused).
        discards: Each seat's chant discards, face down.
        votes: The chant votes of this deal, in order.
        chanters: The seats that received the talon (``()`` without a chant).
        offer: Surrender variant: the seat that offered to concede this deal, if any.
        announcer: Announced-mordienne option: the seat that announced mordienne this deal.
        leader: Who leads the current trick.
        trick: The cards played to the current trick, from the leader on.
        tricks: The completed tricks of this deal.
        signals: The signals made in this deal.
        team_points: Points of team 0 (seats 0, 2) and team 1 (seats 1, 3).
        results: The result of each finished deal.
    """

    players: int
    seed: int
    options: AluetteOptions
    history: History[AluetteMove]
    events: tuple[AluetteEvent, ...]
    positions: tuple[int, ...]
    deal: int
    dealer: int
    phase: Phase
    to_act: int | None
    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    discards: tuple[tuple[Card, ...], ...]
    votes: tuple[bool, ...]
    chanters: tuple[int, ...]
    offer: int | None
    announcer: int | None
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    signals: tuple[Signalled, ...]
    team_points: tuple[int, int]
    results: tuple[DealResult, ...]

    def __repr__(self) -> str:
        return f"<AluetteState {_status(self.deal, self.phase, len(self.tricks), self.to_act)}>"


@attrs.frozen(repr=False)
class AluetteView(GameView[AluetteState, AluetteMove, AluetteEvent]):
    """What one seat (or a spectator, ``player=None``) may see of an Aluette game.

    It holds the viewer's own hand and everything played face up, never another hand, the
    talon or the chant discards.

    Attributes:
        player: The viewer's seat, or ``None`` for a spectator.
        options: The rule variants in force.
        hand: The viewer's cards (empty for a spectator).
        hand_sizes: How many cards each seat holds.
        talon_size: How many undealt cards lie face down.
        discard_counts: How many cards each seat has discarded face down in this deal.
        positions: Table positions before the partnership draw.
        deal: The current deal, counted from 0.
        dealer: The current dealer.
        phase: What the deal is waiting for.
        to_act: The seat that must act now (``None`` once the game is over).
        votes: The chant votes of this deal.
        chanters: The seats that received the talon.
        offer: Surrender variant: the seat that offered to concede, if any.
        announcer: Announced-mordienne option: the seat that announced mordienne this deal.
        leader: Who leads the current trick.
        trick: The cards played to the current trick, from the leader on.
        tricks: The completed tricks of this deal, with their winners.
        signals: The signals of this deal the viewer saw.
        team_points: Points of team 0 (seats 0, 2) and team 1 (seats 1, 3).
        results: The result of each finished deal.
        events: The viewer's event log: public events and the viewer's private ones.
    """

    player: int | None
    options: AluetteOptions
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    talon_size: int
    discard_counts: tuple[int, ...]
    positions: tuple[int, ...]
    deal: int
    dealer: int
    phase: Phase
    to_act: int | None
    votes: tuple[bool, ...]
    chanters: tuple[int, ...]
    offer: int | None
    announcer: int | None
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    signals: tuple[Signalled, ...]
    team_points: tuple[int, int]
    results: tuple[DealResult, ...]
    events: tuple[AluetteEvent, ...]

    def __repr__(self) -> str:
        viewer = "a spectator" if self.player is None else f"player {self.player}"
        status = _status(self.deal, self.phase, len(self.tricks), self.to_act)
        return f"<AluetteView of {viewer}, {status}>"

    @property
    def players(self) -> int:
        """The number of seats (always 4), as the state's ``players`` and TEN's view say it.

        >>> import tablegames
        >>> tablegames.view(tablegames.new_game("aluette", players=4, seed=1), 0).players
        4
        """
        return len(self.hand_sizes)
