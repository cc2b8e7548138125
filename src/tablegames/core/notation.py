"""Move notation: short texts people type for moves, and reading them back.

Each game gives its notation through its ``notation`` hook (a :class:`Notation`): the
canonical text of every move (``7cu``, ``bid 3``, ``NW'@1,0``) and the shorter forms it also
accepts. :func:`~tablegames.notation` writes a move; :func:`~tablegames.parse_move` reads a
text back against the legal moves of a position, forgiving case and spaces. Within one
position's legal moves every notation is unique, so ``parse_move(x, notation(m)) == m`` for
each of them.

>>> import tablegames
>>> state = tablegames.new_game("ten", players=2, seed=1)
>>> state = tablegames.apply(state, tablegames.parse_move(state, " DRAW "))
>>> [tablegames.notation(move) for move in tablegames.legal_moves(state)]
['draw', 'numbers', 'currency']
>>> tablegames.parse_move(state, "drwa")
Traceback (most recent call last):
...
tablegames.core.errors.IllegalMoveError: 'drwa' is not a legal move here; the closest: draw, ...
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Callable, Iterable, Mapping
from typing import Generic

import attrs

from tablegames.core.errors import IllegalMoveError, InvalidMoveError, NotAGameObjectError
from tablegames.core.fieldnotation import FieldNotation, Notation
from tablegames.core.game import M, Move, hook
from tablegames.core.registry import game_for
from tablegames.core.text import listed

__all__ = [
    "FieldNotation",
    "Lexicon",
    "Notation",
    "Reader",
    "normalized",
    "notation",
    "parse_move",
]

#: How many legal moves an unknown text's error names, the closest first.
CLOSEST = 3
#: How many legal moves an ambiguous text's error names, in the order of the legal moves: every
#: one that a game's alias names together (Aluette's ``sig A``, the four counts of aces).
SEVERAL = 6


def normalized(text: str) -> str:
    """``text`` as notations are compared: lower case, without spaces or underscores (a game
    text writes ``bid 3`` as ``bid_3``); typographic quotes (U+2019, U+2032) read as the
    apostrophe.

    >>> from tablegames.core.notation import normalized
    >>> normalized(" NW\u2019 @ 1, 0 "), normalized("break_2_pick")
    ("nw'@1,0", 'break2pick')

    Returns:
        The text as compared.
    """
    joined = "".join(text.split()).replace("_", "")
    return joined.casefold().replace("\u2019", "'").replace("\u2032", "'")


def _notation_of(game: object) -> Notation:
    found: Notation = hook(game, "notation")
    return found


def notation(move: Move) -> str:
    """The text a person types for ``move`` (see each game's page for its notation).

    >>> import tablegames
    >>> from tablegames.aluette import PlayCard, parse_card
    >>> tablegames.notation(PlayCard(0, parse_card("7 of cups")))
    '7cu'

    Raises:
        NotAGameObjectError: if ``move`` is not a move of a registered game.
    """
    game = game_for(move)
    if game is None or type(move) not in game.move_types:
        raise NotAGameObjectError(
            f"notation() needs a move of a registered game, got {type(move).__name__}"
        )
    return _notation_of(game).write(move)


class Lexicon(Generic[M]):
    """Moves under the texts that name them: each move's notation, and its aliases where no
    other move of the lexicon has them. :class:`Reader` is the lexicon of a position's legal
    moves; a notation's ``read(text, player)`` may look a text up among every move of a kind,
    legal or not.

    >>> from tablegames.core.notation import Lexicon
    >>> from tablegames.ten import Bid, PassBid, SkipBuy
    >>> from tablegames.ten.notation import NOTATION
    >>> lexicon = Lexicon(NOTATION, [Bid(0, 2), PassBid(0), SkipBuy(0)])
    >>> lexicon.named(" BID 2"), lexicon.named("pass"), lexicon.read("buy nothing", player=1)
    ([Bid(player=0, amount=2)], [PassBid(player=0)], SkipBuy(player=1))

    Args:
        writer: The game's notation.
        moves: The moves to look texts up among.
    """

    def __init__(self, writer: Notation, moves: Iterable[M]) -> None:
        self.moves: tuple[M, ...] = tuple(moves)
        self.texts: tuple[str, ...] = tuple(writer.write(move) for move in self.moves)
        self._exact: dict[str, list[M]] = {}
        for move, text in zip(self.moves, self.texts, strict=True):
            self._exact.setdefault(normalized(text), []).append(move)
        self._aliases: dict[str, list[M]] = {}
        for move in self.moves:
            for alias in {normalized(text) for text in writer.aliases(move)}:
                self._aliases.setdefault(alias, []).append(move)
        self._text_of = dict(zip(self.moves, self.texts, strict=True))

    @property
    def table(self) -> Mapping[str, M]:
        """Each move under its normalized notation (the first, should two share one)."""
        return {text: moves[0] for text, moves in self._exact.items()}

    def named(self, text: str) -> list[M]:
        """The moves whose notation is ``text`` (case, spaces and underscores ignored), else
        those that have it as an alias: one, several (``text`` is ambiguous) or none."""
        key = normalized(text)
        return list(self._exact.get(key) or self._aliases.get(key) or ())

    def read(self, text: object, player: int) -> M | None:
        """The one move ``text`` names, made by ``player`` (the lexicon's moves may be of any
        seat, as a notation does not name the seat); ``None`` if ``text`` names none or several,
        is not a string, or ``player`` cannot make a move. Never raises.
        """
        found = self.named(text) if type(text) is str else []
        if len(found) != 1:
            return None
        if type(player) is int and found[0].player == player:  # not False for player 0
            return found[0]
        try:
            return attrs.evolve(found[0], player=player)  # type: ignore[misc]
        except InvalidMoveError:  # a seat that no move can name
            return None


def _refusal(
    state: object, read: Callable[[str, int], Move | None], seat: int, text: str
) -> IllegalMoveError | None:
    """The rules' refusal of the move ``text`` names for ``seat``, legal or not (the game's
    notation's ``read``); ``None`` if it names none or the rules take it."""
    from tablegames.core.api import apply  # the API imports this module's users

    move = read(text, seat)
    if move is None:
        return None
    try:
        apply(state, move)
    except IllegalMoveError as refusal:
        return refusal
    return None


class Reader(Lexicon[Move]):
    """The legal moves of one position, ready to read typed texts; :func:`~tablegames.parse_move`
    reads one text with a new reader, a caller reading many texts keeps one.

    Args:
        state_or_view: A state or a view.
        player: The seat whose moves are read; ``None``: the current player of a state, the
            viewer of a view.

    Raises:
        SeatError: as :func:`~tablegames.legal_moves` does.
        NotAGameObjectError: if ``state_or_view`` is not a state or a view.
    """

    def __init__(self, state_or_view: object, player: int | None = None) -> None:
        from tablegames.core.api import legal_moves  # the API imports this module's users

        game = game_for(state_or_view)
        if game is None:
            raise NotAGameObjectError(
                f"parse_move() needs a state or a view, got {type(state_or_view).__name__}"
            )
        writer = _notation_of(game)
        super().__init__(writer, legal_moves(state_or_view, player))
        is_state = isinstance(state_or_view, game.state_type)
        seat = player if player is not None or not is_state else game.current_player(state_or_view)
        read = getattr(writer, "read", None)
        #: Reads a text as a move legal or not, to ask the rules why one is refused (a state's
        #: reader only: a view cannot be played on).
        self._why: Callable[[str], IllegalMoveError | None] | None = None
        if is_state and callable(read) and seat is not None:
            self._why = functools.partial(_refusal, state_or_view, read, seat)

    def parse(self, text: str) -> Move:
        """The legal move ``text`` names: its notation, else one of its aliases that no other
        legal move has.

        Raises:
            IllegalMoveError: ``core.notation.unknown`` if no legal move has that text (the
                message names the closest ones), ``core.notation.ambiguous`` if several have;
                the rules' own error for a move they refuse (see :func:`~tablegames.parse_move`).
        """
        if type(text) is not str:
            raise IllegalMoveError(
                f"a move's notation is a string, not a {type(text).__name__}",
                code="core.notation.unknown",
            )
        found = self.named(text)
        if len(found) == 1:
            return found[0]
        shown = text.strip()[:40]
        if found:
            names = listed(self._text_of[move] for move in found[:SEVERAL])
            more = f" (and {len(found) - SEVERAL} more)" if len(found) > SEVERAL else ""
            raise IllegalMoveError(
                f"'{shown}' could be several moves here: {names}{more}; type one of them.",
                code="core.notation.ambiguous",
            )
        refusal = self._why(text) if self._why is not None else None
        if refusal is not None:
            # Its fields, where it has any: a game's own subclass of the signature before
            # fields, (message, *, code, move=None), takes no such keyword.
            facts = {"fields": refusal.fields} if refusal.fields else {}
            raise type(refusal)(
                f"'{shown}': {refusal}", code=refusal.code, move=refusal.move, **facts
            )
        if not self.moves:
            raise IllegalMoveError(
                f"'{shown}' is not a legal move: this seat has no move now.",
                code="core.notation.unknown",
            )
        by_text = {normalized(t): t for t in self.texts}
        close = difflib.get_close_matches(normalized(text), list(by_text), n=CLOSEST, cutoff=0.0)
        names = listed(by_text[name] for name in close)
        raise IllegalMoveError(
            f"'{shown}' is not a legal move here; the closest: {names}.",
            code="core.notation.unknown",
        )


def parse_move(state_or_view: object, text: str, *, player: int | None = None) -> Move:
    """The legal move that ``text`` names in this position, case and spaces forgiven.

    >>> import tablegames
    >>> state = tablegames.new_game("aluette", players=4, seed=3)
    >>> tablegames.parse_move(state, "no chant")
    VoteChant(player=1, agree=False)

    Args:
        state_or_view: A state or a view.
        text: A move's notation (:func:`notation`), or one of the shorter forms its game
            accepts when no other legal move does.
        player: The seat moving; ``None``: the current player of a state, the viewer of a view.
            (Aluette's signals are made out of turn: name the seat to read one of those from a
            state.)

    Raises:
        IllegalMoveError: ``core.notation.unknown`` when no legal move has that text (the
            message names the closest legal moves), ``core.notation.ambiguous`` when several
            have. When ``text`` names a move of the seat that the rules refuse where it stands
            (read from a state whose game's notation has ``read(text, player)``, as the three
            built-in games' do), the rules' own error instead, as :func:`~tablegames.apply`
            raises it: :class:`~tablegames.NotYourTurnError` for a move out of turn, an
            :class:`~tablegames.InvalidMoveError` with the rules' reason and code otherwise.
        SeatError: if ``player`` is not a seat of the game (or not the viewer of a view).
        NotAGameObjectError: if ``state_or_view`` is not a state or a view.
    """
    return Reader(state_or_view, player).parse(text)
