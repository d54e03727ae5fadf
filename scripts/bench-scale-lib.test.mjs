/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { articleFromMdx, ARTICLES_DIR } from "../src/content/article";
import { splitArticle as readArticleText } from "../src/content/articleSource";
import { expectedReadTime } from "../src/lib/readTime";
import { ARTICLE_TITLE_MAX, articleCategories } from "../src/content/schemas";
import { readSiteConfig } from "../src/content/siteConfig";
import {
  bareSiteFiles,
  articleCount,
  articleSet,
  budgetText,
  formatScaleTable,
  formatSiteShare,
  LOADING,
  median,
  numberedTitle,
  pageScripts,
  parcelModules,
  parentPid,
  processTree,
  residentKiB,
  scaleMisses,
  scaleRows,
  shuffleWords,
  siteFrameLabeler,
  siteShare,
  splitArticle,
  withSentenceAdded,
} from "./bench-scale-lib.mjs";

/**
 * The tests' own site (fixture-site/README.md) stands in for the writers' content: its 21
 * articles (dated and undated, a draft, a two-paragraph one) are the "real" articles copied.
 */
const fixtureSite = path.resolve(__dirname, "../fixture-site");
const categories = articleCategories(readSiteConfig(fixtureSite));
const articlesDir = path.join(fixtureSite, ARTICLES_DIR);
const real = fs
  .readdirSync(articlesDir)
  .filter((file) => file.endsWith(".mdx"))
  .sort()
  .map((file) => ({
    slug: file.replace(/\.mdx$/, ""),
    source: fs.readFileSync(path.join(articlesDir, file), "utf8"),
  }));

/** What the build makes of a file: its Article content, or the problems that stop the build. */
const build = ({ slug, source }) => {
  const read = readArticleText(source);
  if (read.problems) return { article: null, problems: read.problems };
  const { frontmatter, body, lineOffset } = read.source;
  return articleFromMdx(`${slug}.mdx`, frontmatter, body, { lineOffset, categories });
};

/** The front matter as the build reads it. */
const readFrontmatter = (source) => readArticleText(source).source.frontmatter;

describe("articleCount", () => {
  it("takes --articles, then BENCH_ARTICLES, then 200", () => {
    expect(articleCount(["--articles", "12"], { BENCH_ARTICLES: "30" })).toBe(12);
    expect(articleCount([], { BENCH_ARTICLES: "30" })).toBe(30);
    expect(articleCount([], {})).toBe(200);
    expect(() => articleCount(["--articles", "many"], {})).toThrow("whole number");
  });
});

describe("articleSet", () => {
  const rules = { categories, titleMax: ARTICLE_TITLE_MAX };
  const set = articleSet(real, real.length * 3 + 4, rules);
  const copies = set.slice(real.length);

  it("keeps the real articles as they are and adds copies up to the count", () => {
    expect(set).toHaveLength(real.length * 3 + 4);
    expect(set.slice(0, real.length)).toEqual(real);
    expect(new Set(set.map(({ slug }) => slug)).size).toBe(set.length);
    // Each copy's title is its own: none repeats another copy's or a real article's. Two real
    // articles may share a title (the site accepts that); the copies never add one.
    const titleOf = ({ source }) => readFrontmatter(source).title;
    const copyTitles = copies.map(titleOf);
    expect(new Set(copyTitles).size).toBe(copies.length);
    expect(copyTitles.filter((title) => real.map(titleOf).includes(title))).toEqual([]);
    expect(articleSet(real, 3, rules)).toEqual(real.slice(0, 3));
  });

  it("writes copies the build accepts, with the read time it works out itself", () => {
    copies.forEach((copy, index) => {
      const { article, problems } = build(copy);
      expect(problems).toEqual([]);
      expect(readFrontmatter(copy.source)).not.toHaveProperty("readTime");
      expect(article?.readTime).toBe(expectedReadTime(article?.wordCount ?? 0));
      // The source's words and structure, in another order.
      const source = build(real[index % real.length]).article;
      expect(article?.wordCount).toBe(source?.wordCount);
      expect(article?.blocks.map(({ type }) => type)).toEqual(
        source?.blocks.map(({ type }) => type),
      );
    });
  });

  it("writes copies that do not compress into each other, as different articles would not", () => {
    // Copies of one long article the test writes: the fixture's five longest bodies under its
    // own front matter, about 900 words. A short note is mostly front matter, which its copies
    // share by design (tags, the numbered title), whatever the shuffle does; two unshuffled
    // copies of any article gzip to about 1.03 times one.
    const front = `---\ntitle: One Long Article\nexcerpt: Five in one.\ncategory: ${categories[0]}\ntags: [Test]\n---\n`;
    const body = real
      .map(({ source }) => splitArticle(source).body)
      .sort((a, b) => b.length - a.length)
      .slice(0, 5)
      .join("\n");
    const long = { slug: "long", source: front + body };
    expect(build(long).problems).toEqual([]);
    const [, first, second] = articleSet([long], 3, rules).map(({ source }) => source);
    expect(splitArticle(first).body).not.toBe(body);
    expect(gzipSync(first + second).length).toBeGreaterThan(1.6 * gzipSync(first).length);
  });

  it("uses every category and dates the copies weekly, older than every real article", () => {
    const fields = copies.map(({ source }) => readFrontmatter(source));
    expect(new Set(fields.map(({ category }) => category))).toEqual(new Set(categories));
    const realDates = real.map(({ source }) => readFrontmatter(source).date).filter(Boolean);
    const dates = fields.map(({ date }) => date);
    expect(dates[0] < [...realDates].sort()[0]).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Date.parse(dates[0]) - Date.parse(dates[1])).toBe(7 * 86_400_000);
  });

  it("dates the copies weekly back from today when no real article has a date", () => {
    const undated = real.filter(({ source }) => !readFrontmatter(source).date);
    expect(undated.length).toBeGreaterThan(0);
    const dates = articleSet(undated, undated.length + 2, { ...rules, today: "2027-01-15" })
      .slice(undated.length)
      .map(({ source }) => readFrontmatter(source).date);
    expect(dates).toEqual(["2027-01-08", "2027-01-01"]);
  });

  it("shortens a long title at a word to fit its number", () => {
    const title = "Email Marketing That Gets Opened, Read and Answered";
    expect(numberedTitle(title, 187, 53)).toBe("Email Marketing That Gets Opened, Read (No. 187)");
    expect(numberedTitle("Short", 11, 53)).toBe("Short (No. 11)");
  });
});

describe("shuffleWords", () => {
  it("moves words, never the first word, Markdown markers, markup or code", () => {
    const text = [
      "## One two three four",
      "  - Alpha beta gamma delta epsilon",
      "1. **Bold words** then plain words here, and [a link](/contact/) after.",
      "```",
      "code stays as it is",
      "```",
      "<Tag prop={1} />",
    ].join("\n");
    const shuffled = shuffleWords(text, () => 0).split("\n");
    expect(shuffled[0]).toBe("## One three four two");
    expect(shuffled[1]).toBe("  - Alpha gamma delta epsilon beta");
    expect(shuffled[2]).toMatch(/^1\. \*\*Bold words\*\* .* \[a link\]\(\/contact\/\) after\.$/);
    expect(shuffled.slice(3)).toEqual(text.split("\n").slice(3));
  });
});

describe("median", () => {
  it("takes the middle run, unmoved by one slow or fast outlier", () => {
    expect(median([10.4, 14.9, 10.1])).toBe(10.4);
    expect(median([9, 11, 10, 30])).toBe(10.5);
    expect(() => median([])).toThrow("median of no values");
  });
});

describe("withSentenceAdded", () => {
  it("adds the sentence to the first paragraph only, and the build still accepts it", () => {
    const source =
      '---\ntitle: "T"\n---\n\n## Heading\n\n- item\n\nFirst line\nsecond line.\n\nNext.\n';
    expect(withSentenceAdded(source, "Added.")).toBe(
      '---\ntitle: "T"\n---\n\n## Heading\n\n- item\n\nFirst line\nsecond line. Added.\n\nNext.\n',
    );
    const edited = { ...real[0], source: withSentenceAdded(real[0].source, "Added.") };
    expect(build(edited).problems).toEqual([]);
    expect(splitArticle(edited.source).body).toContain("Added.");
  });

  it("refuses an article with no paragraph", () => {
    expect(() => withSentenceAdded("---\ntitle: T\n---\n## Only a heading\n", "A.")).toThrow(
      "no paragraph",
    );
  });
});

describe("process tree", () => {
  it("reads the parent and the resident memory from /proc", () => {
    expect(parentPid("4242 (node (gatsby) x) S 4200 4242 4200 0 -1")).toBe(4200);
    expect(residentKiB("Name:\tnode\nVmRSS:\t  123456 kB\nThreads:\t11\n")).toBe(123456);
    expect(residentKiB("Name:\tnode\nState:\tZ (zombie)\n")).toBe(0);
  });

  it("collects every descendant, whatever order they are listed in", () => {
    const parents = new Map([
      [12, 11],
      [11, 10],
      [13, 10],
      [20, 1],
      [10, 1],
    ]);
    expect(processTree(10, parents)).toEqual(new Set([10, 11, 12, 13]));
  });
});

describe("pageScripts", () => {
  const chunkMap = { "component---src-pages-index-tsx": ["/shared.js", "/component-index.js"] };
  const html =
    '<script type="application/ld+json">{}</script><script src="/app.js" async></script>' +
    '<script data-bundles="/webpack-runtime.js /framework.js /shared.js">load()</script>';

  it("lists the scripts the HTML names and the page component's chunks, once each", () => {
    const data = { componentChunkName: "component---src-pages-index-tsx" };
    expect(pageScripts(html, data, chunkMap, "/")).toEqual([
      "/app.js",
      "/webpack-runtime.js",
      "/framework.js",
      "/shared.js",
      "/component-index.js",
    ]);
  });

  it("fails when the page's scripts cannot be found", () => {
    expect(() => pageScripts("<p>no scripts</p>", {}, chunkMap, "/")).toThrow("no <script src>");
    expect(() => pageScripts(html, { componentChunkName: "gone" }, chunkMap, "/")).toThrow(
      "gone is not in Gatsby's chunk map",
    );
  });
});

describe("scale table", () => {
  const sizes = [10, 200];
  const budgets = {
    routeJsKiB: { growth: { max: 1 } },
    resourcesPageDataKiB: { atLarge: { max: 40 } },
    rebuildSeconds: { atLarge: { max: 15 } },
    rebuildRatio: { atSmall: { max: 1.3 }, atLarge: { max: 1.3 } },
  };
  const figures = (overrides) => ({
    coldSeconds: 22.5,
    peakMiB: 900,
    rebuildSeconds: 6,
    floorRebuildSeconds: 5,
    rebuildRatio: 1.2,
    rebuiltPages: 3,
    pages: 20,
    routeJsKiB: { "/": 81.3, "/resources/": 81.5 },
    homeHtmlKiB: 9.34,
    resourcesHtmlKiB: 12,
    resourcesPageDataKiB: 20,
    listingPages: 11,
    listingHtmlMaxKiB: 9.9,
    pageDataMaxKiB: 3.1,
    jsFiles: 15,
    ...overrides,
  });
  const rows = scaleRows(
    figures({}),
    figures({
      rebuildSeconds: 16,
      floorRebuildSeconds: 8,
      rebuildRatio: 2,
      pages: 210,
      routeJsKiB: { "/": 81.9, "/resources/": 83 },
      homeHtmlKiB: 9.32,
      resourcesPageDataKiB: 346,
    }),
  );

  it("draws each figure at both sizes with its change, budget and verdict", () => {
    const cells = Object.fromEntries(
      formatScaleTable(rows, budgets, sizes)
        .split("\n")
        .map((line) => line.split("|").map((cell) => cell.trim()))
        .map((cellsOfLine) => [cellsOfLine[1], cellsOfLine.slice(2, -1)]),
    );
    expect(cells.Figure).toEqual(["10 articles", "200 articles", "change", "budget", "ok"]);
    expect(cells["JS gz KiB /"]).toEqual(["81.3", "81.9", "+0.6", "change ≤ 1", "✓"]);
    expect(cells["JS gz KiB /resources/"]).toEqual(["81.5", "83.0", "+1.5", "change ≤ 1", "✗"]);
    expect(cells["One-article rebuild, s (median)"]).toEqual([
      "6.0",
      "16.0",
      "+10.0",
      "≤ 15 at 200",
      "✗",
    ]);
    expect(cells["Bare Gatsby one-page rebuild, s (median): the floor"]).toEqual([
      "5.0",
      "8.0",
      "+3.0",
      "",
      "",
    ]);
    expect(cells["One-article rebuild ÷ floor"]).toEqual([
      "1.20",
      "2.00",
      "+0.80",
      "≤ 1.3 at 10, ≤ 1.3 at 200",
      "✗",
    ]);
    expect(cells["Pages in the site"]).toEqual(["20", "210", "+190", "", ""]);
    expect(cells["Cold build, s"]).toEqual(["22.5", "22.5", "0.0", "", ""]);
    expect(cells["HTML gz KiB /"]).toEqual(["9.3", "9.3", "0.0", "", ""]);
  });

  it("lists every miss", () => {
    expect(scaleMisses(rows, budgets, sizes)).toEqual([
      "One-article rebuild, s (median): 6.0 at 10, 16.0 at 200 (budget ≤ 15 at 200)",
      "One-article rebuild ÷ floor: 1.20 at 10, 2.00 at 200 (budget ≤ 1.3 at 10, ≤ 1.3 at 200)",
      "JS gz KiB /resources/: 81.5 at 10, 83.0 at 200 (budget change ≤ 1)",
      "Page data gz KiB /resources/: 20.0 at 10, 346.0 at 200 (budget ≤ 40 at 200)",
    ]);
    expect(budgetText(undefined, sizes)).toBe("");
  });
});

describe("the floor", () => {
  it("is a bare Gatsby site with this site's packages and one MDX page", () => {
    const pkg = { name: "site", dependencies: { gatsby: "^5", "gatsby-plugin-mdx": "^5" } };
    const files = bareSiteFiles(JSON.stringify(pkg), "https://floor.example");
    expect(JSON.parse(files["package.json"]).dependencies).toEqual(pkg.dependencies);
    expect(files["gatsby-config.js"]).toMatch(/"gatsby-plugin-mdx"/);
    expect(Object.keys(files).filter((file) => file.startsWith("content/"))).toEqual([
      "content/article.mdx",
    ]);
  });
});

describe("the site's share of a CPU profile", () => {
  const frame = (functionName, url = "", lineNumber = 0, columnNumber = 0) => ({
    functionName,
    url,
    lineNumber,
    columnNumber,
  });
  const SITE = "file:///site/.cache/compiled/plugins/site/gatsby-node.js";
  // (root) ─┬ runAPI (Gatsby) ── createPages (site) ── helper (site) ── writeFileSync (Node)
  //         ├ processTicksAndRejections ── continuation (site, another module)
  //         ├ (idle)   ├ (program)   └ (garbage collector)
  const profile = {
    nodes: [
      { id: 1, callFrame: frame("(root)"), children: [2, 6, 8, 9, 10] },
      { id: 2, callFrame: frame("runAPI", "file:///gatsby/api-runner-node.js"), children: [3] },
      { id: 3, callFrame: frame("createPages", SITE), children: [4] },
      { id: 4, callFrame: frame("helper", SITE), children: [5] },
      { id: 5, callFrame: frame("writeFileSync", "node:fs") },
      { id: 6, callFrame: frame("processTicksAndRejections", "node:internal"), children: [7] },
      { id: 7, callFrame: frame("continuation", SITE) },
      { id: 8, callFrame: frame("(idle)") },
      { id: 9, callFrame: frame("(program)") },
      { id: 10, callFrame: frame("(garbage collector)") },
    ],
    startTime: 1_000_000,
    // Samples at 1.1, 1.2, 1.4, 1.5, 1.6, 2.0, 2.5 and 3.0 s; the profile ends at 3.5 s.
    samples: [2, 3, 4, 5, 7, 8, 9, 10],
    timeDeltas: [100_000, 100_000, 200_000, 100_000, 100_000, 400_000, 500_000, 500_000],
    endTime: 3_500_000,
  };
  // Labels as the bundle's modules would: the two site frames of node 3 and 4 in one module.
  const label = ({ functionName, url }) =>
    url !== SITE ? null : functionName === "continuation" ? "search/pages" : "gatsby/createPages";

  it("counts each sample once, by its outermost site frame, for the time until the next", () => {
    const share = siteShare(profile, label);
    // createPages 0.1 s, helper 0.2 s, writeFileSync under helper 0.1 s: once each.
    expect(share.bySite).toEqual([
      { label: "gatsby/createPages", seconds: expect.closeTo(0.4, 9), samples: 3 },
      { label: "search/pages", seconds: expect.closeTo(0.4, 9), samples: 1 },
    ]);
    expect(share.siteSeconds).toBeCloseTo(0.8, 9);
    expect(share).toMatchObject({ samples: 8, siteSamples: 4 });
    expect(share.totalSeconds).toBeCloseTo(2.5, 9);
    expect(share.idleSeconds).toBeCloseTo(0.5, 9);
    expect(share.busySeconds).toBeCloseTo(2.0, 9);
    expect(share.programSeconds).toBeCloseTo(0.5, 9);
    // The last sample runs to the end of the profile.
    expect(share.gcSeconds).toBeCloseTo(0.5, 9);
  });

  it("counts a sample once when site frames of two modules nest: by the outer one", () => {
    const nested = {
      ...profile,
      nodes: profile.nodes.map((node) =>
        node.id === 4 ? { ...node, callFrame: frame("continuation", SITE) } : node,
      ),
    };
    expect(siteShare(nested, label).bySite.map(({ label: name }) => name)).toEqual([
      "gatsby/createPages",
      "search/pages",
    ]);
    expect(siteShare(nested, label).bySite[0].seconds).toBeCloseTo(0.4, 9);
  });

  it("prints the share against the limit, the breakdown and the busy time", () => {
    const text = formatSiteShare(siteShare(profile, label), 1.5, 1);
    expect(text.split("\n")).toEqual([
      "The site's Node APIs in Gatsby's main process: 0.80 s (limit 1.50 s) ✓, 4 of its 8 " +
        "samples; the process ran 2.50 s, 2.00 s of it busy (not idle), of which 0.50 s " +
        '"(program)" and 0.50 s garbage collection.',
      "- gatsby/createPages: 0.40 s, 3 samples",
      "- 1 more: 0.40 s, 1 sample",
    ]);
    expect(formatSiteShare(siteShare(profile, label), 0.5)).toMatch(/\(limit 0\.50 s\) ✗/);
  });

  // Parcel's bundle of a local plugin's gatsby-node, as Gatsby writes it, cut down: module ids
  // quoted or not, dependency names quoted or not, a package left to require().
  const bundle =
    '!function(e,t,r,n){function l(t){return e[t][0]()}l.modules=e}({"1aB2c":[function(e,t,r){' +
    'r.createPages=e("./gatsby/createPages").createPages},{"./gatsby/createPages":"xY9zW"}],' +
    'xY9zW:[function(e,t,r){r.createPages=async function a(){return e("../search/pages").w()}},' +
    '{"../search/pages":"3dEf4",yaml:"yaml"}],"3dEf4":[function(e,t,r){r.w=()=>[1]},' +
    '{"../../../src/lib/routes":"q1W2e"}],q1W2e:[function(e,t,r){r.x=1},{}]},["1aB2c"],' +
    '"1aB2c","parcelRequire0123");';

  it("finds each module of a Parcel bundle and the file it came from", () => {
    const modules = parcelModules(bundle, "plugins/site/gatsby-node.ts");
    expect(modules.map(({ file }) => file)).toEqual([
      "plugins/site/gatsby-node",
      "plugins/site/gatsby/createPages",
      "plugins/site/search/pages",
      "src/lib/routes",
    ]);
    expect(bundle.slice(modules[1].start, modules[1].end)).toMatch(/^xY9zW:\[function.*\}\],$/);
    expect(modules[3].end).toBe(bundle.indexOf(',["1aB2c"]'));
    expect(() => parcelModules("module.exports = 1;", "x.ts")).toThrow(/not a Parcel bundle/);
  });

  it("names a frame of the site's compiled Node API code by its module's file", () => {
    const siteLabel = siteFrameLabeler("/site", {
      ".cache/compiled/plugins/site/gatsby-node.js": `\n${bundle}`,
    });
    const column = bundle.indexOf("async function a") + "async function a".length;
    expect(siteLabel(frame("a", SITE, 1, column))).toBe("plugins/site/gatsby/createPages");
    expect(siteLabel(frame("", SITE, 0, 0))).toBe(LOADING);
    expect(siteLabel(frame("l", SITE, 1, 30))).toBe(LOADING);
    expect(siteLabel(frame("check", "file:///site/plugins/site/x.ts"))).toBe("plugins/site/x");
    expect(siteLabel(frame("config", "file:///site/.cache/compiled/gatsby-config.js"))).toBe(null);
    expect(siteLabel(frame("runAPI", "file:///site/node_modules/gatsby/x.js"))).toBe(null);
    expect(() => siteFrameLabeler("/site", { "src/x.js": "" })).toThrow(/not a compiled/);
  });
});
