"""The client protocol: moves and error documents, views with their legal moves, and the
seat-bound apply that refuses another seat's move before anything else (issue 12)."""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator
from typing import Any

import attrs
import pytest

import tablegames
from tablegames import (
    ConfigError,
    FormatError,
    IllegalMoveError,
    InvalidMoveError,
    NotAGameObjectError,
    NotYourTurnError,
    Refusal,
    SeatError,
    TableGamesError,
    aluette,
    ten,
)
from tablegames.core.errors import MAX_MESSAGE_BYTES
from tablegames.core.protocol import error_code
from tablegames.core.rng import Rng
from tests.games import BUILT_IN, seats

GAMES = BUILT_IN
#: Tables larger than the smallest, where the game has them.
PLAYERS = {**{game: seats(game) for game in GAMES}, "saboteur": 5, "ten": 3}
#: Each game package's typed apply (tablegames.<game>.apply).
TYPED_APPLY = {
    game: importlib.import_module(type(tablegames.GAMES[game]).__module__.rpartition(".")[0]).apply
    for game in GAMES
}


def playout(game: str, seed: int, *, every: int = 7) -> Iterator[Any]:
    """The states of a random game, one in ``every`` (the first and the last included)."""
    state = tablegames.new_game(game, players=PLAYERS[game], seed=seed)
    rng = Rng(seed, "protocol")
    count = 0
    while not tablegames.is_over(state):
        if count % every == 0:
            yield state
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
        count += 1
    yield state


def midgame(game: str, seed: int = 3, moves: int = 12) -> Any:
    state = tablegames.new_game(game, players=PLAYERS[game], seed=seed)
    rng = Rng(seed, "midgame")
    for _ in range(moves):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    return state


def reseated(move: Any, seat: int) -> Any:
    """The same move in another seat's name."""
    return attrs.evolve(move, player=seat)


# -- the moves document ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_legal_moves_round_trip_as_a_moves_document(game: str) -> None:
    for state in playout(game, seed=1, every=25):
        seat = tablegames.current_player(state)
        moves = tablegames.legal_moves(state) if seat is not None else ()
        text = tablegames.to_json(moves, game=game)
        document = json.loads(text)
        assert list(document) == ["format", "version", "game", "kind", "data"]
        assert (document["game"], document["kind"]) == (game, "moves")
        # Each move as a move document holds it, then its group (the heading a menu lists it
        # under) and its label (the words of its button), last.
        words = tablegames.GAMES[game].words
        assert document["data"] == [
            {
                **tablegames.to_dict(move)["data"],
                "group": words.group(move),
                "label": words.label(move),
            }
            for move in moves
        ]
        assert all(list(item)[-2:] == ["group", "label"] for item in document["data"])
        assert tablegames.from_json(text) == moves
        assert type(tablegames.from_json(text)) is tuple
        if moves:  # the game follows from the moves; a list does as well as a tuple
            assert tablegames.to_json(list(moves)) == text


def test_an_empty_sequence_of_moves_needs_the_game() -> None:
    document = tablegames.to_dict((), game="ten")
    assert document["data"] == []
    assert document["game"] == "ten"
    assert tablegames.from_dict(document) == ()
    with pytest.raises(ConfigError, match="needs game="):
        tablegames.to_dict([])
    with pytest.raises(ConfigError, match="unknown game 'chess'"):
        tablegames.to_dict([], game="chess")


def test_an_unknown_game_name_is_cut_in_the_message() -> None:
    """A game's name may come from a request (a server's create body): a long one is cut, so
    that the message stays within a few hundred bytes, not the name's 10,000."""
    with pytest.raises(ConfigError) as raised:
        tablegames.new_game("x" * 10_000, players=2)
    message = str(raised.value)
    assert len(message) < 200
    assert message.startswith("unknown game the string 'xxx")
    assert "known games: aluette" in message


def test_a_moves_document_holds_moves_of_one_game_only() -> None:
    play, draw = aluette.legal_moves(midgame("aluette"), 0), ten.Draw(0)
    with pytest.raises(NotAGameObjectError, match="item 1 is a move of 'ten', not of 'aluette'"):
        tablegames.to_dict([play[0], draw] if play else [aluette.VoteChant(0, True), draw])
    with pytest.raises(NotAGameObjectError, match="item 1 is a str"):
        tablegames.to_dict((draw, "draw"))
    with pytest.raises(NotAGameObjectError, match="item 0 is a TenState"):
        tablegames.to_dict([midgame("ten")])
    with pytest.raises(NotAGameObjectError, match="item 0 is a move of 'ten', not of 'aluette'"):
        tablegames.to_dict([draw], game="aluette")
    with pytest.raises(NotAGameObjectError, match="game='aluette', but this move belongs to"):
        tablegames.to_dict(draw, game="aluette")


def test_a_moves_document_is_read_strictly() -> None:
    document = tablegames.to_dict([ten.Draw(0), ten.Bid(1, 3)])
    document["data"][1]["amount"] = "3"
    document["data"].append({"type": "teleport", "player": 0})
    with pytest.raises(FormatError) as info:
        tablegames.from_dict(document)
    assert info.value.errors == (
        "$.data[1].amount: expected an integer, got the string '3'",
        "$.data[2]: type 'teleport' is not one of: draw, take_numbers, take_currency, bid, "
        "pass_bid, pay_token, pay_bust_token, pay_card, buy, skip_buy",
    )
    document["data"] = {"type": "draw", "player": 0}
    with pytest.raises(FormatError, match=r"\$.data: expected a list of moves, got an object"):
        tablegames.from_dict(document)


# -- views with their legal moves -----------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_view_document_can_carry_the_viewers_legal_moves(game: str) -> None:
    for state in playout(game, seed=2, every=20):
        for seat in (*range(state.players), None):
            seen = tablegames.view(state, seat)
            document = tablegames.to_dict(seen, with_moves=True)
            assert list(document) == ["format", "version", "game", "kind", "data", "moves"]
            expected = tablegames.legal_moves(seen) if seat is not None else ()
            assert expected == (tablegames.legal_moves(state, seat) if seat is not None else ())
            assert document["moves"] == tablegames.to_dict(expected, game=game)["data"]
            assert tablegames.from_dict(document) == seen
            assert tablegames.from_json(tablegames.to_json(seen, with_moves=True)) == seen
            assert "moves" not in tablegames.to_dict(seen)


def test_only_view_documents_carry_moves() -> None:
    state = midgame("aluette")
    with pytest.raises(ConfigError, match="with_moves applies to views only, not to a state"):
        tablegames.to_dict(state, with_moves=True)
    document = tablegames.to_dict(state)
    document["moves"] = []
    with pytest.raises(FormatError, match=r"\$.moves: unknown field \(only a view document"):
        tablegames.from_dict(document)


def test_the_moves_of_a_view_document_are_checked() -> None:
    state = midgame("aluette")
    seat = tablegames.current_player(state)
    assert seat is not None
    document = tablegames.to_dict(tablegames.view(state, seat), with_moves=True)
    other = tablegames.to_dict(reseated(tablegames.legal_moves(state)[0], (seat + 1) % 4))
    forged = json.loads(json.dumps(document))
    forged["moves"].append(other["data"])
    with pytest.raises(FormatError, match="moves of another seat") as info:
        tablegames.from_dict(forged)
    assert info.value.errors == (
        f"$.moves[{len(document['moves'])}].player: {(seat + 1) % 4} is not the viewer's seat",
    )
    forged["moves"] = [{"type": "play_card", "player": seat, "card": "10 of coins"}]
    with pytest.raises(FormatError, match=r"\$.moves\[0\].card: unknown card"):
        tablegames.from_dict(forged)
    forged["moves"] = "all of them"
    with pytest.raises(FormatError, match=r"\$.moves: expected a list of moves"):
        tablegames.from_dict(forged)
    spectator = tablegames.to_dict(tablegames.view(state, None), with_moves=True)
    assert spectator["moves"] == []
    spectator["moves"] = document["moves"][:1]
    with pytest.raises(FormatError, match="moves of another seat"):
        tablegames.from_dict(spectator)


# -- the error document ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_move_becomes_an_error_document_and_a_refusal(game: str) -> None:
    state = midgame(game)
    seat = tablegames.current_player(state)
    assert seat is not None
    move = reseated(tablegames.legal_moves(state)[0], (seat + 1) % state.players)
    with pytest.raises(IllegalMoveError) as info:
        tablegames.apply(state, move)
    document = tablegames.to_dict(info.value)
    assert document == {
        "format": "tablegames",
        "version": tablegames.VERSION,
        "game": game,
        "kind": "error",
        "data": {
            "code": f"{game}.turn.not_yours",
            "message": str(info.value),
            "move": tablegames.to_dict(move)["data"],
            "fields": {"player": move.player, "to_act": seat},
        },
    }
    refusal = tablegames.from_json(tablegames.to_json(info.value))
    facts = {"player": move.player, "to_act": seat}
    assert refusal == Refusal(f"{game}.turn.not_yours", str(info.value), move, facts)
    assert tablegames.to_dict(refusal) == document
    assert tablegames.to_dict(refusal, game=game) == document


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (FormatError("bad document", ["$.data: expected an object"]), "core.format.invalid"),
        (InvalidMoveError("PlayCard.card must be a card", field="card"), "core.move.invalid"),
        (SeatError("no seat 9"), "core.seat.invalid"),
        (ConfigError("bad options"), "core.config.invalid"),
        (NotAGameObjectError("not a state"), "core.object.invalid"),
        (TableGamesError("something else"), "core.error.other"),
        (NotYourTurnError("It is seat 2's turn.", code="ten.turn.not_yours"), "ten.turn.not_yours"),
    ],
)
def test_every_error_has_a_code(error: TableGamesError, code: str) -> None:
    assert error_code(error) == code
    document = tablegames.to_dict(error, game="ten")
    assert document["data"] == {"code": code, "message": str(error), "move": None}
    assert tablegames.from_dict(document) == Refusal(code, str(error))
    assert code in tablegames.error_codes("ten")


def test_an_error_without_a_move_needs_the_game() -> None:
    with pytest.raises(ConfigError, match="carries no move, so give game="):
        tablegames.to_dict(ConfigError("bad options"))
    with pytest.raises(ConfigError, match="carries no move, so give game="):
        tablegames.to_dict(Refusal("core.config.invalid", "bad options"))


def test_a_move_of_another_game_is_left_out_of_the_error_document() -> None:
    """``core.move.wrong_game``: the refusal is about the state's game, the move is foreign."""
    state = midgame("ten")
    foreign = aluette.VoteChant(0, True)
    with pytest.raises(IllegalMoveError) as info:
        tablegames.apply(state, foreign)  # type: ignore[arg-type]
    assert info.value.code == "core.move.wrong_game"
    document = tablegames.to_dict(info.value, game="ten")
    assert document["game"] == "ten"
    assert document["data"]["move"] is None
    # Without game=, the error is about the game of the move it carries.
    assert tablegames.to_dict(info.value)["game"] == "aluette"


def test_format_error_messages_stay_bounded_in_error_documents() -> None:
    error = FormatError("x" * 10_000, [f"$.data[{i}]: " + "y" * 500 for i in range(100)])
    message = tablegames.to_dict(error, game="aluette")["data"]["message"]
    assert len(message.encode("utf-8")) <= MAX_MESSAGE_BYTES
    huge = Refusal.from_error(ConfigError("z" * 10_000 + "\udcff"))
    assert len(huge.message.encode("utf-8")) <= MAX_MESSAGE_BYTES
    assert huge.message.endswith("...")


def test_error_documents_are_read_strictly() -> None:
    good = tablegames.to_dict(Refusal("ten.buy.duplicate", "You own one.", ten.SkipBuy(1)))
    assert tablegames.from_dict(good) == Refusal(
        "ten.buy.duplicate", "You own one.", ten.SkipBuy(1)
    )
    cases = [
        ({"code": "Not A Code", "message": "m", "move": None}, r"\$.data.code: expected a dotted"),
        ({"code": 3, "message": "m", "move": None}, r"\$.data.code: expected a dotted code"),
        ({"code": "a.b", "message": None, "move": None}, r"\$.data.message: expected a string"),
        ({"code": "a.b", "message": "m"}, r"\$.data.move: missing required field"),
        ({"code": "a.b", "message": "m", "move": None, "ok": False}, r"\$.data.ok: unknown"),
        (
            {"code": "a.b", "message": "m", "move": {"type": "vote_chant", "player": 0}},
            r"\$.data.move: type 'vote_chant' is not one of",
        ),
        ([], r"\$.data: expected an object, got a list"),
    ]
    for data, problem in cases:
        document = {**good, "data": data}
        with pytest.raises(FormatError, match=problem):
            tablegames.from_dict(document)


def test_refusals_check_their_fields() -> None:
    with pytest.raises(ConfigError, match=r"Refusal\.code must be a dotted code"):
        Refusal("oops", "message")
    with pytest.raises(ConfigError, match=r"Refusal\.message must be a string"):
        Refusal("a.b", b"message")  # type: ignore[arg-type]
    with pytest.raises(NotAGameObjectError, match=r"Refusal\.move must be a move"):
        Refusal("a.b", "message", "PlayCard")  # type: ignore[arg-type]
    with pytest.raises(NotAGameObjectError, match="reports a tablegames error, not a ValueError"):
        Refusal.from_error(ValueError("x"))  # type: ignore[arg-type]


# -- the seat-bound apply -------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_by_accepts_the_senders_own_moves(game: str) -> None:
    for state in playout(game, seed=4, every=30):
        seat = tablegames.current_player(state)
        if seat is None:
            continue
        move = tablegames.legal_moves(state)[0]
        after = tablegames.apply(state, move)
        assert tablegames.apply(state, move, by=seat) == after
        assert TYPED_APPLY[game](state, move, by=seat) == after
        assert tablegames.is_legal(state, move, by=seat)


@pytest.mark.parametrize("game", GAMES)
def test_by_refuses_another_seats_move_before_any_other_check(game: str) -> None:
    """Even the other checks' own refusals (unknown seat, game over, turn) come after it: what
    a seat sends in another seat's name is refused in one way only. What is no move of the
    game at all (another game's move, a string) is refused as such, as without by: that tells
    nothing of the state, and "names no seat" would call it a move."""
    state = midgame(game)
    seat = tablegames.current_player(state)
    assert seat is not None
    other = (seat + 1) % state.players
    legal = tablegames.legal_moves(state)[0]
    final = next(s for s in playout(game, seed=5, every=10_000) if tablegames.is_over(s))
    foreign = ten.Draw(seat) if game != "ten" else aluette.VoteChant(seat, True)
    cases = [
        (state, reseated(legal, other)),  # otherwise: <game>.turn.not_yours
        (final, reseated(legal, other)),  # otherwise: <game>.game.over
    ]
    if game == "saboteur":  # a seat the 5-player game does not have (the move allows 0-9)
        cases.append((state, reseated(legal, 7)))
    for target, move in cases:
        seats = range(target.players)
        named = f"seat {move.player + 1}" if getattr(move, "player", None) in seats else "no seat"
        for apply_ in (tablegames.apply, TYPED_APPLY[game]):
            with pytest.raises(IllegalMoveError) as info:
                apply_(target, move, by=seat)
            assert type(info.value) is IllegalMoveError
            assert info.value.code == "core.move.not_your_seat"
            assert str(info.value) == f"This move names {named}, but you play seat {seat + 1}."
            assert info.value.move is move
        assert not tablegames.is_legal(target, move, by=seat)
    for target, thing in (
        (state, attrs.evolve(foreign, player=other)),
        (state, "a move"),
        (final, None),
    ):
        for apply_ in (tablegames.apply, TYPED_APPLY[game]):
            with pytest.raises(IllegalMoveError) as info:
                apply_(target, thing, by=seat)
            assert info.value.code == "core.move.wrong_game"
            assert str(info.value).startswith(f"{type(thing).__name__} is not a")
            assert info.value.move is thing
            assert info.value.__context__ is None  # one refusal in its traceback, not two
        assert not tablegames.is_legal(target, thing, by=seat)
    # Without by, the same moves meet the other checks.
    with pytest.raises(IllegalMoveError) as info:
        tablegames.apply(state, reseated(legal, other))
    assert info.value.code == f"{game}.turn.not_yours"


@pytest.mark.parametrize("by", [-1, 9, True, "0", 1.0])
def test_by_must_be_a_seat_of_the_game(by: Any) -> None:
    state = midgame("aluette")
    move = tablegames.legal_moves(state)[0]
    with pytest.raises(SeatError, match="by must be a seat of this 4-player game"):
        tablegames.apply(state, move, by=by)
    with pytest.raises(SeatError, match="by must be a seat"):
        tablegames.is_legal(state, move, by=by)
    with pytest.raises(SeatError, match="by must be a seat"):
        aluette.apply(state, move, by=by)


def outcome(state: Any, move: Any, by: int | None) -> tuple[str, str]:
    try:
        tablegames.apply(state, move, by=by)
    except IllegalMoveError as exc:
        return exc.code, str(exc)
    return "accepted", ""


@pytest.mark.parametrize("game", GAMES)
def test_with_by_a_seat_learns_nothing_from_moves_naming_other_seats(game: str) -> None:
    """Issue 12: without ``by``, a client that sends moves in other seats' names reads their
    hands from the refusal codes (``not_in_hand`` or not). With ``by``, every such move gets
    the same refusal whatever the hidden cards: we compare each state with twins that differ
    only in what the sender cannot see, over every candidate move of every other seat."""
    found = tablegames.GAMES[game]
    leaks = 0
    for index, state in enumerate(playout(game, seed=6, every=9)):
        for by in range(state.players):
            twins = [found.twin(state, by, seed) for seed in (index, index + 1000)]
            for other in range(state.players):
                if other == by:
                    continue
                for move in found.candidate_moves(state, other):
                    seen = {outcome(s, move, by) for s in (state, *twins)}
                    assert seen == {
                        (
                            "core.move.not_your_seat",
                            f"This move names seat {other + 1}, but you play seat {by + 1}.",
                        )
                    }
                    if len({outcome(s, move, None)[0] for s in (state, *twins)}) > 1:
                        leaks += 1
    if game != "ten":  # TEN hides only the draw pile's order, which no refusal depends on
        # The test can fail: without by, the same moves do tell the twins apart.
        assert leaks > 0
