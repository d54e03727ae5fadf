/** @jest-environment node */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { postToDesk } from "./deskRequest.testing";

/*
 * The editorial workflow's requests, generated, against the desk as a writer starts it,
 * `MODE=git npm run cms` (decap-server's own backend behind our rules), on a throwaway repository that holds a real
 * draft and work nobody has committed yet, in content/ and outside it. decap-server names a
 * draft's branch from a request's collection and slug (or id) and hands it to git unchecked:
 * `git checkout cms/x/../..` restored every file from the index (issue 48, case 1), and
 * `git config branch.<branch>.description <status>` wrote git's own settings (case 2). Values
 * are drawn from what such requests are made of: paths, git options, pathspec magic, revision
 * expressions, newlines, `$`. After each request no uncommitted work may be gone, the folder
 * is still on main, and git's settings changed only for the one real draft. A save is refused
 * (409) while work outside content/ waits, so a new draft's names are checked by the rules
 * alone (workflow.test.ts). 60 requests of a few git calls each: seconds, on two busy cores.
 */

jest.setTimeout(60_000);

const DRAFT_SLUG = "drafted";
const DRAFT = `cms/articles/${DRAFT_SLUG}`;

/** The repository's files as committed. */
const committed: Record<string, string> = {
  "README.md": "# A site\n",
  "src/lib/routes.ts": "export const routes = { home: '/' };\n",
  "content/site.yaml": "name: A site\n",
  "content/articles/existing.mdx": "---\ntitle: Existing\n---\n\nAn article.\n",
};
/** The work nobody has committed yet: changed files and new ones, in content/ and outside. */
const uncommitted: Record<string, string> = {
  "README.md": "# A site\n\nA paragraph the developer has not committed.\n",
  "src/lib/routes.ts": "export const routes = { home: '/', new: '/new/' };\n",
  "content/site.yaml": "name: A site, renamed at the desk\n",
  "content/notes.txt": "a file in content/ never added\n",
  "scratch.txt": "a file outside content/ never added\n",
};

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" });

/** git's settings of the repository, one string each, without the real draft's status. */
const settings = (root: string) =>
  git(root, "config", "--local", "--list", "-z")
    .split("\0")
    .filter((entry) => entry && !entry.startsWith(`branch.${DRAFT}.description\n`));

/** A port no server on this computer listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

/**
 * The desk as a writer starts it, `MODE=git npm run cms`, for the repository at `root`: its
 * process and port, once it says it is running.
 */
async function startCms(
  root: string,
): Promise<{ port: number; kill(): void; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn("npm", ["run", "--silent", "cms"], {
    cwd: path.resolve(__dirname, "../../.."),
    env: {
      ...process.env,
      MODE: "git",
      PORT: String(port),
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: npm, ts-node and the server stop together.
    detached: true,
  });
  let said = "";
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes("local server is running")) resolve();
    };
    child.stdout?.on("data", listen);
    child.stderr?.on("data", (chunk: Buffer) => (said += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`npm run cms stopped (${code}): ${said}`)));
  });
  const kill = () => {
    try {
      process.kill(-(child.pid as number), "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  return { port, kill, process: child };
}

/** What a hostile name is made of: paths, options, pathspec magic, revisions, newlines, `$`. */
const hostile = fc.constantFrom(
  "..",
  "../..",
  "../../src",
  "../../content",
  ".",
  "",
  "/",
  "--orphan",
  "-f",
  "--",
  "-",
  ":/",
  ":(top)",
  ":(glob)**",
  ":!content",
  "*",
  "**",
  "?",
  "[a-z]*",
  "HEAD",
  "main",
  "@",
  "@{-1}",
  `${DRAFT_SLUG}~1`,
  `${DRAFT_SLUG}^`,
  `${DRAFT_SLUG}/..`,
  `${DRAFT_SLUG}.lock`,
  "cms/articles/drafted",
  "articles/drafted",
  "README.md",
  "content/site.yaml",
  "x\n[core]\n\thooksPath = /tmp/desk-hooks",
  "pending\n[core]\n\tfsmonitor = touch PWNED",
  "draft\n",
  " draft",
  "$HOME",
  "$(touch PWNED)",
  "`touch PWNED`",
  "a b",
  "a\\b",
  "DRAFTED",
  "x".repeat(300),
);
/** Anything at all, now and then. */
const anything = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null));
const withHostile = <T>(plain: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: plain, weight: 3 },
    { arbitrary: hostile, weight: 2 },
    { arbitrary: anything, weight: 1 },
  );

const collection = withHostile(fc.constantFrom("articles", "site", "services", "case-studies"));
/** Names that climb out of `cms/<collection>/`: git reads the branch as a path to restore. */
const climbing = fc.constantFrom("../..", "../../src", "../../content", "../x/../..", "./../..");
const slug = fc.oneof(
  { arbitrary: withHostile(fc.constantFrom(DRAFT_SLUG, "never-saved", "site")), weight: 3 },
  { arbitrary: climbing, weight: 1 },
);
/** Mostly left out, as the desk leaves these out. */
const rarely = <T>(given: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: given, weight: 1 });
const id = rarely(withHostile(fc.constantFrom(`articles/${DRAFT_SLUG}`, "articles/../..")));
const branch = fc.oneof({ arbitrary: fc.constant("main"), weight: 5 }, hostile);
const filePath = fc.constantFrom(
  `content/articles/${DRAFT_SLUG}.mdx`,
  "content/site.yaml",
  "content/articles/existing.mdx",
  "content/images/x.png",
);
const status = withHostile(fc.constantFrom("draft", "pending_review", "pending_publish"));
const labelPrefix = rarely(withHostile(fc.constant("decap-cms/")));
/** The real draft often, so the requests the desk really sends are among those generated. */
const named = fc.oneof(
  { arbitrary: fc.constant({ collection: "articles", slug: DRAFT_SLUG }), weight: 1 },
  { arbitrary: fc.record({ collection, slug }), weight: 2 },
);

/** A request of each of decap-server's workflow actions (and a few others), with those values. */
const request = fc
  .record({
    action: fc.constantFrom(
      "unpublishedEntries",
      "unpublishedEntry",
      "unpublishedEntryDataFile",
      "unpublishedEntryMediaFile",
      "updateUnpublishedEntryStatus",
      "publishUnpublishedEntry",
      "deleteUnpublishedEntry",
      "persistEntry",
      "getDeployPreview",
      "getEntry",
    ),
    branch,
    named,
    id,
    path: filePath,
    status,
    cmsLabelPrefix: labelPrefix,
    useWorkflow: fc.oneof(fc.boolean(), fc.constantFrom("false", 1, 0)),
  })
  .map(({ action, useWorkflow, status, path: file, named: { collection, slug }, ...rest }) => {
    const params = { ...rest, collection, slug };
    if (action !== "persistEntry") {
      return { action, params: { ...params, path: file, newStatus: status } };
    }
    return {
      action,
      params: {
        branch: params.branch,
        cmsLabelPrefix: params.cmsLabelPrefix,
        dataFiles: [{ slug: params.slug, path: file, raw: "---\ntitle: Saved\n---\n\nSaved.\n" }],
        assets: [],
        options: {
          collectionName: params.collection,
          commitMessage: "Save",
          useWorkflow,
          status,
        },
      },
    };
  });

describe("the desk's server in git mode, under generated workflow requests", () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startCms>> | undefined;
  let draftCommit: string;
  let warn: jest.SpyInstance;
  let gitConfig: string;

  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
  };
  const read = () =>
    Object.fromEntries(
      Object.keys(uncommitted).map((file) => {
        try {
          return [file, fs.readFileSync(path.join(root, file), "utf8")];
        } catch {
          return [file, null];
        }
      }),
    );
  const branches = () =>
    git(root, "branch", "--list", "--format=%(refname:short)").trim().split("\n").sort();

  beforeAll(async () => {
    // Each refusal is a line in the terminal; here it would be noise.
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    root = fs.mkdtempSync(path.join(os.tmpdir(), "desk-workflow-"));
    write(committed);
    git(root, "init", "--quiet", "--initial-branch=main");
    git(root, "config", "user.name", "Desk test");
    git(root, "config", "user.email", "desk@test.invalid");
    git(root, "add", "--all");
    git(root, "commit", "--quiet", "-m", "Site");
    server = await startCms(root);
    // A real draft, saved as the desk saves one.
    const saved = await postToDesk(server!.port, {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [
          {
            slug: DRAFT_SLUG,
            path: `content/articles/${DRAFT_SLUG}.mdx`,
            raw: "---\ntitle: Drafted\n---\n\nA draft.\n",
          },
        ],
        assets: [],
        options: {
          collectionName: "articles",
          commitMessage: "Create Article drafted",
          useWorkflow: true,
          status: "draft",
        },
      },
    });
    expect(saved).toMatchObject({ status: 200 });
    expect(branches()).toEqual([DRAFT, "main"]);
    draftCommit = git(root, "rev-parse", DRAFT).trim();
    gitConfig = fs.readFileSync(path.join(root, ".git/config"), "utf8");
  });
  afterAll(async () => {
    server?.kill();
    warn?.mockRestore();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("loses no uncommitted work and writes git's settings only for a real draft", async () => {
    const before = settings(root);
    let draftKept = true;
    const answers: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(request, async (body) => {
        // Each run starts from the same state: the draft, its settings, the work not committed.
        if (!draftKept) git(root, "branch", DRAFT, draftCommit);
        fs.writeFileSync(path.join(root, ".git/config"), gitConfig);
        write(uncommitted);

        const answer = await postToDesk(server!.port, body);
        answers[answer.status] = (answers[answer.status] ?? 0) + 1;

        expect({ request: body, files: read() }).toEqual({ request: body, files: uncommitted });
        // Still on main (read as git does, without starting it).
        expect(fs.readFileSync(path.join(root, ".git/HEAD"), "utf8")).toBe(
          "ref: refs/heads/main\n",
        );
        expect(settings(root)).toEqual(before);
        // No branch but the desk's and its one draft; the draft, if gone, went by Publish or Delete.
        const left = branches();
        draftKept = left.includes(DRAFT);
        expect(left.filter((name) => name !== DRAFT)).toEqual(["main"]);
        // Every answer is JSON, a refusal with words for the writer, never a stack trace.
        expect(() => JSON.parse(answer.body)).not.toThrow();
        expect(answer.body).not.toMatch(/\n\s+at /);
      }),
      { numRuns: 60 },
    );
    expect(fs.existsSync(path.join(root, "PWNED"))).toBe(false);
    // The desk's own requests were among them: the rules refuse the hostile ones, not all.
    expect(answers[200]).toBeGreaterThan(0);
  });
});
