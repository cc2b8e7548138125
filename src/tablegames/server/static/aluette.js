// Aluette's page: draws the view's fields. The moves, their labels and everything else come
// from client.js, which knows no rule of the game.
import { start } from "./client.js";

function render(data, h) {
  const { el, card, seatName, words, humanize } = h;
  const table = document.querySelector("[data-testid=table]");
  const seats = el("ul", { class: "seats", "data-testid": "seats" });
  data.hand_sizes.forEach((size, seat) => {
    const acting = seat === data.to_act ? " · to act" : "";
    const dealer = seat === data.dealer ? " · dealer" : "";
    seats.append(
      el(
        "li",
        { class: seat === data.to_act ? "acting" : "" },
        `${humanize(seatName(seat))}: ${size} cards, ${data.discard_counts[seat]} discarded${dealer}${acting}`,
      ),
    );
  });
  const wins = new Map();
  for (const trick of data.tricks) wins.set(trick.winner, (wins.get(trick.winner) || 0) + 1);
  const won = [...wins].map(([seat, count]) => `${seatName(seat)} ${count}`).join(", ");
  table.replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Deal ${data.deal + 1} · phase: ${data.phase.replaceAll("_", " ")} · team points: `,
      data.team_points.map((points, team) => `team ${team}: ${points}`).join(", "),
    ),
    seats,
    el("h2", {}, "Trick"),
    el(
      "div",
      { class: "trick", "data-testid": "trick" },
      el("span", { class: "label" }, `led by ${seatName(data.leader)}: `),
      data.trick.length ? data.trick.map((c) => card(c)) : "no card yet",
    ),
    el("p", {}, `Tricks taken this deal: ${won || "none"}. Talon: ${data.talon_size} cards.`),
    el("h2", {}, "Your hand"),
    el(
      "div",
      { class: "hand", "data-testid": "hand" },
      data.hand.map((c) => card(c)),
    ),
    el("h2", {}, "Signals"),
    el(
      "ul",
      { class: "signals" },
      data.signals.length
        ? data.signals.map((s) => el("li", {}, `${seatName(s.player)}: ${words(s.kind)}`))
        : el("li", {}, "none"),
    ),
    el("details", {}, el("summary", {}, "Deal results"), el("p", {}, words(data.results))),
  );
}

start({ render });
