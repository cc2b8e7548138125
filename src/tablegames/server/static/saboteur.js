// Saboteur's page: draws the maze as a grid from the view's "board" and "goals", and the other
// fields. Which cells a card may go to is never computed here: client.js highlights the cells
// that the listed moves name (their "x" and "y" fields), and lists the moves there on a click.
import { start } from "./client.js";

const SVG = "http://www.w3.org/2000/svg";
// Where each side's opening leaves the cell, on a 0-10 square.
const EDGE = { N: [5, 0], E: [10, 5], S: [5, 10], W: [0, 5] };
const TURNED = { N: "S", E: "W", S: "N", W: "E" };

// The openings a card shows, read from its name as the JSON format writes it ("tunnel NE",
// "dead end NES", "coal NW"; "start" and "gold" open on every side), turned by 180 degrees
// when the tile is rotated. This is the card's picture, not a rule.
function openings(name, rotated) {
  const match = /\b([NESW]+)$/.exec(name);
  const sides = match ? [...match[1]] : name === "start" || name === "gold" ? [..."NESW"] : [];
  return rotated ? sides.map((side) => TURNED[side]) : sides;
}

function picture(name, rotated) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 10 10");
  svg.setAttribute("aria-hidden", "true");
  const deadEnd = name.startsWith("dead end");
  for (const side of openings(name, rotated)) {
    const [x, y] = EDGE[side];
    const line = document.createElementNS(SVG, "line");
    // A dead end's passages stop short of the middle.
    const end = deadEnd ? [5 + (x - 5) * 0.45, 5 + (y - 5) * 0.45] : [5, 5];
    line.setAttribute("x1", String(x));
    line.setAttribute("y1", String(y));
    line.setAttribute("x2", String(end[0]));
    line.setAttribute("y2", String(end[1]));
    svg.append(line);
  }
  return svg;
}

function render(data, h) {
  const { el, card, seatName, words, humanize, moves } = h;
  const table = document.querySelector("[data-testid=table]");
  const cells = new Map();
  for (const tile of data.board) cells.set(`${tile.x},${tile.y}`, { tile });
  for (const goal of data.goals) cells.set(`${goal.x},${goal.y}`, { goal });
  for (const seen of data.map_knowledge) {
    const cell = cells.get(`${seen.x},${seen.y}`);
    if (cell) cell.seen = seen.card;
  }
  const places = [...cells.keys()].map((key) => key.split(",").map(Number));
  for (const move of moves) {
    if (Number.isInteger(move.x) && Number.isInteger(move.y)) places.push([move.x, move.y]);
  }
  const xs = places.map(([x]) => x);
  const ys = places.map(([, y]) => y);
  const [left, right, top, bottom] = [
    Math.min(...xs) - 1,
    Math.max(...xs) + 1,
    Math.min(...ys) - 1,
    Math.max(...ys) + 1,
  ];
  const grid = el("div", { class: "maze", "data-testid": "maze" });
  grid.style.gridTemplateColumns = `repeat(${right - left + 1}, var(--cell))`;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const here = cells.get(`${x},${y}`) || {};
      const node = el("div", { class: "cell", "data-x": x, "data-y": y, title: `(${x}, ${y})` });
      if (here.tile) {
        node.classList.add("tile");
        node.dataset.card = here.tile.card;
        node.append(picture(here.tile.card, here.tile.rotated), el("small", {}, here.tile.card));
      } else if (here.goal) {
        node.classList.add("goal");
        const face = here.goal.card;
        node.dataset.card = face === null ? "face down" : face;
        if (face !== null) node.append(picture(face, here.goal.rotated));
        node.append(
          el(
            "small",
            {},
            face === null ? (here.seen ? `goal (seen: ${here.seen})` : "goal ?") : face,
          ),
        );
      }
      grid.append(node);
    }
  }
  const seats = el("ul", { class: "seats", "data-testid": "seats" });
  data.hand_sizes.forEach((size, seat) => {
    const broken = data.broken[seat].length ? `, broken: ${data.broken[seat].join(", ")}` : "";
    seats.append(
      el(
        "li",
        { class: seat === data.to_act ? "acting" : "" },
        `${humanize(seatName(seat))}: ${size} cards${broken}`,
      ),
    );
  });
  table.replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Round ${data.round + 1} · phase: ${words(data.phase).replaceAll("_", " ")} · `,
      `you are a ${words(data.role)} · your gold: ${words(data.gold)} · `,
      `draw pile: ${data.draw_pile_size} cards`,
      data.gold_totals ? ` · gold: ${words(data.gold_totals)}` : "",
    ),
    seats,
    el(
      "p",
      { class: "hint" },
      "Highlighted cells are where your moves go: click one to list them.",
    ),
    grid,
    el("h2", {}, "Your hand"),
    el(
      "div",
      { class: "hand", "data-testid": "hand" },
      data.hand.map((c) => card(c)),
    ),
    data.gold_offer.length
      ? el("p", { "data-testid": "gold-offer" }, `Gold to choose from: ${words(data.gold_offer)}`)
      : "",
    el("details", {}, el("summary", {}, "Round results"), el("p", {}, words(data.results))),
  );
}

start({ render });
