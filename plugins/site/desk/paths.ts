import fs from "node:fs";
import path from "node:path";
import { deskAction, type EntryMoves, type Params } from "./actions";

/** All the desk may touch: data the build validates, never code that a build or commit runs. */
export const DESK_FOLDER = "content";

/**
 * Where `target` really is, through every link, as decap-server resolves a path it writes; null
 * behind a dangling link, since a write there would create whatever the link names.
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

/** Whether `target` is `folder` or lies in it (a name such as `..x` is inside, `..` is not). */
const isInside = (folder: string, target: string) => {
  const relative = path.relative(folder, target);
  const up = relative === ".." || relative.startsWith(`..${path.sep}`);
  return !up && !path.isAbsolute(relative);
};

/**
 * Whether a name is git's own folder as some file system sees it (as git's path.c checks):
 * without case, invisible characters (HFS+), trailing dots and spaces, or as GIT~1 (Windows).
 */
function isGitFolderName(name: string): boolean {
  const seen = name.replace(/\p{Default_Ignorable_Code_Point}/gu, "").toLowerCase();
  return /^\.git[. ]*$/.test(seen) || /^git~\d+$/.test(seen);
}

const hasGitFolder = (location: string) => location.split(/[\\/]/).some(isGitFolderName);

const OUTSIDE = `is outside ${DESK_FOLDER}/`;
const IN_GIT_FOLDER = "is in a .git folder, where git keeps its own files";

/** Where a rename puts or takes `place`: a rename moves a link, not what it leads to. */
function renamedLocation(root: string, place: string) {
  const absolute = path.resolve(root, place);
  const folder = realLocation(root, path.dirname(absolute));
  return folder && path.join(folder, path.basename(absolute));
}

/**
 * Why decap-server may not touch `place`, in words that end a sentence about it, or null when
 * its real location lies in DESK_FOLDER and in no .git folder. `renamed`: a rename's end.
 */
function placeProblem(root: string, place: string, renamed = false): string | null {
  const target = renamed ? renamedLocation(root, place) : realLocation(root, place);
  const folder = realLocation(root, DESK_FOLDER);
  if (!folder || !target || !isInside(folder, target)) return OUTSIDE;
  const named = !path.isAbsolute(place) && hasGitFolder(place);
  return named || hasGitFolder(path.relative(folder, target)) ? IN_GIT_FOLDER : null;
}

/**
 * Why a request's path is refused, or null; checked as sent, with `\` as `/` and URL-decoded. A
 * `$` is refused anywhere: decap-server's move reads $`, $' and $& as replacement patterns
 * (docs/decap-server-report.md), and no name the desk makes has one.
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
  if (decoded.includes("$")) return `"${requested}" has a "$" in it, which no desk file name has`;
  const forms = [requested, decoded].flatMap((form) => [form, form.replace(/\\/g, "/")]);
  const problems = forms.map((form) => placeProblem(root, form));
  const problem = problems.includes(OUTSIDE) ? OUTSIDE : problems.find(Boolean);
  return problem ? `"${requested}" ${problem}` : null;
}

/** Whether `file` (as git lists it, relative to `root`) really lies in DESK_FOLDER. */
export const isInDeskFolder = (root: string, file: string) => placeProblem(root, file) !== OUTSIDE;

/** decap-server's listing (utils/fs.ts, listFiles): links are listed, never followed into. */
function listFiles(folder: string, extension: string, depth: number): string[] {
  if (depth <= 0) return [];
  try {
    return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return listFiles(file, extension, depth - 1);
      return file.endsWith(extension) ? [file] : [];
    });
  } catch {
    return [];
  }
}

/** `location` as the writer knows it: relative to the site's folder when inside it. */
function shown(root: string, location: string) {
  const top = realLocation(root, ".") ?? root;
  return location.startsWith(top + path.sep) ? location.slice(top.length + 1) : location;
}

/** Why a listing is refused: decap-server reads every file listed, through links. */
function listingProblem(root: string, [folder, extension, depth]: unknown[]) {
  const levels = Number.isFinite(Number(depth)) ? Number(depth) : Infinity;
  const top = realLocation(root, String(folder));
  for (const file of top ? listFiles(top, String(extension ?? ""), levels) : []) {
    const real = realLocation(root, file);
    const problem = real && placeProblem(root, real);
    if (!problem) continue;
    const link = real === file ? "" : `, a link to "${shown(root, real)}"`;
    return `"${folder as string}" holds "${shown(root, file)}"${link}, which ${problem}`;
  }
  return null;
}

/**
 * The files an entry's `newPath` makes decap-server move, computed as its utils/fs.ts move
 * does: the entry, then (unless `subfolders` is false) every file in its folder, now or written
 * by the request, to `file.replace(sourceDir, destDir)`, `$` patterns and all.
 */
function movesOf(root: string, entry: Params, { written, subfolders }: EntryMoves) {
  const from = realLocation(root, String(entry.path));
  const to = realLocation(root, String(entry.newPath));
  if (!from || !to) return [];
  const moves = [{ from, to }];
  if (!subfolders) return moves;
  const sourceDir = path.dirname(from);
  const destDir = path.dirname(to);
  const files = new Set([
    ...listFiles(sourceDir, "", 100),
    ...written
      .flatMap((file) => (typeof file === "string" ? (realLocation(root, file) ?? []) : []))
      .filter((file) => file.startsWith(sourceDir + path.sep)),
  ]);
  // The entry itself has gone by the time decap lists its folder.
  files.delete(from);
  for (const file of files) {
    moves.push({ from: file, to: file.replace(sourceDir, destDir) });
  }
  return moves;
}

const isLink = (location: string) => {
  try {
    return fs.lstatSync(location).isSymbolicLink();
  } catch {
    return false;
  }
};

/**
 * Why a save's move is refused: a file taken from or put where no request may, a link carried
 * along (a relative one would lead elsewhere), or several moves, run together in no set order.
 */
function movesProblem(root: string, moving: EntryMoves) {
  const { entries } = moving;
  if (entries.length === 0) return null;
  if (entries.length > 1) {
    return `the save moves ${entries.length} entries; the desk moves one at a time`;
  }
  for (const { from, to } of movesOf(root, entries[0], moving)) {
    const moved = `moving the entry would move "${shown(root, from)}"`;
    if (isLink(from)) return `${moved}, a link, which would then lead somewhere else`;
    // A `.` or `..` from a `$` pattern is read by the system, through links, not path.resolve.
    const plain = path.resolve(to) === to;
    const problem =
      placeProblem(root, from, true) ??
      (plain ? placeProblem(root, to, true) : "is not a plain path");
    if (problem) return `${moved} to "${shown(root, to)}", which ${problem}`;
  }
  return null;
}

/** Why a desk request is refused: an unknown action, or a file it names, lists or moves. */
export function requestProblem(root: string, body: unknown): string | null {
  const { name, action, params } = deskAction(body);
  if (!action) return `${JSON.stringify(name) ?? "a missing action"} is not a desk action`;
  for (const requested of action.paths?.(params) ?? []) {
    const problem = pathProblem(root, requested);
    if (problem) return problem;
  }
  const listing = action.listing?.(params);
  if (listing) return listingProblem(root, listing);
  const moves = action.moves?.(params);
  return moves ? movesProblem(root, moves) : null;
}
