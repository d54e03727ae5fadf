import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

/** The fields of content/site.yaml that build steps need before GraphQL exists. */
export interface SiteFile {
  name: string;
  tagline: string;
  description: string;
  siteUrl: string;
  bookingUrl: string;
}

/**
 * Reads content/site.yaml for gatsby-config and the build hooks that run outside GraphQL
 * (icons, robots.txt, headers). Its full validation happens when the node is created.
 */
export function readSiteFile(root = process.cwd()): SiteFile {
  return yaml.load(fs.readFileSync(path.join(root, "content/site.yaml"), "utf8")) as SiteFile;
}
