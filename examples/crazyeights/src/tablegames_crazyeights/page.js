// Crazy Eights' page in tablegames' web client: the table is the server's picture of this
// seat's view (see tablegames' client.js). Below it, the same facts in words, from the view's
// fields: the round, the suit to follow, the stock, each seat's cards and points, the hand.
// CrazyEightsGame.page_script hands this module to the server, which sends it as
// /static/game/crazyeights.js.
import { start } from "/static/client.js";

function render(data, h) {
  const { el, card, seatName, humanize } = h;
  const table = document.querySelector("[data-testid=table]");
  const seats = el("ul", { class: "seats", "data-testid": "seats" });
  data.hand_sizes.forEach((size, seat) => {
    const acting = seat === data.to_act ? " · to act" : "";
    const dealer = seat === data.dealer ? " · dealer" : "";
    seats.append(
      el(
        "li",
        { class: seat === data.to_act ? "acting" : "" },
        `${humanize(seatName(seat))}: ${size} cards, ${data.totals[seat]} points${dealer}${acting}`,
      ),
    );
  });
  const top = data.discard.length ? data.discard[data.discard.length - 1] : null;
  table.replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Round ${data.round} · follow ${data.suit} · stock: ${data.stock_size} cards`,
    ),
    seats,
    el("div", { class: "trick", "data-testid": "discard" }, "Discard pile: ", top ? card(top) : "empty"),
    el(
      "div",
      { class: "hand", "data-testid": "hand" },
      "Your hand: ",
      data.hand.length ? data.hand.map((c) => card(c)) : "no card",
    ),
  );
}

start({ render });
