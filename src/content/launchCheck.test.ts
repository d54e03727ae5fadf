/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { exampleHostsIn, formatLaunchCheck, launchCheck, valueAt } from "./launchCheck";
import { readCaseStudies } from "./readContent";
import { readSiteConfig, SITE_FILE } from "./siteConfig";

const root = path.resolve(__dirname, "../..");

/** A scratch copy of content/ to change without touching the real one. */
function scratch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
  return dir;
}

const edit = (dir: string, file: string, change: (text: string) => string) => {
  const full = path.join(dir, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, "utf8")));
};

describe("launchCheck", () => {
  it("lists every field site.yaml marks unconfirmed, with its file and value", () => {
    const site = readSiteConfig(root);
    const items = launchCheck(root).filter(({ file }) => file === SITE_FILE);
    expect(items.map(({ field }) => field)).toEqual(site.unconfirmed ?? []);
    for (const item of items) expect(item.value).toBe(String(valueAt(site, item.field)));
  });

  it("lists every case study whose site is still an example address", () => {
    const examples = readCaseStudies(root)
      .map(({ url }, index) => ({ url, field: `[${index}].url` }))
      .filter(({ url }) => exampleHostsIn(url).length > 0);
    const items = launchCheck(root).filter(({ file }) => file === "content/case-studies.yaml");
    expect(items.map(({ field, value }) => ({ field, url: value }))).toEqual(examples);
  });

  it("finds an example address in any content file, articles by line", () => {
    const dir = scratch();
    const article = fs.readdirSync(path.join(dir, "content/articles"))[0];
    edit(dir, `content/articles/${article}`, (text) => `${text}\nSee https://shop.example.org/.\n`);
    edit(dir, "content/faq.yaml", (text) => text.replace("no commitment", "mail me@owner.test"));
    const items = launchCheck(dir);
    expect(items).toContainEqual(
      expect.objectContaining({
        file: `content/articles/${article}`,
        field: expect.stringMatching(/^line \d+$/),
        value: "shop.example.org",
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ file: "content/faq.yaml", field: "[1].answer" }),
    );
  });

  it("reports a field listed as unconfirmed that site.yaml does not have", () => {
    const dir = scratch();
    edit(dir, SITE_FILE, (text) =>
      text.replace("unconfirmed:\n", "unconfirmed:\n  - bookingURL\n"),
    );
    expect(launchCheck(dir)[0]).toEqual(
      expect.objectContaining({
        field: "bookingURL",
        why: expect.stringContaining("no such field"),
      }),
    );
  });

  it("is empty once every value is confirmed and no example address is left", () => {
    const dir = scratch();
    edit(dir, SITE_FILE, (text) => {
      const site = yaml.load(text) as Record<string, unknown>;
      delete site.unconfirmed;
      return yaml.dump(site);
    });
    edit(dir, "content/case-studies.yaml", (text) =>
      text
        .replace(/\.example\.com/g, ".com")
        .replace(/https:\/\/[a-z.]+\.example\b/g, "https://a.com"),
    );
    expect(launchCheck(dir)).toEqual([]);
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
    const result = run(root);
    expect(result.status).toBe(1);
    for (const { file, field } of launchCheck(root)) {
      expect(result.stdout).toContain(`${file}: ${field}`);
    }
  });
});
