// Generated from the tablegames JSON Schemas (format version 2) by
// `python -m tablegames.core.schema`. Do not edit: a test regenerates this file.

export * as aluette from "./aluette.js";
export * as saboteur from "./saboteur.js";
export * as ten from "./ten.js";
export * from "./server.js";
import type { AluetteDocument } from "./aluette.js";
import type { SaboteurDocument } from "./saboteur.js";
import type { TenDocument } from "./ten.js";

/** Any tablegames document of any game, told apart by game and kind. */
export type TablegamesDocument =
  | AluetteDocument
  | SaboteurDocument
  | TenDocument;
