import type { SiteConfigFile } from "../../../src/content/schemas";

/** The agency details printed on the files, from content/site.yaml. */
export type Publisher = Pick<SiteConfigFile, "name" | "siteUrl">;
