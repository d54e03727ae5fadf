import type { z } from "zod";
import type { contentCalendarSchema } from "../../../src/content/schemas";
import type { Cell } from "./csv";

/** content/downloads/content-calendar.yaml; each row is checked against `columns`. */
export type ContentCalendarContent = Omit<z.infer<typeof contentCalendarSchema>, "rows"> & {
  /** One post per row, keyed by column heading. */
  rows: Record<string, Cell>[];
};

/** The agency details printed on the files, from content/site.yaml. */
export interface Publisher {
  name: string;
  siteUrl: string;
}
