/**
 * decap-server's actions (3.11, fs and git modes), each with the parameters the desk's rules
 * need, read as decap-server reads them (node_modules/decap-server/src/middlewares: the joi
 * schema lists the actions, localFs and localGit read them). An action missing here is refused
 * (./paths), so a newer decap-server cannot add a way around the rules unseen.
 */

export type Params = Record<string, unknown>;

/** A draft a request names: its collection and slug as decap-server reads them. */
interface NamedDraft {
  collection: unknown;
  slug: unknown;
  /** Whether decap-server then reads, switches to, changes or ends the draft's branch. */
  existing: boolean;
  /** What it writes as the draft's label (git config), present only where it writes one. */
  status?: unknown;
}

/**
 * What a save moves: the entries given a `newPath`, each taking its folder along unless
 * `subfolders` is false, after writing `written`.
 */
export interface EntryMoves {
  entries: Params[];
  written: unknown[];
  subfolders: boolean;
}

interface DeskAction {
  /** The file paths it reads or writes. */
  paths?(params: Params): unknown[];
  /** The folder it lists, reading every file found: folder, extension, depth. */
  listing?(params: Params): [unknown, unknown, unknown];
  /** What it moves. */
  moves?(params: Params): EntryMoves;
  /** Whether git mode commits it with `git add .`, taking every change along. */
  commits?: true;
  /** The draft whose `cms/<collection>/<slug>` branch git mode hands to git, or null. */
  draft?(params: Params): NamedDraft | null;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const pathOf = (file: unknown) => (file as Params | null)?.path;
/** persistEntry's files: `dataFiles`, else `[entry]`. */
const dataFilesOf = (p: Params) => (p.dataFiles === undefined ? [p.entry] : list(p.dataFiles));
const assetsOf = (p: Params) => list(p.assets ?? []);
const entryPaths = (file: unknown) => {
  const { path: from, newPath } = (file ?? {}) as Params;
  return newPath === undefined ? [from] : [from, newPath];
};
const namedDraft = (p: Params): NamedDraft => ({
  collection: p.collection,
  slug: p.slug,
  existing: true,
});
/** decap-server's `parseContentKey`: `<collection>/<slug>`, split at the first `/`. */
function contentKey(id: string): NamedDraft {
  const index = id.indexOf("/");
  return { collection: id.slice(0, index), slug: id.slice(index + 1), existing: true };
}

/*
 * The editorial workflow's actions name a draft by collection and slug. Their files were written
 * by persistEntry, so they passed the path rules then; unpublishedEntryDataFile's and
 * unpublishedEntryMediaFile's `id` is never read, nor getDeployPreview's names (it answers null).
 */
const ACTIONS: Record<string, DeskAction> = {
  info: {},
  entriesByFolder: {
    paths: (p) => [p.folder],
    listing: (p) => [p.folder, p.extension, p.depth],
  },
  entriesByFiles: { paths: (p) => list(p.files).map(pathOf) },
  getEntry: { paths: (p) => [p.path] },
  getMedia: { paths: (p) => [p.mediaFolder], listing: (p) => [p.mediaFolder, "", 1] },
  getMediaFile: { paths: (p) => [p.path] },
  persistEntry: {
    paths: (p) => [...dataFilesOf(p).flatMap(entryPaths), ...assetsOf(p).map(pathOf)],
    moves: (p) => ({
      entries: dataFilesOf(p).filter((file) => (file as Params | null)?.newPath) as Params[],
      written: [...dataFilesOf(p), ...assetsOf(p)].map(pathOf),
      subfolders: (p.options as Params | undefined)?.hasSubfolders !== false,
    }),
    commits: true,
    // A save in the workflow (any true `useWorkflow`) makes the draft's branch when there is
    // none, named after the options' collection and the first file's slug.
    draft: (p) => {
      const { useWorkflow, collectionName, status } = (p.options ?? {}) as Params;
      const slug = (dataFilesOf(p)[0] as Params | null | undefined)?.slug;
      return useWorkflow ? { collection: collectionName, slug, existing: false, status } : null;
    },
  },
  persistMedia: { paths: (p) => [pathOf(p.asset)], commits: true },
  deleteFile: { paths: (p) => [p.path], commits: true },
  deleteFiles: { paths: (p) => list(p.paths), commits: true },
  getDeployPreview: {},
  unpublishedEntries: {},
  unpublishedEntry: { draft: (p) => (p.id ? contentKey(String(p.id)) : namedDraft(p)) },
  unpublishedEntryDataFile: { paths: (p) => [p.path], draft: namedDraft },
  unpublishedEntryMediaFile: { paths: (p) => [p.path], draft: namedDraft },
  updateUnpublishedEntryStatus: { draft: (p) => ({ ...namedDraft(p), status: p.newStatus }) },
  publishUnpublishedEntry: { draft: namedDraft },
  deleteUnpublishedEntry: { draft: namedDraft },
};

/**
 * A request body's action as decap-server would run it, or null for one this desk does not
 * know; `name` as the request gives it; `params` never missing.
 */
export function deskAction(body: unknown) {
  const { action: name, params } = (body ?? {}) as Params;
  const known = typeof name === "string" && Object.hasOwn(ACTIONS, name);
  return { name, action: known ? ACTIONS[name] : null, params: (params ?? {}) as Params };
}
