// decap-server's actions and the parameters the desk's rules need, read as it reads them. An
// action missing here is refused, so a newer decap-server cannot add a way around the rules.

export type Params = Record<string, unknown>;

/** A draft a request names, as decap-server reads it. */
interface NamedDraft {
  collection: unknown;
  slug: unknown;
  /** Whether the draft's branch must exist (false: a save that makes it). */
  existing: boolean;
  /** The label decap-server writes into git config, where it writes one. */
  status?: unknown;
}

/** What a save moves: entries given a `newPath`, each with its folder unless not `subfolders`. */
export interface EntryMoves {
  entries: Params[];
  written: unknown[];
  subfolders: boolean;
}

interface DeskAction {
  paths?(params: Params): unknown[];
  /** The folder it lists, reading every file found: folder, extension, depth. */
  listing?(params: Params): [unknown, unknown, unknown];
  moves?(params: Params): EntryMoves;
  /** Whether git mode commits it with `git add .`, taking every change along. */
  commits?: true;
  /** The draft whose `cms/<collection>/<slug>` branch git mode hands to git. */
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
const namedDraft = ({ collection, slug }: Params): NamedDraft => ({
  collection,
  slug,
  existing: true,
});
/** decap-server's `parseContentKey`: `<collection>/<slug>`, split at the first `/`. */
const contentKey = (id: string) =>
  namedDraft({ collection: id.slice(0, id.indexOf("/")), slug: id.slice(id.indexOf("/") + 1) });

// A draft's files passed the path rules when persistEntry wrote them.
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
    // A save in the workflow makes the draft's branch from the collection and first file's slug.
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

/** A request body's action as decap-server would run it, or null for one unknown here. */
export function deskAction(body: unknown) {
  const { action: name, params } = (body ?? {}) as Params;
  const known = typeof name === "string" && Object.hasOwn(ACTIONS, name);
  return { name, action: known ? ACTIONS[name] : null, params: (params ?? {}) as Params };
}
