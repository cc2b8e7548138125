// The lobby: the open games (take a free seat, or watch), and a form to create a game. Its own
// words are the page's catalogue's, in the page's language (client.js's say).
import {
  clock,
  el,
  isolate,
  keepOwnerKey,
  keptUntil,
  noteServerClock,
  onOurClock,
  optionsText,
  say,
  sayCount,
  sayWith,
} from "./client.js";

const $ = (testid) => document.querySelector(`[data-testid="${testid}"]`);
let kinds = {};
// The lobby comes in pages: the next one's cursor (null: no more), and whether the player
// asked for more (the list is then not refreshed under their eyes).
let more = null;
let extended = false;
// The lists asked for are numbered, and an answer older than the one on the page is dropped:
// an older answer (the refresh, or a filter since changed) that comes after a newer one does
// not draw the old filter's games, or drop the page the player asked for. Every newer answer
// is drawn, so a server slower than the refresh still fills the page. The refresh waits while
// a list is on its way.
let asked = 0;
let shown = 0;
let waiting = 0;

// ``call`` for a list (``after``: the page after that cursor): while it is on its way, the
// refresh waits.
async function callList(after) {
  waiting += 1;
  try {
    return await call("GET", lobbyAddress(after));
  } finally {
    waiting -= 1;
  }
}

function showError(message) {
  const box = $("error");
  box.hidden = !message;
  box.textContent = message || "";
}

async function call(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
    cache: "no-store",
  });
  noteServerClock(response);
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.data ? answer.data.message : response.statusText);
  return answer;
}

// The name the player gave, as the server keeps it (NFC, each run of spaces one space, the
// ends trimmed); undefined for none. Its length is checked here, in characters (code points)
// as the server counts them, against the server's limit (the field's data-max-name): a name
// too long is refused in words that say by how much, and no request is made. The server checks
// the rest (no control characters...), and its refusal is shown as any other.
function playerName() {
  const field = $("player-name");
  const name = field.value.normalize("NFC").split(/\s+/u).filter(Boolean).join(" ");
  const most = Number(field.dataset.maxName);
  const length = [...name].length;
  field.setAttribute("aria-invalid", String(length > most));
  if (length > most) {
    throw new Error(say("lobby.name-long", { most, length }));
  }
  return name ? name : undefined;
}

async function take(game, seat) {
  try {
    const name = playerName();
    const answer = await call(
      "POST",
      `api/games/${encodeURIComponent(game)}/seats/${seat}`,
      name ? { name } : undefined,
    );
    location.assign(answer.url);
  } catch (error) {
    showError(String(error.message || error));
    // The list as it now stands (the seat may have gone meanwhile); if it cannot be had, the
    // refusal stays shown and the list is asked for again later, as every few seconds.
    await list().catch(() => {});
  }
}

// How long ago a game was made (a lobby line's ``created``, on the server's clock), so that a
// game under way is told apart from one left hours ago: "made 5 min ago", "made 3 h ago". The
// list is asked for again every few seconds, which keeps it up to date.
function made(created) {
  const when = onOurClock(created);
  const minutes = Math.floor((Date.now() - when.getTime()) / 60_000);
  const ago =
    minutes < 1
      ? say("made.now")
      : minutes < 60
        ? say("made.minutes", { count: minutes })
        : minutes < 24 * 60
          ? say("made.hours", { count: Math.floor(minutes / 60) })
          : sayCount("made.days", Math.floor(minutes / (24 * 60)));
  return el(
    "time",
    { datetime: when.toISOString(), title: when.toLocaleString(), "data-testid": "made" },
    ago,
  );
}

// A game of the lobby as a line: its seats (a free human seat is a button that takes it) and
// the link to watch it. The buttons and links of every line read alike ("Take seat 2",
// "watch"), so a screen reader, which may list them out of their lines, hears which game each
// is for: by its id (the one its invitation and watch addresses hold), which stays the same
// when the list is asked for again and newer games come first; the game of an invitation,
// alone (``listed`` false), is "this" game. While a rematch keeps its seats for the players
// of the game before (``kept``, a Date), its buttons are disabled.
function gameLine(game, listed = true, kept = null) {
  const which = listed
    ? say("game.which", { title: game.title, id: game.id })
    : say("game.this", { title: game.title });
  return el(
    "li",
    { "data-testid": "game", "data-id": game.id },
    sayCount("game.players", game.players, { title: game.title }),
    // The variant, if any: its options as the form below takes them.
    optionsText(game.options)
      ? el(
          "span",
          { class: "options", "data-testid": "options" },
          say("game.options", { options: optionsText(game.options) }),
        )
      : "",
    // How long ago it was made (the list says; an invitation's summary does not).
    typeof game.created === "number" ? [", ", made(game.created)] : "",
    ": ",
    game.seats.flatMap((seat, index) => [
      index ? " · " : "",
      seat.kind === "bot"
        ? el("span", { class: "bot" }, say("game.seat-bot", { seat: index + 1 }))
        : seat.taken
          ? el(
              "span",
              { class: "taken", "data-testid": "taken" },
              // A name is the player's own text: set as text, never as markup, and isolated
              // as the table's page isolates it (a right-to-left name took the words after it
              // into its run).
              seat.name
                ? say("game.seat-named", { seat: index + 1, name: isolate(seat.name) })
                : say("game.seat-taken", { seat: index + 1 }),
            )
          : button(
              say("game.take", { seat: index + 1 }),
              {
                "data-testid": "take",
                "data-seat": index,
                // The name starts with the words shown, as speech input users say them.
                "aria-label": say("game.take-label", { seat: index + 1, which }),
                disabled: kept !== null,
              },
              () => take(game.id, index),
            ),
    ]),
    " · ",
    el(
      "a",
      {
        href: `watch/${encodeURIComponent(game.id)}`,
        "data-testid": "watch",
        "aria-label": say("game.watch-label", { which }),
      },
      say("game.watch"),
    ),
  );
}

// The game of an invitation (/?join=<id>), listed or not: its summary, as a lobby line.
async function invited() {
  const id = new URLSearchParams(location.search).get("join");
  if (!id) return;
  const box = $("invited");
  box.hidden = false;
  try {
    const game = await call("GET", `api/games/${encodeURIComponent(id)}`);
    const seats = game.seats.map((kind, seat) => ({
      kind,
      taken: game.taken[seat],
      name: game.names[seat],
    }));
    const kept = game.over ? null : keptUntil(game);
    $("invited-game").replaceChildren(
      game.over
        ? el("p", {}, say("invited.over", { title: game.title }))
        : el("ul", {}, gameLine({ ...game, seats }, false, kept)),
      kept
        ? el(
            "p",
            { "data-testid": "kept" },
            say("invited.kept", { time: clock(kept) }),
          )
        : "",
    );
    // Then the seats are anyone's: the line is asked for again, its buttons enabled.
    if (kept) setTimeout(invited, kept.getTime() - Date.now() + 250);
  } catch (error) {
    $("invited-game").replaceChildren(el("p", {}, String(error.message || error)));
  }
}

// The lobby's address for the filters chosen (a game, free seats only) and a page.
function lobbyAddress(after) {
  const query = new URLSearchParams();
  if ($("filter-game").value) query.set("game", $("filter-game").value);
  if ($("filter-open").checked) query.set("open", "true");
  if (after) query.set("after", after);
  const text = query.toString();
  return text ? `api/games?${text}` : "api/games";
}

function showGames(games, append) {
  const box = $("games");
  $("more").hidden = !more;
  let items = box.querySelector("ul");
  if (append && items) {
    items.append(...games.map((game) => gameLine(game)));
  } else if (games.length || more) {
    items = el("ul", {}, games.map((game) => gameLine(game)));
    box.replaceChildren(items);
  } else {
    const filtered = $("filter-game").value || $("filter-open").checked;
    box.replaceChildren(
      el(
        "p",
        {},
        filtered ? say("games.none-filtered") : say("games.none"),
      ),
    );
  }
}

async function listMore() {
  const mine = ++asked;
  try {
    const answer = await callList(more);
    if (mine < shown) return; // a newer list is on the page
    shown = mine;
    extended = true;
    more = answer.next;
    showGames(answer.games, true);
  } catch (error) {
    if (mine < shown) return;
    showError(String(error.message || error));
  }
}

async function list() {
  const mine = ++asked;
  let answer;
  try {
    answer = await callList();
  } catch (error) {
    if (mine < shown) return; // an older list's failure: a newer one is on the page
    throw error;
  }
  if (mine < shown) return;
  kinds = answer.kinds;
  const filter = $("filter-game");
  if (filter.options.length === 1) {
    for (const [name, kind] of Object.entries(kinds)) {
      filter.append(el("option", { value: name }, kind.title));
    }
  }
  await invited();
  if (mine < shown) return;
  shown = mine;
  extended = false;
  more = answer.next;
  showGames(answer.games, false);
  const select = $("create-game");
  if (!select.options.length) {
    for (const [name, kind] of Object.entries(kinds)) {
      select.append(el("option", { value: name }, kind.title));
    }
    select.addEventListener("change", choosePlayers);
    // Redrawn as the player types: redrawn when the field is left (change), the boxes moved the
    // button under a click that left it, and the click was lost.
    $("create-players").addEventListener("input", chooseSeats);
    $("create-players").addEventListener("change", chooseSeats);
    choosePlayers();
  }
  document.body.dataset.state = "ready";
}

function button(label, attributes, onClick) {
  const node = el("button", { type: "button", ...attributes }, label);
  node.addEventListener("click", onClick);
  return node;
}

function choosePlayers() {
  const kind = kinds[$("create-game").value];
  const players = $("create-players");
  players.min = kind.min_players;
  players.max = kind.max_players;
  // The game's table (Game.default_players); an older server's kinds do not say it: two, or
  // the game's least (a solo variant is for the few who ask).
  players.value = kind.default_players ?? Math.min(kind.max_players, Math.max(2, kind.min_players));
  chooseOptions(kind);
  $("create-seats").replaceChildren(); // another game: no bot chosen yet
  chooseSeats();
}

// The game's options, one field each, set to the standard rules: a box for a yes-or-no option,
// a list for one of a few values, a number field for a count (empty: none, for an option that
// may be none). Each is named by its option's name as the game's documents write it.
function chooseOptions(kind) {
  const box = $("create-options");
  const standard = Object.entries(kind.options);
  const legend = standard.length ? say("options.standard") : say("options.none");
  box.replaceChildren(el("legend", {}, legend));
  for (const [name, value] of standard) {
    const attributes = { "data-testid": "option", "data-option": name, name };
    const choices = (kind.choices || {})[name];
    let field;
    if (typeof value === "boolean") {
      field = el("input", { ...attributes, type: "checkbox", checked: value });
    } else if (choices) {
      field = el(
        "select",
        attributes,
        choices.map((choice) =>
          el("option", { value: choice, selected: choice === value }, String(choice)),
        ),
      );
    } else {
      field = el("input", {
        ...attributes,
        type: "number",
        step: 1,
        value: value === null ? "" : value,
        placeholder: value === null ? say("options.empty") : "",
      });
    }
    // An option a new game takes at some player counts only (kind.players_for) says which.
    const counts = (kind.players_for || {})[name];
    const note = counts
      ? el("span", { class: "hint", "data-testid": "option-note" }, ` (${onlyWith(counts)})`)
      : "";
    box.append(el("label", {}, field, ` ${name}`, note));
  }
  offerOptions();
}

// "only with 1 player", "only with 3 or 4 players".
function onlyWith(counts) {
  const numbers = counts.map(String);
  const last = numbers.pop();
  const which = numbers.length ? say("list.or", { rest: numbers.join(", "), last }) : last;
  // Several counts take the plural, as a count other than one does.
  return sayCount("options.only", numbers.length ? counts.length : counts[0], { which });
}

// The options a new game takes at the number of players chosen: the others are set back to
// the standard rules and disabled (the server would refuse them, saying why).
function offerOptions() {
  const kind = kinds[$("create-game").value];
  const players = Number($("create-players").value);
  for (const field of document.querySelectorAll("[data-testid=option]")) {
    const counts = (kind.players_for || {})[field.dataset.option];
    if (!counts) continue;
    const offered = counts.includes(players);
    if (!offered) {
      const standard = kind.options[field.dataset.option];
      if (field.type === "checkbox") field.checked = standard;
      else field.value = standard === null ? "" : String(standard);
    }
    field.disabled = !offered;
  }
}

// The options changed from the standard rules, as the server takes them; a count that is no
// whole number is told in the field's words (null when one is: nothing is sent).
function chosenOptions() {
  const kind = kinds[$("create-game").value];
  const options = {};
  for (const field of document.querySelectorAll("[data-testid=option]")) {
    const name = field.dataset.option;
    let value;
    if (field.type === "checkbox") value = field.checked;
    else if (field.tagName === "SELECT") value = field.value;
    else if (!field.value.trim() && kind.options[name] === null) value = null;
    else {
      value = Number(field.value);
      if (!field.value.trim() || !Number.isInteger(value)) {
        const none = kind.options[name] === null;
        showError(none ? say("options.whole-or-none", { name }) : say("options.whole", { name }));
        return null;
      }
    }
    if (value !== kind.options[name]) options[name] = value;
  }
  return options;
}

function chooseSeats() {
  const field = $("create-players");
  const players = Number(field.value);
  // A count being typed (empty, or out of the game's range) keeps the boxes as they are, and
  // the options chosen.
  if (!field.value || !Number.isInteger(players) || players < Number(field.min)) return;
  if (players > Number(field.max)) return;
  offerOptions();
  const box = $("create-seats");
  const checked = new Set(
    [...box.querySelectorAll("[data-testid=bot-seat]:checked")].map((node) => node.value),
  );
  // A group named by its words, each box by what it means: a box named "2" alone said nothing.
  box.replaceChildren(el("span", { id: "bot-seats-legend" }, say("seats.bots")));
  box.setAttribute("role", "group");
  box.setAttribute("aria-labelledby", "bot-seats-legend");
  for (let seat = 1; seat < players; seat++) {
    box.append(
      el(
        "label",
        {},
        el("input", {
          type: "checkbox",
          name: "bot",
          value: seat,
          checked: checked.has(String(seat)),
          "data-testid": "bot-seat",
          "aria-label": say("seats.bot", { seat: seat + 1 }),
        }),
        ` ${seat + 1} `,
      ),
    );
  }
}

async function create(event) {
  event.preventDefault();
  const field = $("create-players");
  const players = Number(field.value);
  // Said here, in the field's words: the server's refusal of no seats or a fraction of one
  // would name the seats' kinds.
  if (!field.value.trim() || !Number.isInteger(players) || players < Number(field.min) ||
      players > Number(field.max)) {
    const range =
      field.min === field.max ? field.min : say("create.range", { min: field.min, max: field.max });
    showError(say("create.players", { range }));
    return;
  }
  const checked = document.querySelectorAll("[data-testid=bot-seat]:checked");
  const bots = new Set([...checked].map((box) => Number(box.value)));
  const seats = Array.from({ length: players }, (_, seat) => (bots.has(seat) ? "bot" : "human"));
  const options = chosenOptions();
  if (options === null) return;
  try {
    const name = playerName();
    const answer = await call("POST", "api/games", {
      game: $("create-game").value,
      seats,
      options,
      take: [0],
      names: name ? { 0: name } : undefined,
      unlisted: $("create-unlisted").checked,
    });
    // Your seat's page offers to free a seat whose player is gone, with the owner's key: kept
    // in this browser, never put in an address.
    keepOwnerKey(answer.id, answer.owner_token);
    const result = $("create-result");
    result.hidden = false;
    // The link that shows this game to whom it is given, listed or not, to take a seat.
    const invitation = new URL(`./?join=${encodeURIComponent(answer.id)}`, document.baseURI).href;
    result.replaceChildren(
      ...sayWith("create.done", {
        seat: el("a", { href: answer.urls["0"], "data-testid": "my-seat" }, say("create.seat")),
        key: el("code", { "data-testid": "owner-token" }, answer.owner_token),
        invitation: el("a", { href: invitation, "data-testid": "invitation" }, invitation),
      }),
    );
    showError(null);
    await list();
  } catch (error) {
    showError(String(error.message || error));
  }
}

$("create").addEventListener("submit", create);
for (const filter of [$("filter-game"), $("filter-open")]) {
  filter.addEventListener("change", () =>
    list().catch((error) => showError(String(error.message || error))),
  );
}
$("more").addEventListener("click", listMore);
list().catch((error) => showError(String(error.message || error)));
// Seats are taken and games end meanwhile: the list is asked for again while the page is seen
// (its first page; not once the player asked for more).
setInterval(() => {
  if (!document.hidden && !extended && !waiting) list().catch(() => {});
}, 10_000);
