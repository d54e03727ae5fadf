/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stitchSliceForAPage } from "gatsby/dist/utils/slices/stitching";
import { inlineScripts } from "./knownScripts";
import { BUNDLE_LOADER_SCRIPT, PAGE_PATH_SCRIPT, rewritePageScripts } from "./pageScripts";

/**
 * The rewrite on Gatsby's real output, captured from builds of this site by
 * scripts/capture-page-fixtures.mjs (run it again after a Gatsby upgrade): /about/ as Gatsby
 * wrote it, and the scripts slice of that build and of a later build whose bundles changed.
 * The re-stitched page is made by Gatsby's own stitching code, as an incremental build makes it.
 */

const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");
const page = fixture("about.html");
const slice = fixture("gatsby-scripts.html");
const nextSlice = fixture("gatsby-scripts-next.html");

/** The bundle URLs of a scripts slice, in order. */
const bundlesOf = (html: string) =>
  [...html.matchAll(/<script src="([^"]+)" async><\/script>/g)].map((match) => match[1]);

/** Stitches `scriptsSlice` into `html` with Gatsby's own code, in a throwaway public/ folder. */
async function stitch(html: string, scriptsSlice: string): Promise<string> {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stitch-"));
  try {
    fs.mkdirSync(path.join(publicDir, "about"));
    fs.mkdirSync(path.join(publicDir, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "about", "index.html"), html);
    fs.writeFileSync(
      path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"),
      scriptsSlice,
    );
    await stitchSliceForAPage({ pagePath: "/about/", publicDir });
    return fs.readFileSync(path.join(publicDir, "about", "index.html"), "utf8");
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
}

describe("the page-script rewrite on Gatsby's real output", () => {
  it("the captured page holds the fixture build's scripts slice", () => {
    expect(bundlesOf(slice).length).toBeGreaterThanOrEqual(3);
    expect(bundlesOf(page)).toEqual(bundlesOf(slice));
    expect(bundlesOf(nextSlice)).not.toEqual(bundlesOf(slice));
  });

  it("moves the path into an attribute and the bundles behind the loader, in order", () => {
    const html = rewritePageScripts(page, "about");
    expect(html).toContain(
      `<script id="gatsby-script-loader" data-page-path="/about/">${PAGE_PATH_SCRIPT}</script>`,
    );
    expect(html).toContain(
      `<script data-bundles="${bundlesOf(page).join(" ")}">${BUNDLE_LOADER_SCRIPT}</script>`,
    );
    expect(bundlesOf(html)).toEqual([]);
    expect(html).not.toContain('window.pagePath="');
    // Everything outside the two scripts is as Gatsby wrote it.
    const outside = (text: string) =>
      text
        .replace(/<script id="gatsby-script-loader"[^]*?<\/script>/, "")
        .replace(/<script data-bundles[^]*?<\/script>|(<script src="[^"]+" async><\/script>)+/, "");
    expect(outside(html)).toBe(outside(page));
  });

  it("leaves a page it rewrote unchanged when the build runs again", () => {
    const once = rewritePageScripts(page, "about");
    expect(rewritePageScripts(once, "about")).toBe(once);
  });

  it("rewrites the new bundles Gatsby stitches into a page it did not render again", async () => {
    const rewritten = rewritePageScripts(page, "about");
    const restitched = await stitch(rewritten, nextSlice);

    // Gatsby's shape for such a page: our page-path script, its fresh async bundles.
    expect(restitched).toContain(`data-page-path="/about/">${PAGE_PATH_SCRIPT}</script>`);
    expect(bundlesOf(restitched)).toEqual(bundlesOf(nextSlice));

    const html = rewritePageScripts(restitched, "about");
    expect(html).toContain(`data-bundles="${bundlesOf(nextSlice).join(" ")}"`);
    expect(bundlesOf(html)).toEqual([]);
    // The same page as a fresh render with the new slice would give.
    expect(html).toBe(rewritePageScripts(await stitch(page, nextSlice), "about"));
    // The two scripts of ours keep their text, and so their hash in the CSP.
    expect(inlineScripts(html)).toEqual(
      expect.arrayContaining([PAGE_PATH_SCRIPT, BUNDLE_LOADER_SCRIPT]),
    );
  });
});
