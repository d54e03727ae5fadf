import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageFiles, pagesWrittenSince } from "./pages-written.mjs";

test("counts the pages a build wrote since a moment: HTML files, not slices or the desk", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-written-"));
  const write = (file, seconds) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "<p>");
    fs.utimesSync(path.join(dir, file), seconds, seconds);
  };
  write("index.html", 100);
  write("about/index.html", 200);
  write("resources/a/index.html", 200);
  write("resources/a/body.json", 200);
  write("_gatsby/slices/_gatsby-scripts-1.html", 200);
  write("admin/index.html", 200);
  try {
    expect(pageFiles(dir).sort()).toEqual([
      "about/index.html",
      "index.html",
      "resources/a/index.html",
    ]);
    expect(pagesWrittenSince(dir, 150_000)).toBe(2);
    expect(pagesWrittenSince(dir, 250_000)).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
