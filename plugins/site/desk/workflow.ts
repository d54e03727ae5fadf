import path from "node:path";
import { readServices } from "../../../src/content/readContent";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { cmsConfig } from "./config";

/**
 * The editorial workflow's requests (git mode), held to the drafts the desk makes. decap-server
 * (3.11, middlewares/localGit) names a draft's branch `cms/<collection>/<slug>` from a request's
 * own parameters and hands it to git unchecked: `git checkout <branch>` with no `--` and no
 * check that the branch exists, so git read `cms/x/../..` as a pathspec and restored every file
 * of the folder from the index, throwing away work nobody had committed; and `git config
 * branch.<branch>.description <label>` for any branch, the label being the request's status
 * after its `cmsLabelPrefix`, so a newline in either wrote git's own settings. So a request is
 * taken only for a collection of the desk's configuration, an entry name the desk itself makes,
 * one of Decap's statuses, and (checked by the server, which asks git) a draft that exists.
 */

type Params = Record<string, unknown>;

/** Decap's workflow statuses (decap-cms-core, constants/publishModes: Draft, In review, Ready). */
export const WORKFLOW_STATUSES = ["draft", "pending_review", "pending_publish"] as const;

/**
 * A name the desk gives an entry, which is also the last part of its draft's branch. Decap
 * makes an article's from its title (its slugify, with the configuration's `slug` settings:
 * lower case, ASCII, "." turned to "-", anything else outside `-_.~` replaced by "-", none
 * leading), and a file's is its `name`. `~` and `.` are left out: git allows neither in a
 * branch name where Decap could put one, and the build's own rule for an article's file name
 * (ARTICLE_SLUG) has neither. So the name is never a path (`/`, `..`), an option (a leading
 * `-`), pathspec magic (`:`, `*`, `?`, `[`) or a revision (`~`, `^`, `@{`).
 */
export const ENTRY_NAME = /^[a-z0-9_][a-z0-9_-]*$/;

/** The site the collections are read from: see deskCollections. */
const FIXTURE_SITE = path.resolve(__dirname, "../../../fixture-site");
let collections: string[] | undefined;

/**
 * The names of the desk's collections, from its configuration (./config.ts). They are the
 * configuration's own, whatever the site's content says (plugins/site/desk/config.test.ts makes
 * it from the fixture site too), so it is made from fixture-site/, which no writer is in the
 * middle of editing: a problem in content/site.yaml must not stop the desk that would fix it.
 */
export function deskCollections(): string[] {
  collections ??= cmsConfig({
    site: readSiteConfig(FIXTURE_SITE),
    serviceTitles: readServices(FIXTURE_SITE).map((service) => service.title),
    backend: { repo: "owner/site", branch: "main" },
  }).collections.map((collection) => collection.name);
  return collections;
}

/** The branch decap-server keeps the draft of `slug` in `collection` on. */
export const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`;

/** A draft a request names: its collection and slug as decap-server reads them. */
interface Named {
  collection: unknown;
  slug: unknown;
  /** Whether decap-server then reads, switches to, changes or ends the draft's branch. */
  existing: boolean;
}

/**
 * decap-server's `parseContentKey`: an id is `<collection>/<slug>`, split at its first `/`
 * (with none, the collection is the id less its last character and the slug the whole id).
 */
function contentKey(id: string) {
  const index = id.indexOf("/");
  return { collection: id.slice(0, index), slug: id.slice(index + 1) };
}

/**
 * The draft each action names, read from the parameters exactly as decap-server reads them
 * (localGit/index.ts), or null for an action that names none. unpublishedEntryDataFile's and
 * unpublishedEntryMediaFile's `id` is the file's (the desk sends its path) and decap-server
 * never reads it; their `path` is checked with every other path (./paths). getDeployPreview's
 * collection and slug are never read either: it answers null.
 */
/** The draft of an action that names it by `collection` and `slug`, and works on it as it is. */
const existingDraft = (p: Params): Named => ({
  collection: p.collection,
  slug: p.slug,
  existing: true,
});

const NAMED_BY_ACTION: Record<string, (params: Params) => Named | null> = {
  unpublishedEntry: (p) =>
    p.id ? { ...contentKey(String(p.id)), existing: true } : existingDraft(p),
  unpublishedEntryDataFile: existingDraft,
  unpublishedEntryMediaFile: existingDraft,
  updateUnpublishedEntryStatus: existingDraft,
  publishUnpublishedEntry: existingDraft,
  deleteUnpublishedEntry: existingDraft,
  // A save in the workflow makes the draft's branch when there is none: from the options'
  // collection and the first file's slug (`dataFiles`, else `[entry]`).
  persistEntry: (p) => {
    const options = (p.options ?? {}) as Params;
    if (!options.useWorkflow) return null;
    const files = p.dataFiles === undefined ? [p.entry] : p.dataFiles;
    const first = Array.isArray(files) ? (files[0] as Params | null | undefined) : undefined;
    return { collection: options.collectionName, slug: first?.slug, existing: false };
  },
};

/** The status a request would write as a draft's label, where decap-server writes one. */
const STATUS_OF_ACTION: Record<string, (params: Params) => unknown[]> = {
  updateUnpublishedEntryStatus: (p) => [p.newStatus],
  persistEntry: (p) => {
    const options = (p.options ?? {}) as Params;
    return options.useWorkflow ? [options.status] : [];
  },
};

/** A workflow request refused: the answer's status and the words the desk shows the writer. */
export interface WorkflowRefusal {
  status: 403 | 404;
  error: string;
}

/** What a workflow request needs before decap-server runs it. */
export type WorkflowCheck =
  | { refusal: WorkflowRefusal }
  /** `draft`: the branch that must exist first (the server asks git), or null. */
  | { refusal: null; draft: string | null };

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/**
 * Why a request of the editorial workflow is refused, or the draft branch it needs to exist:
 * a `cmsLabelPrefix` (the desk's configuration sets none), a collection the desk does not
 * have, an entry name it would not make, or a status that is not Decap's. unpublishedEntry,
 * with which the desk asks whether an entry has a draft at all, is answered 404 for a name no
 * draft can have, as decap-server answers when there is none: the desk then opens the
 * published entry.
 */
export function workflowCheck(body: unknown, known = deskCollections()): WorkflowCheck {
  const { action, params } = (body ?? {}) as Params;
  const given = (params ?? {}) as Params;
  if (given.cmsLabelPrefix !== undefined) {
    const error = `The desk sets no label prefix, so a request may not either (cmsLabelPrefix ${shown(given.cmsLabelPrefix)}).`;
    return { refusal: { status: 403, error } };
  }
  const named =
    typeof action === "string" && Object.hasOwn(NAMED_BY_ACTION, action)
      ? NAMED_BY_ACTION[action](given)
      : null;
  if (!named) return { refusal: null, draft: null };
  const status = action === "unpublishedEntry" ? 404 : 403;
  const { collection, slug } = named;
  if (typeof collection !== "string" || !known.includes(collection)) {
    const error = `The desk has no collection ${shown(collection)}: its collections are ${known.join(", ")}.`;
    return { refusal: { status, error } };
  }
  if (typeof slug !== "string" || !ENTRY_NAME.test(slug)) {
    const error = `${shown(slug)} is not a name the desk gives an entry: lower-case letters, digits, "-" and "_", not starting with "-".`;
    return { refusal: { status, error } };
  }
  for (const written of STATUS_OF_ACTION[action as string]?.(given) ?? []) {
    if (!(WORKFLOW_STATUSES as readonly unknown[]).includes(written)) {
      const statuses = `${WORKFLOW_STATUSES.slice(0, -1).join(", ")} and ${WORKFLOW_STATUSES.at(-1)}`;
      const error = `${shown(written)} is not a workflow status: the desk's are ${statuses}.`;
      return { refusal: { status: 403, error } };
    }
  }
  return { refusal: null, draft: named.existing ? draftBranch(collection, slug) : null };
}

/** The refusal of a request for `draft`, a branch that does not exist. */
export const noDraft = (draft: string): WorkflowRefusal => ({
  status: 404,
  error: `There is no draft ${draft}: it has been published or deleted, or was never saved. Reload the desk to see the drafts there are.`,
});
