// TEN's page: the table is the server's picture of the view (the draw row with its running
// and currency totals, the auction, the market with its prices, each collection by colour:
// see client.js). Below it, the seats in words, from the view's fields.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/ten.js.
import { start } from "/static/client.js";

// What the seat to act does in each phase (the picture's words for it: ten/svg.py).
const DOING = {
  draw: "to draw or stop",
  auction: "to bid or pass",
  pay: "to pay",
  buy: "to buy a market card or not",
  final_buy: "to buy (final round)",
};

function render(data, h) {
  const { el, count, seatName, humanize, seatList, cardRow } = h;
  const over = data.phase === "over";
  // The seat that acts now (the active seat's turn goes on while another bids or pays).
  const acting = over ? null : data.to_act;
  const lines = data.collections.map(
    (collection, seat) =>
      `${humanize(seatName(seat))}: ${count(data.tokens[seat], "token")}, ` +
      `${count(data.bust_tokens[seat], "bust token")}, ` +
      `${count(collection.length, "card")} collected` +
      (seat === acting ? ` · ${DOING[data.phase] || "to act"}` : ""),
  );
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Turn ${data.turn} · `,
      over
        ? "the game is over · "
        : `${humanize(seatName(acting))} ${DOING[data.phase] || "to act"} · `,
      `draw pile: ${count(data.draw_pile_size, "card")} · `,
      `discard pile: ${count(data.discard.length, "card")}`,
      data.jen_tokens === null ? "" : ` · Jen's tokens: ${data.jen_tokens}`,
    ),
    over ? "" : cardRow("tableau", "Drawn this turn: ", data.tableau, "nothing yet"),
    seatList(lines, acting, { "data-testid": "collection" }),
  );
}

start({ render });
