/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import * as yamlReader from "./yaml";
import { ContentError } from "./problems";
import { readSiteConfig, readSiteConfigOrNull, SITE_FILE } from "./siteConfig";

/** The tests' own site (fixture-site/): never the agency's real settings. */
const fixtureSite = path.resolve(__dirname, "../../fixture-site");

/** A site root holding a copy of the fixture site's site.yaml, to edit as a writer would. */
function copyRoot(text = fs.readFileSync(path.join(fixtureSite, SITE_FILE), "utf8")) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-config-"));
  fs.mkdirSync(path.join(dir, "content"));
  fs.writeFileSync(path.join(dir, SITE_FILE), text);
  return dir;
}

describe("readSiteConfig", () => {
  it("parses the file once while its text is unchanged", () => {
    const dir = copyRoot();
    const parse = jest.spyOn(yamlReader, "parseYaml");
    try {
      const first = readSiteConfig(dir);
      expect(readSiteConfig(dir)).toBe(first);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it("sees an edit that keeps the file's size and modification time, as a cache restore can", () => {
    const dir = copyRoot();
    const file = path.join(dir, SITE_FILE);
    const before = readSiteConfig(dir);
    const { atime, mtime } = fs.statSync(file);
    const text = fs.readFileSync(file, "utf8");
    const [, name] = /^name: (.*)$/m.exec(text) ?? [];
    // The same characters in another order (the same size), written back with the old time.
    const renamed = `${name.slice(1)}${name[0]}`;
    fs.writeFileSync(file, text.replace(/^name: .*$/m, `name: ${renamed}`));
    fs.utimesSync(file, atime, mtime);
    expect(readSiteConfig(dir).name).not.toBe(before.name);
  });

  it("sees an edit, as `gatsby develop` must", () => {
    const dir = copyRoot();
    const before = readSiteConfig(dir);
    const file = path.join(dir, SITE_FILE);
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace(/^name: .*$/m, 'name: "Renamed Studio"'));
    expect(readSiteConfig(dir).name).toBe("Renamed Studio");
    expect(before.name).not.toBe("Renamed Studio");
  });

  it("reports a broken file every time it is asked, never a stale copy", () => {
    const dir = copyRoot();
    readSiteConfig(dir);
    const file = path.join(dir, SITE_FILE);
    fs.writeFileSync(file, `${fs.readFileSync(file, "utf8")}\nunknownField: 1\n`);
    expect(() => readSiteConfig(dir)).toThrow(/content\/site\.yaml/);
    expect(() => readSiteConfig(dir)).toThrow(/content\/site\.yaml/);
  });
});

describe("a mistake in site.yaml", () => {
  const valid = parse(fs.readFileSync(path.join(fixtureSite, SITE_FILE), "utf8")) as Record<
    string,
    unknown
  >;

  /** Every value of the file with its field as the build names it, e.g. `social[1].url`. */
  function leaves(value: unknown, field = ""): [string, unknown][] {
    if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${field}[${i}]`));
    if (value !== null && typeof value === "object") {
      return Object.entries(value).flatMap(([key, item]) =>
        leaves(item, field ? `${field}.${key}` : key),
      );
    }
    return [[field, value]];
  }

  /** The fixture's values with `value` at `field`. */
  function withValue(field: string, value: unknown) {
    const copy = structuredClone(valid);
    const keys = field.split(/\.|\[(\d+)\]/).filter((key) => key !== undefined && key !== "");
    const parent = keys
      .slice(0, -1)
      .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
    parent[keys[keys.length - 1]] = value;
    return stringify(copy);
  }

  /** The problems named when site.yaml holds `text`: each field once, or none. */
  function problemsOf(text: string) {
    try {
      readSiteConfig(copyRoot(text));
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).file).toBe(SITE_FILE);
      return (error as ContentError).problems.map((problem) => problem.field);
    }
  }

  it("the fixture is valid, so each case below has one mistake", () => {
    expect(problemsOf(stringify(valid))).toEqual([]);
  });

  const fields = leaves(valid);
  it.each(fields.map(([field, value]) => [field, typeof value === "string" ? 42 : "some text"]))(
    "names %s, given a value of the wrong kind (%p), once",
    (field, bad) => {
      expect(problemsOf(withValue(field, bad))).toEqual([field]);
    },
  );

  it.each([
    ["email", "not-an-email"],
    ["bookingUrl", "https://calendly.com,script-src/agency/30min"],
    ["bookingUrl", "http://calendly.com/agency/30min"],
    ["siteUrl", "https://www.example.com:8443"],
    ["name", "Bluebonnet\u200BTest Studio"],
    ["tagline", "We help shops\u3164grow."],
    ["legal[0].url", "/Privacy Policy/"],
    ["social[0].icon", "myspace"],
    ["social[0].url", "javascript:alert(1)"],
    ["claims.responseHours", 0],
    ["claims.callMinutes", 2.5],
    ["resourceCategories[0]", "Web\u202Esite"],
  ])("names %s, given %p, once", (field, bad) => {
    expect(problemsOf(withValue(field, bad))).toEqual([field]);
  });

  it("leaves gatsby-config to the site's plugin, which stops on it (null here, never a throw)", () => {
    expect(readSiteConfigOrNull(copyRoot(withValue("email", "not-an-email")))).toBeNull();
    expect(readSiteConfigOrNull(copyRoot())).toEqual(expect.objectContaining({ name: valid.name }));
  });
});
