/** @jest-environment node */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import {
  DEVELOP_ORIGINS,
  deskOriginsSetting,
  isLoopbackHost,
  LOOPBACK_ADDRESSES,
  startDeskServer,
  type DeskServer,
} from "./server";

/**
 * The desk's server as writers start it, `npm run cms`, in both of decap-server's modes, on a
 * free port, serving a throwaway site folder (never this checkout): reached from the network,
 * from a page that rebinds its name, and with writes aimed outside content/.
 */

jest.setTimeout(60_000);

const checkout = path.resolve(__dirname, "../../..");

/** A port nothing listens on now (the kernel's choice, so never one the team uses). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

interface Answer {
  status: number;
  body: string;
  json: { error?: string; repo?: string; type?: string } | null;
  headers: http.IncomingHttpHeaders;
}

/** Sends `body` to the desk's API at `host` by `method`, with any headers (Host included). */
function send(
  method: string,
  host: string,
  port: number,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host,
        port,
        method,
        path: "/api/v1",
        headers: { "content-type": "application/json", ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            json,
            headers: response.headers,
          });
        });
      },
    );
    request.on("error", reject);
    request.end(typeof body === "string" ? body : JSON.stringify(body));
  });
}

/** POSTs `body` to the desk's API at `host`, with any headers (Host included) as given. */
const post = (host: string, port: number, body: unknown, headers: Record<string, string> = {}) =>
  send("POST", host, port, body, headers);

/** Every address of this machine that is not loopback, as a client would dial it. */
const networkAddresses = () =>
  Object.entries(os.networkInterfaces()).flatMap(([name, entries]) =>
    (entries ?? [])
      .filter((entry) => !entry.internal)
      .map((entry) =>
        entry.family === "IPv6" && entry.scopeid ? `${entry.address}%${name}` : entry.address,
      ),
  );

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(3000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim();

/**
 * A site folder with the files an attacker would aim at (copied from this checkout), a hook
 * folder, an article, and links inside content/ that lead out of it. In git mode it is a
 * repository on `main`, as a writer's clone is.
 */
function makeSite(mode: string) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `desk-server-${mode}-`));
  for (const file of ["gatsby-node.ts", "package.json"]) {
    fs.copyFileSync(path.join(checkout, file), path.join(site, file));
  }
  const articles = path.join(site, "content/articles");
  fs.mkdirSync(articles, { recursive: true });
  fs.copyFileSync(
    path.join(
      checkout,
      "content/articles",
      fs.readdirSync(path.join(checkout, "content/articles"))[0],
    ),
    path.join(articles, "existing.mdx"),
  );
  fs.symlinkSync("..", path.join(site, "content/escape"));
  fs.symlinkSync("../../package.json", path.join(articles, "linked.mdx"));
  if (mode === "git") {
    git(site, "init", "--quiet", "--initial-branch=main");
    // Who the desk's commits are by, as on a writer's machine.
    git(site, "config", "user.name", "Desk test");
    git(site, "config", "user.email", "desk@test.invalid");
    git(site, "add", "--all");
    git(site, "commit", "--quiet", "-m", "Site");
  } else {
    fs.mkdirSync(path.join(site, ".git/hooks"), { recursive: true });
    fs.writeFileSync(path.join(site, ".git/config"), "[core]\n\tbare = false\n");
  }
  return site;
}

/**
 * Runs `npm run cms` for `site` on `port`, in `mode` (git when not given: the default). Its
 * output is gathered for the test to read.
 */
function runCms(site: string, port: number, mode?: string, more: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: site };
  delete env.MODE;
  delete env.DESK_ORIGINS;
  if (mode) env.MODE = mode;
  Object.assign(env, more);
  const child = spawn("npm", ["run", "--silent", "cms"], {
    cwd: checkout,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so stopping it stops npm's children too.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, output: () => output, exited };
}

/** Starts `npm run cms` for `site` on `port`; resolves once it answers. */
async function startCms(
  site: string,
  port: number,
  mode?: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  const { child, output } = runCms(site, port, mode, env);
  for (let tries = 0; tries < 100; tries++) {
    const info = await post("127.0.0.1", port, { action: "info" }, { host: `localhost:${port}` })
      .then((answer) => answer.json)
      .catch(() => null);
    if (info) {
      // Only ever attack the throwaway folder: stop here if the server serves anything else.
      expect(info).toMatchObject({ repo: path.basename(site), type: `local_${mode ?? "git"}` });
      expect(output()).toMatch(/Only this computer can use it/);
      expect(output()).toMatch(/only changes files in content\//);
      return child;
    }
    if (child.exitCode !== null) throw new Error(`npm run cms stopped:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm run cms did not answer:\n${output()}`);
}

const stop = (child: ChildProcess | undefined) => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
};

describe.each(["fs", "git"])("npm run cms in its %s mode", (mode) => {
  let site: string;
  let port: number;
  let cms: ChildProcess | undefined;
  const loopback = () => ({ host: `localhost:${port}` });
  const protectedFiles = () =>
    ["gatsby-node.ts", "package.json"].map((file) => path.join(site, file));
  const snapshot = () => ({
    files: protectedFiles().map((file) => fs.readFileSync(file, "utf8")),
    hook: fs.existsSync(path.join(site, ".git/hooks/pre-commit")),
    gitConfig: fs.readFileSync(path.join(site, ".git/config"), "utf8"),
    top: fs.readdirSync(site).sort(),
    outside: fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("desk-outside-")),
    git:
      mode === "git"
        ? [
            git(site, "rev-parse", "main"),
            git(site, "status", "--porcelain"),
            git(site, "branch", "--list"),
          ]
        : [],
  });

  beforeAll(async () => {
    site = makeSite(mode);
    port = await freePort();
    // git is what npm run cms starts by default.
    cms = await startCms(site, port, mode === "git" ? undefined : mode);
  });
  afterAll(() => {
    stop(cms);
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("does not accept connections on this machine's network addresses", async () => {
    expect(await accepts("127.0.0.1", port)).toBe(true);
    for (const address of networkAddresses()) {
      expect([address, await accepts(address, port)]).toEqual([address, false]);
    }
  });

  it.each([
    [`evil.example:PORT`],
    [`localhost.evil.example:PORT`],
    [`127.0.0.1.nip.io:PORT`],
    [`localhost:1`],
  ])("refuses a request addressed to %j (a rebound name), and writes nothing", async (host) => {
    const before = snapshot();
    const answer = await post(
      "127.0.0.1",
      port,
      {
        action: "persistMedia",
        params: {
          branch: "main",
          asset: {
            path: "content/articles/images/rebound.png",
            content: "aGk=",
            encoding: "base64",
          },
          options: { commitMessage: "rebound" },
        },
      },
      { host: host.replace("PORT", String(port)) },
    );
    expect(answer.status).toBe(403);
    expect(answer.json?.error).toMatch(/only answers localhost on this computer/);
    expect(fs.existsSync(path.join(site, "content/articles/images/rebound.png"))).toBe(false);
    expect(snapshot()).toEqual(before);
  });

  it.each(["https://evil.example", "http://localhost:3999", "null"])(
    "refuses a request from a page at %s, which is not where the desk is served",
    async (origin) => {
      const answer = await post("127.0.0.1", port, { action: "info" }, { ...loopback(), origin });
      expect(answer.status).toBe(403);
      expect(answer.json?.error).toBe(
        `The desk's local server only answers the desk's pages at http://localhost:8000, http://127.0.0.1:8000, http://[::1]:8000, not a page at ${origin}. If the desk is served elsewhere, set DESK_ORIGINS.`,
      );
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    },
  );

  it("answers the desk's page at npm start's address", async () => {
    const origin = "http://localhost:8000";
    const answer = await post("127.0.0.1", port, { action: "info" }, { ...loopback(), origin });
    expect(answer).toMatchObject({ status: 200, json: { repo: path.basename(site) } });
    expect(answer.headers["access-control-allow-origin"]).toBe(origin);
  });

  /**
   * A save whose entry moves: decap-server moves every file of the entry's folder along, to
   * `file.replace(sourceDir, destDir)`, which reads `$` patterns in the destination.
   */
  const moveEntry = (newPath: string) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "x", path: "content/t5/x.md", raw: "x", newPath }],
      assets: [
        {
          path: "content/t5/config",
          content: Buffer.from("[core]\n  fsmonitor = touch PWNED\n").toString("base64"),
          encoding: "base64",
        },
      ],
      options: { commitMessage: "move", useWorkflow: false, status: "draft" },
    },
  });

  it.each([
    // The reproduction: ..$` became `..` after every check, and the folder's files went to
    // the site's folder, or with `.git/` after them, replaced .git/config.
    ["content/a/..$`/..$`/decoy.md", 'has a "$" in it'],
    ["content/a/..$`/..$`/.git/decoy.md", 'has a "$" in it'],
    ["content/a/$&/decoy.md", 'has a "$" in it'],
    ["content/a/..$'/decoy.md", 'has a "$" in it'],
    ["content/$$/decoy.md", 'has a "$" in it'],
    ["content/.git/decoy.md", "is in a .git folder"],
    ["content/a/.GIT/config", "is in a .git folder"],
    ["content", 'would move "content/t5/config" to "config", which is outside content/'],
  ])(
    "refuses the move to %j before decap-server runs, and writes nothing",
    async (newPath, why) => {
      const before = snapshot();
      const answer = await post("localhost", port, moveEntry(newPath), loopback());
      expect(answer.status).toBe(403);
      expect(answer.json?.error).toContain(why);
      expect(answer.json?.error).toMatch(/^The desk only changes files in content\/: .*\.$/);
      // decap-server's moves run after it answers: give them the time they would take.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(snapshot()).toEqual(before);
      expect(fs.existsSync(path.join(site, "content/t5"))).toBe(false);
      expect(fs.existsSync(path.join(site, "PWNED"))).toBe(false);
    },
  );

  it.each([
    ["content/.git/config", "is in a .git folder, where git keeps its own files"],
    [
      "content/articles/.git/hooks/pre-commit",
      "is in a .git folder, where git keeps its own files",
    ],
    ["content/$'.png", 'has a "$" in it, which no desk file name has'],
  ])("refuses a picture saved to %j, and writes nothing", async (target, why) => {
    const before = snapshot();
    const answer = await post(
      "localhost",
      port,
      {
        action: "persistMedia",
        params: {
          branch: "main",
          asset: { path: target, content: "aGk=", encoding: "base64" },
          options: { commitMessage: "x" },
        },
      },
      loopback(),
    );
    expect(answer).toMatchObject({
      status: 403,
      json: { error: `The desk only changes files in content/: "${target}" ${why}.` },
    });
    expect(snapshot()).toEqual(before);
    expect(fs.existsSync(path.join(site, target))).toBe(false);
  });

  const outsideFile = path.join(os.tmpdir(), `desk-outside-${process.pid}.txt`);
  const targets = [
    "gatsby-node.ts",
    "package.json",
    ".git/hooks/pre-commit",
    "content/../package.json",
    "content/articles/../../gatsby-node.ts",
    "content\\..\\package.json",
    "content/%2e%2e/package.json",
    "content/escape/package.json",
    "content/escape/.git/hooks/pre-commit",
    "content/articles/linked.mdx",
    "ABSOLUTE_PACKAGE_JSON",
    outsideFile,
  ];
  const payload = "#!/bin/sh\necho attacker\n";
  const base64 = Buffer.from(payload).toString("base64");
  const options = { commitMessage: "attack", useWorkflow: false, status: "draft" };
  const attacks: [string, (target: string) => unknown][] = [
    [
      "persistEntry",
      (target) => ({
        action: "persistEntry",
        params: {
          branch: "main",
          entry: { slug: "x", path: target, raw: payload },
          assets: [],
          options,
        },
      }),
    ],
    [
      "persistEntry (editorial workflow)",
      (target) => ({
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [{ slug: "x", path: target, raw: payload }],
          assets: [],
          options: { ...options, collectionName: "articles", useWorkflow: true },
        },
      }),
    ],
    [
      "persistEntry (moved to)",
      (target) => ({
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [
            { slug: "x", path: "content/articles/existing.mdx", newPath: target, raw: payload },
          ],
          assets: [],
          options,
        },
      }),
    ],
    [
      "persistEntry (its asset)",
      (target) => ({
        action: "persistEntry",
        params: {
          branch: "main",
          entry: { slug: "x", path: "content/articles/x.mdx", raw: payload },
          assets: [{ path: target, content: base64, encoding: "base64" }],
          options,
        },
      }),
    ],
    [
      "persistMedia",
      (target) => ({
        action: "persistMedia",
        params: {
          branch: "main",
          asset: { path: target, content: base64, encoding: "base64" },
          options: { commitMessage: "attack" },
        },
      }),
    ],
    [
      "deleteFile",
      (target) => ({
        action: "deleteFile",
        params: { branch: "main", path: target, options: { commitMessage: "attack" } },
      }),
    ],
    [
      "deleteFiles",
      (target) => ({
        action: "deleteFiles",
        params: {
          branch: "main",
          paths: ["content/articles/existing.mdx", target],
          options: { commitMessage: "attack" },
        },
      }),
    ],
    [
      "getEntry (a read)",
      (target) => ({ action: "getEntry", params: { branch: "main", path: target } }),
    ],
    [
      "getMediaFile (a read)",
      (target) => ({ action: "getMediaFile", params: { branch: "main", path: target } }),
    ],
    [
      "unpublishedEntryDataFile (a read)",
      (target) => ({
        action: "unpublishedEntryDataFile",
        params: { branch: "main", collection: "articles", slug: "x", id: "x", path: target },
      }),
    ],
  ];

  it.each(attacks)(
    "refuses %s aimed outside content/, even from this computer, and changes nothing",
    async (_name, attack) => {
      const before = snapshot();
      expect(before.hook).toBe(false);
      for (const target of targets) {
        const aimed = target === "ABSOLUTE_PACKAGE_JSON" ? path.join(site, "package.json") : target;
        const answer = await post("localhost", port, attack(aimed), loopback());
        expect([aimed, answer.status]).toEqual([aimed, 403]);
        expect(answer.json?.error).toMatch(
          /^The desk only changes files in content\/: .* is outside content\/\.$/,
        );
        expect(answer.body).not.toMatch(/\n\s+at /);
      }
      expect(snapshot()).toEqual(before);
      expect(fs.existsSync(path.join(site, "content/%2e%2e"))).toBe(false);
      expect(fs.existsSync(path.join(site, "content\\..\\package.json"))).toBe(false);
      expect(fs.readFileSync(path.join(site, "content/articles/existing.mdx"), "utf8")).not.toBe(
        payload,
      );
    },
  );

  it("answers a request it cannot read with a JSON error, not a stack trace", async () => {
    for (const body of ["{not json", JSON.stringify({ action: "runCommand", params: {} })]) {
      const answer = await post("localhost", port, body, loopback());
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.json?.error).toEqual(expect.any(String));
      expect(answer.body).not.toMatch(/\n\s+at |<html/i);
    }
  });

  it("still saves an article and its picture into content/articles/", async () => {
    const raw = fs.readFileSync(path.join(site, "content/articles/existing.mdx"), "utf8");
    const file = "content/articles/saved-at-the-desk.mdx";
    const picture = "content/articles/images/saved-at-the-desk.png";
    const entry = await post(
      "localhost",
      port,
      {
        action: "persistEntry",
        params: {
          branch: "main",
          entry: { slug: "saved-at-the-desk", path: file, raw },
          assets: [{ path: picture, content: base64, encoding: "base64" }],
          options: { ...options, commitMessage: "Create Article saved-at-the-desk" },
        },
      },
      loopback(),
    );
    expect(entry).toMatchObject({ status: 200, json: { message: "entry persisted" } });
    expect(fs.readFileSync(path.join(site, file), "utf8")).toBe(raw);
    expect(fs.readFileSync(path.join(site, picture), "utf8")).toBe(payload);
    if (mode === "git") {
      expect(git(site, "show", `main:${file}`)).toBe(raw.trim());
      expect(git(site, "log", "-1", "--format=%s", "main")).toBe(
        "Create Article saved-at-the-desk",
      );
    }
  });
});

describe("npm run cms in git mode: the editorial workflow, on the desk's branch only", () => {
  let site: string;
  let port: number;
  let cms: ChildProcess | undefined;
  const call = (action: string, params: Record<string, unknown>) =>
    post(
      "localhost",
      port,
      { action, params: { branch: "main", ...params } },
      {
        host: `localhost:${port}`,
      },
    );
  const slug = "drafted-at-the-desk";
  const file = `content/articles/${slug}.mdx`;
  const draft = "cms/articles/drafted-at-the-desk";
  let raw = "";
  const save = (text = raw) =>
    call("persistEntry", {
      dataFiles: [{ slug, path: file, raw: text }],
      assets: [],
      options: {
        collectionName: "articles",
        commitMessage: `Create Article “${slug}”`,
        useWorkflow: true,
        status: "draft",
      },
    });

  beforeAll(async () => {
    site = makeSite("git");
    raw = fs.readFileSync(path.join(site, "content/articles/existing.mdx"), "utf8");
    port = await freePort();
    cms = await startCms(site, port);
  });
  afterAll(() => {
    stop(cms);
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("keeps a draft on its own branch until Publish merges it into main", async () => {
    const main = git(site, "rev-parse", "main");
    expect(await save()).toMatchObject({ status: 200 });
    expect(git(site, "branch", "--list", "--format=%(refname:short)").split("\n")).toEqual([
      draft,
      "main",
    ]);
    expect(git(site, "show", `${draft}:${file}`)).toBe(raw.trim());
    expect(git(site, "rev-parse", "main")).toBe(main);
    expect(git(site, "branch", "--show-current")).toBe("main");
    expect(fs.existsSync(path.join(site, file))).toBe(false);

    for (const status of ["pending_review", "pending_publish"]) {
      const moved = await call("updateUnpublishedEntryStatus", {
        collection: "articles",
        slug,
        newStatus: status,
      });
      expect(moved.status).toBe(200);
      expect(await call("unpublishedEntry", { collection: "articles", slug })).toMatchObject({
        json: { status },
      });
    }
    expect(git(site, "rev-parse", "main")).toBe(main);

    expect(await call("publishUnpublishedEntry", { collection: "articles", slug })).toMatchObject({
      status: 200,
    });
    expect(git(site, "show", `main:${file}`)).toBe(raw.trim());
    expect(git(site, "branch", "--list", "--format=%(refname:short)")).toBe("main");
    expect(fs.readFileSync(path.join(site, file), "utf8")).toBe(raw);
  });

  it("saves nothing while code outside content/ waits uncommitted, which the save would commit", async () => {
    const main = git(site, "rev-parse", "main");
    const edited = `${raw}\nA paragraph added at the desk.\n`;
    fs.appendFileSync(path.join(site, "gatsby-node.ts"), "// a change of the developer's\n");
    fs.writeFileSync(path.join(site, "new-script.js"), "// not committed yet\n");
    try {
      const answer = await save(edited);
      expect(answer.status).toBe(409);
      expect(answer.json?.error).toMatch(/Save your own changes outside content\/ first/);
      expect(answer.json?.error).toMatch(/gatsby-node\.ts, new-script\.js/);
      expect(git(site, "branch", "--list", "--format=%(refname:short)")).toBe("main");
      expect(git(site, "rev-parse", "main")).toBe(main);
    } finally {
      git(site, "checkout", "--", "gatsby-node.ts");
      fs.rmSync(path.join(site, "new-script.js"));
    }
    expect(await save(edited)).toMatchObject({ status: 200 });
    // The draft holds the article and nothing else.
    expect(git(site, "diff", "--name-only", "main", draft)).toBe(file);
  });

  it("works on the desk's branch only", async () => {
    git(site, "branch", "other", "main");
    const answer = await post(
      "localhost",
      port,
      {
        action: "persistMedia",
        params: {
          branch: "other",
          asset: { path: "content/images/x.png", content: "aGk=", encoding: "base64" },
          options: { commitMessage: "x" },
        },
      },
      { host: `localhost:${port}` },
    );
    expect(answer.status).toBe(403);
    expect(answer.json?.error).toBe("The desk works on branch main, not other.");
    expect(git(site, "rev-parse", "other")).toBe(git(site, "rev-parse", "main"));
  });

  // Issue 48: decap-server names a draft's branch cms/<collection>/<slug> from the request and
  // hands it to git unchecked (`git checkout <branch>` with no `--`, `git config
  // branch.<branch>.description <status>`).
  const noCollection = (name: string) =>
    `The desk has no collection ${JSON.stringify(name)}: its collections are articles, site, services, case-studies.`;
  const notSlug = (name: string) =>
    `${JSON.stringify(name)} is not a name the desk gives an entry: lower-case letters and digits, words joined by single "-".`;
  const notStatus = (name: string) =>
    `${JSON.stringify(name)} is not a workflow status: the desk's are draft, pending_review and pending_publish.`;
  const noDraft = (branch: string) =>
    `There is no draft ${branch}: it has been published or deleted, or was never saved. Reload the desk to see the drafts there are.`;

  /** Work not committed yet, in and out of content/: each file's text. */
  const uncommitted = () => ({
    "gatsby-node.ts": "// a change of the developer's, not committed yet\n",
    "package.json": '{ "name": "edited, not committed yet" }\n',
    "content/articles/existing.mdx": `${raw}\nA paragraph written, not saved yet.\n`,
  });
  const readBack = () =>
    Object.fromEntries(
      Object.keys(uncommitted()).map((file) => [
        file,
        fs.readFileSync(path.join(site, file), "utf8"),
      ]),
    );

  it.each([
    // The report's request: every uncommitted change in the folder was gone.
    [
      "unpublishedEntryDataFile",
      { collection: "x", slug: "../..", id: "x", path: "content/site.yaml" },
      403,
      noCollection("x"),
    ],
    [
      "unpublishedEntryDataFile",
      { collection: "articles", slug: "../..", id: "x", path: "content/site.yaml" },
      403,
      notSlug("../.."),
    ],
    [
      "unpublishedEntryMediaFile",
      { collection: "articles", slug: "../../content", id: "x", path: "content/images/x.png" },
      403,
      notSlug("../../content"),
    ],
    [
      "unpublishedEntryDataFile",
      { collection: "articles", slug: "never-saved", id: "x", path: "content/site.yaml" },
      404,
      noDraft("cms/articles/never-saved"),
    ],
    [
      "unpublishedEntry",
      { id: "articles/../..", collection: "articles", slug: "never-saved" },
      404,
      notSlug("../.."),
    ],
  ])(
    "refuses %s naming a draft by %j, and keeps the uncommitted work (issue 48, case 1)",
    async (action, params, status, error) => {
      const edits = uncommitted();
      for (const [file, text] of Object.entries(edits)) {
        fs.writeFileSync(path.join(site, file), text);
      }
      try {
        const answer = await call(action, params);
        expect({ status: answer.status, error: answer.json?.error, files: readBack() }).toEqual({
          status,
          error,
          files: edits,
        });
        expect(git(site, "branch", "--show-current")).toBe("main");
      } finally {
        git(site, "checkout", "--", ...Object.keys(edits));
      }
    },
  );

  it("writes a status only to a draft there is, and only one of Decap's (issue 48, case 2)", async () => {
    const config = () => fs.readFileSync(path.join(site, ".git/config"), "utf8");
    const before = config();
    const branches = git(site, "branch", "--list", "--format=%(refname:short)");
    const hooks = "pending\n[core]\n\thooksPath = /tmp/desk-hooks";
    const tries: [string, Record<string, unknown>, number, string][] = [
      [
        "updateUnpublishedEntryStatus",
        { collection: "articles", slug: "never-saved", newStatus: "pending_review" },
        404,
        noDraft("cms/articles/never-saved"),
      ],
      [
        "updateUnpublishedEntryStatus",
        { collection: "articles", slug: "never-saved", newStatus: hooks },
        403,
        notStatus(hooks),
      ],
      [
        "updateUnpublishedEntryStatus",
        { collection: "articles", slug, newStatus: hooks },
        403,
        notStatus(hooks),
      ],
      [
        "updateUnpublishedEntryStatus",
        { collection: "any", slug: "any", newStatus: "draft" },
        403,
        noCollection("any"),
      ],
      [
        "updateUnpublishedEntryStatus",
        { collection: "articles", slug, newStatus: "draft", cmsLabelPrefix: "x\n[core]\n" },
        403,
        'The desk sets no label prefix, so a request may not either (cmsLabelPrefix "x\\n[core]\\n").',
      ],
      [
        "persistEntry",
        {
          dataFiles: [{ slug: "fresh", path: "content/articles/fresh.mdx", raw }],
          assets: [],
          options: {
            collectionName: "articles",
            commitMessage: "Create Article fresh",
            useWorkflow: true,
            status: hooks,
          },
        },
        403,
        notStatus(hooks),
      ],
    ];
    for (const [action, params, status, error] of tries) {
      const answer = await call(action, params);
      expect({
        action,
        status: answer.status,
        error: answer.json?.error,
        config: config(),
      }).toEqual({ action, status, error, config: before });
    }
    expect(git(site, "branch", "--list", "--format=%(refname:short)")).toBe(branches);
  });
});

describe("npm run cms with DESK_ORIGINS", () => {
  let site: string;
  let port: number;
  let cms: ChildProcess | undefined;
  const from = (origin: string) =>
    post("localhost", port, { action: "info" }, { host: `localhost:${port}`, origin });

  beforeAll(async () => {
    site = makeSite("fs");
    port = await freePort();
    cms = await startCms(site, port, "fs", {
      DESK_ORIGINS: "http://localhost:9000, http://127.0.0.1:9000/",
    });
  });
  afterAll(() => {
    stop(cms);
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("answers the pages it names, and no longer npm start's", async () => {
    for (const origin of ["http://localhost:9000", "http://127.0.0.1:9000"]) {
      expect(await from(origin)).toMatchObject({ status: 200, json: { type: "local_fs" } });
    }
    expect(await from("http://localhost:8000")).toMatchObject({ status: 403 });
  });
});

describe("npm run cms does not start", () => {
  it.each([
    ["on another branch", "git", "feature", {}, /on branch feature, but the desk works on main/],
    ["outside a git repository", "fs", null, {}, /is not a git repository/],
    [
      "with DESK_ORIGINS that is not an origin",
      "git",
      null,
      { DESK_ORIGINS: "http://localhost:8000,localhost:9000" },
      /DESK_ORIGINS: "localhost:9000" is not an origin/,
    ],
  ])("%s, and says why", async (_name, kind, branch, env, message) => {
    const site = makeSite(kind);
    try {
      if (branch) git(site, "switch", "--quiet", "--create", branch);
      const { output, exited } = runCms(site, await freePort(), undefined, env);
      expect(await exited).toBe(1);
      expect(output()).toMatch(message);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});

describe("the desk's server in this process", () => {
  // Each refusal is a line in the terminal; here, in the test's own output, it is noise.
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it("listens on the loopback addresses only, as the operating system reports", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "desk-server-address-"));
    const server = await startDeskServer({ root: site, port: 0, mode: "fs", branch: "main" });
    try {
      const addresses = server.addresses.map(({ address }) => address);
      expect(addresses[0]).toBe("127.0.0.1");
      expect(addresses.every((address) => LOOPBACK_ADDRESSES.includes(address))).toBe(true);
      expect(server.addresses.every(({ port }) => port === server.port)).toBe(true);
    } finally {
      await server.close();
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  describe("takes pages only from where the desk is served", () => {
    let site: string;
    let server: DeskServer;
    const from = (origin: string, method = "POST") =>
      send(method, "127.0.0.1", server.port, method === "POST" ? { action: "info" } : "", {
        host: `localhost:${server.port}`,
        origin,
        ...(method === "OPTIONS"
          ? {
              "access-control-request-method": "POST",
              "access-control-request-headers": "content-type",
            }
          : {}),
      });

    beforeAll(async () => {
      site = fs.mkdtempSync(path.join(os.tmpdir(), "desk-server-origin-"));
      // decap-server's own CORS setting, at its widest: it must not widen ours.
      process.env.ORIGIN = "*";
      server = await startDeskServer({ root: site, port: 0, mode: "fs", branch: "main" });
    });
    afterAll(async () => {
      await server.close();
      fs.rmSync(site, { recursive: true, force: true });
    });

    it("answers npm start's pages and its own address, and lets them read the answer", async () => {
      const own = ["localhost", "127.0.0.1", "[::1]"].map(
        (name) => `http://${name}:${server.port}`,
      );
      for (const origin of [...DEVELOP_ORIGINS, ...own]) {
        const answer = await from(origin);
        expect([origin, answer.status]).toEqual([origin, 200]);
        expect(answer.headers["access-control-allow-origin"]).toBe(origin);
      }
      const preflight = await from("http://127.0.0.1:8000", "OPTIONS");
      expect(preflight.status).toBe(204);
      expect(preflight.headers).toMatchObject({
        "access-control-allow-origin": "http://127.0.0.1:8000",
        "access-control-allow-methods": "POST",
      });
    });

    it.each([
      "http://localhost:3999",
      "http://127.0.0.1:3999",
      "https://localhost:8000",
      "http://localhost:8000.evil.example",
      "http://LOCALHOST:8000/",
      "null",
    ])("refuses a page at %s with a JSON error no page can read", async (origin) => {
      for (const method of ["POST", "OPTIONS"]) {
        const answer = await from(origin, method);
        expect([method, answer.status]).toEqual([method, 403]);
        expect(answer.json?.error).toMatch(
          /^The desk's local server only answers the desk's pages/,
        );
        expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
      }
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`not a page at ${origin}.`));
    });
  });

  it("takes the pages from its options", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "desk-server-origin-"));
    const server = await startDeskServer({
      root: site,
      port: 0,
      mode: "fs",
      branch: "main",
      origins: ["http://localhost:9000"],
    });
    try {
      const from = (origin: string) =>
        post(
          "127.0.0.1",
          server.port,
          { action: "info" },
          {
            host: `localhost:${server.port}`,
            origin,
          },
        );
      expect((await from("http://localhost:9000")).status).toBe(200);
      expect((await from("http://localhost:8000")).status).toBe(403);
    } finally {
      await server.close();
      fs.rmSync(site, { recursive: true, force: true });
    }
  });

  it.each([
    [undefined, DEVELOP_ORIGINS],
    ["", DEVELOP_ORIGINS],
    [
      " http://LOCALHOST:9000/ ,https://desk.example",
      ["http://localhost:9000", "https://desk.example"],
    ],
    ["http://[::1]:80", ["http://[::1]"]],
  ])("reads DESK_ORIGINS %j as %j", (value, origins) => {
    expect(deskOriginsSetting(value)).toEqual(origins);
  });

  it.each([
    "localhost:9000",
    "http://localhost:9000/admin/",
    "*",
    "null",
    "file:///x",
    "http://u:p@localhost:1",
    // A query or fragment mark, even with nothing after it: not an origin as written.
    "http://localhost:9000/?",
    "http://localhost:9000/#",
  ])("refuses DESK_ORIGINS %j, naming it", (value) => {
    expect(() => deskOriginsSetting(value)).toThrow(`DESK_ORIGINS: "${value}" is not an origin`);
  });

  it.each([
    ["localhost:8081", true],
    ["127.0.0.1:8081", true],
    ["[::1]:8081", true],
    ["LOCALHOST:8081", true],
    ["localhost", false],
    [undefined, false],
    ["localhost:8082", false],
    ["evil.example:8081", false],
    ["127.0.0.1.nip.io:8081", false],
    ["[::ffff:127.0.0.1]:8081", false],
  ])("takes Host %j as this computer: %s", (host, expected) => {
    expect(isLoopbackHost(host, 8081)).toBe(expected);
  });
});
