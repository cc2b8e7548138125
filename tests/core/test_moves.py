"""The move-field validators of tablegames.core.moves refuse bad values with InvalidMoveError."""

from __future__ import annotations

import enum

import attrs
import pytest

from tablegames import InvalidMoveError, TableGamesError
from tablegames.core.moves import check_flag, check_int, check_optional, check_seat, check_type


class Colour(enum.Enum):
    RED = 1


class Everything:
    """An object equal to everything: it must not pass for a card."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


@attrs.frozen
class Paint:
    player: int = attrs.field(validator=check_seat(4))
    colour: Colour = attrs.field(
        validator=check_type(Colour, described="a colour", parser="mod.parse_colour")
    )
    coats: int | None = attrs.field(default=None, validator=check_optional(check_int(1, 3)))
    glossy: bool = attrs.field(default=False, validator=check_flag)


def test_sound_fields_build_a_move() -> None:
    assert Paint(3, Colour.RED, 2, True).coats == 2
    assert Paint(0, Colour.RED).coats is None


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"player": 4}, "Paint.player must be a seat number from 0 to 3, got 4"),
        ({"player": True}, "Paint.player must be a seat number from 0 to 3, got True"),
        ({"player": 1.0}, "Paint.player must be a seat number from 0 to 3, got 1.0"),
        ({"coats": 0}, "Paint.coats must be an integer from 1 to 3, got 0"),
        ({"coats": 2.0}, "Paint.coats must be an integer from 1 to 3, got 2.0"),
        ({"glossy": 1}, "Paint.glossy must be True or False, got 1"),
        ({"colour": 1}, "Paint.colour must be a colour, got 1"),
        (
            {"colour": "red"},
            "Paint.colour must be a colour, got the string 'red'; "
            "read it from its name with mod.parse_colour('red')",
        ),
    ],
)
def test_bad_fields_raise_invalid_move_error(fields: dict[str, object], message: str) -> None:
    sound: dict[str, object] = {"player": 0, "colour": Colour.RED, "coats": 1, "glossy": False}
    with pytest.raises(InvalidMoveError) as caught:
        Paint(**{**sound, **fields})  # type: ignore[arg-type]
    assert str(caught.value) == message
    assert isinstance(caught.value, (TableGamesError, TypeError, ValueError))


def test_an_object_equal_to_everything_is_not_a_colour() -> None:
    with pytest.raises(InvalidMoveError, match="must be a colour, got <"):
        Paint(0, Everything())  # type: ignore[arg-type]


def test_long_values_are_cut_in_messages() -> None:
    with pytest.raises(InvalidMoveError) as caught:
        Paint(0, "x" * 10_000)  # type: ignore[arg-type]
    assert len(str(caught.value)) < 200


def test_the_error_names_the_refused_field_and_survives_pickling() -> None:
    """The JSON reader appends ``field`` to the path of the problem it reports."""
    import pickle

    with pytest.raises(InvalidMoveError) as caught:
        Paint(0, Colour.RED, coats=9)
    assert caught.value.field == "coats"
    again = pickle.loads(pickle.dumps(caught.value))
    assert (type(again), str(again), again.field) == (InvalidMoveError, str(caught.value), "coats")


def test_hostile_values_are_described_without_printing_them() -> None:
    """A 10**6-digit integer cannot even be printed; a huge list would cost its whole repr."""
    with pytest.raises(InvalidMoveError, match=r"got an integer of about 1000001 digits"):
        Paint(10**1_000_000, Colour.RED)
    with pytest.raises(InvalidMoveError, match=r"got a list of 100000 items"):
        Paint([[0]] * 100_000, Colour.RED)  # type: ignore[arg-type]
