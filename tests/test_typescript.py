"""The shipped TypeScript declarations are current, type-check real documents, and narrow.

The checks that run the TypeScript compiler install it (and json-schema-to-typescript) with npm
into a cache directory, once: ``$TABLEGAMES_NODE_TOOLS`` or ``~/.cache/tablegames``. They are
skipped only where npm is not installed, and never under CI (``CI`` set, as ``.ci/run`` does),
where a missing npm is a failure.
"""

from __future__ import annotations

import json
import os
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
NODE_TOOLS = {"typescript": "5.9.3", "json-schema-to-typescript": "16.0.0"}
TSCONFIG = {
    "compilerOptions": {
        "strict": True,
        "noEmit": True,
        "target": "ES2022",
        "module": "ES2022",
        "moduleResolution": "bundler",
        "noUnusedLocals": False,
        "skipLibCheck": False,
    },
    "include": ["**/*.ts"],
}


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
    """The ``node_modules/.bin`` directory holding ``tsc`` and ``json2ts``."""
    npm = shutil.which("npm")
    if npm is None:
        if os.environ.get("CI"):
            pytest.fail("npm is missing: CI must install Node.js and npm for the TypeScript checks")
        pytest.skip("npm is not installed: the TypeScript checks need Node.js and npm")
    target = _cache()
    bin_dir = target / "node_modules" / ".bin"
    if not (bin_dir / "tsc").exists() or not (bin_dir / "json2ts").exists():
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


def tsc(bin_dir: Path, project: Path) -> subprocess.CompletedProcess[str]:
    (project / "tsconfig.json").write_text(json.dumps(TSCONFIG), encoding="utf-8")
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


def test_a_typescript_client_type_checks_against_the_shipped_declarations(
    node_tools: Path, tmp_path: Path
) -> None:
    """Issue 12: moves and events narrow on ``type`` (every member's fields are read), and
    real documents of every kind have the declared types."""
    project = with_declarations(tmp_path)
    for game in GAMES:
        (project / f"{game}-client.ts").write_text(
            client(game, f"./tablegames/{game}"), encoding="utf-8"
        )
        (project / f"{game}-documents.ts").write_text(
            typed_documents(game, f"./tablegames/{game}"), encoding="utf-8"
        )
    (project / "any-game.ts").write_text(
        'import type { TablegamesDocument } from "./tablegames/index";\n'
        "export function describe(doc: TablegamesDocument): string {\n"
        '  if (doc.kind === "error") return `${doc.game}: ${doc.data.code}`;\n'
        '  if (doc.game === "aluette" && doc.kind === "view") return doc.data.hand.join();\n'
        '  if (doc.game === "ten" && doc.kind === "moves") {\n'
        "    return doc.data.map((m) => m.type).join();\n"
        "  }\n"
        "  return doc.kind;\n"
        "}\n",
        encoding="utf-8",
    )
    result = tsc(node_tools, project)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("game", GAMES)
def test_narrowing_is_checked_not_assumed(node_tools: Path, tmp_path: Path, game: str) -> None:
    """The compiler does catch a field read on the wrong member and an unhandled member, so
    the passing client above proves real narrowing (not ``any``)."""
    found = tablegames.GAMES[game]
    prefix = game_type_prefix(game)
    first = found.move_types[0]
    own = {field.name for field in attrs.fields(first)}
    foreign = next(
        field.name
        for member in found.move_types
        for field in attrs.fields(member)
        if field.name not in own
    )
    tag = snake_case(first.__name__)
    project = with_declarations(tmp_path)
    (project / "wrong-field.ts").write_text(
        f'import type {{ {prefix}Move }} from "./tablegames/{game}";\n'
        f"export function f(move: {prefix}Move): unknown {{\n"
        f'  if (move.type === "{tag}") return move.{foreign};\n'
        "  return null;\n"
        "}\n",
        encoding="utf-8",
    )
    (project / "unhandled.ts").write_text(
        f'import type {{ {prefix}Move }} from "./tablegames/{game}";\n'
        + switch(f"{prefix}Move", found.move_types, skip=len(found.move_types) - 1),
        encoding="utf-8",
    )
    result = tsc(node_tools, project)
    assert result.returncode != 0
    output = result.stdout + result.stderr
    assert f"Property '{foreign}' does not exist on type '{first.__name__}'" in output
    last = found.move_types[-1].__name__
    assert f"Type '{last}' is not assignable to type 'never'" in output


def test_json_schema_to_typescript_turns_the_schemas_into_narrowing_unions(
    node_tools: Path, tmp_path: Path
) -> None:
    """Issue 12: a front-end author who runs json-schema-to-typescript on the shipped schemas
    (instead of using our declarations) gets discriminated unions that narrow, and types that
    real documents fit."""
    sources, generated = tmp_path / "schemas", tmp_path / "generated"
    sources.mkdir()
    generated.mkdir()
    schemas = resources.files("tablegames") / "schemas"
    for game in GAMES:
        for kind in KINDS:
            name = schema_file_name(game, kind)
            source = sources / name
            source.write_text((schemas / name).read_text(encoding="utf-8"), encoding="utf-8")
            output = generated / f"{game}-{kind}.ts"
            result = subprocess.run(
                [str(node_tools / "json2ts"), "-i", str(source), "-o", str(output)],
                capture_output=True,
                text=True,
                timeout=300,
                check=False,
            )
            assert result.returncode == 0, result.stdout + result.stderr
        (tmp_path / f"{game}-client.ts").write_text(
            client(game, f"./generated/{game}-view", with_errors=False), encoding="utf-8"
        )
        prefix = game_type_prefix(game)
        constants = [
            f"import type {{ {prefix}{kind.capitalize()}Document as {kind} }} from "
            f'"./generated/{game}-{kind}";\n'
            f"export const {kind}Document: {kind} = {json.dumps(document)};\n"
            for kind, document in real_documents(game).items()
        ]
        (tmp_path / f"{game}-documents.ts").write_text("".join(constants), encoding="utf-8")
    shutil.rmtree(sources)
    result = tsc(node_tools, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


# -- the server's documents -----------------------------------------------------------------------

#: A client of the server: its stream's events narrow on ``event``, a view as the server sends
#: it has its moves and its version without ``??``, and its view narrows on ``game``.
SERVER_CLIENT = """\
import type {
  ServerErrorCode,
  ServerErrorDocument,
  ServerLobby,
  ServerStreamEvent,
  ServerViewDocument,
} from "./tablegames/index";
import type { TenServerViewDocument } from "./tablegames/ten";

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


def test_a_server_client_type_checks_against_the_shipped_declarations(
    node_tools: Path, tmp_path: Path
) -> None:
    """Audit 2, finding 7: the server's documents, taken from a real server, have the declared
    types, and a client reads a view's moves and version without ``??``."""
    project = with_declarations(tmp_path / "project")
    names = real_server_documents(tmp_path)
    text = f'import type {{ {", ".join(names)} }} from "./tablegames/server";\n'
    for name, document in names.items():
        text += f"export const {name[0].lower()}{name[1:]}: {name} = {json.dumps(document)};\n"
    (project / "server-documents.ts").write_text(text, encoding="utf-8")
    (project / "server-client.ts").write_text(SERVER_CLIENT, encoding="utf-8")
    result = tsc(node_tools, project)
    assert result.returncode == 0, result.stdout + result.stderr
    # The game's own view type keeps them optional (a view written without them is valid).
    (project / "optional.ts").write_text(
        'import type { TenViewDocument } from "./tablegames/ten";\n'
        "export const f = (view: TenViewDocument): number => view.state_version;\n",
        encoding="utf-8",
    )
    result = tsc(node_tools, project)
    assert "Type 'number | undefined' is not assignable to type 'number'" in result.stdout


def test_json_schema_to_typescript_reads_the_server_schemas(
    node_tools: Path, tmp_path: Path
) -> None:
    """The server's schemas work with json-schema-to-typescript too: the types it makes of
    them fit real documents of a real server."""
    schemas = resources.files("tablegames") / "schemas"
    generated = tmp_path / "generated"
    generated.mkdir()
    for name in SERVER_DOCUMENTS:
        source = tmp_path / server_schema_file_name(name)
        source.write_text((schemas / source.name).read_text(encoding="utf-8"), encoding="utf-8")
        result = subprocess.run(
            [str(node_tools / "json2ts"), "-i", str(source), "-o", str(generated / f"{name}.ts")],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr
        source.unlink()
    files = {title: name for name, title in SERVER_DOCUMENTS.items()}
    text = "".join(
        f'import type {{ {title} as T{index} }} from "./generated/{files[title]}";\n'
        f"export const c{index}: T{index} = {json.dumps(document)};\n"
        for index, (title, document) in enumerate(real_server_documents(tmp_path).items())
    )
    (tmp_path / "documents.ts").write_text(text, encoding="utf-8")
    result = tsc(node_tools, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


def test_declarations_written_for_the_installed_games_type_an_installed_games_update(
    node_tools: Path, tmp_path: Path
) -> None:
    """Front-end audit, item 3: an update of an installed game (crazyeights, from examples/)
    is no ``ServerUpdate`` of the shipped declarations, which know the built-in games only;
    those written by ``python -m tablegames.core.schema`` for the server's games type it, as
    the server guide says ("Installed games")."""
    if "crazyeights" not in tablegames.GAMES:
        pytest.skip("the crazyeights example is not installed")
    with running(tmp_path / "games.sqlite3") as server, httpx.Client(base_url=server.url()) as web:
        created = web.post(
            "/api/games", json={"game": "crazyeights", "seats": ["human", "bot"], "take": [0]}
        ).json()
        update = next(iter_events(web, f"/api/seat/{created['tokens']['0']}/events"))[1]
    text = 'import type { ServerUpdate } from "./tablegames/server";\n'
    text += f"export const update: ServerUpdate = {json.dumps(update)};\n"
    shipped_project = with_declarations(tmp_path / "shipped")
    (shipped_project / "update.ts").write_text(text, encoding="utf-8")
    result = tsc(node_tools, shipped_project)
    assert result.returncode != 0
    assert '"crazyeights"' in result.stdout
    written = tmp_path / "written"
    written.mkdir()
    # The installed games by name: tablegames.GAMES may also hold games other tests of this
    # worker registered at run time, which the subprocess does not have.
    subprocess.run(
        [sys.executable, "-m", "tablegames.core.schema", str(written / "schemas"),
         str(written / "tablegames"), *BUILT_IN, "crazyeights"],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    (written / "update.ts").write_text(text, encoding="utf-8")
    result = tsc(node_tools, written)
    assert result.returncode == 0, result.stdout + result.stderr
