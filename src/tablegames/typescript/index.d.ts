// Generated from the tablegames JSON Schemas (format version 2) by
// `python -m tablegames.core.schema`. Do not edit: a test regenerates this file.

export * as aluette from "./aluette";
export * as saboteur from "./saboteur";
export * as ten from "./ten";
export * from "./server";
import type { AluetteDocument } from "./aluette";
import type { SaboteurDocument } from "./saboteur";
import type { TenDocument } from "./ten";

/** Any tablegames document of any game, told apart by game and kind. */
export type TablegamesDocument =
  | AluetteDocument
  | SaboteurDocument
  | TenDocument;
