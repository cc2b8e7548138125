"""core.states: evolver and fast_init build exactly what attrs would, only faster."""

from __future__ import annotations

import functools
import pickle
import typing
import weakref

import attrs
import pytest

from tablegames.core.states import evolver, fast_init, fast_init_fields


@attrs.frozen(weakref_slot=False)
class Plain:
    a: int
    b: tuple[int, ...]
    c: str | None


@attrs.frozen
class WithWeakref:
    a: int
    b: tuple[int, ...]
    c: str | None


@attrs.frozen(weakref_slot=False)
class Checked:
    a: int = attrs.field(validator=attrs.validators.instance_of(int))
    b: int = 0


@pytest.mark.parametrize("cls", [Plain, WithWeakref])
def test_evolver_gives_what_attrs_evolve_gives(cls: type) -> None:
    original = cls(1, (2, 3), "x")
    for changing in ((), ("a",), ("b", "c"), ("a", "b", "c")):
        evolve = evolver(cls, *changing)
        given = {name: {"a": 9, "b": (), "c": None}[name] for name in changing}
        built = evolve(original, **given)
        expected = attrs.evolve(original, **given)
        assert type(built) is cls
        assert built == expected
        assert built is not original
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            built.a = 5
        assert pickle.loads(pickle.dumps(built)) == expected
    assert original == cls(1, (2, 3), "x")


def test_a_class_without_weakref_slot_is_built_through_its_builder() -> None:
    evolve = evolver(Plain, "a")
    assert "_builder" in evolve.__code__.co_names
    assert "_builder" not in evolver(WithWeakref, "a").__code__.co_names
    built = evolve(Plain(1, (), None), a=2)
    assert type(built) is Plain
    assert built.a == 2
    with pytest.raises(TypeError):
        weakref.ref(built)
    assert weakref.ref(WithWeakref(1, (), None))() is not None


def test_evolver_calls_the_class_when_it_checks_its_fields() -> None:
    evolve = evolver(Checked)
    assert evolve(Checked(1), b=2) == Checked(1, 2)
    with pytest.raises(TypeError):
        evolve(Checked(1), a="no")


def test_evolver_refuses_unknown_fields() -> None:
    with pytest.raises(ValueError, match="not distinct fields"):
        evolver(Plain, "z")
    with pytest.raises(ValueError, match="not distinct fields"):
        evolver(Plain, "a", "a")
    with pytest.raises(TypeError):
        evolver(Plain)(Plain(1, (), None), z=3)


@fast_init
@attrs.frozen
class Event:
    player: int
    amount: int = 3
    note: str | None = None


def test_fast_init_keeps_the_signature_and_defaults() -> None:
    assert fast_init_fields(Event) == ("player", "amount", "note")
    # Its string annotations resolve in the class's module, as attrs' own __init__'s do
    # (Sphinx reads them so).
    assert typing.get_type_hints(Event.__init__) == {
        "player": int,
        "amount": int,
        "note": str | None,
        "return": type(None),
    }
    assert Event(1) == Event(player=1, amount=3, note=None)
    assert Event(1, 2, "x").note == "x"
    assert Event(amount=5, player=0).amount == 5
    assert attrs.evolve(Event(1), amount=9) == Event(1, 9)
    with pytest.raises(TypeError):
        Event()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Event(1, 2, "x", 4)  # type: ignore[call-arg]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        Event(1).player = 2  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(Event(1, 2))) == Event(1, 2)


def test_fast_init_leaves_classes_that_check_their_fields_alone() -> None:
    init = Checked.__init__
    assert fast_init(Checked) is Checked
    assert Checked.__init__ is init
    with pytest.raises(TypeError):
        Checked("no")  # type: ignore[arg-type]

    @fast_init
    @attrs.frozen
    class WithFactory:
        items: list[int] = attrs.Factory(list)

    assert WithFactory().items == []
    assert WithFactory().items is not WithFactory().items


@attrs.frozen(weakref_slot=False)
class Cached:
    a: int

    @functools.cached_property
    def double(self) -> int:
        return self.a * 2


def test_evolver_leaves_cached_properties_to_be_computed_anew() -> None:
    original = Cached(2)
    assert original.double == 4
    evolve = evolver(Cached, "a")
    assert "_builder" in evolve.__code__.co_names
    changed = evolve(original, a=5)
    assert changed == Cached(5)
    assert changed.double == 10
    assert original.double == 4
