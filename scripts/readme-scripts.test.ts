/** @jest-environment node */
/**
 * Every npm script is documented: in the README's Scripts table, or in a page the README links
 * to. A script added to package.json without a word on what it does fails here.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

const readme = read("README.md");
/** The Markdown pages of this repository the README links to. */
const linked = [...readme.matchAll(/\]\(([\w./-]+\.md)(#[\w-]*)?\)/g)].map((match) => match[1]);
const docs = [readme, ...[...new Set(linked)].map(read)].join("\n");

const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };

/** How the docs write running a script: `npm start` and `npm test` have their own short form. */
const command = (name: string) =>
  ["start", "test"].includes(name) ? `npm ${name}` : `npm run ${name}`;

describe("the npm scripts", () => {
  it("finds the pages the README links to", () => {
    expect(linked).toEqual(expect.arrayContaining(["docs/writing.md", "bench/README.md"]));
  });

  it.each(Object.keys(scripts))("documents %s", (name) => {
    expect(docs).toMatch(new RegExp(`\`${command(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\``));
  });
});
