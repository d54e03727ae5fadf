/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  checkChunkMap,
  checkGatsbyScriptsSlice,
  type GatsbyBuildData,
  GatsbyScriptsError,
  gatsbyScripts,
  readGatsbyBuildData,
} from "./gatsbyScripts";
import { inlineScripts } from "./knownScripts";

/**
 * Gatsby's inline scripts made again from a build's data, on the output of two real builds
 * captured by scripts/capture-page-fixtures.mjs: each build's scripts slice, and what
 * onPostBuild read for it (the chunk map and the compilation hash).
 */

const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");
const builds = [
  { slice: fixture("gatsby-scripts.html"), data: fixture("known-scripts-input.json") },
  { slice: fixture("gatsby-scripts-next.html"), data: fixture("known-scripts-input-next.json") },
].map(({ slice, data }) => ({ slice, data: JSON.parse(data) as GatsbyBuildData }));
const [first, next] = builds;
const SLICE = "public/_gatsby/slices/_gatsby-scripts-1.html";
const changedShape = new RegExp(
  `^${SLICE.replace(/[./]/g, "\\$&")}: .*update plugins/site/hosting/gatsbyScripts\\.ts to match the new output\\.$`,
);

describe("Gatsby's inline scripts, made from the build's data", () => {
  it.each(builds.map((build, index) => [index, build]))(
    "are byte for byte the ones Gatsby wrote into build %i's scripts slice",
    (_, { slice, data }) => {
      expect(inlineScripts(slice)).toEqual(gatsbyScripts(data));
      expect(() => checkGatsbyScriptsSlice(inlineScripts(slice), data, SLICE)).not.toThrow();
    },
  );

  it("follow the build: the two builds' scripts differ, as their bundles do", () => {
    expect(gatsbyScripts(next.data)).not.toEqual(gatsbyScripts(first.data));
    expect(() => checkGatsbyScriptsSlice(inlineScripts(next.slice), first.data, SLICE)).toThrow(
      changedShape,
    );
  });

  it.each([
    ["its whitespace changed", (s: string[]) => [s[0].trim(), s[1]]],
    ["a script added", (s: string[]) => [...s, "window.___other=1;"]],
    ["the hash script gone", (s: string[]) => [s[0]]],
    ["the CDATA wrapper back", (s: string[]) => [s[0], `/*<![CDATA[*/${s[1]}/*]]>*/`]],
  ])("stop the build naming this module when the slice has %s", (_, change) => {
    const changed = change(inlineScripts(first.slice));
    expect(() => checkGatsbyScriptsSlice(changed, first.data, SLICE)).toThrow(GatsbyScriptsError);
    expect(() => checkGatsbyScriptsSlice(changed, first.data, SLICE)).toThrow(changedShape);
  });
});

describe("checkChunkMap", () => {
  it("takes the chunk map a real build wrote", () => {
    expect(() => checkChunkMap(first.data.chunkMap, SLICE)).not.toThrow();
  });

  it.each([
    ["not JSON", "{"],
    ["an array", '["/app.js"]'],
    ["empty", "{}"],
    ["a file elsewhere", '{"app":["https://evil.example/app.js"]}'],
    ["a file that is not a bundle", '{"app":["/app.js\\";alert(1);\\""]}'],
    ["a chunk name with markup", '{"</script><script>":["/app-1.js"]}'],
  ])("stops the build naming the file when the map is %s", (_, chunkMap) => {
    expect(() => checkChunkMap(chunkMap, SLICE)).toThrow(changedShape);
  });

  it("refuses a compilation hash that is not a hex digest", () => {
    const data = { ...first.data, compilationHash: '1";alert(1);"' };
    expect(() => gatsbyScripts(data)).toThrow(/webpackCompilationHash .* is not a hex digest/);
  });
});

describe("reading what Gatsby wrote", () => {
  let publicDir = "";
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-scripts-"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  };
  const writeAppData = (data: object) => write("page-data/app-data.json", JSON.stringify(data));

  it.each(builds.map((build, index) => [index, build]))(
    "reads build %i's chunk map out of its scripts slice, and the hash in public/page-data/app-data.json",
    (_, { slice, data: { chunkMap, compilationHash } }) => {
      write(SLICE.slice("public/".length), slice);
      writeAppData({ webpackCompilationHash: compilationHash });
      expect(readGatsbyBuildData(publicDir, inlineScripts)).toEqual({ chunkMap, compilationHash });
    },
  );

  it("stops the build when the slice's scripts are not the ones made again from what it carries", () => {
    write(SLICE.slice("public/".length), next.slice);
    writeAppData({ webpackCompilationHash: first.data.compilationHash });
    expect(() => readGatsbyBuildData(publicDir, inlineScripts)).toThrow(changedShape);
    write(
      SLICE.slice("public/".length),
      first.slice.replace("window.___chunkMapping=", "window.___chunkMapping = "),
    );
    expect(() => readGatsbyBuildData(publicDir, inlineScripts)).toThrow(changedShape);
  });

  it("names the file Gatsby did not write, and this module", () => {
    expect(() => readGatsbyBuildData(publicDir, inlineScripts)).toThrow(
      /^public\/_gatsby\/slices\/_gatsby-scripts-1\.html: Gatsby did not write it; .*gatsbyScripts\.ts/,
    );
    write(SLICE.slice("public/".length), first.slice);
    writeAppData({});
    expect(() => readGatsbyBuildData(publicDir, inlineScripts)).toThrow(
      /^public\/page-data\/app-data\.json: it has no webpackCompilationHash/,
    );
  });
});
