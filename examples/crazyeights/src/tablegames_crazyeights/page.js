// Crazy Eights' page in tablegames' web client: the table is the server's picture of this
// seat's view (see tablegames' client.js). Below it, the same facts in words, from the view's
// fields: the round, the suit to follow, the stock, each seat's cards and points, the hand.
// CrazyEightsGame.page_script hands this module to the server, which sends it as
// /static/game/crazyeights.js.
import { start } from "/static/client.js";

function render(data, h) {
  const { el, card, seatName, humanize, seatList, cardRow } = h;
  const lines = data.hand_sizes.map((size, seat) => {
    const acting = seat === data.to_act ? " · to act" : "";
    const dealer = seat === data.dealer ? " · dealer" : "";
    const points = `${data.totals[seat]} points`;
    return `${humanize(seatName(seat))}: ${size} cards, ${points}${dealer}${acting}`;
  });
  const top = data.discard.length ? data.discard[data.discard.length - 1] : null;
  document.querySelector("[data-testid=table]").replaceChildren(
    el(
      "p",
      { "data-testid": "scoreboard" },
      `Round ${data.round} · follow ${data.suit} · stock: ${data.stock_size} cards`,
    ),
    seatList(lines, data.to_act),
    el(
      "div",
      { class: "trick", "data-testid": "discard" },
      "Discard pile: ",
      top ? card(top) : "empty",
    ),
    data.player === null ? null : cardRow("hand", "Your hand: ", data.hand, "no card"),
  );
}

start({ render });
