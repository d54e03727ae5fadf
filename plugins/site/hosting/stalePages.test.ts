/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeStalePages } from "./stalePages";

let publicDir: string;
const write = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), file);
};
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-pages-"));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe("removeStalePages", () => {
  const pages = ["/", "/resources/", "/resources/kept/", "/404/", "/404.html"];
  const pageFiles = [
    "index.html",
    "page-data/index/page-data.json",
    "resources/index.html",
    "page-data/resources/page-data.json",
    "resources/kept/index.html",
    "page-data/resources/kept/page-data.json",
    "404/index.html",
    "404.html",
    "page-data/404/page-data.json",
    "page-data/404.html/page-data.json",
  ];
  const otherFiles = [
    "app-1a2b.js",
    "page-data/app-data.json",
    "page-data/sq/d/123.json",
    "_gatsby/slices/_gatsby-scripts-1.html",
    "sitemap-index.xml",
    "admin/index.html",
    "static/downloads/checklist-1a2b.pdf",
  ];

  it("removes the HTML and page data of a page this build does not have, and nothing else", () => {
    [...pageFiles, ...otherFiles].forEach(write);
    write("resources/a-draft/index.html");
    write("page-data/resources/a-draft/page-data.json");

    const removed = removeStalePages(publicDir, pages, {
      keep: (file) => file.startsWith("admin/"),
    });

    expect(removed.sort()).toEqual([
      "page-data/resources/a-draft/page-data.json",
      "resources/a-draft/index.html",
    ]);
    for (const file of [...pageFiles, ...otherFiles]) {
      expect(fs.existsSync(path.join(publicDir, file))).toBe(true);
    }
  });

  it("keeps what the caller says is not a Gatsby page (the desk, files from static/)", () => {
    write("admin/index.html");
    write("help/index.html");
    expect(removeStalePages(publicDir, ["/"], { keep: (file) => file !== "x" })).toEqual([]);
  });
});
