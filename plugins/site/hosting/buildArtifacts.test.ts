/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BuildArtifactError,
  buildArtifacts,
  checkNoBuildArtifacts,
  moveBuildStatistics,
} from "./buildArtifacts";

/**
 * Every file of public/ after three builds of this site made before source maps were switched
 * off (`find public -type f`, 2026-11-25): what onPostBuild listed then, leftovers of the earlier
 * builds included (Gatsby leaves an old build's bundles in public/).
 */
const before = fs
  .readFileSync(path.join(__dirname, "__fixtures__", "public-files-before.txt"), "utf8")
  .trim()
  .split("\n");

describe("buildArtifacts", () => {
  it("finds every source map and Gatsby's statistics in what a build published", () => {
    const found = buildArtifacts(before).map(({ file }) => file);
    const maps = before.filter((file) => file.endsWith(".js.map"));
    expect(maps.length).toBeGreaterThanOrEqual(14);
    expect(found.sort()).toEqual([...maps, "/chunk-map.json", "/webpack.stats.json"].sort());
  });

  it("leaves every file the site serves: pages, bundles, licenses, data, downloads, the desk", () => {
    const served = before.filter(
      (file) => !/\.map$|\/webpack\.stats\.json$|\/chunk-map\.json$/.test(file),
    );
    expect(served).toEqual(
      expect.arrayContaining([
        "/index.html",
        "/_headers",
        "/page-data/app-data.json",
        "/site.webmanifest",
        "/sitemap-index.xml",
        "/admin/index.html",
      ]),
    );
    expect(served.some((file) => file.endsWith(".js.LICENSE.txt"))).toBe(true);
    expect(buildArtifacts(served)).toEqual([]);
  });

  it.each([
    ["/styles-0aa0238cb54528943981.css.map", "a source map"],
    ["/admin/cms-ABCDEFGH.js.map", "a source map"],
    ["/stats.json", "build statistics"],
    ["/loadable-stats.json", "build statistics"],
    ["/chunk-map.json", "a tool's output at the root"],
    ["/asset-manifest.json", "a tool's output at the root"],
    ["/static/tsconfig.tsbuildinfo", "TypeScript's build state"],
    ["/npm-debug.log", "a log"],
  ])("says what %s is", (file, kind) => {
    expect(buildArtifacts([file])).toEqual([{ file, kind }]);
  });

  it("does not take a page about statistics for them", () => {
    expect(buildArtifacts(["/page-data/resources/instagram-stats/page-data.json"])).toEqual([]);
  });
});

describe("checkNoBuildArtifacts", () => {
  it("stops the build naming each file and what to do", () => {
    expect(() => checkNoBuildArtifacts(before)).toThrow(BuildArtifactError);
    expect(() => checkNoBuildArtifacts(before)).toThrow(
      /^public\/ holds build artifacts .*\n {2}public\/app-[0-9a-f]{20}\.js\.map \(a source map\)\n/,
    );
    expect(() => checkNoBuildArtifacts(before)).toThrow(/run `npm run clean` once/);
  });

  it("lets a build through once they are gone", () => {
    expect(() =>
      checkNoBuildArtifacts(before.filter((f) => !buildArtifacts([f]).length)),
    ).not.toThrow();
  });
});

describe("moveBuildStatistics", () => {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-stats-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("moves the JSON at public/'s root (Gatsby's statistics) out, over an earlier build's, and nothing else", () => {
    const publicDir = path.join(dir, "public");
    const statsDir = path.join(dir, ".cache", "build-stats");
    fs.mkdirSync(publicDir);
    fs.mkdirSync(statsDir, { recursive: true });
    fs.writeFileSync(path.join(statsDir, "chunk-map.json"), "old");
    fs.writeFileSync(path.join(publicDir, "chunk-map.json"), '{"app":["/app-1.js"]}');
    fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), "{}");
    fs.writeFileSync(path.join(publicDir, "index.html"), "<p>");
    fs.mkdirSync(path.join(publicDir, "page-data"));
    fs.writeFileSync(path.join(publicDir, "page-data", "app-data.json"), "{}");

    expect(moveBuildStatistics(publicDir, statsDir)).toEqual([
      "/chunk-map.json",
      "/webpack.stats.json",
    ]);
    expect(fs.readdirSync(publicDir).sort()).toEqual(["index.html", "page-data"]);
    expect(fs.readdirSync(path.join(publicDir, "page-data"))).toEqual(["app-data.json"]);
    expect(fs.readFileSync(path.join(statsDir, "chunk-map.json"), "utf8")).toBe(
      '{"app":["/app-1.js"]}',
    );
    expect(moveBuildStatistics(publicDir, statsDir)).toEqual([]);
  });
});
