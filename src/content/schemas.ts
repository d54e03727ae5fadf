import { z } from "zod";
import { readsAsFormula } from "../lib/spreadsheetFormula";
import { hasUnsafeCharacters } from "../lib/writerText";
import {
  categoryName,
  email,
  fields,
  httpsUrl,
  httpsUrlOrEmpty,
  imagePath,
  isoDate,
  knownName,
  listOf,
  oneLineText,
  oneOf,
  positiveInteger,
  readTime,
  shortText,
  sitePath,
  text,
  textList,
  timeZone,
  writerText,
} from "./fields";
import { downloadIconNames, serviceIconNames, socialIconNames } from "./iconNames";

// One schema per kind of content file; the TypeScript and GraphQL types are derived from it.

/** content/site.yaml: the business constants, written nowhere else. */
export const siteConfigSchema = fields({
  name: oneLineText,
  tagline: oneLineText,
  description: text,
  siteUrl: httpsUrl,
  email,
  location: fields({ city: oneLineText, region: oneLineText }),
  areaServed: oneLineText,
  /** A dated article is published on its day in this time zone. */
  timeZone,
  bookingUrl: httpsUrl,
  claims: fields({
    businessesHelped: oneLineText,
    responseHours: positiveInteger,
    responsePromise: oneLineText,
    /** What the free call leaves a visitor with, written to end a sentence. */
    callOutcome: oneLineText,
    satisfactionPercent: positiveInteger,
    callMinutes: positiveInteger,
    websiteProjectWeeks: oneLineText,
  }),
  /** A profile's url is empty until it exists, and the footer then leaves it out. */
  social: listOf(
    fields({ label: oneLineText, icon: oneOf(socialIconNames), url: httpsUrlOrEmpty }),
    "a list of social links, each with label, icon and url",
  ),
  legal: listOf(
    fields({ label: oneLineText, url: sitePath }),
    "a list of links, each with label and url",
  ),
  /** The Resources badge categories, in order. */
  resourceCategories: listOf(
    categoryName,
    "a list of category names with at least 1 item, e.g. [Website Design, SEO]",
  ),
  /** Article categories with no badge. */
  otherCategories: listOf(
    categoryName,
    "a list of category names, e.g. [Branding, Video Marketing]",
    0,
  ),
  caseStudyCategories: textList("[Wellness & Fitness, Business Consulting]"),
  footerServices: listOf(
    fields({ label: oneLineText, service: oneLineText }),
    'a list of services, each with a label and the service in services.yaml it links to, e.g. { label: "SEO Services", service: "Content Development" }',
  ),
  /**
   * The About page's team photo, beside this file (e.g. ./images/team.jpg). Until the owner adds
   * one the page shows abstract art in its place, and `npm run launch-check` lists it.
   */
  about: fields({
    teamPhoto: imagePath.optional(),
    teamPhotoAlt: oneLineText.optional(),
  })
    .refine((about) => !about.teamPhoto || about.teamPhotoAlt, {
      path: ["teamPhotoAlt"],
      message: "text saying who is in the photo, e.g. The team at our Dallas office",
    })
    .optional(),
  /** Fields of this file still to confirm before launch; `npm run launch-check` lists them. */
  unconfirmed: textList("[bookingUrl, social[0].url]", 0).optional(),
});
export type SiteConfigFile = z.infer<typeof siteConfigSchema>;

export const articleCategories = (site: SiteConfigFile) => [
  ...site.resourceCategories,
  ...site.otherCategories,
];

export const serviceSchema = fields({
  icon: oneOf(serviceIconNames),
  title: oneLineText,
  description: text,
  features: textList("[Mobile-first design, Fast loading]", 3),
});
export type ServiceFile = z.infer<typeof serviceSchema>;

interface CaseStudyContext {
  services: readonly string[];
  categories: readonly string[];
}

/** A result's figure ("65%", "2,400", "1.4 s") is set large, alone on its line. */
export const RESULT_FIGURE_MAX = 8;

/** One entry of content/case-studies.yaml; `image` is checked against the disk separately. */
export const caseStudySchema = ({ services, categories }: CaseStudyContext) =>
  fields({
    title: oneLineText,
    url: httpsUrl,
    category: knownName(categories, "case study categories in content/site.yaml"),
    problem: text,
    solution: text,
    /** Proof first: the figure is shown large, then its label finishes the sentence. */
    results: listOf(
      fields({
        figure: shortText(RESULT_FIGURE_MAX, "so it fits its tile in the display face"),
        label: oneLineText,
      }),
      'a list of results, each a figure and a label, e.g. { figure: "40%", label: "more bookings in three months" }',
    ),
    services: listOf(
      knownName(services, "services in content/services.yaml"),
      "a list of services from content/services.yaml, e.g. [Website Design]",
    ),
    image: oneLineText,
    imageAlt: oneLineText,
  });
export type CaseStudyFile = z.infer<ReturnType<typeof caseStudySchema>>;

/** One question of content/faq.yaml; its answer may hold {claim} placeholders. */
export const faqSchema = fields({ question: oneLineText, answer: text });
export type FaqFile = z.infer<typeof faqSchema>;

/** Search results show about 70 characters of a title, and " | <agency name>" is appended. */
export const ARTICLE_TITLE_MAX = 53;

/** Without `categories`, any text: the build checks it against site.yaml on every build. */
export const articleFrontmatterSchema = (categories?: readonly string[]) =>
  fields({
    title: shortText(ARTICLE_TITLE_MAX, "so it fits in search results with the agency name"),
    excerpt: text,
    category: categories ? knownName(categories, "categories in content/site.yaml") : oneLineText,
    readTime: readTime.optional(),
    tags: textList("[SEO, Local business]"),
    date: isoDate.optional(),
    draft: z.boolean({ error: "true or false" }).optional(),
    /** The article's own social card (og:image); without it, the site's is used. */
    image: imagePath.optional(),
  });
export type ArticleFrontmatter = z.infer<ReturnType<typeof articleFrontmatterSchema>>;

// The free downloads (content/downloads/*.yaml) become a PDF or a spreadsheet. The PDF's
// standard Helvetica only has the Windows-1252 characters: no emoji or other scripts.
const WIN_ANSI =
  /^[\x20-\x7e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

const PRINTABLE =
  "text of letters, digits and punctuation only (the PDF font has no emoji or symbols)";

// Hidden characters are already reported by name; the font rule would only repeat them.
const printableText = oneLineText.refine(
  (value) => hasUnsafeCharacters(value, { oneLine: true }) || WIN_ANSI.test(value),
  PRINTABLE,
);

// The rule is ../lib/spreadsheetFormula.ts; a number in a cell is never a formula, so -5 is fine.
const NOT_A_FORMULA =
  'does not start with =, +, - or @, which a spreadsheet would run as a formula (a space, tab or line break in front does not help, nor do the wide forms ＝ ＋ － ＠): write "5% down" rather than "-5%", or start with a word, e.g. "Note: +20 leads"';
const CELL = `a number, or text that ${NOT_A_FORMULA}`;
const HEADING = `text on one line that ${NOT_A_FORMULA}`;
const PARAGRAPH = `text that ${NOT_A_FORMULA}`;

const formulaFreeText = (rule: string, oneLine: boolean) =>
  writerText(rule, { oneLine, refuse: readsAsFormula });

export const spreadsheetCell = z.union([z.number({ error: CELL }), formulaFreeText(CELL, false)], {
  error: CELL,
});

const spreadsheetText = formulaFreeText(HEADING, true);
const spreadsheetParagraph = formulaFreeText(PARAGRAPH, false);

// A month the owner has not reached yet has no values: its row is left blank to fill in.
const COUNTS = "a list of numbers of 0 or more without commas, one per metric, e.g. [820, 14]";
const optionalCounts = z.array(z.number({ error: COUNTS }).min(0), { error: COUNTS }).nullish();

const downloadCard = {
  title: oneLineText,
  icon: oneOf(downloadIconNames),
  description: text,
};

/** A workbook's card: its title and description head its "How to use" sheet too. */
const workbookCard = {
  ...downloadCard,
  title: spreadsheetText,
  description: spreadsheetParagraph,
};

export const websiteChecklistSchema = fields({
  ...downloadCard,
  heading: printableText,
  intro: printableText,
  groups: listOf(
    fields({
      name: printableText,
      items: listOf(printableText, "a list of checks, e.g. [Your phone number is on every page]"),
    }),
    "a list of groups, each with a name and a list of items",
  ),
  closing: printableText,
});

/** The workbooks' first sheet, "How to use": one paragraph per item. */
const instructions = listOf(
  spreadsheetParagraph,
  "a list of text with at least 1 item, e.g. [Type your numbers over the examples.]",
);

/** The days a calendar row may name, Monday first as the calendar's weeks start. */
export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const MONDAY = "a Monday written YYYY-MM-DD, e.g. 2027-02-01";

/** The rows are checked against the columns, and their Week and Day, by plugins/site/downloads. */
export const contentCalendarSchema = fields({
  ...workbookCard,
  firstMonday: isoDate.refine((value) => new Date(`${value}T00:00:00Z`).getUTCDay() === 1, MONDAY),
  instructions,
  columns: listOf(spreadsheetText, "a list of column headings, e.g. [Week, Day, Channel]", 2),
  rows: listOf(
    z.record(z.string(), z.unknown(), { error: "a group of fields, e.g. Channel: Instagram" }),
    "a list of posts, each with a value for every column",
  ),
});

export const growthTrackerSchema = fields({
  ...workbookCard,
  instructions,
  metrics: listOf(
    fields({
      name: spreadsheetText,
      format: oneOf(["number", "currency"]).optional(),
      yearToDate: oneOf(["sum", "latest"]).optional(),
    }),
    "a list of metrics, each with a name and optional format and yearToDate, e.g. [{ name: Leads }]",
  ),
  months: listOf(
    fields({
      month: spreadsheetText,
      values: optionalCounts,
      leadSource: spreadsheetCell.nullish(),
      notes: spreadsheetCell.nullish(),
    }),
    "a list of months, each with a month name and optional values, leadSource and notes",
  ),
});

export type WebsiteChecklistContent = z.infer<typeof websiteChecklistSchema>;
export type GrowthTrackerContent = z.infer<typeof growthTrackerSchema>;
export type GrowthMetric = GrowthTrackerContent["metrics"][number];
