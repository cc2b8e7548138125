"""The documents a server and its clients exchange: a seat's view with its legal moves, its
scores and the state's version, and a move a client sent with the version it was chosen at.

They stand above both the generic API (:func:`tablegames.view`) and the JSON layer
(:mod:`tablegames.core.json`), which is why they are not in :mod:`tablegames.core.protocol`
(whose codes and refusals the JSON layer itself reads). See :doc:`/protocol`.
"""

from __future__ import annotations

from typing import Any

from tablegames.core.api import view
from tablegames.core.errors import FormatError, IllegalMoveError
from tablegames.core.json.envelope import from_dict, to_dict
from tablegames.core.json.plain import loads
from tablegames.core.protocol import VersionedMove, is_move, state_version

__all__ = ["read_move_document", "view_document"]


def view_document(
    state: object, player: int | None, *, language: str | None = None
) -> dict[str, Any]:
    """The document a server sends a seat: its view, its legal moves, the scores it may know
    and the state's version, its words in ``language`` (``None``: the game's own; see
    :func:`~tablegames.to_dict`).

    ``to_dict(view(state, player), with_moves=True, with_scores=True,
    state_version=state_version(state), language=language)``.

    >>> import tablegames
    >>> from tablegames.core.messages import view_document
    >>> state = tablegames.new_game("ten", players=2, seed=1)
    >>> document = view_document(state, 0)
    >>> list(document), document["scores"], document["state_version"]
    (['format', 'version', 'game', 'kind', 'data', 'moves', 'scores', 'state_version'], [0, 0], 0)

    Raises:
        SeatError: if ``player`` is not a seat of the game (``None``: a spectator).
        NotAGameObjectError: if ``state`` is not a game state.
        ConfigError: for a language the game does not speak.
    """
    version = state_version(state)
    return to_dict(
        view(state, player),
        with_moves=True,
        with_scores=True,
        state_version=version,
        language=language,
    )


def read_move_document(
    text: str | bytes, *, max_bytes: int | None = 4096, game: str | None = None
) -> VersionedMove:
    """Read a move document a client sent: the move and the version it was chosen at.

    >>> from tablegames.core.messages import read_move_document
    >>> read_move_document('{"format": "tablegames", "version": 1, "game": "ten", '
    ...                    '"kind": "move", "data": {"type": "draw", "player": 0}, '
    ...                    '"state_version": 3}')
    VersionedMove(move=Draw(player=0), state_version=3)

    With ``game``, a document whose ``game`` names another game is refused as such, before
    its data is read as a move of the game it names (whose refusal would speak of that game's
    moves, as if the seat played it):

    >>> read_move_document('{"format": "tablegames", "version": 2, "game": "aluette", '
    ...                    '"kind": "move", "data": {"type": "draw", "player": 0}}', game="ten")
    Traceback (most recent call last):
    ...
    tablegames.core.errors.IllegalMoveError: A move of 'aluette' sent to a game of 'ten'.

    Args:
        text: The document's JSON text.
        max_bytes: Refuse a longer text before parsing it (a move is about a hundred bytes).
        game: The game the move must be for (``None``: any).

    Raises:
        FormatError: if the text is not a well-formed move document (another kind of document
            included), as :func:`~tablegames.from_json` says.
        IllegalMoveError: ``core.move.wrong_game``, if the document names another game than
            ``game``.
    """
    document = loads(text, max_bytes)
    named = document.get("game") if isinstance(document, dict) else None
    if game is not None and isinstance(named, str) and named != game:
        raise IllegalMoveError(
            f"A move of {named!r} sent to a game of {game!r}.",
            code="core.move.wrong_game",
        )
    found = from_dict(document)
    assert isinstance(document, dict)  # from_dict read an envelope, of a known kind
    if not is_move(found):
        raise FormatError(f"expected a move document, got a {document['kind']} document")
    return VersionedMove(found, document.get("state_version"))
