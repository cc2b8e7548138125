// TEN's page: draws the view's fields. The moves, their labels and everything else come from
// client.js, which knows no rule of the game.
import { start } from "./client.js";

function cards(h, list, testid) {
  return h.el(
    "div",
    { class: "cards", "data-testid": testid },
    list.length ? list.map((c) => h.card(c, { class: `card colour-${c.split(" ")[0]}` })) : "none",
  );
}

function render(data, h) {
  const { el, seatName, words, humanize } = h;
  const table = document.querySelector("[data-testid=table]");
  const seats = el("div", { class: "collections" });
  data.collections.forEach((collection, seat) => {
    seats.append(
      el(
        "section",
        { class: seat === data.to_act ? "acting" : "", "data-testid": "collection" },
        el(
          "h3",
          {},
          `${humanize(seatName(seat))}: ${data.tokens[seat]} tokens, ${data.bust_tokens[seat]} bust`,
        ),
        cards(h, collection, "collection-cards"),
      ),
    );
  });
  table.replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Turn ${data.turn} · active: ${seatName(data.active)} · phase: ${words(data.phase)} · `,
      `draw pile: ${data.draw_pile_size} cards`,
      data.jen_tokens === null ? "" : ` · Jen's tokens: ${data.jen_tokens}`,
    ),
    el("h2", {}, "Drawn this turn"),
    cards(h, data.tableau, "tableau"),
    el("h2", {}, "Market"),
    cards(h, data.market, "market"),
    data.auction ? el("p", { "data-testid": "auction" }, `Auction: ${words(data.auction)}`) : "",
    data.payment ? el("p", { "data-testid": "payment" }, `Payment: ${words(data.payment)}`) : "",
    el("h2", {}, "Collections"),
    seats,
    el("p", {}, `Discard pile: ${data.discard.length} cards.`),
  );
}

start({ render });
