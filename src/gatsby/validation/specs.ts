import { socialIcons } from "../../layout/socialIcons";
import { downloadIcons } from "../../sections/resources/downloadIcons";
import { serviceIcons } from "../../sections/services/serviceIcons";
import {
  email,
  httpsUrl,
  httpsUrlOrEmpty,
  isoDate,
  listOf,
  oneOf,
  optional,
  positiveInteger,
  readTime,
  shortText,
  sitePath,
  text,
  textList,
  type RecordSpec,
  type Rule,
} from "./rules";

/**
 * What each kind of content file must hold. These mirror the GraphQL types in `../schema.ts`:
 * the schema makes the fields non-null for the pages, these give the writer a readable error.
 */

export const siteConfigSpec: RecordSpec = {
  name: text,
  tagline: text,
  description: text,
  siteUrl: httpsUrl,
  email,
  location: { city: text, region: text },
  areaServed: text,
  bookingUrl: httpsUrl,
  claims: {
    businessesHelped: text,
    responseHours: positiveInteger,
    responsePromise: text,
    satisfactionPercent: positiveInteger,
    callMinutes: positiveInteger,
    websiteProjectWeeks: text,
  },
  social: listOf(
    { label: text, icon: oneOf(Object.keys(socialIcons)), url: httpsUrlOrEmpty },
    "a list of social links, each with label, icon and url",
  ),
  legal: listOf({ label: text, url: sitePath }, "a list of links, each with label and url"),
  resourceCategories: textList("[Website Design, SEO]"),
};

export const serviceSpec: RecordSpec = {
  icon: oneOf(Object.keys(serviceIcons)),
  title: text,
  description: text,
  features: textList("[Mobile-first design, Fast loading]", 3),
};

export const caseStudySpec: RecordSpec = {
  title: text,
  url: httpsUrl,
  category: text,
  problem: text,
  solution: text,
  results: textList("[Bookings up 40% in three months]"),
  services: textList("[Website Design, SEO]"),
  image: text,
  imageAlt: text,
};

/**
 * Search results show about 70 characters of a page title; an article's title gets
 * " | <agency name>" appended, so the title itself stays within 53.
 */
export const ARTICLE_TITLE_MAX = 53;

export const articleFrontmatterSpec: RecordSpec = {
  title: shortText(ARTICLE_TITLE_MAX, "so it fits in search results with the agency name"),
  excerpt: text,
  category: text,
  readTime,
  tags: textList("[SEO, Local business]"),
  date: optional(isoDate),
};

/*
 * The free downloads (content/downloads/*.yaml). Their text ends up in a PDF or a spreadsheet
 * rather than a web page, so two rules guard what those formats cannot take.
 */

// The PDF's standard Helvetica only has the Windows-1252 characters: Latin letters,
// punctuation, curly quotes and dashes, but no emoji or other scripts.
const WIN_ANSI =
  /^[\x20-\x7e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

const printableText: Rule = (value) =>
  text(value) ??
  (WIN_ANSI.test(value as string)
    ? null
    : "text of letters, digits and punctuation only (the PDF font has no emoji or symbols)");

// A spreadsheet reads a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@]/;

const isFilled = (value: unknown): value is string =>
  typeof value === "string" && value.trim().length > 0;

/** A spreadsheet cell a writer fills: a number, or text that cannot be mistaken for a formula. */
export const spreadsheetCell: Rule = (value) =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (isFilled(value) && !FORMULA_START.test(value))
    ? null
    : "a number, or text that does not start with =, +, - or @";

const isCount = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

// A month the owner has not reached yet has no values: its row is left blank to fill in.
const optionalCounts: Rule = (value) =>
  value === undefined || value === null || (Array.isArray(value) && value.every(isCount))
    ? null
    : "a list of numbers of 0 or more without commas, one per metric, e.g. [820, 14]";

const downloadCard = {
  title: text,
  icon: oneOf(Object.keys(downloadIcons)),
  description: text,
};

export const websiteChecklistSpec: RecordSpec = {
  ...downloadCard,
  heading: printableText,
  intro: printableText,
  groups: listOf(
    {
      name: printableText,
      items: listOf(printableText, "a list of checks, e.g. [Your phone number is on every page]"),
    },
    "a list of groups, each with a name and a list of items",
  ),
  closing: printableText,
};

const fields: Rule = (value) =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? null
    : "a group of fields, e.g. Channel: Instagram";

/** The calendar's rows are checked against its own columns by src/gatsby/downloads. */
export const contentCalendarSpec: RecordSpec = {
  ...downloadCard,
  columns: listOf(spreadsheetCell, "a list of column headings, e.g. [Week, Day, Channel]", 2),
  rows: listOf(fields, "a list of posts, each with a value for every column"),
};

export const growthTrackerSpec: RecordSpec = {
  ...downloadCard,
  metrics: listOf(spreadsheetCell, "a list of metric names, e.g. [Website visitors, Leads]"),
  months: listOf(
    {
      month: spreadsheetCell,
      values: optionalCounts,
      notes: optional(spreadsheetCell),
    },
    "a list of months, each with a month name and optional values and notes",
  ),
};
