// The part of the page that is the same for every game: talking to the server, listing the
// legal moves, sending the chosen one, showing refusals, the event log and the game's end.
//
// It knows NOTHING of any game's rules. The moves it offers are exactly the "moves" array of
// the view document the server sends; a move is shown with its "label" (the words the library
// gives each legal move) and grouped by its "type"; the chosen move is sent back as received,
// wrapped in a move document. The log shows each event's "text", the sentence the library
// writes for this seat (an empty text, an event another one tells better, shows no line), or
// the status's "narration" of it when players gave names: the same sentence calling a seat by
// its player's name, which the view itself never holds. Those words are in the status's
// "language" (French from `tablegames serve --lang fr`), which the elements holding them say
// where it is not the page's own (wordsLang). The page's own words (its headings, buttons,
// status lines, what it says to a screen reader) are its catalogue's (say), in the page's
// language: the server's, when the catalogue has it (tablegames.server.pagewords), else English.
// Seats are numbered from 1, as in those words. Each game's module only
// draws the view's fields (hand, table, board) through `render`.
//
// The table itself is the server's picture of this seat's view (GET .../table.svg, drawn by
// tablegames.to_svg from the view alone), put into the page as it is, with what the last move
// changed marked (?last_move=true: the mark is no part to click). Its parts carry data
// attributes (data-card, data-cell="x,y", data-seat, data-value): clicking one narrows the
// listed moves to those that name it (a card among the move's values, a cell by its "x" and
// "y", a seat as its "target", a value as its "value"), so a player chooses a card and then a
// cell or a seat. A part may also carry data-match, a JSON list of partial moves: it names the
// moves that agree with one (a Saboteur map, whose moves name a goal and not the card; a Draw
// button). The page still knows no rule: the parts it lights up are those the listed moves
// name, as the picture, which the game draws from its rules, says.
//
// A click plays a move only on a button of the picture (a part with data-match and nothing
// else: Crazy Eights' Draw) that leaves exactly one move: a button is an action, as a listed
// move is. A card, a place or a seat only narrows the list, even to one move: that move is
// then one more click (or Enter) away, so a misclick on the table plays nothing.

// The page is a seat's (/play/<credential>) or a spectator's (/watch/<game id>), below the
// address the server is mounted at (/games/play/<credential>): the page's <base> names that
// address, which every address here is relative to.
const [place, key] = location.pathname.split("/").slice(-2);
const watching = place === "watch";
const base = watching
  ? `api/games/${encodeURIComponent(decodeURIComponent(key || ""))}`
  : `api/seat/${encodeURIComponent(decodeURIComponent(key || ""))}`;

// The picture, with the mark of what the most recent move changed (another seat's, mostly).
const PICTURE = `${base}/table.svg?last_move=true`;

const page = {
  view: null, // the last view document shown
  moved: false, // a move was sent since that view was shown
  status: null, // the last status document
  serial: 0, // how many views have been shown (the tests wait on it)
  busy: false, // a move is on its way
  choice: {}, // what the player picked in the picture: {card, cell: [x, y], seat, value}
  picture: -1, // the state_version of the picture shown
  pictureSeats: null, // the seats (names, kinds, taken) the picture shown was asked with
  framed: false, // the first inline picture was shown (its frame scrolled to the hand, if need be)
  reframe: () => {}, // makes the picture's frame a Tab stop, or none, as it scrolls or not
  drawless: false, // the server said the game draws no picture (404 server.picture.none)
  log: [], // every event shown since the page opened: [{key, text, type}]
  options: null,
  events: null, // the EventSource of the server's updates
  retry: 0, // how many times in a row the stream was refused (its back-off grows with it)
  gone: false, // the seat's address no longer plays a seat (revoked, or unknown)
  rematching: false, // "Play again" was clicked and its answer is awaited
  rematch: null, // the rematch the status names, and the seats that joined it: {id, taken}
  keyboard: false, // the last move was chosen from the keyboard: its focus follows the moves
  plays: new Map(), // card -> the moves that play it, read from the picture shown (data-match)
  pending: null, // the picture's request on its way (a promise of fetchPicture's answer)
  departed: new Map(), // seat -> the name of the player who left it (while it stays free)
  ended: false, // the game's end was shown (and said to a screen reader)
  offered: "", // the rematch offer last said to a screen reader
  offeredFor: null, // the rematch that offer was for
  endSaid: null, // the parts showEnd last said (the offer last among them)
  announced: null, // the parts last given to announce
  keptTimer: 0, // shows the free seats again when a rematch stops keeping them
  freeing: null, // the seat the game's owner is asked about freeing (null: none)
  freed: new Set(), // seats the owner freed whose status does not say so yet
  // Once over: the position shown, the one last asked for, the game's moves (null: not known
  // yet), the requests asked (ever), the presses waiting for the game's length.
  replay: { at: 0, wanted: 0, length: null, asked: 0, queued: [] },
};

/** Create an element: el("li", {class: "card", "data-testid": "card"}, "3 of cups"). */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// The page's own words, by id, in the page's language (its <html lang>): the server puts its
// catalogue (tablegames.server.pagewords) in the page as a JSON element, "page-words" (no
// inline script: the page's Content-Security-Policy forbids one). Every text of the page's own
// is said through say, sayCount, sayWith or sayCountWith, by its id written out (never its
// English here, never an id put together: tests/server/test_pagewords.py reads them all); an
// id the page does not hold is said as the id itself, which a test would see.
const WORDS = readWords("page-words");
const PLURALS = new Intl.PluralRules(document.documentElement.lang || "en");

// The JSON object of the page's element ``id`` (put there by the server), or {} for none.
function readWords(id) {
  const node = document.getElementById(id);
  try {
    const words = node ? JSON.parse(node.textContent) : {};
    return words && typeof words === "object" ? words : {};
  } catch {
    return {};
  }
}

/** The page's own text ``id`` with its ``{name}`` fields filled in from ``fields`` (as
 * tablegames.server.pagewords.fill fills them): say("owner.free", {seat: 2}) -> "Free seat 2". */
export function say(id, fields = {}) {
  const text = WORDS[id];
  return typeof text === "string" ? fill(text, fields) : id;
}

// A text's {name} fields filled in from ``fields``, the others kept.
function fill(text, fields) {
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    name in fields ? String(fields[name]) : whole,
  );
}

/** The text ``id`` for ``number`` of something, in the form the page's language uses for it
 * (``id``.one or ``id``.other, chosen by its plural rules), its {count} the number:
 * sayCount("moves.count", 3) -> "3 moves". */
export function sayCount(id, number, fields = {}) {
  return say(pluralForm(id, number), { count: number, ...fields });
}

// The id of the form of text ``id`` the page's language uses for ``number``.
function pluralForm(id, number) {
  const form = `${id}.${PLURALS.select(number)}`;
  return form in WORDS ? form : `${id}.other`;
}

/** The text ``id`` as the children of an element, its fields filled in with text or with
 * elements (a link, a button): sayWith("end.rematch-begun", {watch: link}). */
export function sayWith(id, fields) {
  return fillWith(say(id), fields);
}

/** sayCount's text as sayWith's children: sayCountWith("free.open", 2, {seats, invitation}). */
export function sayCountWith(id, number, fields) {
  return fillWith(say(pluralForm(id, number), { count: number }), fields);
}

// A text's {name} fields filled in with ``fields``' text or elements, as a list of children.
function fillWith(text, fields) {
  const parts = [];
  let at = 0;
  for (const found of text.matchAll(/\{(\w+)\}/g)) {
    if (!(found[1] in fields)) continue;
    parts.push(text.slice(at, found.index), fields[found[1]]);
    at = found.index + found[0].length;
  }
  parts.push(text.slice(at));
  return parts.filter((part) => part !== "");
}

// A game's page script keeps the words it writes (its table in words) in a catalogue of its
// own, by language and id ({en: {id: text, ...}, fr: {id: text, ...}}), each text with
// {name} fields as the page's own texts have them, and says them through sayIn and sayCountIn
// (two of render's helpers): in the page's language where the script speaks it, else in
// English.
const LANGUAGE = (document.documentElement.lang || "en").toLowerCase().split("-")[0];
const ENGLISH_PLURALS = new Intl.PluralRules("en");

/** A page script's own text ``id``, from ``catalogues`` (the script's, by language), in the
 * page's language or else in English (the id itself where neither holds it), its {name}
 * fields filled in from ``fields``: on a French page, sayIn({en: {hand: "Your hand: "}, fr:
 * {hand: "Votre main : "}}, "hand") -> "Votre main : ". */
export function sayIn(catalogues, id, fields = {}) {
  const [words] = scriptWords(catalogues, id);
  return typeof words[id] === "string" ? fill(words[id], fields) : id;
}

/** sayIn's text for ``number`` of something, in the form its language uses for the number
 * (``id``.one or ``id``.other, chosen by that language's plural rules), its {count} the
 * number: sayCountIn(catalogues, "cards", 3) -> "3 cards" on an English page, "3 cartes" on
 * a French one whose catalogue has them. */
export function sayCountIn(catalogues, id, number, fields = {}) {
  const [words, rules] = scriptWords(catalogues, `${id}.other`);
  const form = `${id}.${rules.select(number)}`;
  const text = typeof words[form] === "string" ? words[form] : words[`${id}.other`];
  return typeof text === "string" ? fill(text, { count: number, ...fields }) : id;
}

// Which of a page script's catalogues says text ``id``, with its language's plural rules: the
// page's language's, when it holds the text, else the English one.
function scriptWords(catalogues, id) {
  const own = (catalogues && catalogues[LANGUAGE]) || {};
  if (typeof own[id] === "string") return [own, PLURALS];
  return [(catalogues && catalogues.en) || {}, ENGLISH_PLURALS];
}

// The game's cards in the page's language: each card as the view's JSON writes it ("red #"),
// with its name as the game's own words name it ("le joker rouge"). The server puts them in
// the page as a JSON element, "card-names" (tablegames.server.pagewords.card_names): empty on
// a page in the language of the game's own words, whose cards keep the JSON's strings, and on
// a page in a language the game does not speak.
const CARD_NAMES = readWords("card-names");

/** A card in the page's language, as the game's words name it, with its article:
 * cardName("red #") -> "le joker rouge" on a French page. On an English page, for a game that
 * does not speak the page's language, and for a string that is no card of the game, the
 * string as the view's JSON writes it: cardName("red #") -> "red #". */
export function cardName(card) {
  const name = typeof card === "string" && Object.hasOwn(CARD_NAMES, card) && CARD_NAMES[card];
  return typeof name === "string" ? name : card;
}

/** "place_path" -> "Place path"; words that are no identifier ("seat 2 (Bo_B)", a player's
 * name in them) only get their capital. */
export function humanize(name) {
  const text = /^[a-z0-9_]+$/.test(String(name))
    ? String(name).replaceAll("_", " ")
    : String(name);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// A right-to-left character: one of Unicode's bidi class R or AL, as the server's names
// (tablegames.server.names.isolated) tell them: the letters of Hebrew, Arabic, Syriac, Thaana,
// N'Ko and the other right-to-left scripts, their punctuation (the Arabic question mark "؟"),
// the right-to-left mark. JavaScript has no property for a character's bidi class, so these
// ranges are written from Python's unicodedata; each spans the unassigned code points between
// two of them too (no name holds one). A test regenerates them and compares.
// -- generated by python -m tablegames.server.bidi_gen: do not edit --
// Unicode 14.0.0, bidi classes R and AL.
const RIGHT_TO_LEFT_RANGES = [
  String.raw`\u05BE\u05C0\u05C3\u05C6\u05D0-\u05EA\u05EF-\u05F4\u0608\u060B\u060D\u061B-\u064A`,
  String.raw`\u066D-\u066F\u0671-\u06D5\u06E5-\u06E6\u06EE-\u06EF\u06FA-\u070D\u070F-\u0710`,
  String.raw`\u0712-\u072F\u074D-\u07A5\u07B1\u07C0-\u07EA\u07F4-\u07F5\u07FA\u07FE-\u0815`,
  String.raw`\u081A\u0824\u0828\u0830-\u083E\u0840-\u0858\u085E\u0860-\u086A\u0870-\u088E`,
  String.raw`\u08A0-\u08C9\u200F\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E`,
  String.raw`\uFB40-\uFB41\uFB43-\uFB44\uFB46-\uFBC2\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7`,
  String.raw`\uFDF0-\uFDFC\uFE70-\uFE74\uFE76-\uFEFC\u{10800}-\u{10805}\u{10808}`,
  String.raw`\u{1080A}-\u{10835}\u{10837}-\u{10838}\u{1083C}\u{1083F}-\u{10855}`,
  String.raw`\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}-\u{108F5}`,
  String.raw`\u{108FB}-\u{1091B}\u{10920}-\u{10939}\u{1093F}\u{10980}-\u{109B7}`,
  String.raw`\u{109BC}-\u{109CF}\u{109D2}-\u{10A00}\u{10A10}-\u{10A13}\u{10A15}-\u{10A17}`,
  String.raw`\u{10A19}-\u{10A35}\u{10A40}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}`,
  String.raw`\u{10AC0}-\u{10AE4}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B40}-\u{10B55}`,
  String.raw`\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}`,
  String.raw`\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D23}`,
  String.raw`\u{10E80}-\u{10EA9}\u{10EAD}\u{10EB0}-\u{10EB1}\u{10F00}-\u{10F27}`,
  String.raw`\u{10F30}-\u{10F45}\u{10F51}-\u{10F59}\u{10F70}-\u{10F81}\u{10F86}-\u{10F89}`,
  String.raw`\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8CF}`,
  String.raw`\u{1E900}-\u{1E943}\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}-\u{1E95F}`,
  String.raw`\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}`,
  String.raw`\u{1EE21}-\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}`,
  String.raw`\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}`,
  String.raw`\u{1EE51}-\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}`,
  String.raw`\u{1EE61}-\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}`,
  String.raw`\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}`,
  String.raw`\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}`,
];
const RIGHT_TO_LEFT = new RegExp(`[${RIGHT_TO_LEFT_RANGES.join("")}]`, "u");
// -- end of the generated block --

/** Whether a name holds a right-to-left letter. */
export function isRightToLeft(name) {
  return typeof name === "string" && RIGHT_TO_LEFT.test(name);
}

/** A player's name to put into the page's words: between U+2068 FIRST STRONG ISOLATE and
 * U+2069 POP DIRECTIONAL ISOLATE when it holds a right-to-left letter, so that it is drawn as
 * one run, apart from the words and numbers around it (a score after an Arabic name joined
 * the Arabic run and was drawn on its other side: "3 points, 1 محمد"); a left-to-right name as
 * it is, for the tests and for copies of the page's words. */
export function isolate(name) {
  const text = String(name);
  return isRightToLeft(text) ? `\u2068${text}\u2069` : text;
}

/** A sentence the server wrote (a result, a narrated event, a replay's line) with the players'
 * ``names`` in it isolated, as isolate() isolates them: an older server wrote them bare
 * (today's isolates them itself). The longest name first where one holds another; what is
 * isolated already stays as it is, and a name is found as a whole word only (not the "ام"
 * inside "سامي"). */
export function isolateNames(text, names) {
  if (typeof text !== "string") return text;
  const rightToLeft = [...new Set((names || []).filter(isRightToLeft))];
  if (!rightToLeft.length) return text;
  rightToLeft.sort((a, b) => b.length - a.length);
  const literal = (name) => name.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
  const word = "[\\p{L}\\p{M}\\p{N}]";
  const alone = `(?<!${word})(?:${rightToLeft.map(literal).join("|")})(?!${word})`;
  const found = new RegExp(alone, "gu");
  // The parts outside isolates (the odd pieces of the split are isolated spans, kept).
  return text
    .split(/(\u2068[^\u2069]*\u2069)/u)
    .map((part, at) => (at % 2 ? part : part.replace(found, (name) => `\u2068${name}\u2069`)))
    .join("");
}

/** A seat as the viewer reads it, numbered from 1 as the library's words number them: "you
 * (seat 1)" for the viewer's own seat, "seat 2 (Bo)" for a seat with a player's name, "seat 3
 * (bot)" for the server's bot's. */
export function seatName(seat) {
  if (seat === null || seat === undefined) return say("seat.nobody");
  const number = seat + 1;
  if (page.view && seat === page.view.data.player) return say("seat.you", { seat: number });
  const status = page.status || {};
  const name = (status.names || [])[seat];
  if (name) return say("seat.named", { seat: number, name: isolate(name) });
  if ((status.seats || [])[seat] === "bot") return say("seat.bot", { seat: number });
  return say("seat.plain", { seat: number });
}

// A seat in the header's list of players: its player's name, "bot", or whether it is free.
function seatEntry(status, seat) {
  const name = (status.names || [])[seat];
  const mine = seat === status.seat;
  const who =
    (name && isolate(name)) ||
    (status.seats[seat] === "bot"
      ? say("players.bot")
      : mine
        ? say("players.you")
        : status.taken && !status.taken[seat]
          ? say("players.free")
          : say("players.someone"));
  const fields = { seat: seat + 1, who };
  return mine && name ? say("players.entry-you", fields) : say("players.entry", fields);
}

/** "1 card", "3 cards": a number and its noun, plural unless the number is one. */
export function count(number, noun) {
  return `${number} ${noun}${number === 1 ? "" : "s"}`;
}

/** A game's options that differ from the standard rules (a lobby line's or a status's
 * ``options``) as they are typed: "break_own_tools=false, tiebreak=extra_deals"; "" for the
 * standard rules. */
export function optionsText(options) {
  return Object.entries(options || {})
    .map(([name, value]) => `${name}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

/** "a", "a and b", "a, b and c" (in the page's language). */
export function listing(items) {
  if (items.length <= 1) return items.join("");
  return say("list.and", { rest: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}

/** Any JSON value in words, for labels and the event log. A list of lists keeps its shape, as
 * the library's plain words keep it ("5h, 10s; 4d, 3h"), and one list per seat (as many as
 * the game's players) says whose each is: "you (seat 1): 3; seat 2: none; seat 3: 0, 1, 4". */
export function words(value, depth = 0) {
  if (value === null || value === undefined) return say("value.none");
  if (value === true) return say("value.yes");
  if (value === false) return say("value.no");
  if (Array.isArray(value)) {
    if (value.length === 0) return say("value.none");
    if (depth > 2) return sayCount("value.items", value.length);
    const told = value.map((item) => words(item, depth + 1));
    if (!value.some(Array.isArray)) return told.join(", ");
    const players = page.status ? page.status.players : undefined;
    if (depth === 0 && value.length === players && value.every(Array.isArray)) {
      return told
        .map((items, seat) => say("value.seat", { seat: seatName(seat), items }))
        .join(say("value.seats.separator"));
    }
    return told.join("; ");
  }
  if (typeof value === "object") {
    if (depth > 2) return "…";
    const parts = Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => `${k.replaceAll("_", " ")} ${words(v, depth + 1)}`);
    return `(${parts.join("; ")})`;
  }
  return String(value);
}

/** A move's label: the words the server sent with it (protocol version 2); built from its
 * fields for an older server that sent none. */
export function moveLabel(move) {
  if (typeof move.label === "string") return move.label;
  const parts = [];
  for (const [name, value] of Object.entries(move)) {
    if (name === "type" || name === "player" || name === "label" || value === null) continue;
    if (typeof value === "string") parts.push(value);
    else parts.push(`${name.replaceAll("_", " ")}: ${words(value)}`);
  }
  return parts.length ? parts.join(" · ") : humanize(move.type);
}

/** The lang attribute of an element holding the game's words (a move's label, a log line of an
 * event, the result, a replay's sentence): the status's "language", the tag of the words the
 * server sends, where it differs from the page's own (its <html lang>: French on a French
 * server's page, where a game without French keeps its English words marked "en"); null (no
 * attribute: the page's) otherwise, or from an older server that does not say. A screen
 * reader reads the words of an element with its language's rules, and French read as English
 * is garbled. Only those elements take it: the page's own words around them (headings,
 * buttons, the seat notices in the log) keep the page's. */
function wordsLang() {
  const tag = page.status && page.status.language;
  if (typeof tag !== "string" || !tag) return null;
  return tag.toLowerCase() === document.documentElement.lang.toLowerCase() ? null : tag;
}

/** An event in words: the sentence the server wrote for this seat ("You played the 3 of
 * cups."); built from its fields for an older server that sent none. */
export function eventWords(event) {
  if (typeof event.text === "string") return event.text;
  const actor = "player" in event ? event.player : "seat" in event ? event.seat : undefined;
  const details = Object.entries(event)
    .filter(
      ([name, value]) => !["type", "player", "seat", "text"].includes(name) && value !== null,
    )
    .map(([name, value]) =>
      typeof value === "string" ? value : `${name.replaceAll("_", " ")} ${words(value)}`,
    );
  const what = event.type.replaceAll("_", " ");
  const subject = actor === undefined ? "" : `${humanize(seatName(actor))} · `;
  const text = `${subject}${actor === undefined ? humanize(what) : what}`;
  return details.length ? `${text}: ${details.join(", ")}` : text;
}

function $(testid) {
  return document.querySelector(`[data-testid="${testid}"]`);
}

function setState(name) {
  document.body.dataset.state = name;
}

// -- talking to the server ----------------------------------------------------------------------
//
// Updates arrive on one event stream (server-sent events): an "update" holds the status and the
// view document, and comes whenever what this seat sees changes. A move is a POST whose answer
// is the seat's new view; it carries the view's state_version, so that a move sent twice (a
// double click, a retry) is played once, and a move chosen on an old view is refused. The
// answer's "status" tells whose turn it is then, so no second request is needed.

async function sendMove(move) {
  if (page.busy || watching) return;
  page.busy = true;
  page.moved = true; // a view shown from now on may be the turn come back (show)
  setState("busy");
  for (const button of document.querySelectorAll("[data-testid=move]")) button.disabled = true;
  const document_ = {
    format: "tablegames",
    version: page.view.version, // the format the server speaks; the move goes back as received
    game: page.view.game,
    kind: "move",
    data: move,
    state_version: page.view.state_version,
  };
  try {
    const response = await fetch(`${base}/move`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(document_),
      cache: "no-store",
    });
    const answer = await readAnswer(response);
    if (response.ok && answer.kind === "view") {
      showError(null);
      page.choice = {};
      // The answer holds the seat's status after the move (an older server's does not).
      const { status, ...view } = answer;
      await show(view, status ? shownStatus(status) : await fetchStatus());
    } else if (answer.kind === "error") {
      showError(answer);
      const code = answer.data && answer.data.code;
      if (code === "server.seat.unknown") showGone();
      else if (code === "server.seat.left") showGone(answer.data.message, "left");
      // A move chosen on an old table: fetch the table as it is now, to choose anew.
      else if (response.status === 409) refetch();
    } else {
      showError(notSent(say("error.answered", { status: response.status })));
    }
  } catch {
    showError(notSent(say("error.unreachable")));
  } finally {
    page.busy = false;
    // After a refusal the same moves stay on offer (a new view redraws them anyway).
    for (const button of document.querySelectorAll("[data-testid=move]")) button.disabled = false;
    refreshState();
    if (page.keyboard) keepFocus();
  }
}

// A move that never reached the rules: not a refusal, and nothing was played.
function notSent(why, what = say("error.move-not-played")) {
  const message = say("error.not-sent", { why: `${why[0].toUpperCase()}${why.slice(1)}`, what });
  return { kind: "network", data: { code: "web.network", message } };
}

// The answer's document, or an empty object when it is not JSON (a proxy's HTML error page).
async function readAnswer(response) {
  const type = response.headers.get("Content-Type") || "";
  if (!type.includes("json")) return {};
  try {
    return await response.json();
  } catch {
    return {};
  }
}

// Ask for the view and the status at once (after a refusal, or when the stream was away).
async function refetch() {
  try {
    const [view, status] = await Promise.all([
      fetch(`${base}/view`, { cache: "no-store" }),
      fetch(base, { cache: "no-store" }),
    ]);
    noteServerClock(status);
    if (!watching && (view.status === 404 || status.status === 404)) showGone();
    else if (!watching && status.status === 410)
      showGone((await readAnswer(status)).data?.message, "left");
    else if (view.ok && status.ok) await show(await view.json(), shownStatus(await status.json()));
    else showConnection(false);
  } catch {
    showConnection(false);
  }
}

function shownStatus(status) {
  return watching ? { ...status, seat: null } : status;
}

async function fetchStatus() {
  const response = await fetch(base, { cache: "no-store" });
  noteServerClock(response);
  if (!response.ok) throw new Error(`status ${response.status}`);
  return shownStatus(await response.json());
}

function listen() {
  const events = new EventSource(`${base}/events`);
  page.events = events;
  events.addEventListener("open", () => {
    page.retry = 0;
    showConnection(true);
  });
  events.addEventListener("error", () => {
    if (page.gone || (page.status && page.status.over)) return;
    showConnection(false);
    // A dropped connection the browser retries by itself; a refused one (503 while the
    // server drains, 429 past its rate) it never asks again: ask again later, each time
    // later (1, 2, 4 ... 30 s), and look at the table meanwhile.
    if (events.readyState !== EventSource.CLOSED) return;
    events.close();
    const delay = Math.min(30, 2 ** page.retry) * (0.75 + Math.random() / 2);
    page.retry += 1;
    setTimeout(() => {
      if (page.events !== events || page.gone) return;
      refetch();
      listen();
    }, delay * 1000);
  });
  events.addEventListener("update", (event) => {
    const update = JSON.parse(event.data);
    showConnection(true);
    show(update.view, update.status);
  });
  events.addEventListener("revoked", () => showGone());
  // The seat was left (from this page or another tab), or the turn limit gave it to the bot.
  events.addEventListener("left", (event) => {
    const reason = JSON.parse(event.data).reason;
    showGone(LEFT[reason], reason);
  });
  // The server has nothing more to send (a finished game, once a rematch is named or after a
  // while): without this the browser would ask again for good.
  events.addEventListener("end", () => events.close());
}

// Why this address no longer plays its seat, by the reason of the stream's "left" event.
const LEFT = {
  left: say("left.left"),
  bot: say("left.bot"),
  timeout: say("left.timeout"),
};

// The seat's address was revoked (a rematch asked for in another tab), left, or is unknown:
// the page no longer plays, and says so (why, when the server said), with where to go.
function showGone(why, reason) {
  page.gone = true;
  if (page.events) page.events.close();
  showError(null);
  $("turn").textContent = "";
  // The header and the table no longer read as this page's seat: it was left (or taken away).
  const seat = page.status ? page.status.seat : null;
  const which =
    seat === null || seat === undefined
      ? say("gone.this-seat")
      : say("gone.seat", { seat: seat + 1 });
  $("seat").textContent =
    reason === "left"
      ? say("gone.left", { which })
      : reason === "bot" || reason === "timeout"
        ? say("gone.bot", { which })
        : say("gone.revoked", { which });
  // The picture and the words of the table (which say "you to play") stay as they were, greyed
  // under a caption, and nothing in them can be picked.
  const play = document.querySelector(".play");
  if (play && page.view && !$("gone-table")) {
    play.classList.add("gone");
    play.inert = true;
    play.before(
      el(
        "p",
        { class: "gone-caption", "data-testid": "gone-table" },
        say("gone.caption"),
      ),
    );
  }
  const text = why || say("gone.why");
  announce(`${$("seat").textContent} ${text}`);
  const game = page.status && page.status.id;
  const moves = $("moves");
  if (moves)
    moves.replaceChildren(
      el(
        "p",
        { class: "none", "data-testid": "gone" },
        text.endsWith(" ") ? text : `${text} `,
        game
          ? sayWith("gone.watch-or-lobby", {
              watch: el("a", { href: `watch/${encodeURIComponent(game)}` }, say("gone.watch")),
              lobby: el("a", { href: "./" }, say("gone.back")),
            })
          : el("a", { href: "./" }, say("gone.lobby")),
      ),
    );
  const leave = $("seat-leave");
  if (leave) leave.hidden = true;
  const owner = $("seat-owner");
  if (owner) owner.hidden = true;
  // The buttons that had the focus (the moves, "Yes, leave the seat") are gone: it goes to the
  // words that say why, and where to go.
  const told = $("gone");
  if (told && isFocusLost()) {
    told.setAttribute("tabindex", "-1");
    told.focus();
  }
  $("connection").textContent = "";
  document.body.dataset.turn = "gone";
  setState("over");
}

// -- showing ------------------------------------------------------------------------------------

// Whether a view and status are older than, or the same as, those on the page.
function isShown(document_, status) {
  if (!page.view) return false;
  // Versions only grow: an older view (a late answer) is never shown over a newer one.
  if (document_.state_version < page.view.state_version) return true;
  return (
    document_.state_version === page.view.state_version &&
    JSON.stringify(status) === JSON.stringify(page.status)
  );
}

async function show(document_, status) {
  if (page.gone || isShown(document_, status)) return;
  // The picture calls the seats as the header does (names, bots, free seats): a change of the
  // seats asks for the picture of this view again, though the view is the same.
  const seats = JSON.stringify([status.names, status.seats, status.taken]);
  if (page.pictureSeats !== seats && page.picture >= document_.state_version) {
    page.picture = document_.state_version - 1;
  }
  // The picture of this view first, then the words and the picture at once: the header never
  // says "Your turn." over the picture of the move before (the picture was asked for after
  // the words were shown, and came a moment, or a bot's move, later).
  const picture = await fetchPicture(document_.state_version);
  if (picture && picture.svg) page.pictureSeats = seats;
  // A newer view may have been shown while the picture came.
  if (page.gone || isShown(document_, status)) return;
  if (!page.view || document_.state_version !== page.view.state_version) {
    // The table moved on: what was picked on the old one, and an old refusal, are gone.
    page.choice = {};
    showError(null);
  }
  const held = heldPart(); // read on the view shown, before the moves are drawn anew
  const before = page.status;
  // The turn came back to this seat between two views shown (its own move's answer came after
  // the other seats' moves, or a view was passed over): the turn line's words did not change,
  // so a screen reader would not hear "Your turn." again. One move on (the seat's own move,
  // still its turn, as TEN's draws) is not a turn come back, nor are other seats' moves while
  // this seat has not moved (Aluette's signals, made at any time).
  const cameBack =
    !watching &&
    page.moved &&
    page.view !== null &&
    document_.state_version > page.view.state_version + 1 &&
    isMine(before) &&
    isMine(status);
  page.moved = false;
  page.view = document_;
  page.status = status;
  noteSeats(before, status);
  knowDeparted(status);
  // The view's moves and the scores its viewer may know (null: the game gives none, so that
  // no page repeats a game's scoring) come with the functions.
  const helpers = {
    el,
    words,
    seatName,
    humanize,
    count,
    sayIn,
    sayCountIn,
    listing,
    card: cardElement,
    cardName,
    seatList,
    cardRow,
    moves: document_.moves,
    scores: document_.scores ?? null,
  };
  const focusing = !isFocusLost(); // a part of the page has the focus: keep it on the page
  page.options.render(document_.data, helpers);
  putPicture(picture, document_.state_version);
  // The log's new lines before the turn line: a screen reader says live regions' changes in
  // the order they come, and "Your turn." said before the move that gave the turn misleads.
  showLog(document_.data.events || [], status.narration);
  showSeat(cameBack);
  showMoves();
  regainFocus(held);
  if (page.keyboard || focusing) keepFocus();
  showEnd();
  if (status.rematch) learnRematch(status.rematch);
  page.serial += 1;
  document.body.dataset.serial = String(page.serial);
  document.body.dataset.version = String(document_.state_version);
  refreshState();
}

function refreshState() {
  if (page.gone) setState("over");
  else if (page.busy) setState("busy");
  else if (page.status && page.status.over) setState("over");
  else if (page.view && page.view.moves.length) setState("ready");
  else setState("waiting");
}

function showConnection(online) {
  const node = $("connection");
  setText(node, online ? "" : say("connection.lost"));
}

function showSeat(cameBack = false) {
  const status = page.status;
  // The names the players gave (public; null for a seat without one), by seat.
  // Every seat: its player's name, or a bot's, or free (a seat whose player left); no list
  // when it would only say that people without names hold every seat.
  const seats = status.seats || [];
  const telling = seats.some(
    (kind, seat) => kind === "bot" || (status.names || [])[seat] || isFree(status, seat),
  );
  const entries = telling ? seats.map((_, seat) => seatEntry(status, seat)) : [];
  $("seat").textContent =
    (watching
      ? say("header.watch", { players: status.players })
      : say("header.play", { seat: status.seat + 1, players: status.players })) +
    (entries.length ? say("header.players", { entries: entries.join(", ") }) : "");
  // The variant played, if any: the rules the game's words and moves follow.
  const options = optionsText(status.options);
  setText($("options"), options ? say("header.options", { options }) : "");
  $("options").hidden = !options;
  showFree();
  showOwner();
  document.body.dataset.turn = status.over ? "over" : isMine(status) ? "mine" : "other";
  // The turn line is a status region: a screen reader says it when its words change ("Your
  // turn."), and only then (words written again, the same, could be said again).
  const extra = page.view.moves.length ? say("turn.extra") : "";
  // Once over, the turn line still shows it, unsaid: the log's last lines tell the end, and
  // showEnd says the result (three regions said "The game is over").
  if (status.over) $("turn").setAttribute("aria-live", "off");
  setText($("turn"), turnLine(status, extra));
  if (cameBack) announce(turnLine(status, extra));
}

// Whether a status gives this seat the turn in a game going on.
function isMine(status) {
  return Boolean(status) && !status.over && status.to_act === status.seat;
}

// The turn line: whose turn, and for a free seat to act, what the game waits for.
function turnLine(status, extra) {
  if (status.over) return say("turn.over");
  if (status.to_act === status.seat) return say("turn.yours");
  if (!isFree(status, status.to_act)) {
    return say("turn.waiting", { seat: seatName(status.to_act), extra });
  }
  const seat = status.to_act + 1;
  const kept = keptUntil(status);
  return kept
    ? say("turn.kept", { seat, time: clock(kept), extra })
    : say("turn.free", { seat, extra });
}

// Write a node's words unless they are already there (a live region would say them again).
function setText(node, text) {
  if (node && node.textContent !== text) node.textContent = text;
}

// Say something to a screen reader, through the page's hidden status region (data-testid
// "announce"): a narrowed choice, the game's result, a rematch offered. ``said`` is the words,
// or a list of parts, each words or [words, lang]: the game's words (a result, a replay's
// sentences) are said in their language (wordsLang), in a part of their own, as the page
// shows them; the page's own words in the page's, which a part without a lang keeps. The
// region's lang is the page's: a French result said in it on an English page was read with
// English rules. The same words said twice in a row are said again.
function announce(said) {
  const box = $("announce");
  if (!box) return;
  page.announced = said;
  const parts = (Array.isArray(said) ? said : [said]).map((part) =>
    Array.isArray(part) ? part : [part, null],
  );
  const told = el(
    "p",
    {},
    parts.flatMap(([words, lang], index) => [index ? " " : null, el("span", { lang }, words)]),
  );
  if (box.innerHTML === told.innerHTML) box.replaceChildren();
  // A moment later, so that a region emptied and filled again is heard as a change (and not
  // again if it holds them by then).
  setTimeout(() => {
    if (box.innerHTML !== told.innerHTML) box.replaceChildren(...told.childNodes);
  }, 50);
}

// Whether a seat is a person's and nobody holds it (its player left it).
function isFree(status, seat) {
  return (
    seat !== null &&
    seat !== undefined &&
    (status.seats || [])[seat] === "human" &&
    Array.isArray(status.taken) &&
    status.taken[seat] === false
  );
}

// A seat whose player left (free again) or handed it to the bot since the last status: a line
// in the log, kept with the events' lines. A seat taken again is told too. A seat freed with
// no "left" entry in the status was freed by the game's owner (revoked): the status names only
// the players who left their seats, so a page opened later says only that the seat is free, and
// this page's words agree with it (the departed player's name is not kept for its notice).
function noteSeats(before, status) {
  if (!before || !Array.isArray(before.taken) || !Array.isArray(status.taken)) return;
  const notes = [];
  status.taken.forEach((taken, seat) => {
    if (seat === status.seat) return;
    const name = (before.names || [])[seat];
    const who = name
      ? say("notice.seat-named", { seat: seat + 1, name: isolate(name) })
      : say("notice.seat", { seat: seat + 1 });
    if (before.seats[seat] === "human" && status.seats[seat] === "bot") {
      notes.push(say("notice.to-bot", { who }));
      page.departed.delete(seat);
    } else if (before.taken[seat] && !taken && status.seats[seat] === "human") {
      // An older server sends no "left": every seat freed reads as left, as it did.
      const revoked = Array.isArray(status.left) && !status.left[seat];
      if (revoked) {
        notes.push(say("notice.freed", { who }));
        page.departed.delete(seat);
      } else {
        notes.push(say("notice.left", { who }));
        page.departed.set(seat, name || null);
      }
    } else if (!before.taken[seat] && taken) {
      const now = (status.names || [])[seat];
      notes.push(
        now
          ? say("notice.taken-by", { seat: seat + 1, name: isolate(now) })
          : say("notice.taken", { seat: seat + 1 }),
      );
      page.departed.delete(seat);
    }
  });
  if (!notes.length) return;
  const at = `${status.id}:${page.log.length}:${Date.now()}`;
  for (const text of notes) {
    page.log.push({ key: `seat:${at}:${text}`, text, type: "seat", notice: true });
  }
  saveLog();
}

// Who left each free seat, as the status says (its "left"): a page opened, or reloaded, after
// they left names them as a page open at the time does. A name the status does not know (the
// server restarted since) leaves one this page saw.
function knowDeparted(status) {
  if (!Array.isArray(status.left)) return;
  status.left.forEach((gone, seat) => {
    if (gone && gone.reason === "left" && isFree(status, seat) && !page.departed.get(seat)) {
      page.departed.set(seat, gone.name || null);
    }
  });
}

// How far the server's clock is ahead of this one (milliseconds; behind: negative), from the
// Date header of its last answer read; 0 before one. The header counts whole seconds, rounded
// down, and is read after the answer travelled: the estimate errs on the late side, so a seat
// is never shown free before the server frees it.
let serverAhead = 0;

/** Learn the server's clock from an answer's Date header (a page's clock may be wrong by
 * minutes: times the server gives, as ``kept_until``, are then read on its clock). */
export function noteServerClock(response) {
  const date = Date.parse(response.headers.get("date") || "");
  if (!Number.isNaN(date)) serverAhead = date - Date.now();
}

/**
 * Until when a rematch keeps its free seats for the players of the game before (status
 * ``kept_until``, on the server's clock), as a Date on this page's clock; null for a game that
 * is no rematch, or once that while is over (anyone may take them then).
 */
export function keptUntil(status) {
  const until = status.kept_until;
  if (typeof until !== "number") return null;
  const here = onOurClock(until);
  return here > Date.now() ? here : null;
}

/** A time the server gives (seconds since 1970 on its clock: a status's ``kept_until``, a
 * lobby game's ``created``) as a Date on this page's clock. */
export function onOurClock(seconds) {
  return new Date(seconds * 1000 - serverAhead);
}

/** A time of day in the reader's own clock: "14:05:09". */
export function clock(date) {
  return date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

// The free seats, and what the players still at the table can do: wait, or give the game's
// invitation to someone who takes the seat (the lobby's ?join= link). A rematch keeps its
// free seats for the players of the game before for a while: the page says until when, and
// shows the seats again then.
function showFree() {
  const box = $("seats-free");
  const status = page.status;
  if (!box) return;
  clearTimeout(page.keptTimer);
  const free = status.over
    ? []
    : (status.seats || []).flatMap((_, seat) => (isFree(status, seat) ? [seat] : []));
  box.hidden = !free.length;
  if (!free.length) {
    box.replaceChildren();
    return;
  }
  const seats = free.map((seat) => {
    const name = page.departed.get(seat);
    return name
      ? say("free.seat-left", { seat: seat + 1, name: isolate(name) })
      : say("seat.place", { seat: seat + 1 });
  });
  const link = new URL(`./?join=${encodeURIComponent(status.id)}`, document.baseURI).href;
  const invitation = el("a", { href: link, "data-testid": "invitation" }, link);
  // The sentence of one seat or of several ("is free", "are free").
  const fields = { seats: humanize(listing(seats)), invitation };
  const kept = keptUntil(status);
  if (kept) {
    box.replaceChildren(
      ...sayCountWith("free.kept", free.length, { ...fields, time: clock(kept) }),
    );
    page.keptTimer = setTimeout(showSeat, kept.getTime() - Date.now() + 250);
    return;
  }
  box.replaceChildren(...sayCountWith("free.open", free.length, fields));
}

/** A card as an element, its text as given: the JSON's string, or cardName's name of it. */
export function cardElement(text, attributes = {}) {
  return el("span", { class: "card", "data-testid": "card", ...attributes }, text);
}

/**
 * The seats in words, one line each, the seat to act marked: a list for a game's page.
 *
 * @param {string[]} lines Each seat's line, by seat.
 * @param {?number} toAct The seat to act (null once the game is over).
 * @param {object} attributes More attributes of each line's element.
 */
export function seatList(lines, toAct, attributes = {}) {
  const list = el("ul", { class: "seats", "data-testid": "seats" });
  lines.forEach((line, seat) => {
    list.append(el("li", { class: seat === toAct ? "acting" : "", ...attributes }, line));
  });
  return list;
}

/**
 * A row of cards under a heading ("Your hand: "), or the words for none.
 *
 * @param {string} testid The row's data-testid ("hand").
 * @param {string} heading The words before the cards.
 * @param {string[]} cards The cards' texts, as the JSON writes them or named (cardName).
 * @param {string} none What the row says when there is no card.
 */
export function cardRow(testid, heading, cards, none = "") {
  return el(
    "div",
    { class: "hand", "data-testid": testid },
    heading,
    cards.length ? cards.map((text) => cardElement(text)) : none,
  );
}

function showMoves() {
  const box = $("moves");
  box.replaceChildren();
  const moves = page.view.moves;
  // A pick that names none of the moves on offer now (a card played since) is forgotten.
  if (Object.keys(page.choice).length && !chosen(moves).length) page.choice = {};
  markTargets(moves);
  let listed = moves.map((move, index) => [move, index]);
  if (Object.keys(page.choice).length) {
    listed = listed.filter(([move]) => names(move, page.choice));
    box.append(
      el(
        "p",
        { class: "focus", "data-testid": "choice" },
        say("choice.with", { choice: describeChoice() }),
        button(say("choice.all"), { "data-testid": "show-all" }, () => choose(null)),
      ),
    );
  } else if (moves.length && $("picture") && !$("picture").hidden) {
    const hint = el(
      "p",
      { class: "hint", "data-testid": "hint" },
      say("moves.hint"),
    );
    // Only while some part of the picture is lit (markTargets says so once it is drawn).
    hint.hidden = !$("picture").querySelector(".target");
    box.append(hint);
  }
  if (!moves.length) {
    const none = watching ? say("moves.watching") : say("moves.none");
    box.append(el("p", { class: "none" }, none));
    return;
  }
  // The moves are listed under the headings the server wrote in the words' language (each
  // move's "group", as the terminal's menu heads them: Saboteur's by the card played, TEN's
  // several types under one), or by their type from an older server that wrote none.
  const groups = new Map();
  for (const [move, index] of listed) {
    const key = moveGroup(move);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push([move, index]);
  }
  for (const [heading, members] of groups) {
    const type = members[0][0].type;
    const list = el("div", { class: "group-moves" });
    for (const [move, index] of members) {
      list.append(
        button(
          moveLabel(move),
          { "data-testid": "move", "data-type": type, "data-index": index, lang: wordsLang() },
          (event) => {
            // A button pressed from the keyboard (a click with no mouse detail): keep the
            // keyboard on the moves as they are drawn anew.
            page.keyboard = event.detail === 0;
            sendMove(move);
          },
        ),
      );
    }
    box.append(
      el(
        "section",
        { class: "group", "data-testid": "move-group", "data-type": type },
        el(
          "h3",
          hasGroup(members[0][0]) ? { lang: wordsLang() } : {},
          `${heading} (${members.length})`,
        ),
        list,
      ),
    );
  }
}

/** The heading a move is listed under: its "group" from the server, in the words' language
 * ("Jouer une carte"), or its type in words ("Play card") from an older server. */
function moveGroup(move) {
  return hasGroup(move) ? move.group : humanize(move.type);
}

/** Whether the server wrote a move's heading ("group"), in the words' language. */
function hasGroup(move) {
  return typeof move.group === "string" && move.group !== "";
}

// The buttons are drawn anew with each view, so the focus of a keyboard player would fall back
// to the page's top after every move: it goes to the first move on offer instead (or stays
// where the player put it, if that is still on the page), or, with no move on offer (a move
// that ended the turn), to the turn line, which says whose turn it is.
function keepFocus() {
  if (!isFocusLost()) return;
  const first = document.querySelector("[data-testid=move]:not([disabled])");
  (first || $("turn")).focus({ preventScroll: true });
}

// The move button or lit part of the picture the keyboard is on, as what it stands for: a
// move by its document, a part by what it names (and which of the parts naming that it is).
// None while this page's own move is on its way: the focus then goes to the first move of the
// table after it, as a player who moves expects, and never stays on a move played again by
// one more press of Enter.
function heldPart() {
  const node = document.activeElement;
  if (page.busy || !node || !page.view) return null;
  if (node.dataset.testid === "move") {
    const move = page.view.moves[Number(node.dataset.index)];
    return move ? { move: JSON.stringify(move), type: move.type, label: moveLabel(move) } : null;
  }
  const box = $("picture");
  if (!box || !box.contains(node) || !node.classList.contains("target")) return null;
  const part = partKey(node);
  return { part, nth: litParts(part).indexOf(node) };
}

// What a part of the picture stands for: what it names, and the moves it matches, if any (a
// card and its turned copy name the same card).
function partKey(node) {
  return JSON.stringify([pick(node), node.dataset.match ?? null]);
}

function litParts(part) {
  const box = $("picture");
  const lit = box ? [...box.querySelectorAll(".target")] : [];
  return lit.filter((node) => partKey(node) === part);
}

// Another seat's move draws the moves (and the picture) anew while the player is on one of
// them: the focus stays on the same move, or the same part, if it is still on offer, so that
// Enter never plays a move the player did not choose; when it is gone, keepFocus decides.
function regainFocus(held) {
  if (!held || !isFocusLost()) return;
  let node;
  if (held.part !== undefined) {
    const parts = litParts(held.part);
    node = parts[held.nth] || parts[0];
  } else {
    const buttons = [...document.querySelectorAll("[data-testid=move]:not([disabled])")];
    const moveOf = (button) => page.view.moves[Number(button.dataset.index)];
    node =
      buttons.find((button) => JSON.stringify(moveOf(button)) === held.move) ||
      buttons.find(
        (button) => button.dataset.type === held.type && moveLabel(moveOf(button)) === held.label,
      );
  }
  if (node) node.focus({ preventScroll: true });
}

// Whether the focus fell to the page's body (its part was drawn anew, hidden or disabled).
function isFocusLost() {
  const focused = document.activeElement;
  return !focused || focused === document.body || !document.contains(focused);
}

function button(label, attributes, onClick) {
  const node = el("button", { type: "button", ...attributes }, label);
  node.addEventListener("click", onClick);
  return node;
}

// The parts of the picture a listed move names are lit ("target") and clickable; once a card
// is chosen, only the places and seats its moves go to stay lit. Nothing here knows why a
// part is a target: the moves say so. The picture draws lit (tg-legal) every part that some
// move of the seat uses (a Saboteur cell where any of its path cards fits), and draws some
// targets as any other part (the maze card a rockfall clears, a goal a map looks at, a seat a
// tool card targets): while a choice is made, the frame says so (data-choosing), and the
// style sheet dims the lit parts the choice leaves out and rings every target, so that what
// looks lit is what a click may pick. The last move's mark (tg-last-move) carries the data
// attributes of the part it outlines, but is no part: it is never lit, and the style sheet
// lets a click through it to the part below. A part drawn inside a part that names the same
// (a seat's player's name, data-seat, in that seat's row) is a piece of it, never a button of
// its own: a button inside a button, a second Tab stop for the same seat.
function markTargets(moves) {
  const box = $("picture");
  if (!box) return;
  const parts = "[data-cell], [data-card], [data-seat], [data-value], [data-match]";
  box.toggleAttribute("data-choosing", Object.keys(page.choice).length > 0);
  let lit = false;
  for (const node of box.querySelectorAll(parts)) {
    if (node.closest(".tg-last-move")) continue;
    const picked = pick(node);
    if (!picked) continue;
    const outer = node.parentElement.closest(parts);
    if (outer && JSON.stringify(pick(outer)) === JSON.stringify(picked)) continue;
    const key = Object.keys(picked)[0];
    const others = { ...page.choice };
    delete others[key];
    const target = moves.some((move) => names(move, { ...others, ...picked }));
    const isChosen = JSON.stringify(page.choice[key]) === JSON.stringify(picked[key]);
    node.classList.toggle("target", target);
    lit ||= target;
    node.classList.toggle("chosen", target && isChosen);
    if (target) node.dataset.testid = "target";
    else if (node.dataset.testid === "target") delete node.dataset.testid;
    node.onclick = target
      ? (event) => {
          event.stopPropagation(); // a card drawn inside a cell: the innermost part is picked
          choose(isChosen ? { [key]: undefined } : picked);
          if (isChosen || key !== "moves") return;
          // A button that stands for one move plays it (from the keyboard too: Enter on the
          // part, whose event has no mouse detail, keeps the focus on the moves after it).
          const left = chosen(page.view.moves);
          if (left.length !== 1) return;
          page.keyboard = event.detail === 0;
          sendMove(left[0]);
        }
      : null;
    // Lit parts are buttons for the keyboard too: Tab reaches them, Enter or Space picks.
    if (target) {
      // The cards to choose come first from the keyboard, before the table's places and
      // seats: a card is chosen, then where it goes (handFirst puts them first in the DOM).
      const card = key === "card" && !node.parentElement.closest("[data-cell]");
      node.classList.toggle("pickable", card);
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      // A card, place or seat is a toggle (picked, then let go); a button of moves is none.
      if (key === "moves") node.removeAttribute("aria-pressed");
      else node.setAttribute("aria-pressed", String(isChosen));
      nameButton(node);
      node.onkeydown = (event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        node.onclick(event);
      };
    } else {
      node.classList.remove("pickable");
      node.removeAttribute("tabindex");
      node.removeAttribute("role");
      node.removeAttribute("aria-pressed");
      unnameButton(node);
      node.onkeydown = null;
    }
  }
  handFirst(box.querySelector("svg"));
  const hint = $("hint");
  if (hint) hint.hidden = !lit;
}

// A lit part's name: its title (what it is, "repair pickaxe", "empty cell 0,1: a path card of
// yours fits here"), led by the words drawn on it when the title does not hold them in their
// order ("Seat 2 bot 6 cards in hand: seat 2: break lantern possible"): a name holds what is
// seen, as speech input needs. The drawn words are parted by a space in the page's text (no
// drawing: text between SVG elements is not painted), or "repair" and "pickaxe", drawn as
// two lines, read as the one word "repairpickaxe" to a tool comparing name and words.
function nameButton(node) {
  const title = node.querySelector(":scope > title") || node.querySelector("title");
  const texts = [...node.querySelectorAll("text")].filter((t) => !t.closest(".tg-last-move"));
  for (const text of texts) {
    const next = text.nextSibling;
    if (!(next && next.nodeType === Node.TEXT_NODE && next.data === " ")) text.after(" ");
  }
  const shown = texts.map((t) => t.textContent.trim()).filter(Boolean).join(" ");
  const name = title ? title.textContent.trim() : "";
  const told = !name || holds(name, shown);
  node.setAttribute("aria-label", told ? name || shown : `${shown}: ${name}`);
  node.dataset.named = "";
}

// Whether the words of ``part`` stand in ``whole`` in their order, one after the other.
function holds(whole, part) {
  const words = (text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const all = words(whole);
  const some = words(part);
  for (let at = 0; at + some.length <= all.length; at++) {
    if (some.every((word, index) => all[at + index] === word)) return true;
  }
  return false;
}

// A part no longer lit is no button: the name given to it goes.
function unnameButton(node) {
  if (node.dataset.named === undefined) return;
  node.removeAttribute("aria-label");
  delete node.dataset.named;
}

// Tab follows the page's order, and the picture draws the board before the hand: the parts of
// the picture that hold cards to choose (its hand) are moved ahead of the first other part
// Tab reaches, just after the background, so that the hand comes first from the keyboard
// without a positive tabindex (which would put the cards before the header's buttons too).
// The game's panels do not overlap, so painting the hand earlier changes nothing seen. Once
// moved, nothing moves again: a focused card is never taken out of the page.
function handFirst(svg) {
  if (!svg) return;
  const top = (node) => {
    while (node.parentNode !== svg) node = node.parentNode;
    return node;
  };
  const hands = new Set([...svg.querySelectorAll(".pickable")].map(top));
  const ahead = [...svg.children].find(
    (child) => !hands.has(child) && child.matches("[tabindex], :has([tabindex])"),
  );
  if (!ahead) return;
  for (const hand of hands) {
    if (ahead.compareDocumentPosition(hand) & Node.DOCUMENT_POSITION_FOLLOWING) {
      svg.insertBefore(hand, ahead);
    }
  }
}

// Pick a part (null: forget every pick); picking the chosen part again lets it go.
function choose(picked) {
  if (picked === null) page.choice = {};
  else {
    const next = { ...page.choice, ...picked };
    for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
    page.choice = next;
    // A pick that leaves no move starts a new choice from this part alone.
    if (!chosen(page.view.moves).length) page.choice = { ...picked };
  }
  showMoves();
  // The list narrowed (or whole again) is said: a screen reader hears nothing of the moves
  // redrawn further down the page.
  const moves = sayCount("moves.count", chosen(page.view.moves).length);
  announce(
    Object.keys(page.choice).length
      ? say("choice.said", { choice: describeChoice(), moves })
      : say("choice.all-said", { moves }),
  );
}

// -- the log ------------------------------------------------------------------------------------
//
// A view carries the events of the current turn or round only, each window starting with the
// events that opened it; the page keeps every line since it opened (and across a reload, in
// the tab's session storage), joining each view's events where they overlap the log's end.

function logKey() {
  return `tablegames-log:${base}`;
}

function loadLog() {
  try {
    return JSON.parse(sessionStorage.getItem(logKey()) || "[]");
  } catch {
    return [];
  }
}

function joinLog(events, narration) {
  // The status's narration, one text per event, calls the seats by their players' names.
  const named = Array.isArray(narration) && narration.length === events.length;
  // An event with an empty text tells nothing another one does not tell better: no line.
  const lines = events
    .map((event, index) => ({
      key: JSON.stringify(event),
      text:
        named && typeof narration[index] === "string" && event.text !== ""
          ? isolateNames(narration[index], page.status && page.status.names)
          : eventWords(event),
      type: event.type,
      told: event.text !== "",
    }))
    .filter((line) => line.told)
    // Each line keeps the language it was written in: the log outlives the page (a reload).
    .map(({ key, text, type }) => ({ key, text, type, lang: wordsLang() }));
  const log = page.log;
  // The longest run of the new events' start that the log's events end with (the page's own
  // lines, a seat left or taken, are no event).
  const told = log.filter((line) => !line.notice);
  let overlap = 0;
  for (let k = Math.min(told.length, lines.length); k > 0; k--) {
    let same = true;
    for (let i = 0; i < k && same; i++) same = told[told.length - k + i].key === lines[i].key;
    if (same) {
      overlap = k;
      break;
    }
  }
  page.log = log.concat(lines.slice(overlap));
  saveLog();
  return lines.length;
}

function saveLog() {
  try {
    sessionStorage.setItem(logKey(), JSON.stringify(page.log));
  } catch {
    // A full or forbidden storage only costs the log across a reload.
  }
}

function showLog(events, narration) {
  const current = joinLog(events, narration);
  const box = $("log");
  // The log only grows: the lines on the page stay, and the new ones are appended, so that a
  // screen reader (the box is a role=log region) reads out those alone, not the whole log.
  let list = box.querySelector("ol");
  if (!list || list.children.length > page.log.length) {
    list = el("ol", {});
    box.replaceChildren(list);
  }
  for (let index = list.children.length; index < page.log.length; index++) {
    const line = page.log[index];
    list.append(
      el(
        "li",
        {
          "data-testid": line.notice ? "seat-notice" : "event",
          "data-type": line.type,
          lang: line.lang,
        },
        line.text,
      ),
    );
  }
  // The lines of the view on the page are marked: what happened since the turn began.
  [...list.children].forEach((node, index) => {
    const recent = index >= page.log.length - current;
    node.className = page.log[index].notice ? "notice" : recent ? "recent" : "earlier";
  });
  box.scrollTop = box.scrollHeight;
}

function showError(answer) {
  const box = $("error");
  if (!answer) {
    box.hidden = true;
    box.textContent = "";
    delete box.dataset.code;
    return;
  }
  const data = answer.data || {};
  box.hidden = false;
  box.dataset.code = data.code || "";
  box.replaceChildren(
    // A refusal is the rules' or the server's answer; a network failure refused nothing.
    el(
      "strong",
      {},
      answer.kind === "network" ? say("error.not-sent-label") : say("error.refused"),
    ),
    el("span", { "data-testid": "error-message" }, data.message || say("error.unknown")),
    el("code", { class: "code" }, data.code || ""),
  );
}

function showEnd() {
  const box = $("game-over");
  const status = page.status;
  const leave = $("seat-leave");
  if (leave && status.over) leave.hidden = true; // a finished game's seats stay as they were
  if (!status.over) {
    box.hidden = true;
    return;
  }
  const list = el("ol", { "data-testid": "final-scores" });
  status.scores.forEach((score, seat) => {
    const won = status.winners.includes(seat);
    list.append(
      el(
        "li",
        {
          "data-testid": "final-score",
          "data-seat": seat,
          "data-score": score,
          class: won ? "won" : "",
        },
        won
          ? say("end.score-won", { seat: humanize(seatName(seat)), score })
          : say("end.score", { seat: humanize(seatName(seat)), score }),
      ),
    );
  });
  const record = el(
    "span",
    {},
    sayWith("end.record", {
      json: el("a", { href: `${base}/record`, download: "", "data-testid": "record" }, "JSON"),
      // The game text (.tgn): headers and the moves in notation, as people read a game.
      text: el(
        "a",
        { href: `${base}/record?format=text`, download: "", "data-testid": "record-text" },
        say("end.game-text"),
      ),
    }),
  );
  // A rematch asked for by any seat is offered to every seat (each joins it with an address
  // of its own, from its own ask) and shown to the spectators.
  const rematch = status.rematch;
  const offer = !rematch
    ? ""
    : watching
      ? el(
          "p",
          { "data-testid": "rematch-offer" },
          sayWith("end.rematch-begun", {
            watch: el("a", { href: `watch/${encodeURIComponent(rematch)}` }, say("end.watch-it")),
          }),
        )
      : el("p", { "data-testid": "rematch-offer" }, rematchWords());
  const label = rematch ? say("rematch.join") : say("rematch.ask");
  const again = watching
    ? ""
    : button(label, { "data-testid": "rematch" }, async (event) => {
        // Once: each ask gives the seat a new address and revokes the one given before, so a
        // second click would revoke the address this page is about to open.
        if (page.rematching) return;
        page.rematching = true;
        event.currentTarget.disabled = true;
        try {
          const response = await fetch(`${base}/rematch`, { method: "POST", cache: "no-store" });
          const answer = await readAnswer(response);
          if (response.ok) {
            location.assign(answer.url);
            return;
          }
          const why = say("error.answered", { status: response.status });
          showError(answer.kind === "error" ? answer : notSent(why, say("error.no-rematch")));
        } catch {
          showError(notSent(say("error.unreachable"), say("error.no-rematch")));
        }
        page.rematching = false;
        showEnd();
      });
  if (page.rematching && again) again.disabled = true;
  // How the game ended, once: the game's own words, which say who won ("Nobody won.", "Seat 3
  // wins with 6 nuggets."); the page's words only for an older server that sent none.
  const result = typeof status.result === "string" ? isolateNames(status.result, status.names) : "";
  const winners = listing(status.winners.map(seatName));
  const verdict = result
    ? el("p", { "data-testid": "result", class: "result", lang: wordsLang() }, result)
    : el(
        "p",
        { "data-testid": "winners" },
        winners ? say("end.won-by", { winners }) : say("end.nobody"),
      );
  // Drawn anew (a rematch offered), the panel keeps the focus on its part that had it.
  const inside = box.contains(document.activeElement);
  const had = inside ? document.activeElement.dataset.testid || "game-over-heading" : null;
  const heading = el(
    "h2",
    { "data-testid": "game-over-heading", tabindex: "-1" },
    say("end.heading"),
  );
  // Every position of the game, once over (its record tells every hidden card anyway).
  const stepThrough = button(
    say("replay.open"),
    { "data-testid": "replay-open", "aria-controls": "replay" },
    openReplay,
  );
  box.replaceChildren(
    heading,
    verdict,
    list,
    offer,
    el("p", {}, record, " ", again),
    el("p", {}, stepThrough),
  );
  box.hidden = false;
  const turn = $("turn");
  if (had) (box.querySelector(`[data-testid="${had}"]`) || heading).focus({ preventScroll: true });
  // The game's end takes the focus from the moves gone with it (or from nowhere): to the
  // panel's heading, from which the result and the scores follow.
  else if (!page.ended && (isFocusLost() || document.activeElement === turn)) heading.focus();
  // Said to a screen reader once each (the result again only with the offer's new words,
  // below): the game's result, a rematch offered. The end itself is the log's to say, in the
  // game's words ("The game is over: seat 2 won."), just before. The result in the game's
  // language (the page's words for an older server), the offer in the page's.
  const said = [];
  if (!page.ended) {
    page.ended = true;
    said.push([verdict.textContent, verdict.getAttribute("lang")]);
  }
  const offered = offer ? offer.textContent : "";
  if (offered && offered !== page.offered) {
    // The same rematch offered in new words (who asked, learnt a moment after the status named
    // it): they replace the words said with the first offer, at once if nothing was said since,
    // before a screen reader may have said them. What was said besides that offer (the result,
    // to a page opened after the ask) is said again with the new offer, not lost with the old.
    const before = page.endSaid;
    if (before && before === page.announced && page.offeredFor === rematch) {
      said.unshift(...before.slice(0, -1));
    }
    said.push(offered);
  }
  page.offered = offered;
  page.offeredFor = offered ? rematch : null;
  if (said.length) {
    announce(said);
    page.endSaid = said;
  }
}

// -- a finished game stepped through ------------------------------------------------------------
//
// Once the game is over its record is public (the seed tells every hidden card), and the server
// gives each position of it: GET /api/games/<id>/replay?at=N says the move that led there and
// what it did, every secret told, and replay.svg?at=N draws the whole table (every hand face
// up) with that move marked. The panel steps through them with its buttons or the arrow, Home
// and End keys; the page's own table stays as the game ended.

function replayBase() {
  const id = watching ? decodeURIComponent(key || "") : page.status.id;
  return `api/games/${encodeURIComponent(id)}`;
}

function openReplay() {
  const box = $("replay");
  if (!box.hidden) {
    box.querySelector("h2").focus();
    return;
  }
  // Each step counts from the position last asked for, not the one shown: presses quicker
  // than the server's answers each move one position on.
  const go = (to) => {
    if (page.replay.length === null) {
      page.replay.queued.push(to); // pressed before the game's length is known: kept
      return;
    }
    page.replay.wanted = to.at(page.replay.wanted);
    stepTo(page.replay.wanted);
  };
  const step = (label, testid, to) =>
    button(label, { "data-testid": testid, "aria-keyshortcuts": to.keys }, () => go(to));
  const first = { at: () => 0, keys: "Home" };
  const back = { at: (from) => Math.max(0, from - 1), keys: "ArrowLeft" };
  const forward = {
    at: (from) => Math.min(page.replay.length, from + 1),
    keys: "ArrowRight",
  };
  const last = { at: () => page.replay.length, keys: "End" };
  // Said to a screen reader with what the move did (announce), not read out as a live region.
  const where = el("output", { "data-testid": "replay-at" }, "");
  const said = el("ul", { "data-testid": "replay-said", class: "log" });
  // The picture keeps a readable size in a frame of its own, as the page's table does.
  const picture = el("img", { "data-testid": "replay-picture", alt: "", hidden: true });
  picture.addEventListener("error", () => (picture.hidden = true));
  // On a phone (or a desktop zoomed to 200%) the frame scrolls, as the page's own table's
  // does: it is then a Tab stop, named, looked at again as each position's picture comes,
  // and hinted at as the table's is (tellOverflow), by a line above it.
  const hint = el("p", {
    id: "replay-hint",
    "data-testid": "replay-hint",
    class: "hint picture-hint",
    hidden: true,
  });
  const frame = el(
    "div",
    {
      class: "frame",
      "data-testid": "replay-frame",
      role: "group",
      "aria-label": say("replay.picture"),
    },
    picture,
  );
  const reframe = scrolledByKeys(frame, hint, say("replay.picture"));
  picture.addEventListener("load", reframe);
  const close = button(say("replay.close"), { "data-testid": "replay-close" }, () => {
    box.hidden = true;
    box.replaceChildren();
    const opener = $("replay-open");
    if (opener) opener.focus();
  });
  // The panel's parts live in one element made anew at each opening, with its keys: the
  // section itself stays, and a listener on it would be added again at each opening.
  const panel = el(
    "div",
    {},
    el("h2", { id: "replay-heading", tabindex: "-1" }, say("replay.open")),
    // The buttons stay where they are whatever the words of a position (clicked again and
    // again, a button that moved with them would be missed).
    el(
      "p",
      { class: "steps" },
      step(say("replay.first"), "replay-first", first),
      step(say("replay.back"), "replay-back", back),
      step(say("replay.forward"), "replay-forward", forward),
      step(say("replay.last"), "replay-last", last),
      close,
    ),
    el("p", {}, where),
    said,
    hint,
    frame,
  );
  panel.addEventListener("keydown", (event) => {
    const to = { Home: first, End: last, ArrowLeft: back, ArrowRight: forward }[event.key];
    if (!to || event.altKey || event.ctrlKey || event.metaKey) return;
    // The frame, a Tab stop while it scrolls, keeps its keys: they scroll the table in it.
    if (event.target === frame) return;
    event.preventDefault();
    go(to);
  });
  box.replaceChildren(panel);
  // The count of requests goes on across openings: an answer to a closed panel's request is
  // never taken for one of this panel's.
  page.replay = { at: 0, wanted: 0, length: null, asked: page.replay.asked, queued: [] };
  box.hidden = false;
  box.querySelector("h2").focus();
  stepTo(0);
}

// Show the position after ``at`` moves (the answer to the last step asked for wins).
async function stepTo(at) {
  const box = $("replay");
  const asked = ++page.replay.asked;
  let answer;
  try {
    const response = await fetch(`${replayBase()}/replay?at=${at}`);
    answer = await readAnswer(response);
    if (!response.ok) {
      throw new Error(answer.data?.message || say("error.answered", { status: response.status }));
    }
  } catch (error) {
    if (asked === page.replay.asked) {
      const why = error.message || say("error.unreachable");
      setText(box.querySelector("output"), say("replay.not-shown", { why }));
    }
    return;
  }
  if (asked !== page.replay.asked || box.hidden) return;
  page.replay.at = answer.at;
  const learnt = page.replay.length === null;
  page.replay.length = answer.length;
  const notation = answer.notation;
  const move =
    notation === null
      ? ""
      : answer.player === null
        ? say("replay.move", { notation })
        : say("replay.move-by", { seat: humanize(seatName(answer.player)), notation });
  const position =
    answer.at === 0
      ? sayCount("replay.start", answer.length)
      : say("replay.at", { at: answer.at, length: answer.length });
  setText(box.querySelector("output"), `${position}${move}`);
  // The server's sentences name the players as they are: their right-to-left names isolated.
  const said = answer.said.map((line) => isolateNames(line, page.status && page.status.names));
  announce([`${position}${move}.`, ...said.map((line) => [line, wordsLang()])]);
  box.querySelector('[data-testid="replay-said"]').replaceChildren(
    ...said.map((line) => el("li", { "data-testid": "replay-line", lang: wordsLang() }, line)),
  );
  const picture = box.querySelector("img");
  if (!page.drawless) {
    picture.alt =
      answer.at === 0 ? say("replay.alt-start") : say("replay.alt-after", { at: answer.at });
    picture.src = `${replayBase()}/replay.svg?at=${answer.at}`;
    picture.hidden = false;
  }
  box.dataset.at = String(answer.at);
  for (const [testid, off] of [
    ["replay-first", answer.at === 0],
    ["replay-back", answer.at === 0],
    ["replay-forward", answer.at === answer.length],
    ["replay-last", answer.at === answer.length],
  ]) {
    const control = box.querySelector(`[data-testid="${testid}"]`);
    // Not disabled: a disabled button loses the keyboard's focus; it says it does nothing.
    control.setAttribute("aria-disabled", String(off));
  }
  // The presses made before the first answer, now that the game's length is known.
  const queued = learnt ? page.replay.queued.splice(0) : [];
  for (const to of queued) page.replay.wanted = to.at(page.replay.wanted);
  if (queued.length && page.replay.wanted !== answer.at) stepTo(page.replay.wanted);
}

// Who asked for the rematch: the seats that took theirs in it (the rematch's public summary),
// but this one. Read once per rematch; the panel is drawn again when it comes.
async function learnRematch(id) {
  if (page.rematch && page.rematch.id === id) return;
  page.rematch = { id, taken: null };
  try {
    const response = await fetch(`api/games/${encodeURIComponent(id)}`, { cache: "no-store" });
    if (!response.ok) return;
    const summary = await response.json();
    if (page.rematch.id !== id || !Array.isArray(summary.taken)) return;
    page.rematch.taken = summary.taken;
    if (page.status && page.status.over) showEnd();
  } catch {
    // The offer stands without the names.
  }
}

function rematchWords() {
  const mine = page.status.seat;
  const taken = (page.rematch && page.rematch.taken) || [];
  const askers = taken.flatMap((joined, seat) => (joined && seat !== mine ? [seat] : []));
  const who = askers.length ? humanize(listing(askers.map(seatName))) : say("rematch.another");
  if (taken[mine]) return say("rematch.joined");
  // "Another seat has asked": one seat, if none is named.
  return sayCount("rematch.asked", Math.max(1, askers.length), {
    who,
    join: say("rematch.join"),
  });
}

/**
 * Start the page.
 *
 * @param {{render: function(object, object): void}} options `render(data, helpers)` draws
 *   the view's data (the view document's "data") into the page's own elements.
 */
export function start(options) {
  page.options = options;
  setState("loading");
  offerLeave();
  page.log = loadLog();
  // The picture as a plain image first: an image asked for while the page loads holds back
  // its load event, so even a browser's one-shot screenshot shows the table. The inline
  // picture (with its clickable parts) replaces it once the view is here.
  const box = $("picture");
  if (box) {
    const first = el("img", { src: PICTURE, alt: say("page.picture"), class: "first" });
    first.addEventListener("error", () => first.remove());
    box.replaceChildren(first);
    box.hidden = false;
    page.reframe = scrolledByKeys(box, $("picture-hint"));
    first.addEventListener("load", page.reframe);
  }
  listen();
  // The stream's first update can take a moment: ask for the table at once as well (show
  // keeps whichever is newer), so the page never sits on "Connecting…".
  refetch();
}

// A seat's holder may leave its seat (free for another player) or hand it to the server's bot
// for the rest of the game; the page then says so, as the stream's "left" event does.
function offerLeave() {
  const box = $("seat-leave");
  if (!box || watching) return;
  const leave = async (to) => {
    for (const node of box.querySelectorAll("button")) node.disabled = true;
    try {
      const response = await fetch(`${base}/leave`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ to }),
        cache: "no-store",
      });
      if (response.ok) {
        showGone(LEFT[to === "bot" ? "bot" : "left"], to === "bot" ? "bot" : "left");
        return;
      }
      const answer = await readAnswer(response);
      const why = say("error.answered", { status: response.status });
      showError(answer.kind === "error" ? answer : notSent(why, say("error.seat-kept")));
    } catch {
      showError(notSent(say("error.unreachable"), say("error.seat-kept")));
    }
    for (const node of box.querySelectorAll("button")) node.disabled = false;
  };
  // Each asks first: a click that slipped would give the seat away (not to be undone from
  // this page). The question stands in place of the two buttons until answered.
  const ask = (to) => {
    const question = to === "bot" ? say("leave.ask-bot") : say("leave.ask");
    // The question describes both answers (a screen reader on either button hears it), and
    // Escape answers "No", as in a dialog.
    const described = { "aria-describedby": "leave-question" };
    box.replaceChildren(
      el("span", { "data-testid": "leave-question", id: "leave-question" }, question),
      button(
        to === "bot" ? say("leave.yes-bot") : say("leave.yes"),
        { "data-testid": "leave-confirm", "data-to": to, ...described },
        () => leave(to),
      ),
      " ",
      button(say("leave.no"), { "data-testid": "leave-cancel", ...described }, () => offer(to)),
    );
    box.onkeydown = (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      offer(to);
    };
    box.querySelector("[data-testid=leave-cancel]").focus();
  };
  // The two buttons; after a question answered "No", the focus goes back to the one that asked.
  const offer = (asked) => {
    box.onkeydown = null;
    box.replaceChildren(
      button(say("leave.button"), { "data-testid": "leave" }, () => ask("lobby")),
      " ",
      button(say("leave.to-bot"), { "data-testid": "leave-to-bot" }, () => ask("bot")),
    );
    const again = asked === "bot" ? "leave-to-bot" : "leave";
    if (asked) box.querySelector(`[data-testid=${again}]`).focus();
  };
  offer(null);
  box.hidden = false;
}

// -- the game's owner ---------------------------------------------------------------------------
//
// The lobby keeps the owner's key of each game it made, in this browser's storage by game id
// (keepOwnerKey). On a seat's page of such a game the owner may free each other human seat that
// is taken, for a player who is gone for good (the game waits for their seat otherwise): the
// seat's address stops playing it and the seat is free for anyone to take. The key is a secret,
// as a seat's credential is: it is sent nowhere but in the Authorization header of that request
// (DELETE api/games/<id>/seats/<n>), never in an address; it is forgotten once the game is over.

const OWNER_KEY = "tablegames-owner:";

/** Keep the owner's key of game ``id`` in this browser, for its seats' pages. */
export function keepOwnerKey(id, token) {
  try {
    localStorage.setItem(`${OWNER_KEY}${id}`, token);
  } catch {
    // A forbidden storage: the lobby still shows the key, to be used by hand.
  }
}

function ownerKey(id) {
  try {
    return localStorage.getItem(`${OWNER_KEY}${id}`);
  } catch {
    return null;
  }
}

function forgetOwnerKey(id) {
  try {
    localStorage.removeItem(`${OWNER_KEY}${id}`);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

// The owner's controls: "Free seat N" for each other human seat taken, or the question asked
// about one. Drawn anew only when what they offer changes: each view would take the focus from
// their buttons. ``refocus``: the focus was in them before they were disabled (and lost).
function showOwner(refocus = false) {
  const box = $("seat-owner");
  const status = page.status;
  if (!box || watching || page.gone || !status) return;
  if (status.over) {
    forgetOwnerKey(status.id); // a finished game's seats stay as they were
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const key = ownerKey(status.id);
  const taken = Array.isArray(status.taken) ? status.taken : [];
  for (const seat of page.freed) if (!taken[seat]) page.freed.delete(seat);
  const seats = key
    ? (status.seats || []).flatMap((kind, seat) =>
        kind === "human" && seat !== status.seat && taken[seat] && !page.freed.has(seat)
          ? [seat]
          : [],
      )
    : [];
  if (!seats.includes(page.freeing)) page.freeing = null;
  const drawn = JSON.stringify([seats, seats.map(seatName), page.freeing]);
  if (box.dataset.drawn === drawn) return;
  box.dataset.drawn = drawn;
  const focused = refocus || box.contains(document.activeElement);
  box.onkeydown = null;
  box.hidden = !seats.length;
  if (!seats.length) box.replaceChildren();
  else if (page.freeing === null) {
    box.replaceChildren(
      say("owner.intro"),
      ...seats.flatMap((seat, index) => [
        index ? " " : "",
        button(
          say("owner.free", { seat: seat + 1 }),
          { "data-testid": "free-seat", "data-seat": seat },
          () => askFreeing(seat),
        ),
      ]),
    );
  } else {
    // As leaving does, it asks first: a click that slipped would put a player out of the game.
    const seat = page.freeing;
    const described = { "aria-describedby": "free-question" };
    box.replaceChildren(
      el(
        "span",
        { "data-testid": "free-question", id: "free-question" },
        say("owner.ask", { seat: seatName(seat) }),
      ),
      button(
        say("owner.yes", { seat: seat + 1 }),
        { "data-testid": "free-confirm", "data-seat": seat, ...described },
        () => freeSeat(seat),
      ),
      " ",
      button(say("owner.no"), { "data-testid": "free-cancel", ...described }, () =>
        askFreeing(null, seat),
      ),
    );
    box.onkeydown = (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      askFreeing(null, seat);
    };
    box.querySelector("[data-testid=free-cancel]").focus();
    return;
  }
  // The button that had the focus is drawn anew: the focus goes back to the one that asked
  // (after "No"), or to another seat's, or to the turn line (after a seat freed).
  if (!focused || !isFocusLost()) return;
  const asked = box.dataset.asked;
  const again =
    (asked && box.querySelector(`[data-testid=free-seat][data-seat="${asked}"]`)) ||
    box.querySelector("[data-testid=free-seat]") ||
    $("turn");
  again.focus();
}

// Ask about freeing ``seat`` (null: the question answered "No", about seat ``asked``).
function askFreeing(seat, asked = null) {
  page.freeing = seat;
  const box = $("seat-owner");
  if (asked === null) delete box.dataset.asked;
  else box.dataset.asked = String(asked);
  showOwner();
}

async function freeSeat(seat) {
  const box = $("seat-owner");
  const had = box.contains(document.activeElement);
  for (const node of box.querySelectorAll("button")) node.disabled = true;
  const id = page.status.id;
  const key = ownerKey(id) || "";
  const not = say("error.seat-not-freed");
  try {
    const response = await fetch(`api/games/${encodeURIComponent(id)}/seats/${seat}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${key}` },
      cache: "no-store",
    });
    if (response.ok) {
      // The stream's next status shows the seat free (and the log says who freed it); until
      // then it is offered no more.
      showError(null);
      page.freed.add(seat);
    } else {
      const answer = await readAnswer(response);
      const code = answer.kind === "error" ? answer.data.code : "";
      // A game over, or gone, or a key that is not its owner's: the key serves no more.
      if (["server.game.over", "server.game.unknown", "server.owner.required"].includes(code))
        forgetOwnerKey(id);
      const said = say("error.answered", { status: response.status });
      showError(answer.kind === "error" ? answer : notSent(said, not));
    }
  } catch {
    showError(notSent(say("error.unreachable"), not));
  }
  page.freeing = null;
  box.dataset.asked = String(seat); // refused: the focus goes back to its button
  delete box.dataset.drawn; // its buttons were disabled: drawn anew
  showOwner(had);
  refetch();
}

// -- the picture --------------------------------------------------------------------------------

// The picture of view ``version`` or of a later one (the server draws the seat's view as it
// is now), as {version, svg}; null when the picture on the page is already that recent, the
// game draws none, or it could not be had (the words are then shown without waiting longer).
async function fetchPicture(version) {
  const box = $("picture");
  if (!box || page.drawless || page.picture >= version) return null;
  // One request at a time: two views at once (the stream's first update and the page's own
  // fetch) share it when it draws the later of them (and a game without a drawing is asked
  // once).
  const pending = page.pending;
  if (pending) {
    const got = await pending;
    if (page.drawless) return null;
    if (got && got.version >= version) return got;
    if (page.picture >= version) return null;
  }
  const asked = askPicture(version);
  page.pending = asked;
  try {
    return await asked;
  } finally {
    if (page.pending === asked) page.pending = null;
  }
}

async function askPicture(version) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 5000);
  try {
    const response = await fetch(PICTURE, { cache: "no-cache", signal: abort.signal });
    if (response.status === 404) {
      const answer = await readAnswer(response);
      // Asked once: a game draws a picture or never does, so no update asks again (each
      // request would be one more 404 in the browser's console).
      page.drawless = answer.kind === "error" && answer.data.code === "server.picture.none";
      return { version, svg: null };
    }
    const drawn = Number(response.headers.get("X-State-Version"));
    if (!response.ok || !(drawn >= version)) return null;
    const parsed = new DOMParser().parseFromString(await response.text(), "image/svg+xml");
    if (parsed.querySelector("parsererror")) return null;
    return { version: drawn, svg: parsed.documentElement };
  } catch {
    return null; // the next update tries again
  } finally {
    clearTimeout(timer);
  }
}

// Put a picture fetched for view ``version`` on the page, unless one as recent is there.
function putPicture(picture, version) {
  const box = $("picture");
  if (!box) return;
  if (page.drawless || (picture && picture.svg === null)) {
    box.hidden = true; // a game without a drawing: the page's own fields say it all
    box.dataset.version = String(version);
    return;
  }
  if (!picture || picture.version <= page.picture) return;
  page.picture = picture.version;
  page.plays = new Map();
  const svg = document.importNode(picture.svg, true);
  // A picture drawn in the server's language says so itself (its root's lang: to_svg's
  // language). One without it is in the game's own words, English for a game that cannot draw
  // in others: on a page in another language it is marked so, or a screen reader reads its
  // words with that language's rules, as it would a French log line on an English page.
  const pageLanguage = document.documentElement.lang;
  if (!svg.hasAttribute("lang") && pageLanguage.toLowerCase() !== "en") {
    svg.setAttribute("lang", "en");
  }
  // The drawing says it is an image (role=img), whose children a screen reader skips as
  // presentational: the parts to click inside it would be out of its reach. On the page it is
  // a group named by its title, whose parts (buttons, the last move's mark) are read.
  const title = svg.querySelector(":scope > title");
  svg.setAttribute("role", "group");
  if (title) svg.setAttribute("aria-label", title.textContent);
  // Its <desc> is the drawing's whole text picture (an ASCII maze, a thousand characters),
  // which would be the group's description, read out whenever focus enters it: the table in
  // words says the same in parts. The picture's own address keeps it.
  for (const desc of svg.querySelectorAll(":scope > desc")) desc.remove();
  box.replaceChildren(svg);
  box.hidden = false;
  page.reframe();
  if (!page.framed) {
    page.framed = true;
    showHand(box);
  }
  // The picture may be of a later view than the words (the server moved on meanwhile): the
  // words catch up with the update that follows, and the picture is never the older.
  box.dataset.version = String(Math.max(picture.version, version));
}

// On a narrow screen the picture keeps its readable size and scrolls in its frame, which
// opens at its left edge: Aluette draws the seat's own hand at the bottom middle, off the
// frame of a phone. When the first picture comes, the frame is scrolled to centre the hand
// (the cards the pictures mark tg-hand: the seat's own, the one within a data-seat that is
// another seat's being another hand shown), and made visible down to it; a game that marks no
// hand keeps its frame as it is. Once a page load: each view drawn anew keeps the frame where
// the player scrolled it.
function showHand(box) {
  const seat = page.status ? page.status.seat : null;
  if (seat === null || seat === undefined) return; // a spectator holds no hand
  const cards = [...box.querySelectorAll(".tg-hand")].filter((card) => {
    const holder = card.closest("[data-seat]");
    return !holder || Number(holder.dataset.seat) === seat;
  });
  const overflows = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
  if (!cards.length || !overflows) return;
  const boxes = cards.map((card) => card.getBoundingClientRect());
  const left = Math.min(...boxes.map((b) => b.left));
  const right = Math.max(...boxes.map((b) => b.right));
  const top = Math.min(...boxes.map((b) => b.top));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  const frame = box.getBoundingClientRect();
  // The frame's inside, without its border (client* leave out the scroll bars too).
  const inLeft = frame.left + box.clientLeft;
  const inTop = frame.top + box.clientTop;
  const across = box.scrollLeft + (left + right) / 2 - (inLeft + box.clientWidth / 2);
  box.scrollLeft = Math.max(0, Math.min(box.scrollWidth - box.clientWidth, across));
  // Down to the hand when it lies below the frame's height (its top kept in sight), up to it
  // when above.
  const inBottom = inTop + box.clientHeight;
  let down = 0;
  if (bottom > inBottom) down = Math.min(bottom - inBottom, top - inTop);
  else if (top < inTop) down = top - inTop;
  box.scrollTop = Math.max(0, Math.min(box.scrollHeight - box.clientHeight, box.scrollTop + down));
}

// A frame that scrolls (the picture's on a narrow screen, or a desktop's zoomed to 200%) is a
// Tab stop, so that the keyboard scrolls it with the arrow keys (axe-core:
// scrollable-region-focusable); one that does not scroll is none, a stop for nothing. The
// frame's size changes with the screen's and the zoom (a ResizeObserver sees it); the
// returned function looks again, for a picture that changed its content. ``hint``, if
// given, is shown while the frame scrolls, and names its picture ``what`` (see tellOverflow).
function scrolledByKeys(box, hint = null, what = say("page.picture")) {
  const look = () => {
    const style = getComputedStyle(box);
    const scrolling = (overflow) => overflow === "auto" || overflow === "scroll";
    const wide = scrolling(style.overflowX) && box.scrollWidth > box.clientWidth;
    const tall = scrolling(style.overflowY) && box.scrollHeight > box.clientHeight;
    if (wide || tall) box.setAttribute("tabindex", "0");
    else box.removeAttribute("tabindex");
    if (hint) tellOverflow(box, hint, what, wide, tall);
  };
  new ResizeObserver(look).observe(box);
  if (hint) box.addEventListener("scroll", () => markEdges(box), { passive: true });
  return look;
}

// On a phone the picture scrolls in its frame, and nothing showed that it did: the part in
// sight (Saboteur's maze cut at the frame's edge) could pass for the whole table. While it
// does, a line above the frame says so (and which way to swipe), which describes the frame
// to a screen reader too, and the frame's edges beyond which more of the picture lies cast a
// shadow outward (markEdges): neither lies over the picture, so neither hides a card or
// catches a click. The same for the page's table and a replay's ("The whole table"): ``what``.
function tellOverflow(box, hint, what, wide, tall) {
  setText(
    hint,
    wide && tall
      ? say("overflow.both", { what })
      : wide
        ? say("overflow.wide", { what })
        : say("overflow.tall", { what }),
  );
  hint.hidden = !(wide || tall);
  if (wide || tall) {
    box.setAttribute("aria-describedby", hint.id);
    markEdges(box);
  } else {
    box.removeAttribute("aria-describedby");
    delete box.dataset.more;
  }
}

// The frame's edges beyond which more of the picture lies, in its data-more ("left right",
// "bottom"; none when it all shows), which the style sheet shades.
function markEdges(box) {
  const slack = 1; // a pixel's rounding, at either end
  const more = [
    box.scrollLeft > slack && "left",
    box.scrollLeft + box.clientWidth < box.scrollWidth - slack && "right",
    box.scrollTop > slack && "top",
    box.scrollTop + box.clientHeight < box.scrollHeight - slack && "bottom",
  ].filter(Boolean);
  if (more.length) box.dataset.more = more.join(" ");
  else delete box.dataset.more;
}

// What a part of the picture names, from its data attributes.
function pick(node) {
  const data = node.dataset;
  if (data.cell !== undefined) return { cell: data.cell.split(",").map(Number) };
  if (data.card !== undefined) return { card: data.card };
  if (data.seat !== undefined) return { seat: Number(data.seat) };
  if (data.value !== undefined) return { value: Number(data.value) };
  if (data.match !== undefined) return { moves: data.match }; // a button: the moves it stands for
  return null;
}

// Whether a move names what was picked.
function names(move, choice) {
  if (choice.card !== undefined) {
    const patterns = plays(choice.card);
    if (patterns) {
      // The picture says which moves play this card (they do not name it): one must agree.
      if (!agreesWith(move, patterns)) return false;
    } else {
      const values = Object.entries(move).filter(
        ([k]) => k !== "label" && k !== "group" && k !== "type",
      );
      if (!values.some(([, v]) => v === choice.card)) return false;
    }
  }
  if (choice.cell !== undefined && (move.x !== choice.cell[0] || move.y !== choice.cell[1]))
    return false;
  if (choice.seat !== undefined && move.target !== choice.seat) return false;
  if (choice.value !== undefined && move.value !== choice.value) return false;
  if (choice.moves !== undefined && !agreesWith(move, parsePlays(choice.moves))) return false;
  return true;
}

// The moves that play a card of the picture, from its data-match (partial move documents), or
// null: a card without it is played by the moves that name it among their values.
function plays(card) {
  if (!page.plays.has(card)) {
    const box = $("picture");
    const node = box && box.querySelector(`[data-card="${CSS.escape(card)}"][data-match]`);
    page.plays.set(card, node ? parsePlays(node.dataset.match) : null);
  }
  return page.plays.get(card);
}

// A data-match attribute: a JSON list of partial move documents, or null if it is not one.
function parsePlays(text) {
  try {
    const patterns = JSON.parse(text);
    return Array.isArray(patterns) ? patterns : null;
  } catch {
    return null; // a picture's mistake: the part then names no move
  }
}

// Whether the move agrees with one of the partial moves (every field given has its value).
function agreesWith(move, patterns) {
  const fits = (pattern) => Object.entries(pattern).every(([k, v]) => move[k] === v);
  return !!patterns && patterns.some(fits);
}

function chosen(moves) {
  return moves.filter((move) => names(move, page.choice));
}

function describeChoice() {
  const parts = [];
  const { card, cell, seat, value, moves } = page.choice;
  if (moves !== undefined) {
    const kinds = (parsePlays(moves) || []).map((pattern) => humanize(pattern.type || "move"));
    parts.push(listing([...new Set(kinds)]).toLowerCase());
  }
  if (card !== undefined) parts.push(card);
  if (cell !== undefined) parts.push(say("choice.cell", { x: cell[0], y: cell[1] }));
  if (seat !== undefined) parts.push(seatName(seat));
  if (value !== undefined) parts.push(String(value));
  return parts.join(", ");
}
