// TEN's page: the table is the server's picture of the view (the draw row with its running
// and currency totals, the auction, the market with its prices, each collection by colour:
// see client.js). Below it, the seats in words, from the view's fields.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/ten.js.
import { start } from "/static/client.js";

function render(data, h) {
  const { el, count, seatName, humanize, seatList, cardRow } = h;
  const over = data.phase === "over";
  const lines = data.collections.map(
    (collection, seat) =>
      `${humanize(seatName(seat))}: ${count(data.tokens[seat], "token")}, ` +
      `${count(data.bust_tokens[seat], "bust token")}, ` +
      `${count(collection.length, "card")} collected`,
  );
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Turn ${data.turn} · `,
      over ? "the game is over · " : `${humanize(seatName(data.active))} to draw · `,
      `draw pile: ${count(data.draw_pile_size, "card")} · `,
      `discard pile: ${count(data.discard.length, "card")}`,
      data.jen_tokens === null ? "" : ` · Jen's tokens: ${data.jen_tokens}`,
    ),
    over ? "" : cardRow("tableau", "Drawn this turn: ", data.tableau, "nothing yet"),
    seatList(lines, data.to_act, { "data-testid": "collection" }),
  );
}

start({ render });
