/** @jest-environment node */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { readArticles } from "../../../src/content/readContent.testing";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { inlineText } from "../../../src/content/articleBody";
import { parseFeed } from "@rowanmanning/feed-parser";
import { isScheduled, todayIn } from "../../../src/content/publication";
import { FEED_PATHS } from "../../../src/lib/routes";
import { CLEARED_MESSAGE } from "../../../scripts/build-fingerprint.mjs";
import { pagesWrittenSince } from "../../../scripts/pages-written.mjs";

/**
 * Gatsby's cache, used as a writer and a maintainer use it: real `gatsby develop` and `gatsby
 * build` runs in one copy of the site with the fixture site's content (scripts/site-copy.mjs,
 * fixture-site/README.md), keeping .cache and public/ between steps, with one input changed at
 * a time while the cache is warm. Each step is a case
 * that once went wrong (docs/deploying.md, "Build cache"). Minutes, not seconds: `npm run test:builds`.
 */

const root = path.resolve(__dirname, "../../..");
const STEP_MS = 5 * 60_000;

let copy = "";
const inCopy = (...parts: string[]) => path.join(copy, ...parts);

/** A writer's draft, with a phrase that must never be found in a production build. */
const draft = {
  slug: "cache-check-unfinished-draft",
  phrase: "Quokka marmalade pricing secret",
};
/** An article that links to a page of the site, as articles do. */
const linking = { slug: "cache-check-linking-article", link: "/contact/" };

/** The copy's site.yaml, read once it is made. */
let site: ReturnType<typeof readSiteConfig>;
/**
 * The category the linking article uses: one the test can retire from site.yaml, which needs
 * at least one badge category left.
 */
let category = "";

function writeArticle(slug: string, frontmatter: string, body: string) {
  fs.writeFileSync(
    inCopy("content/articles", `${slug}.mdx`),
    `---\ntitle: "Cache check ${slug.split("-").at(-1)}"\nexcerpt: "Written by the cache test."\n` +
      `category: ${JSON.stringify(category)}\ntags: [Test]\n${frontmatter}---\n\n${body}\n`,
  );
}

beforeAll(() => {
  const made = spawnSync("node", ["scripts/site-copy.mjs", "--copy-fixture", "cache-check"], {
    cwd: root,
    encoding: "utf8",
  });
  expect(made.status).toBe(0);
  copy = made.stdout.trim();
  site = readSiteConfig(copy);
  category = (site.otherCategories.at(-1) ?? site.resourceCategories.at(-1)) as string;
  writeArticle(draft.slug, "draft: true\n", `${draft.phrase}, written but not ready.`);
  writeArticle(linking.slug, "", `Ready to talk? [Book a call](${linking.link}) with us.`);
});

afterAll(() => {
  if (copy && path.dirname(copy) === os.tmpdir()) fs.rmSync(copy, { recursive: true, force: true });
});

/**
 * The environment a writer's terminal gives Gatsby. Not Jest's: its NODE_ENV=test breaks
 * `gatsby develop`'s bundle.
 */
function gatsbyEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.NODE_ENV;
  delete env.JEST_WORKER_ID;
  return env;
}

/**
 * Runs `npm run build`'s command (scripts/gatsby.mjs, which clears the cache when the build code
 * changed) in the copy, with `env` added; returns its exit status, everything it printed, and
 * when it started (for pagesWritten).
 */
function build(env: NodeJS.ProcessEnv = {}): {
  status: number | null;
  log: string;
  started: number;
} {
  const started = Date.now();
  const result = spawnSync("node", ["scripts/gatsby.mjs", "build"], {
    cwd: copy,
    env: { ...gatsbyEnv(), ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, log: `${result.stdout}\n${result.stderr}`, started };
}

/** The pages a build rendered: those written since it `started`. */
const pagesWritten = (started: number) => pagesWrittenSince(inCopy("public"), started);

const CLEARED = CLEARED_MESSAGE;

/** Every file of the build that mentions `text`, as paths relative to public/. */
function filesMentioning(text: string): string[] {
  const publicDir = inCopy("public");
  const files = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" });
  return files.filter((file) => {
    const full = path.join(publicDir, file);
    return fs.statSync(full).isFile() && fs.readFileSync(full, "utf8").includes(text);
  });
}

/** Replaces `anchor` in one of the copy's files, failing clearly when the code moved on. */
function edit(file: string, anchor: string, replacement: string): () => void {
  const full = inCopy(file);
  const original = fs.readFileSync(full, "utf8");
  if (!original.includes(anchor)) {
    throw new Error(`${file} no longer contains ${JSON.stringify(anchor)}: update this test`);
  }
  fs.writeFileSync(full, original.replace(anchor, replacement));
  return () => fs.writeFileSync(full, original);
}

/** A free port on loopback, for the development server. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Calls `attempt` every half second until `done` accepts what it returned or `ms` have passed;
 * returns the last result, for the test to assert on.
 */
async function poll<T>(
  attempt: () => T | Promise<T>,
  done: (result: T) => boolean,
  ms: number,
): Promise<T> {
  const until = Date.now() + ms;
  let result = await attempt();
  while (!done(result) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    result = await attempt();
  }
  return result;
}

let coldPages = 0;

test(
  "a draft previewed with `gatsby develop` never reaches the build that follows",
  async () => {
    const port = await freePort();
    const develop = spawn(
      "node",
      ["scripts/gatsby.mjs", "develop", "--host", "127.0.0.1", "--port", String(port)],
      {
        cwd: copy,
        env: gatsbyEnv(),
        // Its own process group, so the test can stop it and the workers it starts.
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    develop.stdout?.on("data", (chunk) => (output += chunk));
    develop.stderr?.on("data", (chunk) => (output += chunk));
    let exited = false;
    develop.once("exit", () => (exited = true));
    try {
      // The preview shows the draft, and writes its page data into public/ as it does so. The
      // server answers once Gatsby has started; in CI (Gatsby turns query-on-demand off there)
      // develop then holds page data back while webpack compiles (enqueueFlush in
      // gatsby/dist/utils/page-data.js), answering 404 meanwhile. Ask again until the draft
      // shows, develop stops, or the step's time is nearly up.
      const pageData = `http://127.0.0.1:${port}/page-data/resources/${draft.slug}/page-data.json`;
      const shown = await poll(
        async () => {
          const response = await fetch(pageData, { signal: AbortSignal.timeout(10_000) }).catch(
            () => null,
          );
          return {
            ok: response?.ok === true,
            text: (await response?.text().catch(() => "")) ?? "",
          };
        },
        ({ ok }) => ok || exited,
        STEP_MS - 60_000,
      );
      if (!shown.ok) {
        throw new Error(`gatsby develop did not show the draft:\n${output.slice(-3000)}`);
      }
      expect(shown.text).toContain(draft.phrase);
      // Gatsby saves its state (the draft's node with it) a moment after it settles, not when
      // it is stopped: wait for the saved state, so the build below starts from a warm cache.
      const state = inCopy(".cache", "redux");
      const saved = () => fs.existsSync(state) && fs.readdirSync(state).length > 0;
      expect(await poll(saved, Boolean, 60_000)).toBe(true);
    } finally {
      if (!exited) {
        const stopped = new Promise((resolve) => develop.once("exit", resolve));
        process.kill(-(develop.pid as number), "SIGTERM");
        await stopped;
      }
    }

    const { status, log, started } = build();
    expect(status).toBe(0);
    expect(log).toContain(CLEARED);
    coldPages = pagesWritten(started);
    expect(filesMentioning(draft.phrase)).toEqual([]);
    expect(filesMentioning(`/resources/${draft.slug}/`)).toEqual([]);
  },
  STEP_MS,
);

/** The fixture's scheduled article (fixture-site/README.md): dated after today. */
function scheduledArticle() {
  const today = todayIn(site.timeZone);
  const scheduled = readArticles({ includeDrafts: true }, copy).find(
    (article) => !article.draft && isScheduled(article, today),
  );
  if (!scheduled) throw new Error("The fixture site has no scheduled article: see its README");
  return scheduled;
}

/** Each article's published and updated dates in the build's Atom feed, by its address. */
const feedDates = () =>
  new Map(
    parseFeed(fs.readFileSync(inCopy("public", FEED_PATHS.atom), "utf8")).items.map((item) => [
      item.url,
      [item.published?.toISOString(), item.updated?.toISOString()],
    ]),
  );

/** The feed's dates in today's build (the unchanged rebuild), before the scheduled day's. */
let todaysFeedDates: ReturnType<typeof feedDates> = new Map();

test(
  "an unchanged rebuild keeps its work (fewer pages rendered, the kept steps reused) and publishes no scheduled article",
  () => {
    // The build above, from the cache develop left, rendered pages: this one is compared to it.
    expect(coldPages).toBeGreaterThan(0);
    const { status, log, started } = build();
    expect(status).toBe(0);
    expect(log).not.toContain(CLEARED);
    expect(pagesWritten(started)).toBeLessThan(coldPages);
    // Gatsby's reporter wraps long lines.
    expect(log).toMatch(/\/admin\/: Sveltia CMS in .* \(kept\s+from\s+the\s+last\s+build/);
    // This is today's build, from a warm cache, and so the days before: the scheduled article
    // is nowhere, under its address or its title.
    const scheduled = scheduledArticle();
    expect(filesMentioning(scheduled.path)).toEqual([]);
    expect(filesMentioning(scheduled.title)).toEqual([]);
    todaysFeedDates = feedDates();
  },
  STEP_MS,
);

test(
  "a scheduled article is published by the next build on its day, from the warm cache",
  () => {
    // From the warm cache today's build (the unchanged rebuild above) left.
    const scheduled = scheduledArticle();
    const before = todaysFeedDates;
    expect(before.size).toBeGreaterThan(0);

    const { status, log } = build({ SITE_NOW: scheduled.date ?? "" });
    expect(status).toBe(0);
    expect(log).not.toContain(CLEARED);
    const holding = filesMentioning(scheduled.path);
    for (const file of [
      `${scheduled.path}index.html`,
      FEED_PATHS.atom,
      FEED_PATHS.json,
      "/resources/index.html",
    ]) {
      expect(holding).toContain(file.slice(1));
    }
    expect(holding.some((file) => /^sitemap-\d+\.xml$/.test(file))).toBe(true);
    // The file its dialog reads (it holds the card's fields, not its own address).
    expect(fs.existsSync(inCopy("public", scheduled.path, "body.json"))).toBe(true);
    // This copy has no git history, like an export: every other entry keeps the dates it had
    // in the build before, made minutes earlier.
    const after = feedDates();
    const kept = [...before].filter(([url]) => after.has(url));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.map(([url]) => [url, after.get(url)])).toEqual(kept);
  },
  STEP_MS,
);

test(
  "retiring a category that an unchanged article still uses fails the next build, naming it",
  () => {
    const file = inCopy("content/site.yaml");
    const original = fs.readFileSync(file, "utf8");
    const retired = yaml.load(original) as typeof site;
    for (const list of [retired.otherCategories, retired.resourceCategories]) {
      if (list.includes(category)) list.splice(list.indexOf(category), 1);
    }
    fs.writeFileSync(file, yaml.dump(retired));
    try {
      const { status, log } = build();
      expect(status).not.toBe(0);
      expect(log).not.toContain(CLEARED);
      expect(log).toContain(`content/articles/${linking.slug}.mdx has 1 problem:`);
      expect(log).toContain(`- category: expected one of the categories in content/site.yaml`);
    } finally {
      fs.writeFileSync(file, original);
    }
  },
  STEP_MS,
);

test(
  "a change to the article parser reaches every article, edited or not",
  () => {
    // Upper-case text: a change no article's own file could explain.
    const restore = edit(
      "src/content/articleBody.ts",
      'const text = node.text?.replace(/\\s+/g, " ") ?? null;',
      'const text = node.text?.replace(/\\s+/g, " ").toUpperCase() ?? null;',
    );
    try {
      const { status, log } = build();
      expect(status).toBe(0);
      expect(log).toContain(CLEARED);
      // An article this step did not touch, and the first words of its text (letters, digits
      // and spaces, which the page's HTML writes as they are).
      const [article] = readArticles({}, copy).filter((entry) => entry.slug !== linking.slug);
      const firstWords = article.blocks
        .flatMap((block) => [block.content, ...block.items.map((item) => item.content)])
        .map((content) => /^[\p{L}\p{N} ]+/u.exec(inlineText(content))?.[0].trim() ?? "")
        .find((words) => words.length > 3 && /\p{Ll}/u.test(words));
      expect(firstWords).toBeDefined();
      const page = fs.readFileSync(inCopy("public", article.path, "index.html"), "utf8");
      expect(page).toContain(firstWords?.toUpperCase());
    } finally {
      restore();
    }
  },
  STEP_MS,
);

test(
  "a tighter link rule in shared code (src/lib) fails the next build for an unchanged article",
  () => {
    // Site paths no longer allowed: src/ is outside the site's plugin, which Gatsby hashes;
    // only the build's fingerprint (scripts/build-fingerprint.mjs) sees this change.
    const restore = edit(
      "src/lib/safeUrl.ts",
      'if (href.startsWith("/")) return !href.startsWith("//");',
      'if (href.startsWith("/")) return false;',
    );
    try {
      const { status, log } = build();
      expect(status).not.toBe(0);
      expect(log).toContain(CLEARED);
      expect(log).toContain(`content/articles/${linking.slug}.mdx has 1 problem:`);
      expect(log).toContain(`found ${JSON.stringify(linking.link)}`);
    } finally {
      restore();
    }
  },
  STEP_MS,
);
