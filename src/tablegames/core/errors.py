"""The exceptions tablegames raises on purpose.

Every error derives from :class:`TableGamesError`, so ``except TableGamesError`` catches
everything the library raises deliberately while letting genuine bugs through. The
subclasses also derive from :class:`ValueError`, as python-chess does, because each one
means "the value you gave me is not acceptable".
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = [
    "ConfigError",
    "FormatError",
    "IllegalMoveError",
    "NotYourTurnError",
    "TableGamesError",
]


class TableGamesError(Exception):
    """Base class of every error tablegames raises on purpose."""


class IllegalMoveError(TableGamesError, ValueError):
    """A move that the rules do not allow in this state.

    Attributes:
        code: A stable dotted identifier of the reason, such as ``"aluette.card.not_in_hand"``.
            Codes never change meaning between releases, so front ends may translate them.
        move: The move that was refused.

    The message is a sentence a player understands ("You do not hold the 3 of coins.").
    The state the move was applied to is never changed.
    """

    code: str
    move: object

    def __init__(self, message: str, *, code: str, move: object = None) -> None:
        super().__init__(message)
        self.code = code
        self.move = move

    def __reduce__(self) -> tuple[object, ...]:
        # Keyword-only arguments need help to survive pickling (process pools, simulate()).
        return (_rebuild, (type(self), str(self), self.code, self.move))


class NotYourTurnError(IllegalMoveError):
    """The move's player cannot act now (it is another seat's turn, or the game is over)."""


class ConfigError(TableGamesError, ValueError):
    """An impossible configuration: unknown game, wrong player count, bad seed or option."""


class FormatError(TableGamesError, ValueError):
    """A document (JSON text or dict) that is malformed, tampered with or inconsistent.

    Attributes:
        errors: Every problem found, each naming the path of the bad field
            (``"$.data.hands[1][0]: unknown card 'coins 10'"``). The message shows them all.
    """

    errors: tuple[str, ...]

    def __init__(self, message: str, errors: Sequence[str] = ()) -> None:
        self.errors = tuple(errors)
        if self.errors:
            message = message + ":\n" + "\n".join(f"  - {error}" for error in self.errors)
        super().__init__(message)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild_format, (type(self), self.args[0], self.errors))


def _rebuild(
    cls: type[IllegalMoveError], message: str, code: str, move: object
) -> IllegalMoveError:
    return cls(message, code=code, move=move)


def _rebuild_format(cls: type[FormatError], message: str, errors: tuple[str, ...]) -> FormatError:
    error = cls.__new__(cls)
    error.errors = errors
    Exception.__init__(error, message)
    return error
