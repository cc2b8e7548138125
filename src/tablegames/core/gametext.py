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
  escape a quote and a backslash, and no other backslash is read). ``Game``, ``Players`` and
  ``Seed`` are required; ``Options`` lists the options that differ from the standard rules
  as ``name=value`` pairs separated by spaces, each value JSON or a bare word (as
  ``tablegames play --option`` takes them); ``Library`` names the version that wrote the
  text; ``Date`` (``YYYY-MM-DD``) and ``Seat1``, ``Seat2`` … (the people's names) are
  optional; ``Result``, the final scores separated by spaces, is written once the game is
  over and checked on reading. Other headers are kept as they are, unread.
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

import datetime
import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, overload

import attrs
from typing_extensions import TypeVar

from tablegames._version import __version__
from tablegames.core.api import apply as _api_apply
from tablegames.core.api import current_player as _api_current_player
from tablegames.core.api import is_over as _api_is_over
from tablegames.core.api import scores as _api_scores
from tablegames.core.api import start_again
from tablegames.core.errors import ConfigError, FormatError, NotAGameObjectError, TableGamesError
from tablegames.core.game import AnyGame, check_players
from tablegames.core.json.envelope import to_dict
from tablegames.core.record import GameRecord, record
from tablegames.core.registry import game_for, game_of_state_class, get_game
from tablegames.core.rng import check_seed
from tablegames.core.text import shown

__all__ = [
    "GLYPHS",
    "MAX_NAG",
    "SUFFIX",
    "GameText",
    "changed_options",
    "dumps",
    "is_game_text",
    "loads",
    "option_changes",
    "parse_option",
    "parse_options",
    "read",
    "read_each",
    "read_games",
]

#: The state type of the record :func:`loads` reads: the class asked for, ``object`` without.
T = TypeVar("T", default=object)

#: The file name suffix of a game text.
SUFFIX = ".tgn"
#: The longest line of moves written (a whole move is never cut).
LINE_WIDTH = 79

_HEADER = re.compile(r'^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_NUMBER = re.compile(r"^([0-9]+)\.$")
_SEATED = re.compile(r"^([0-9]+):(.+)$")
_BARE = re.compile(r"^[A-Za-z0-9_.+-]+$")
#: The bare words an option's value reads as booleans, in any case: the games' own messages
#: write them as Python does (``mordienne=True``), JSON as ``true``.
_BOOLEANS = {"true": True, "false": False}
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_SEAT_NAME = re.compile(r"^Seat([1-9][0-9]*)$")
#: What a reader could take for a seat's header: ``Seat0`` and ``Seat01`` are refused.
_SEAT_LIKE = re.compile(r"^Seat([0-9]+)$")
_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
#: The control characters (C0, DEL and C1, Unicode's category Cc) and the line and paragraph
#: separators: no header value, name or comment holds one, the tab included.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
#: A control character a line may not hold: any but the tab, which may stand between words.
_CONTROL_IN_LINE = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]")
#: What an error escapes of the text it quotes: the control characters, and the
#: bidirectional embeddings, overrides and isolates, which would reorder what a terminal shows.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
#: A byte-order mark, which some editors write at the start of a UTF-8 file: not read.
_BOM = "\ufeff"
#: A word of a line of moves: anything but spaces, braces and ``;``.
_WORD = re.compile(r"[^\s{};]+")
#: A whole number as a header writes it (ASCII digits only: not " 2", "+2", "1_0" or "٢",
#: which Python's int() reads).
_MOST_WHOLE = 100
_WHOLE = re.compile(rf"^-?[0-9]{{1,{_MOST_WHOLE}}}$")
#: The most digits a move's or a seat's number is read with (more is no such move or seat;
#: Python refuses to read an int of more than 4,300 digits, with a ValueError).
_MOST_DIGITS = 18
#: An annotation, ``$`` and digits: read as one when it has at most three (``$01`` is ``$1``),
#: refused as one out of range when it has more (``$1000``, ``$0001``), never read as a move.
_NAG = re.compile(r"^\$([0-9]+)$")
_GLYPH = re.compile(r"(!!|\?\?|!\?|\?!|!|\?)$")
#: The glyph of each of PGN's move assessments, read on a move (``bid_3!``), and the
#: annotation it stands for (``$1`` good move, ``$2`` mistake, ``$3`` very good, ``$4``
#: blunder, ``$5`` interesting, ``$6`` dubious).
GLYPHS: Mapping[str, int] = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
#: The largest annotation number (PGN's NAGs are 0 to 255).
MAX_NAG = 255
#: The headers written from the record, or by ``names=`` and ``date=``.
_OWN_HEADERS = frozenset({"Game", "Players", "Seed", "Options", "Library", "Date", "Result"})


@attrs.frozen
class GameText:
    """A game text read back: its record and what its headers and comments say besides.

    Attributes:
        record: The game's record, verified by replaying it.
        names: The people's names by seat (``Seat1`` … headers), ``None`` where none is given.
        date: The ``Date`` header, if any.
        library: The ``Library`` header: the version that wrote the text, if given.
        headers: The other headers (``Event``, ``Site`` …), by name, as written: every
            header but those the record, ``names``, ``date`` and ``library`` hold (``Game``,
            ``Players``, ``Seed``, ``Options``, ``Library``, ``Date``, ``Result`` and the
            ``SeatN`` headers), so that :func:`~tablegames.to_game_text` writes them back.
        comments: The comments in braces, by the number of moves made before each: ``0`` is
            a comment before the first move, ``3`` one after the third (several at one place
            are joined by a space).
        nags: The annotations of moves (PGN's numeric annotation glyphs: ``$1`` a good move,
            ``$2`` a mistake …, :data:`~tablegames.core.gametext.GLYPHS`), by the move's
            number from 1, in the order written and each once; a glyph after a move
            (``bid_3!``) is read as its number.
    """

    record: GameRecord[object]
    names: tuple[str | None, ...] = ()
    date: str | None = None
    library: str | None = None
    headers: Mapping[str, str] = attrs.field(factory=dict)
    comments: Mapping[int, str] = attrs.field(factory=dict)
    nags: Mapping[int, tuple[int, ...]] = attrs.field(factory=dict)


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _unquote(value: str) -> str:
    """A header's value as written between its quotes, read: ``\\"`` and ``\\\\`` are a quote
    and a backslash.

    Raises:
        ValueError: for another backslash (``\\n``, ``C:\\Users``), naming it.
    """
    for escape in re.finditer(r"\\(.)", value):
        if escape.group(1) not in '"\\':
            raise ValueError(escape.group())
    return re.sub(r"\\(.)", r"\1", value)


def _option_text(value: object) -> str:
    """An option's value as a game text writes it: a bare word for a string that reads back
    as itself, else JSON (a string that would read back as a boolean, ``null`` or a number
    is quoted: ``"True"`` as well as ``"true"``)."""
    if isinstance(value, str) and _BARE.fullmatch(value):
        try:
            if _option_value("", value) == value:
                return value  # a bare word: no quotes needed
        except ConfigError:  # a number too long to read: quoted
            pass
    return json.dumps(value, separators=(",", ":"))


#: The most digits a whole number in an option's value is read with: Python's own limit for
#: int() of a text (4,300; a longer one raised a ValueError in json.loads), on every version.
_MOST_OPTION_DIGITS = 4300


class _LongNumber(Exception):
    """A whole number of more than :data:`_MOST_OPTION_DIGITS` digits, met by ``json.loads``."""


def _whole_number(digits: str) -> int:
    """A whole number of an option's JSON value (``json.loads``'s ``parse_int``)."""
    if len(digits.lstrip("-")) > _MOST_OPTION_DIGITS:
        raise _LongNumber(len(digits.lstrip("-")))
    return int(digits)


def _option_value(name: str, value: str, *, bare: bool = True) -> object:
    """An option's value written ``value``: JSON, else (if ``bare``) a bare word."""
    try:
        return json.loads(value, parse_int=_whole_number)
    except RecursionError:
        raise ConfigError(f"the value of {_quoted(name)} is nested too deeply") from None
    except _LongNumber as long:
        raise ConfigError(
            f"the value of {_quoted(name)} holds a number of {long} digits "
            f"(at most {_MOST_OPTION_DIGITS})"
        ) from None
    except ValueError:
        if not bare:  # white space inside it: only a JSON string holds some
            raise ConfigError(
                f"the value of {_quoted(name)} is neither JSON nor a bare word (one without "
                f"spaces): {_quoted(value)}"
            ) from None
        # A bare word such as first_to_5 is a string; True and FALSE are the booleans.
        return _BOOLEANS.get(value.casefold(), value)


def parse_option(pair: str) -> tuple[str, object]:
    """One option written ``name=value``: the value JSON, ``true`` and ``false`` in any case,
    else a bare word (a string). The ``Options`` header and ``tablegames play --option`` both
    read their pairs with it.

    >>> from tablegames.core.gametext import parse_option
    >>> parse_option("mordienne=True"), parse_option('name="True"'), parse_option("n=3")
    (('mordienne', True), ('name', 'True'), ('n', 3))

    Raises:
        ConfigError: for a pair without ``=`` or without a name, or a value nested too deeply
            to read or holding a whole number of more than 4,300 digits (more than Python's
            ``int()`` reads).
    """
    name, separator, value = pair.partition("=")
    if not separator or not name:
        raise ConfigError(f"expected NAME=VALUE, got {_quoted(pair)}")
    return name, _option_value(name, value)


#: What starts an option after white space, and a run of what is neither white space nor a
#: quote.
_NOT_SPACE = re.compile(r"\S")
_UNQUOTED = re.compile(r'[^\s"]+')
#: The rest of a JSON string after its opening quote, its closing quote included.
_STRING_REST = re.compile(r'(?:[^"\\]|\\.)*"', re.DOTALL)


def _option_pairs(text: str) -> Iterator[str]:
    """The ``name=value`` pairs of ``text``, as the ``Options`` header separates them: by
    white space, but for white space inside a JSON string (``"red blue"``, from a ``"`` to
    the next one no backslash escapes), as :func:`changed_options` writes a string holding a
    space. Read in one pass, in time linear in the text (a string not closed runs to its
    end)."""
    at, end = 0, len(text)
    while True:
        starts = _NOT_SPACE.search(text, at)
        if starts is None:
            return
        at = start = starts.start()
        while at < end:
            if text[at] == '"':
                closed = _STRING_REST.match(text, at + 1)
                at = end if closed is None else closed.end()
                continue
            run = _UNQUOTED.match(text, at)
            if run is None:  # white space: the pair's end
                break
            at = run.end()
        yield text[start:at]


def parse_options(text: str) -> dict[str, object]:
    """Options written ``name=value`` (separated by spaces), as the ``Options`` header writes
    them (:func:`parse_option` reads each). A space inside a JSON string does not separate
    two (``deck="red blue"``).

    >>> from tablegames.core.gametext import parse_options
    >>> parse_options("mordienne=true game_end=first_to_5")
    {'mordienne': True, 'game_end': 'first_to_5'}
    >>> parse_options('label="red blue" deck=["a b","c"]')
    {'label': 'red blue', 'deck': ['a b', 'c']}

    Raises:
        ConfigError: for a pair without ``=`` or without a name, a value :func:`parse_option`
            refuses, one holding a space that is not JSON (a string not closed), or an option
            given twice (as ``tablegames play --option`` refuses it).
    """
    found: dict[str, object] = {}
    for pair in _option_pairs(text):
        name, separator, value = pair.partition("=")
        if not separator or not name:
            raise ConfigError(f"expected NAME=VALUE, got {_quoted(pair)}")
        spaced = re.search(r"\s", value) is not None
        if name in found:
            raise ConfigError(f"the option {_cut(name)} is given twice")
        found[name] = _option_value(name, value, bare=not spaced)
    return found


def _option_pair(name: str, value: object) -> str:
    """``name=value`` as the ``Options`` header writes it, checked to read back as ``value``.

    Raises:
        ConfigError: naming the option, if it cannot be written so (a number of more than
            4,300 digits, a value nested too deeply, a name that does not read back).
    """
    why = f"the option {_quoted(name)} cannot be written in a game text"
    try:
        pair = f"{name}={_option_text(value)}"
    except (TypeError, ValueError, RecursionError) as error:
        if isinstance(error, ValueError) and "integer string conversion" in str(error):
            raise ConfigError(
                f"{why}: it holds a whole number of more than {_MOST_OPTION_DIGITS} digits"
            ) from None
        raise ConfigError(f"{why}: {type(error).__name__}: {error}") from None
    if _CONTROL.search(pair):
        raise ConfigError(f"{why}: its name holds a control character")
    if '"' in name:  # it would open a JSON string, running on over the options after it
        raise ConfigError(f"{why}: its name holds a '\"'")
    try:
        back = parse_options(pair)
    except ConfigError as error:
        raise ConfigError(f"{why}: {error}") from None
    if back != {name: value}:
        raise ConfigError(f"{why}: {_quoted(pair)} would read back as {shown(back, 60)}")
    return pair


def changed_options(game_record: GameRecord) -> str:
    """The record's options that differ from the standard rules, as ``name=value`` pairs
    separated by spaces (the ``Options`` header; the command line's first line): empty for the
    standard rules.

    >>> import tablegames
    >>> from tablegames.core.gametext import changed_options
    >>> from tablegames.saboteur import SaboteurOptions
    >>> options = SaboteurOptions(break_own_tools=False)
    >>> changed_options(tablegames.record(tablegames.new_game("saboteur", players=3, seed=1)))
    ''
    >>> state = tablegames.new_game("saboteur", players=3, seed=1, options=options)
    >>> changed_options(tablegames.record(state))
    'break_own_tools=false'

    Raises:
        ConfigError: for an option that would not read back as it is (a whole number of more
            than 4,300 digits, a value nested too deeply to read), naming it and saying why.
    """
    written = option_changes(
        game_record.game, _written_options(game_record.game, game_record.options)
    )
    return _options_text(written)


def _options_text(options: Mapping[str, object]) -> str:
    """``options`` (as a document writes them) as the ``Options`` header writes them, each
    checked to read back as it is (:func:`_option_pair`): as no pair holds white space
    outside a JSON string, nor a ``"`` outside one, each reads back alone beside the others."""
    return " ".join(_option_pair(name, value) for name, value in options.items())


def option_changes(game: str, options: Mapping[str, object]) -> dict[str, object]:
    """The options among ``options`` that differ from the game's standard rules, in their
    order: ``options`` as a document writes them (a record's ``data.options``, the JSON of an
    options object), and so the result. An option the game no longer has is kept.

    The game server's lobby and statuses tell a game's variant this way.

    >>> from tablegames.core.gametext import option_changes
    >>> option_changes("saboteur", {"break_own_tools": False, "open_draw_pile": False})
    {'break_own_tools': False}
    >>> option_changes("saboteur", {})
    {}

    Raises:
        ConfigError: if no game is registered under ``game``.
    """
    standard = _written_options(game, get_game(game).options_type())
    return {name: value for name, value in options.items() if standard.get(name, _NONE) != value}


#: Stands for an option the standard rules do not have (so never equal to a value given).
_NONE: Any = object()


def _written_options(game: str, options: object) -> dict[str, object]:
    """``options`` of ``game``, as a record document writes them."""
    empty = GameRecord(game, get_game(game).min_players, 0, options, ())
    written: dict[str, object] = to_dict(empty)["data"]["options"]
    return written


def _record_of(state: object) -> GameRecord[Any]:
    game = game_for(state)
    if game is None or not isinstance(state, game.state_type):
        raise NotAGameObjectError(
            "to_game_text() needs a game state, a GameRecord or a GameText, "
            f"got {type(state).__name__}"
        )
    return record(state)


def _compact(text: str) -> str:
    return "_".join(text.split())


def _written(value: object, what: str, *, braces: bool = False) -> str:
    """``value`` checked to be writable on one line of a game text (in a header's quotes, or
    in a comment's braces)."""
    if not isinstance(value, str):
        raise ConfigError(f"{what} is a string, not a {type(value).__name__}")
    if _CONTROL.search(value):
        raise ConfigError(f"{what} holds a line break or another control character: {value!r}")
    if braces and "}" in value:
        raise ConfigError(f"{what} holds a closing brace, which would end it: {value!r}")
    return value


def _date_text(date: object) -> str:
    text = date.isoformat() if isinstance(date, datetime.date) else date
    if isinstance(text, str) and _DATE.match(text):
        try:
            datetime.date.fromisoformat(text)
        except ValueError:
            raise ConfigError(f"{text} is not a real date") from None
        return text
    raise ConfigError(f"a date is a datetime.date or written YYYY-MM-DD, not {date!r}")


def _own_spelling(name: str) -> str | None:
    """The header of the library's own (``Options``, ``Seat1`` …) that ``name`` is in other
    letter case (``options``, ``SEAT1``), if it is one: header names are case-sensitive, so it
    would be another header, kept unread, on both writing and reading."""
    if name in _OWN_HEADERS or _SEAT_LIKE.match(name):
        return None
    own = [found for found in _OWN_HEADERS if found.lower() == name.lower()]
    if own:
        return own[0]
    return name.capitalize() if _SEAT_LIKE.match(name.capitalize()) else None


def _header_name(name: object, players: int) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise ConfigError(f"a header's name is a letter then letters, digits or '_', not {name!r}")
    if _SEAT_LIKE.match(name):
        raise ConfigError(f"the header {name} names a seat: names= writes Seat1, Seat2 …")
    if name in _OWN_HEADERS:
        raise ConfigError(
            f"the header {name} is written from the record or by names= and date=, not by headers="
        )
    meant = _own_spelling(name)
    if meant is not None and _no_such_seat(meant, players):
        raise ConfigError(
            f"the header {name} would be kept unread: header names are case-sensitive, and "
            f"{_no_such_seat(meant, players)}"
        )
    if meant is not None:
        raise ConfigError(
            f"the header {name} would be kept unread: header names are case-sensitive, and "
            f"{meant} is written from the record or by names= and date="
        )
    return name


def _no_such_seat(name: str, players: int) -> str:
    """What a header ``name`` of a seat's form (``Seat0``, ``Seat9``) the game has not is
    told, naming the seats it has; empty for any other name."""
    seat = _SEAT_LIKE.match(name)
    if seat is None or (_SEAT_NAME.match(name) and 1 <= _number(seat.group(1)) <= players):
        return ""
    return (
        f"there is no seat {_digits(seat.group(1))}: the seats of this game are Seat1 to "
        f"Seat{players}"
    )


def dumps(
    record_or_state: object,
    *,
    names: Sequence[str | None] = (),
    date: str | datetime.date | None = None,
    headers: Mapping[str, str] | None = None,
    comments: Mapping[int, str] | None = None,
    nags: Mapping[int, int | Sequence[int]] | None = None,
) -> str:
    """The game text of a record, or of a state's record.

    >>> import tablegames
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> for text in ("draw", "draw", "currency"):
    ...     state = tablegames.apply(state, tablegames.parse_move(state, text))
    >>> text = tablegames.to_game_text(
    ...     state, names=["Ann", "Bo"], headers={"Event": "Club night"},
    ...     comments={0: "A quiet start.", 2: "Two draws."},
    ... )
    >>> print(text.replace(tablegames.__version__, "X"))
    [Game "ten"]
    [Players "2"]
    [Seed "1"]
    [Library "tablegames X"]
    [Event "Club night"]
    [Seat1 "Ann"]
    [Seat2 "Bo"]
    <BLANKLINE>
    {A quiet start.}
    1. draw draw {Two draws.} currency
    <BLANKLINE>
    >>> tablegames.core.gametext.read(text).comments
    {0: 'A quiet start.', 2: 'Two draws.'}

    A move's annotations (PGN's numeric annotation glyphs) follow it, before its comment:

    >>> text = tablegames.to_game_text(state, nags={3: 2}, comments={3: "Too soon."})
    >>> text.splitlines()[-1]
    '1. draw draw currency $2 {Too soon.}'
    >>> tablegames.core.gametext.read(text).nags
    {3: (2,)}

    A game text read back (:func:`~tablegames.core.gametext.read`) is written with its
    names, date, other headers, comments and annotations, unless given here:

    >>> tablegames.to_game_text(tablegames.core.gametext.read(text)) == text
    True

    Args:
        record_or_state: A :class:`~tablegames.GameRecord`, a state, or a
            :class:`~tablegames.core.gametext.GameText`.
        names: The people's names by seat (``None`` for a seat left unnamed, never ``""``).
        date: The day the game was played: a :class:`datetime.date` or ``YYYY-MM-DD``.
        headers: Other headers to write (``Event``, ``Site``, ``Round`` …), in this order
            after ``Date``; their names are a letter then letters, digits or ``_``.
        comments: Comments by the number of moves made before each: ``0`` before the first
            move, ``n`` after the n-th. Written in braces; one may not hold a ``}``. Spaces
            at either end are not read back.
        nags: Annotations by the move's number from 1: a number from 0 to 255 (PGN's numeric
            annotation glyphs: :data:`~tablegames.core.gametext.GLYPHS` gives the six move
            assessments) or several, written ``$n`` after the move.

    Raises:
        IllegalMoveError: if a move of the record is illegal where it stands.
        NotAGameObjectError: if ``record_or_state`` is neither a record, a state nor a game
            text read back.
        ConfigError: for more names than seats, an empty name, a name, header or comment
            that would not read back (a line break, a control character, a ``}`` in a
            comment), a date not
            ``YYYY-MM-DD`` or not a real day, a header the record or ``names=`` writes itself
            (``Game``, ``Result``, ``Seat1`` …) or one that differs from those in letter case
            only (it would be kept unread: header names are case-sensitive), a
            comment's or an annotation's place outside the game, or an annotation that is not
            a number from 0 to 255.
    """
    from tablegames.core.notation import notation

    if isinstance(record_or_state, GameText):  # written back with what it holds besides
        read_back = record_or_state
        record_or_state = read_back.record
        names = names or read_back.names
        date = read_back.date if date is None else date
        headers = read_back.headers if headers is None else headers
        comments = read_back.comments if comments is None else comments
        nags = read_back.nags if nags is None else nags
    game_record: GameRecord[Any] = (
        record_or_state if isinstance(record_or_state, GameRecord) else _record_of(record_or_state)
    )
    if isinstance(names, str):
        raise ConfigError(f"names is a sequence of names by seat, not one string: {names!r}")
    names = tuple(names)
    if len(names) > game_record.players:
        raise ConfigError(f"{len(names)} names for {game_record.players} seats")
    for seat, name in enumerate(names):
        if name is not None and not _written(name, f"the name of seat {seat + 1}"):
            raise ConfigError(f"the name of seat {seat + 1} is empty: None leaves a seat unnamed")
    extra = {
        _header_name(name, game_record.players): _written(value, f"the header {name}")
        for name, value in (headers or {}).items()
    }
    notes: dict[int, str] = {}
    for place, comment in (comments or {}).items():
        if not isinstance(place, int) or not 0 <= place <= len(game_record.moves):
            raise ConfigError(
                f"a comment's place is a number of moves from 0 to {len(game_record.moves)}, "
                f"not {place!r}"
            )
        notes[place] = _written(comment, f"the comment after move {place}", braces=True)
    marks = {
        place: _nags(place, given, len(game_record.moves)) for place, given in (nags or {}).items()
    }
    lines = [
        f"[Game {_quote(game_record.game)}]",
        f"[Players {_quote(str(game_record.players))}]",
        f"[Seed {_quote(str(game_record.seed))}]",
    ]
    options = changed_options(game_record)
    if options:
        lines.append(f"[Options {_quote(options)}]")
    lines.append(f"[Library {_quote('tablegames ' + __version__)}]")
    if date is not None:
        lines.append(f"[Date {_quote(_date_text(date))}]")
    lines += [f"[{name} {_quote(value)}]" for name, value in extra.items()]
    lines += [
        f"[Seat{seat + 1} {_quote(name)}]" for seat, name in enumerate(names) if name is not None
    ]
    state = start_again(
        game_record.game,
        players=game_record.players,
        seed=game_record.seed,
        options=game_record.options,
    )
    tokens = []
    for number, move in enumerate(game_record.moves, start=1):
        token = _compact(notation(move))
        if move.player != _api_current_player(state):
            token = f"{move.player + 1}:{token}"
        if marks.get(number):
            token = " ".join([token, *(f"${nag}" for nag in marks[number])])
        if number in notes:
            token = f"{token} {{{notes[number]}}}"  # a move and its comment stay on one line
        tokens.append(token)
        state = _api_apply(state, move)
    if _api_is_over(state):
        lines.append(f"[Result {_quote(' '.join(map(str, _api_scores(state))))}]")
    lines.append("")
    if 0 in notes:
        lines.append(f"{{{notes[0]}}}")
    line = ""
    for number, token in enumerate(tokens, start=1):
        if line and len(line) + 1 + len(token) > LINE_WIDTH:
            lines.append(line)
            line = ""
        line = f"{line} {token}" if line else f"{number}. {token}"
    if line:
        lines.append(line)
    return "\n".join(lines) + "\n"


def _nags(place: object, given: object, moves: int) -> tuple[int, ...]:
    """The annotations ``nags=`` gives the move ``place``, checked, each once."""
    if type(place) is not int or not 1 <= place <= moves:
        raise ConfigError(
            f"an annotation's place is a move's number from 1 to {moves}, not {place!r}"
        )
    values = (given,) if type(given) is int or isinstance(given, str) else given
    if not isinstance(values, Iterable):
        raise ConfigError(f"the annotations of move {place} are numbers, not {given!r}")
    found = tuple(values)
    for nag in found:
        if type(nag) is not int or not 0 <= nag <= MAX_NAG:
            raise ConfigError(
                f"an annotation of move {place} is a number from 0 to {MAX_NAG}, not {nag!r}"
            )
    return tuple(dict.fromkeys(found))


def is_game_text(text: object) -> bool:
    """Whether ``text`` looks like a game text (its first line that is not blank nor a comment
    is a header), rather than JSON; ``False`` for anything but a string."""
    if not isinstance(text, str):
        return False
    for line in text.removeprefix(_BOM).split("\n"):
        stripped = line.strip()
        if stripped and not stripped.startswith(";"):
            return stripped.startswith("[")
    return False


def _bad_line(number: int, what: str) -> FormatError:
    # Escaped whole: what is quoted of a text from elsewhere (a move, a header) may hold
    # control characters, which would drive the terminal that shows the error.
    return FormatError(f"not a valid game text: line {number}: {_escaped(what)}")


def _control_told(line: str, control: str, column: int) -> str:
    """What ``line`` (as read, its white space at either end included) holding ``control`` at
    ``column`` (from 1) is told: the column, and for a header line, which header."""
    if control == "\r":
        return (
            f"a carriage return not before a '\\n' (column {column}): lines end at '\\n' or "
            "'\\r\\n', not at '\\r' alone (as old Mac files end them)"
        )
    header = re.match(r"\s*\[([A-Za-z][A-Za-z0-9_]*)", line)
    if header is not None and column - 1 == header.end(1):  # the name stops at it
        return f"a header's name holds a control character, {control!a}, at column {column}"
    if header is not None:  # as writing refuses it: it could not be written back
        return (
            f"the header {_cut(header.group(1))} holds a control character, {control!a}, "
            f"at column {column}"
        )
    return (
        f"a control character, {control!a}, at column {column}: a game text holds none but the tab"
    )


def _words(number: int, line: str, indent: int = 0) -> list[tuple[str, bool]]:
    """The words of a line of moves (``line``, stripped of the ``indent`` characters of white
    space it starts with), and its comments in braces (``True``); a ``;`` outside braces
    starts a comment to the line's end. Read in one pass (by position, not by slicing the
    rest of the line after each word, which took time quadratic in its length)."""
    found: list[tuple[str, bool]] = []
    at, end = 0, len(line)
    while at < end:
        if line[at].isspace():
            at += 1
            continue
        if line[at] == ";":
            break
        if line[at] == "{":
            close = line.find("}", at)
            if close < 0:
                raise _bad_line(number, "a comment opened with '{' is not closed on its line")
            inner = line[at + 1 : close]
            comment = inner.strip()
            control = _CONTROL.search(comment)  # as writing refuses it (_written)
            if control is not None:  # a tab: the line holds no other control character
                column = indent + at + 1 + len(inner) - len(inner.lstrip()) + control.start() + 1
                told = (
                    f"a comment holds a control character, {control.group()!a}, at column {column}"
                )
                raise _bad_line(number, told)
            found.append((comment, True))
            at = close + 1
            continue
        word = _WORD.match(line, at)
        if word is None:  # a '}' with no '{'
            raise _bad_line(number, f"a '}}' closes no comment: {_quoted(line[at:])}")
        found.append((word.group(0), False))
        at = word.end()
    return found


def _cut(text: str, most: int = 40) -> str:
    """``text`` as an error quotes it: its first ``most`` characters if it is longer, the cut
    marked with its length."""
    return text if len(text) <= most else f"{text[:most]}… ({len(text)} characters)"


def _quoted(text: str, most: int = 40) -> str:
    """``text`` in quotes (its ``repr``) as an error quotes it, cut as :func:`_cut` cuts."""
    return repr(text) if len(text) <= most else f"{text[:most]!r}… ({len(text)} characters)"


def _digits(digits: str) -> str:
    """A number as an error quotes it: its first 20 digits if it has more, and how many."""
    return digits if len(digits) <= 20 else f"{digits[:20]}… (a number of {len(digits)} digits)"


def _number(digits: str) -> int:
    """A move's or a seat's number written with ``digits`` (ASCII): one past any game's for
    more than :data:`_MOST_DIGITS` of them."""
    return int(digits) if len(digits) <= _MOST_DIGITS else 10**_MOST_DIGITS


def _escaped(text: str) -> str:
    """``text`` to quote in an error: control characters (and bidirectional controls) written
    as escapes (``\\x1b``, ``\\u202e``), so that a text from elsewhere cannot drive the
    terminal that shows it."""
    return _UNSAFE.sub(lambda found: ascii(found.group())[1:-1], text)


def _spaced_move(state: object, seat: int | None, words: Sequence[tuple[int, str]]) -> str:
    """A hint for a move that could not be read: the legal move it makes with the words after
    it on its line, if they were meant as one move written with spaces (``bid 4``)."""
    from tablegames.core.notation import Reader

    line, first = words[0]
    seated = _SEATED.match(first)
    start = seated.group(2) if seated else first
    following = [word for number, word in words[1:4] if number == line]
    for count in range(1, len(following) + 1):
        joined = "_".join([start, *following[:count]])
        try:
            Reader(state, seat).parse(joined)
        except TableGamesError:
            continue
        written = f"{seated.group(1)}:{joined}" if seated else joined
        spaced = " ".join([first, *following[:count]])
        return (
            f"a game text writes a move's spaces as '_': '{spaced}' is the legal move '{written}'"
        )
    return ""


def _case(name: str, headers: Mapping[str, str]) -> str:
    """A hint for an unknown game written in other letter case than its name (``Aluette``)."""
    if name != "Game" or headers["Game"] == headers["Game"].lower():
        return ""
    try:
        get_game(headers["Game"].lower())
    except TableGamesError:
        return ""
    return f" (game names are case-sensitive: {headers['Game'].lower()!r})"


def _read_game(numbered: Sequence[tuple[int, str]]) -> GameText:
    """Read one game from its lines, each with its number in the text."""
    from tablegames.core.notation import Reader

    headers: dict[str, str] = {}
    header_lines: dict[str, int] = {}
    moves_at: list[tuple[int, str]] = []
    comments: dict[int, list[str]] = {}  # joined at the end: joined as read took quadratic time
    nags: dict[int, list[int]] = {}
    expected = 1
    # A line numbered out of order is told after the moves before it are replayed: a move
    # written with a space (``bid 4``) makes the next line's number wrong, and the move is
    # the mistake to name.
    misnumbered: FormatError | None = None
    for number, raw in numbered:
        line = raw.strip()
        control = _CONTROL_IN_LINE.search(raw)
        if control is not None:
            raise _bad_line(number, _control_told(raw, control.group(), control.start() + 1))
        if line.startswith(_BOM):
            raise _bad_line(
                number,
                "a byte-order mark (U+FEFF) is read only at the start of a game's first header "
                "line, or of a blank or ';' line",
            )
        if not line or line.startswith(";"):
            continue
        if line.startswith("["):
            found = _HEADER.match(line)
            if found is None:
                raise _bad_line(
                    number, f'expected a header [Name "value"], got {_quoted(line, 60)}'
                )
            name = found.group(1)
            meant = _own_spelling(name)
            # Writing refuses it too: it would be kept unread. A seat's header (seat1) is told
            # once the number of seats is known, as the seat may not exist (seat0, seat9).
            if meant is not None and not _SEAT_LIKE.match(meant):
                raise _bad_line(number, f"header names are case-sensitive: {meant}, not {name}")
            if name in headers:
                raise _bad_line(
                    number,
                    f"the header {_cut(name)} is given twice (first on line {header_lines[name]})",
                )
            try:
                headers[name] = _unquote(found.group(2))
            except ValueError as escape:
                raise _bad_line(
                    number,
                    f"the header {_cut(name)} holds '{escape}': a header's value escapes "
                    'only \\" and \\\\ (a backslash is written \\\\)',
                ) from None
            control = _CONTROL.search(found.group(2))  # as writing refuses it (_written)
            if control is not None:  # a tab: the line holds no other control character
                column = len(raw) - len(raw.lstrip()) + found.start(2) + control.start() + 1
                raise _bad_line(number, _control_told(raw, control.group(), column))
            header_lines[name] = number
            continue
        if not headers:  # a header after moves starts the next game: none came before them
            raise _bad_line(
                number,
                "a line before the headers: a game text starts with its headers ([Game ...], "
                "[Players ...], [Seed ...]), then its moves",
            )
        words = _words(number, line, len(raw) - len(raw.lstrip()))
        moves = [word for word, comment in words if not comment]
        if moves:
            # A comment may stand before the number, as PGN allows: on the moves before it.
            lead = next(at for at, (_, comment) in enumerate(words) if not comment)
            first = _NUMBER.match(words[lead][0])
            if first is None:
                raise _bad_line(
                    number,
                    f"a line of moves starts with its first move's number (after any comment), "
                    f"such as '{expected}.', not {_quoted(words[lead][0], 20)}",
                )
            if _number(first.group(1)) != expected:
                misnumbered = _bad_line(
                    number,
                    f"the moves are numbered {_digits(first.group(1))} here, expected {expected}",
                )
                break
            words = words[:lead] + words[lead + 1 :]
        for word, comment in words:
            nag = None if comment else _NAG.match(word)
            if comment:
                place = expected - 1
                comments.setdefault(place, []).append(word)
            elif word[0] in "()":
                raise _bad_line(
                    number,
                    f"{_quoted(word, 20)}: a variation (moves in parentheses) is not read; a game "
                    "text holds the moves played only",
                )
            elif nag is not None:
                if expected == 1:
                    raise _bad_line(number, f"the annotation {word} follows no move")
                if len(nag.group(1)) > 3 or int(nag.group(1)) > MAX_NAG:
                    raise _bad_line(number, f"an annotation is $0 to ${MAX_NAG}, not {_cut(word)}")
                nags.setdefault(expected - 1, []).append(int(nag.group(1)))
            else:
                moves_at.append((number, word))
                expected += 1
    for name in ("Game", "Players", "Seed"):
        if name not in headers:  # one in other letter case was refused on its line
            raise FormatError(f"not a valid game text: the header [{name} ...] is missing")
    setup: dict[str, int] = {}
    for name in ("Players", "Seed"):
        if not _WHOLE.match(headers[name]):
            digits = headers[name].removeprefix("-")
            told = (
                f"{name} is too long: a number of {len(digits)} digits (at most {_MOST_WHOLE})"
                if digits.isascii() and digits.isdigit()
                else f"{name} is a whole number, not {_quoted(headers[name], 20)}"
            )
            raise _bad_line(header_lines[name], told)
        setup[name] = int(headers[name])
    players = setup["Players"]
    # Each setup value is checked on its own, so that an error names the line it is on.
    for name, check in (
        ("Game", lambda: get_game(headers["Game"])),
        ("Players", lambda: check_players(get_game(headers["Game"]), players)),
        ("Seed", lambda: check_seed(setup["Seed"])),
    ):
        try:
            check()
        except TableGamesError as error:
            raise _bad_line(
                header_lines[name], f"impossible setup: {error}{_case(name, headers)}"
            ) from None
    # Options that do not read, or that the game refuses, are both the Options line's error.
    try:
        options = parse_options(headers.get("Options", ""))
        state = start_again(headers["Game"], players=players, seed=setup["Seed"], options=options)
    except TableGamesError as error:
        where = header_lines.get("Options", header_lines["Game"])
        raise _bad_line(where, f"impossible setup: {error}") from None
    names: list[str | None] = [None] * players
    for name, value in headers.items():
        spelled = name if _SEAT_LIKE.match(name) else _own_spelling(name)
        seat_name = _SEAT_LIKE.match(spelled) if spelled is not None else None
        if seat_name and spelled is not None:
            absent = _no_such_seat(spelled, players)
            if absent:  # said first, so as not to name a header that is refused too
                raise _bad_line(header_lines[name], absent)
            if spelled != name:
                raise _bad_line(
                    header_lines[name], f"header names are case-sensitive: {spelled}, not {name}"
                )
            named_seat = _number(seat_name.group(1))
            if not value:  # as writing refuses it: a seat without a name has no header
                raise _bad_line(header_lines[name], f"the header {name} names nobody: it is empty")
            names[named_seat - 1] = value
    date = headers.get("Date")
    if date is not None:
        try:
            _date_text(date)
        except ConfigError:
            why = "is not a real date" if _DATE.match(date) else "is not written YYYY-MM-DD"
            raise _bad_line(header_lines["Date"], f"the Date {_quoted(date, 20)} {why}") from None
    for index, (number, word) in enumerate(moves_at, start=1):
        seated = _SEATED.match(word)
        seat = _number(seated.group(1)) - 1 if seated else None
        token = seated.group(2) if seated else word
        try:
            if seat is not None and not 0 <= seat < players:
                raise FormatError(f"there is no seat {_digits(seated.group(1)) if seated else ''}")
            reader = Reader(state, seat)
            glyph = _GLYPH.search(token)
            if glyph is not None and glyph.start() > 0:
                try:  # a move assessed with a glyph, ``bid_3!``
                    move = reader.parse(token[: glyph.start()])
                    nags.setdefault(index, []).insert(0, GLYPHS[glyph.group(1)])
                except TableGamesError as without_glyph:
                    try:  # a notation that ends in ! or ? itself
                        move = reader.parse(token)
                    except TableGamesError:
                        raise without_glyph from None
            else:
                move = reader.parse(token)
            state = _api_apply(state, move)
        except TableGamesError as error:
            told = f"move {index} ({_cut(word)}): {error}"
            hint = _spaced_move(state, seat, moves_at[index - 1 :])
            if hint:
                told = (
                    f"{told} {hint[0].upper()}{hint[1:]}."
                    if told.endswith(".")
                    else f"{told}; {hint}"
                )
            raise _bad_line(number, told) from None
    if misnumbered is not None:
        raise misnumbered
    result = headers.get("Result")
    if result is not None:
        over = _api_is_over(state)
        scores = " ".join(map(str, _api_scores(state)))
        written = result.split() == scores.split() if over else result.strip() == "*"
        if not written:
            found_result = scores if over else "a game not over ('*')"
            raise _bad_line(
                header_lines["Result"],
                f"the Result is {_quoted(result)}, but the moves give {found_result}",
            )
    return GameText(
        record=record(state),
        names=tuple(names) if any(name is not None for name in names) else (),
        date=date,
        library=headers.get("Library"),
        headers={
            name: value
            for name, value in headers.items()
            if name not in _OWN_HEADERS and not _SEAT_NAME.match(name)
        },
        comments={place: " ".join(words) for place, words in comments.items()},
        nags={place: tuple(dict.fromkeys(found)) for place, found in sorted(nags.items())},
    )


def read(text: str) -> GameText:
    """Read a game text and replay it: the record, the headers and the comments.

    Raises:
        FormatError: for a malformed header or one given twice, a missing one, impossible
            setup values, a move number out of order, a comment not closed, a move that is
            unknown, ambiguous or illegal where it stands, a result that differs, or a second
            game (:func:`~tablegames.core.gametext.read_games` reads several): the message
            gives the line and the move.
    """
    if not isinstance(text, str):
        raise FormatError(f"a game text is a str, not {_not_text(text)}")
    if text.removeprefix(_BOM).lstrip().startswith("{"):  # a game text never starts so
        raise FormatError(
            "not a valid game text: it starts with '{' as a JSON document does "
            "(tablegames.from_json reads a JSON record)"
        )
    # Cut into games as read_games cuts a text of several, so that both read a game alike.
    games = (game for game in _each_chunk([text]) if not isinstance(game, FormatError))
    first = next(games, [])
    second = next(games, None)
    if second is not None:
        after = "a header after the moves" if any(map(_is_moves, first)) else "a second game"
        raise _bad_line(
            second[0][0],
            f"{after}: a text of several games is read with tablegames.from_game_texts()",
        )
    return _read_game(first)


def _starts_game(line: str) -> bool:
    return bool(re.match(r'^\s*\[Game\s+"', line))


def read_games(source: str | Iterable[str]) -> Iterator[GameText]:
    """The games of a text of several, one after another, each read as
    :func:`~tablegames.core.gametext.read` reads one.

    A game starts at its first header, and the next one at the first header after moves or at
    a second ``Game`` header; the texts of several games written one after the other (a
    blank line between them, as :func:`~tablegames.to_game_text` ends each with a line
    break) are read one by one, lazily: ``source`` may be an open file, read a game at a
    time. Line numbers in errors count from the source's first line.
    :func:`~tablegames.core.gametext.read_each` goes on past a game that is not valid.

    >>> import io
    >>> import tablegames
    >>> texts = [
    ...     tablegames.to_game_text(tablegames.new_game("ten", players=players, seed=1))
    ...     for players in (2, 3)
    ... ]
    >>> [found.record.players for found in tablegames.from_game_texts("\\n".join(texts))]
    [2, 3]
    >>> handle = io.StringIO("\\n".join(texts))
    >>> [found.record.players for found in tablegames.from_game_texts(handle)]
    [2, 3]

    Raises:
        FormatError: as :func:`~tablegames.core.gametext.read` does, for the first game that
            is not valid (the games before it have been given).
    """
    for found in read_each(source):
        if isinstance(found, FormatError):
            raise found
        yield found


def read_each(source: str | Iterable[str]) -> Iterator[GameText | FormatError]:
    """Each game of a text of several, or the :class:`~tablegames.FormatError` that refuses
    it, one after another: a game that is not valid does not hide the games after it.

    The games are told apart by their headers, as
    :func:`~tablegames.core.gametext.read_games` tells them.

    >>> import tablegames
    >>> from tablegames.core.gametext import read_each
    >>> good = tablegames.to_game_text(tablegames.new_game("ten", players=2, seed=1))
    >>> bad = good.replace("[Seed", "[Players").replace('"1"', '"x"')
    >>> [type(found).__name__ for found in read_each("\\n".join([good, bad, good]))]
    ['GameText', 'FormatError', 'GameText']

    Raises:
        FormatError: if ``source`` is neither a string nor lines of text (a line that is
            not a string is given as the last item).
    """
    if isinstance(source, str):
        lines: Iterable[object] = [source]
    elif isinstance(source, Iterable) and not isinstance(source, _BYTES):
        lines = source
    else:
        raise FormatError(f"game texts are a str or lines of text, not {_not_text(source)}")
    return _each_game(lines)


#: What a file opened in binary mode gives, rather than text.
_BYTES = (bytes, bytearray, memoryview)


def _not_text(given: object) -> str:
    """What an error says was given where text was wanted."""
    if isinstance(given, _BYTES):
        return (
            "bytes: decode them (data.decode('utf-8')) or open the file in text mode "
            "(open(path, encoding='utf-8'))"
        )
    return f"a {type(given).__name__}"


def _lines(pieces: Iterable[object]) -> Iterator[tuple[int, str] | FormatError]:
    """The lines of a text, each with its number from 1: ``pieces`` (the whole text, or its
    lines as an open file gives them) cut at each ``\\n``, the one ``\\r`` just before it
    dropped (so ``\\r\\n`` ends a line too). A piece's end also ends a line, but keeps a ``\\r``
    that no ``\\n`` follows (as the lines of a file opened with ``newline=""`` end in old Mac
    files): no other character ends a line, and one held inside a line, or at the end of a
    piece, is refused as a control character when the line is read. A piece that is not a
    string is given as the error that ends the lines."""
    number = 0
    for piece in pieces:
        if not isinstance(piece, str):
            yield FormatError(f"line {number + 1} of the game texts is {_not_text(piece)}")
            return
        cut = piece.split("\n")
        # The last part had no \n after it: empty when the piece ended in one, else a line
        # ended by the piece's end, whose \r is kept (and refused).
        last = cut.pop()
        for line in cut:
            number += 1
            yield number, line.removesuffix("\r")
        if last or not cut:
            number += 1
            yield number, last


def _each_game(lines: Iterable[object]) -> Iterator[GameText | FormatError]:
    for chunk in _each_chunk(lines):
        yield chunk if isinstance(chunk, FormatError) else _read_or_error(chunk)


def _is_moves(numbered: tuple[int, str]) -> bool:
    """Whether a line is one of moves (or comments in braces): not blank, a header or ``;``."""
    stripped = numbered[1].strip()
    return bool(stripped) and stripped[0] not in "[;"


def _each_chunk(lines: Iterable[object]) -> Iterator[list[tuple[int, str]] | FormatError]:
    """The numbered lines of each game of a text of several, or the error that ends them.

    A game starts at its first header; the next one at a header after the moves, or at a
    ``Game`` header when the game has one already. A byte-order mark is dropped from the start
    of a game's first header line and of a blank or ``;`` line (where texts joined with ``cat``
    put it), and kept anywhere else, where reading refuses it."""
    chunk: list[tuple[int, str]] = []
    has_header = in_moves = has_game = False
    for found in _lines(lines):
        if isinstance(found, FormatError):
            yield found
            return
        number, line = found
        bare = line.removeprefix(_BOM)
        stripped = bare.strip()
        heading = stripped.startswith("[")
        if heading and has_header and (in_moves or (has_game and _starts_game(stripped))):
            yield chunk
            chunk, has_header, in_moves, has_game = [], False, False, False
        if not stripped or stripped.startswith(";") or (heading and not has_header):
            line = bare
        if heading:
            has_header = True
            has_game = has_game or _starts_game(stripped)
        elif stripped and not stripped.startswith(";") and has_header:
            in_moves = True
        chunk.append((number, line))
    if any(line.strip() and not line.strip().startswith(";") for _, line in chunk):
        yield chunk


def _read_or_error(chunk: Sequence[tuple[int, str]]) -> GameText | FormatError:
    try:
        return _read_game(chunk)
    except FormatError as error:
        return error


# Without a class, a record of some game: one declaration generic in the class, its T unsolved,
# let pyright take T from where the record went (replay of it returned as a TenState, say).
@overload
def loads(text: str, cls: None = None) -> GameRecord[object]: ...


@overload
def loads(text: str, cls: type[T]) -> GameRecord[T]: ...


def loads(text: str, cls: type[T] | None = None) -> GameRecord[T] | GameRecord[object]:
    """The record of a game text, verified by replaying it
    (:func:`~tablegames.core.gametext.read` gives the headers too).

    Type checkers know the record as ``GameRecord[object]``, whose
    :func:`~tablegames.replay` is an ``object``; given the game's state class, as
    :func:`~tablegames.from_json` takes it, it is a ``GameRecord[TheState]``, checked when the
    text is read:

    >>> import tablegames
    >>> from tablegames.ten import TenState
    >>> text = tablegames.to_game_text(tablegames.new_game("ten", players=2, seed=1))
    >>> tablegames.from_game_text(text, TenState).game
    'ten'

    Args:
        text: The game text.
        cls: The state class of the game the text must be of; ``None`` (the default) reads
            a text of any game.

    Raises:
        FormatError: as :func:`~tablegames.core.gametext.read` does, and for a text of
            another game than ``cls``'s (the message names both).
        ConfigError: if ``cls`` is not the state class of a registered game.
    """
    game = None if cls is None else _game_of_state_class(cls)
    game_record = read(text).record
    if game is not None and game_record.game != game.name:
        raise FormatError(
            f"expected a game text of {game.name!r} (read as {_class_name(cls)}), "
            f"got one of {game_record.game!r}"
        )
    found: GameRecord[T] = game_record  # type: ignore[assignment] # checked just above
    return found


def _game_of_state_class(cls: object) -> AnyGame:
    game = game_of_state_class(cls)
    if game is not None:
        return game
    raise ConfigError(
        f"from_game_text reads a game's state class, as TenState, got {_class_name(cls)}"
    )


def _class_name(cls: object) -> str:
    name = cls.__name__ if isinstance(cls, type) else shown(cls)
    return name if len(name) <= 80 else f"{name[:77]}..."
