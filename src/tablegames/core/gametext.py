"""Game text (TGN, "table game notation"): a game's record as people read it, as PGN is to chess.

A game text has headers, one per line, then the moves in the game's notation, numbered::

    [Game "ten"]
    [Players "2"]
    [Seed "1"]
    [Library "tablegames 0.1.0"]
    [Result "12 9"]

    1. draw draw currency skip draw numbers buy_R5 pay_t pay_t pay_t pay_t pay_t
    13. draw bid_3 pass pay_t pay_t pay_t draw ...

* Headers are ``[Name "value"]``, the value a string in double quotes (``\\"`` and ``\\\\``
  escape a quote and a backslash). ``Game``, ``Players`` and ``Seed`` are required;
  ``Options`` lists the options that differ from the standard rules as ``name=value`` pairs
  separated by spaces, each value JSON or a bare word (as ``tablegames play --option`` takes
  them); ``Library`` names the version that wrote the text; ``Date`` (``YYYY-MM-DD``) and
  ``Seat1``, ``Seat2`` … (the people's names) are optional; ``Result``, the final scores
  separated by spaces, is written once the game is over and checked on reading. Other headers
  are kept as they are, unread.
* Moves are written in their notation (:func:`tablegames.notation`), an underscore for each
  of its spaces (``bid 3`` is ``bid_3``), separated by spaces. A move made by another seat
  than the one to act (an Aluette signal) starts with that seat's number, from 1, and a colon
  (``3:sig_2A``).
  Each line of moves starts with the number of its first move and a dot.
* A line starting with ``;`` is a comment.

Reading a text (:func:`~tablegames.from_game_text`, :func:`~tablegames.core.gametext.read`)
replays it: each move is read against the legal
moves where it stands (:func:`tablegames.parse_move`), and a text whose move is illegal,
unknown or ambiguous, or whose result differs, is refused with a
:class:`~tablegames.FormatError` naming the line and the move.

>>> import tablegames
>>> from tablegames.agents import RandomAgent, play
>>> state = play(tablegames.new_game("ten", players=2, seed=7), [RandomAgent(1), RandomAgent(2)])
>>> text = tablegames.to_game_text(state)
>>> text.splitlines()[:3]
['[Game "ten"]', '[Players "2"]', '[Seed "7"]']
>>> tablegames.from_game_text(text) == tablegames.record(state)
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from tablegames._version import __version__
from tablegames.core.api import apply as _api_apply
from tablegames.core.api import current_player as _api_current_player
from tablegames.core.api import is_over as _api_is_over
from tablegames.core.api import new_game as _api_new_game
from tablegames.core.api import scores as _api_scores
from tablegames.core.errors import ConfigError, FormatError, TableGamesError
from tablegames.core.json.envelope import to_dict
from tablegames.core.record import GameRecord, record
from tablegames.core.registry import get_game

__all__ = [
    "SUFFIX",
    "GameText",
    "dumps",
    "is_game_text",
    "loads",
    "parse_option",
    "parse_options",
    "read",
]

#: The file name suffix of a game text.
SUFFIX = ".tgn"
#: The longest line of moves written (a whole move is never cut).
LINE_WIDTH = 79

_HEADER = re.compile(r'^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_NUMBER = re.compile(r"^(\d+)\.$")
_SEATED = re.compile(r"^(\d+):(.+)$")
_BARE = re.compile(r"^[A-Za-z0-9_.+-]+$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_SEAT_NAME = re.compile(r"^Seat([1-9][0-9]*)$")


@attrs.frozen
class GameText:
    """A game text read back: its record and what its headers say besides.

    Attributes:
        record: The game's record, verified by replaying it.
        names: The people's names by seat (``Seat1`` … headers), ``None`` where none is given.
        date: The ``Date`` header, if any.
        library: The ``Library`` header: the version that wrote the text, if given.
        headers: Every header, by name, as written.
    """

    record: GameRecord
    names: tuple[str | None, ...] = ()
    date: str | None = None
    library: str | None = None
    headers: Mapping[str, str] = attrs.field(factory=dict)


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def _option_text(value: object) -> str:
    if isinstance(value, str) and _BARE.match(value) and value not in ("true", "false", "null"):
        try:
            json.loads(value)
        except ValueError:
            return value  # a bare word: no quotes needed
    return json.dumps(value, separators=(",", ":"))


def parse_option(pair: str) -> tuple[str, object]:
    """One option written ``name=value``: the value JSON, else a bare word (a string).

    Raises:
        ConfigError: for a pair without ``=`` or without a name.
    """
    name, separator, value = pair.partition("=")
    if not separator or not name:
        raise ConfigError(f"expected NAME=VALUE, got {pair!r}")
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value  # a bare word such as first_to_5


def parse_options(text: str) -> dict[str, object]:
    """Options written ``name=value`` (separated by spaces), as the ``Options`` header writes
    them (:func:`parse_option` reads each).

    >>> from tablegames.core.gametext import parse_options
    >>> parse_options("mordienne=true game_end=first_to_5")
    {'mordienne': True, 'game_end': 'first_to_5'}

    Raises:
        ConfigError: for a pair without ``=`` or without a name.
    """
    return dict(parse_option(pair) for pair in text.split())


def _changed_options(game_record: GameRecord) -> str:
    """The record's options that differ from the standard rules, as ``name=value`` pairs."""

    def written(options: object) -> dict[str, object]:
        empty = GameRecord(game_record.game, game_record.players, 0, options, ())
        found: dict[str, object] = to_dict(empty)["data"]["options"]
        return found

    ours = written(game_record.options)
    standard = written(get_game(game_record.game).options_type())
    return " ".join(
        f"{name}={_option_text(value)}"
        for name, value in ours.items()
        if standard.get(name) != value
    )


def _record_of(state: object) -> GameRecord[Any]:

    return record(state)


def _compact(text: str) -> str:
    return "_".join(text.split())


def dumps(
    record_or_state: object,
    *,
    names: Sequence[str | None] = (),
    date: str | None = None,
) -> str:
    """The game text of a record, or of a state's record.

    Args:
        record_or_state: A :class:`~tablegames.GameRecord` or a state.
        names: The people's names by seat (``None`` for a seat left unnamed).
        date: The day the game was played, ``YYYY-MM-DD`` (``str(datetime.date.today())``).

    Raises:
        IllegalMoveError: if a move of the record is illegal where it stands.
        NotAGameObjectError: if ``record_or_state`` is neither a record nor a state.
        ConfigError: for more names than seats.
    """
    from tablegames.core.notation import notation

    game_record: GameRecord[Any] = (
        record_or_state if isinstance(record_or_state, GameRecord) else _record_of(record_or_state)
    )
    if len(names) > game_record.players:
        raise ConfigError(f"{len(names)} names for {game_record.players} seats")
    lines = [
        f"[Game {_quote(game_record.game)}]",
        f"[Players {_quote(str(game_record.players))}]",
        f"[Seed {_quote(str(game_record.seed))}]",
    ]
    options = _changed_options(game_record)
    if options:
        lines.append(f"[Options {_quote(options)}]")
    lines.append(f"[Library {_quote('tablegames ' + __version__)}]")
    if date is not None:
        lines.append(f"[Date {_quote(str(date))}]")
    lines += [f"[Seat{seat + 1} {_quote(name)}]" for seat, name in enumerate(names) if name]
    state = _api_new_game(
        game_record.game,
        players=game_record.players,
        seed=game_record.seed,
        options=game_record.options,
    )
    tokens = []
    for move in game_record.moves:
        token = _compact(notation(move))
        if move.player != _api_current_player(state):
            token = f"{move.player + 1}:{token}"
        tokens.append(token)
        state = _api_apply(state, move)
    if _api_is_over(state):
        lines.append(f"[Result {_quote(' '.join(map(str, _api_scores(state))))}]")
    lines.append("")
    line = ""
    for number, token in enumerate(tokens, start=1):
        if line and len(line) + 1 + len(token) > LINE_WIDTH:
            lines.append(line)
            line = ""
        line = f"{line} {token}" if line else f"{number}. {token}"
    if line:
        lines.append(line)
    return "\n".join(lines) + "\n"


def is_game_text(text: str) -> bool:
    """Whether ``text`` looks like a game text (its first line that is not blank nor a comment
    is a header), rather than JSON."""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith(";"):
            return stripped.startswith("[")
    return False


def _bad_line(number: int, what: str) -> FormatError:
    return FormatError(f"not a valid game text: line {number}: {what}")


def read(text: str) -> GameText:
    """Read a game text and replay it: the record and the headers.

    Raises:
        FormatError: for a malformed header, a missing one, impossible setup values, a move
            number out of order, or a move that is unknown, ambiguous or illegal where it
            stands, or a result that differs: the message gives the line and the move.
    """
    from tablegames.core.notation import Reader

    if not isinstance(text, str):
        raise FormatError(f"a game text is a string, not a {type(text).__name__}")
    headers: dict[str, str] = {}
    header_lines: dict[str, int] = {}
    moves_at: list[tuple[int, str]] = []
    expected = 1
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("["):
            if moves_at:
                raise _bad_line(number, "a header after the moves")
            found = _HEADER.match(line)
            if found is None:
                raise _bad_line(number, f'expected a header [Name "value"], got {line[:60]!r}')
            headers[found.group(1)] = _unquote(found.group(2))
            header_lines[found.group(1)] = number
            continue
        words = line.split()
        first = _NUMBER.match(words[0])
        if first is None:
            raise _bad_line(
                number,
                f"a line of moves starts with its first move's number, "
                f"such as '{expected}.', not {words[0][:20]!r}",
            )
        if int(first.group(1)) != expected:
            raise _bad_line(
                number, f"the moves are numbered {first.group(1)} here, expected {expected}"
            )
        for word in words[1:]:
            moves_at.append((number, word))
            expected += 1
    for name in ("Game", "Players", "Seed"):
        if name not in headers:
            raise FormatError(f"not a valid game text: the header [{name} ...] is missing")
    try:
        players = int(headers["Players"])
        seed = int(headers["Seed"])
    except ValueError as error:
        raise _bad_line(
            header_lines["Players"], f"Players and Seed are whole numbers: {error}"
        ) from None
    try:
        options = parse_options(headers.get("Options", ""))
        state = _api_new_game(headers["Game"], players=players, seed=seed, options=options)
    except TableGamesError as error:
        raise _bad_line(header_lines["Game"], f"impossible setup: {error}") from None
    for index, (number, word) in enumerate(moves_at, start=1):
        seated = _SEATED.match(word)
        seat = int(seated.group(1)) - 1 if seated else None
        token = seated.group(2) if seated else word
        try:
            if seat is not None and not 0 <= seat < players:
                raise FormatError(f"there is no seat {seat + 1}")
            move = Reader(state, seat).parse(token)
            state = _api_apply(state, move)
        except TableGamesError as error:
            raise _bad_line(number, f"move {index} ({word[:40]}): {error}") from None
    result = headers.get("Result")
    if result is not None:
        scores = " ".join(map(str, _api_scores(state)))
        if not _api_is_over(state) or result.split() != scores.split():
            found_result = scores if _api_is_over(state) else "a game not over"
            raise _bad_line(
                header_lines["Result"],
                f"the Result is {result!r}, but the moves give {found_result}",
            )
    names: list[str | None] = [None] * players
    for name, value in headers.items():
        seat_name = _SEAT_NAME.match(name)
        if seat_name and int(seat_name.group(1)) <= players:
            names[int(seat_name.group(1)) - 1] = value
    date = headers.get("Date")
    if date is not None and not _DATE.match(date):
        raise _bad_line(header_lines["Date"], f"a Date is written YYYY-MM-DD, not {date[:20]!r}")
    return GameText(
        record=record(state),
        names=tuple(names) if any(names) else (),
        date=date,
        library=headers.get("Library"),
        headers=headers,
    )


def loads(text: str) -> GameRecord[Any]:
    """The record of a game text, verified by replaying it
    (:func:`~tablegames.core.gametext.read` gives the headers too).

    Raises:
        FormatError: as :func:`~tablegames.core.gametext.read` does.
    """
    return read(text).record
