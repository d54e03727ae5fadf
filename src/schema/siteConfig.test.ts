/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
  it("reads the file once while it is unchanged", () => {
    const dir = copyRoot();
    const read = jest.spyOn(fs, "readFileSync");
    try {
      const first = readSiteConfig(dir);
      const second = readSiteConfig(dir);
      expect(second).toBe(first);
      expect(read.mock.calls.filter(([file]) => String(file).endsWith(SITE_FILE))).toHaveLength(1);
    } finally {
      read.mockRestore();
    }
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
