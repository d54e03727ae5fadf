// Desktop only: what runs at the desk does not depend on the window's width.
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { DESK, filesOf, openDesk, useTestRepo, type RepoFile } from "./desk";
import { expect, test } from "./fixtures";

/**
 * Hostile previews, as a contributor could send them for the owner to review: markup and
 * script in every text a writer controls (an article's title, excerpt, tags and body, and every
 * text field of the YAML collections), opened at the desk the way the owner opens a draft, with
 * a probe in every frame that any payload which ran would call. Nothing may run, no link in any
 * frame may be a `javascript:` one, and the only Content-Security-Policy violations allowed are
 * those a payload itself triggers (its inline script or handler refused): none of the desk's own.
 */

/** Each payload calls the probe with its name, should it ever run. */
const payloads = {
  img: `<img src=x onerror="top.__ran('img')">`,
  script: `<script>top.__ran('script')</script>`,
  link: `[a link](javascript:top.__ran('link'))`,
  srcdoc: `<iframe srcdoc="<script>top.__ran('srcdoc')</script>"></iframe>`,
  closing: `</script><script>top.__ran('closing')</script>`,
  svg: `<svg onload="top.__ran('svg')"><script>top.__ran('svg-script')</script></svg>`,
};
const all = Object.values(payloads).join(" ");

const fixtureSite = path.resolve(__dirname, "../fixture-site");
const hostileArticles = path.resolve(__dirname, "../src/content/__fixtures__/hostile-articles");

/** Every text value of a YAML document with the payloads after it; numbers and flags kept. */
function poisoned(value: unknown): unknown {
  if (typeof value === "string") return `${value} ${all}`;
  if (Array.isArray(value)) return value.map(poisoned);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, poisoned(v)]));
  }
  return value;
}

const poisonedFile = (name: string): RepoFile => ({
  path: `content/${name}`,
  text: YAML.stringify(
    poisoned(YAML.parse(fs.readFileSync(path.join(fixtureSite, "content", name), "utf8"))),
  ),
});

const article = [
  "---",
  `title: ${JSON.stringify(`Hostile ${payloads.closing} ${payloads.img}`)}`,
  `excerpt: ${JSON.stringify(all)}`,
  "category: SEO",
  "tags:",
  ...Object.values(payloads).map((payload) => `  - ${JSON.stringify(payload)}`),
  "---",
  "",
  ...Object.values(payloads).flatMap((payload) => [payload, ""]),
].join("\n");

/** The review fixtures that are files a writer could save (the one not in UTF-8 is not). */
const reviewed = fs
  .readdirSync(hostileArticles)
  .filter((name) => name.endsWith(".mdx") && name !== "not-utf-8.mdx");

const repository: RepoFile[] = [
  ...filesOf(fixtureSite, "content").filter(
    (file) => !/^content\/(site|services|case-studies)\.yaml$/.test(file.path),
  ),
  ...["site.yaml", "services.yaml", "case-studies.yaml"].map(poisonedFile),
  { path: "content/articles/hostile-payloads.mdx", text: article },
  ...reviewed.map((name) => ({
    path: `content/articles/hostile-${name}`,
    text: fs.readFileSync(path.join(hostileArticles, name), "utf8"),
  })),
];

// What the desk says of the payloads: the files it refuses to parse (an alias bomb, a key
// written twice), the handlers and scripts the CSP refused, and the picture `src=x` it asked for.
test.use({
  allowConsoleErrors: [
    /could not be parsed due to|violates the following Content Security Policy directive 'script-src 'self' 'report-sample''|^Failed to load resource: the server responded with a status of 404/,
  ],
});

test("nothing a contributor writes runs at /admin/, in any preview or list", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The probe and a record of every CSP violation, in the desk and in each frame it makes.
  await page.addInitScript(() => {
    const probe = window as unknown as { __ran: (what: string) => void; __runs: string[] };
    const root = (window.top ?? window) as unknown as typeof probe & { __violations: string[] };
    root.__runs ??= [];
    root.__violations ??= [];
    probe.__ran = (what) => root.__runs.push(what);
    document.addEventListener("securitypolicyviolation", (event) => {
      const element = event.target instanceof Element ? event.target.outerHTML.slice(0, 300) : "";
      root.__violations.push(
        `${location.hash || location.href} ${event.effectiveDirective} ${event.blockedURI} ${event.sample} ${element}`,
      );
    });
  });
  const offSite = await useTestRepo(page, new URL(baseURL!).origin);
  const missing: string[] = [];
  page.on("response", (answer) => {
    if (answer.status() === 404) missing.push(new URL(answer.url()).pathname);
  });
  await openDesk(page, repository);

  const entries = [
    ...["site", "services", "case-studies"].map((name) => `collections/${name}/entries/${name}`),
    "collections/articles/entries/hostile-payloads",
    ...reviewed.map((name) => `collections/articles/entries/hostile-${name.replace(/\.mdx$/, "")}`),
  ];
  const views = ["collections/articles", ...entries];
  for (const view of views) {
    await page.goto(`${DESK}#/${view}`);
    await expect(page.getByRole("toolbar", { name: "Global" })).toBeVisible();
    // The preview (when the view has one) has drawn the entry.
    await page.waitForTimeout(400);
    for (const frame of page.frames()) {
      const scriptLinks = await frame
        .locator('a[href^="javascript:" i]')
        .count()
        .catch(() => 0);
      expect(scriptLinks, `javascript: links in ${view} (${frame.url()})`).toBe(0);
    }
  }

  const { runs, violations } = await page.evaluate(() => {
    const root = window as unknown as { __runs: string[]; __violations: string[] };
    return { runs: root.__runs, violations: root.__violations };
  });
  expect(runs, "payloads that ran").toEqual([]);
  // A refused inline script or handler is the payload's own doing; anything else is the desk's.
  expect(violations.filter((violation) => !violation.includes("__ran"))).toEqual([]);
  expect(offSite, "requests that left the site").toEqual([]);
  expect(
    missing.filter((file) => file !== "/admin/x"),
    "files not found",
  ).toEqual([]);
});
