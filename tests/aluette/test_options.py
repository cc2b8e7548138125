"""AluetteOptions refuses a bad value with a ConfigError naming the option, as every game does,
and its docstring says what each option may be."""

from __future__ import annotations

import re

import attrs
import pytest

import tablegames
from tablegames import ConfigError, aluette
from tablegames.aluette import (
    AluetteOptions,
    ChantRecipients,
    GameEnd,
    SignalVisibility,
    Tiebreak,
)
from tablegames.aluette.cards import REBOUR_TARGET_POINTS, TARGET_POINTS

ENUM_OPTIONS = {
    "chant_recipients": ChantRecipients,
    "game_end": GameEnd,
    "tiebreak": Tiebreak,
    "signal_visibility": SignalVisibility,
}


@pytest.mark.parametrize("name", sorted(ENUM_OPTIONS))
@pytest.mark.parametrize("value", [None, "first_to_6", 3])
def test_a_value_of_no_choice_is_refused_with_the_choices(name: str, value: object) -> None:
    choices = ", ".join(member.value for member in ENUM_OPTIONS[name])
    expected = f"{name} must be one of {choices}, got {value!r}"
    with pytest.raises(ConfigError) as info:
        AluetteOptions(**{name: value})  # type: ignore[arg-type]
    assert str(info.value) == expected


@pytest.mark.parametrize("name", sorted(ENUM_OPTIONS))
def test_a_choice_named_as_a_string_is_refused_with_the_member_to_give(name: str) -> None:
    """As TEN and Saboteur: the options class takes the member, a mapping may take its name."""
    member = next(iter(ENUM_OPTIONS[name]))
    with pytest.raises(
        ConfigError,
        match=rf"^{name} must be {type(member).__name__}\.{member.name}, not the string "
        rf"'{member.value}' \(options given as a mapping",
    ):
        AluetteOptions(**{name: member.value})
    state = aluette.new_game(seed=1, options={name: member.value})
    assert getattr(state.options, name) is member


def test_the_rebour_preset_refuses_a_bad_game_end_as_the_class_does() -> None:
    with pytest.raises(ConfigError, match=r"^game_end must be GameEnd\.FIRST_TO_5, not the string"):
        AluetteOptions.rebour(game_end="first_to_5")
    with pytest.raises(ConfigError, match=r"^tiebreak must be one of none, extra_deals, got None"):
        AluetteOptions.rebour(tiebreak=None)
    assert AluetteOptions.rebour(game_end=GameEnd.FIRST_TO_5).game_end is GameEnd.FIRST_TO_5


BOOL_OPTIONS = [
    "chant",
    "strict_keep_highest",
    "mordienne",
    "mordienne_requires_prior_trick",
    "signals",
    "truthful_signals",
    "surrender",
    "announced_mordienne",
]


@pytest.mark.parametrize("name", BOOL_OPTIONS)
@pytest.mark.parametrize("value", [None, 1, "yes"])
def test_a_switch_takes_only_true_or_false(name: str, value: object) -> None:
    with pytest.raises(ConfigError, match=rf"^{name} must be true or false, got {value!r}"):
        AluetteOptions(**{name: value})  # type: ignore[arg-type]


def documented(name: str) -> str:
    """The text of option ``name`` in the Attributes section of AluetteOptions' docstring."""
    doc = AluetteOptions.__doc__ or ""
    found = re.search(rf"^ {{8}}{name}: (.*?)(?=^ {{8}}\w+:|\Z)", doc, re.M | re.S)
    assert found is not None, f"{name} is not documented"
    return " ".join(found.group(1).split())


@pytest.mark.parametrize("name", ["mordienne_min_run", "max_signals_per_deal"])
def test_a_counted_option_documents_the_range_it_takes(name: str) -> None:
    """The range the docstring states is exactly the one the options class accepts."""
    found = re.search(r"from (\d+) to (\d+)", documented(name))
    assert found is not None, documented(name)
    low, high = int(found.group(1)), int(found.group(2))
    for value in (low, high):
        assert getattr(AluetteOptions(**{name: value}), name) == value  # type: ignore[arg-type]
    refused: tuple[object, ...] = (low - 1, high + 1, float(low), True)
    for wrong in refused:
        with pytest.raises(
            ConfigError, match=rf"^{name} must be an integer from {low} to {high}, got"
        ):
            AluetteOptions(**{name: wrong})  # type: ignore[arg-type]


def test_the_game_end_text_names_every_target() -> None:
    """Rules §7, ruling A-21: five deals, or first to 5, or first to 10 (Rebour's length)."""
    text = documented("game_end")
    assert "Five deals" in text
    for target in (TARGET_POINTS, REBOUR_TARGET_POINTS):
        assert f"{target} points" in text, text
    assert len(GameEnd) == 3, "a new way to end the game needs its words here"


def test_a_minimum_run_the_prior_trick_rule_cannot_reach_is_refused_to_a_new_game() -> None:
    """Rules §7: under mordienne_requires_prior_trick the run leaves out the first trick, so it
    is at most 8 of the 9 tricks; a minimum of 9 would silently switch mordienne off. A new
    game refuses it; the options themselves only say so (a game made before reads)."""
    words = (
        r"^mordienne_min_run=9 cannot be met with mordienne_requires_prior_trick=True: "
        r"the run may not start at the first trick, so it is at most 8 of the 9 tricks$"
    )
    impossible = {"mordienne_min_run": 9, "mordienne_requires_prior_trick": True}
    with pytest.raises(ConfigError, match=words):
        aluette.new_game(seed=1, options={"mordienne": True, **impossible})
    with pytest.raises(ConfigError, match=words):
        aluette.new_game(seed=1, options=AluetteOptions.rebour(**impossible))
    evolved = attrs.evolve(AluetteOptions(mordienne_min_run=9), mordienne_requires_prior_trick=True)
    with pytest.raises(ConfigError, match=words):
        tablegames.new_game("aluette", players=4, options=evolved)
    assert len(evolved.meaningless()) == 1
    longest = AluetteOptions(mordienne_min_run=8, mordienne_requires_prior_trick=True)
    assert longest.meaningless() == []
    assert aluette.new_game(seed=1, options=longest).options.mordienne_min_run == 8
    assert AluetteOptions(mordienne_min_run=9).meaningless() == []  # a sweep still counts


@pytest.mark.parametrize("target", [GameEnd.FIRST_TO_5, GameEnd.FIRST_TO_10])
def test_a_tiebreak_is_refused_to_a_new_game_where_no_tie_can_be(target: GameEnd) -> None:
    """Rules §7: a game to a target "stops after the deal in which a team reaches" it, "and no
    tie is possible", so tiebreak=extra_deals would mean nothing there: a new game refuses it
    (from the options, Rebour's preset or a mapping), naming both options."""
    words = rf"^tiebreak=extra_deals needs game_end=five_deals: a game to {target.value} ends"
    pointless = AluetteOptions(game_end=target, tiebreak=Tiebreak.EXTRA_DEALS)
    assert len(pointless.meaningless()) == 1
    with pytest.raises(ConfigError, match=words):
        aluette.new_game(seed=1, options=pointless)
    with pytest.raises(ConfigError, match=words):
        aluette.new_game(
            seed=1, options=AluetteOptions.rebour(game_end=target, tiebreak=Tiebreak.EXTRA_DEALS)
        )
    with pytest.raises(ConfigError, match=words.removeprefix("^")):
        aluette.new_game(seed=1, options={"game_end": target.value, "tiebreak": "extra_deals"})
    five = aluette.new_game(seed=1, options=AluetteOptions(tiebreak=Tiebreak.EXTRA_DEALS))
    assert five.options.game_end is GameEnd.FIVE_DEALS
    assert AluetteOptions(game_end=target).tiebreak is Tiebreak.NONE
