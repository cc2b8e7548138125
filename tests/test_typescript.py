"""The shipped TypeScript declarations are current, type-check real documents, and narrow.

The declarations type-check in a bundler's project and in a Node.js one (ES modules and
CommonJS), where a wrong field is an error even with ``skipLibCheck``; and the shipped JSON
Schemas load in ajv's strict mode.

The checks that run the TypeScript compiler or ajv install them (and json-schema-to-typescript)
with npm into a cache directory, once: ``$TABLEGAMES_NODE_TOOLS`` or ``~/.cache/tablegames``.
They are skipped only where npm is not installed, and never under CI (``CI`` set, as
``.ci/run`` does), where a missing npm is a failure.

Each check writes a project of its own, and one run of the compiler type-checks them all
(:func:`compiled`); each check then reads the errors of its own project's files. The Node.js
projects need settings of their own, and have two runs of their own (:func:`compiled_node16`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path

import attrs
import httpx
import pytest

import tablegames
from tablegames.core.json import KINDS, snake_case
from tablegames.core.rng import Rng
from tablegames.core.schema import game_type_prefix, schema_file_name
from tablegames.core.schema.server import SERVER_DOCUMENTS, server_schema_file_name
from tablegames.core.schema.typescript import (
    declarations,
    index_declarations,
    server_declarations,
)
from tests.games import BUILT_IN
from tests.server.harness import iter_events, running

GAMES = list(BUILT_IN)
PLAYERS = {"aluette": 4, "saboteur": 4, "ten": 3}
#: The npm packages the checks use, pinned.
NODE_TOOLS = {"typescript": "5.9.3", "json-schema-to-typescript": "16.0.0", "ajv": "8.20.0"}
#: The compiler's options of the checks: a bundler's project (Vite, webpack, esbuild…).
COMPILER_OPTIONS: dict[str, object] = {
    "strict": True,
    "noEmit": True,
    "target": "ES2022",
    "module": "ES2022",
    "moduleResolution": "bundler",
    "noUnusedLocals": False,
    "skipLibCheck": False,
}
#: The options of a Node.js project (Node 20's): there, the nearest package.json's ``"type"``
#: tells whether a file is an ES module or CommonJS, and an ES module's relative imports need
#: their extension.
NODE16: dict[str, object] = {"module": "node16", "moduleResolution": "node16"}


def shipped(name: str) -> str:
    return (resources.files("tablegames") / "typescript" / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_shipped_declarations_are_up_to_date(game: str) -> None:
    """Regenerate with `python -m tablegames.core.schema` when this fails."""
    assert shipped(f"{game}.d.ts") == declarations(game)


def test_shipped_index_is_up_to_date() -> None:
    assert shipped("index.d.ts") == index_declarations(GAMES)


def test_shipped_server_declarations_are_up_to_date() -> None:
    """Audit 2, finding 7: the server's own documents have their types, beside the games'."""
    assert shipped("server.d.ts") == server_declarations(GAMES)


# -- the compiler ---------------------------------------------------------------------------------


def _cache() -> Path:
    configured = os.environ.get("TABLEGAMES_NODE_TOOLS")
    if configured:
        return Path(configured)
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    key = "_".join(f"{name}-{version}" for name, version in sorted(NODE_TOOLS.items()))
    return base / "tablegames" / f"node-tools_{key}"


@pytest.fixture(scope="session")
def node_tools(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The ``node_modules/.bin`` directory holding ``tsc`` and ``json2ts`` (the packages,
    ajv among them, are in its parent)."""
    npm = shutil.which("npm")
    if npm is None:
        if os.environ.get("CI"):
            pytest.fail("npm is missing: CI must install Node.js and npm for the TypeScript checks")
        pytest.skip("npm is not installed: the TypeScript checks need Node.js and npm")
    target = _cache()
    bin_dir = target / "node_modules" / ".bin"
    installed = [target / "node_modules" / name / "package.json" for name in NODE_TOOLS]
    if not all(path.exists() for path in installed):
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tmp_path_factory.mktemp("npm"))
        packages = [f"{name}@{version}" for name, version in NODE_TOOLS.items()]
        result = subprocess.run(
            [npm, "install", "--no-audit", "--no-fund", "--prefix", str(staging), *packages],
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        assert result.returncode == 0, f"npm install failed:\n{result.stdout}\n{result.stderr}"
        try:
            staging.rename(target)
        except OSError:  # another worker installed them meanwhile
            shutil.rmtree(staging, ignore_errors=True)
    return bin_dir


def tsc(
    bin_dir: Path, project: Path, options: dict[str, object] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run tsc on every ``.ts`` file under ``project`` with :data:`COMPILER_OPTIONS`, updated
    by ``options``."""
    config = {"compilerOptions": COMPILER_OPTIONS | (options or {}), "include": ["**/*.ts"]}
    (project / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    return subprocess.run(
        [str(bin_dir / "tsc"), "-p", str(project), "--pretty", "false"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=project,
    )


def with_declarations(project: Path) -> Path:
    """A project directory holding a copy of the shipped declarations in ``tablegames/``."""
    folder = project / "tablegames"
    folder.mkdir(parents=True)
    for name in (*(f"{game}.d.ts" for game in GAMES), "server.d.ts", "index.d.ts"):
        (folder / name).write_text(shipped(name), encoding="utf-8")
    return project


# -- the TypeScript clients -----------------------------------------------------------------------


def switch(union: str, members: tuple[type, ...], *, skip: int | None = None) -> str:
    """A function that narrows a ``union`` value on ``type`` and reads every field of every
    member (from the Python classes, not from the declarations); the ``never`` check fails to
    compile unless every member is handled. ``skip`` leaves one member's case out."""
    lines = [f"export function read{union}(item: {union}): string {{", "  switch (item.type) {"]
    for index, member in enumerate(members):
        if index == skip:
            continue
        tag = snake_case(member.__name__)
        reads = " + ".join(f"String(item.{field.name})" for field in attrs.fields(member))
        lines.append(f'    case "{tag}":')
        lines.append("      return " + (reads or '""') + ";")
    lines += [
        "    default: {",
        "      const unreachable: never = item;",
        "      return String(unreachable);",
        "    }",
        "  }",
        "}",
    ]
    return "\n".join(lines) + "\n"


def client(game: str, module: str, *, with_errors: bool = True) -> str:
    """A TypeScript client of ``game`` that knows no rules: it lists the view's moves and
    reads every field of every move and event."""
    found = tablegames.GAMES[game]
    prefix = game_type_prefix(game)
    imports = [f"{prefix}ViewDocument", f"{prefix}Move", f"{prefix}Event"]
    if with_errors:
        imports += [f"{prefix}ErrorDocument", f"{prefix}ErrorCode"]
    else:
        # A view document alone holds its moves with their labels and its events with their
        # texts: the same unions, each member with one more field.
        imports[1:] = [
            f"{prefix}LabelledMove as {prefix}Move",
            f"{prefix}ToldEvent as {prefix}Event",
        ]
    text = f'import type {{ {", ".join(imports)} }} from "{module}";\n\n'
    text += switch(f"{prefix}Move", found.move_types)
    text += switch(f"{prefix}Event", found.event_types)
    text += (
        f"export function choices(doc: {prefix}ViewDocument): string[] {{\n"
        f"  return (doc.moves ?? []).map(read{prefix}Move);\n"
        "}\n"
        f"export function log(doc: {prefix}ViewDocument): string[] {{\n"
        f"  return doc.data.events.map(read{prefix}Event);\n"
        "}\n"
    )
    if with_errors:
        text += (
            f"export function refused(doc: {prefix}ErrorDocument): string {{\n"
            f'  const seat: {prefix}ErrorCode = "core.move.not_your_seat";\n'
            "  const move = doc.data.move;\n"
            '  return doc.data.code === seat ? "not your seat" : move === null ? doc.data.message'
            f" : read{prefix}Move(move);\n"
            "}\n"
        )
    return text


def real_documents(game: str) -> dict[str, dict[str, object]]:
    """One document of each kind, written by the library from a real game."""
    state = tablegames.new_game(game, players=PLAYERS[game], seed=12)
    rng = Rng(12, "typescript")
    for _ in range(40):
        state = tablegames.apply(state, rng.choice(tablegames.legal_moves(state)))
    seat = tablegames.current_player(state)
    assert seat is not None
    moves = tablegames.legal_moves(state)
    stray = attrs.evolve(moves[0], player=(seat + 1) % state.players)
    try:
        tablegames.apply(state, stray, by=seat)
    except tablegames.IllegalMoveError as exc:
        error = tablegames.to_dict(exc)
    return {
        "state": tablegames.to_dict(state),
        "view": tablegames.to_dict(tablegames.view(state, seat), with_moves=True),
        "move": tablegames.to_dict(moves[0]),
        "record": tablegames.to_dict(tablegames.record(state)),
        "moves": tablegames.to_dict(moves),
        "error": error,
    }


def typed_documents(game: str, module: str) -> str:
    """The real documents as TypeScript constants of the declared types."""
    prefix = game_type_prefix(game)
    names = [f"{prefix}{kind.capitalize()}Document" for kind in KINDS]
    text = f'import type {{ {", ".join(names)} }} from "{module}";\n'
    for kind, document in real_documents(game).items():
        text += f"export const {kind}: {prefix}{kind.capitalize()}Document = "
        text += json.dumps(document) + ";\n"
    return text


ANY_GAME = """\
import type { TablegamesDocument } from "./tablegames/index";
export function describe(doc: TablegamesDocument): string {
  if (doc.kind === "error") return `${doc.game}: ${doc.data.code}`;
  if (doc.game === "aluette" && doc.kind === "view") return doc.data.hand.join();
  if (doc.game === "ten" && doc.kind === "moves") {
    return doc.data.map((m) => m.type).join();
  }
  return doc.kind;
}
"""


def write_clients(project: Path) -> None:
    """The project of the TypeScript clients: a client and real documents of each game, and a
    function of any game's document, against the shipped declarations."""
    with_declarations(project)
    for game in GAMES:
        (project / f"{game}-client.ts").write_text(
            client(game, f"./tablegames/{game}"), encoding="utf-8"
        )
        (project / f"{game}-documents.ts").write_text(
            typed_documents(game, f"./tablegames/{game}"), encoding="utf-8"
        )
    (project / "any-game.ts").write_text(ANY_GAME, encoding="utf-8")


def test_a_typescript_client_type_checks_against_the_shipped_declarations(
    compiled: Compiled,
) -> None:
    """Issue 12: moves and events narrow on ``type`` (every member's fields are read), and
    real documents of every kind have the declared types."""
    assert compiled.of("clients") == {}


def narrowing_case(game: str) -> tuple[type, str, type]:
    """The game's first move type, a field of another move type that it lacks, and the last
    move type."""
    found = tablegames.GAMES[game]
    first = found.move_types[0]
    own = {field.name for field in attrs.fields(first)}
    foreign = next(
        field.name
        for member in found.move_types
        for field in attrs.fields(member)
        if field.name not in own
    )
    return first, foreign, found.move_types[-1]


def write_narrowing(project: Path) -> None:
    """The project of the mistakes the compiler must catch: for each game, a field read on
    the wrong member (``GAME-wrong-field.ts``) and a switch that leaves the last member out
    (``GAME-unhandled.ts``)."""
    with_declarations(project)
    for game in GAMES:
        found = tablegames.GAMES[game]
        prefix = game_type_prefix(game)
        first, foreign, _ = narrowing_case(game)
        tag = snake_case(first.__name__)
        (project / f"{game}-wrong-field.ts").write_text(
            f'import type {{ {prefix}Move }} from "./tablegames/{game}";\n'
            f"export function f(move: {prefix}Move): unknown {{\n"
            f'  if (move.type === "{tag}") return move.{foreign};\n'
            "  return null;\n"
            "}\n",
            encoding="utf-8",
        )
        (project / f"{game}-unhandled.ts").write_text(
            f'import type {{ {prefix}Move }} from "./tablegames/{game}";\n'
            + switch(f"{prefix}Move", found.move_types, skip=len(found.move_types) - 1),
            encoding="utf-8",
        )


@pytest.mark.parametrize("game", GAMES)
def test_narrowing_is_checked_not_assumed(compiled: Compiled, game: str) -> None:
    """The compiler does catch a field read on the wrong member and an unhandled member, so
    the passing client above proves real narrowing (not ``any``)."""
    first, foreign, last = narrowing_case(game)
    errors = compiled.of("narrowing")
    wrong_field = f"Property '{foreign}' does not exist on type '{first.__name__}'"
    assert wrong_field in errors.get(f"{game}-wrong-field.ts", ""), errors
    unhandled = f"Type '{last.__name__}' is not assignable to type 'never'"
    assert unhandled in errors.get(f"{game}-unhandled.ts", ""), errors


def write_json2ts_clients(bin_dir: Path, project: Path, sources: Path) -> None:
    """The project of a front-end author who runs json-schema-to-typescript on the shipped
    schemas of the games (into ``generated/``), with the clients and real documents of each
    game against its output."""
    sources.mkdir(parents=True)
    schemas = resources.files("tablegames") / "schemas"
    for game in GAMES:
        for kind in KINDS:
            name = schema_file_name(game, kind)
            (sources / name).write_text((schemas / name).read_text(encoding="utf-8"), "utf-8")
    generated = json2ts(bin_dir, sources, project / "generated")
    for game in GAMES:
        (project / f"{game}-client.ts").write_text(
            client(
                game, f"./generated/{generated[schema_file_name(game, 'view')]}", with_errors=False
            ),
            encoding="utf-8",
        )
        prefix = game_type_prefix(game)
        constants = [
            f"import type {{ {prefix}{kind.capitalize()}Document as {kind} }} from "
            f'"./generated/{generated[schema_file_name(game, kind)]}";\n'
            f"export const {kind}Document: {kind} = {json.dumps(document)};\n"
            for kind, document in real_documents(game).items()
        ]
        (project / f"{game}-documents.ts").write_text("".join(constants), encoding="utf-8")


def test_json_schema_to_typescript_turns_the_schemas_into_narrowing_unions(
    compiled: Compiled,
) -> None:
    """Issue 12: a front-end author who runs json-schema-to-typescript on the shipped schemas
    (instead of using our declarations) gets discriminated unions that narrow, and types that
    real documents fit."""
    assert compiled.of("json2ts") == {}


# -- the server's documents -----------------------------------------------------------------------

#: A client of the server: its stream's events narrow on ``event``, a view as the server sends
#: it has its moves and its version without ``??``, and its view narrows on ``game``.
SERVER_CLIENT = """\
import type {
  ServerErrorCode,
  ServerErrorDocument,
  ServerLobby,
  ServerReplay,
  ServerStreamEvent,
  ServerViewDocument,
} from "./tablegames/index";
import type { TenMoveDocument, TenServerViewDocument, TenStateDocument } from "./tablegames/ten";

export function replayed(replay: ServerReplay<TenMoveDocument, TenStateDocument>): string {
  const turn: number = replay.state.data.turn;
  return `${replay.move?.data.type ?? "the deal"} ${turn} ${replay.state.game}`;
}

export function version(view: ServerViewDocument): number {
  const moves: number = view.moves.length;
  if (view.game === "ten") return tenMoves(view) + moves + view.state_version;
  return moves + view.state_version;
}
function tenMoves(view: TenServerViewDocument): number {
  return view.moves.filter((move) => move.type === "draw").length;
}
export function onEvent(item: ServerStreamEvent): string {
  switch (item.event) {
    case "update": {
      const { status, view } = item.data;
      return `${status.title} ${status.seat ?? "spectator"} ${version(view)} ${status.rematch}`;
    }
    case "left":
      return item.data.reason;  // "left" | "bot" | "timeout"
    case "revoked":
    case "end":
      return item.event;
    default: {
      const unreachable: never = item;
      return String(unreachable);
    }
  }
}
export function refused(doc: ServerErrorDocument): boolean {
  const unknown: ServerErrorCode = "server.seat.unknown";
  return doc.game === null && doc.data.code === unknown && doc.data.move === null;
}
export function seats(lobby: ServerLobby): string[] {
  const sizes = Object.values(lobby.kinds).map((kind) => `${kind.min_players}-${kind.max_players}`);
  return lobby.games.flatMap((game) => game.seats.map((seat): string => seat.kind)).concat(sizes);
}
"""


def real_server_documents(folder: Path) -> dict[str, object]:
    """The server's own documents, from a real server, by their type's name."""
    found: dict[str, object] = {}
    with running(folder / "games.sqlite3") as server, httpx.Client(base_url=server.url()) as web:
        created = web.post("/api/games", json={"game": "ten", "seats": ["human", "human"]}).json()
        game_id = created["id"]
        seat = web.post(f"/api/games/{game_id}/seats/1").json()
        found["ServerCreated"] = created
        found["ServerSeat"] = seat
        found["ServerLobby"] = web.get("/api/games").json()
        found["ServerGame"] = web.get(f"/api/games/{game_id}").json()
        found["ServerStatus"] = web.get(f"/api/seat/{seat['token']}").json()
        found["ServerErrorDocument"] = web.get("/api/games/nosuchgame1").json()
        first = web.post(f"/api/games/{game_id}/seats/0").json()["token"]
        token = next(
            each
            for each in (first, seat["token"])
            if web.get(f"/api/seat/{each}/view").json()["moves"]
        )
        view = web.get(f"/api/seat/{token}/view").json()
        move = {key: value for key, value in view["moves"][0].items() if key != "label"}
        sent = {"format": "tablegames", "version": 2, "game": "ten", "kind": "move"}
        answer = web.post(
            f"/api/seat/{token}/move",
            json=sent | {"data": move, "state_version": view["state_version"]},
        )
        found["ServerMoveAnswer"] = answer.json()
        for _, data in iter_events(web, f"/api/seat/{seat['token']}/events"):
            found["ServerUpdate"] = data
            break
    return found


def write_server_client(project: Path, documents: dict[str, object]) -> None:
    """The project of a server's client: the server's ``documents`` as constants of their
    declared types and :data:`SERVER_CLIENT`; and ``optional.ts``, which reads a game's own
    view's version without ``??``."""
    with_declarations(project)
    text = f'import type {{ {", ".join(documents)} }} from "./tablegames/server";\n'
    for name, document in documents.items():
        text += f"export const {name[0].lower()}{name[1:]}: {name} = {json.dumps(document)};\n"
    (project / "server-documents.ts").write_text(text, encoding="utf-8")
    (project / "server-client.ts").write_text(SERVER_CLIENT, encoding="utf-8")
    (project / "optional.ts").write_text(
        'import type { TenViewDocument } from "./tablegames/ten";\n'
        "export const f = (view: TenViewDocument): number => view.state_version;\n",
        encoding="utf-8",
    )
    # A replay typed with the game's documents reads them: a field its state lacks is an error.
    (project / "replay.ts").write_text(
        'import type { ServerReplay } from "./tablegames/server";\n'
        'import type { TenMoveDocument, TenStateDocument } from "./tablegames/ten";\n'
        "type Replay = ServerReplay<TenMoveDocument, TenStateDocument>;\n"
        "export const f = (replay: Replay): number => replay.state.data.no_such_field;\n",
        encoding="utf-8",
    )


def test_a_server_client_type_checks_against_the_shipped_declarations(
    compiled: Compiled,
) -> None:
    """Audit 2, finding 7: the server's documents, taken from a real server, have the declared
    types, and a client reads a view's moves and version without ``??``."""
    errors = compiled.of("server")
    # The game's own view type keeps them optional (a view written without them is valid).
    optional = errors.pop("optional.ts", "")
    replay = errors.pop("replay.ts", "")
    assert errors == {}
    assert "Type 'number | undefined' is not assignable to type 'number'" in optional
    assert "Property 'no_such_field' does not exist on type 'TenState'" in replay


def write_server_json2ts(
    bin_dir: Path, project: Path, sources: Path, documents: dict[str, object]
) -> None:
    """The project of json-schema-to-typescript run on the server's schemas (into
    ``generated/``), with the server's ``documents`` as constants of its types."""
    sources.mkdir(parents=True)
    schemas = resources.files("tablegames") / "schemas"
    for name in SERVER_DOCUMENTS:
        file = server_schema_file_name(name)
        (sources / file).write_text((schemas / file).read_text(encoding="utf-8"), "utf-8")
    generated = json2ts(bin_dir, sources, project / "generated")
    modules = {
        title: generated[server_schema_file_name(name)] for name, title in SERVER_DOCUMENTS.items()
    }
    text = "".join(
        f'import type {{ {title} as T{index} }} from "./generated/{modules[title]}";\n'
        f"export const c{index}: T{index} = {json.dumps(document)};\n"
        for index, (title, document) in enumerate(documents.items())
    )
    (project / "documents.ts").write_text(text, encoding="utf-8")


def test_json_schema_to_typescript_reads_the_server_schemas(compiled: Compiled) -> None:
    """The server's schemas work with json-schema-to-typescript too: the types it makes of
    them fit real documents of a real server."""
    assert compiled.of("server-json2ts") == {}


def write_installed(project: Path, work: Path) -> None:
    """The projects of an update of an installed game (crazyeights) from a real server: typed
    by the shipped declarations in ``shipped/``, and by those written for the server's games
    by ``python -m tablegames.core.schema`` in ``written/``."""
    with running(work / "games.sqlite3") as server, httpx.Client(base_url=server.url()) as web:
        created = web.post(
            "/api/games", json={"game": "crazyeights", "seats": ["human", "bot"], "take": [0]}
        ).json()
        update = next(iter_events(web, f"/api/seat/{created['tokens']['0']}/events"))[1]
    text = 'import type { ServerUpdate } from "./tablegames/server";\n'
    text += f"export const update: ServerUpdate = {json.dumps(update)};\n"
    shipped_project = with_declarations(project / "shipped")
    (shipped_project / "update.ts").write_text(text, encoding="utf-8")
    written = project / "written"
    written.mkdir(parents=True)
    # The installed games by name: tablegames.GAMES may also hold games other tests of this
    # worker registered at run time, which the subprocess does not have.
    subprocess.run(
        [sys.executable, "-m", "tablegames.core.schema", str(work / "schemas"),
         str(written / "tablegames"), *BUILT_IN, "crazyeights"],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    (written / "update.ts").write_text(text, encoding="utf-8")


def test_declarations_written_for_the_installed_games_type_an_installed_games_update(
    compiled: Compiled,
) -> None:
    """Front-end audit, item 3: an update of an installed game (crazyeights, from examples/)
    is no ``ServerUpdate`` of the shipped declarations, which know the built-in games only;
    those written by ``python -m tablegames.core.schema`` for the server's games type it, as
    the server guide says ("Installed games")."""
    if "crazyeights" not in tablegames.GAMES:
        pytest.skip("the crazyeights example is not installed")
    errors = compiled.of("installed")
    assert list(errors) == ["shipped/update.ts"], errors
    assert '"crazyeights"' in errors["shipped/update.ts"]


# -- a client in a Node.js project -----------------------------------------------------------------

#: A client that imports the declarations as a Node.js ES module must, with the ``.js`` of the
#: files they compile to (``tablegames/index.d.ts`` declares ``tablegames/index.js``), which a
#: bundler, and Node's CommonJS, accept as well.
PORTABLE_CLIENT = """\
import type { aluette, ServerStreamEvent, TablegamesDocument } from "./tablegames/index.js";
import type { ServerViewDocument } from "./tablegames/server.js";
import type { TenMove } from "./tablegames/ten.js";

export function describe(doc: TablegamesDocument): string {
  if (doc.kind === "error") return `${doc.game}: ${doc.data.code}`;
  if (doc.game === "aluette" && doc.kind === "view") return doc.data.hand.join();
  return doc.kind;
}
export function label(move: aluette.AluetteMove): string {
  return move.type === "play_card" ? `Play the ${move.card}` : move.type;
}
export function draws(view: ServerViewDocument): number {
  const moves: TenMove[] = view.game === "ten" ? view.moves : [];
  return moves.filter((move) => move.type === "draw").length + view.state_version;
}
export function onEvent(item: ServerStreamEvent): number {
  return item.event === "update" ? draws(item.data.view) : 0;
}
"""

#: A field that no document has, read through each module: each read must be an error. Where
#: the compiler cannot follow an import of a declaration file, it does not say so under
#: ``skipLibCheck`` (which skips the declaration files' own errors): the types it imports
#: through it become ``any``, and these reads compile.
WRONG_FIELDS = """\
import type { aluette, TablegamesDocument } from "./tablegames/index.js";
import type { ServerViewDocument } from "./tablegames/server.js";
import type { TenMove } from "./tablegames/ten.js";

export const a = (doc: TablegamesDocument): number => doc.no_such_field;
export const b = (move: aluette.AluetteMove): number => move.no_such_field;
export const c = (view: ServerViewDocument): number => view.no_such_field;
export const d = (move: TenMove): number => move.no_such_field;
"""
WRONG_FIELD = "error TS2339: Property 'no_such_field' does not exist on type"


def write_portable(project: Path, package_type: str) -> None:
    """A project of :data:`PORTABLE_CLIENT` (``client.ts``) and :data:`WRONG_FIELDS`
    (``wrong.ts``) whose package.json says ``"type": package_type``."""
    with_declarations(project)
    (project / "package.json").write_text(json.dumps({"type": package_type}), encoding="utf-8")
    (project / "client.ts").write_text(PORTABLE_CLIENT, encoding="utf-8")
    (project / "wrong.ts").write_text(WRONG_FIELDS, encoding="utf-8")


def assert_portable(errors: dict[str, str]) -> None:
    """The portable client and the declarations compile; every wrong field is an error."""
    wrong = errors.pop("wrong.ts", "")
    assert errors == {}
    assert wrong.count(WRONG_FIELD) == WRONG_FIELDS.count("no_such_field"), wrong


def test_a_client_importing_with_extensions_type_checks_in_a_bundlers_project(
    compiled: Compiled,
) -> None:
    """The client of a Node.js project (below) compiles under the bundler setting too."""
    assert_portable(compiled.of("portable"))


@pytest.mark.parametrize("package_type", ["module", "commonjs"])
@pytest.mark.parametrize("skip_lib_check", [False, True], ids=["lib-check", "skip-lib-check"])
def test_a_client_type_checks_in_a_node_project(
    compiled_node16: dict[bool, Compiled], skip_lib_check: bool, package_type: str
) -> None:
    """In a Node 20 project of ES modules (``"type": "module"``, ``node16``), the
    declarations' extensionless imports (``export * from "./server"``) were errors (TS2834) in
    index.d.ts and server.d.ts, and under ``skipLibCheck`` they were silent, but every type
    that came through them was ``any``: a wrong field compiled."""
    assert_portable(compiled_node16[skip_lib_check].of(package_type))


@pytest.fixture(scope="module")
def compiled_node16(
    node_tools: Path, tmp_path_factory: pytest.TempPathFactory
) -> dict[bool, Compiled]:
    """The portable client in a package of ES modules (``module/``) and of CommonJS
    (``commonjs/``), type-checked under :data:`NODE16` with the library check (``False``) and
    with ``skipLibCheck`` (``True``), each by one run of tsc."""
    found = {}
    for skip_lib_check in (False, True):
        root = tmp_path_factory.mktemp("typescript-node16")
        for package_type in ("module", "commonjs"):
            write_portable(root / package_type, package_type)
        found[skip_lib_check] = compile_projects(
            node_tools, root, NODE16 | {"skipLibCheck": skip_lib_check}
        )
    return found


# -- the schemas in ajv ----------------------------------------------------------------------------

#: A Node.js script that compiles each schema file of a folder with ajv's JSON Schema 2020-12
#: validator in strict mode (every strict check an error, not a warning), then validates
#: documents ([schema file, document] pairs of a JSON file) against them. It prints what ajv
#: refused, warned of and found invalid, as JSON.
AJV_CHECK = """\
const [modules, folder, documents] = process.argv.slice(2);
const fs = require("fs");
const path = require("path");
const Ajv2020 = require(path.join(modules, "ajv", "dist", "2020")).default;
const report = { compiled: 0, refused: {}, warnings: [], validated: 0, invalid: [] };
const note = (...args) => report.warnings.push(args.join(" "));
const logger = { log() {}, warn: note, error: note };
const validators = {};
for (const name of fs.readdirSync(folder).sort()) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, logger });
  try {
    validators[name] = ajv.compile(JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")));
    report.compiled += 1;
  } catch (error) {
    report.refused[name] = error.message;
  }
}
for (const [name, document] of JSON.parse(fs.readFileSync(documents, "utf8"))) {
  const validate = validators[name];
  if (!validate) continue;
  report.validated += 1;
  if (!validate(document)) report.invalid.push([name, validate.errors]);
}
console.log(JSON.stringify(report));
"""


def test_ajv_compiles_every_shipped_schema_in_strict_mode(node_tools: Path, tmp_path: Path) -> None:
    """ajv, the usual JavaScript validator, refused three TEN schemas in its default strict
    mode ("strict mode: unknown keyword: tsType"); every schema now compiles with all of its
    strict checks on, and real documents of every game validate."""
    node = shutil.which("node")
    assert node is not None, "npm is installed without node"
    schemas = resources.files("tablegames") / "schemas"
    folder = tmp_path / "schemas"
    folder.mkdir()
    for item in schemas.iterdir():
        if item.name.endswith(".schema.json"):
            (folder / item.name).write_text(item.read_text(encoding="utf-8"), encoding="utf-8")
    pairs = [
        [schema_file_name(game, kind), document]
        for game in GAMES
        for kind, document in real_documents(game).items()
    ]
    (tmp_path / "documents.json").write_text(json.dumps(pairs), encoding="utf-8")
    (tmp_path / "check.cjs").write_text(AJV_CHECK, encoding="utf-8")
    result = subprocess.run(
        [node, str(tmp_path / "check.cjs"), str(node_tools.parent), str(folder),
         str(tmp_path / "documents.json")],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert (report["refused"], report["warnings"], report["invalid"]) == ({}, [], [])
    assert report["compiled"] == len(list(folder.iterdir()))
    assert report["validated"] == len(pairs)


# -- one run of the compiler for every project above ---------------------------------------------

#: The first line of a diagnostic of a file in tsc's report: ``path(line,column): error ...``.
DIAGNOSTIC = re.compile(r"^(?P<path>[^\s(][^(]*)\(\d+,\d+\): ")


@attrs.frozen
class Compiled:
    """What one run of tsc said of every project: the text of its diagnostics by file
    (``project/file.ts``), and of those that name no file under ``""``."""

    errors: dict[str, str]

    def of(self, project: str) -> dict[str, str]:
        """The diagnostics of the files of ``project``, by their path in it."""
        folder = f"{project}/"
        return {
            path.removeprefix(folder): text
            for path, text in self.errors.items()
            if path.startswith(folder)
        }


def diagnostics(report: str) -> dict[str, str]:
    """tsc's report (``--pretty false``) by file: a diagnostic's further lines are indented
    under its first."""
    found: dict[str, str] = {}
    path = ""
    for line in report.splitlines():
        if not line.strip():
            continue
        if not line.startswith(" "):
            match = DIAGNOSTIC.match(line)
            path = match["path"] if match else ""
        found[path] = found.get(path, "") + line + "\n"
    return found


def json2ts(bin_dir: Path, sources: Path, generated: Path) -> dict[str, str]:
    """Run json-schema-to-typescript once on the folder of schemas ``sources``; the module
    it wrote into ``generated`` for each schema file, by the file's name."""
    result = subprocess.run(
        [str(bin_dir / "json2ts"), "-i", str(sources), "-o", str(generated)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    modules = {source.name: source.stem for source in sources.iterdir()}
    assert sorted(path.name for path in generated.iterdir()) == sorted(
        f"{module}.d.ts" for module in modules.values()
    )
    return modules


@pytest.fixture(scope="module")
def compiled(node_tools: Path, tmp_path_factory: pytest.TempPathFactory) -> Compiled:
    """The projects of the checks above, each in a folder of its own, type-checked by one run
    of tsc.

    The projects import nothing from each other, and every file is a module, so that a file's
    diagnostics are those it would have in a run of its own project; the compiler starts, and
    checks its standard library, once, not once a project (which took most of each check's
    time). The server's documents come from one real server for both checks that use them.
    """
    root = tmp_path_factory.mktemp("typescript")
    work = tmp_path_factory.mktemp("typescript-work")
    write_clients(root / "clients")
    write_narrowing(root / "narrowing")
    write_json2ts_clients(node_tools, root / "json2ts", work / "schemas")
    (work / "server").mkdir()
    documents = real_server_documents(work / "server")
    write_server_client(root / "server", documents)
    write_server_json2ts(node_tools, root / "server-json2ts", work / "server-schemas", documents)
    if "crazyeights" in tablegames.GAMES:
        (work / "installed").mkdir()
        write_installed(root / "installed", work / "installed")
    write_portable(root / "portable", "module")
    return compile_projects(node_tools, root)


def compile_projects(
    bin_dir: Path, root: Path, options: dict[str, object] | None = None
) -> Compiled:
    """One run of tsc on the projects under ``root`` (see :func:`tsc`)."""
    result = tsc(bin_dir, root, options)
    errors = diagnostics(result.stdout + result.stderr)
    assert "" not in errors, errors[""]
    assert (result.returncode == 0) == (not errors), (result.returncode, errors)
    return Compiled(errors)
