import { iconNames } from "../../components/Icon";
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
  sitePath,
  text,
  textList,
  type RecordSpec,
} from "./rules";

/**
 * What each kind of content file must hold. These mirror the GraphQL types in `../schema.ts`:
 * the schema makes the fields non-null for the pages, these give the writer a readable error.
 */

const icon = oneOf(iconNames);

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
    { label: text, icon, url: httpsUrlOrEmpty },
    "a list of social links, each with label, icon and url",
  ),
  legal: listOf({ label: text, url: sitePath }, "a list of links, each with label and url"),
  resourceCategories: textList("[Website Design, SEO]"),
};

export const serviceSpec: RecordSpec = {
  icon,
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

export const articleFrontmatterSpec: RecordSpec = {
  title: text,
  excerpt: text,
  category: text,
  readTime,
  tags: textList("[SEO, Local business]"),
  date: optional(isoDate),
};
