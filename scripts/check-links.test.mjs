/** @jest-environment node */
import path from "node:path";
import { buildsToCheck, checkSite, pagePathOf } from "./check-links.mjs";
import { extractIds, extractUrls, parseHtml, sitemapLocs } from "./html-scan.mjs";

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

  it("reads tags and attributes as a browser does, however they are written", () => {
    const html = `<A HREF=/unquoted/>x</A><img alt="a > b" src='/single.png'>
      <a href="/first/" href="/second/">twice</a><p id=plain>p</p><a NAME="old">o</a>
      <meta property="og:image" content="https://www.example.com/card.png">
      <style>.x{background:url("/static/a.png")}</style>`;
    expect(extractUrls(html)).toEqual([
      { tag: "a", attr: "href", value: "/unquoted/" },
      { tag: "img", attr: "src", value: "/single.png" },
      { tag: "a", attr: "href", value: "/first/" },
      { tag: "meta", attr: "content (og:image)", value: "https://www.example.com/card.png" },
      { tag: "style", attr: "url()", value: "/static/a.png" },
    ]);
    expect([...extractIds(html)]).toEqual(["plain", "old"]);
  });

  it("reads a page parsed once as it reads its text", () => {
    const page = parseHtml('<a href="/x/#y">x</a><h2 id="y">Y</h2>');
    expect(extractUrls(page).map((ref) => ref.value)).toEqual(["/x/#y"]);
    expect([...extractIds(page)]).toEqual(["y"]);
  });

  it("lists a sitemap's page URLs", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> https://www.example.com/ </loc></url><url><loc>https://www.example.com/a?b=1&amp;c=2</loc></url></urlset>`;
    expect(sitemapLocs(xml)).toEqual([
      "https://www.example.com/",
      "https://www.example.com/a?b=1&c=2",
    ]);
  });

  it("maps rendered files to their page URLs", () => {
    expect(pagePathOf("/about/index.html")).toBe("/about/");
    expect(pagePathOf("/404.html")).toBe("/404.html");
  });
});

describe("buildsToCheck", () => {
  it("checks both builds the tests read unless a folder is named", () => {
    expect(buildsToCheck(["node", "check-links.mjs"]).map(({ root }) => root)).toEqual([
      path.resolve("public"),
      path.resolve("fixture-site/public"),
    ]);
    expect(buildsToCheck(["node", "check-links.mjs", "--dir", "elsewhere"])).toEqual([
      { root: path.resolve("elsewhere"), made: "a build" },
    ]);
  });
});
