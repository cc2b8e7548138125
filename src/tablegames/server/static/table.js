// The page of a game the client has no page of its own for (a game installed from another
// distribution): every field of the view, in words. client.js does everything else.
import { start } from "./client.js";

// Fields that hold a seat, by their names (as the library's plain words read them): told as
// people count seats, from 1, not as the JSON's index from 0.
const SEAT_FIELDS = new Set(["player", "seat", "target", "to_act", "dealer", "leader"]);
const isSeatField = (name) =>
  SEAT_FIELDS.has(name) || name.endsWith("_player") || name.endsWith("_seat");

function render(data, h) {
  const { el, words, humanize, seatName } = h;
  const table = document.querySelector("[data-testid=table]");
  const fields = el("dl", { class: "fields", "data-testid": "fields" });
  for (const [name, value] of Object.entries(data)) {
    if (name === "events") continue;
    const told =
      isSeatField(name) && (Number.isInteger(value) || value === null)
        ? seatName(value)
        : words(value);
    fields.append(el("dt", {}, humanize(name)), el("dd", { "data-field": name }, told));
  }
  table.replaceChildren(fields);
}

start({ render });
