"""The JSON layer: documents written and read strictly, one converter per registered game.

Every document tablegames writes looks like this::

    {"format": "tablegames", "version": 1, "game": "aluette", "kind": "state", "data": {...}}

Inside ``data``, members of a move or event union carry a ``"type"`` tag (the snake_case class
name, first key), enums are written as their lowercase names and each game's codecs give its
cards a readable string form. Reading is strict: integers must be integers, lists must be
lists, unknown fields are refused, and every problem is reported with the path of the bad
field.

The package, one concept a module, each depending only on those above it:

* ``problems``: errors with paths (``$.data.hands[1][0]: ...``);
* ``plain``: JSON text and plain data, and the limits on reading them;
* ``scalars``: strict integers, booleans and strings, enums, codecs;
* ``converter``: a converter and the tables its generated code reads;
* ``generated``: the readers and writers generated for each class;
* ``hooks``: tuples, histories and attrs classes;
* ``unions``: tagged unions (moves, events);
* ``games``: one converter per registered game, made on first use
  from what the game declares and forgotten when the game is unregistered;
* ``reading``: each kind of document's data read and checked;
* ``envelope``: the envelope, :func:`~tablegames.to_dict` and :func:`~tablegames.from_dict`;
* ``snapshots``: states without their history, for storage.
"""

from __future__ import annotations

from tablegames.core.json.converter import JsonConverter
from tablegames.core.json.envelope import (
    FORMAT,
    KINDS,
    VERSION,
    Kind,
    from_dict,
    from_json,
    to_dict,
    to_json,
)
from tablegames.core.json.games import converter_for, new_converter
from tablegames.core.json.plain import (
    MAX_BYTES,
    MAX_DEPTH,
    MAX_INTEGER,
    MAX_VALUES,
    check_plain,
    dumps,
    loads,
)
from tablegames.core.json.problems import format_errors
from tablegames.core.json.reading import structure_options
from tablegames.core.json.snapshots import from_snapshot, to_snapshot
from tablegames.core.json.unions import snake_case

__all__ = [
    "FORMAT",
    "KINDS",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_INTEGER",
    "MAX_VALUES",
    "VERSION",
    "JsonConverter",
    "Kind",
    "check_plain",
    "converter_for",
    "dumps",
    "format_errors",
    "from_dict",
    "from_json",
    "from_snapshot",
    "loads",
    "new_converter",
    "snake_case",
    "structure_options",
    "to_dict",
    "to_json",
    "to_snapshot",
]
