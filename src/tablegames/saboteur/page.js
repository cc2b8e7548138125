// Saboteur's page: the table is the server's picture of this seat's view (the maze with the
// cells the listed moves name lit, the seats, the hand, the gold: see client.js). Below it,
// the same facts in words, from the view's fields, in lists a screen reader can walk: the
// maze card by card with its cell (as the picture's titles and the moves name it: "tunnel NE
// (turned) at -5,-2"), the goals as this seat sees them, the seats and the hand. Which cells a
// card may go to is never computed here: client.js lights the parts of the picture that the
// listed moves name.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/saboteur.js.
import { start } from "../client.js";

const cell = (place) => `${place.x},${place.y}`;
const turned = (place) => (place.rotated ? " (turned)" : "");

// A goal as this seat sees it: turned over, shown by this seat's map, or face down.
function goalWords(goal, seen) {
  if (goal.face_up && goal.card !== null)
    return `goal at ${cell(goal)}: ${goal.card}${turned(goal)}`;
  const sighting = seen.find((known) => known.x === goal.x && known.y === goal.y);
  return sighting
    ? `goal at ${cell(goal)}, face down: your map showed ${sighting.card}`
    : `goal at ${cell(goal)}, face down`;
}

function render(data, h) {
  const { el, count, seatName, words, humanize, seatList, cardRow } = h;
  const lines = data.hand_sizes.map((size, seat) => {
    const broken = data.broken[seat].length ? `, broken: ${data.broken[seat].join(", ")}` : "";
    return `${humanize(seatName(seat))}: ${count(size, "card")}${broken}`;
  });
  // The start first, then the cards placed (west to east, north to south, as the maze is
  // read), then the goals.
  const placed = [...data.board].sort((a, b) => a.x - b.x || a.y - b.y);
  const maze = el(
    "ul",
    { "data-testid": "maze", "aria-label": "The maze" },
    placed.map((place) =>
      el("li", { "data-testid": "maze-card" }, `${place.card}${turned(place)} at ${cell(place)}`),
    ),
    data.goals.map((goal) =>
      el("li", { "data-testid": "maze-goal" }, goalWords(goal, data.map_knowledge || [])),
    ),
  );
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Round ${data.round + 1} · `,
      data.phase === "over"
        ? "the game is over · "
        : `${humanize(words(data.phase).replaceAll("_", " "))} · `,
      data.role ? `you are a ${words(data.role)} · ` : "",
      data.player === null ? "" : `your gold: ${words(data.gold)} · `,
      `draw pile: ${count(data.draw_pile_size, "card")}`,
    ),
    el(
      "p",
      {},
      `The maze (${count(data.board.length, "card")} and ${count(data.goals.length, "goal")}):`,
    ),
    maze,
    seatList(lines, data.to_act),
    // A spectator holds no hand and no gold: its view has none to show ("" leaves the row
    // out: replaceChildren would write null as "null").
    data.player === null ? "" : cardRow("hand", "Your hand: ", data.hand),
  );
}

start({ render });
