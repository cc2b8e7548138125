"""The ``tablegames`` command: play in the terminal, simulate bot games, replay records.

Run ``tablegames --help`` (or ``python -m tablegames --help``) for the commands. The docs page
"Command line" describes every option, shows a session and lists the exit statuses:

* 0: done;
* 2: a mistake in the command line, an option, a seat or an input file: one line
  ``tablegames: error: ...`` on standard error says what;
* 130: interrupted (Ctrl-C, or the end of the input while a human seat was asked to move);
* 141: the reader of the output went away (``tablegames ... | head``): the program stops quietly,
  as programs killed by SIGPIPE do.

The output is the game; everything else (errors, the progress bar) goes to standard error.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

import attrs

import tablegames
from tablegames.agents import (
    Agent,
    AgentFactory,
    RandomAgent,
    SimulationSummary,
    heuristic_factory,
    simulate,
)
from tablegames.aluette.render import SIGNAL_GROUP
from tablegames.aluette.render import describe_move as aluette_describe
from tablegames.aluette.render import move_group as aluette_group
from tablegames.aluette.render import narrate as aluette_narrate
from tablegames.aluette.render import result as aluette_result
from tablegames.core.errors import TableGamesError
from tablegames.core.events import apply_with_events, view_events
from tablegames.core.game import Event, Move
from tablegames.core.rng import MAX_SEED
from tablegames.saboteur.render import describe_move as saboteur_describe
from tablegames.saboteur.render import move_group as saboteur_group
from tablegames.saboteur.render import narrate as saboteur_narrate
from tablegames.saboteur.render import result as saboteur_result
from tablegames.ten.render import describe_move as ten_describe
from tablegames.ten.render import move_group as ten_group
from tablegames.ten.render import narrate as ten_narrate
from tablegames.ten.render import result as ten_result

__all__ = ["main"]

EXIT_OK = 0
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, what a shell reports for a program killed by it


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); return the exit status.

    ``--help`` and ``--version`` print and raise :class:`SystemExit` (status 0), as argparse
    does; every other outcome is returned.
    """
    try:
        args = _parser().parse_args(argv)
        return int(args.run(args))
    except _UsageError as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        print("\nInterrupted. Goodbye.", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    except TableGamesError as exc:
        return _fail(str(exc))
    except OSError as exc:
        where = f": {exc.filename}" if exc.filename is not None else ""
        return _fail(f"{exc.strerror or exc}{where}")


def _fail(message: str) -> int:
    print(f"tablegames: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so the final flush at exit cannot fail again."""
    try:
        descriptor = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        return  # not a real file (a test's capture): nothing will be flushed to a pipe
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, descriptor)
    os.close(devnull)


# -- the parser -----------------------------------------------------------------------------------


class _UsageError(Exception):
    """A mistake in the command line; ``main`` prints it as one line and returns 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, with every error one ``tablegames: error:`` line rather than usage and exit."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(f"{message} (see '{self.prog} --help')")


def _whole_number(low: int, high: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` (to ``high``), refused with a clear line."""

    def convert(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            number = None
        if number is None or number < low or (high is not None and number > high):
            span = f"from {low} to {high}" if high is not None else f"of at least {low}"
            raise argparse.ArgumentTypeError(f"expected a whole number {span}, got {text!r}")
        return number

    return convert


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tablegames",
        description="Play Saboteur, TEN and Aluette in the terminal, pit bots against each "
        "other, and replay recorded games.",
    )
    parser.add_argument("--version", action="version", version=tablegames.__version__)
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")
    games = sorted(tablegames.GAMES)
    seed = _whole_number(0, MAX_SEED)

    play = commands.add_parser(
        "play",
        help="play a game in the terminal (bots in the seats without a human)",
        description="Play a game in the terminal. After every move you read what happened, "
        "as your seat saw it; on your turn you choose from a numbered menu of your legal moves. "
        "Bots play the other seats (all of them when no --human is given).",
    )
    play.add_argument("game", choices=games)
    play.add_argument(
        "--players", type=_whole_number(1), help="number of seats (default: the smallest)"
    )
    play.add_argument("--seed", type=seed, help="seed for a reproducible game")
    play.add_argument(
        "--human",
        type=_whole_number(0),
        action="append",
        default=[],
        metavar="SEAT",
        help="a seat played by you (repeatable: several humans share the keyboard)",
    )
    play.add_argument(
        "--bot",
        choices=("heuristic", "random"),
        default="heuristic",
        help="the bots' strategy (default: heuristic)",
    )
    _add_option_argument(play)
    play.add_argument("--save", type=Path, metavar="FILE", help="save the game record as JSON")
    play.add_argument(
        "--reveal",
        action="store_true",
        help="bots-only games: show every hand and every secret, not a spectator's view "
        "(refused with --human)",
    )
    play.add_argument(
        "--quiet", action="store_true", help="tell the moves only, without the table pictures"
    )
    play.set_defaults(run=_play)

    sim = commands.add_parser(
        "simulate",
        help="play many bot games and summarise them",
        description="Play many games between bots and print wins, ties, scores and speed. "
        "The progress bar goes to standard error.",
    )
    sim.add_argument("game", choices=games)
    sim.add_argument("--players", type=_whole_number(1), required=True, help="number of seats")
    sim.add_argument("--games", type=_whole_number(1), required=True, help="number of games")
    sim.add_argument("--seed", type=seed, default=0, help="simulation seed (default 0)")
    sim.add_argument(
        "--workers", type=_whole_number(1), default=1, help="processes to use (default 1)"
    )
    sim.add_argument(
        "--agents",
        nargs="+",
        choices=("heuristic", "random"),
        default=["random"],
        metavar="AGENT",
        help="'random' or 'heuristic': one for every seat, or one per seat (default random)",
    )
    _add_option_argument(sim)
    sim.add_argument("--no-progress", action="store_true", help="do not show a progress bar")
    sim.set_defaults(run=_simulate)

    replay = commands.add_parser(
        "replay",
        help="replay a saved game record and tell it move by move",
        description="Replay a game record (written by 'tablegames play --save' or "
        "tablegames.to_json(tablegames.record(state))), checking every move.",
    )
    replay.add_argument("file", type=Path, metavar="FILE.json")
    replay.add_argument(
        "--seat",
        type=_whole_number(0),
        help="tell the game as this seat saw it (default: everything, every secret included)",
    )
    replay.add_argument(
        "--quiet", action="store_true", help="tell the moves only, without the table pictures"
    )
    replay.set_defaults(run=_replay)

    # The server parses its own options (tablegames serve --help); it needs the server extra.
    serve = commands.add_parser("serve", help="run the game server", prefix_chars="+")
    serve.add_argument("arguments", nargs=argparse.REMAINDER)
    serve.set_defaults(run=_serve)
    return parser


def _serve(args: argparse.Namespace) -> int:
    from tablegames.server import main as serve

    return serve(args.arguments)


def _add_option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option, e.g. mordienne=true (repeatable; values are JSON)",
    )


def _options(pairs: Sequence[str]) -> dict[str, object]:
    options: dict[str, object] = {}
    for pair in pairs:
        name, separator, text = pair.partition("=")
        if not separator or not name:
            raise _UsageError(f"argument --option: expected NAME=VALUE, got {pair!r}")
        try:
            options[name] = json.loads(text)
        except json.JSONDecodeError:
            options[name] = text  # a bare word such as first_to_5
    return options


def _factory(game: str, kind: str) -> AgentFactory:
    if kind == "heuristic":
        return heuristic_factory(game, default=RandomAgent)
    return RandomAgent


# -- each game in words ---------------------------------------------------------------------------


@attrs.frozen
class _Words:
    """How the command line tells a game: its name, events, moves, menu headings and result."""

    title: str
    narrate: Callable[[Any, int | None], str | None]
    describe: Callable[[Any], str]
    group: Callable[[Any], str]
    result: Callable[[Any, int | None], str] | None
    folded: frozenset[str] = frozenset()
    #: How many seats win together when nobody ties (Aluette's partners: 2).
    team_size: int = 1


_WORDS: dict[str, _Words] = {
    "aluette": _Words(
        "Aluette",
        aluette_narrate,
        aluette_describe,
        aluette_group,
        aluette_result,
        frozenset({SIGNAL_GROUP}),
        team_size=2,
    ),
    "saboteur": _Words(
        "Saboteur",
        saboteur_narrate,
        saboteur_describe,
        saboteur_group,
        saboteur_result,
    ),
    "ten": _Words(
        "TEN",
        ten_narrate,
        ten_describe,
        ten_group,
        ten_result,
    ),
}


def _words(game: str) -> _Words:
    """The game's words; a game registered by a user is told with ``str`` of its moves."""
    return _WORDS.get(game) or _Words(
        game, lambda event, viewer: None, str, lambda m: "Moves", None
    )


def _tell(words: _Words, events: Sequence[Event], viewer: int | None, reveal: bool) -> list[str]:
    """The events in words: as ``viewer`` saw them, or (``reveal``) every secret told."""
    lines = []
    for event in events:
        if reveal:
            # The public half of an action whose private half names the card ("seat 1 drew a
            # card" beside "seat 1 drew the map") is left out: the secret one says it all.
            actor = getattr(event, "player", None)
            private = getattr(event, "private", False)
            if not private and type(actor) is int and words.narrate(event, actor) is None:
                continue
            text = words.narrate(event, None)
        else:
            text = words.narrate(event, viewer)
        if text:
            lines.append(text)
    return lines


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")


def _seats(seats: Sequence[int]) -> str:
    listed = [str(seat) for seat in seats]
    if len(listed) == 1:
        return f"seat {listed[0]}"
    return "seats " + ", ".join(listed[:-1]) + " and " + listed[-1]


# -- play -----------------------------------------------------------------------------------------


class _Leave(Exception):
    """The human typed q."""


def _play(args: argparse.Namespace, stdin: TextIO | None = None) -> int:
    if args.reveal and args.human:
        raise _UsageError(
            "argument --reveal: not allowed with --human, as it would show you every other "
            "seat's hand; use it to watch a bots-only game"
        )
    game = tablegames.GAMES[args.game]
    players = args.players if args.players is not None else game.min_players
    state = tablegames.new_game(
        args.game, players=players, seed=args.seed, options=_options(args.option)
    )
    humans = sorted(set(args.human))
    for seat in humans:
        if seat >= players:
            raise _UsageError(f"argument --human: no seat {seat}; seats are 0 to {players - 1}")
    words = _words(args.game)
    bots: dict[int, Agent] = {
        seat: _factory(args.game, args.bot)(state.seed + seat)
        for seat in range(players)
        if seat not in humans
    }
    reader = stdin or sys.stdin
    print(_heading(words, players, state.seed, humans, sorted(bots), args.bot))
    viewer = humans[0] if humans else None
    print()
    shown = state.events if args.reveal else tablegames.view(state, viewer).events
    for line in _tell(words, shown, viewer, args.reveal):
        print(line)
    last_seat: int | None = None
    try:
        while not tablegames.is_over(state):
            seat = tablegames.current_player(state)
            assert seat is not None
            moves = tablegames.legal_moves(state, seat)
            if seat in humans:
                if seat != viewer:
                    print(f"\n--- Seat {seat}'s turn: pass the keyboard to seat {seat}. ---")
                    viewer = seat
                if not args.quiet:
                    print()
                    print(tablegames.render(tablegames.view(state, seat)))
                move = _ask(words, seat, moves, reader)
            else:
                if not humans and not args.quiet and seat != last_seat:
                    print()
                    print(_picture(state, None, args.reveal))
                move = bots[seat].choose(tablegames.view(state, seat), moves)
            before = state
            state, events = apply_with_events(state, move)
            if not args.reveal:
                events = view_events(before, state, viewer)
            lines = _tell(words, events, viewer, args.reveal)
            if words.result is None:
                lines = [str(move)]
            for line in lines:
                print(line)
            last_seat = seat
    except _Leave:
        print("You left the game before its end.")
        return EXIT_OK
    finally:
        if args.save is not None:
            args.save.write_text(tablegames.to_json(tablegames.record(state), indent=2) + "\n")
            print(f"Saved the game record to {args.save}.")
    print()
    print("Game over.")
    print(tablegames.render(state))
    print(_result(words, state, viewer))
    return EXIT_OK


def _heading(
    words: _Words, players: int, seed: int, humans: list[int], bots: list[int], kind: str
) -> str:
    text = f"{words.title}, {_count(players, 'player')}, seed {seed}."
    if not humans:
        if players == 1:
            return text + f" A {kind} bot plays seat 0."
        return text + f" {kind.capitalize()} bots play every seat."
    you = f" You play {_seats(humans)}"
    if bots:
        bots_play = "plays" if len(bots) == 1 else "play"
        robots = "a " + kind + " bot" if len(bots) == 1 else kind + " bots"
        you += f"; {robots} {bots_play} {_seats(bots)}"
    return (
        text + you + ".\nType the number of a move and press Enter; q leaves the game "
        "(so does Ctrl-C)."
    )


def _picture(state: Any, seat: int | None, reveal: bool) -> str:
    return tablegames.render(state if reveal else tablegames.view(state, seat))


def _ask(words: _Words, seat: int, moves: tuple[Move, ...], reader: TextIO) -> Move:
    """Show the seat's moves grouped by kind and return the one chosen.

    Groups the game folds (Aluette's signals) are one line each, opened by a letter.
    """
    groups: dict[str, list[Move]] = {}
    for move in moves:
        groups.setdefault(words.group(move), []).append(move)
    shown = {name: group for name, group in groups.items() if name not in words.folded}
    hidden = [(name, group) for name, group in groups.items() if name in words.folded]
    if not shown:
        shown, hidden = groups, []
    folded = dict(zip("stuvwxyz", hidden, strict=False))  # one letter per folded group
    while True:
        print(f"Your move, seat {seat}:")
        numbered = _menu(words, shown)
        for letter, (name, group) in folded.items():
            print(f"  {letter:>4}. {name}: {_count(len(group), 'choice')}")
        letters = {letter: name.split(" (")[0].lower() for letter, (name, _) in folded.items()}
        chosen = _choose(numbered, letters, reader, inner=False)
        if not isinstance(chosen, str):
            return chosen
        name, group = folded[chosen]
        picked = _choose(_menu(words, {name: group}), {}, reader, inner=True)
        if not isinstance(picked, str):
            return picked


def _menu(words: _Words, groups: dict[str, list[Move]]) -> list[Move]:
    numbered: list[Move] = []
    for name, group in groups.items():
        print(f"  {name}:")
        for move in group:
            numbered.append(move)
            print(f"  {len(numbered):>4}. {words.describe(move)}")
    return numbered


def _choose(
    numbered: list[Move], letters: dict[str, str], reader: TextIO, *, inner: bool
) -> Move | str:
    """Read a choice: a move, or a letter (a folded group, or ``b``: back from one)."""
    count = len(numbered)
    span = "1 (or just press Enter)" if count == 1 else f"1-{count}"
    others = "".join(f", {letter} to {what}" for letter, what in letters.items())
    leave = ", or b to go back" if inner else ", or q to leave"
    while True:
        print(f"Choose {span}{others}{leave}: ", end="", flush=True)
        line = reader.readline()
        if not line:
            raise KeyboardInterrupt  # end of input: leave as Ctrl-C would
        text = line.strip().lower()
        if text.isdigit() and 1 <= int(text) <= count:
            return numbered[int(text) - 1]
        if not text and count == 1:
            return numbered[0]
        if inner and text in ("b", ""):
            return "b"
        if not inner and text == "q":
            raise _Leave
        if text in letters:
            return text
        hint = "Type 1, or just press Enter" if count == 1 else f"Type a number from 1 to {count}"
        print(f"'{line.strip()}' is not a move number. {hint}.")


def _result(words: _Words, state: Any, viewer: int | None) -> str:
    if words.result is not None:
        return words.result(state, viewer)
    scores = tablegames.scores(state)
    winners = tablegames.winners(state)
    listed = ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(scores))
    if len(winners) > 1:
        verdict = f"{_seats(winners).capitalize()} share the win (a tie)."
    else:
        verdict = f"Winner: seat {winners[0]}." if winners else "Nobody won."
    return f"Scores: {listed}. {verdict}"


# -- simulate -------------------------------------------------------------------------------------


def _simulate(args: argparse.Namespace) -> int:
    if len(args.agents) not in (1, args.players):
        raise _UsageError(
            f"argument --agents: give one agent for every seat, or one per seat "
            f"({args.players}), not {len(args.agents)}"
        )
    kinds = args.agents * args.players if len(args.agents) == 1 else args.agents
    factories = [_factory(args.game, kind) for kind in kinds]
    options = _options(args.option)
    # Check the setup before the progress bar appears, so a mistake is one line, not a bar.
    tablegames.new_game(args.game, players=args.players, seed=args.seed, options=options)
    progress, finish = _progress(args.games, not args.no_progress)
    try:
        summary = simulate(
            args.game,
            games=args.games,
            players=args.players,
            agents=factories,
            seed=args.seed,
            workers=args.workers,
            options=options,
            progress=progress,
        )
    finally:
        finish()
    print(_summary(summary, kinds, args.seed, _words(args.game).team_size))
    return EXIT_OK


def _progress(total: int, wanted: bool) -> tuple[Callable[[int], None], Callable[[], None]]:
    """A progress bar on standard error: rich's when installed (the ``cli`` extra), else text."""
    if not wanted:
        return (lambda done: None), (lambda: None)
    try:
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
        )
    except ImportError:

        def plain(done: int) -> None:
            print(f"\r{done}/{total} games", end="", file=sys.stderr, flush=True)

        return plain, lambda: print(file=sys.stderr)
    bar = Progress(
        TextColumn("simulating"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=False,
    )
    task = bar.add_task("games", total=total)
    bar.start()
    return (lambda done: bar.update(task, completed=done)), bar.stop


def _summary(summary: SimulationSummary, kinds: Sequence[str], seed: int, team_size: int) -> str:
    """The summary as plain text: a line, a table per seat, and how ties were counted."""
    results = summary.results
    shared = [r for r in results if len(r.winners) > team_size]
    lines = [
        f"{summary.games} games of {summary.game} with {summary.players} players (seed {seed}) "
        f"in {summary.seconds:.2f} s ({summary.games_per_second:.1f} games/s), "
        f"{summary.mean_moves:.1f} moves per game on average."
    ]
    header = ("seat", "agent", "wins", "shared", "win rate", "mean score")
    rows = [
        (
            str(seat),
            kinds[seat],
            str(summary.wins[seat]),
            str(sum(1 for r in shared if seat in r.winners)),
            f"{summary.win_rates[seat]:.1%}",
            f"{summary.mean_scores[seat]:.2f}",
        )
        for seat in range(summary.players)
    ]
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]
    for row in (header, *rows):
        cells = [
            cell.ljust(width) if i == 1 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    if team_size > 1:
        lines.append("Partners win together: a team's win counts once for each of its seats.")
    if shared:
        lines.append(
            f"{_count(len(shared), 'game')} of {summary.games} ended in a tie: every tied "
            f"seat was counted as a winner (column 'shared'), so the wins add up to "
            f"{sum(summary.wins)}."
        )
    else:
        lines.append("No game ended in a tie.")
    return "\n".join(lines)


# -- replay ---------------------------------------------------------------------------------------


def _replay(args: argparse.Namespace) -> int:
    game_record = tablegames.from_json(args.file.read_text(encoding="utf-8"))
    if not isinstance(game_record, tablegames.GameRecord):
        raise tablegames.FormatError(
            f"{args.file} holds a {type(game_record).__name__}, not a record"
        )
    if args.seat is not None and args.seat >= game_record.players:
        raise _UsageError(
            f"argument --seat: no seat {args.seat}; seats are 0 to {game_record.players - 1}"
        )
    state = tablegames.new_game(
        game_record.game,
        players=game_record.players,
        seed=game_record.seed,
        options=game_record.options,
    )
    words = _words(game_record.game)
    reveal = args.seat is None
    print(
        f"{words.title}, {_count(game_record.players, 'player')}, seed {game_record.seed}, "
        f"{_count(len(game_record.moves), 'move')}"
        + ("." if reveal else f", as seat {args.seat} saw it.")
    )
    print()
    shown = state.events if reveal else tablegames.view(state, args.seat).events
    for line in _tell(words, shown, args.seat, reveal):
        print(line)
    last_player: int | None = None
    for number, move in enumerate(game_record.moves, start=1):
        seat = tablegames.current_player(state)
        if seat != last_player and not args.quiet:
            print()
            print(_picture(state, args.seat, reveal))
        last_player = seat
        try:
            before = state
            state, events = apply_with_events(state, move)
        except tablegames.IllegalMoveError as exc:
            raise tablegames.IllegalMoveError(
                f"move {number} ({move}) is illegal: {exc}", code=exc.code, move=move
            ) from None
        if not reveal:
            events = view_events(before, state, args.seat)
        lines = _tell(words, events, args.seat, reveal) if words.result else [str(move)]
        for index, line in enumerate(lines or ["(nothing this seat could see)"]):
            print(f"{number:>4}. {line}" if index == 0 else f"      {line}")
    print()
    print(_picture(state, args.seat, reveal))
    if tablegames.is_over(state):
        print(_result(words, state, args.seat))
    else:
        print("The record stops before the end of the game.")
    return EXIT_OK
