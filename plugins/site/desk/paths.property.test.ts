/** @jest-environment node */
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { postToDesk } from "./deskRequest.testing";
import { requestProblem } from "./paths";

/*
 * The desk's path rules over generated saves: the bypass found after the first hardening (a
 * ..$` segment that decap-server's move turned into `..` after every check) was an input no
 * example test held. Paths are built from the pieces such bypasses are made of (replacement
 * patterns, dots, encodings, backslashes, .git, Unicode look-alike characters, links), and
 * each save is checked against what decap-server really does: its own steps replayed on a copy
 * of a site (for the rule alone, requestProblem), and its real server on a site folder, in
 * both modes.
 */

jest.setTimeout(60_000);

/** Pieces of names a writer's path could hold, Unicode characters that look like dots and slashes too. */
const plainPiece = fc.constantFrom(
  "a",
  "b",
  "t5",
  "articles",
  "images",
  "deep",
  // A link within content/ (see makeSite).
  "inner",
  "x.md",
  "-",
  ".",
  "..",
  "é",
  "e\u0301",
  "\uff0e\uff0e",
  "\uff0f",
  "\u200f",
  "\u202e",
  "\u200c",
);
/** Pieces bypasses are made of: replacement patterns, encodings, separators, git, links out. */
const hostilePiece = fc.constantFrom(
  "$",
  "`",
  "'",
  "&",
  "%",
  "%2e",
  "%2E%2e",
  "\\",
  "/",
  ".git",
  ".GIT",
  "git~1",
  "$`",
  "$'",
  "$&",
  "$$",
  "..$`",
  "..$'",
  "escape",
  "way-out",
  "to-git",
);
const piece = fc.oneof(
  { arbitrary: plainPiece, weight: 3 },
  { arbitrary: hostilePiece, weight: 1 },
);
const segment = fc.array(piece, { minLength: 1, maxLength: 3 }).map((pieces) => pieces.join(""));
/** Where a generated path starts; ROOT/ is the site's folder, written as an absolute path. */
const start = fc.constantFrom(
  "content/",
  "content/",
  "content/t5/",
  "content/articles/",
  "",
  "./content/",
  "content/../",
  "ROOT/content/",
  "ROOT/",
);
const name = fc.oneof(
  fc.constantFrom("x.md", "config", "decoy.md", "photo.jpg", "pre-commit", "package.json"),
  segment,
);
/** A path built from any pieces, from any start. */
const anyPath = fc
  .tuple(start, fc.array(segment, { maxLength: 4 }), name)
  .map(([from, segments, file]) => from + [...segments, file].join("/"));
/** A path in a folder of content/ built from plain pieces only, as most of the desk's are. */
const plainPath = fc
  .tuple(
    fc.constantFrom("content/", "content/t5/", "content/deep/a/", "ROOT/content/"),
    fc.array(
      fc.array(plainPiece, { minLength: 1, maxLength: 2 }).map((pieces) => pieces.join("")),
      { maxLength: 3 },
    ),
    name,
  )
  .map(([from, segments, file]) => from + [...segments, file].join("/"));
const filePath = fc.oneof(plainPath, anyPath);
/**
 * A path that climbs: segments that are `..`, or turn into it or into a folder's name in
 * decap-server's move (String.prototype.replace reads $`, $' and $& in the destination).
 */
const climbingPath = fc
  .tuple(
    fc.constantFrom("content/", "content/a/", "content/a/", "content/t5/", "content/deep/a/"),
    fc.array(
      fc.oneof(
        { arbitrary: fc.constant("..$`"), weight: 4 },
        {
          arbitrary: fc.constantFrom("..$'", "$&", "..$&", "$$", "$`", "..", ".git", "a"),
          weight: 4,
        },
      ),
      { minLength: 1, maxLength: 4 },
    ),
    name,
  )
  .map(([from, segments, file]) => from + [...segments, file].join("/"));
const newPath = fc.oneof(
  { arbitrary: filePath, weight: 1 },
  { arbitrary: climbingPath, weight: 2 },
);

/** An entry's own file: mostly in a folder that already holds files, which its move takes along. */
const entryPath = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      "content/t5/x.md",
      "content/articles/existing.mdx",
      "content/images/new.md",
      "content/deep/a/b.md",
      "content/site.yaml",
    ),
    weight: 3,
  },
  { arbitrary: filePath, weight: 1 },
);

interface Save {
  asEntry: boolean;
  files: { path: string; newPath?: string }[];
  assets: string[];
  hasSubfolders?: boolean;
}
const save: fc.Arbitrary<Save> = fc.record({
  asEntry: fc.boolean(),
  files: fc.array(
    fc.record({ path: entryPath, newPath: fc.option(newPath, { nil: undefined, freq: 2 }) }),
    { minLength: 1, maxLength: 2 },
  ),
  // Mostly plain: one refused asset refuses the whole save, and saves should get through too.
  assets: fc.array(
    fc.oneof({ arbitrary: plainPath, weight: 2 }, { arbitrary: anyPath, weight: 1 }),
    { maxLength: 3 },
  ),
  hasSubfolders: fc.constantFrom(undefined, true, false),
});

/** The persistEntry request a save is, for the site at `root`. */
function persistEntry({ asEntry, files, assets, hasSubfolders }: Save, root: string) {
  const at = (file: string) => file.replace(/^ROOT/, root);
  const dataFiles = files.map((file, index) => ({
    slug: `s${index}`,
    path: at(file.path),
    raw: "written at the desk",
    ...(file.newPath === undefined ? {} : { newPath: at(file.newPath) }),
  }));
  return {
    action: "persistEntry",
    params: {
      branch: "main",
      ...(asEntry ? { entry: dataFiles[0] } : { dataFiles }),
      assets: assets.map((asset) => ({
        path: at(asset),
        content: Buffer.from("attacker").toString("base64"),
        encoding: "base64",
      })),
      options: { commitMessage: "save", useWorkflow: false, status: "draft", hasSubfolders },
    },
  };
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/**
 * A site folder inside a folder of its own (so a write that leaves the site is seen too):
 * code and git's files outside content/, several folders of writing inside, and links that
 * lead out of content/, out of the site and back into content/.
 */
function makeSite(mode: "fs" | "git" | "none") {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "desk-property-")));
  const root = path.join(base, "site");
  const tree: Record<string, string> = {
    "package.json": "{}\n",
    "gatsby-node.ts": "export {};\n",
    "content/articles/existing.mdx": "---\ntitle: x\n---\n",
    "content/articles/images/photo.jpg": "jpg",
    "content/t5/config": "[core]\n",
    "content/t5/x.md": "x",
    "content/images/logo.png": "png",
    "content/deep/a/b.md": "b",
    "content/deep/a/c/d.md": "d",
    "content/site.yaml": "title: x\n",
  };
  if (mode !== "git") {
    tree[".git/config"] = "[core]\n\tbare = false\n";
    tree[".git/hooks/pre-commit"] = "#!/bin/sh\n";
  }
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  fs.writeFileSync(path.join(base, "beside-the-site.txt"), "x");
  fs.symlinkSync("..", path.join(root, "content/escape"));
  fs.symlinkSync("../..", path.join(root, "content/way-out"));
  fs.symlinkSync("articles", path.join(root, "content/inner"));
  fs.symlinkSync("../.git", path.join(root, "content/to-git"));
  fs.symlinkSync("../../package.json", path.join(root, "content/articles/linked.mdx"));
  if (mode === "git") {
    git(root, "init", "--quiet", "--initial-branch=main");
    git(root, "config", "user.name", "Desk test");
    git(root, "config", "user.email", "desk@test.invalid");
    git(root, "add", "--all");
    git(root, "commit", "--quiet", "-m", "Site");
  }
  return { base, root };
}

/**
 * Every file, folder and link under `folder` as name → what it holds (a hash, "folder", or
 * where a link leads), leaving out what `skip` names.
 */
function tree(folder: string, skip: (relative: string) => boolean, prefix = "") {
  const found = new Map<string, string>();
  for (const entry of fs.readdirSync(path.join(folder, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (skip(relative)) continue;
    const full = path.join(folder, relative);
    if (entry.isSymbolicLink()) found.set(relative, `link to ${fs.readlinkSync(full)}`);
    else if (entry.isDirectory()) {
      found.set(relative, "folder");
      for (const [inner, what] of tree(folder, skip, relative)) found.set(inner, what);
    } else {
      found.set(relative, crypto.createHash("sha1").update(fs.readFileSync(full)).digest("hex"));
    }
  }
  return found;
}

const isGitName = (name: string) => name.toLowerCase() === ".git";
const gitFoldersIn = (folder: string) =>
  [...tree(folder, () => false).keys()].filter((file) => file.split(path.sep).some(isGitName));

/**
 * Where the system puts `place` when a rename names it: every folder on the way followed
 * through its links, `..` taken after them (as the system does), the last name kept as it is.
 */
function physicalLocation(place: string): string {
  const parts = path.dirname(place).split(path.sep).filter(Boolean);
  let at = path.parse(place).root;
  for (let hops = 0; parts.length > 0;) {
    const part = parts.shift() as string;
    if (part === ".") continue;
    if (part === "..") {
      at = path.dirname(at);
      continue;
    }
    const next = path.join(at, part);
    let link: string | null = null;
    try {
      link = fs.lstatSync(next).isSymbolicLink() ? fs.readlinkSync(next) : null;
    } catch {
      link = null;
    }
    if (link === null) at = next;
    else {
      if (++hops > 40) throw new Error(`${place}: a loop of links`);
      parts.unshift(...link.split(path.sep).filter(Boolean));
      if (path.isAbsolute(link)) at = path.parse(link).root;
    }
  }
  return path.join(at, path.basename(place));
}

/** Whether `place` (as a rename or a write reaches it) lies in content/, in no .git folder. */
function inContent(root: string, place: string) {
  const content = fs.realpathSync(path.join(root, "content"));
  const relative = path.relative(content, physicalLocation(place));
  const parts = relative.split(path.sep);
  return parts[0] !== ".." && !path.isAbsolute(relative) && !parts.some(isGitName);
}

/*
 * decap-server 3.11.3's own steps for persistEntry (src/middlewares/utils/path.ts and fs.ts),
 * replayed on a copy of the site: written from its source, not from ./paths, to say where
 * its writes and moves land.
 */
function decapNewPath(repoPath: string, filePath: string) {
  const repoRoot = fs.realpathSync(path.resolve(repoPath));
  const resolved = path.resolve(path.resolve(repoPath), filePath);
  const missing: string[] = [];
  let existing = resolved;
  for (;;) {
    try {
      fs.lstatSync(existing);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      missing.unshift(path.basename(existing));
      existing = path.dirname(existing);
    }
  }
  const real = fs.realpathSync(existing);
  const relative = path.relative(repoRoot, real);
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    throw new Error("Path must resolve under the configured repository");
  }
  return path.join(real, ...missing);
}
function decapListFiles(dir: string, depth: number): string[] {
  if (depth <= 0) return [];
  try {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((dirent) => {
      const file = path.join(dir, dirent.name);
      return dirent.isDirectory() ? decapListFiles(file, depth - 1) : [file];
    });
  } catch {
    return [];
  }
}

/**
 * Where decap-server would write and move for `request` on `root` (changed on the way, as
 * decap changes it): every write, then each move's entry and every file it takes along.
 */
function decapPlaces(root: string, request: ReturnType<typeof persistEntry>) {
  const {
    entry,
    dataFiles = [entry],
    assets,
    options,
  } = request.params as unknown as {
    entry?: { path: string; raw: string; newPath?: string };
    dataFiles?: { path: string; raw: string; newPath?: string }[];
    assets: { path: string }[];
    options: { hasSubfolders?: boolean };
  };
  const places: string[] = [];
  let failed = false;
  // Written all together: one failing stops none of the others, but stops the moves.
  for (const file of [...(dataFiles as { path: string }[]), ...assets]) {
    try {
      const target = decapNewPath(root, file.path);
      places.push(target);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, "x");
    } catch {
      failed = true;
    }
  }
  if (failed || !dataFiles.every((file) => file?.newPath)) return places;
  for (const file of dataFiles as { path: string; newPath: string }[]) {
    try {
      const from = fs.realpathSync(path.resolve(root, file.path));
      const to = decapNewPath(root, file.newPath);
      places.push(from, to);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
      if (options.hasSubfolders === false) continue;
      const sourceDir = path.dirname(from);
      const destDir = path.dirname(to);
      for (const moved of decapListFiles(sourceDir, 100)) {
        places.push(moved, moved.replace(sourceDir, destDir));
      }
    } catch {
      // decap's move stops at its first failure.
    }
  }
  return places;
}

describe("the desk's path rules over generated saves", () => {
  let site: { base: string; root: string };
  beforeAll(() => {
    site = makeSite("none");
  });
  afterAll(() => fs.rmSync(site.base, { recursive: true, force: true }));

  it("accept only saves whose every write and move decap-server makes lands in content/", () => {
    const counts = { runs: 0, accepted: 0, movesAccepted: 0 };
    const scratch = path.join(site.base, "scratch");
    fc.assert(
      fc.property(save, (generated) => {
        // A fresh copy once decap's steps have changed the last one.
        if (!fs.existsSync(scratch)) {
          fs.cpSync(site.root, scratch, { recursive: true, verbatimSymlinks: true });
        }
        const request = persistEntry(generated, scratch);
        counts.runs++;
        if (requestProblem(scratch, request) !== null) return;
        counts.accepted++;
        const sent = generated.asEntry ? generated.files.slice(0, 1) : generated.files;
        if (sent.some((file) => file.newPath !== undefined)) counts.movesAccepted++;
        const outside = decapPlaces(scratch, request).filter((place) => !inContent(scratch, place));
        fs.rmSync(scratch, { recursive: true, force: true });
        expect(outside).toEqual([]);
      }),
      { numRuns: 200 },
    );
    // The property says something only if saves, moves among them, get through.
    expect(counts.runs).toBe(200);
    expect(counts.accepted).toBeGreaterThan(20);
    expect(counts.movesAccepted).toBeGreaterThan(0);
  });
});

/** Waits until nothing under `folder` changes for a moment: decap's moves outlive its answer. */
async function settled(folder: string) {
  let last = "";
  for (let tries = 0; tries < 50; tries++) {
    let now = "";
    try {
      now = JSON.stringify([...tree(folder, () => false)]);
    } catch {
      // A file moved away while it was being read: still changing.
    }
    if (now && now === last) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/** A port nothing listens on now (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/**
 * `npm run cms` (startDeskServer, as writers start it) for `root` in `mode`, in a process of
 * its own: decap-server leaves a failed move as a rejection nobody handles, which a test's
 * own process would count against the test. Resolves once it answers.
 */
async function startCms(root: string, mode: "fs" | "git") {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    GIT_REPO_DIRECTORY: root,
    MODE: mode,
    LOG_LEVEL: "silent",
  };
  delete env.DESK_ORIGINS;
  const child = spawn("npm", ["run", "--silent", "cms"], {
    cwd: path.resolve(__dirname, "../../.."),
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  for (let tries = 0; tries < 150; tries++) {
    if (
      (await postToDesk(port, { action: "info" }).then(
        (answer) => answer.status,
        () => 0,
      )) === 200
    ) {
      return { port, stop, output: () => output };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`npm run cms did not answer:\n${output}`);
}

type Mode = "fs" | "git";
type Cms = Awaited<ReturnType<typeof startCms>>;

describe("the desk's server, sent generated saves", () => {
  const sites = {} as Record<Mode, { base: string; root: string }>;
  const servers = {} as Record<Mode, Cms>;
  beforeAll(async () => {
    // Both at once: starting one is most of this file's time on a busy machine.
    await Promise.all(
      (["fs", "git"] as const).map(async (mode) => {
        sites[mode] = makeSite(mode);
        servers[mode] = await startCms(sites[mode].root, mode);
      }),
    );
  });
  afterAll(() => {
    for (const mode of ["fs", "git"] as const) {
      servers[mode]?.stop();
      if (sites[mode]) fs.rmSync(sites[mode].base, { recursive: true, force: true });
    }
  });

  it.each([
    ["fs", 120],
    ["git", 40],
  ] as const)(
    "in %s mode changes nothing outside content/ and makes no .git folder in it, accepted or refused",
    async (mode, runs) => {
      const { base, root } = sites[mode];
      const { port } = servers[mode];
      // What lies outside content/, git's own bookkeeping aside (its config and hooks count).
      const outsideContent = () =>
        tree(base, (relative) => {
          const [top, inSite, inGit] = relative.split(path.sep);
          if (top !== "site" || inSite === undefined) return false;
          if (inSite === "content") return true;
          const bookkeeping = inGit !== undefined && !/^(config|hooks)$/.test(inGit);
          return mode === "git" && inSite === ".git" && bookkeeping;
        });
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(save, async (generated) => {
          const before = outsideContent();
          const { status } = await postToDesk(port, persistEntry(generated, root));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          await settled(path.join(root, "content"));
          expect(outsideContent()).toEqual(before);
          expect(gitFoldersIn(path.join(root, "content"))).toEqual([]);
        }),
        { numRuns: runs },
      );
      // Saves got through as well as being refused, or the property says little; and a save
      // decap-server could not finish did not stop the desk.
      expect(statuses.get(403)).toBeGreaterThan(0);
      expect(statuses.get(200)).toBeGreaterThan(0);
      expect((await postToDesk(port, { action: "info" })).status).toBe(200);
    },
  );
});
