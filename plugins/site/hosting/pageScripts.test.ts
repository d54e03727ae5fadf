import { inlineScripts } from "./knownScripts";
import {
  BUNDLE_LOADER_SCRIPT,
  PAGE_PATH_SCRIPT,
  PAINT_TIMEOUT_MS,
  PageScriptsError,
  rewritePageScripts,
} from "./pageScripts";

/** The end of a page as Gatsby 5 writes it (the chunk mapping trimmed). */
const gatsbyPage = (pagePath: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
  `<!-- slice-start id="_gatsby-scripts-1" -->` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="6ab93abd3d3dadd27a37";</script>` +
  `<script src="/webpack-runtime-0c6b79a9490de662f34c.js" async></script>` +
  `<script src="/framework-70a77aed3321ea9c084f.js" async></script>` +
  `<script src="/app-62e62a7f12fd2867854b.js" async></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

describe("rewritePageScripts", () => {
  it("moves the page path into an attribute and the bundles behind the loader", () => {
    const html = rewritePageScripts(gatsbyPage("/about/"), "public/about/index.html");
    expect(html).toContain(
      `<script id="gatsby-script-loader" data-page-path="/about/">${PAGE_PATH_SCRIPT}</script>`,
    );
    expect(html).toContain(
      `<script data-bundles="/webpack-runtime-0c6b79a9490de662f34c.js /framework-70a77aed3321ea9c084f.js /app-62e62a7f12fd2867854b.js">${BUNDLE_LOADER_SCRIPT}</script>`,
    );
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('window.pagePath="');
  });

  it("gives every page the same inline scripts, so the CSP needs no hash per page", () => {
    const about = inlineScripts(rewritePageScripts(gatsbyPage("/about/"), "about"));
    const article = inlineScripts(rewritePageScripts(gatsbyPage("/resources/seo/"), "seo"));
    expect(article).toEqual(about);
    expect(inlineScripts(gatsbyPage("/resources/seo/"))).not.toEqual(
      inlineScripts(gatsbyPage("/about/")),
    );
  });

  it("escapes the page path for its attribute", () => {
    const html = rewritePageScripts(gatsbyPage('/a"&<b/'), "odd");
    expect(html).toContain(`data-page-path="/a&quot;&amp;&lt;b/"`);
  });

  it("brings a page rewritten by an earlier build up to date, and changes nothing else", () => {
    const rewritten = rewritePageScripts(gatsbyPage("/about/"), "about");
    expect(rewritePageScripts(rewritten, "about")).toBe(rewritten);
    const stale = rewritten
      .replace(PAGE_PATH_SCRIPT, "window.pagePath='old'")
      .replace(BUNDLE_LOADER_SCRIPT, "oldLoader()");
    expect(rewritePageScripts(stale, "about")).toBe(rewritten);
  });

  it("rewrites the bundles Gatsby re-stitched into a page an earlier build rewrote", () => {
    const rewritten = rewritePageScripts(gatsbyPage("/about/"), "about");
    const slice = /<!-- slice-start[^]*<!-- slice-end[^>]*>/;
    const restitched = rewritten.replace(slice, gatsbyPage("/about/").match(slice)![0]);
    expect(restitched).not.toBe(rewritten);
    expect(rewritePageScripts(restitched, "about")).toBe(rewritten);
  });

  it("names the file when Gatsby's output is not the shape it knows", () => {
    const noBundles = gatsbyPage("/about/").replace(/<script src="[^"]+" async><\/script>/g, "");
    expect(() => rewritePageScripts(noBundles, "public/about/index.html")).toThrow(
      new PageScriptsError(
        "public/about/index.html: Gatsby's bundle scripts changed shape; " +
          "update plugins/site/hosting/pageScripts.ts to match the new output.",
      ),
    );
    const noPath = gatsbyPage("/about/").replace(
      /<script id="gatsby-script-loader">.*?<\/script>/,
      "",
    );
    expect(() => rewritePageScripts(noPath, "public/about/index.html")).toThrow(
      /public\/about\/index\.html: Gatsby's page-path script changed shape/,
    );
  });
});

describe("the bundle loader", () => {
  type Observer = { callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void };

  /** Runs the loader's text as the browser would, with `document.currentScript` set. */
  function runLoader(bundles: string) {
    const script = document.createElement("script");
    script.dataset.bundles = bundles;
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(BUNDLE_LOADER_SCRIPT)();
  }
  const appended = () =>
    [...document.body.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

  let observers: Observer[];
  beforeEach(() => {
    document.body.innerHTML = "";
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(public callback: Observer["callback"]) {
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, writable: true });
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  it("appends the bundles only once the first contentful paint is reported", () => {
    runLoader("/runtime.js /app.js");
    expect(appended()).toEqual([]);
    observers[0].callback({ getEntriesByName: () => [] }); // first-paint only
    expect(appended()).toEqual([]);
    observers[0].callback({
      getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []),
    });
    expect(appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("loads anyway, once, when no paint is reported in time", () => {
    jest.useFakeTimers();
    try {
      runLoader("/runtime.js /app.js");
      jest.advanceTimersByTime(PAINT_TIMEOUT_MS - 1);
      expect(appended()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(appended()).toEqual(["/runtime.js", "/app.js"]);
      // A paint reported late does not load them a second time.
      observers[0].callback({ getEntriesByName: () => [{}] });
      expect(appended()).toEqual(["/runtime.js", "/app.js"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not load twice when the paint comes first and the time runs out later", () => {
    jest.useFakeTimers();
    try {
      runLoader("/app.js");
      observers[0].callback({ getEntriesByName: () => [{}] });
      jest.advanceTimersByTime(PAINT_TIMEOUT_MS);
      expect(appended()).toEqual(["/app.js"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("loads at once in a hidden tab, which paints nothing", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    runLoader("/runtime.js /app.js");
    expect(appended()).toEqual(["/runtime.js", "/app.js"]);
  });

  it("loads at once where the browser does not report paints", () => {
    Object.defineProperty(window, "PerformanceObserver", { value: undefined, writable: true });
    runLoader("/app.js");
    expect(appended()).toEqual(["/app.js"]);
  });
});
