// TEN's page: the table is the server's picture of the view (the draw row with its running
// and currency totals, the auction, the market with its prices, each collection by colour:
// see client.js). Below it, the seats in words, from the view's fields.
// The game object hands this module to the server (its page_script), which sends it as
// /static/game/ten.js.
import { start } from "/static/client.js";

function render(data, h) {
  const { el, seatName, humanize, card } = h;
  const table = document.querySelector("[data-testid=table]");
  const seats = el("ul", { class: "seats", "data-testid": "seats" });
  data.collections.forEach((collection, seat) => {
    seats.append(
      el(
        "li",
        { class: seat === data.to_act ? "acting" : "", "data-testid": "collection" },
        `${humanize(seatName(seat))}: ${data.tokens[seat]} tokens, ${data.bust_tokens[seat]} `,
        `bust tokens, ${collection.length} cards collected`,
      ),
    );
  });
  table.replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Turn ${data.turn} · ${humanize(seatName(data.active))} to draw · `,
      `draw pile: ${data.draw_pile_size} cards · discard pile: ${data.discard.length} cards`,
      data.jen_tokens === null ? "" : ` · Jen's tokens: ${data.jen_tokens}`,
    ),
    el(
      "div",
      { class: "hand", "data-testid": "tableau" },
      "Drawn this turn: ",
      data.tableau.length ? data.tableau.map((c) => card(c)) : "nothing yet",
    ),
    seats,
  );
}

start({ render });
