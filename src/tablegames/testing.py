"""The conformance kit: one generic random-playout check for every game, and for yours.

:func:`check_game` plays random games and, after every move, checks the promises of the
tablegames contract. The project's tests run it on every game and player count; run it on your
own variant (any object implementing :class:`tablegames.Game`) the same way::

    from tablegames.testing import check_game
    report = check_game("aluette", seeds=range(20))

A broken promise raises :class:`ConformanceError` naming the game, seed, player count and move
number, with the record of the game so far so that the failure can be replayed.

Random play rarely reaches some situations (a goal that takes skilful play, say). Reach them by
playing chosen moves and check the states met on the way with :func:`check_states`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from tablegames.core.errors import ConfigError, IllegalMoveError
from tablegames.core.game import GAMES, AnyGame, get_game, register
from tablegames.core.record import GameRecord, record, replay
from tablegames.core.rng import Rng
from tablegames.core.serialization import from_json, to_json

__all__ = ["CheckReport", "ConformanceError", "check_game", "check_states"]


class ConformanceError(AssertionError):
    """A game broke a promise of the tablegames contract.

    Attributes:
        game_record: The record of the game up to the failing state (replay it to reproduce).
    """

    game_record: GameRecord | None

    def __init__(self, message: str, game_record: GameRecord | None = None) -> None:
        super().__init__(message)
        self.game_record = game_record


@attrs.frozen
class CheckReport:
    """What :func:`check_game` checked.

    Attributes:
        game: The game's name.
        games: Games played to the end.
        moves: Moves applied along the played lines.
        states: States checked.
        applied: Extra ``apply`` calls made to test legal moves and refused candidates.
        twins_differing: Leak-check twins that differed from their state: a twin maker that
            never changes anything would make the leak check vacuous, so tests assert this is
            positive for games with hidden information.
    """

    game: str
    games: int
    moves: int
    states: int
    applied: int
    twins_differing: int


def check_game(
    game: str | AnyGame,
    *,
    seeds: Iterable[int],
    players: int | Iterable[int] | None = None,
    options: object | None = None,
    sample: int | None = 4,
    every: int = 1,
    max_moves: int = 20_000,
) -> CheckReport:
    """Play random games and check the tablegames contract after every move.

    After every move it checks that:

    * the state's own invariants hold, it is hashable and ``from_json(to_json(s)) == s``
      (for its views and moves too, and ``to_json`` is stable);
    * ``apply`` accepts exactly what ``legal_moves`` offers, for every seat: legal moves are
      applied without error, candidate moves that are not offered raise
      :class:`~tablegames.IllegalMoveError` with a code and a message, and the input state is
      never changed;
    * the current player has a move, and nobody has one once the game is over;
    * views leak nothing: for each seat (and a spectator), a *twin* state that differs only in
      what that seat cannot see gives an equal view and equal legal moves; and
      ``legal_moves(view)`` equals the seat's legal moves;
    * at the end, ``replay(record(state)) == state``, scores have one entry per seat and the
      winners are seats.

    Args:
        game: A registered game's name, or a :class:`~tablegames.Game` object (registered on
            the fly if needed).
        seeds: One random game is played per seed (and per player count).
        players: The player counts to try; ``None`` means every count the game supports.
        options: The game's options (an options object or a mapping), ``None`` for defaults.
        sample: How many legal moves and how many refused candidates to apply per seat and
            state, besides the move played. ``None`` applies them all (thorough but slow).
        every: Check one state in ``every`` (chosen at random), besides the first and the last
            state of each game; the moves in between are still applied, and the replay of the
            whole game is checked at the end. 1 checks every state.
        max_moves: A game longer than this is reported as not terminating.

    Returns:
        A :class:`CheckReport` of what was checked.

    Raises:
        ConformanceError: at the first broken promise.
        ConfigError: if ``every`` is not a positive integer, or the game or options are bad.
    """
    found = _registered(game)
    if players is None:
        counts: Sequence[int] = range(found.min_players, found.max_players + 1)
    elif isinstance(players, int):
        counts = (players,)
    else:
        counts = tuple(players)
    if type(every) is not int or every < 1:
        raise ConfigError(f"every must be an integer of at least 1, got {every!r}")
    checker = _Checker(found, sample, every, max_moves)
    for count in counts:
        for seed in seeds:
            checker.play(count, seed, options)
    return checker.report()


def check_states(
    game: str | AnyGame,
    states: Iterable[object],
    *,
    sample: int | None = 4,
    seed: int = 0,
) -> CheckReport:
    """Check chosen states the way :func:`check_game` checks each state it reaches.

    Each state must have been reached by play (``apply`` from ``new_game``): besides the checks
    of :func:`check_game` on a state (invariants, JSON, ``apply`` against ``legal_moves`` and
    candidates, views and leaks), its record must replay to it.

    Args:
        game: A registered game's name, or a :class:`~tablegames.Game` object.
        states: The states to check.
        sample: As for :func:`check_game`.
        seed: Resolves the sampling of moves and the twins.

    Returns:
        A :class:`CheckReport` (``games`` is 0, ``states`` the number checked).

    Raises:
        ConformanceError: at the first broken promise.
    """
    checker = _Checker(_registered(game), sample, 1, 0)
    rng = Rng(seed, "check_states")
    for index, state in enumerate(states):
        checker.where = f"state {index} ({len(state.history)} moves)"  # type: ignore[attr-defined]
        checker.state = state
        checker.check_state(state, rng)
        checker.check_replay(state, record(state))
    return checker.report()


def _registered(game: str | AnyGame) -> AnyGame:
    """The game named, or the game object given, registered if it was not yet."""
    if isinstance(game, str):
        return get_game(game)
    if GAMES.get(game.name) is not game:
        register(game)
    return game


class _Checker:
    def __init__(self, game: AnyGame, sample: int | None, every: int, max_moves: int) -> None:
        self.game = game
        self.sample = sample
        self.every = every
        self.max_moves = max_moves
        self.games = self.moves = self.states = self.applied = self.twins_differing = 0
        self.where = ""
        self.state: Any = None

    def fail(self, problem: str) -> ConformanceError:
        game_record = None
        with contextlib.suppress(Exception):  # a broken state must not hide the real problem
            game_record = record(self.state)
        return ConformanceError(f"{self.game.name}: {self.where}: {problem}", game_record)

    def play(self, players: int, seed: int, options: object | None) -> None:
        from tablegames.core.api import new_game

        game = self.game
        rng = Rng(seed, "check_game")
        self.where = f"seed={seed} players={players} setup"
        state = new_game(game.name, players=players, seed=seed, options=options)
        self.state = state
        for number in range(self.max_moves + 1):
            self.where = f"seed={seed} players={players} after {number} moves"
            if number == 0 or game.is_over(state) or rng.below(self.every) == 0:
                moves = self.check_state(state, rng)
            else:
                moves = [m for seat in range(players) for m in game.legal_moves(state, seat)]
            if not moves:
                if not game.is_over(state):
                    raise self.fail("nobody has a legal move but the game is not over")
                break
            move = rng.choice(moves)
            try:
                state = game.apply(state, move)
            except IllegalMoveError as exc:
                raise self.fail(f"apply refused the legal move {move!r}: {exc}") from exc
            self.state = state
            self.moves += 1
        else:
            raise self.fail(f"the game did not end within {self.max_moves} moves")
        self.check_end(state)
        self.games += 1

    def check_state(self, state: Any, rng: Rng) -> list[Any]:
        """Check one state; return every seat's legal moves (empty once the game is over)."""
        game = self.game
        self.states += 1
        problems = game.check_invariants(state)
        if problems:
            raise self.fail("invariants broken: " + "; ".join(problems))
        try:
            hash(state)
        except TypeError as exc:
            raise self.fail(f"the state is not hashable: {exc}") from exc
        text = to_json(state)
        copy = self.round_trip(state, "state", text)

        over = game.is_over(state)
        current = game.current_player(state)
        if over != (current is None):
            raise self.fail(f"is_over is {over} but current_player is {current!r}")
        if not over and game.winners(state):
            raise self.fail("winners() must be () before the game ends")
        everything: list[Any] = []
        for seat in range(state.players):
            moves = game.legal_moves(state, seat)
            self.check_moves(state, seat, moves, over, current)
            self.check_view(state, seat, moves, rng)
            self.check_apply(state, copy, seat, moves, rng)
            everything.extend(moves)
        self.check_view(state, None, (), rng)
        if to_json(state) != text:
            raise self.fail("apply changed its input state (its JSON changed)")
        return everything

    def round_trip(self, obj: Any, what: str, text: str | None = None) -> Any:
        text = to_json(obj) if text is None else text
        try:
            back = from_json(text)
        except Exception as exc:
            raise self.fail(f"the {what} does not load back from its own JSON: {exc}") from exc
        if back != obj:
            raise self.fail(f"the {what} does not round-trip through JSON: {obj!r} != {back!r}")
        if to_json(back) != text:
            raise self.fail(f"to_json of the {what} is not stable")
        return back

    def check_moves(
        self, state: Any, seat: int, moves: tuple[Any, ...], over: bool, current: int | None
    ) -> None:
        if not isinstance(moves, tuple):
            raise self.fail(f"legal_moves must return a tuple, got {type(moves).__name__}")
        if over and moves:
            raise self.fail(f"the game is over but seat {seat} has moves {moves[:3]!r}")
        if seat == current and not moves:
            raise self.fail(f"seat {seat} is the current player but has no legal move")
        if len(set(moves)) != len(moves):
            raise self.fail(f"legal_moves of seat {seat} lists a move twice")
        for move in moves:
            if type(move) not in self.game.move_types:
                raise self.fail(f"{move!r} is not one of the game's move classes")
            if move.player != seat:
                raise self.fail(f"legal_moves of seat {seat} offers {move!r} of another seat")

    def check_view(self, state: Any, seat: int | None, moves: tuple[Any, ...], rng: Rng) -> None:
        game = self.game
        seen = game.view(state, seat)
        if seen.player != seat:
            raise self.fail(f"view(state, {seat}) has player {seen.player!r}")
        self.round_trip(seen, f"view of seat {seat}")
        if seat is not None and game.legal_moves_from_view(seen) != moves:
            raise self.fail(
                f"legal_moves(view) of seat {seat} differs from legal_moves(state, {seat})"
            )
        twin = game.twin(state, seat, rng.next_u64() >> 11)
        if type(twin) is not type(state):
            raise self.fail("the twin maker returned something other than a state")
        if twin != state:
            self.twins_differing += 1
        if game.view(twin, seat) != seen:
            who = "a spectator" if seat is None else f"seat {seat}"
            raise self.fail(
                f"the view of {who} leaks hidden information: a state differing only in what "
                f"{who} cannot see gives a different view"
            )
        if seat is not None and game.legal_moves(twin, seat) != moves:
            raise self.fail(
                f"the legal moves of seat {seat} depend on information hidden from that seat"
            )

    def check_apply(
        self, state: Any, copy: Any, seat: int, moves: tuple[Any, ...], rng: Rng
    ) -> None:
        game = self.game
        for move in self.pick(moves, rng):
            self.round_trip(move, "move")
            try:
                after = game.apply(state, move)
            except IllegalMoveError as exc:
                raise self.fail(f"apply refused {move!r}, which legal_moves offers: {exc}") from exc
            self.applied += 1
            if type(after) is not type(state):
                raise self.fail(f"apply({move!r}) did not return a state")
            if state != copy:
                raise self.fail(f"apply({move!r}) changed its input state")
        offered = set(moves)
        refused = [m for m in game.candidate_moves(state, seat) if m not in offered]
        for move in self.pick(refused, rng):
            try:
                game.apply(state, move)
            except IllegalMoveError as exc:
                if not exc.code or not str(exc):
                    raise self.fail(f"refusing {move!r} gave an empty code or message") from exc
            except Exception as exc:
                raise self.fail(
                    f"apply({move!r}) raised {type(exc).__name__} instead of IllegalMoveError: "
                    f"{exc}"
                ) from exc
            else:
                raise self.fail(f"apply accepted {move!r}, which legal_moves does not offer")
            self.applied += 1
            if state != copy:
                raise self.fail(f"apply({move!r}) changed its input state while refusing it")

    def pick(self, items: Sequence[Any], rng: Rng) -> Sequence[Any]:
        if self.sample is None or len(items) <= self.sample:
            return items
        return [items[rng.below(len(items))] for _ in range(self.sample)]

    def check_end(self, state: Any) -> None:
        game = self.game
        self.where += " (game over)"
        scores = game.scores(state)
        if len(scores) != state.players:
            raise self.fail(f"scores has {len(scores)} entries for {state.players} seats")
        winners = game.winners(state)
        if not winners or any(not 0 <= w < state.players for w in winners):
            raise self.fail(f"winners {winners!r} are not a non-empty set of seats")
        if list(winners) != sorted(set(winners)):
            raise self.fail(f"winners {winners!r} are not in seat order without repeats")
        game_record = record(state)
        self.round_trip(game_record, "record")
        self.check_replay(state, game_record)

    def check_replay(self, state: Any, game_record: GameRecord) -> None:
        """``game_record``, the record of ``state``, must replay to exactly that state."""
        try:
            replayed = replay(game_record)
        except IllegalMoveError as exc:
            raise self.fail(f"the record does not replay: {exc}") from exc
        if replayed != state:
            raise self.fail("replay(record(state)) differs from the state")

    def report(self) -> CheckReport:
        """What was checked so far."""
        return CheckReport(
            game=self.game.name,
            games=self.games,
            moves=self.moves,
            states=self.states,
            applied=self.applied,
            twins_differing=self.twins_differing,
        )
