// The page of a game the client has no page of its own for (a game installed from another
// distribution): every field of the view, in words. client.js does everything else.
import { start } from "./client.js";

function render(data, h) {
  const { el, words, humanize } = h;
  const table = document.querySelector("[data-testid=table]");
  const fields = el("dl", { class: "fields", "data-testid": "fields" });
  for (const [name, value] of Object.entries(data)) {
    if (name === "events") continue;
    fields.append(el("dt", {}, humanize(name)), el("dd", { "data-field": name }, words(value)));
  }
  table.replaceChildren(fields);
}

start({ render });
