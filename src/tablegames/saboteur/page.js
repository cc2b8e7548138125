// Saboteur's page: the table is the server's picture of this seat's view (the maze with the
// cells the listed moves name lit, the seats, the hand, the gold: see client.js). Below it,
// the same facts in words, from the view's fields. Which cells a card may go to is never
// computed here: client.js lights the parts of the picture that the listed moves name.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/saboteur.js.
import { start } from "/static/client.js";

function render(data, h) {
  const { el, count, seatName, words, humanize, seatList, cardRow } = h;
  const lines = data.hand_sizes.map((size, seat) => {
    const broken = data.broken[seat].length ? `, broken: ${data.broken[seat].join(", ")}` : "";
    return `${humanize(seatName(seat))}: ${count(size, "card")}${broken}`;
  });
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
    seatList(lines, data.to_act),
    // A spectator holds no hand and no gold: its view has none to show ("" leaves the row
    // out: replaceChildren would write null as "null").
    data.player === null ? "" : cardRow("hand", "Your hand: ", data.hand),
  );
}

start({ render });
