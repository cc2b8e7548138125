"""The versioned envelope: every document tablegames writes, and reading one back.

Every document looks like this::

    {"format": "tablegames", "version": 1, "game": "aluette", "kind": "state", "data": {...}}

:func:`to_dict` finds the object's game in the registry and writes its data with that game's
converter; :func:`from_dict` checks the envelope, finds the game it names and reads the data as
its kind says (:mod:`.reading`).
"""

from __future__ import annotations

from typing import Any, Final, Literal, Union

from tablegames.core.errors import (
    ConfigError,
    FormatError,
    NotAGameObjectError,
    TableGamesError,
)
from tablegames.core.game import AnyGame, hook
from tablegames.core.json.games import converter_for
from tablegames.core.json.plain import MAX_BYTES, check_plain, dumps, loads
from tablegames.core.json.problems import brief, json_type, unknown_fields
from tablegames.core.json.reading import (
    NO_SCORES,
    read_error,
    read_event,
    read_moves,
    read_record,
    read_state,
    read_view,
)
from tablegames.core.protocol import (
    Refusal,
    check_state_version_field,
    check_viewer,
    client_words,
    is_move,
    labelled_moves,
    read_state_version_field,
    refusal_fields,
    spoken_view,
    told_event,
    without_words,
)
from tablegames.core.record import GameRecord
from tablegames.core.registry import GAMES, game_for, get_game
from tablegames.core.text import shown

__all__ = [
    "ENVELOPE_KEYS",
    "FORMAT",
    "KINDS",
    "VERSION",
    "Kind",
    "envelope_game",
    "from_dict",
    "from_json",
    "to_dict",
    "to_json",
]

#: The value of the envelope's ``format`` field.
FORMAT: Final = "tablegames"
#: The format version this library writes, and the newest it reads.
VERSION: Final = 2

#: The kind of a document, its envelope's ``kind`` field (see :data:`KINDS`).
Kind = Literal["state", "view", "move", "record", "moves", "error", "event"]
#: Every document kind, in the order the reference documents them.
KINDS: Final[tuple[str, ...]] = ("state", "view", "move", "record", "moves", "error", "event")

#: The keys of every envelope, in order.
ENVELOPE_KEYS: Final = ("format", "version", "game", "kind", "data")
# A view document may also hold the viewer's legal moves and the scores it knows, after its
# data, and a view or a move document the state's version (see
# tablegames.core.protocol.state_version).
_VIEW_KEYS: Final = (*ENVELOPE_KEYS, "moves", "scores", "state_version")


def to_dict(
    obj: object,
    *,
    game: str | None = None,
    with_moves: bool = False,
    with_scores: bool = False,
    state_version: int | None = None,
    viewer: int | None = None,
    language: str | None = None,
) -> dict[str, Any]:
    """Return the JSON-ready document (the envelope) for a tablegames object.

    The kinds of document (see :doc:`/protocol`):

    * a state, view, move or :class:`~tablegames.GameRecord`: kinds ``state``, ``view``,
      ``move``, ``record``;
    * an event of a game's event log: kind ``event``, whose data is what an item of a view's
      ``events`` holds: the event's fields after its ``type`` tag, then its ``text`` as
      ``viewer`` reads it. Writing an event checks no entitlement: send a seat only the events
      its views (or :func:`~tablegames.core.recall.recall`) give it;
    * a tuple or list of moves of one game, such as ``legal_moves(view)``: kind ``moves``;
    * a :class:`~tablegames.TableGamesError` or a :class:`~tablegames.Refusal`: kind
      ``error``, whose data holds the ``code`` (:func:`~tablegames.core.protocol.error_code`),
      the ``message``, the ``move`` refused (``null`` when there is none, or when it is not
      a move of the document's game) and, when the refusal names any, the ``fields``: the
      facts its message names (:attr:`IllegalMoveError.fields
      <tablegames.IllegalMoveError.fields>`) as the game's converter writes them
      (:func:`~tablegames.core.protocol.refusal_fields`).

    The result holds only dicts, lists, strings, integers, booleans and ``None``.

    Args:
        obj: The object to write.
        game: The game the document is about. Needed for an empty sequence of moves and for an
            error that carries no move; otherwise it is the object's own game, and a different
            one is refused.
        with_moves: For a view only: add the envelope key ``"moves"`` after ``"data"``,
            holding the viewer's legal moves (``legal_moves(view)``, in the game's documented
            order; ``[]`` for a spectator).
        with_scores: For a view only: add the envelope key ``"scores"`` after ``"moves"``
            (if any), holding each seat's score as the viewer may know it
            (:func:`~tablegames.view_scores`: ``null`` for a score hidden from the
            viewer). Nothing is added for a game that gives no scores.
        state_version: For a view or a move only: add the envelope key ``"state_version"``,
            the version of the state the view shows or the move was chosen at (moves applied
            so far: :func:`~tablegames.core.protocol.state_version`).
        viewer: For an event only: the seat whose words its ``text`` uses ("you drew ...");
            ``None`` (the default) gives a spectator's words.
        language: The language of the words written for people, the moves' ``label`` and
            the events' ``text``: a tag such as ``"fr"`` (in any case), which the game must
            speak (:meth:`Game.words_in <tablegames.Game.words_in>`: its own language or one
            of its :attr:`~tablegames.Game.translations`); ``None`` (the default): the game's
            own words. Checked for every kind, though a state, record, move or error
            document holds no such words (an error's ``message`` is always English).

    Raises:
        NotAGameObjectError: if ``obj`` is none of those things, if a sequence holds anything
            but moves of one game, or if ``obj`` is not of the game ``game`` names (or of no
            registered game: a game's objects stop being game objects when it is unregistered).
        ConfigError: for an unknown ``game``, a missing ``game`` that is needed,
            ``with_moves`` or ``with_scores`` given for anything but a view, or ``viewer``
            given for anything but an event (or not a seat number); for a ``language`` the
            game does not speak (the message names those it does: ``ten speaks en, fr, not
            'de'``) or whose translation cannot be used; or if a class of the game has a
            field the JSON layer cannot write
            (:class:`~tablegames.core.json.converter.UnconvertibleClassError`).
    """
    chosen = None if game is None else get_game(game)
    data: Any
    if isinstance(obj, (TableGamesError, Refusal)):
        found, kind, data = _error_data(obj, chosen)
    elif isinstance(obj, (tuple, list)):
        found, kind = _moves_game(obj, chosen), "moves"
        data = labelled_moves(found, obj, converter_for(found).unstructure, language)
    elif isinstance(obj, GameRecord):
        found, kind = get_game(obj.game), "record"
        unstructure = converter_for(found).unstructure
        data = {
            "game": obj.game,
            "players": obj.players,
            "seed": obj.seed,
            "options": unstructure(obj.options),
            "moves": [unstructure(move) for move in obj.moves],
        }
    else:
        owner = game_for(obj)
        if owner is None:
            raise NotAGameObjectError(
                f"cannot serialize a {type(obj).__name__}: not a tablegames object"
            )
        found = owner
        if isinstance(obj, found.state_type):
            kind = "state"
        elif isinstance(obj, found.view_type):
            kind = "view"
        elif type(obj) in found.move_types:
            kind = "move"
        elif type(obj) in found.event_types:
            kind = "event"
        else:
            raise NotAGameObjectError(f"cannot serialize a {type(obj).__name__} on its own")
        data = converter_for(found).unstructure(obj)
        if kind == "view":
            data = spoken_view(found, obj, data, language)
        elif kind == "event":
            data = told_event(found, obj, data, check_viewer(viewer), language)
    if language is not None and kind not in ("view", "moves", "event"):
        client_words(found, language)  # no words to write: the language is checked all the same
    if chosen is not None and found is not chosen:
        raise NotAGameObjectError(
            f"game={chosen.name!r}, but this {kind} belongs to the game {found.name!r}"
        )
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": found.name,
        "kind": kind,
        "data": data,
    }
    if viewer is not None and kind != "event":
        raise ConfigError(f"viewer applies to events only, not to a {kind}")
    if with_moves:
        if kind != "view":
            raise ConfigError(f"with_moves applies to views only, not to a {kind}")
        moves = found.legal_moves_from_view(obj) if getattr(obj, "player", None) is not None else ()
        document["moves"] = labelled_moves(found, moves, converter_for(found).unstructure, language)
    if with_scores:
        if kind != "view":
            raise ConfigError(f"with_scores applies to views only, not to a {kind}")
        known = hook(found, "view_scores")(obj)
        if known is not None:
            document["scores"] = list(known)
    if state_version is not None:
        document["state_version"] = check_state_version_field(state_version, kind)
    return document


def _moves_game(moves: tuple[object, ...] | list[object], chosen: AnyGame | None) -> AnyGame:
    """The one game whose moves ``moves`` are (``chosen``, if given and they are empty)."""
    found = chosen
    for index, move in enumerate(moves):
        owner = game_for(move)
        if owner is None or type(move) not in owner.move_types:
            raise NotAGameObjectError(
                f"a moves document holds moves only: item {index} is a {type(move).__name__}"
            )
        if found is None:
            found = owner
        elif owner is not found:
            raise NotAGameObjectError(
                f"a moves document holds the moves of one game: item {index} is a move of "
                f"{owner.name!r}, not of {found.name!r}"
            )
    if found is None:
        raise ConfigError("an empty sequence of moves needs game= to say whose moves they are")
    return found


def _error_data(
    error: TableGamesError | Refusal, chosen: AnyGame | None
) -> tuple[AnyGame, str, dict[str, Any]]:
    """The game, kind and data of the error document that reports ``error``."""
    name = None if chosen is None else chosen.name
    if isinstance(error, Refusal):
        refusal = error
    else:
        # The game whose converter writes the error's facts (a card as its name): the one
        # named, else that of the move refused.
        carried = getattr(error, "move", None)
        owner = chosen if chosen is not None else game_for(carried)
        unstructure = None if owner is None else converter_for(owner).unstructure
        refusal = Refusal.from_error(error, name, unstructure=unstructure)
    move = refusal.move if is_move(refusal.move, name) else None
    found = chosen if chosen is not None else game_for(move)
    if found is None:
        raise ConfigError(
            f"an error document names its game: this {type(error).__name__} carries no move, "
            "so give game="
        )
    data = {
        "code": refusal.code,
        "message": refusal.message,
        "move": None if move is None else converter_for(found).unstructure(move),
    }
    if refusal.fields:  # a refusal that names no fact is written as before there were any
        data["fields"] = refusal_fields(refusal.fields)
    return found, "error", data


def to_json(
    obj: object,
    *,
    indent: int | None = None,
    game: str | None = None,
    with_moves: bool = False,
    with_scores: bool = False,
    state_version: int | None = None,
    viewer: int | None = None,
    language: str | None = None,
) -> str:
    """Return the JSON text of :func:`to_dict` (field order is fixed, so output is stable).

    ``game``, ``with_moves``, ``with_scores``, ``state_version``, ``viewer`` and
    ``language`` are those of :func:`to_dict`.

    >>> import tablegames
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> after = tablegames.apply(state, tablegames.legal_moves(state)[0])
    >>> event = after.events[-1]
    >>> text = tablegames.to_json(event, viewer=1)
    >>> text[54:]
    '"kind": "event", "data": {"type": "card_drawn", "player": 1, "card": "green 3", "total": 3, \
"currency": 0, "cards_left": 88, "text": "You drew the green 3: total 3, currency 0."}}'
    >>> tablegames.from_json(text) == event
    True
    """
    document = to_dict(
        obj,
        game=game,
        with_moves=with_moves,
        with_scores=with_scores,
        state_version=state_version,
        viewer=viewer,
        language=language,
    )
    return dumps(document, indent=indent)


def from_json(
    text: str | bytes, *, max_bytes: int | None = MAX_BYTES, verify_history: bool = False
) -> Any:
    """Read a document written by :func:`~tablegames.to_json` (or by a front end in any
    language).

    Reading is safe on hostile text: it takes time linear in the text's length, refuses a
    text longer than ``max_bytes`` before parsing it, and every failure is a
    :class:`~tablegames.FormatError` whose message is bounded (see :doc:`/security`).

    Args:
        text: The JSON text, as ``str`` or ``bytes``.
        max_bytes: Refuse texts longer than this many bytes (UTF-8);
            :data:`~tablegames.core.json.plain.MAX_BYTES`
            (4 MB) by default, ``None`` for no limit.
        verify_history: For a state, also replay its history from its seed and require the
            result to be exactly this state (see :func:`from_dict`).

    Raises:
        FormatError: if the text is too long or not JSON, or the document is malformed, of a
            newer version, or inconsistent; the message names the bad fields.
        ConfigError: whatever the document, if a class of its game has a field the JSON
            layer cannot read (:class:`~tablegames.core.json.converter.UnconvertibleClassError`
            names the class, the field and its type): a mistake of the game, not of the text.
    """
    return _read(loads(text, max_bytes), verify_history)


def from_dict(document: object, *, verify_history: bool = False) -> Any:
    """Read a document (the envelope) and return the state, view, move or record inside.

    States are checked for consistency as well as structure: every card accounted for
    exactly once, counts within the rules, a valid current player, a seed from 0 to
    2**53 - 1, a history no longer than the game's longest. Views are checked against their
    game's view invariants. ``document`` must be plain JSON data, as ``json.loads`` returns
    it (exact dicts with string keys, lists or tuples, str, int, finite float, bool, None),
    at most :data:`~tablegames.core.json.plain.MAX_DEPTH` deep and holding at most
    :data:`~tablegames.core.json.plain.MAX_VALUES` values.

    Args:
        document: The parsed JSON document.
        verify_history: For a state, also replay its moves from its seed and options and
            require the result to equal the state. This proves that nothing at all was tampered
            with (hidden cards and history included) at the cost of replaying the game; use it
            when loading states from a source you do not trust.

    Raises:
        FormatError: naming what is wrong; nothing inconsistent is ever returned.
        ConfigError: if a class of the document's game cannot be read as JSON, as
            :func:`from_json` says.
    """
    check_plain(document)
    return _read(document, verify_history)


def envelope_game(document: dict[str, Any]) -> AnyGame:
    """The game an envelope names, after checking its format and version (fields present).

    Raises:
        FormatError: for another format, an unknown or newer version, or an unknown game.
    """
    if document["format"] != FORMAT:
        raise FormatError(
            f"not a tablegames document: $.format is {brief(document['format'])}, "
            f"expected {FORMAT!r}"
        )
    version = document["version"]
    if type(version) is not int or version < 1:
        raise FormatError(f"$.version: unknown format version {brief(version)}")
    if version > VERSION:
        raise FormatError(
            f"$.version: this document has format version {shown(version)}, but this "
            f"tablegames reads versions up to {VERSION}; upgrade tablegames to read it"
        )
    name = document["game"]
    if type(name) is not str or name not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise FormatError(f"$.game: unknown game {brief(name)}; known games: {known}")
    return GAMES[name]


def _read(document: object, verify_history: bool) -> Any:
    """:func:`from_dict` on plain JSON data."""
    if not isinstance(document, dict):
        raise FormatError(
            "expected a tablegames document (a JSON object with format, version, game, kind "
            f"and data), got {json_type(document)}"
        )
    problems = [f"$.{key}: missing required field" for key in ENVELOPE_KEYS if key not in document]
    problems += unknown_fields(document, _VIEW_KEYS, ["$"])
    if problems:
        raise FormatError("not a tablegames document", problems)
    document = without_words(document)
    game = envelope_game(document)
    kind = document["kind"]
    data = document["data"]
    for key in ("moves", "scores"):
        if key in document and kind != "view":
            raise FormatError(
                f"$.{key}: unknown field (only a view document holds {key}, not a {brief(kind)})"
            )
    if "state_version" in document:
        read_state_version_field(document["state_version"], kind)
    if kind == "state":
        return read_state(game, data, verify_history)
    if kind == "view":
        return read_view(game, data, document.get("moves"), document.get("scores", NO_SCORES))
    if kind == "move":
        return converter_for(game).read(data, Union[game.move_types], "$.data")  # noqa: UP007
    if kind == "record":
        return read_record(game, data)
    if kind == "moves":
        return read_moves(game, data, "$.data")
    if kind == "error":
        return read_error(game, data)
    if kind == "event":
        return read_event(game, data)
    raise FormatError(f"$.kind: unknown kind {brief(kind)}; expected one of {', '.join(KINDS)}")
