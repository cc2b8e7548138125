// The page of a game the client has no page of its own for (a game installed from another
// distribution): every field of the view, in words. client.js does everything else.
import { start } from "./client.js";

// Fields that hold a seat, by their names: told as people count seats, from 1, not as the
// JSON's index from 0. The library's tablegames.core.text.SEAT_FIELDS and SEAT_FIELD_ENDINGS,
// which its plain words and default notation read (tests/server/test_table_js.py holds them
// together).
const SEAT_FIELDS = new Set(["player", "seat", "target", "to_act", "dealer", "leader"]);
const SEAT_FIELD_ENDINGS = ["_player", "_seat"];
const isSeatField = (name) =>
  SEAT_FIELDS.has(name) || SEAT_FIELD_ENDINGS.some((ending) => name.endsWith(ending));

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
