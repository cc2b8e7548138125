"""The exceptions tablegames raises on purpose.

Every error derives from :class:`TableGamesError`, so ``except TableGamesError`` catches
everything the library raises deliberately while letting genuine bugs through. The
subclasses also derive from :class:`ValueError`, as python-chess does, because each one
means "the value you gave me is not acceptable".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Final

from tablegames.core.text import shown

__all__ = [
    "MAX_ERRORS",
    "MAX_MESSAGE_BYTES",
    "ConfigError",
    "check_move",
    "check_sender",
    "check_turn",
    "FormatError",
    "IllegalMoveError",
    "InvalidMoveError",
    "NotAGameObjectError",
    "NotYourTurnError",
    "SeatError",
    "TableGamesError",
]


#: A :class:`FormatError` lists at most this many problems; the document may hold more.
MAX_ERRORS: Final = 20
#: The message of a :class:`FormatError` is at most this many bytes (UTF-8), whatever the
#: document: a server may log or return it without echoing a hostile document back.
MAX_MESSAGE_BYTES: Final = 4000
# Each listed problem and the summary line are cut to this many characters.
_MAX_LINE: Final = 300


class TableGamesError(Exception):
    """Base class of every error tablegames raises on purpose."""


class IllegalMoveError(TableGamesError, ValueError):
    """A move that the rules do not allow in this state.

    Attributes:
        code: A stable dotted identifier of the reason, such as ``"aluette.card.not_in_hand"``.
            Codes never change meaning between releases, so front ends may translate them.
        move: The move that was refused.
        fields: The facts the message names, by the names a translation's ``refusal.<code>``
            message uses as placeholders (:meth:`Catalogue.refusal
            <tablegames.core.words.Catalogue.refusal>`): ``{"lowest": 5}`` for a bid too low,
            ``{"card": Card(...)}`` for a card not held, ``{"to_act": 1, "player": 0}`` for a
            move out of turn. Values are plain objects of the game: ints, seats as indexes
            (from 0) under a seat's name (``player``, ``to_act``, ``target``: see
            :func:`~tablegames.core.text.is_seat_field`), cards and other game values as the
            game's own objects. A read-only mapping, empty when the refusal names nothing
            (a copy of what was given: changing that later changes nothing here).

    The message is a sentence a player understands ("You do not hold the 3 of coins."). Like
    every text people read, it counts seats from 1: a move of ``player=0`` out of turn is
    refused with "It is seat 2's turn, not seat 1's." Programs read :attr:`code`,
    :attr:`move` (whose ``player`` is the seat's index, from 0) and :attr:`fields`, not the
    message: a front end that words each code itself fills its words with the fields. The
    state the move was applied to is never changed.

    >>> from tablegames import IllegalMoveError
    >>> error = IllegalMoveError("Bid at least 5.", code="ten.bid.too_low", fields={"lowest": 5})
    >>> error.code, dict(error.fields)
    ('ten.bid.too_low', {'lowest': 5})
    """

    code: str
    move: object
    fields: Mapping[str, object]

    def __init__(
        self,
        message: str,
        *,
        code: str,
        move: object = None,
        fields: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.move = move
        # Built only when a move is refused: the legal moves never pay for it.
        self.fields = _NO_FIELDS if not fields else MappingProxyType(dict(fields))

    def __reduce__(self) -> tuple[object, ...]:
        # Keyword-only arguments need help to survive pickling (process pools, simulate()); the
        # instance's dict carries the rest back too: its notes (simulate() names the failing
        # game in one) and any attribute a caller set. A mapping proxy cannot be pickled: the
        # fields travel as a dict, and the dict of the instance without them.
        state = {key: value for key, value in vars(self).items() if key != "fields"}
        arguments = (type(self), str(self), self.code, self.move, dict(self.fields))
        return (_rebuild, arguments, state)


#: The fields of a refusal that names no fact (one shared, read-only, empty mapping).
_NO_FIELDS: Final[Mapping[str, object]] = MappingProxyType({})


class NotYourTurnError(IllegalMoveError):
    """The move's player cannot act now (it is another seat's turn, or the game is over)."""


class InvalidMoveError(TableGamesError, TypeError, ValueError):
    """A move object that cannot be built: a field of the wrong type or out of any range.

    Raised by the move classes themselves, on construction (``PlayCard(player="1", ...)``, a
    card given as a string, a coordinate given as ``3.0``), before any state is involved. It
    derives from both :class:`TypeError` and :class:`ValueError`, what attrs validators and
    plain Python raise for such arguments. A well-formed move that the rules refuse raises
    :class:`IllegalMoveError` from ``apply`` instead.

    Attributes:
        field: The name of the bad field (``"card"``), when the validator knows it; the JSON
            reader appends it to the path of the problem it reports.
    """

    field: str | None

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild_invalid, (type(self), str(self), self.field), dict(vars(self)))


class ConfigError(TableGamesError, ValueError):
    """An impossible configuration: unknown game, wrong player count, bad seed or option.

    Also raised for a bad argument to a kernel helper (``Rng.below(0)``, an unknown document
    kind, ``check_game(..., every=0)``).
    """


class SeatError(ConfigError):
    """A seat number that is not a seat of the game (``view(state, 9)`` in a 4-player game),
    or, for a view, not the viewer's seat."""

    @classmethod
    def unknown(cls, player: object, players: int, game: str) -> SeatError:
        """The error for ``player``, not a seat of a ``players``-player ``game``: the index
        from 0 that programs pass, beside the numbers people read.

        >>> from tablegames import SeatError
        >>> error = SeatError.unknown(4, 4, "aluette")
        >>> str(error).startswith("no player 4 in this 4-player aluette game (players are ")
        True
        >>> str(error).endswith("numbered 0 to 3; seats, as people read them, 1 to 4)")
        True
        """
        return cls(
            f"no player {shown(player)} in this {players}-player {game} game (players are "
            f"numbered 0 to {players - 1}; seats, as people read them, 1 to {players})"
        )


class NotAGameObjectError(TableGamesError, TypeError):
    """An argument that is not the kind of tablegames object the function needs.

    For example a view given to :func:`~tablegames.apply` (only states advance), or a list
    given to :func:`~tablegames.to_json`. It derives from :class:`TypeError` as well.
    """


class FormatError(TableGamesError, ValueError):
    """A document (JSON text or dict), or a text such as a card's name, that is malformed,
    tampered with or inconsistent.

    The message is bounded whatever the input: at most
    :data:`~tablegames.core.errors.MAX_ERRORS` problems are listed
    (the rest are counted, or said to exist when the reader stopped looking), each line is cut
    to a few hundred characters, characters that cannot be encoded are escaped, and the whole
    message stays under :data:`~tablegames.core.errors.MAX_MESSAGE_BYTES` bytes of UTF-8.

    Attributes:
        errors: The problems listed in the message, each naming the path of the bad field
            (``"$.data.hands[1][0]: unknown card 'coins 10'"``).
    """

    errors: tuple[str, ...]

    def __init__(self, message: str, errors: Sequence[str] = ()) -> None:
        message, self.errors = _bounded(message, errors)
        if errors:
            message = message + ":\n" + "\n".join(f"  - {error}" for error in self.errors)
            hidden = len(errors) - len(self.errors)
            if hidden:
                message += f"\n  ... and {hidden} more problem{'s' if hidden > 1 else ''}"
        super().__init__(message)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild_format, (type(self), self.args[0], self.errors), dict(vars(self)))


def _printable(text: str) -> str:
    """``text`` cut to one bounded line that any UTF-8 log accepts (lone surrogates escaped)."""
    if len(text) > _MAX_LINE:
        text = text[: _MAX_LINE - 3] + "..."
    if not text.isascii():
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text.replace("\n", " ")


def _bounded(message: str, errors: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    """The summary and the first problems, cut so the whole message fits the byte budget."""
    message = _printable(str(message))
    # Room for the summary, the "and N more" line and the bullets' indentation.
    budget = MAX_MESSAGE_BYTES - len(message.encode("utf-8")) - 60
    kept: list[str] = []
    for error in errors[:MAX_ERRORS]:
        line = _printable(str(error))
        budget -= len(line.encode("utf-8")) + 5
        if budget < 0:
            break
        kept.append(line)
    return message, tuple(kept)


def _rebuild(
    cls: type[IllegalMoveError],
    message: str,
    code: str,
    move: object,
    fields: Mapping[str, object] | None = None,
) -> IllegalMoveError:
    # ``fields`` defaults for an error pickled before refusals had fields; an error without
    # them is rebuilt without the keyword, which a game's own subclass of the signature
    # before fields, ``(message, *, code, move=None)``, does not take.
    if not fields:
        return cls(message, code=code, move=move)
    return cls(message, code=code, move=move, fields=fields)


def _rebuild_invalid(
    cls: type[InvalidMoveError], message: str, field: str | None
) -> InvalidMoveError:
    return cls(message, field=field)


def _rebuild_format(cls: type[FormatError], message: str, errors: tuple[str, ...]) -> FormatError:
    error = cls.__new__(cls)
    error.errors = errors
    Exception.__init__(error, message)
    return error


def check_move(
    game: str,
    label: str,
    move: object,
    move_types: tuple[type, ...],
    players: int,
    *,
    over: bool,
) -> int:
    """The checks every game's ``apply`` makes first; return the move's seat.

    The move must be of one of the game's own move classes (subclasses included would let a
    foreign class pass for a move, so the class must match exactly), name a seat of the game,
    and the game must not be over.

    Args:
        game: The game's name, the first part of the error codes (``"ten"``).
        label: The game's name in a sentence, with its article (``"a TEN"``).
        move: The move to check.
        move_types: The game's move classes.
        players: The number of seats.
        over: Whether the game has ended.

    Raises:
        IllegalMoveError: ``core.move.wrong_game`` for a move of another class.
        NotYourTurnError: ``<game>.seat.unknown`` or ``<game>.game.over``.
    """
    if type(move) not in move_types:
        raise IllegalMoveError(
            f"{type(move).__name__} is not {label} move.", code="core.move.wrong_game", move=move
        )
    player = getattr(move, "player", None)
    if type(player) is not int or not 0 <= player < players:
        raise NotYourTurnError(
            f"There is no player {shown(player)} in this {players}-player game "
            f"(a move's player is a seat's index, 0 to {players - 1}).",
            code=f"{game}.seat.unknown",
            move=move,
            fields={"players": players},
        )
    if over:
        raise NotYourTurnError("The game is over.", code=f"{game}.game.over", move=move)
    return player


def check_turn(game: str, move: object, player: int, to_act: int | None) -> None:
    """Refuse a move by a seat whose turn it is not (``<game>.turn.not_yours``).

    Raises:
        NotYourTurnError: if ``player`` is not ``to_act``.
    """
    if player != to_act:
        # A sentence for people: seats counted from 1, as every text people read counts them.
        whose = "nobody's" if to_act is None else f"seat {to_act + 1}'s"
        facts: dict[str, object] = {"player": player}
        if to_act is not None:
            facts["to_act"] = to_act
        raise NotYourTurnError(
            f"It is {whose} turn, not seat {player + 1}'s.",
            code=f"{game}.turn.not_yours",
            move=move,
            fields=facts,
        )


def check_sender(move: object, by: int | None, players: int) -> None:
    """The seat-bound check of ``apply(state, move, by=seat)``: refuse another seat's move.

    It comes before every other check, and its refusal depends only on the seat the move
    names and on ``by``: a sender learns nothing about the game from moves naming other seats.
    ``apply`` refuses an object that is no move of the game (``None``, another game's move)
    as such (``core.move.wrong_game``) rather than with this refusal, which would call it a move.

    Args:
        move: The move received (any object: it has not been checked yet).
        by: The seat of whoever sent the move, as the server knows it; ``None``: no check.
        players: The number of seats of the game.

    Raises:
        SeatError: if ``by`` is not a seat of the game (the server's mistake, not the sender's).
        IllegalMoveError: ``core.move.not_your_seat`` if the move's ``player`` is not ``by``.
    """
    if by is None:
        return
    if type(by) is not int or not 0 <= by < players:
        raise SeatError(
            f"by must be a seat of this {players}-player game (0 to {players - 1}), got {shown(by)}"
        )
    player = getattr(move, "player", None)
    if type(player) is not int or player != by:
        # The seats the message names: the move's, if it names one, and the sender's.
        facts: dict[str, object] = {"seat": by}
        if type(player) is int and 0 <= player < players:
            named = f"seat {player + 1}"
            facts["player"] = player
        else:
            named = "no seat"
        raise IllegalMoveError(
            f"This move names {named}, but you play seat {by + 1}.",
            code="core.move.not_your_seat",
            move=move,
            fields=facts,
        )
