import type { Cell } from "./csv";

/** What every content/downloads/*.yaml file holds for its card on the Resources page. */
export interface DownloadCard {
  title: string;
  /** A name from src/sections/resources/downloadIcons.ts, checked when the file is read. */
  icon: string;
  description: string;
}

/** content/downloads/website-checklist.yaml */
export interface WebsiteChecklistContent extends DownloadCard {
  heading: string;
  intro: string;
  groups: { name: string; items: string[] }[];
  closing: string;
}

/** content/downloads/content-calendar.yaml */
export interface ContentCalendarContent extends DownloadCard {
  columns: string[];
  /** One post per row, keyed by column heading. */
  rows: Record<string, Cell>[];
}

/** content/downloads/growth-tracker.yaml */
export interface GrowthTrackerContent extends DownloadCard {
  metrics: string[];
  months: { month: string; values?: number[] | null; notes?: string | null }[];
}

/** The agency details printed on the files, from content/site.yaml. */
export interface Publisher {
  name: string;
  siteUrl: string;
}
