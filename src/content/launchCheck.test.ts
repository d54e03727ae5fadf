/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { exampleHostsIn, formatLaunchCheck, launchCheck, valueAtField } from "./launchCheck";
import { readCaseStudies } from "./readContent.testing";
import { readSiteConfig, SITE_FILE } from "./siteConfig";

const root = path.resolve(__dirname, "../..");
/** The tests' own site (fixture-site/README.md), never the agency's real content. */
const fixtureSite = path.join(root, "fixture-site");

/** A scratch copy of the fixture site's content/, to change as a writer or the owner would. */
function scratch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
  fs.cpSync(path.join(fixtureSite, "content"), path.join(dir, "content"), { recursive: true });
  return dir;
}

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const full = path.join(dir, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")));
};

/** site.yaml with `unconfirmed` set to `fields`, or without the list when there are none. */
const markUnconfirmed = (dir: string, fields: string[]) =>
  edit(dir, SITE_FILE, (text) => {
    const site = yaml.load(text) as Record<string, unknown>;
    delete site.unconfirmed;
    return yaml.dump(fields.length > 0 ? { ...site, unconfirmed: fields } : site);
  });

/** The owner's own team photo added to site.yaml, as the About page's slot asks. */
const addTeamPhoto = (dir: string) => {
  const images = path.join(dir, "content/images");
  const [picture] = fs.readdirSync(images).filter((name) => name.endsWith(".png"));
  fs.copyFileSync(path.join(images, picture), path.join(images, "team.png"));
  edit(dir, SITE_FILE, (text) =>
    yaml.dump({
      ...(yaml.load(text) as Record<string, unknown>),
      about: { teamPhoto: "./images/team.png", teamPhotoAlt: "The team outside the shop" },
    }),
  );
};

/**
 * A scratch site the owner has finished: nothing marked unconfirmed, the team photo added, and
 * every example address (the fixture site has them in site.yaml, the case studies and two
 * articles) replaced.
 */
function confirmedSite() {
  const dir = scratch();
  markUnconfirmed(dir, []);
  addTeamPhoto(dir);
  const files = fs.readdirSync(path.join(dir, "content"), { recursive: true, encoding: "utf8" });
  for (const file of files.filter((name) => /\.(ya?ml|mdx?)$/.test(name))) {
    edit(dir, path.join("content", file), (text) =>
      text
        .replace(/\.example\.(com|net|org)\b/g, ".com")
        .replace(/https:\/\/[a-z.]+\.example\b/g, "https://a.com"),
    );
  }
  return dir;
}

describe("launchCheck", () => {
  it("lists every field site.yaml marks unconfirmed first, with its file and value", () => {
    const site = readSiteConfig(fixtureSite);
    const marked = site.unconfirmed ?? [];
    expect(marked.length).toBeGreaterThan(0);
    expect(launchCheck(fixtureSite).slice(0, marked.length)).toEqual(
      marked.map((field) =>
        expect.objectContaining({
          file: SITE_FILE,
          field,
          value: String(valueAtField(site, field)),
        }),
      ),
    );
  });

  it("lists an example address site.yaml does not mark, and a marked one only once", () => {
    const site = readSiteConfig(fixtureSite);
    // The fixture's email is on an example domain and not marked unconfirmed.
    expect(site.unconfirmed).not.toContain("email");
    const unmarked = launchCheck(fixtureSite).filter(({ field }) => field === "email");
    expect(unmarked).toEqual([
      expect.objectContaining({
        file: SITE_FILE,
        value: site.email,
        why: expect.stringMatching(/example address/),
      }),
    ]);

    const dir = scratch();
    markUnconfirmed(dir, [...(site.unconfirmed ?? []), "email"]);
    const marked = launchCheck(dir).filter(({ field }) => field === "email");
    expect(marked).toEqual([
      expect.objectContaining({
        file: SITE_FILE,
        value: site.email,
        why: expect.stringMatching(/unconfirmed/),
      }),
    ]);
  });

  it("lists every case study whose site is still an example address", () => {
    const examples = readCaseStudies(fixtureSite)
      .map(({ url }, index) => ({ url, field: `[${index}].url` }))
      .filter(({ url }) => exampleHostsIn(url).length > 0);
    expect(examples.length).toBeGreaterThan(0);
    const items = launchCheck(fixtureSite).filter(
      ({ file }) => file === "content/case-studies.yaml",
    );
    expect(items.map(({ field, value }) => ({ field, url: value }))).toEqual(examples);
  });

  it("finds an example address in any content file, articles by line", () => {
    const dir = confirmedSite();
    const article = fs.readdirSync(path.join(dir, "content/articles"))[0];
    edit(dir, `content/articles/${article}`, (text) => `${text}\nSee https://shop.example.org/.\n`);
    edit(dir, "content/faq.yaml", (text) => {
      const faq = yaml.load(text) as { question: string; answer: string }[];
      faq[1].answer += " Or mail me@owner.test.";
      return yaml.dump(faq);
    });
    const lines = fs
      .readFileSync(path.join(dir, `content/articles/${article}`), "utf8")
      .split("\n");
    expect(launchCheck(dir)).toEqual([
      expect.objectContaining({
        file: `content/articles/${article}`,
        field: `line ${lines.indexOf("See https://shop.example.org/.") + 1}`,
        value: "shop.example.org",
      }),
      expect.objectContaining({ file: "content/faq.yaml", field: "[1].answer" }),
    ]);
  });

  it("lists the About page's team photo while it is empty, and not once the owner adds it", () => {
    expect(readSiteConfig(fixtureSite).about?.teamPhoto).toBeUndefined();
    const slot = launchCheck(fixtureSite).filter(({ field }) => field === "about.teamPhoto");
    expect(slot).toEqual([expect.objectContaining({ file: SITE_FILE, empty: true })]);
    expect(formatLaunchCheck(slot)).toContain(`${SITE_FILE}: about.teamPhoto is empty`);

    const dir = scratch();
    addTeamPhoto(dir);
    expect(launchCheck(dir).filter(({ field }) => field === "about.teamPhoto")).toEqual([]);
  });

  it("reports a field listed as unconfirmed that site.yaml does not have", () => {
    const dir = scratch();
    markUnconfirmed(dir, ["bookingURL"]);
    expect(launchCheck(dir)[0]).toEqual(
      expect.objectContaining({
        field: "bookingURL",
        why: expect.stringContaining("no such field"),
      }),
    );
  });

  it("is empty once every value is confirmed and no example address is left", () => {
    expect(launchCheck(confirmedSite())).toEqual([]);
    expect(formatLaunchCheck([])).toMatch(/every value in content\/ is confirmed/);
  });
});

describe("exampleHostsIn", () => {
  it("finds reserved example hosts in URLs and email addresses, and nothing else", () => {
    expect(
      exampleHostsIn("https://a.example.com, me@shop.test, https://example.net/x and b@real.com"),
    ).toEqual(["a.example.com", "shop.test", "example.net"]);
    expect(exampleHostsIn("see example.com in the docs, or https://examples.com")).toEqual([]);
  });
});

describe("npm run launch-check", () => {
  const run = (cwd: string) =>
    spawnSync(
      path.join(root, "node_modules/.bin/ts-node"),
      [
        "--transpile-only",
        "-O",
        '{"module":"commonjs","moduleResolution":"node"}',
        path.join(root, "scripts/launch-check.ts"),
      ],
      { cwd, encoding: "utf8" },
    );

  it("prints each value with its file and field and exits 1 while any remains", () => {
    const result = run(fixtureSite);
    expect(result.status).toBe(1);
    const items = launchCheck(fixtureSite);
    expect(items.length).toBeGreaterThan(0);
    for (const { file, field } of items) {
      expect(result.stdout).toContain(`${file}: ${field}`);
    }
  });

  it("exits 1 for a value still marked unconfirmed, and 0 once the owner confirms it", () => {
    const dir = confirmedSite();
    const confirmed = run(dir);
    expect(confirmed.stdout).toMatch(/every value in content\/ is confirmed/);
    expect(confirmed.status).toBe(0);

    markUnconfirmed(dir, ["bookingUrl"]);
    const unconfirmed = run(dir);
    expect(unconfirmed.stdout).toContain(`${SITE_FILE}: bookingUrl`);
    expect(unconfirmed.status).toBe(1);
  });
});
