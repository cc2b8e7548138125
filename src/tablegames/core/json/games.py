"""One converter per registered game, made from what the game declares, forgotten with it.

The JSON layer reads the registry; the registry knows nothing of it. The converter of a game is
made the first time one of its documents is written or read (:func:`converter_for`): the game's
codecs (:attr:`Game.codecs <tablegames.Game.codecs>`) give its cards their names, its optional
``configure_converter`` hook adds anything else, and its move and event classes get their
``"type"`` tags. When the game is unregistered or replaced, the registry's change listener
drops the converter, so its classes are forgotten with it: a game registered again under the
same name gets a converter of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Final

import cattrs

from tablegames.core.codec import Codec
from tablegames.core.errors import ConfigError
from tablegames.core.game import AnyGame, hook
from tablegames.core.json import hooks, unions
from tablegames.core.json.converter import JsonConverter, UnconvertibleClassError
from tablegames.core.json.scalars import codec_hooks
from tablegames.core.registry import on_change

__all__ = ["converter_for", "new_converter"]

#: Each game's converter by the game's name, with the game object it was made for: made on
#: first use, dropped by the registry's change listener (below) when that name is registered
#: again or unregistered. A documented memo table (see "What the library keeps between calls"
#: in the concepts page): it only saves rebuilding converters, never the only record of anything.
_CONVERTERS: Final[dict[str, tuple[AnyGame, JsonConverter]]] = {}


def new_converter(
    codecs: Iterable[Codec[Any]] = (),
    tagged: Iterable[type] = (),
    configure: Callable[[cattrs.Converter], None] | None = None,
) -> JsonConverter:
    """A new converter with tablegames' strict hooks, ``codecs`` and ``tagged`` classes.

    >>> import enum
    >>> from tablegames.core.json import new_converter
    >>> class Colour(enum.Enum):
    ...     DEEP_RED = 1
    >>> converter = new_converter()
    >>> converter.unstructure(Colour.DEEP_RED)
    'deep_red'
    >>> converter.read(["deep_red", 3], tuple[Colour, int], "$")
    (<Colour.DEEP_RED: 1>, 3)

    Args:
        codecs: How the values of some classes are written as names (a game's cards).
        tagged: Classes written with a ``"type"`` tag (a game's moves and events).
        configure: Called with the cattrs converter after the codecs' hooks are registered and
            before the tagged classes' functions are made (which capture the hooks of their
            fields): a game's ``configure_converter``.

    Raises:
        ConfigError: naming the class, the field and its type, if a field of a ``tagged``
            class has a type the converter cannot read or write.
    """
    converter = JsonConverter()
    hooks.install(converter)
    unions.install(converter)
    for codec in codecs:
        structure, unstructure = codec_hooks(codec)
        converter.cattrs.register_structure_hook(codec.cls, structure)
        converter.cattrs.register_unstructure_hook(codec.cls, unstructure)
        converter.names[structure] = codec.by_name
        converter.ids[unstructure] = codec.by_id
    if configure is not None:
        configure(converter.cattrs)
    unions.register_tagged(converter, *tagged)
    return converter


def converter_for(game: AnyGame) -> JsonConverter:
    """The converter of ``game``'s documents: made on first use, then kept until the game is
    unregistered or replaced.

    Raises:
        ConfigError: if ``game`` declares codecs that are not a tuple of
            :class:`~tablegames.core.codec.Codec`, or if a field of one of its move or event
            classes has a type the converter cannot read or write (the error names the class,
            the field and its type). The converter is made again on the next call.
    """
    found = _CONVERTERS.get(game.name)
    if found is not None and found[0] is game:
        return found[1]
    codecs = hook(game, "codecs")
    if not isinstance(codecs, tuple) or not all(isinstance(c, Codec) for c in codecs):
        raise ConfigError(f"the game {game.name!r} declares codecs that are not Codec objects")
    try:
        converter = new_converter(
            codecs,
            (*game.move_types, *game.event_types),
            hook(game, "configure_converter"),
        )
    except UnconvertibleClassError as exc:  # it names the class and the field: add the game
        raise UnconvertibleClassError(f"the game {game.name!r}: {exc}") from exc
    _CONVERTERS[game.name] = (game, converter)
    return converter


@on_change
def _forget(game: AnyGame) -> None:
    """Drop the converter of the game's name: it is registered anew, replaced or gone."""
    _CONVERTERS.pop(game.name, None)
