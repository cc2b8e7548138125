// Saboteur's page: the table is the server's picture of this seat's view (the maze with the
// cells the listed moves name lit, the seats, the hand, the gold: see client.js). Below it,
// the same facts in words, from the view's fields, in lists a screen reader can walk: the
// maze card by card with its cell (as the picture's titles and the moves name it: "tunnel NE
// (turned) at -5,-2"), the goals as this seat sees them, the seats and the hand, each card
// named in the page's language by client.js's cardName, as Saboteur's own words name it (the
// server sends the names: "la carte tunnel NE (à l'envers) sur la case -5,-2" on a French
// page). Which cells a card may go to is never computed here: client.js lights the parts of
// the picture that the listed moves name.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/saboteur.js.
import { cardName, start } from "../client.js";

// The words this page writes, by language: render says them in the page's language (client.js's
// sayIn), with the terms of Saboteur's own words (saboteur/words_fr.py: talon, carte arrivée,
// chercheur d'or, à l'envers, case). A card is named by cardName, in French with its article
// ("la carte plan"). A no-break space comes before a French ":".
const WORDS = {
  en: {
    "scoreboard.round": "Round {round} · ",
    "scoreboard.over": "the game is over · ",
    "scoreboard.phase": "{phase} · ",
    "scoreboard.role": "you are {role} · ",
    "scoreboard.gold": "your gold: {gold} · ",
    "scoreboard.pile": "draw pile: {cards}",
    "phase.play": "Play",
    "phase.choose-gold": "Choose gold",
    "role.miner": "a miner",
    "role.saboteur": "a saboteur",
    "gold.none": "none",
    "maze": "The maze",
    "maze.heading": "The maze ({cards} and {goals}):",
    "maze.card": "{card}{turned} at {cell}",
    "turned": " (turned)",
    "goal.face-up": "goal at {cell}: {card}{turned}",
    "goal.seen": "goal at {cell}, face down: your map showed {card}",
    "goal.face-down": "goal at {cell}, face down",
    "seat": "{seat}: {cards}{broken}",
    "seat.broken": ", broken: {tools}",
    "tool.pickaxe": "pickaxe",
    "tool.lantern": "lantern",
    "tool.cart": "cart",
    "hand": "Your hand: ",
    "cards.one": "{count} card",
    "cards.other": "{count} cards",
    "goals.one": "{count} goal",
    "goals.other": "{count} goals",
  },
  fr: {
    "scoreboard.round": "Manche {round} · ",
    "scoreboard.over": "la partie est terminée · ",
    "scoreboard.phase": "{phase} · ",
    "scoreboard.role": "vous êtes {role} · ",
    "scoreboard.gold": "vos cartes Or\u00a0: {gold} · ",
    "scoreboard.pile": "talon\u00a0: {cards}",
    "phase.play": "Jeu",
    "phase.choose-gold": "Choix des cartes Or",
    "role.miner": "un chercheur d'or",
    "role.saboteur": "un saboteur",
    "gold.none": "aucune",
    "maze": "Le labyrinthe",
    "maze.heading": "Le labyrinthe ({cards} et {goals})\u00a0:",
    "maze.card": "{card}{turned} sur la case {cell}",
    "turned": " (à l'envers)",
    "goal.face-up": "carte arrivée de la case {cell}\u00a0: {card}{turned}",
    "goal.seen": "carte arrivée de la case {cell}, face cachée\u00a0: votre plan a montré {card}",
    "goal.face-down": "carte arrivée de la case {cell}, face cachée",
    "seat": "{seat}\u00a0: {cards}{broken}",
    "seat.broken": ", outils cassés\u00a0: {tools}",
    "tool.pickaxe": "pioche",
    "tool.lantern": "lanterne",
    "tool.cart": "chariot",
    "hand": "Votre main\u00a0: ",
    "cards.one": "{count} carte",
    "cards.other": "{count} cartes",
    "goals.one": "{count} carte arrivée",
    "goals.other": "{count} cartes arrivée",
  },
};

const cell = (place) => `${place.x},${place.y}`;

// A goal as this seat sees it: turned over, shown by this seat's map, or face down.
function goalWords(goal, seen, say) {
  const turned = goal.rotated ? say("turned") : "";
  if (goal.face_up && goal.card !== null)
    return say("goal.face-up", { cell: cell(goal), card: cardName(goal.card), turned });
  const sighting = seen.find((known) => known.x === goal.x && known.y === goal.y);
  return sighting
    ? say("goal.seen", { cell: cell(goal), card: cardName(sighting.card) })
    : say("goal.face-down", { cell: cell(goal) });
}

function render(data, h) {
  const { el, seatName, words, humanize, seatList, cardRow } = h;
  const say = (id, fields) => h.sayIn(WORDS, id, fields);
  const sayCount = (id, number) => h.sayCountIn(WORDS, id, number);
  // The view's names of things, in words: a phase, a role, a tool (its own name, should the
  // game name a new one).
  const phase = { play: say("phase.play"), choose_gold: say("phase.choose-gold") };
  const role = { miner: say("role.miner"), saboteur: say("role.saboteur") };
  const tool = {
    pickaxe: say("tool.pickaxe"),
    lantern: say("tool.lantern"),
    cart: say("tool.cart"),
  };
  const lines = data.hand_sizes.map((size, seat) => {
    const tools = data.broken[seat].map((name) => tool[name] || name);
    return say("seat", {
      seat: humanize(seatName(seat)),
      cards: sayCount("cards", size),
      broken: tools.length ? say("seat.broken", { tools: tools.join(", ") }) : "",
    });
  });
  // The start first, then the cards placed (west to east, north to south, as the maze is
  // read), then the goals.
  const placed = [...data.board].sort((a, b) => a.x - b.x || a.y - b.y);
  const maze = el(
    "ul",
    { "data-testid": "maze", "aria-label": say("maze") },
    placed.map((place) =>
      el(
        "li",
        { "data-testid": "maze-card" },
        say("maze.card", {
          card: cardName(place.card),
          turned: place.rotated ? say("turned") : "",
          cell: cell(place),
        }),
      ),
    ),
    data.goals.map((goal) =>
      el("li", { "data-testid": "maze-goal" }, goalWords(goal, data.map_knowledge || [], say)),
    ),
  );
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      say("scoreboard.round", { round: data.round + 1 }),
      data.phase === "over"
        ? say("scoreboard.over")
        : say("scoreboard.phase", {
            phase: phase[data.phase] || humanize(words(data.phase).replaceAll("_", " ")),
          }),
      data.role ? say("scoreboard.role", { role: role[data.role] || words(data.role) }) : "",
      data.player === null
        ? ""
        : say("scoreboard.gold", {
            gold: data.gold.length ? words(data.gold) : say("gold.none"),
          }),
      say("scoreboard.pile", { cards: sayCount("cards", data.draw_pile_size) }),
    ),
    el(
      "p",
      {},
      say("maze.heading", {
        cards: sayCount("cards", data.board.length),
        goals: sayCount("goals", data.goals.length),
      }),
    ),
    maze,
    seatList(lines, data.to_act),
    // A spectator holds no hand and no gold: its view has none to show ("" leaves the row
    // out: replaceChildren would write null as "null").
    data.player === null
      ? ""
      : cardRow(
          "hand",
          say("hand"),
          data.hand.map((c) => cardName(c)),
        ),
  );
}

start({ render });
