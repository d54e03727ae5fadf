import fs from "node:fs";
import path from "node:path";

/**
 * What the writing desk's local server may touch: the writers' folder and nothing else. Code,
 * package.json and .git/hooks run at the next build or commit, so a write there is a write of
 * code; content/ holds only data the build validates. Every folder the desk's configuration
 * names (collections, media folders) lies inside these (plugins/site/desk/config.test.ts checks it).
 */
export const DESK_FOLDERS = ["content"] as const;

/**
 * The file paths of each action decap-server (3.11) understands, in its fs and git modes
 * (node_modules/decap-server/dist: the joi schema lists the actions and their parameters).
 * Reads are held to the same folders as writes: the desk never needs anything else. An action
 * missing here is refused, so a newer decap-server cannot add a way around the rule unseen.
 */
type Params = Record<string, unknown>;
const entryPaths = (file: unknown) => {
  const { path: from, newPath } = (file ?? {}) as Params;
  return newPath === undefined ? [from] : [from, newPath];
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

const PATHS_OF_ACTION: Record<string, (params: Params) => unknown[]> = {
  info: () => [],
  entriesByFolder: (p) => [p.folder],
  entriesByFiles: (p) => list(p.files).map((file) => (file as Params | null)?.path),
  getEntry: (p) => [p.path],
  getMedia: (p) => [p.mediaFolder],
  getMediaFile: (p) => [p.path],
  persistEntry: (p) => [
    ...(p.dataFiles === undefined ? [p.entry] : list(p.dataFiles)).flatMap(entryPaths),
    ...list(p.assets ?? []).map((asset) => (asset as Params | null)?.path),
  ],
  persistMedia: (p) => [(p.asset as Params | undefined)?.path],
  deleteFile: (p) => [p.path],
  deleteFiles: (p) => list(p.paths),
  getDeployPreview: () => [],
  // The editorial workflow (git mode): branches named after collection and slug, whose
  // files were written by persistEntry, so they already passed this check.
  unpublishedEntries: () => [],
  unpublishedEntry: () => [],
  unpublishedEntryDataFile: (p) => [p.path],
  unpublishedEntryMediaFile: (p) => [p.path],
  updateUnpublishedEntryStatus: () => [],
  publishUnpublishedEntry: () => [],
  deleteUnpublishedEntry: () => [],
};

/**
 * Where `target` really is: resolved from `root`, and through every symbolic link along the
 * way (for a file not written yet, through its nearest existing folder); null behind a link
 * to nothing, since a write there would create whatever the link names.
 */
function realLocation(root: string, target: string): string | null {
  const missing: string[] = [];
  let existing = path.resolve(root, target);
  for (;;) {
    try {
      fs.lstatSync(existing);
      break;
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) break;
      missing.unshift(path.basename(existing));
      existing = parent;
    }
  }
  try {
    return path.join(fs.realpathSync(existing), ...missing);
  } catch {
    return null;
  }
}

const isInside = (folder: string, target: string) => {
  const relative = path.relative(folder, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

/**
 * Why `requested` (a path from a request, meant relative to `root`) is refused, or null when
 * it lies inside one of DESK_FOLDERS. Backslashes count as separators (Windows), and a
 * URL-encoded form must lie inside as well as the raw one, so `content/%2e%2e/x` is refused
 * even though decap-server would write it literally.
 */
export function pathProblem(root: string, requested: unknown): string | null {
  if (typeof requested !== "string" || requested === "" || requested.includes("\0")) {
    return `${JSON.stringify(requested) ?? "a missing path"} is not a file path`;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(requested);
  } catch {
    return `"${requested}" is not a file path`;
  }
  const folders = DESK_FOLDERS.map((folder) => realLocation(root, folder));
  const inside = [requested, decoded].every((form) => {
    const target = realLocation(root, form.replace(/\\/g, "/"));
    return target !== null && folders.some((folder) => folder && isInside(folder, target));
  });
  return inside
    ? null
    : `"${requested}" is outside ${DESK_FOLDERS.map((folder) => `${folder}/`).join(", ")}`;
}

/**
 * Why a desk request is refused, or null: an action this server does not know, or any of its
 * file paths outside DESK_FOLDERS.
 */
export function requestProblem(root: string, body: unknown): string | null {
  const { action, params } = (body ?? {}) as Params;
  const pathsOf = typeof action === "string" ? Object.hasOwn(PATHS_OF_ACTION, action) : false;
  if (!pathsOf) return `${JSON.stringify(action) ?? "a missing action"} is not a desk action`;
  const paths = PATHS_OF_ACTION[action as string]((params ?? {}) as Params);
  for (const requested of paths) {
    const problem = pathProblem(root, requested);
    if (problem) return problem;
  }
  return null;
}
