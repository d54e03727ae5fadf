import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { headersFor, parseHeadersFile } from "../../../scripts/netlify-headers.mjs";
import { articleBodyPath, FEED_PATHS } from "../../../src/lib/routes";
import {
  adminContentSecurityPolicy,
  ARTICLE_BODY_FILES,
  contentSecurityPolicy,
  isHashedAsset,
  isIndexed,
  metaContentSecurityPolicy,
  netlifyHeaders,
  scriptHash,
  withPolicyMeta,
} from "./netlifyHeaders";
import { inlineScripts } from "./knownScripts";

// The three inline scripts Gatsby 5 writes into every page, plus a small page script.
const chunkMapping = `
            window.___chunkMapping="{\\"app\\":[\\"/app-90d6fdd71972dba5f43f.js\\"]}";
          `;
const pagePath = `/*<![CDATA[*/window.pagePath="/about/";/*]]>*/`;
const compilationHash = `window.___webpackCompilationHash="6ab93abd3d3dadd27a37";`;
const redirect = `if (location.pathname !== location.pathname.toLowerCase()) location.replace("/");`;
const jsonLd = `{"@context":"https://schema.org","@type":"FAQPage"}`;

const html = `<!DOCTYPE html><html lang="en"><head>
<script type="application/ld+json">${jsonLd}</script>
</head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">${pagePath}</script><script
            id="gatsby-chunk-mapping"
          >${chunkMapping}</script><script>${compilationHash}</script>
<script type="text/javascript">${redirect}</script>
<script src="/webpack-runtime-012c150caf30f0879f49.js" async></script>
</body></html>`;

/** The hash a browser computes for a script: base64 SHA-256 of its exact text. */
const browserHash = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const booking = "https://calendly.com/trinitygrowth/30min";
const hashedAsset = "/app-90d6fdd71972dba5f43f.js";
/** An article's body file, which the Resources dialog fetches (plugins/site/articles). */
const bodyFile = articleBodyPath("/resources/a-first-article/");

/** What Pagefind writes for the article search (plugins/site/search/searchIndex.ts). */
const searchFiles = [
  "/pagefind/pagefind.js",
  "/pagefind/pagefind-entry.json",
  "/pagefind/wasm.en.pagefind",
  "/pagefind/pagefind.en_b1a45d858b.pf_meta",
  "/pagefind/index/en_5a70335.pf_index",
  "/pagefind/fragment/en_b3899db.pf_fragment",
  "/pagefind/filter/en_1238dd8.pf_filter",
];

/** `_headers` for a small build, as Netlify's CONTEXT `deployContext` would have it written. */
function build(deployContext?: string) {
  const scripts = inlineScripts(html);
  const text = netlifyHeaders({
    inlineScripts: scripts,
    bookingUrl: booking,
    pagePaths: ["/", "/about/", "/404/"],
    hashedAssets: [hashedAsset],
    files: [
      "/index.html",
      "/about/index.html",
      "/404/index.html",
      "/404.html",
      "/resources/a-first-article/index.html",
      bodyFile,
      FEED_PATHS.atom,
      FEED_PATHS.json,
      "/static/inter.woff2",
      "/page-data/about/page-data.json",
      hashedAsset,
      "/admin/index.html",
      "/admin/cms-ABCDEFGH.js",
      ...searchFiles,
    ],
    deployContext,
  });
  return { scripts, text, rules: parseHeadersFile(text) };
}

describe("inlineScripts", () => {
  it("finds every inline script a browser runs, with its exact text", () => {
    expect(inlineScripts(html)).toEqual([pagePath, chunkMapping, compilationHash, redirect]);
  });

  it("leaves out external scripts and JSON-LD data blocks", () => {
    const found = inlineScripts(html).join("\n");
    expect(found).not.toContain("schema.org");
    expect(found).not.toContain("webpack-runtime");
  });
});

describe("netlifyHeaders", () => {
  it("allows each inline script by its hash, and no inline script otherwise", () => {
    const { text } = build();
    const csp = /Content-Security-Policy: (.*)/.exec(text)?.[1] ?? "";
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
    for (const script of [pagePath, chunkMapping, compilationHash, redirect]) {
      expect(scriptSrc).toContain(browserHash(script));
    }
    expect(scriptSrc.split(" ")).toHaveLength(2 + 4);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(scriptSrc).not.toMatch(/unsafe-inline/);
  });

  it("allows WebAssembly, and nothing more, only on the pages that search", () => {
    const { rules } = build();
    const scriptSrc = (path: string) => {
      const csp = headersFor(rules, path)["content-security-policy"] ?? "";
      return csp.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
    };
    const strict = scriptSrc("/about/");
    expect(strict).not.toContain("wasm");
    for (const path of ["/resources/", "/resources/a-first-article/"]) {
      expect(scriptSrc(path)).toBe(strict.replace("'self'", "'self' 'wasm-unsafe-eval'"));
    }
    for (const path of ALL_PATHS) {
      expect(headersFor(rules, path)["content-security-policy"] ?? "").not.toMatch(
        path.startsWith("/admin/") ? /wasm/ : /'unsafe-eval'|'unsafe-inline'[^;]*script/,
      );
    }
  });

  it("frames only the booking host and locks everything else down", () => {
    const csp = contentSecurityPolicy({ inlineScripts: [], bookingUrl: booking });
    for (const directive of [
      "frame-src https://calendly.com",
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "upgrade-insecure-requests",
    ]) {
      expect(csp.split("; ")).toContain(directive);
    }
  });

  it.each([
    "https://calendly.com;script-src 'unsafe-inline'",
    "https://calendly.com,evil.example",
    "https://*.calendly.com",
    "https://user@calendly.com/x",
    "http://calendly.com/x",
  ])("refuses to write the booking origin of %j into the policy", (bookingUrl) => {
    expect(() => contentSecurityPolicy({ inlineScripts: [], bookingUrl })).toThrow(
      /bookingUrl .* is not an https URL with a plain host name/,
    );
  });

  it("lists each hash once, however many pages share a script", () => {
    const csp = contentSecurityPolicy({
      inlineScripts: [compilationHash, compilationHash],
      bookingUrl: booking,
    });
    expect(csp.split(scriptHash(compilationHash))).toHaveLength(2);
  });

  it.each([
    ["/", false],
    ["/about/", false],
    ["/about", false],
    ["/404.html", false],
    ["/resources/", true],
    ["/resources/a-first-article/", true],
    ["/resources/no-such-article/", true],
    ["/pagefind/pagefind.js", false],
    ["/static/inter.woff2", false],
    ["/page-data/about/page-data.json", false],
    [hashedAsset, false],
    // The feeds live under /resources/, so they share its policy; they run no script.
    [FEED_PATHS.atom, true],
    [FEED_PATHS.json, true],
    [bodyFile, true],
  ])(
    "sends exactly one CSP and the security headers for %s, as Netlify merges them (WebAssembly: %s)",
    (path, webAssembly) => {
      const { rules, scripts } = build();
      const headers = headersFor(rules, path);
      expect(headers["content-security-policy"]).toBe(
        contentSecurityPolicy({ inlineScripts: scripts, bookingUrl: booking, webAssembly }),
      );
      expect(headers["strict-transport-security"]).toMatch(/^max-age=31536000\b/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
      expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
    },
  );

  it.each([
    ["/", "public, max-age=0, must-revalidate"],
    ["/about/", "public, max-age=0, must-revalidate"],
    ["/page-data/about/page-data.json", "public, max-age=0, must-revalidate"],
    [
      "/static/inter-latin-4f2981d82860061bca3ecb967a2cd084.woff2",
      "public, max-age=31536000, immutable",
    ],
    [hashedAsset, "public, max-age=31536000, immutable"],
    [FEED_PATHS.atom, "public, max-age=0, must-revalidate"],
    [FEED_PATHS.json, "public, max-age=0, must-revalidate"],
    // An article's body file: a corrected article must read the same in the dialog as on its page.
    [bodyFile, "public, max-age=0, must-revalidate"],
    // The search index: chunks named by their content hash never change at their address;
    // the script, engine and entry keep their names and are revalidated.
    ["/pagefind/pagefind.js", "public, max-age=0, must-revalidate"],
    ["/pagefind/pagefind-entry.json", "public, max-age=0, must-revalidate"],
    ["/pagefind/wasm.en.pagefind", "public, max-age=0, must-revalidate"],
    ["/pagefind/pagefind.en_b1a45d858b.pf_meta", "public, max-age=31536000, immutable"],
    ["/pagefind/index/en_5a70335.pf_index", "public, max-age=31536000, immutable"],
    ["/pagefind/fragment/en_b3899db.pf_fragment", "public, max-age=31536000, immutable"],
    ["/pagefind/filter/en_1238dd8.pf_filter", "public, max-age=31536000, immutable"],
  ])("caches %s with one Cache-Control: %s", (path, value) => {
    expect(headersFor(build().rules, path)["cache-control"]).toBe(value);
  });
});

describe("the feeds", () => {
  it.each([
    [FEED_PATHS.atom, "application/atom+xml; charset=utf-8"],
    [FEED_PATHS.json, "application/feed+json; charset=utf-8"],
  ])("serves %s as %s, not as plain XML or JSON", (path, type) => {
    expect(headersFor(build().rules, path)["content-type"]).toBe(type);
  });
});

describe("the articles' body files", () => {
  it("are revalidated by one rule, whatever the number of articles, that no other path matches", () => {
    const { rules } = build();
    const matching = rules.filter((rule) => rule.pattern === ARTICLE_BODY_FILES);
    expect(matching.map((rule) => rule.headers)).toEqual([
      [["Cache-Control", "public, max-age=0, must-revalidate"]],
    ]);
    const [rule] = matching;
    expect(rule.regex.test(articleBodyPath("/resources/another-article/"))).toBe(true);
    for (const other of [
      "/resources/a-first-article/",
      "/resources/body.json",
      "/resources/category/seo/body.json",
      FEED_PATHS.json,
    ]) {
      expect(rule.regex.test(other)).toBe(false);
    }
  });
});

describe("the writers' desk at /admin/", () => {
  it.each(["/admin/", "/admin/cms-ABCDEFGH.js"])(
    "sends %s exactly its own policy, never the site's as well",
    (path) => {
      const { rules } = build();
      const headers = headersFor(rules, path);
      expect(headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(headers["x-frame-options"]).toBe("DENY");
    },
  );

  it("lets Sveltia reach GitHub, and nothing else off the site, with no eval of any kind", () => {
    const csp = adminContentSecurityPolicy().split("; ");
    expect(csp).toContain("script-src 'self' 'report-sample'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.join(" ")).not.toMatch(/eval|unsafe-inline'?[^;]*script|\*|localhost|127\.0\.0\.1/);
    const origins = csp.join(" ").match(/https?:\/\/[^\s;]+/g);
    expect(origins).toEqual([
      "https://avatars.githubusercontent.com",
      "https://api.github.com",
      "https://www.githubstatus.com",
    ]);
  });
});

describe("the 404 page's own policy", () => {
  const input = { inlineScripts: inlineScripts(html), bookingUrl: booking };

  it("is the site's policy without the directives a <meta> cannot carry", () => {
    const header = contentSecurityPolicy(input).split("; ");
    const meta = metaContentSecurityPolicy(input).split("; ");
    expect(header.filter((directive) => !meta.includes(directive))).toEqual([
      "frame-ancestors 'none'",
    ]);
  });

  it("goes right after the charset, before any script, and is brought up to date", () => {
    const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head></html>`;
    const once = withPolicyMeta(page, "default-src 'self'", "404.html");
    expect(once).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>`,
    );
    const again = withPolicyMeta(once, "default-src 'none'", "404.html");
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(again).toContain(`content="default-src 'none'"`);
  });

  it("stops the build naming the page when Gatsby's head changed shape", () => {
    expect(() => withPolicyMeta("<html><head></head></html>", "x", "public/404.html")).toThrow(
      /public\/404\.html/,
    );
  });
});

describe("isHashedAsset", () => {
  it("tells webpack's content-hashed bundles from other files", () => {
    expect(isHashedAsset("/framework-70a77aed3321ea9c084f.js")).toBe(true);
    expect(isHashedAsset("/chunk-map.json")).toBe(false);
    expect(isHashedAsset("/app-90d6fdd71972dba5f43f.js.map")).toBe(false);
  });
});

/** Paths of every kind the small build above serves, and two it does not. */
const ALL_PATHS = [
  "/",
  "/about/",
  "/about",
  "/404.html",
  "/resources/a-first-article/",
  "/resources/no-such-article/",
  "/no-such-page/",
  "/static/inter.woff2",
  "/page-data/about/page-data.json",
  hashedAsset,
  "/admin/",
  "/admin/cms-ABCDEFGH.js",
  FEED_PATHS.atom,
  FEED_PATHS.json,
  bodyFile,
  ...searchFiles,
];

/** Netlify's deploy contexts (docs.netlify.com: CONTEXT), and a local build's (none). */
const CONTEXTS = [undefined, "production", "deploy-preview", "branch-deploy", "dev"];

/** One header for every path, as Netlify would send it for `context`. */
const headerByPath = (context: string | undefined, name: string) => {
  const { rules } = build(context);
  return Object.fromEntries(ALL_PATHS.map((path) => [path, headersFor(rules, path)[name]]));
};

describe("search engines, by Netlify's deploy context", () => {
  it.each([undefined, "", "production"])(
    "CONTEXT=%j: the site is indexed, the desk is not",
    (context) => {
      expect(isIndexed(context)).toBe(true);
      expect(headerByPath(context, "x-robots-tag")).toEqual(
        Object.fromEntries(
          ALL_PATHS.map((path) => [
            path,
            path.startsWith("/admin/") ? "noindex, nofollow" : undefined,
          ]),
        ),
      );
    },
  );

  it.each(["deploy-preview", "branch-deploy", "dev"])(
    "CONTEXT=%s: every path, the desk and unknown paths too, says noindex once",
    (context) => {
      expect(isIndexed(context)).toBe(false);
      expect(headerByPath(context, "x-robots-tag")).toEqual(
        Object.fromEntries(ALL_PATHS.map((path) => [path, "noindex"])),
      );
    },
  );

  it("changes nothing else: a preview's headers are production's plus X-Robots-Tag", () => {
    const withoutRobots = (context: string) => {
      const { rules } = build(context);
      return ALL_PATHS.map((path) => {
        const { "x-robots-tag": _, ...rest } = headersFor(rules, path);
        return { path, ...rest };
      });
    };
    expect(withoutRobots("deploy-preview")).toEqual(withoutRobots("production"));
  });

  // How the owner reads a writer's draft from the desk before Publish: the same build, with
  // noindex from Netlify's CONTEXT, because netlify.toml gives a preview no step of its own.
  it("a deploy preview runs the production build: netlify.toml has no [context.*] table", () => {
    const toml = fs.readFileSync(path.resolve(__dirname, "../../../netlify.toml"), "utf8");
    expect(toml).toMatch(/^\[build\]$/m);
    expect(toml).not.toMatch(/^\s*\[+\s*context\./m);
  });
});

describe("each header name is set by exactly one rule for any path", () => {
  it.each(CONTEXTS)("with CONTEXT=%s", (context) => {
    const { rules } = build(context);
    const repeated = ALL_PATHS.flatMap((path) => {
      const setters = new Map<string, string[]>();
      for (const rule of rules.filter(({ regex }) => regex.test(path))) {
        for (const [name] of rule.headers) {
          const key = name.toLowerCase();
          setters.set(key, [...(setters.get(key) ?? []), rule.pattern]);
        }
      }
      return [...setters]
        .filter(([, patterns]) => patterns.length > 1)
        .map((set) => [path, ...set]);
    });
    expect(repeated).toEqual([]);
  });
});
