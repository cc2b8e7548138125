"""The generic functions dispatch on type and refuse bad input with clear, typed errors."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames import ConfigError, IllegalMoveError, NotYourTurnError
from tablegames.core.game import check_players
from tablegames.core.registry import get_game, register
from tests.core.toy import make_toy


def test_new_game_is_deterministic(toy: Any) -> None:
    a = tablegames.new_game("toy", players=3, seed=5)
    b = tablegames.new_game("toy", players=3, seed=5)
    assert a == b
    assert hash(a) == hash(b)
    assert tablegames.new_game("toy", players=3, seed=6) != a


def test_new_game_without_seed_draws_one(toy: Any) -> None:
    state = tablegames.new_game("toy", players=2)
    assert 0 <= state.seed <= tablegames.MAX_SEED


def test_unknown_game(toy: Any) -> None:
    with pytest.raises(ConfigError, match=r"unknown game 'chess'; known games: .*toy"):
        tablegames.new_game("chess", players=2)


@pytest.mark.parametrize("players", [1, 4, 0, -2, "2", 2.0])
def test_impossible_player_counts(toy: Any, players: Any) -> None:
    with pytest.raises(ConfigError, match="toy is played by 2 to 3 players"):
        tablegames.new_game("toy", players=players)


def test_exact_player_count_message(toy: Any) -> None:
    class Fixed:
        name = "fixed"
        min_players = max_players = 4

    with pytest.raises(ConfigError, match="exactly 4 players, got 3"):
        check_players(Fixed(), 3)  # type: ignore[arg-type]


def test_options_as_mapping_and_unknown_options(toy: Any) -> None:
    assert tablegames.new_game("toy", players=2, seed=1, options={}).options == toy.options_type()
    with pytest.raises(ConfigError, match="bad toy options: options: unknown field"):
        tablegames.new_game("toy", players=2, seed=1, options={"turbo": True})
    with pytest.raises(ConfigError, match="must be a Options or a mapping"):
        tablegames.new_game("toy", players=2, seed=1, options=42)
    # A typo is the usual unknown option: the message names the closest and lists them all.
    with pytest.raises(ConfigError) as info:
        tablegames.new_game("ten", players=2, options={"bid_with_card": True})
    assert "did you mean bid_with_cards? ten's options: " in str(info.value)
    assert "unsold_wild" in str(info.value)


def test_an_option_named_by_no_string_is_a_config_error() -> None:
    """A key that is not a string crashed the error's own formatting with an AttributeError
    ('int' object has no attribute 'isidentifier'); it is refused, named, as a bad option."""
    for key, shown in ((1, "1 (of type int)"), (None, "None (of type NoneType)")):
        with pytest.raises(ConfigError) as info:
            tablegames.new_game("ten", players=2, seed=1, options={key: True})
        assert str(info.value) == f"bad ten options: an option's name is a string, got {shown}"


def test_bad_seed(toy: Any) -> None:
    with pytest.raises(ConfigError, match="seed"):
        tablegames.new_game("toy", players=2, seed=-1)


def test_generic_functions_dispatch(toy: Any) -> None:
    state = tablegames.new_game("toy", players=2, seed=3)
    assert tablegames.current_player(state) == 0
    moves = tablegames.legal_moves(state)
    assert moves == tablegames.legal_moves(state, 0)
    assert tablegames.legal_moves(state, 1) == ()
    assert tablegames.is_legal(state, moves[0])
    after = tablegames.apply(state, moves[0])
    assert after.history == (moves[0],)
    assert not tablegames.is_over(after)
    assert tablegames.winners(after) == ()
    assert tablegames.scores(after) == (0, 0)
    assert "table" in tablegames.render(after)
    assert "table" in tablegames.render(tablegames.view(after, 1))


def test_apply_never_changes_its_input(toy: Any) -> None:
    state = tablegames.new_game("toy", players=2, seed=3)
    snapshot = tablegames.to_json(state)
    tablegames.apply(state, tablegames.legal_moves(state)[0])
    assert tablegames.to_json(state) == snapshot


def test_illegal_moves_are_refused_with_codes(toy: Any) -> None:
    state = tablegames.new_game("toy", players=2, seed=3)
    play = tablegames.legal_moves(state)[0]
    out_of_turn = type(play)(1, state.hands[1][0])
    with pytest.raises(NotYourTurnError) as info:
        tablegames.apply(state, out_of_turn)
    assert info.value.code == "toy.turn"
    assert info.value.move == out_of_turn
    assert not tablegames.is_legal(state, out_of_turn)
    with pytest.raises(IllegalMoveError, match="do not hold") as info:
        tablegames.apply(state, type(play)(0, state.hands[1][0]))
    assert info.value.code == "toy.card"


def test_views_play_by_their_own_seat(toy: Any) -> None:
    state = tablegames.new_game("toy", players=2, seed=3)
    seen = tablegames.view(state, 0)
    assert tablegames.legal_moves(seen) == tablegames.legal_moves(state, 0)
    assert tablegames.legal_moves(seen, 0) == tablegames.legal_moves(state, 0)
    with pytest.raises(tablegames.SeatError, match="own seat"):
        tablegames.legal_moves(seen, 1)
    assert tablegames.legal_moves(tablegames.view(state, None)) == ()
    with pytest.raises(tablegames.NotAGameObjectError, match="a view cannot be advanced"):
        tablegames.apply(seen, tablegames.legal_moves(seen)[0])
    # Reading a state's facts from a view is not advancing it: the hint says what to read.
    for read in (tablegames.is_over, tablegames.scores, tablegames.winners):
        with pytest.raises(tablegames.NotAGameObjectError, match="read the view's fields") as info:
            read(seen)
        assert f"{read.__name__}() needs a game state" in str(info.value)
        assert "advanced" not in str(info.value)
    # Whose turn it is is public, but the toy's views do not say it: the error says how to.
    with pytest.raises(ConfigError, match=r"current_player_from_view .*guide"):
        tablegames.current_player(seen)


@pytest.mark.parametrize("seat", [2, -1, "0"])
def test_unknown_seats(toy: Any, seat: Any) -> None:
    state = tablegames.new_game("toy", players=2, seed=3)
    with pytest.raises(tablegames.SeatError, match="no player"):
        tablegames.legal_moves(state, seat)
    with pytest.raises(tablegames.SeatError, match="no player"):
        tablegames.view(state, seat)


def test_non_states_are_type_errors() -> None:
    for function in (tablegames.current_player, tablegames.is_over, tablegames.scores):
        with pytest.raises(TypeError, match="needs a game state"):
            function(object())
    with pytest.raises(TypeError, match="needs a state or a view"):
        tablegames.render("board")


def test_a_refusal_names_what_the_function_takes_and_what_to_do_with_a_view() -> None:
    """current_player and legal_moves take views, but said they need "a game state"; a view
    given to position_key was told to be sent to whoever holds the state, as a move is."""
    for function in (tablegames.current_player, tablegames.legal_moves):
        with pytest.raises(tablegames.NotAGameObjectError) as refused:
            function(None)
        assert (
            str(refused.value)
            == f"{function.__name__}() needs a game state or a view, got NoneType"
        )
    seen = tablegames.view(tablegames.new_game("ten", players=2, seed=1), 0)
    for function, hint in (
        (tablegames.position_key, "the whole table's"),
        (tablegames.view, "a view of a view is the view itself"),
    ):
        with pytest.raises(tablegames.NotAGameObjectError, match=hint) as refused:
            function(seen, 0) if function is tablegames.view else function(seen)
        assert "advanced" not in str(refused.value)


def test_registry_refuses_clashes(toy: Any) -> None:
    with pytest.raises(ConfigError, match="already registered"):
        register(make_toy("toy"))
    assert get_game("toy") is toy
    with pytest.raises(ConfigError, match="unknown game"):
        get_game("nope")


@pytest.mark.parametrize("name", ["core", "server", "rl", "openspiel"])
def test_a_game_may_not_take_a_name_of_the_library(name: str) -> None:
    """A game called "server" would share the server's error codes (server.seat.taken) and
    overwrite its schema files (server-error.schema.json)."""
    with pytest.raises(ConfigError, match=f"may not be named '{name}'"):
        register(make_toy(name))
    assert name not in tablegames.GAMES


def test_errors_are_value_errors_and_pickle() -> None:
    import pickle

    error = NotYourTurnError(
        "wait", code="toy.turn", move=("m",), fields={"player": 0, "to_act": 1}
    )
    assert isinstance(error, IllegalMoveError)
    assert isinstance(error, ValueError)
    assert isinstance(error, tablegames.TableGamesError)
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is NotYourTurnError
    assert (str(again), again.code, again.move) == ("wait", "toy.turn", ("m",))
    assert again.fields == {"player": 0, "to_act": 1}
    assert pickle.loads(pickle.dumps(IllegalMoveError("no", code="toy.no"))).fields == {}
    assert issubclass(ConfigError, ValueError)
    assert issubclass(tablegames.FormatError, tablegames.TableGamesError)
    from tablegames import errors

    assert errors.IllegalMoveError is IllegalMoveError


def test_check_move_and_check_turn_are_the_games_first_checks() -> None:
    from tablegames.core.errors import check_move, check_turn

    class Move:
        def __init__(self, player: object) -> None:
            self.player = player

    class Subclass(Move):
        pass

    assert check_move("toy", "a toy", Move(1), (Move,), 3, over=False) == 1
    with pytest.raises(IllegalMoveError, match="Subclass is not a toy move") as info:
        check_move("toy", "a toy", Subclass(1), (Move,), 3, over=False)
    assert info.value.code == "core.move.wrong_game"
    for seat in (3, -1, "1", True):
        with pytest.raises(NotYourTurnError, match="no player") as bad:
            check_move("toy", "a toy", Move(seat), (Move,), 3, over=False)
        assert bad.value.code == "toy.seat.unknown"
    with pytest.raises(NotYourTurnError, match="The game is over") as over:
        check_move("toy", "a toy", Move(0), (Move,), 3, over=True)
    assert over.value.code == "toy.game.over"
    check_turn("toy", Move(2), 2, 2)
    with pytest.raises(NotYourTurnError, match="It is seat 1's turn, not seat 3's") as turn:
        check_turn("toy", Move(2), 2, 0)
    assert turn.value.code == "toy.turn.not_yours"


def test_a_seat_may_be_any_integer_type_but_a_bool() -> None:
    """Seats in notebooks come from arrays and random generators (NumPy integers): the generic
    functions take any integer type, as an int; True is not seat 1."""

    class Index(int):  # an integer type that is not int, as numpy.int64 is
        pass

    state = tablegames.new_game("ten", players=3, seed=5)
    seat = tablegames.current_player(state)
    assert seat is not None
    assert tablegames.legal_moves(state, Index(seat)) == tablegames.legal_moves(state, seat)
    assert tablegames.view(state, Index(seat)) == tablegames.view(state, seat)
    assert type(tablegames.view(state, Index(seat)).player) is int
    with pytest.raises(tablegames.SeatError, match="no player True"):
        tablegames.view(state, True)


def test_an_enum_option_given_as_its_name_says_which_member_to_pass() -> None:
    """The options class takes enum members; its name as a string (which a mapping of options
    may use) was refused with a list that contained it. The message names the string a mapping
    takes: it said 'may name it as a string' to 'ACTIVE_FREE', which a mapping refuses."""
    from tablegames.ten import TenOptions

    for given, member in (("discard", "DISCARD"), ("ACTIVE_FREE", "ACTIVE_FREE")):
        with pytest.raises(ConfigError) as info:
            TenOptions(unsold_wild=given)  # type: ignore[arg-type]
        taken = member.lower()
        assert str(info.value) == (
            f"unsold_wild must be UnsoldWild.{member}, not the string {given!r} (options given "
            f"as a mapping, new_game(options={{...}}), may name it as the string {taken!r})"
        )
        assert tablegames.new_game("ten", players=2, options={"unsold_wild": taken})
    with pytest.raises(
        ConfigError, match="expected one of discard, active_free; got 'ACTIVE_FREE'"
    ):
        tablegames.new_game("ten", players=2, options={"unsold_wild": "ACTIVE_FREE"})


@pytest.mark.parametrize("game", sorted(tablegames.GAMES))
def test_every_view_tells_the_number_of_players(game: str) -> None:
    """A view says how many seats the game has, as its state does, in each of the four games
    (a property where it is no field of the view's JSON, as in Aluette and Saboteur)."""
    found = tablegames.GAMES[game]
    for players in sorted({found.min_players, found.max_players}):
        state = tablegames.new_game(game, players=players, seed=3)
        for seat in (None, 0, players - 1):
            assert getattr(tablegames.view(state, seat), "players", None) == players


@pytest.mark.parametrize("game", ["ten", "saboteur", "aluette"])
def test_a_seed_may_be_any_integer_type_but_a_bool(game: str) -> None:
    """Seeds in notebooks come from NumPy generators too: new_game takes any integer type
    and the state, its record and its JSON hold a plain int; a bool or a float is refused
    with the message about seeds."""
    from tests.core.test_rng import Index

    players = get_game(game).min_players
    state = tablegames.new_game(game, players=players, seed=Index(1826701615))  # type: ignore[arg-type]
    assert state == tablegames.new_game(game, players=players, seed=1826701615)
    assert type(state.seed) is int
    assert type(tablegames.record(state).seed) is int
    assert tablegames.from_json(tablegames.to_json(state)) == state
    for bad in (True, 3.0, "3"):
        with pytest.raises(ConfigError, match=r"a seed must be an integer from 0 to 2\*\*53 - 1"):
            tablegames.new_game(game, players=players, seed=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", ["ten", "saboteur", "aluette"])
def test_a_player_count_may_be_any_integer_type_but_a_bool(game: str) -> None:
    """A seat count from NumPy (``np.int64(4)``) sets up the same game as the int, whose state
    holds a plain int, as seeds are taken; a bool or a float is refused as a count."""
    from tests.core.test_rng import Index

    players = get_game(game).min_players
    state = tablegames.new_game(game, players=Index(players), seed=5)  # type: ignore[arg-type]
    assert state == tablegames.new_game(game, players=players, seed=5)
    assert type(state.players) is int
    assert type(check_players(get_game(game), Index(players))) is int
    for bad in (True, float(players), str(players)):
        with pytest.raises(ConfigError, match=f"{game} is played by"):
            tablegames.new_game(game, players=bad, seed=5)  # type: ignore[arg-type]
