// Apart from ./config.ts, so the desk's page carries no schema conversion (zod-to-json-schema).

/** The Decap format (./admin.tsx) that edits a YAML file whose top level is a list. */
export const YAML_LIST_FORMAT = "yaml-list";
/** The one field a YAML_LIST_FORMAT entry has: the file's list. */
export const YAML_LIST_FIELD = "items";

interface Collections {
  collections: readonly { name?: string; fields?: readonly { name: string }[] }[];
}

/**
 * `config` with `today` (the site's zone) as a new article's date: Decap's "{{now}}" is the UTC
 * day, tomorrow on a Dallas evening, which would schedule the article.
 */
export function withArticleDateDefault<T extends Collections>(config: T, today: string): T {
  const dated = (field: { name: string }) =>
    field.name === "date" ? { ...field, default: today } : field;
  const collections = config.collections.map((collection) =>
    collection.name === "articles"
      ? { ...collection, fields: collection.fields?.map(dated) }
      : collection,
  );
  return { ...config, collections };
}
