"""The ``tablegames`` command: play in the terminal, simulate bot games, replay records.

Run ``tablegames --help`` (or ``python -m tablegames --help``) for the commands. The docs page
"Command line" describes every option, shows a session and lists the exit statuses:

* 0: done;
* 1: a bot failed: the error it raised (a ``SystemExit`` too), with its traceback and notes;
* 2: a mistake in the command line, an option, a seat or an input file: one line
  ``tablegames: error: ...`` on standard error says what;
* 130: interrupted (Ctrl-C, or the end of the input while a human seat was asked to move);
* 141: the reader of the output went away (``tablegames ... | head``): the program stops quietly,
  as programs killed by SIGPIPE do.

The output is the game; everything else (errors, the progress bar) goes to standard error.
Everything the command line says of a game comes from the game's own object (its title, its
teams, its ``words`` and ``notation`` hooks): no game is named here. Seats are numbered from 1,
as in every text people read.
"""

from __future__ import annotations

import argparse
import datetime
import difflib
import functools
import inspect
import json
import math
import os
import re
import shlex
import sys
import textwrap
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from pathlib import Path
from typing import Any, NoReturn, ParamSpec, TextIO, TypeVar

import attrs

import tablegames
from tablegames.agents import (
    Agent,
    AgentFactory,
    GameResult,
    MCTSAgent,
    RandomAgent,
    SimulationSummary,
    _add_note,
    _check_agents_made,  # simulate()'s check of the factories, in the command line's words
    _choose_move,  # these two note a bot's error (PEP 678) as play() notes an agent's
    _game_seed,
    _MadeWithoutChoose,  # a game's agent without choose, said again with the seat from 1
    _note_refused_move,
    heuristic_factory,
    simulate,
)
from tablegames.cliwords import cli_words, counted
from tablegames.core import gametext
from tablegames.core.api import start_again
from tablegames.core.errors import ConfigError, FormatError, IllegalMoveError, TableGamesError
from tablegames.core.events import apply_with_events, view_events
from tablegames.core.game import Event, Move, _import_object, _NoSuchName, hook, provides
from tablegames.core.notation import CLOSEST, SEVERAL, Reader, normalized
from tablegames.core.registry import get_game
from tablegames.core.rng import MAX_SEED
from tablegames.core.text import listed
from tablegames.core.words import Catalogue, Run, Words, refused, seat_number, sentence, told
from tablegames.extras import COMMANDS, install_command

__all__ = ["main"]

_P = ParamSpec("_P")
_T = TypeVar("_T")

EXIT_OK = 0
EXIT_BOT_FAILED = 1  # the status of Python's own traceback, which a bot's error ends with
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, what a shell reports for a program killed by it

#: The terminal the game is drawn for: at every decision the table, the menu and the prompt
#: fit in it.
COLUMNS, ROWS = 80, 24


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); return the exit status.

    ``--help`` and ``--version`` print and raise :class:`SystemExit` (status 0), as argparse
    does; every other outcome is returned. A bot given as ``MODULE:NAME`` puts the current
    directory first on ``sys.path``, where it stays after ``main`` returns (docs: "Your own
    bot").
    """
    args: argparse.Namespace | None = None
    try:
        args = _parser().parse_args(argv)
        return int(args.run(args))
    except _UsageError as exc:
        return _fail(str(exc))
    except KeyboardInterrupt:
        said = cli_words(getattr(args, "lang", None))  # play's and replay's --lang
        print("\n" + said.say("interrupted"), file=sys.stderr)
        return EXIT_INTERRUPTED
    except SystemExit as exc:
        if not _raised_by_bot(exc):
            raise  # --help, --version
        # sys.exit() in a bot is the bot's error, not the command's decision: its traceback
        # and notes, and the status of a bot that failed, as for any other error it raises.
        traceback.print_exception(exc)
        return EXIT_BOT_FAILED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    except TableGamesError as exc:
        # A simulation's error notes which game, seat and bot failed (PEP 678): said too.
        notes = getattr(exc, "__notes__", ())
        return _fail(str(exc) + "".join(f" [{note}]" for note in notes))
    except UnicodeEncodeError as exc:
        # An output that cannot write the game's letters (PYTHONIOENCODING=ascii, or a locale
        # of another encoding with Python's UTF-8 mode off): Saboteur's maze and Aluette's card
        # names are not ASCII.
        shown = ascii(exc.object[exc.start : exc.end])
        return _fail(
            f"the output's encoding ({exc.encoding}) cannot write {shown}: set "
            "PYTHONIOENCODING=utf-8 (or PYTHONUTF8=1)"
        )
    except OSError as exc:
        where = f": {exc.filename}" if exc.filename is not None else ""
        return _fail(f"{exc.strerror or exc}{where}")


def _raised_by_bot(error: BaseException) -> bool:
    """Whether ``error`` was raised by a bot in a game: ``play`` and ``simulate`` noted it."""
    notes = getattr(error, "__notes__", None) or ()
    return any(note.startswith(("tablegames play (", "tablegames simulate (")) for note in notes)


def _one_line(message: str) -> str:
    """A message on one line: the problems a FormatError lists one per line joined by ``;``."""
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    if not lines:
        return ""
    first, rest = lines[0], [line.removeprefix("- ").strip() for line in lines[1:]]
    return first + (" " + "; ".join(rest) if rest else "")


def _fail(message: str) -> int:
    print(f"tablegames: error: {_one_line(message)}", file=sys.stderr)
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
        description="Play card games in the terminal, pit bots against each other, and replay "
        "recorded games.",
        epilog=" ".join(
            f"'tablegames {command}' needs the '{extra}' extra: {install_command(extra)}."
            for command, extra in COMMANDS.items()
        ),
    )
    parser.add_argument("--version", action="version", version=tablegames.__version__)
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")
    games = sorted(tablegames.GAMES)
    seed = _whole_number(0, MAX_SEED)

    play = commands.add_parser(
        "play",
        help="play a game in the terminal (bots in the seats without a human)",
        description="Play a game in the terminal. After every move you read what happened, "
        "as your seat saw it; on your turn you choose from a menu of your legal moves, or type "
        "a move in the game's notation. Bots play the other seats (all of them when no "
        "--human is given). Seats are numbered from 1.",
    )
    play.add_argument("game", choices=games)
    play.add_argument(
        "--players",
        type=_whole_number(1),
        metavar="N",
        help="number of seats (default: the fewest the game allows, at least 2)",
    )
    play.add_argument("--seed", type=seed, help="seed for a reproducible game")
    play.add_argument(
        "--human",
        type=_whole_number(1),
        action="append",
        default=[],
        metavar="SEAT",
        help="a seat played by you, from 1 (repeatable: several humans share the keyboard)",
    )
    play.add_argument(
        "--bot",
        type=_agent_spec,
        default="heuristic",
        metavar="AGENT",
        help="the bots' strategy: heuristic (the default), random, mcts (the search agent), or "
        "MODULE:NAME, an agent factory of yours importable from the current directory",
    )
    _add_option_argument(play)
    play.add_argument(
        "--record",
        type=Path,
        metavar="FILE",
        help="write the game when it ends: game text (.tgn), or JSON if FILE ends in .json",
    )
    play.add_argument("--save", type=Path, metavar="FILE", help="write the game record as JSON")
    play.add_argument(
        "--reveal",
        action="store_true",
        help="bots-only games: show every hand and every secret, not a spectator's view "
        "(refused with --human)",
    )
    play.add_argument(
        "--quiet",
        action="store_true",
        help="tell the moves only, without the table pictures (the final table is still drawn)",
    )
    _add_language_argument(play)
    play.set_defaults(run=_play)

    sim = commands.add_parser(
        "simulate",
        help="play many bot games and summarise them",
        description="Play many games between bots and print wins, ties, scores and speed. "
        "The progress bar goes to standard error.",
    )
    sim.add_argument("game", choices=games)
    sim.add_argument(
        "--players", type=_whole_number(1), required=True, metavar="N", help="number of seats"
    )
    sim.add_argument("--games", type=_whole_number(1), required=True, help="number of games")
    sim.add_argument("--seed", type=seed, default=0, help="simulation seed (default 0)")
    sim.add_argument(
        "--workers", type=_whole_number(1), default=1, help="processes to use (default 1)"
    )
    sim.add_argument(
        "--agents",
        nargs="+",
        type=_agent_spec,
        default=["random"],
        metavar="AGENT",
        help="random (the default), heuristic, mcts (the search agent), or MODULE:NAME, an "
        "agent factory of yours importable from the current directory: one for every seat, "
        "or one per seat",
    )
    _add_option_argument(sim)
    sim.add_argument(
        "--rotate",
        action="store_true",
        help="move every agent one seat on each game, and count wins and scores by agent",
    )
    sim.add_argument(
        "--records",
        type=Path,
        metavar="FILE",
        help="write every game to FILE as game texts, one after another (tablegames replay "
        "FILE --game K replays one)",
    )
    sim.add_argument("--no-progress", action="store_true", help="do not show a progress bar")
    sim.add_argument(
        "--json",
        action="store_true",
        help="print the summary as one JSON document (the win rates' 95%% intervals and every "
        "game's result too), instead of the text",
    )
    sim.set_defaults(run=_simulate)

    replay = commands.add_parser(
        "replay",
        help="replay a saved game and tell it move by move",
        description="Replay a game: a game text (written by 'tablegames play --record') or a "
        "JSON record (written by 'tablegames play --save' or "
        "tablegames.to_json(tablegames.record(state))), checking every move.",
    )
    replay.add_argument("file", type=Path, metavar="FILE")
    replay.add_argument(
        "--seat",
        type=_whole_number(1),
        help="tell the game as this seat (from 1) saw it (default: everything, every secret "
        "included)",
    )
    replay.add_argument(
        "--game",
        type=_whole_number(1),
        metavar="K",
        help="in a file of several game texts (tablegames simulate --records), the K-th game "
        "(from 1)",
    )
    replay.add_argument(
        "--quiet",
        action="store_true",
        help="tell the moves only, without the table pictures (the final table is still drawn)",
    )
    _add_language_argument(replay)
    replay.set_defaults(run=_replay)

    # The server parses its own options (tablegames serve --help), with or without the server
    # extra, which only running it needs.
    serve = commands.add_parser(
        "serve",
        help=f"run the game server (needs the '{COMMANDS['serve']}' extra)",
        prefix_chars="+",
    )
    serve.add_argument("arguments", nargs=argparse.REMAINDER)
    serve.set_defaults(run=_serve)
    return parser


def _serve(args: argparse.Namespace) -> int:
    from tablegames import server
    from tablegames.server.options import parser

    # The server's options are read here, once, so that a mistake in them is one
    # ``tablegames: error:`` line, as in the other commands, not argparse's usage block; they
    # need no extra, so --help prints them where the server extra is missing too.
    checked = parser()
    checked.error = _Parser.error.__get__(checked)  # type: ignore[method-assign]
    return server.start(checked.parse_args(args.arguments))


def _add_option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule option, e.g. mordienne=true (repeatable; values are JSON, true and false "
        "in any case; a seat number in an option counts from 0, as the game's options do: "
        "first_player=2 is seat 3)",
    )


def _add_language_argument(parser: argparse.ArgumentParser) -> None:
    # Each game's translations, read where they are declared: no translation is imported.
    spoken = []
    for name in sorted(tablegames.GAMES):
        try:
            declared = sorted(hook(tablegames.GAMES[name], "translations"))
        except Exception:  # a broken declaration is told where it is used (--lang), not in --help
            continue
        if declared:
            spoken.append(f"{name} {', '.join(declared)}")
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help="the language the game's words are told in: their own (the default; en for the "
        f"built-in games) or one of the game's translations ({'; '.join(spoken) or 'none'}); "
        "the command line's own words follow it in French, and stay English in any other "
        "language (its help and its errors always do)",
    )


def _options(game: str, pairs: Sequence[str]) -> dict[str, object]:
    """The ``--option`` pairs as a mapping, each read as the game text's ``Options`` header reads
    it (:func:`~tablegames.core.gametext.parse_option`: ``true`` and ``false`` in any case); a
    name the game's options do not have is refused with the list of those it has."""
    options: dict[str, object] = {}
    given: dict[str, str] = {}
    for pair in pairs:
        try:
            name, value = gametext.parse_option(pair)
        except ConfigError:
            raise _UsageError(f"argument --option: expected NAME=VALUE, got {pair!r}") from None
        if name in given:
            raise _UsageError(
                f"argument --option: {name} is given twice ({given[name]!r} and {pair!r}); "
                "give it once"
            )
        options[name], given[name] = value, pair
    found = get_game(game)
    if attrs.has(found.options_type):
        known = [field.name for field in attrs.fields(found.options_type)]
        unknown = [name for name in options if name not in known]
        if unknown:
            raise _UsageError(
                f"argument --option: {game} has no option {', '.join(map(repr, unknown))}; its "
                f"options are {', '.join(known) or 'none'}"
            )
    return options


#: The agents the CLI knows by name; any other is given as MODULE:NAME.
AGENT_NAMES = ("heuristic", "random", "mcts")
_AGENT_PATH = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*:[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")


def _agent_spec(text: str) -> str:
    """An argparse type: an agent's name (:data:`AGENT_NAMES`) or ``MODULE:NAME``."""
    if text in AGENT_NAMES or _AGENT_PATH.fullmatch(text):
        return text
    raise argparse.ArgumentTypeError(
        f"expected heuristic, random, mcts or MODULE:NAME (an agent factory importable from "
        f"the current directory, as in mybots:Greedy), got {text!r}"
    )


def _factory(game: str, kind: str, option: str = "--agents") -> AgentFactory:
    """The agent factory named ``kind``: a built-in agent, or the user's ``MODULE:NAME``,
    imported as uvicorn imports ``module:app`` (the current directory first on the path)."""
    if kind == "heuristic":
        return heuristic_factory(game)
    if kind == "random":
        return RandomAgent
    if kind == "mcts":
        return MCTSAgent
    module_name, _, name = kind.partition(":")
    if "" not in sys.path and os.getcwd() not in sys.path:
        sys.path.insert(0, "")  # the current directory, as ``python -m`` has it
    try:
        found = _import_object(module_name, name)
    except ImportError as exc:
        raise _UsageError(
            f"argument {option}: cannot import {module_name!r} for {kind}: {exc}"
        ) from None
    except _NoSuchName:
        raise _UsageError(f"argument {option}: {kind}: {module_name!r} has no {name!r}") from None
    if not callable(found):
        raise _UsageError(
            f"argument {option}: {kind} is not an agent factory (a class or function that "
            f"makes an agent from a seed) but of type {type(found).__name__}"
        )
    try:
        inspect.signature(found).bind(0)
    except TypeError as exc:  # checked now: called in the game, it is a traceback, not a line
        raise _UsageError(
            f"argument {option}: {kind} is not an agent factory (a class or function that "
            f"makes an agent from a seed): it cannot be called with a seed ({exc})"
        ) from None
    except ValueError:
        pass  # no signature to read (a built-in): the game will tell
    factory: AgentFactory = found
    return factory


# -- what the command line knows of a game: read from its Game object -----------------------------


@attrs.frozen
class _Game:
    """A game as the command line tells it: its title, teams and words, from its hooks, and
    the command line's own words (``own``) in the same language where it speaks it."""

    name: str
    title: str
    words: Words
    own: Catalogue

    @classmethod
    def of(cls, name: str, language: str | None = None) -> _Game:
        """The game ``name``, its words in ``language`` (``--lang``; ``None``: its own), and
        the command line's words in that language (English if it does not speak it)."""
        game = get_game(name)
        if language is None:
            return cls(name, str(hook(game, "title")), hook(game, "words"), cli_words(None))
        try:
            words: Words = hook(game, "words_in")(language)
        except ConfigError as error:
            raise _UsageError(f"argument --lang: {error}") from None
        return cls(name, str(hook(game, "title")), words, cli_words(language))

    @property
    def say(self) -> Catalogue:
        return self.words.catalogue


def _tell(game: _Game, events: Sequence[Event], viewer: int | None, reveal: bool) -> list[str]:
    """The events in words: as ``viewer`` saw them, or (``reveal``) every secret told."""
    return told(game.words, events, viewer, reveal=reveal)


def _count(number: int, noun: str) -> str:
    """A count in English, for what ``simulate`` says (play and replay say theirs in the
    language of ``--lang``: :func:`~tablegames.cliwords.counted`)."""
    return f"{number} {noun}" + ("" if number == 1 else "s")


# -- play -----------------------------------------------------------------------------------------


class _Leave(Exception):
    """The human typed q."""


def _play(args: argparse.Namespace, stdin: TextIO | None = None) -> int:
    if args.reveal and args.human:
        raise _UsageError(
            "argument --reveal: not allowed with --human, as it would show you every other "
            "seat's hand; use it to watch a bots-only game"
        )
    found = get_game(args.game)
    players = args.players
    if players is None:
        players = hook(found, "default_players")
    options = _options(args.game, args.option)
    state = tablegames.new_game(args.game, players=players, seed=args.seed, options=options)
    humans = sorted({seat - 1 for seat in args.human})
    for seat in humans:
        if seat >= players:
            raise _UsageError(f"argument --human: no seat {seat + 1}; {_seat_range(players)}")
    # The files written at the end are checked now: a typo must not cost the game's record.
    for option, path in (("--save", args.save), ("--record", args.record)):
        if path is not None:
            _check_output(option, path)
    if args.save is not None and args.record is not None and _same_file(args.save, args.record):
        raise _UsageError(
            f"argument --save: {args.save} is the same file as --record {args.record}, which "
            "would keep only one of the two: give two files"
        )
    game = _Game.of(args.game, args.lang)
    # A game without a heuristic agent is played by random bots, and the heading says so.
    kind = args.bot
    if kind == "heuristic" and not provides(found, "heuristic_agent"):
        kind = "random"
    factory = _factory(args.game, kind, "--bot")
    bots: dict[int, Agent] = {}
    for seat in range(players):
        if seat in humans:
            continue
        try:
            bots[seat] = factory(state.seed + seat)
        except BaseException as error:  # noted as an error the bot raises in the game
            if not isinstance(error, KeyboardInterrupt):
                note = f"tablegames play (seed {state.seed}): raised by {kind}, making the bot of"
                _add_note(error, f"{note} seat {seat + 1}")
            raise
    for seat, bot in bots.items():  # refused now: in the game, a traceback at its first move
        if not callable(getattr(bot, "choose", None)):
            raise _UsageError(
                f"argument --bot: {kind} makes agents without choose(view, moves): the one it "
                f"made for seat {seat + 1} is a {type(bot).__name__}"
            )
    reader = stdin or sys.stdin
    print(_heading(game, tablegames.record(state), humans, sorted(bots), kind, kind != args.bot))
    viewer = humans[0] if humans else None
    print()
    shown = state.events if args.reveal else tablegames.view(state, viewer).events
    for line in _tell(game, shown, viewer, args.reveal):
        print(_wrap(line))
    # What each other human seat saw happen while another had the keyboard, told to it (from
    # its own side) once the keyboard is passed to it.
    missed = {
        seat: []
        if seat == viewer
        else _tell(game, tablegames.view(state, seat).events, seat, False)
        for seat in humans
    }
    last_seat: int | None = None
    noted = f"tablegames play (seed {state.seed})"
    try:
        while not tablegames.is_over(state):
            seat = tablegames.current_player(state)
            assert seat is not None
            if seat in humans:
                if seat != viewer:
                    _hand_over(game.own, seat, reader)
                    viewer = seat
                    for line in missed[seat]:
                        print(_wrap(line))
                    missed[seat] = []
                chosen = _Decision(game, state, seat, reader, quiet=args.quiet).ask()
            else:
                if not humans and not args.quiet and seat != last_seat:
                    print()
                    print(_picture(game, state, None, args.reveal))
                # A bot's error is noted as agents.play() notes it, with the seed added.
                chosen = (_choose_move(state, seat, bots[seat], _bot(kind, seat), noted),)
            for move in chosen:
                before = state
                try:
                    # by=seat: a bot (or a human's typed move) acts for its own seat only.
                    state, events = apply_with_events(state, move, by=seat)
                except Exception as error:
                    if seat in bots:
                        who = _bot(kind, seat)
                        _note_refused_move(error, state, seat, bots[seat], move, who, noted)
                    raise
                if not args.reveal:
                    events = view_events(before, state, viewer)
                    for other, lines in missed.items():
                        if other != viewer:
                            lines.extend(
                                _tell(game, view_events(before, state, other), other, False)
                            )
                for line in _tell(game, events, viewer, args.reveal):
                    print(_wrap(line))
            last_seat = seat
    except _Leave:
        print(game.own.say("left"))
        return _saved(_write_records(args, state, len(humans) > 0))
    except BaseException as exc:  # Ctrl-C, the end of the input, a bot's error: still written
        if isinstance(exc, KeyboardInterrupt) and (args.save or args.record):
            print()  # "Saved ..." on a line of its own, not after the prompt left unanswered
        # Ended by an error (a bot's, mostly): said on standard error, above it. A reader that
        # went away (| head) is not told, as the program then stops quietly.
        failed = not isinstance(exc, (KeyboardInterrupt, BrokenPipeError))
        _saved(_write_records(args, state, len(humans) > 0, unfinished=failed))
        raise
    failures = _write_records(args, state, len(humans) > 0)
    print()
    print(game.own.say("game-over"))
    print(_picture(game, state, viewer, reveal=viewer is None))
    print(_wrap(game.words.result(state, viewer)))
    return _saved(failures)  # a file that could not be written is told after the result


def _bot(kind: str, seat: int) -> str:
    """A bot as the notes of its error name it: its kind and its seat, from 1 as on screen."""
    return f"the {kind} bot of seat {seat + 1}"


def _hand_over(said: Catalogue, seat: int, reader: TextIO) -> None:
    """Pass the keyboard to another human seat without showing it the last one's secrets.

    The screen (and, where the terminal allows, its scrollback) is cleared, whether the output
    goes to the terminal straight or through a pipe, and nothing of the new seat is shown
    until its player presses Enter, so the player who just moved never sees
    the next one's hand or role, and the next one never scrolls back to the last one's.
    """
    number = seat_number(seat)
    # Whatever the output: a terminal behind a pipe (| tee log) clears too. A screenful of blank
    # lines first scrolls the last seat's secrets away where the codes do nothing (TERM=dumb).
    print("\n" * _SCROLL_AWAY + "\x1b[H\x1b[2J\x1b[3J", end="")  # home, clear, clear scrollback
    print("\n" + said.say("hand-over.turn", seat=number))
    print(said.say("hand-over.ready", seat=number), end="", flush=True)
    if not reader.readline():
        raise KeyboardInterrupt  # end of input: leave as Ctrl-C would
    print()


#: The blank lines that scroll a screen away before a hand-over (the terminal's own clearing
#: aside): more than a tall terminal's rows.
_SCROLL_AWAY = 80


def _seat_range(players: int) -> str:
    return "the only seat is 1" if players == 1 else f"seats are 1 to {players}"


def _check_output(option: str, path: Path) -> None:
    """Refuse, before the game, a file that could not be written at its end."""
    folder = path.parent
    if path.is_dir():
        problem = "it is a directory"
    elif not folder.is_dir():
        problem = f"there is no directory {folder}"
    elif not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        problem = "permission denied"
    else:
        return
    raise _UsageError(f"argument {option}: cannot write {path}: {problem}")


def _same_file(first: Path, second: Path) -> bool:
    """Whether two paths name one file: spelt alike once resolved (``same.tgn`` and
    ``./x/../same.tgn``), or, both existing, one file under two names (a link, or a
    case-insensitive disk)."""
    if first.resolve() == second.resolve():
        return True
    return first.exists() and second.exists() and os.path.samefile(first, second)


def _write_records(
    args: argparse.Namespace, state: Any, dated: bool, *, unfinished: bool = False
) -> list[str]:
    """Write the ``--save`` and ``--record`` files; return what could not be written.
    ``unfinished``: the game was ended by an error, and standard error says that each file
    holds the game as far as it went."""
    failures = []
    outputs = []
    said = cli_words(args.lang)
    if args.save is not None:
        json_text = tablegames.to_json(tablegames.record(state), indent=2) + "\n"
        outputs.append((args.save, json_text, said.say("saved.record", path=args.save)))
    if args.record is not None:
        if args.record.suffix.lower() == ".json":
            text = tablegames.to_json(tablegames.record(state), indent=2) + "\n"
        else:
            text = gametext.dumps(state, date=str(datetime.date.today()) if dated else None)
        outputs.append((args.record, text, said.say("saved.game", path=args.record)))
    for path, text, saved in outputs:
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            failures.append(f"could not save the game to {path}: {exc.strerror or exc}")
            continue
        if unfinished:
            moves = _count(len(state.history), "move")
            told = f"tablegames: the game as far as it went ({moves}) was saved to {path}"
            print(told, file=sys.stderr)
        else:
            print(saved)
    return failures


def _saved(failures: Sequence[str]) -> int:
    """Report the files that could not be written (one error line each); the exit status."""
    sys.stdout.flush()
    for failure in failures:
        print(f"tablegames: error: {failure}", file=sys.stderr)
    return EXIT_USAGE if failures else EXIT_OK


def _wrap(text: str, hang: str | None = None) -> str:
    """``text`` as printed in a terminal of :data:`COLUMNS`: each line too long broken at spaces,
    the rest indented under it by two more (or by ``hang``)."""
    lines = []
    for line in text.splitlines() or [text]:
        if len(line) < COLUMNS:
            lines.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip(" "))]
        lines.append(
            textwrap.fill(
                line,
                COLUMNS - 1,
                subsequent_indent=indent + "  " if hang is None else hang,
                break_long_words=False,
                break_on_hyphens=False,
            )
        )
    return "\n".join(lines)


def _setup(game: _Game, game_record: tablegames.GameRecord[Any]) -> str:
    """A game's setup as its first line says it: ``Saboteur, 4 players, seed 1``, then the
    options that differ from the standard rules (``, options break_own_tools=false``), as a
    game text's ``Options`` header writes them (and ``--option`` takes them)."""
    said = game.own
    players = counted(said, game_record.players, "player")
    text = said.say("setup", title=game.title, players=players, seed=game_record.seed)
    options = gametext.changed_options(game_record)
    return said.say("setup.options", setup=text, options=options) if options else text


def _heading(
    game: _Game,
    game_record: tablegames.GameRecord[Any],
    humans: list[int],
    bots: list[int],
    kind: str,
    instead: bool = False,
) -> str:
    """The first lines of a game: the game and the options that differ from its standard
    rules, who plays which seat (``instead``: random bots play as the game has no heuristic
    agent), how to play."""
    said = game.own
    players, text = game_record.players, _setup(game, game_record) + "."
    why = said.say("bot.no-heuristic") if instead else ""
    noun = _BOT_WORDS.get(kind, "bot.named")
    if not humans:
        robots = counted(said, players, noun, name=f"'{kind}'")
        if players == 1:
            return _wrap(text + " " + said.say("heading.alone", bots=robots, why=why))
        return _wrap(text + " " + said.say("heading.bots", bots=robots, why=why))
    seats = said.seats(humans)
    if bots:
        robots = counted(said, len(bots), noun, name=f"'{kind}'")
        others = said.seats(bots)
        you = " " + counted(
            said, len(bots), "heading.you-bots", seats=seats, bots=robots, others=others, why=why
        )
    else:
        you = " " + said.say("heading.you", seats=seats)
    first = f"{text}{you}" if len(text + you) < COLUMNS else f"{text}\n{_wrap(you.lstrip())}"
    return first + "\n" + said.say("heading.how")


#: The words that name the bots of each kind (``bot.<kind>.one``, ``.other``): the search
#: agent is a "search bot", a factory of the user's (``bot.named``) is named as it was given.
_BOT_WORDS = {"heuristic": "bot.heuristic", "random": "bot.random", "mcts": "bot.search"}


def _picture(game: _Game, state: Any, seat: int | None, reveal: bool) -> str:
    shown = state if reveal else tablegames.view(state, seat)
    return game.words.picture(shown, {})


# -- one decision of a human seat: a menu that fits the screen ------------------------------------


@attrs.frozen
class _Entry:
    """One choice of a menu: the key typed, what it says, its short form (the notation, for
    menus too long for their labels) and what choosing it does."""

    key: str
    label: str
    short: str
    moves: tuple[Move, ...] = ()
    group: str | None = None  # a group of moves asked for next (a second menu)


#: What a key of a menu looks like: a number, or a letter (with ``'`` for a turned card).
_MENU_KEY = re.compile(r"-?\d+|[a-z]'?")


def _keys(entries: Sequence[_Entry], said: Catalogue) -> str:
    """The keys of a menu, as the prompt lists them in the command line's words ``said``:
    ``1-9 or s``, ``a, b, c'``."""
    keys = [entry.key for entry in entries]
    numbers = [key for key in keys if key.isdigit()]
    others = [key for key in keys if not key.isdigit()]
    parts = []
    if numbers:
        parts.append(numbers[0] if len(numbers) == 1 else f"{numbers[0]}-{numbers[-1]}")
    if others:
        parts.append(", ".join(others) if len(others) <= 4 else f"{others[0]} … {others[-1]}")
    return parts[0] if len(parts) == 1 else said.say("keys.or", first=parts[0], second=parts[1])


def _shown(heading: str) -> str:
    """A menu heading as shown: without a last ``(code)`` that only repeats one of its words
    (``Tunnel NEW (NEW)`` is ``Tunnel NEW``; ``Dead end NW (dNW)`` keeps its code)."""
    found = re.fullmatch(r"(.*\S) \(([^()]+)\)", heading)
    if found is not None and found[2].casefold() in found[1].casefold().split():
        return found[1]
    return heading


def _truncated(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, ending in ``…``: after a whole word when one ends
    near the cut, so that no word is left in pieces."""
    if len(text) <= width:
        return text
    kept = text[: width - 1]
    space = kept.rfind(" ")
    if space >= width - 12 and not text[width - 1].isspace():
        kept = kept[:space]
    return kept.rstrip(" ,;:(") + "…"


def _without_heading(labels: Sequence[str], heading: str | None) -> list[str]:
    """``labels`` without the first words they all share, where the ``heading`` above them
    already says them: their action (the first word), then the words the heading says and
    the short words between them (``the``). ``Discard the king of coins`` under ``Chant:
    discard a card face down`` is ``King of coins``: what tells the choices apart comes
    first. ``labels`` unchanged if the heading says none of those words, or a label would be
    left empty."""
    if heading is None or len(labels) < 2:
        return list(labels)
    said = {_bare(word) for word in heading.split()}
    split = [label.split(" ") for label in labels]
    common = 0
    for words in zip(*split, strict=False):
        word = _bare(words[0])
        if any(other != words[0] for other in words):
            break
        if common and word not in said and not (word.isalpha() and len(word) <= 3):
            break
        common += 1
    stripped = {_bare(word) for word in split[0][:common]}
    if not said & stripped or any(len(words) <= common for words in split):
        return list(labels)
    return [sentence(" ".join(words[common:])) for words in split]


def _bare(word: str) -> str:
    return word.strip("(),.:;").casefold()


def _layout(
    entries: Sequence[_Entry],
    budget: int,
    columns: Sequence[int] = (1, 2, 3),
    *,
    cut: bool = True,
    heading: str | None = None,
) -> list[str] | None:
    """The entries in at most ``budget`` lines of :data:`COLUMNS` characters: one per line,
    else in columns, else their short forms in columns; ``None`` if even that does not fit.

    Labels too long for their column leave out the first words the ``heading`` above them
    already says (:func:`_without_heading`); if still too long they go on to a second line
    (one per line, when the budget has room) or are cut at their end (unless ``cut`` is
    false), but only where the cut labels still differ from each other: a menu whose choices
    would read alike is laid out otherwise."""
    if not entries:
        return []
    keys = max(len(entry.key) for entry in entries)
    for count in columns:
        width = (COLUMNS - 2) // count  # the menu is indented by two
        rows = math.ceil(len(entries) / count)
        if rows > budget or (count > 1 and width < 24):
            continue
        room = width - 1 if count > 1 else COLUMNS - 2
        labels = [entry.label for entry in entries]
        if any(len(label) + keys + 2 > room for label in labels):
            labels = _without_heading(labels, heading)
        if any(len(label) + keys + 2 > room for label in labels):
            if not cut:
                continue
            if count == 1:  # one per line: a long label goes on, under itself, if there is room
                lines = [
                    "  " + line
                    for entry, label in zip(entries, labels, strict=True)
                    for line in textwrap.wrap(
                        f"{entry.key:>{keys}}. {label}",
                        room,
                        subsequent_indent=" " * (keys + 2),
                        break_long_words=False,
                    )
                ]
                if len(lines) <= budget and all(len(line) <= COLUMNS for line in lines):
                    return lines
            shown = [_truncated(f"{'':>{keys}}. {label}", room) for label in labels]
            if len(set(shown)) < len(shown):
                continue  # cut, two choices would read alike
        return _grid(
            [f"{e.key:>{keys}}. {label}" for e, label in zip(entries, labels, strict=True)],
            count,
            width,
        )
    if not cut:
        return None
    shorts = [f"{entry.key}. {entry.short}" for entry in entries]
    width = max(len(cell) for cell in shorts) + 2
    count = max(1, (COLUMNS - 2) // width)
    if math.ceil(len(shorts) / count) > budget:
        return None
    return _grid(shorts, count, width)


def _grid(cells: list[str], columns: int, width: int) -> list[str]:
    """``cells`` in ``columns`` columns of ``width`` characters, down each column first,
    indented by two; a cell too long for its column is cut (one column: to the line)."""
    rows = math.ceil(len(cells) / columns)
    room = width - 1 if columns > 1 else COLUMNS - 2
    lines = []
    for row in range(rows):
        picked = cells[row::rows][:columns]
        line = "".join(_truncated(cell, room).ljust(width) for cell in picked)
        lines.append(("  " + line).rstrip())
    return lines


class _Decision:
    """Asks a human seat for its move: the table, a menu that fits the screen, the prompt.

    The menu is the seat's legal moves under their headings; when they do not fit, first the
    headings (the card to play, say), then the moves of the one chosen, their places marked
    on the table with letters. A whole payment is one choice (the game's runs). At every
    prompt a move may also be typed in the game's notation.
    """

    def __init__(
        self, game: _Game, state: Any, seat: int, reader: TextIO, *, quiet: bool = False
    ) -> None:
        self.game, self.state, self.seat, self.reader = game, state, seat, reader
        self.quiet = quiet
        self.view = tablegames.view(state, seat)
        self.moves = tablegames.legal_moves(state, seat)
        self.notation = Reader(state, seat)
        self.texts = dict(zip(self.notation.moves, self.notation.texts, strict=True))
        self.message = ""

    def ask(self) -> tuple[Move, ...]:
        """The move chosen (several for a run, such as a payment)."""
        while True:
            chosen = self._menu(self._top(), None)
            if isinstance(chosen, tuple):
                return chosen
            picked = self._menu(self._group(chosen), chosen)
            if isinstance(picked, tuple):
                return picked

    # -- the menus ---------------------------------------------------------------------------------

    def _picture(self, marks: dict[object, str]) -> list[str]:
        if self.quiet:
            return []
        return self.game.words.picture(self.view, marks).splitlines()

    def _entry(self, key: str, move: Move) -> _Entry:
        return _Entry(key, self.game.words.label(move), self.texts[move], (move,))

    def _top(self) -> tuple[str, list[_Entry], list[str], dict[object, str]]:
        """The first menu: (heading, entries, their lines, marks)."""
        words = self.game.words
        picture = self._picture({})
        budget = ROWS - len(picture) - 4  # a blank line, the heading, a message, the prompt
        said = self.game.own
        runs = words.runs(self.view)
        you = seat_number(self.seat)
        if runs:
            entries = [
                _Entry(str(i), run.label, run.notation, tuple(run.moves))
                for i, run in enumerate(runs, start=1)
            ]
            paid = words.group(self.moves[0])
            heading = said.say("menu.you.pay", seat=you, payment=paid)
            lines = (
                _layout(entries, budget, heading=paid)
                or _layout(entries[: budget * 3], budget, heading=paid)
                or []
            )
            return heading, entries, lines, {}
        groups: dict[str, list[Move]] = {}
        for move in self.moves:
            groups.setdefault(words.group(move), []).append(move)
        folded = [name for name in groups if name in words.folded() and len(groups) > 1]
        letters = dict(zip(folded, "stuvwxyz", strict=False))
        shown = [name for name in groups if name not in letters]
        # Everything at once, under its headings, if it fits: one per line, else in columns.
        entries, sections, number = [], [], 0
        for name in shown:
            numbered = []
            for move in groups[name]:
                number += 1
                numbered.append(self._entry(str(number), move))
            entries += numbered
            sections.append((name, numbered))
        width = len(str(number))  # the folded headings' letters under the numbers
        folded_lines = [
            f"  {letter:>{width}}. {self._choices(name, groups)}"
            for name, letter in letters.items()
        ]
        entries += [_Entry(letter, name, name, group=name) for name, letter in letters.items()]
        for columns in (1, 2, 3):
            lines = []
            for name, numbered in sections:
                lines.append("  " + said.say("menu.section", heading=_shown(name)))
                lines += _layout(numbered, budget, (columns,), cut=False) or ["?"] * (budget + 1)
            lines += folded_lines
            if len(lines) <= budget:
                return said.say("menu.you", seat=you), entries, lines, {}
        if len(sections) == 1:  # one heading: a second menu would add nothing; cut the labels
            name, numbered = sections[0]
            room = budget - 1 - len(folded_lines)
            layout = _layout(numbered, room, heading=name) if room > 0 else None
            if layout is not None:
                heading_line = "  " + said.say("menu.section", heading=_shown(name))
                heading = said.say("menu.you", seat=you)
                return heading, entries, [heading_line, *layout, *folded_lines], {}
        # Else the headings first, each with its number of choices.
        entries = []
        for number, name in enumerate(shown, start=1):
            group = groups[name]
            if len(group) == 1:
                entries.append(self._entry(str(number), group[0]))
            else:
                label = self._choices(name, groups)
                entries.append(_Entry(str(number), label, name, group=name))
        for name, letter in letters.items():
            entries.append(_Entry(letter, self._choices(name, groups), name, group=name))
        lines = _layout(entries, budget) or []
        return said.say("menu.you.what", seat=you), entries, lines, {}

    def _choices(self, name: str, groups: dict[str, list[Move]]) -> str:
        """A heading with its number of choices, as a menu offers it: ``Signal: 14 choices``."""
        said = self.game.own
        choices = counted(said, len(groups[name]), "choice")
        return said.say("menu.choices", heading=_shown(name), choices=choices)

    def _group(self, name: str) -> tuple[str, list[_Entry], list[str], dict[object, str]]:
        """The second menu: the moves under one heading, their places lettered on the table."""
        words = self.game.words
        group = [move for move in self.moves if words.group(move) == name]
        spots = [words.spot(move) for move in group]
        if all(spot is not None for spot in spots) and len(set(spots)) > 1:
            marks: dict[object, str] = {}
            for spot in spots:
                if spot not in marks and len(marks) < 26:
                    marks[spot] = "abcdefghijklmnopqrstuvwxyz"[len(marks)]
            entries = [
                self._entry(marks[spot] + words.variant(move), move)
                for move, spot in zip(group, spots, strict=True)
                if spot in marks
            ]
            heading = self.game.own.say("menu.where", heading=_shown(name))
        else:
            marks = {}
            entries = [self._entry(str(i), move) for i, move in enumerate(group, start=1)]
            heading = self.game.own.say("menu.section", heading=_shown(name))
        budget = ROWS - len(self._picture(marks)) - 4  # as in _top
        lines = (
            _layout(entries, budget, heading=name)
            or _layout(entries[: budget * 4], budget, heading=name)
            or []
        )
        return heading, entries, lines, marks

    def _menu(
        self,
        menu: tuple[str, list[_Entry], list[str], dict[object, str]],
        inner: str | None,
    ) -> tuple[Move, ...] | str:
        """Show a menu and read answers until one is a choice: the moves chosen, a heading to
        open (a second menu), or ``""`` (back, from a second menu)."""
        heading, entries, lines, marks = menu
        by_key = {entry.key.casefold(): entry for entry in entries}
        picture = self._picture(marks)
        redraw = True
        while True:
            if redraw:
                print()
                for line in picture:
                    print(line)
                print(heading)
                for line in lines:
                    print(line)
            if self.message:
                print(_wrap(self.message))
                self.message = ""
            redraw = True
            print(self._prompt(entries, inner), end="", flush=True)
            line = self.reader.readline()
            if not line:
                raise KeyboardInterrupt  # end of input: leave as Ctrl-C would
            text = line.strip()
            key = text.casefold()
            if key in by_key:
                entry = by_key[key]
                return entry.group if entry.group is not None else entry.moves
            if not text and len(entries) == 1 and entries[0].group is None:
                return entries[0].moves
            if inner is not None and key in ("", "back"):
                return ""
            if key == "q":
                raise _Leave
            if key in ("?", "h", "help"):
                self._help()
                redraw = False  # the legend stays on the screen above the prompt
                continue
            if not text:
                self.message = self.game.own.say("typed.empty")
                continue
            typed = self._typed(text)
            if typed is not None:
                return typed
            if _MENU_KEY.fullmatch(key):  # a key of no choice: not a move, a slip on the menu
                self.message = self._off_menu(text, entries)

    def _prompt(self, entries: Sequence[_Entry], inner: str | None) -> str:
        said = self.game.own
        leave = said.say("prompt.back") if inner is not None else said.say("prompt.leave")
        if len(entries) == 1 and inner is None:
            return said.say("prompt.one", leave=leave)
        return said.say("prompt", keys=_keys(entries, said), leave=leave)

    def _off_menu(self, text: str, entries: Sequence[_Entry]) -> str:
        """What to say of a number or a letter that is no key of the menu (``9`` with
        choices 1-2), naming the key it may have meant (``a'`` when only ``a'`` is there)."""
        said = self.game.own
        key = text.casefold()
        meant = [
            entry
            for entry in entries
            if entry.key.casefold().startswith(key) and not entry.key[len(key) :].isalnum()
        ]
        if meant:
            which = meant[0].key
            if len(meant) > 1:
                which = said.say("keys.or", first=which, second=meant[1].key)
            told = said.say("typed.meant", text=text, keys=which)
            explained = said.say("typed.meant-label", text=text, keys=which, label=meant[0].label)
            return explained if len(meant) == 1 and len(explained) < COLUMNS else told
        return said.say("typed.off-menu", text=text, keys=_keys(entries, said))

    def _typed(self, text: str) -> tuple[Move, ...] | None:
        """A move typed in notation (or a run, such as a payment); ``None`` after saying why it
        is not one: the reader's error, which is the rules' own refusal when the text names a
        move that is not legal now (``bid 1`` under a high bid of 1), else the closest legal
        moves."""
        try:
            run: Run | None = self.game.words.parse_run(self.view, text)
            if run is not None:
                return tuple(run.moves)
        except IllegalMoveError as error:  # the game's words refuse a run, in their language
            self.message = _one_line(str(error))
            return None
        try:
            return (self.notation.parse(text),)
        except IllegalMoveError as error:
            self.message = self._refused(text, error)
            return None

    def _refused(self, text: str, error: IllegalMoveError) -> str:
        """Why a typed text is no move, in the command line's words where the reader's refusal
        is its own (no legal move has that notation, or several have: said again from the
        reader's moves, as it says them); else the rules' refusal of the move the text names, in
        the game's language, naming its facts to the reader as "you"
        (:func:`~tablegames.core.words.refused`)."""
        said, reader = self.game.own, self.notation
        shown = text.strip()[:40]
        found = reader.named(text)
        if error.code == "core.notation.ambiguous" and len(found) > 1:
            names = listed(self.texts[move] for move in found[:SEVERAL])
            if len(found) > SEVERAL:
                more = len(found) - SEVERAL
                return said.say("typed.ambiguous-more", text=shown, moves=names, more=more)
            return said.say("typed.ambiguous", text=shown, moves=names)
        if error.code == "core.notation.unknown" and reader.moves and not found:
            by_text = {normalized(written): written for written in reader.texts}
            close = difflib.get_close_matches(normalized(text), list(by_text), CLOSEST, 0.0)
            names = listed(by_text[name] for name in close)
            return said.say("typed.unknown", text=shown, moves=names)
        return _one_line(refused(self.game.words, error, self.seat))

    def _help(self) -> None:
        legend = self.game.words.legend()
        examples = listed(list(dict.fromkeys(self.texts.values()))[:4])
        text = self.game.own.say("help", examples=examples)
        print()
        for paragraph in [*legend.splitlines(), text]:
            print(
                textwrap.fill(
                    paragraph, COLUMNS - 1, subsequent_indent="  ", break_on_hyphens=False
                )
            )


# -- simulate -------------------------------------------------------------------------------------


def _simulate(args: argparse.Namespace) -> int:
    if len(args.agents) not in (1, args.players):
        raise _UsageError(
            f"argument --agents: give one agent for every seat, or one per seat "
            f"({args.players}), not {len(args.agents)}"
        )
    kinds = args.agents * args.players if len(args.agents) == 1 else args.agents
    if "heuristic" in kinds and not provides(get_game(args.game), "heuristic_agent"):
        # Random bots standing in would be counted, and named in the records, as heuristic.
        raise _UsageError(
            f"argument --agents: {args.game} has no heuristic agent (its Game object does not "
            "define heuristic_agent): use random"
        )
    factories = [_factory(args.game, kind) for kind in kinds]
    options = _options(args.game, args.option)
    # Check the setup before the progress bar appears, so a mistake is one line, not a bar.
    tablegames.new_game(args.game, players=args.players, seed=args.seed, options=options)
    try:  # as simulate() checks them, the seats counted from 1
        _check_agents_made(
            factories,
            _game_seed(args.seed, 0),
            lambda index: kinds[index],
            lambda seat: f"seat {seat + 1}",
            f"tablegames simulate (seed {args.seed})",
        )
    except ConfigError as exc:
        raise _UsageError(f"argument --agents: {exc}") from None
    if args.records is not None:
        _check_output("--records", args.records)
    progress, finish = _progress(args.games, not args.no_progress)
    # With --json the output is the JSON document alone: what was saved is told beside errors.
    told = sys.stderr if args.json else sys.stdout
    # With --records the games are played through an executor that keeps the finished ones,
    # so that Ctrl-C still writes them (as play writes its game when interrupted).
    kept = _Kept(args.workers) if args.records is not None else None
    chunk_size = None  # simulate()'s: at most 50 games, or a quarter of a worker's share
    if kept is not None:  # Ctrl-C loses the chunks under way: at most 50 games a worker
        share = args.games if args.workers == 1 else args.games // (4 * args.workers)
        chunk_size = max(1, min(50, share))
    try:
        summary = simulate(
            args.game,
            games=args.games,
            players=args.players,
            agents=factories,
            seed=args.seed,
            executor=kept,
            workers=args.workers,
            options=options,
            chunk_size=chunk_size,
            progress=progress,
            rotate=args.rotate,
            records=args.records is not None,
        )
    except BaseException as error:
        finish()
        if kept is not None:
            kept.shutdown(wait=False, cancel_futures=True)
        if isinstance(error, KeyboardInterrupt) and kept is not None:
            finished = kept.finished()
            _saved(_write_game_texts(args.records, finished, kinds, args.games, told))
        elif isinstance(error, _MadeWithoutChoose):
            # The factory's mistake, as the check before the progress bar says it for the
            # first game: no game's failure, and no command that would only fail again.
            raise _UsageError(
                f"argument --agents: {kinds[error.factory]} makes agents without choose(view, "
                f"moves): the one it made for seat {seat_number(error.seat)} of game "
                f"{error.game + 1}, with the seed {error.seed}, is a {error.made}"
            ) from None
        elif not isinstance(error, KeyboardInterrupt):  # a bot's SystemExit too
            _renote(error, args, kinds)
        raise
    finish()
    if kept is not None:
        kept.shutdown()
    print(_summary_json(summary, kinds) if args.json else _summary(summary, kinds, args.seed))
    if args.records is None:
        return EXIT_OK
    return _saved(_write_game_texts(args.records, summary.results, kinds, told=told))


#: The notes simulate() adds to the error of a game (PEP 678), which the command line says
#: again in its own words: the game, and the seat of the bot, from 1; the bot by its name.
_GAME_NOTE = re.compile(r"simulate\(\): game (\d+) \(from 0\), seed \d+, ")
_AGENT_NOTE = re.compile(
    r"play\(\): (?P<before>.*?)(?P<by>chosen by|raised by) (?P<agent>.*), "
    r"the agent of seat (?P<seat>\d+) \(from 0\)(?P<after>.*)"
)


def _renote(error: BaseException, args: argparse.Namespace, kinds: Sequence[str]) -> None:
    """Word again the notes of a simulated game's error as the command line says things: the
    game and the seat from 1 (as ``replay --game K`` and the summary count them), the bot as
    ``play`` names it, and the command that plays the game again, in place of the Python call
    that simulate() suggests."""
    notes = getattr(error, "__notes__", None)
    found = [match for note in notes or () if (match := _GAME_NOTE.match(note))]
    if notes is None or not found:
        return
    index = int(found[0][1])
    where: str | None = f"tablegames simulate (seed {args.seed}): game {index + 1}"
    told = []
    for note in notes:
        if _GAME_NOTE.match(note):
            continue
        agent = _AGENT_NOTE.fullmatch(note)
        if agent is not None and where is not None:
            seat = int(agent["seat"])
            # In game i, rotated, agent k sits at seat (k + i) % players (simulate's rotate).
            kind = kinds[(seat - (index if args.rotate else 0)) % args.players]
            note = f"{where}, {agent['before']}{agent['by']} {_bot(kind, seat)}{agent['after']}"
            where = None
        told.append(note)
    if where is not None:  # the game failed outside a move (its bots were being made)
        told.append(where)
    # The games before it were played without an error: asked for up to it, the simulation
    # plays it again as its last game.
    again = ["tablegames", "simulate", args.game, "--players", str(args.players)]
    again += ["--games", str(index + 1), "--seed", str(args.seed), "--agents", *args.agents]
    again += [part for pair in args.option for part in ("--option", pair)]
    again += ["--rotate"] if args.rotate else []
    told.append(f"to play it again, as the last game: {shlex.join(again)}")
    notes[:] = told


class _Kept(Executor):
    """The executor of ``simulate --records``: it plays the chunks of games as simulate()
    would (in a pool of ``workers`` processes, or one after another in this process) and keeps
    them, so that the games finished when Ctrl-C stops the simulation are still written."""

    def __init__(self, workers: int) -> None:
        self.pool = ProcessPoolExecutor(max_workers=workers) if workers > 1 else None
        self.futures: list[Future[Any]] = []

    def submit(self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs) -> Future[_T]:
        if self.pool is not None:
            future = self.pool.submit(fn, *args, **kwargs)
        else:
            future = _Deferred(functools.partial(fn, *args, **kwargs))
        self.futures.append(future)
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=wait, cancel_futures=cancel_futures)

    def finished(self) -> list[GameResult[Any]]:
        """The games of the chunks finished, in order, up to the first chunk not finished: the
        first games of the simulation, so that ``replay --game K`` is still its K-th."""
        results: list[GameResult[Any]] = []
        for future in self.futures:
            if not future.done() or future.cancelled() or future.exception() is not None:
                break
            results.extend(future.result())
        return results


class _Deferred(Future[_T]):
    """A chunk of games played in this process when its result is asked for: simulate() asks
    for its chunks in order and moves the progress bar after each, as in its own loop."""

    def __init__(self, play: Callable[[], _T]) -> None:
        super().__init__()
        self._play = play

    def result(self, timeout: float | None = None) -> _T:
        if not self.done():  # an error, or Ctrl-C, leaves it unfinished
            self.set_result(self._play())
        return super().result(timeout)


def _write_game_texts(
    path: Path,
    results: Sequence[GameResult[Any]],
    kinds: Sequence[str],
    planned: int | None = None,
    told: TextIO | None = None,
) -> list[str]:
    """Write the games of ``results`` to ``path`` as game texts, each seat named after the
    agent that played it and each game's number in its ``Round`` header; what could not be
    written. ``planned``: the number of games of a simulation interrupted before its end,
    which the line printed says; ``told``: where that line goes (standard output unless
    given)."""
    told = told or sys.stdout
    texts = []
    for number, result in enumerate(results, start=1):
        assert result.record is not None  # simulate(records=True) keeps every record
        names = [kinds[agent] for agent in result.seating]
        headers = {"Event": "tablegames simulate", "Round": str(number)}
        texts.append(gametext.dumps(result.record, names=names, headers=headers))
    if planned is not None and not texts:
        print(f"No game was finished: nothing was written to {path}.", file=told)
        return []
    try:
        path.write_text("\n".join(texts), encoding="utf-8")
    except OSError as exc:
        return [f"could not save the games to {path}: {exc.strerror or exc}"]
    if planned is not None:
        print(
            f"Saved the first {_count(len(texts), 'game')} of {planned}, those finished before "
            f"the interruption, to {path}.",
            file=told,
        )
    else:
        print(f"Saved {_count(len(texts), 'game')} to {path}.", file=told)
    return []


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


def _summary_json(summary: SimulationSummary, kinds: Sequence[str]) -> str:
    """The summary as one JSON document, one field a line: the figures of the Python
    :class:`~tablegames.agents.SimulationSummary`, under its attributes' names, lists in seat
    order (and in the order of ``--agents`` for the ``agent_`` ones), the Wilson intervals as
    ``[low, high]``; ``agents`` names the agents as ``--agents`` gave them. ``results`` comes
    last, one game a line, each under :class:`~tablegames.agents.GameResult`'s names (the
    record aside, which ``--records`` writes). The fields added later follow the first ones,
    whose order is kept."""
    options = tablegames.GameRecord(summary.game, summary.players, 0, summary.options, ())
    speed = summary.games_per_second
    fields: dict[str, object] = {
        "game": summary.game,
        "players": summary.players,
        "games": summary.games,
        "seed": summary.seed,
        "options": tablegames.to_dict(options)["data"]["options"],
        "agents": list(kinds),
        "rotate": summary.rotate,
        "seconds": summary.seconds,
        "games_per_second": speed if math.isfinite(speed) else None,
        "mean_moves": summary.mean_moves,
        "wins": summary.wins,
        "shared_wins": summary.shared_wins,
        "win_rates": summary.win_rates,
        "win_intervals": summary.win_intervals,
        "mean_scores": summary.mean_scores,
        "agent_wins": summary.agent_wins,
        "agent_shared_wins": summary.agent_shared_wins,
        "agent_win_intervals": summary.agent_win_intervals,
        "agent_mean_scores": summary.agent_mean_scores,
        "shared_games": summary.shared_games,
        "games_without_winner": sum(1 for r in summary.results if not r.winners),
        "agent_win_rates": summary.agent_win_rates,
        "lowest_scores": summary.lowest_scores,
        "highest_scores": summary.highest_scores,
        "teams": summary.teams,
    }
    lines = [
        f"  {json.dumps(name)}: {json.dumps(value, allow_nan=False)}"
        for name, value in fields.items()
    ]
    games = [
        "    "
        + json.dumps(
            {
                "seed": result.seed,
                "winners": result.winners,
                "scores": result.scores,
                "moves": result.moves,
                "seating": result.seating,
            }
        )
        for result in summary.results
    ]
    lines.append('  "results": [\n' + ",\n".join(games) + "\n  ]" if games else '  "results": []')
    return "{\n" + ",\n".join(lines) + "\n}"


def _summary(summary: SimulationSummary, kinds: Sequence[str], seed: int) -> str:
    """The summary as plain text: a line, a table per seat, and how shared wins and games
    nobody won were counted."""
    results = summary.results
    # How many seats win together when nobody ties (partners: 2).
    team_size = max((len(team) for team in summary.teams), default=1)
    lines = [
        f"{_count(summary.games, 'game')} of {summary.game} with "
        f"{_count(summary.players, 'player')} (seed {seed}) "
        f"in {summary.seconds:.2f} s ({summary.games_per_second:.1f} games/s), "
        f"{summary.mean_moves:.1f} moves per game on average."
    ]
    solo = summary.players == 1  # always won by its seat: its result is the score
    # Rotated seats: a row is an agent (by the seat it started at), counted wherever it sat.
    rotated = any(r.seating != tuple(range(summary.players)) for r in results)
    wins, means, shared = summary.wins, summary.mean_scores, summary.shared_wins
    if rotated:
        wins, means = summary.agent_wins, summary.agent_mean_scores
        shared = summary.agent_shared_wins
    header: tuple[str, ...] = (
        "from seat" if rotated else "seat",
        "agent",
        "wins",
        "shared",
        "win rate",
        "mean score",
    )
    rows: list[tuple[str, ...]] = [
        (
            str(seat_number(row)),
            kinds[row],
            str(wins[row]),
            str(shared[row]),
            f"{wins[row] / summary.games:.1%}",
            f"{means[row]:.2f}",
        )
        for row in range(summary.players)
    ]
    if solo:
        header = ("seat", "agent", "mean score", "lowest", "highest")
        rows = [
            (
                "1",
                kinds[0],
                f"{summary.mean_scores[0]:.2f}",
                str(summary.lowest_scores[0]),
                str(summary.highest_scores[0]),
            )
        ]
    widths = [max(len(row[i]) for row in (header, *rows)) for i in range(len(header))]
    for row in (header, *rows):
        cells = [
            cell.ljust(width) if i == 1 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    if solo:
        lines.append(
            "A solo game is always won by its one seat, the winner of record: its result is "
            "the score."
        )
        return "\n".join(lines)
    if rotated:
        lines.append(
            "Seats rotated: every agent moved one seat on each game; a row counts the agent "
            "that sat at that seat in the first game, wherever it sat."
        )
    if team_size > 1:
        lines.append("Partners win together: a team's win counts once for each of its seats.")
    # Several winners are a tie in a race, but every seat that beat the house in a game against
    # one; and a game may end with no winner at all (everybody lost to the house).
    nobody = sum(1 for r in results if not r.winners)
    if summary.shared_games:
        several = _count(summary.shared_games, "game")
        lines.append(
            f"{several} of {summary.games} had several winners: each was "
            f"counted as a win for every one of them (column 'shared'), so the wins add up to "
            f"{sum(summary.wins)}."
        )
    if nobody:
        lines.append(f"{_count(nobody, 'game')} of {summary.games} had no winner.")
    if not summary.shared_games and not nobody:
        lines.append(f"Every game had one winning {'team' if team_size > 1 else 'seat'}.")
    return "\n".join(lines)


# -- replay ---------------------------------------------------------------------------------------


def _file_text(path: Path) -> str:
    """The text of a file: UTF-8, with or without a byte-order mark, or UTF-16 with one (as
    Notepad writes it); any other bytes are refused in one line."""
    data = path.read_bytes()
    encoding = "utf-16" if data.startswith((b"\xff\xfe", b"\xfe\xff")) else None
    try:
        return data.decode(encoding or "utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FormatError(
            f"{path} is not a text in {encoding or 'UTF-8'}: byte {exc.object[exc.start]:#04x} "
            f"at offset {exc.start} cannot be read; save it as UTF-8"
        ) from None


def _read_record(path: Path, number: int | None = None) -> tablegames.GameRecord:
    """The record in a file: a game text, the ``number``-th (from 1) of a file of several,
    or a JSON record."""
    text = _file_text(path)
    looks_json = text.lstrip().startswith("{")  # a game text never starts with a brace
    if not looks_json and (path.suffix.lower() == gametext.SUFFIX or gametext.is_game_text(text)):
        # Each game is read on its own: a game that is not valid hides none after it.
        games = gametext.read_each(text)
        found_text = next(games, None)
        if found_text is None:
            raise FormatError(f"{path} holds no game")
        if number is None and next(games, None) is not None:
            raise _UsageError(f"{path} holds several games: choose one with --game K (from 1)")
        for count in range(2, (number or 1) + 1):
            found_text = next(games, None)
            if found_text is None:
                raise _UsageError(
                    f"argument --game: {path} holds {_count(count - 1, 'game')}, not {number}"
                )
        if isinstance(found_text, FormatError):
            raise found_text
        return found_text.record
    if number not in (None, 1):
        raise _UsageError(f"argument --game: {path} holds one JSON record, not {number} games")
    found = tablegames.from_json(text)
    if not isinstance(found, tablegames.GameRecord):
        raise FormatError(f"{path} holds a {type(found).__name__}, not a record")
    return found


def _replay(args: argparse.Namespace) -> int:
    game_record = _read_record(args.file, args.game)
    seat = None if args.seat is None else args.seat - 1
    if seat is not None and seat >= game_record.players:
        raise _UsageError(
            f"argument --seat: no seat {args.seat}; {_seat_range(game_record.players)}"
        )
    # A game already made: options a new game would refuse (meaning nothing) are read.
    start = start_again(
        game_record.game,
        players=game_record.players,
        seed=game_record.seed,
        options=game_record.options,
    )
    state = start
    # Every move is checked before a line is printed, as the game text's reader checks them:
    # a record refused at its 200th move is one error line, not 200 moves and then the error.
    steps = []
    for number, move in enumerate(game_record.moves, start=1):
        try:
            after, events = apply_with_events(state, move)
        except IllegalMoveError as exc:
            raise IllegalMoveError(
                f"move {number} ({_move_text(move)}) is illegal: {exc}", code=exc.code, move=move
            ) from None
        steps.append((state, after, events))
        state = after
    game = _Game.of(game_record.game, args.lang)
    reveal = seat is None
    said = game.own
    setup = _setup(game, game_record)
    moves = counted(said, len(game_record.moves), "move")
    if reveal:
        print(said.say("replay.whole", setup=setup, moves=moves))
    else:
        print(said.say("replay.seat", setup=setup, moves=moves, seat=args.seat))
    print()
    shown = start.events if reveal else tablegames.view(start, seat).events
    for line in _tell(game, shown, seat, reveal):
        print(_wrap(line))
    last_player: int | None = None
    for number, (before, after, events) in enumerate(steps, start=1):
        player = tablegames.current_player(before)
        if player != last_player and not args.quiet:
            print()
            print(_picture(game, before, seat, reveal))
        last_player = player
        if not reveal:
            events = view_events(before, after, seat)
        lines = _tell(game, events, seat, reveal)
        for index, line in enumerate(lines or [said.say("replay.unseen")]):
            told = f"{number:>4}. {line}" if index == 0 else f"      {line}"
            print(_wrap(told, " " * 8))
    print()
    print(_picture(game, state, seat, reveal))
    if tablegames.is_over(state):
        print(_wrap(game.words.result(state, seat)))
    else:
        print(said.say("replay.unfinished"))
    return EXIT_OK


def _move_text(move: Move) -> str:
    """A move of a record as the command line says it: its seat from 1 and its notation
    (``seat 1: bid 3``), not its ``str``, which counts seats from 0 (``P0 bids 3``)."""
    try:
        text = tablegames.notation(move)
    except TableGamesError:  # a move its game has no notation for: as Python shows it
        text = repr(move)
    player = getattr(move, "player", None)
    return f"seat {seat_number(player)}: {text}" if type(player) is int else text
