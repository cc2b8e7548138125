// TEN's page: the table is the server's picture of the view (the draw row with its running
// and currency totals, the auction, the market with its prices, each collection by colour:
// see client.js). Below it, the seats in words, from the view's fields.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/ten.js.
import { start } from "/static/client.js";

function render(data, h) {
  const { el, seatName, humanize, seatList, cardRow } = h;
  const lines = data.collections.map(
    (collection, seat) =>
      `${humanize(seatName(seat))}: ${data.tokens[seat]} tokens, ${data.bust_tokens[seat]} ` +
      `bust tokens, ${collection.length} cards collected`,
  );
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Turn ${data.turn} · ${humanize(seatName(data.active))} to draw · `,
      `draw pile: ${data.draw_pile_size} cards · discard pile: ${data.discard.length} cards`,
      data.jen_tokens === null ? "" : ` · Jen's tokens: ${data.jen_tokens}`,
    ),
    cardRow("tableau", "Drawn this turn: ", data.tableau, "nothing yet"),
    seatList(lines, data.to_act, { "data-testid": "collection" }),
  );
}

start({ render });
