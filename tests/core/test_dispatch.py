"""The kernel's dispatcher (tablegames.core.dispatch): one opening for every game's ``apply``.

Issue 20: every game's ``apply`` makes the kernel's checks in one place, in the documented
order and with the codes they always had, and checks each move's fields again, so that a move
changed after it was built (``object.__setattr__``) is refused by ``apply`` and ``is_legal``
with the InvalidMoveError its constructor would have raised.
"""

from __future__ import annotations

import contextlib
import copy
import enum
import functools
import linecache
import re
import traceback
from collections import Counter
from typing import Any

import attrs
import pytest

import tablegames
from tablegames import (
    ConfigError,
    IllegalMoveError,
    InvalidMoveError,
    NotYourTurnError,
    SeatError,
    TableGamesError,
)
from tablegames.core.dispatch import Rule, dispatcher, field_checker
from tablegames.core.game import hook
from tablegames.core.history import History
from tablegames.core.moves import check_flag, check_int, check_optional, check_seat, check_type
from tablegames.core.rng import Rng

#: Every registered game: each must refuse a changed move (issue 20's "every game").
GAMES = sorted(tablegames.GAMES)


def players_of(game: Any) -> int:
    return int(min(max(game.min_players, 4), game.max_players))


@functools.cache
def examples(name: str) -> dict[type, tuple[Any, Any, bool]]:
    """A move of each class of the game, with a state to apply it to, and whether it is legal
    there: the first of its class that random play offers any seat, else (for a class that
    random play reaches rarely, such as Saboteur's ChooseGold) one of the game's candidates."""
    game = tablegames.GAMES[name]
    players = players_of(game)
    found: dict[type, tuple[Any, Any, bool]] = {}
    for seed in range(2):
        rng = Rng(seed, "examples")
        state = tablegames.new_game(name, players=players, seed=seed)
        for _ in range(400):
            if tablegames.is_over(state):
                break
            for seat in range(players):
                for move in tablegames.legal_moves(state, seat):
                    found.setdefault(type(move), (state, move, True))
            if len(found) == len(game.move_types):
                return found
            moves = tablegames.legal_moves(state)
            state = tablegames.apply(state, moves[rng.below(len(moves))])
    start = tablegames.new_game(name, players=players, seed=0)
    for seat in range(players):
        for move in hook(game, "candidate_moves")(start, seat):
            found.setdefault(type(move), (start, move, False))
    return found


class _Anything:
    """An object equal to everything, with a ``player``: it must pass for no field's value."""

    player = 0

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


def wrong_values(name: str) -> list[object]:
    """Values to set a field to: wrong types, out-of-range numbers, None, other games' objects.

    Which of them a field refuses is its constructor's business (see below)."""
    values: list[object] = [None, "0", "x" * 50, 1.0, 2.5, True, -1, 99, 10**30, _Anything()]
    for other in GAMES:
        if other != name:
            for _, move, _ in examples(other).values():
                values.extend(
                    value
                    for value in attrs.astuple(move, recurse=False)
                    if type(value) not in (int, bool, type(None))
                )
                values.append(move)
    return values


def refusal(move: Any, field: str, value: object) -> str | None:
    """The message of the constructor's refusal of ``move`` with ``field`` set to ``value``."""
    try:
        attrs.evolve(move, **{field: value})
    except InvalidMoveError as error:
        return str(error)
    return None


def test_every_move_class_of_every_game_has_an_example() -> None:
    for name in GAMES:
        found = examples(name)
        assert set(found) == set(tablegames.GAMES[name].move_types), name
        for state, move, legal in found.values():
            if legal:
                assert tablegames.is_legal(state, move)
        assert any(legal for _, _, legal in found.values()), name


@pytest.mark.parametrize("name", GAMES)
def test_a_move_changed_after_construction_is_refused_by_apply_and_is_legal(name: str) -> None:
    """Each field of each move class, set with ``object.__setattr__`` to a value its
    constructor refuses (a wrong type, out of range, None, another game's object), is refused
    by ``apply`` and ``is_legal`` with that same InvalidMoveError; the state is untouched.

    ``is_legal`` raises rather than answering False: a move that cannot exist is not a move the
    rules could allow or refuse (the API reference says so)."""
    candidates = wrong_values(name)
    for cls, (state, move, _) in examples(name).items():
        before = tablegames.to_json(state)
        for field in attrs.fields(cls):
            refused = [
                (value, message)
                for value in candidates
                if (message := refusal(move, field.name, value)) is not None
            ]
            # Every field refuses a wrong type and another game's objects at least.
            assert any(type(value) is str for value, _ in refused), (cls, field.name)
            assert any(attrs.has(type(value)) for value, _ in refused), (cls, field.name)
            for value, message in refused:
                changed = attrs.evolve(move)  # a new instance: legal_moves hands out shared ones
                object.__setattr__(changed, field.name, value)
                with pytest.raises(InvalidMoveError) as applied:
                    tablegames.apply(state, changed)
                assert (str(applied.value), applied.value.field) == (message, field.name)
                with pytest.raises(InvalidMoveError) as asked:
                    tablegames.is_legal(state, changed)
                assert str(asked.value) == message
            assert tablegames.to_json(state) == before, (cls, field.name)
        assert tablegames.from_json(before) == state


def test_a_legal_signal_changed_after_construction_is_refused() -> None:
    """Issue 20's example: Aluette's apply trusted a Signal's fields, so a legal signal whose
    ``count`` was set to 99 (or whose ``kind`` was set to None) was accepted, leaving a state
    that refused its own JSON."""
    from tablegames.aluette import Signal, SignalKind

    state = tablegames.new_game("aluette", players=4, seed=5)
    signals = [m for m in tablegames.legal_moves(state, 2) if isinstance(m, Signal)]
    aces = next(m for m in signals if m.kind is SignalKind.ACES)
    for field, value, message in [
        ("count", 99, "Signal.count must be an integer from 1 to 4, got 99"),
        ("kind", None, "Signal.kind must be a tablegames.aluette.SignalKind, got None"),
    ]:
        changed = attrs.evolve(aces)  # copies are the move itself
        object.__setattr__(changed, field, value)
        for function in (tablegames.apply, tablegames.is_legal):
            with pytest.raises(InvalidMoveError, match=re.escape(message)):
                function(state, changed)
    assert tablegames.is_legal(state, aces)
    assert tablegames.from_json(tablegames.to_json(state)) == state


#: Each built-in game's name in a sentence, as ``core.move.wrong_game`` says it.
LABELS = {"aluette": "an Aluette", "saboteur": "a Saboteur", "ten": "a TEN"}


def outcome(state: Any, move: Any, by: int | None = None) -> tuple[str, str | None, str]:
    try:
        tablegames.apply(state, move, by=by)
    except TableGamesError as error:
        return type(error).__name__, getattr(error, "code", None), str(error)
    return "accepted", None, ""


@pytest.mark.parametrize("name", GAMES)
def test_the_kernel_refusals_keep_their_order_codes_and_messages(name: str) -> None:
    """Each check of the opening refuses with the code and message the hand-written openings
    of every game gave (they were compared case by case before the dispatcher replaced them),
    in the documented order: ``by=`` before anything else, the class, the seat, the end of
    the game, the turn."""
    game = tablegames.GAMES[name]
    players = players_of(game)
    state = tablegames.new_game(name, players=players, seed=3)
    seat = tablegames.current_player(state)
    assert seat is not None
    other = (seat + 1) % players
    move = tablegames.legal_moves(state)[0]
    assert move.player == seat
    label = re.escape(LABELS.get(name, "")) or "an? .+"
    foreign = next(
        next(iter(examples(n).values()))[1] for n in GAMES if n != name
    )  # another game's move
    subclass = type("Sub", (type(move),), {})(*attrs.astuple(move, recurse=False))
    changed = attrs.evolve(move)  # copy.copy gives the move itself
    object.__setattr__(changed, "player", "0")
    rng = Rng(3, "cases")
    end = state
    while not tablegames.is_over(end):
        moves = tablegames.legal_moves(end)
        end = tablegames.apply(end, moves[rng.below(len(moves))])
    first = attrs.evolve(move, player=0)
    not_yours = "IllegalMoveError", "core.move.not_your_seat"
    foreign_game = "IllegalMoveError", "core.move.wrong_game"
    wrong = f"{label} move\\."  # the class's name comes first
    named = f"This move names seat {seat + 1}, but you play seat {other + 1}."  # from 1
    cases: list[tuple[Any, Any, int | None, tuple[str, str | None], str]] = [
        (state, move, other, not_yours, named),
        (state, changed, 0, not_yours, "This move names no seat, but you play seat 1."),
        (end, first, 1, not_yours, "This move names seat 1, but you play seat 2."),
        (
            state,
            move,
            players,
            ("SeatError", None),
            f"by must be a seat of this {players}-player game (0 to {players - 1}), got {players}",
        ),
        (state, None, None, foreign_game, "NoneType is not "),
        # No move of this game is refused as such even with by=: the class tells nothing of
        # the state, and "names no seat" would call it a move.
        (state, None, 0, foreign_game, "NoneType is not "),
        (state, "draw", other, foreign_game, "str is not "),
        (state, foreign, seat, foreign_game, f"{type(foreign).__name__} is not "),
        (end, subclass, 1, foreign_game, "Sub is not "),
        (state, {"player": 0}, None, foreign_game, "dict is not "),
        (state, _Anything(), None, foreign_game, "_Anything is not "),
        (state, foreign, None, foreign_game, f"{type(foreign).__name__} is not "),
        (state, subclass, None, foreign_game, "Sub is not "),
        (
            state,
            attrs.evolve(move, player=other),
            None,
            ("NotYourTurnError", f"{name}.turn.not_yours"),
            f"It is seat {seat + 1}'s turn, not seat {other + 1}'s.",
        ),
        (end, first, None, ("NotYourTurnError", f"{name}.game.over"), "The game is over."),
    ]
    if players < game.max_players:  # a seat a move can name, but not one of this game's
        cases.append(
            (
                state,
                attrs.evolve(move, player=players),
                None,
                ("NotYourTurnError", f"{name}.seat.unknown"),
                f"There is no player {players} in this {players}-player game (a move's player "
                f"is a seat's index, 0 to {players - 1}).",
            )
        )
    for before, thing, by, (kind, code), message in cases:
        refused = outcome(before, thing, by)
        assert refused[:2] == (kind, code), (thing, by, refused)
        pattern = re.escape(message) + (wrong if message.endswith(" is not ") else "")
        assert re.fullmatch(pattern, refused[2]), (pattern, refused[2])


#: What the sweep below gives, counted with the hand-written openings of every game before the
#: dispatcher replaced them: refusal class and code, with how often each came.
SWEEP = {
    "aluette": {
        "IllegalMoveError aluette.card.not_in_hand": 474,
        "IllegalMoveError aluette.phase.wrong_move": 2885,
        "IllegalMoveError aluette.signal.limit": 1204,
        "IllegalMoveError aluette.signal.repeated": 53,
        "IllegalMoveError core.move.not_your_seat": 16212,
        "NotYourTurnError aluette.game.over": 56,
        "NotYourTurnError aluette.turn.not_yours": 10386,
        "accepted None": 1154,
    },
    "saboteur": {
        "IllegalMoveError core.move.not_your_seat": 11312,
        "IllegalMoveError saboteur.card.not_in_hand": 1852,
        "IllegalMoveError saboteur.path.broken_tool": 59,
        "IllegalMoveError saboteur.path.mismatch": 6,
        "IllegalMoveError saboteur.path.occupied": 37,
        "IllegalMoveError saboteur.phase.wrong_move": 402,
        "IllegalMoveError saboteur.repair.not_broken": 48,
        "IllegalMoveError saboteur.rockfall.empty": 8,
        "IllegalMoveError saboteur.tool.already_broken": 6,
        "NotYourTurnError saboteur.game.over": 56,
        "NotYourTurnError saboteur.turn.not_yours": 8442,
        "accepted None": 396,
    },
    "ten": {
        "IllegalMoveError core.move.not_your_seat": 44960,
        "IllegalMoveError ten.bid.too_low": 107,
        "IllegalMoveError ten.buy.duplicate": 1,
        "IllegalMoveError ten.buy.not_in_market": 83,
        "IllegalMoveError ten.draw.empty_pile": 2,
        "IllegalMoveError ten.pay.card_not_owned": 441,
        "IllegalMoveError ten.pay.no_bust_token": 427,
        "IllegalMoveError ten.pay.no_token": 19,
        "IllegalMoveError ten.phase.wrong_move": 8088,
        "IllegalMoveError ten.stop.empty_tableau": 404,
        "NotYourTurnError ten.game.over": 80,
        "NotYourTurnError ten.turn.not_yours": 33660,
        "accepted None": 1648,
    },
}


@pytest.mark.parametrize("name", sorted(SWEEP))
def test_a_sweep_of_moves_is_refused_as_before_the_dispatcher(name: str) -> None:
    """Two random games; in every state, a move of every class (the examples above) for every
    seat, sent with ``by=`` its own seat and another's: each outcome's class and code, counted,
    are those of the hand-written openings (every phase, turn, end and sender case)."""
    game = tablegames.GAMES[name]
    players = players_of(game)
    found = examples(name)
    counts: Counter[str] = Counter()
    for seed in range(2):
        rng = Rng(seed, "sweep")
        state = tablegames.new_game(name, players=players, seed=seed)
        while True:
            for cls in game.move_types:
                for seat in range(players):
                    move = attrs.evolve(found[cls][1], player=seat)
                    for by in (None, (seat + 1) % players):
                        kind, code, _ = outcome(state, move, by)
                        counts[f"{kind} {code}"] += 1
            if tablegames.is_over(state):
                break
            moves = tablegames.legal_moves(state)
            state = tablegames.apply(state, moves[rng.below(len(moves))])
    assert dict(counts) == SWEEP[name]


# -- the dispatcher on a game of its own -----------------------------------------------------------


class Phase(enum.Enum):
    SHOUT = "shout"
    LISTEN = "listen"
    OVER = "over"


@attrs.frozen
class Shout:
    player: int = attrs.field(validator=check_seat(4))
    volume: int = attrs.field(validator=check_int(1, 10))
    loud: bool = attrs.field(default=False, validator=check_flag)
    echo: int | None = attrs.field(default=None, validator=check_optional(check_int(1, 3)))
    phase: Phase = attrs.field(
        default=Phase.SHOUT, validator=check_type(Phase, described="a Phase")
    )


@attrs.frozen
class Listen:
    player: int = attrs.field(validator=check_seat(4))


@attrs.frozen
class Wave:
    """A free action: any seat, whoever's turn it is."""

    player: int = attrs.field(validator=check_seat(4))


@attrs.frozen
class Knock:
    player: int = attrs.field(validator=check_seat(4))


@attrs.frozen
class Room:
    players: int
    phase: Phase
    to_act: int | None
    history: Any
    noise: int = 0
    waves: int = 0


def shout(state: Room, move: Shout, history: History[Any]) -> Room:
    if move.volume > 8:
        raise IllegalMoveError("Too loud.", code="room.shout.too_loud", move=move)
    return attrs.evolve(state, history=history, noise=state.noise + move.volume, phase=Phase.LISTEN)


def listen(state: Room, move: Listen, history: History[Any]) -> Room:
    seat = (move.player + 1) % state.players
    over = state.noise >= 10
    return attrs.evolve(
        state,
        history=history,
        phase=Phase.OVER if over else Phase.SHOUT,
        to_act=None if over else seat,
    )


def knock(state: Room, move: Knock, history: History[Any]) -> Room:
    return attrs.evolve(state, history=history, to_act=None)


def wave(state: Room, move: Wave, history: History[Any]) -> Room:
    return attrs.evolve(state, history=history, waves=state.waves + 1)


RULES: dict[type, Rule[Room]] = {
    Shout: Rule(shout, (Phase.SHOUT,)),
    Listen: Rule(listen, (Phase.LISTEN,)),
    Wave: Rule(wave, free=True),
}
room_apply = dispatcher(
    "room",
    "a room",
    RULES,
    over=Phase.OVER,
    wrong_phase={Phase.SHOUT: "Shout first."},
    state_type=Room,
)


def room(players: int = 3) -> Room:
    return Room(players, Phase.SHOUT, 0, History())


def code(state: Room, move: object, by: int | None = None) -> str:
    with pytest.raises(IllegalMoveError) as info:
        room_apply(state, move, by=by)
    return info.value.code


def test_the_dispatcher_applies_the_rule_of_the_move_s_class() -> None:
    state = room_apply(room(), Shout(0, 3))
    assert (state.noise, state.phase, list(state.history)) == (3, Phase.LISTEN, [Shout(0, 3)])
    state = room_apply(state, Listen(0))
    assert (state.to_act, len(state.history)) == (1, 2)
    assert type(state.history) is History


def test_the_history_given_as_a_tuple_grows_into_a_history() -> None:
    state = room_apply(attrs.evolve(room(), history=(Wave(2),)), Shout(0, 3))
    assert state.history == (Wave(2), Shout(0, 3))
    assert type(state.history) is History


def test_the_checks_come_in_the_documented_order() -> None:
    start = room()
    # by= first of all, even for a move of a game that is over; only what is no move of the
    # game at all is refused as such first.
    assert code(start, Shout(1, 3), by=0) == "core.move.not_your_seat"
    assert code(attrs.evolve(start, phase=Phase.OVER), Shout(1, 3), by=0) == (
        "core.move.not_your_seat"
    )
    for thing in (None, "shout", Knock(1)):
        with pytest.raises(IllegalMoveError, match=r" is not a room move\.$") as foreign:
            room_apply(start, thing, by=0)
        assert foreign.value.code == "core.move.wrong_game"
        assert foreign.value.__context__ is None  # not raised while the seat's was handled
    with pytest.raises(SeatError):
        room_apply(start, Shout(0, 3), by=3)
    # Then the class, the fields, the seat, the end, the turn, the phase, the rule.
    assert code(start, Knock(0)) == "core.move.wrong_game"
    bad = Shout(3, 3)
    object.__setattr__(bad, "volume", 11)
    with pytest.raises(InvalidMoveError, match=r"Shout\.volume must be an integer from 1 to 10"):
        room_apply(attrs.evolve(start, phase=Phase.OVER), bad)
    with pytest.raises(NotYourTurnError) as unknown:
        room_apply(attrs.evolve(start, phase=Phase.OVER), Shout(3, 3))
    assert unknown.value.code == "room.seat.unknown"
    assert code(attrs.evolve(start, phase=Phase.OVER), Shout(1, 3)) == "room.game.over"
    assert code(start, Listen(1)) == "room.turn.not_yours"
    with pytest.raises(IllegalMoveError, match=r"^Shout first\.$") as hinted:
        room_apply(start, Listen(0))
    assert hinted.value.code == "room.phase.wrong_move"
    listening = room_apply(start, Shout(0, 3))
    with pytest.raises(IllegalMoveError, match=r"^A Shout move cannot be made now\.$"):
        room_apply(listening, Shout(0, 3))  # a phase without a hint
    assert code(start, Shout(0, 9)) == "room.shout.too_loud"


def test_a_free_action_is_made_out_of_turn_in_any_phase_but_not_once_over() -> None:
    start = room()
    assert room_apply(start, Wave(2)).waves == 1
    assert room_apply(room_apply(start, Shout(0, 3)), Wave(1)).waves == 1
    assert code(attrs.evolve(start, phase=Phase.OVER), Wave(1)) == "room.game.over"
    assert code(start, Wave(1), by=2) == "core.move.not_your_seat"


def test_the_finish_hook_sees_the_states_before_and_after() -> None:
    seen: list[tuple[int, int]] = []

    def finish(before: Room, after: Room) -> Room:
        seen.append((before.noise, after.noise))
        return attrs.evolve(after, waves=-1)

    apply = dispatcher("room", "a room", RULES, over=Phase.OVER, finish=finish)
    assert apply(room(), Shout(0, 4)).waves == -1
    assert seen == [(0, 4)]


def test_a_game_without_phases_is_over_when_nobody_is_to_act() -> None:
    apply = dispatcher("knock", "a knock", {Knock: Rule(knock)}, phase=None)
    state = Room(2, Phase.SHOUT, 0, History())
    state = apply(state, Knock(0))
    assert state.to_act is None
    with pytest.raises(NotYourTurnError, match="The game is over") as info:
        apply(state, Knock(0))
    assert info.value.code == "knock.game.over"


def test_the_input_state_is_never_changed() -> None:
    start = room()
    kept = copy.deepcopy(start)
    for move in (Shout(0, 9), Listen(0), Shout(1, 3), Wave(2), Shout(0, 3)):
        with contextlib.suppress(IllegalMoveError):
            room_apply(start, move)
    assert start == kept


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"rules": {}}, "empty"),
        ({"rules": {int: Rule(shout)}}, "not an attrs class"),
        ({"rules": {Room: Rule(shout)}}, "Room has no player field"),
        ({"rules": {Shout: shout}}, "the rule of Shout is not a Rule"),
        ({"rules": {Shout: Rule(shout, [Phase.SHOUT])}}, "must be a tuple"),  # type: ignore[arg-type]
        ({"rules": RULES, "over": None}, "needs its over phase"),
        ({"rules": RULES, "to_act": "to act"}, "'to act' is not a field name"),
        ({"rules": RULES, "phase": None}, "must be a tuple"),
    ],
)
def test_an_impossible_table_is_a_config_error(arguments: dict[str, Any], message: str) -> None:
    settings: dict[str, Any] = {"over": Phase.OVER, **arguments}
    with pytest.raises(ConfigError, match=message):
        dispatcher("room", "a room", **settings)


@pytest.mark.parametrize("name", ["Room", "the room", "", None, "room.x"])
def test_a_game_name_that_cannot_begin_a_code_is_a_config_error(name: Any) -> None:
    with pytest.raises(ConfigError, match="a game's name is a word"):
        dispatcher(name, "a room", RULES, over=Phase.OVER)


def test_apply_says_what_it_is() -> None:
    assert room_apply.__name__ == "apply"
    assert room_apply.__module__ == __name__
    assert "InvalidMoveError" in (room_apply.__doc__ or "")
    assert room_apply.__annotations__["return"] is Room
    own = dispatcher("room", "a room", RULES, over=Phase.OVER, module="m", doc="Play.")
    assert (own.__module__, own.__doc__) == ("m", "Play.")  # type: ignore[attr-defined]
    games = (tablegames.aluette, tablegames.ten, tablegames.saboteur)
    for game_apply in (game.rules.apply for game in games):
        assert game_apply.__module__.endswith(".rules")


def test_generated_code_shows_in_tracebacks() -> None:
    bad = Shout(0, 3)
    object.__setattr__(bad, "volume", 0)
    with pytest.raises(InvalidMoveError) as info:
        room_apply(room(), bad)
    frames = traceback.extract_tb(info.value.__traceback__)
    generated = [frame for frame in frames if frame.filename.startswith("<tablegames ")]
    assert [frame.filename for frame in generated] == [
        "<tablegames apply room>",
        "<tablegames fields Shout>",
    ]
    assert generated[0].line == "check(move)"
    assert linecache.getline(generated[1].filename, 1) == "def check(move):\n"


# -- field_checker ---------------------------------------------------------------------------------


def test_the_field_checker_accepts_what_the_constructor_accepts() -> None:
    check = field_checker(Shout)
    for move in (Shout(0, 1), Shout(3, 10, True, 3, Phase.OVER), Shout(2, 5, echo=None)):
        check(move)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("player", 4),
        ("player", True),
        ("volume", 0),
        ("volume", 3.0),
        ("loud", 1),
        ("loud", None),
        ("echo", 4),
        ("echo", False),
        ("phase", "shout"),
        ("phase", None),
    ],
)
def test_the_field_checker_refuses_as_the_constructor_does(field: str, value: object) -> None:
    move = Shout(0, 3)
    with pytest.raises(InvalidMoveError) as built:
        attrs.evolve(move, **{field: value})
    object.__setattr__(move, field, value)
    with pytest.raises(InvalidMoveError) as checked:
        field_checker(Shout)(move)
    assert (str(checked.value), checked.value.field) == (str(built.value), field)


def test_other_validators_are_called_and_their_refusals_become_invalid_move_errors() -> None:
    @attrs.frozen
    class Plain:
        player: int = attrs.field(validator=attrs.validators.instance_of(int))
        note: str = attrs.field(validator=[attrs.validators.instance_of(str)])
        free: object = None  # no validator: anything goes
        maybe: object = attrs.field(
            default=None, validator=check_optional(attrs.validators.instance_of(str))
        )

    check = field_checker(Plain)
    move = Plain(1, "a", free=object(), maybe="b")
    check(move)
    for field, value in (("player", "1"), ("note", 2), ("maybe", 3)):
        changed = copy.copy(move)
        object.__setattr__(changed, field, value)
        with pytest.raises(InvalidMoveError, match=f"Plain.{field} cannot hold") as info:
            check(changed)
        assert info.value.field == field
        assert isinstance(info.value.__cause__, TypeError)


def test_a_deleted_field_is_refused() -> None:
    move = Shout(0, 3)
    object.__delattr__(move, "volume")
    with pytest.raises(InvalidMoveError, match=r"Shout\.volume holds no value") as info:
        field_checker(Shout)(move)
    assert info.value.field == "volume"


def test_a_class_that_is_not_an_attrs_class_is_refused() -> None:
    with pytest.raises(ConfigError, match="needs an attrs class"):
        field_checker(int)


def test_classes_of_the_same_name_get_their_own_source_lines() -> None:
    def make(high: int) -> type:
        @attrs.frozen
        class Twin:
            player: int = attrs.field(validator=check_seat(high))

        return Twin

    first, second = make(2), make(5)
    field_checker(first)
    field_checker(second)
    names = [name for name in linecache.cache if name.startswith("<tablegames fields ")]
    lines = ["".join(linecache.getlines(name)) for name in names if "Twin" in name]
    assert any("<= 1" in text for text in lines)
    assert any("<= 4" in text for text in lines)
