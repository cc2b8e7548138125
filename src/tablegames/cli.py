"""The ``tablegames`` command: play in the terminal, simulate bot games, replay records.

Run ``tablegames --help`` (or ``python -m tablegames --help``) for the commands.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

import tablegames
from tablegames.agents import (
    HEURISTIC_AGENTS,
    Agent,
    AgentFactory,
    RandomAgent,
    SimulationSummary,
    simulate,
)
from tablegames.core.errors import TableGamesError

__all__ = ["main"]

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except KeyboardInterrupt:
        print("\nInterrupted. Goodbye.", file=sys.stderr)
        return EXIT_INTERRUPTED
    except (TableGamesError, OSError) as exc:
        print(f"tablegames: error: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tablegames",
        description="Play Saboteur, TEN and Aluette in the terminal, pit bots against each "
        "other, and replay recorded games.",
    )
    parser.add_argument("--version", action="version", version=tablegames.__version__)
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")
    games = sorted(tablegames.GAMES)

    play = commands.add_parser(
        "play",
        help="play a game in the terminal (bots in the seats without a human)",
        description="Play a game in the terminal. Human seats choose from a numbered list of "
        "their legal moves; bots play the other seats (all of them when no --human is given).",
    )
    play.add_argument("game", choices=games)
    play.add_argument("--players", type=int, help="number of seats (default: the smallest)")
    play.add_argument("--seed", type=int, help="seed for a reproducible game")
    play.add_argument(
        "--human",
        type=int,
        action="append",
        default=[],
        metavar="SEAT",
        help="a seat played by you (repeatable)",
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
        help="with bots only, show every hand (the whole state) instead of a spectator's view",
    )
    play.add_argument("--quiet", action="store_true", help="print moves only, not the table")
    play.set_defaults(run=_play)

    sim = commands.add_parser(
        "simulate",
        help="play many bot games and summarise them",
        description="Play many games between bots and print wins, scores and speed.",
    )
    sim.add_argument("game", choices=games)
    sim.add_argument("--players", type=int, required=True, help="number of seats")
    sim.add_argument("--games", type=int, required=True, help="number of games")
    sim.add_argument("--seed", type=int, default=0, help="simulation seed (default 0)")
    sim.add_argument("--workers", type=int, default=1, help="processes to use (default 1)")
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
        help="replay a saved game record and print it turn by turn",
        description="Replay a game record (written by 'tablegames play --save' or "
        "tablegames.to_json(tablegames.record(state))), checking every move.",
    )
    replay.add_argument("file", type=Path, metavar="FILE.json")
    replay.add_argument(
        "--seat", type=int, help="show the game as this seat saw it (default: everything)"
    )
    replay.add_argument("--quiet", action="store_true", help="print moves only")
    replay.set_defaults(run=_replay)
    return parser


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
            raise tablegames.ConfigError(f"options are written NAME=VALUE, got {pair!r}")
        try:
            options[name] = json.loads(text)
        except json.JSONDecodeError:
            options[name] = text  # a bare word such as first_to_5
    return options


def _factory(game: str, kind: str) -> AgentFactory:
    if kind == "heuristic" and game in HEURISTIC_AGENTS:
        return HEURISTIC_AGENTS[game]
    return RandomAgent


# -- play -----------------------------------------------------------------------------------------


def _play(args: argparse.Namespace, stdin: TextIO | None = None) -> int:
    game = tablegames.GAMES[args.game]
    players = args.players if args.players is not None else game.min_players
    state = tablegames.new_game(
        args.game, players=players, seed=args.seed, options=_options(args.option)
    )
    humans = set(args.human)
    for seat in humans:
        if not 0 <= seat < players:
            raise tablegames.ConfigError(f"--human {seat}: seats are 0 to {players - 1}")
    print(f"{args.game}, {players} players, seed {state.seed}.")
    bots: dict[int, Agent] = {
        seat: _factory(args.game, args.bot)(state.seed + seat)
        for seat in range(players)
        if seat not in humans
    }
    reader = stdin or sys.stdin
    shown_to = next(iter(sorted(humans)), None)
    last_player: int | None = None
    try:
        while not tablegames.is_over(state):
            seat = tablegames.current_player(state)
            assert seat is not None
            if seat != last_player and not args.quiet:
                print()
                print(_picture(state, shown_to if humans else None, args.reveal))
            last_player = seat
            moves = tablegames.legal_moves(state, seat)
            if seat in humans:
                if shown_to != seat:
                    shown_to = seat
                    print(_picture(state, seat, False))
                move = _ask(tablegames.view(state, seat), moves, reader)
            else:
                move = bots[seat].choose(tablegames.view(state, seat), moves)
            print(f"  {move}")
            state = tablegames.apply(state, move)
    finally:
        if args.save is not None:
            args.save.write_text(tablegames.to_json(tablegames.record(state), indent=2) + "\n")
            print(f"Saved the game record to {args.save}.")
    print()
    print(_picture(state, None, True))
    print(_result(state))
    return 0


def _picture(state: Any, seat: int | None, reveal: bool) -> str:
    return tablegames.render(state if reveal else tablegames.view(state, seat))


def _ask(view: Any, moves: tuple[Any, ...], reader: TextIO) -> Any:
    print(f"Seat {view.player}, your move:")
    for number, move in enumerate(moves, start=1):
        print(f"  {number:>3}. {move}")
    while True:
        print(f"Choose 1-{len(moves)}: ", end="", flush=True)
        line = reader.readline()
        if not line:
            raise KeyboardInterrupt  # end of input: leave as Ctrl-C would
        text = line.strip()
        if text.isdigit() and 1 <= int(text) <= len(moves):
            return moves[int(text) - 1]
        print(f"'{text}' is not a move number. Type a number from 1 to {len(moves)}.")


def _result(state: Any) -> str:
    scores = tablegames.scores(state)
    winners = tablegames.winners(state)
    listed = ", ".join(f"seat {seat}: {score}" for seat, score in enumerate(scores))
    if len(winners) == len(scores):
        verdict = "Everybody shares the result."
    else:
        verdict = "Winner: " + ", ".join(f"seat {w}" for w in winners) + "."
    return f"Game over. Scores: {listed}. {verdict}"


# -- simulate -------------------------------------------------------------------------------------


def _simulate(args: argparse.Namespace) -> int:
    if len(args.agents) not in (1, args.players):
        raise tablegames.ConfigError(
            f"--agents takes one agent for every seat or one per seat ({args.players})"
        )
    kinds = args.agents * args.players if len(args.agents) == 1 else args.agents
    factories = [_factory(args.game, kind) for kind in kinds]
    progress, finish = _progress(args.games, not args.no_progress)
    try:
        summary = simulate(
            args.game,
            games=args.games,
            players=args.players,
            agents=factories,
            seed=args.seed,
            workers=args.workers,
            options=_options(args.option),
            progress=progress,
        )
    finally:
        finish()
    _print_summary(summary, kinds)
    return 0


def _progress(total: int, wanted: bool) -> tuple[Callable[[int], None], Callable[[], None]]:
    """A progress bar from rich when it is installed (the ``cli`` extra), else plain text."""
    if not wanted:
        return (lambda done: None), (lambda: None)
    try:
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
        transient=False,
    )
    task = bar.add_task("games", total=total)
    bar.start()
    return (lambda done: bar.update(task, completed=done)), bar.stop


def _print_summary(summary: SimulationSummary, kinds: Sequence[str]) -> None:
    print(
        f"{summary.games} games of {summary.game} with {summary.players} players in "
        f"{summary.seconds:.2f} s ({summary.games_per_second:.1f} games/s), "
        f"{summary.mean_moves:.1f} moves per game on average."
    )
    rows = [
        (
            str(seat),
            kinds[seat],
            str(summary.wins[seat]),
            f"{summary.win_rates[seat]:.1%}",
            f"{summary.mean_scores[seat]:.2f}",
        )
        for seat in range(summary.players)
    ]
    header = ("seat", "agent", "wins", "win rate", "mean score")
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:
        widths = [max(len(r[i]) for r in (header, *rows)) for i in range(len(header))]
        for row in (header, *rows):
            print("  ".join(cell.rjust(width) for cell, width in zip(row, widths, strict=True)))
        return
    table = Table(title="Summary")
    for name in header:
        table.add_column(name, justify="right")
    for row in rows:
        table.add_row(*row)
    Console().print(table)


# -- replay ---------------------------------------------------------------------------------------


def _replay(args: argparse.Namespace) -> int:
    game_record = tablegames.from_json(args.file.read_text())
    if not isinstance(game_record, tablegames.GameRecord):
        raise tablegames.FormatError(
            f"{args.file} holds a {type(game_record).__name__}, not a record"
        )
    state = tablegames.new_game(
        game_record.game,
        players=game_record.players,
        seed=game_record.seed,
        options=game_record.options,
    )
    if args.seat is not None and not 0 <= args.seat < game_record.players:
        raise tablegames.ConfigError(
            f"--seat {args.seat}: seats are 0 to {game_record.players - 1}"
        )
    print(
        f"{game_record.game}, {game_record.players} players, seed {game_record.seed}, "
        f"{len(game_record.moves)} moves."
    )
    last_player: int | None = None
    for number, move in enumerate(game_record.moves, start=1):
        seat = tablegames.current_player(state)
        if seat != last_player and not args.quiet:
            print()
            print(_picture(state, args.seat, args.seat is None))
        last_player = seat
        try:
            state = tablegames.apply(state, move)
        except tablegames.IllegalMoveError as exc:
            raise tablegames.IllegalMoveError(
                f"move {number} ({move}) is illegal: {exc}", code=exc.code, move=move
            ) from None
        print(f"  {number:>4}. {move}")
    print()
    print(_picture(state, args.seat, args.seat is None))
    if tablegames.is_over(state):
        print(_result(state))
    else:
        print("The record stops before the end of the game.")
    return 0
