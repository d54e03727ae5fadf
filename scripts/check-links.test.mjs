/** @jest-environment node */
import { checkSite, pagePathOf } from "./check-links.mjs";
import { extractIds, extractUrls } from "./html-scan.mjs";

const page = (body) => `<!DOCTYPE html><html lang="en"><head></head><body>${body}</body></html>`;

/** A two-page site with a script, a font and an image, checked as the CLI would. */
function check(homeBody, extra = {}) {
  const pages = new Map([
    ["/index.html", page(homeBody)],
    ["/about/index.html", page('<h2 id="team">Team</h2><a name="legacy"></a>')],
  ]);
  const files = new Set([...pages.keys(), "/app-1.js", "/static/inter.woff2", "/img/a b.png"]);
  return checkSite({ pages, files, origins: ["https://www.example.com"], ...extra });
}

const reasons = (result) => result.broken.map((b) => `${b.url} -> ${b.reason}`);

describe("checkSite", () => {
  it("accepts links, assets and fragments that exist", () => {
    const result = check(
      `<a href="/about/">About</a><a href="/about/#team">Team</a><a href="about/#legacy">x</a>
       <script src="/app-1.js"></script><img src="/img/a%20b.png" srcset="/img/a%20b.png 1x, /img/a%20b.png 2x" alt="">
       <style>@font-face{src:url(/static/inter.woff2) format("woff2")}</style>
       <a href="https://www.example.com/about/">Absolute</a>`,
    );
    expect(reasons(result)).toEqual([]);
    expect(result.checked).toBe(9);
  });

  it("skips other hosts, mailto: and tel:", () => {
    const result = check(
      '<a href="https://calendly.com/x">Book</a><a href="mailto:a@b.c">Mail</a><a href="tel:+1">Call</a>',
    );
    expect(result).toEqual({ broken: [], checked: 0 });
  });

  it("reports missing pages, missing slashes, unknown fragments and placeholders", () => {
    const result = check(
      `<a href="/services/">S</a><a href="/about">A</a><a href="/about/#nope">N</a>
       <a href="#">P</a><a href="https://www.example.com/gone/">G</a><link rel="preload" href="/app-2.js">`,
    );
    expect(reasons(result)).toEqual([
      "/services/ -> no file in public/ for /services/",
      '/about -> page links must end in "/": use /about/',
      '/about/#nope -> no element with id="nope" on /about/',
      '# -> placeholder link "#" goes nowhere',
      "https://www.example.com/gone/ -> no file in public/ for /gone/",
      "/app-2.js -> no file in public/ for /app-2.js",
    ]);
    expect(result.broken[0]).toMatchObject({ page: "/", where: "<a href>" });
  });

  it("checks the sitemap's URLs against the build", () => {
    const result = check("", {
      sitemapUrls: ["https://www.example.com/about/", "https://www.example.com/old/"],
    });
    expect(reasons(result)).toEqual([
      "https://www.example.com/old/ -> no file in public/ for /old/",
    ]);
    expect(result.broken[0].page).toBe("/sitemap.xml");
  });
});

describe("html-scan", () => {
  it("ignores URLs inside scripts and comments and decodes entities", () => {
    const html = `<!-- <a href="/commented/"> --><script>const a = '<a href="/in-script/">';</script>
      <a href="/search/?a=1&amp;b=2" data-x='>'>x</a><div id="main"></div>`;
    expect(extractUrls(html).map((r) => r.value)).toEqual(["/search/?a=1&b=2"]);
    expect([...extractIds(html)]).toEqual(["main"]);
  });

  it("maps rendered files to their page URLs", () => {
    expect(pagePathOf("/about/index.html")).toBe("/about/");
    expect(pagePathOf("/404.html")).toBe("/404.html");
  });
});
