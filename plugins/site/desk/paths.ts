import fs from "node:fs";
import path from "node:path";
import { deskAction, type EntryMoves, type Params } from "./actions";

/**
 * What the writing desk's local server may touch: the writers' folder and nothing else. Code,
 * package.json and .git/hooks run at the next build or commit, so a write there is a write of
 * code; content/ holds only data the build validates. Every folder the desk's configuration
 * names (collections, media folders) lies inside it (./config.test.ts checks it).
 */
export const DESK_FOLDER = "content";

/**
 * Where `target` really is: resolved from `root`, and through every symbolic link along the
 * way (for a file not written yet, through its nearest existing folder); null behind a link
 * to nothing, since a write there would create whatever the link names. This is how
 * decap-server resolves a path it writes (utils/path.ts, resolveNewRepoPath).
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
 * Whether a file or folder name is git's own folder as some file system sees it: macOS and
 * Windows compare names without case, macOS (HFS+) ignores invisible characters, Windows drops
 * trailing dots and spaces and also knows the folder by its short name GIT~1 (as git itself
 * checks in its path.c).
 */
function isGitFolderName(name: string): boolean {
  const seen = name.replace(/\p{Default_Ignorable_Code_Point}/gu, "").toLowerCase();
  return /^\.git[. ]*$/.test(seen) || /^git~\d+$/.test(seen);
}

const hasGitFolder = (location: string) => location.split(/[\\/]/).some(isGitFolderName);

const OUTSIDE = `is outside ${DESK_FOLDER}/`;
const IN_GIT_FOLDER = "is in a .git folder, where git keeps its own files";

/**
 * Where a rename puts or takes `place`: its folder's real location, and the name itself, since
 * a rename moves a link rather than what it leads to.
 */
function renamedLocation(root: string, place: string) {
  const absolute = path.resolve(root, place);
  const folder = realLocation(root, path.dirname(absolute));
  return folder && path.join(folder, path.basename(absolute));
}

/**
 * Why decap-server may not touch `place` (relative to `root`, or absolute), in words that end
 * a sentence about it, or null when its real location lies in DESK_FOLDER and in no .git
 * folder (not even through a link). `renamed`: a rename's end, whose own link is moved, not
 * followed.
 */
function placeProblem(root: string, place: string, renamed = false): string | null {
  const target = renamed ? renamedLocation(root, place) : realLocation(root, place);
  const folder = realLocation(root, DESK_FOLDER);
  if (!folder || !target || !isInside(folder, target)) return OUTSIDE;
  const named = !path.isAbsolute(place) && hasGitFolder(place);
  return named || hasGitFolder(path.relative(folder, target)) ? IN_GIT_FOLDER : null;
}

/**
 * Why `requested` (a path from a request, meant relative to `root`) is refused, or null when
 * it lies inside DESK_FOLDER and outside any .git folder. It is checked as decap-server reads
 * it (a backslash is part of a name on Linux and macOS) and with backslashes as separators
 * (Windows), and a URL-encoded form must lie inside as well as the raw one, so
 * `content/%2e%2e/x` is refused even though decap-server would write it literally. A `$` is
 * refused anywhere: decap-server's move reads $`, $' and $& in a path as replacement
 * patterns (docs/decap-server-report.md), and no name the desk makes has one (its slugs keep
 * to letters, digits and `-_.~`).
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

/**
 * decap-server's listing (utils/fs.ts, listFiles): every file under `folder` down to `depth`
 * levels whose name ends with `extension`. A link is listed, never followed into.
 */
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

/**
 * Why a listing is refused: decap-server reads every file `folder` lists (entriesByFolder,
 * getMedia), through links, so each must lie where a requested path may.
 */
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
 * The files an entry's `newPath` makes decap-server move (utils/fs.ts, move), computed as it
 * computes them: the entry from the real location of its `path` to that of `newPath`, then,
 * unless `subfolders` is false, every file under the entry's folder (depth 100: what is there
 * now and what the request writes first) to `file.replace(sourceDir, destDir)`, with
 * String.prototype.replace's own reading of `$` patterns in destDir.
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
    // decap-server's own expression, `$` patterns and all (the bug this check exists for).
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
 * along (moved to another folder, a relative link leads somewhere else), or several moves,
 * which decap-server starts together in no set order, so no check could foresee them.
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
    // A destination holding `.` or `..` came out of a `$` pattern: the system, not
    // path.resolve, would read it, through whatever links lie on the way.
    const plain = path.resolve(to) === to;
    const problem =
      placeProblem(root, from, true) ??
      (plain ? placeProblem(root, to, true) : "is not a plain path");
    if (problem) return `${moved} to "${shown(root, to)}", which ${problem}`;
  }
  return null;
}

/**
 * Why a desk request is refused, or null: an action this server does not know (./actions),
 * any of its file paths outside DESK_FOLDER, in a .git folder or holding a `$`, or any file
 * decap-server would list and read or move because of it lying outside DESK_FOLDER or in a
 * .git folder.
 */
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
