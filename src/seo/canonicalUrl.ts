import { normalizePath } from "../lib/routes";

/** A page's absolute canonical URL: the site URL plus the lowercased, slash-ended path. */
export const canonicalUrl = (siteUrl: string, pathname: string) =>
  `${siteUrl}${normalizePath(pathname)}`;
