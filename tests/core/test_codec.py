"""Codecs: a class of values written by name, read strictly, through the JSON layer's fast paths."""

from __future__ import annotations

import enum

import attrs
import pytest

from tablegames.core.codec import Codec
from tablegames.core.errors import ConfigError, FormatError
from tablegames.core.json import new_converter


class Suit(enum.Enum):
    HEARTS = 1
    SPADES = 2


@attrs.frozen
class Pip:
    """Not an enum: cards that are attrs objects, equal copies allowed (as Aluette's)."""

    rank: int


PIPS = (Pip(1), Pip(2), Pip(3))
PIP_CODEC = Codec(
    Pip, {pip: f"pip {pip.rank}" for pip in PIPS}, forms="pips are 'pip 1' to 'pip 3'"
)
SUIT_CODEC = Codec(Suit, {Suit.HEARTS: "h", Suit.SPADES: "s"}, noun="suit")


@attrs.frozen
class Hand:
    suit: Suit
    pips: tuple[Pip, ...]
    best: Pip | None = None


def test_the_tables_are_made_from_the_names() -> None:
    assert PIP_CODEC.by_name == {"pip 1": PIPS[0], "pip 2": PIPS[1], "pip 3": PIPS[2]}
    assert all(PIP_CODEC.by_name[name] is pip for pip, name in PIP_CODEC.names.items())
    assert PIP_CODEC.by_id == {id(pip): name for pip, name in PIP_CODEC.names.items()}
    assert list(SUIT_CODEC.names.values()) == ["h", "s"]


@pytest.mark.parametrize(
    ("names", "message"),
    [
        ({}, "names no value"),
        ({Suit.HEARTS: "h", 3: "x"}, "names 3, which is not a Suit"),
        ({Suit.HEARTS: ""}, "not a non-empty string: ''"),
        ({Suit.HEARTS: 1}, "not a non-empty string: 1"),
        ({Suit.HEARTS: "h", Suit.SPADES: "h"}, "gives two values the same name"),
    ],
)
def test_a_codec_that_cannot_be_read_back_is_refused(
    names: dict[object, object], message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        Codec(Suit, names)  # type: ignore[arg-type]


def test_values_are_written_by_name_and_read_back_as_the_codec_s_objects() -> None:
    converter = new_converter(codecs=(PIP_CODEC, SUIT_CODEC))
    copy = Pip(2)  # equal to the codec's object, not it: written through the names table
    hand = Hand(Suit.SPADES, (PIPS[0], copy, PIPS[2]), best=copy)
    data = converter.unstructure(hand)
    assert data == {"suit": "s", "pips": ["pip 1", "pip 2", "pip 3"], "best": "pip 2"}
    back = converter.read(data, Hand, "$")
    assert back == hand
    assert back.best is PIPS[1]  # the codec's own object
    assert all(a is b for a, b in zip(back.pips, PIPS, strict=True))


def test_names_that_are_not_the_codec_s_are_refused_with_its_words() -> None:
    converter = new_converter(codecs=(PIP_CODEC, SUIT_CODEC))
    with pytest.raises(FormatError) as info:
        converter.read({"suit": "d", "pips": ["pip 1", "pip 9", 2], "best": "PIP 1"}, Hand, "$")
    assert info.value.errors == (
        "$.suit: unknown suit 'd'",
        "$.pips[1]: unknown card 'pip 9'; pips are 'pip 1' to 'pip 3'",
        "$.pips[2]: expected a card's name, got the number 2",
        "$.best: unknown card 'PIP 1'; pips are 'pip 1' to 'pip 3'",
    )


def test_a_configure_hook_comes_after_the_codecs() -> None:
    """A game's configure_converter may replace a codec's hook; the fast paths then call it."""

    def shout(value: object, _: type) -> Pip:
        return PIP_CODEC.by_name[str(value).lower()]

    converter = new_converter(
        codecs=(PIP_CODEC, SUIT_CODEC),
        configure=lambda c: c.register_structure_hook(Pip, shout),
    )
    hand = converter.read({"suit": "h", "pips": ["PIP 1"], "best": "PIP 3"}, Hand, "$")
    assert hand == Hand(Suit.HEARTS, (PIPS[0],), PIPS[2])
