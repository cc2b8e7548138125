"""The Game protocol's machinery: reading hooks, and refusing a game that lacks a member."""

from __future__ import annotations

from typing import Any

import pytest

import tablegames
from tablegames import Game
from tablegames.core.errors import ConfigError
from tablegames.core.game import REQUIRED_MEMBERS, hook, provides, unimplemented
from tablegames.core.registry import register
from tablegames.core.words import PlainWords
from tablegames.testing import check_game
from tests.core.toy import make_toy


def subclass(name: str, **members: Any) -> Any:
    """A toy game named ``name`` whose Game object subclasses :class:`tablegames.Game` (after
    the toy's own class), with ``members`` in place of the toy's."""
    base = type(make_toy(name))
    return type(f"Toy_{name}", (base, Game), {"name": name, **members})()


def test_a_bug_inside_a_property_hook_is_raised_not_replaced_by_the_default() -> None:
    """A words property with a typo inside (``self.score``) raises its AttributeError where the
    hook is read: it used to give the default PlainWords, and provides() said False."""

    def words(self: Any) -> Any:
        return PlainWords(self.render, scores=self.score, winners=self.winners)

    game = subclass("toy_typo_words", words=property(words))
    assert provides(game, "words")
    with pytest.raises(AttributeError, match="score"):
        hook(game, "words")


def test_a_hook_the_game_does_not_define_gets_the_default() -> None:
    toy = make_toy("toy_plain_hooks")
    assert not provides(toy, "words")
    assert isinstance(hook(toy, "words"), PlainWords)
    assert hook(toy, "title") == "Toy_plain_hooks"
    assert not provides(subclass("toy_game_hooks"), "words")
    with pytest.raises(ConfigError, match="has no nothing_of_the_kind"):
        hook(toy, "nothing_of_the_kind")


def test_a_working_property_hook_is_provided_and_read() -> None:
    words = PlainWords()
    game = subclass("toy_property_words", words=property(lambda self: words))
    assert provides(game, "words")
    assert hook(game, "words") is words


@pytest.mark.parametrize(
    "missing",
    [
        ("twin",),
        ("candidate_moves", "check_invariants"),
        ("legal_moves_from_view", "render", "view"),
    ],
)
def test_registering_a_game_that_inherits_a_required_stub_names_every_one(
    missing: tuple[str, ...],
) -> None:
    """The 'Writing a game' guide: these members have no default. A Game subclass lacking one
    inherits the protocol's stub (returning None); registration refuses it, naming each."""
    name = "toy_without_" + "_".join(missing)
    game = subclass(name, **{member: Game.__dict__[member] for member in missing})
    order = [member for member in REQUIRED_MEMBERS if member in missing]
    assert unimplemented(game) == order
    with pytest.raises(ConfigError, match=f"does not implement {', '.join(order)}: ") as info:
        register(game)
    assert repr(name) in str(info.value)
    assert name not in tablegames.GAMES
    with pytest.raises(ConfigError, match=f"does not implement {', '.join(order)}: "):
        check_game(game, seeds=[0])


def test_a_plain_class_missing_a_required_member_is_refused_too() -> None:
    toy = make_toy("toy_plain_without_twin")
    cls = type("Twinless", (type(toy),), {})
    game = cls()
    assert unimplemented(game) == []
    del type(toy).twin
    assert unimplemented(game) == ["twin"]
    with pytest.raises(ConfigError, match="'toy_plain_without_twin' does not implement twin"):
        register(game)


def test_every_built_in_game_implements_every_required_member() -> None:
    for name, game in tablegames.GAMES.items():
        assert unimplemented(game) == [], name
