/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as yamlReader from "./yaml";
import { readSiteConfig, SITE_FILE } from "./siteConfig";

const root = path.resolve(__dirname, "../..");

/** A site root holding a copy of the real site.yaml, to edit as a writer would. */
function copyRoot() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-config-"));
  fs.mkdirSync(path.join(dir, "content"));
  fs.copyFileSync(path.join(root, SITE_FILE), path.join(dir, SITE_FILE));
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
