import fs from "node:fs";
import path from "node:path";
import { scriptHash } from "../plugins/site/hosting/netlifyHeaders";
import { headersFor, parseHeadersFile } from "../scripts/netlify-headers.mjs";
import { fixtureBuild, realBuild, type Build } from "./builds";
import { all, builtFiles, builtPages, byRoute, first, parseHtml, rawText } from "./builtHtml";

/**
 * The headers every built page and file is served with, read from the build's `_headers` the
 * way Netlify (and scripts/serve.mjs) applies it, and checked against the pages themselves:
 * the Content-Security-Policy allows exactly the inline scripts each page has. Every page of
 * both builds, no browser; e2e/csp.spec.ts shows the policy at work in one.
 */

const STRICT = /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/;
/** The pages with the article search compile its engine, WebAssembly, and nothing else. */
const SEARCH = /^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+$/;
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Resources and the article pages have the article search (src/components/ArticleSearch.tsx). */
const searches = (route: string) => route.startsWith("/resources/");

const directive = (policy: string | undefined, name: string) =>
  policy?.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

/** The inline scripts a page runs: no `src`, and not a data block such as JSON-LD. */
const inlineScripts = (html: string) =>
  all("script:not([src])", parseHtml(html))
    .filter((script) => !script.attribs.type || script.attribs.type === "text/javascript")
    .map(rawText);

describe.each([realBuild(), fixtureBuild()])("the $name site's build", (build: Build) => {
  const { publicDir } = build;
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const rules = parseHeadersFile(read("_headers"));
  const headers = (route: string) => headersFor(rules, route);
  const pages = builtPages(publicDir);
  const htmlOf = (route: string) => read(path.join(route, "index.html"));

  test("every page is sent with one policy: the strict one, with WebAssembly where it searches", () => {
    const policy = (route: string) => {
      const csp = headers(route)["content-security-policy"];
      return {
        scriptSrc: (searches(route) ? SEARCH : STRICT).test(directive(csp, "script-src")),
        // Two rules' policies would be joined into two, each enforced.
        policies: (csp ?? "").split("default-src").length - 1,
        framed: csp?.includes("frame-ancestors 'none'"),
        objects: csp?.includes("object-src 'none'"),
      };
    };
    expect(byRoute(pages, policy)).toEqual(
      byRoute(pages, () => ({ scriptSrc: true, policies: 1, framed: true, objects: true })),
    );
  });

  test("every inline script of every page is one its policy allows, by hash", () => {
    const blocked = (route: string) => {
      const allowed = directive(headers(route)["content-security-policy"], "script-src");
      return inlineScripts(htmlOf(route)).filter((code) => !allowed.includes(scriptHash(code)));
    };
    expect(byRoute(pages, blocked)).toEqual(byRoute(pages, () => []));
    // Every page has Gatsby's inline scripts: the check above is not met by having none.
    expect(byRoute(pages, (route) => inlineScripts(htmlOf(route)).length > 0)).toEqual(
      byRoute(pages, () => true),
    );
  });

  test("the 404 page brings a strict policy of its own that allows its inline scripts", () => {
    // A top-level unknown path matches none of the site's CSP rules (the policy is scoped to
    // the site's own files and folders so /admin/ keeps its own): the page's <meta> holds it.
    const html = read("404.html");
    const policy = first('meta[http-equiv="Content-Security-Policy"]', parseHtml(html))?.attribs
      .content;
    const scriptSrc = directive(policy, "script-src");
    expect(scriptSrc).toMatch(STRICT);
    expect(policy).toContain("object-src 'none'");
    expect(inlineScripts(html).filter((code) => !scriptSrc.includes(scriptHash(code)))).toEqual([]);
    expect(headers("/no-such-page/")["x-frame-options"]).toBe("DENY");
  });

  test("every page carries the security headers and is revalidated", () => {
    const security = (route: string) => {
      const sent = headers(route);
      return {
        hsts: Number(/^max-age=(\d+)/.exec(sent["strict-transport-security"] ?? "")?.[1]),
        nosniff: sent["x-content-type-options"],
        referrer: sent["referrer-policy"],
        noCamera: /camera=\(\)/.test(sent["permissions-policy"] ?? ""),
        resources: sent["cross-origin-resource-policy"],
        cache: sent["cache-control"],
      };
    };
    const secured = (hsts: number) => hsts >= 31_536_000;
    expect(
      byRoute(pages, (route) => ({ ...security(route), hsts: secured(security(route).hsts) })),
    ).toEqual(
      byRoute(pages, () => ({
        hsts: true,
        nosniff: "nosniff",
        referrer: "strict-origin-when-cross-origin",
        noCamera: true,
        resources: "same-origin",
        cache: REVALIDATE,
      })),
    );
  });

  test("page data revalidates; each page's bundles and fonts are built and immutable", () => {
    const cached = (route: string) => {
      const doc = parseHtml(htmlOf(route));
      // The bundles the page loads after first paint (plugins/site/hosting/pageScripts.ts),
      // and the font its head's @font-face names.
      const bundles = all("script[data-bundles]", doc).flatMap((script) =>
        script.attribs["data-bundles"].split(" "),
      );
      const fonts = all("style", doc).flatMap((style) =>
        [...rawText(style).matchAll(/url\((\/static\/[^)"]+)\)/g)].map((match) => match[1]),
      );
      const pageData = `/page-data${route === "/" ? "/index" : route.replace(/\/$/, "")}/page-data.json`;
      return {
        some: bundles.length > 0 && fonts.length > 0,
        files: [...bundles, ...fonts, pageData].filter(
          (file) => !fs.existsSync(path.join(publicDir, file)),
        ),
        immutable: [...new Set([...bundles, ...fonts])].filter(
          (file) => headers(file)["cache-control"] !== IMMUTABLE,
        ),
        pageData: headers(pageData)["cache-control"],
      };
    };
    expect(byRoute(pages, cached)).toEqual(
      byRoute(pages, () => ({ some: true, files: [], immutable: [], pageData: REVALIDATE })),
    );
  });

  // Everything in public/ is served to whoever asks (plugins/site/hosting/buildArtifacts.ts).
  test("no source map or build statistics is in the build", () => {
    const files = builtFiles(publicDir);
    const scripts = files.filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(3);
    expect({
      // A comment that points the browser at a map ("//# sourceMappingURL=..."), not a
      // library's code that writes one (the writing desk's CSS loader does).
      mapped: scripts.filter((file) => /\/[/*][#@] sourceMappingURL=/.test(read(file))),
      maps: files.filter((file) => file.endsWith(".map")),
      statistics: files.filter((file) => ["/webpack.stats.json", "/chunk-map.json"].includes(file)),
    }).toEqual({ mapped: [], maps: [], statistics: [] });
  });
});
