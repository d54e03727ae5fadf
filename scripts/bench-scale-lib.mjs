// @ts-check
/**
 * The pure half of the scale benchmark (scripts/bench-scale.mjs): the generated articles, the
 * one-sentence edit, what is read from Gatsby's output and from /proc, which scripts a built
 * page loads, and the table with its budgets. Kept apart so it is unit-tested without a build.
 */
import yaml from "js-yaml";
import { markdownTable, withinBudget } from "./bench-lib.mjs";
import { extractUrls } from "./html-scan.mjs";

/**
 * @typedef {import("./bench-lib.mjs").Budget} Budget
 * @typedef {{ growth?: Budget, atSmall?: Budget, atLarge?: Budget }} ScaleBudget
 * @typedef {{ slug: string, source: string }} ArticleFile
 * @typedef {{
 *   coldSeconds: number, peakMiB: number, rebuildSeconds: number, rebuildRuns?: number[],
 *   floorRebuildSeconds: number, floorRebuildRuns?: number[], rebuildRatio: number,
 *   rebuiltPages: number,
 *   pages: number, routeJsKiB: Record<string, number>, homeHtmlKiB: number,
 *   resourcesHtmlKiB: number, resourcesPageDataKiB: number, listingPages: number,
 *   listingHtmlMaxKiB: number, pageDataMaxKiB: number, jsFiles: number
 * }} SizeFigures
 * @typedef {{ label: string, key: string, small: number, large: number, digits: number }} ScaleRow
 */

/**
 * The middle value (the mean of the middle two for an even count).
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The default large size: "hundreds of articles", what the site is built to carry. */
export const DEFAULT_ARTICLES = 200;

/**
 * The large size from `--articles N` or, failing that, the BENCH_ARTICLES variable.
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function articleCount(argv, env) {
  const index = argv.indexOf("--articles");
  const raw = index > -1 ? argv[index + 1] : (env.BENCH_ARTICLES ?? String(DEFAULT_ARTICLES));
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`--articles (or BENCH_ARTICLES) must be a whole number >= 1, not ${raw}`);
  }
  return count;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * An article's front matter and body. The front matter is read as the build reads it
 * (src/content/article.ts: YAML's core schema, so dates stay text).
 * @param {string} source
 * @returns {{ frontmatter: Record<string, unknown>, body: string }}
 */
export function splitArticle(source) {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error("an article without front matter (--- ... ---)");
  const frontmatter = yaml.load(match[1], { schema: yaml.CORE_SCHEMA });
  if (!frontmatter || typeof frontmatter !== "object") {
    throw new Error("an article whose front matter is not a group of fields");
  }
  return {
    frontmatter: /** @type {Record<string, unknown>} */ (frontmatter),
    body: source.slice(match[0].length),
  };
}

/**
 * `title` numbered, shortened at a word so it stays within the build's limit.
 * @param {string} title
 * @param {number} number
 * @param {number} max the longest title the build accepts
 */
export function numberedTitle(title, number, max) {
  const suffix = ` (No. ${number})`;
  let base = title.trim();
  while (base.length + suffix.length > max) {
    const cut = base.lastIndexOf(" ");
    if (cut <= 0) throw new Error(`no room for "${suffix}" in a ${max}-character title`);
    // "Opened, Read and" reads as cut off; "Opened, Read" does not.
    base = base
      .slice(0, cut)
      .replace(/(?:[\s,:;–—-]|\s(?:a|an|and|or|the|of|to|for|in|on|with))+$/i, "");
  }
  return base + suffix;
}

/**
 * A small seeded random number generator (mulberry32), so a run's articles are the same every
 * time. @param {number} seed
 */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Markdown and MDX a shuffle must leave whole: links, emphasis, code and tags. */
const INLINE_MARKUP = /(\[[^\]]*\]\([^)]*\)|\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`|<[^>]+>)/;
/** What starts a heading, list item or quote; shuffled words never land before it. */
const LINE_MARKER = /^(\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)*)/;

/**
 * The text with the words of each line shuffled, the line's first word, its Markdown marker and
 * its inline markup left in place; fenced code, tables, JSX and import/export lines untouched.
 * The words, and so the word count and read time, stay the same; what changes is that copies
 * of one article no longer share long runs of text, which gzip would otherwise squeeze into
 * almost nothing, unlike the different articles writers will add.
 * @param {string} text
 * @param {() => number} random
 */
export function shuffleWords(text, random) {
  let fenced = false;
  return text
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || /^\s*(```|~~~|<|\||import\b|export\b)/.test(line)) return line;
      const marker = LINE_MARKER.exec(line)?.[1] ?? "";
      const parts = line.slice(marker.length).split(INLINE_MARKUP);
      const shuffled = parts.map((part, index) => {
        // Odd parts are the markup the split captured.
        if (index % 2 === 1) return part;
        const [, before, core, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part) ?? ["", "", part, ""];
        const words = core.split(/\s+/).filter(Boolean);
        // A word touching markup (`(` in "(**x**)") stays put: moved, it would join another
        // word and change the count.
        const first = index === 0 || before === "" ? words.splice(0, 1) : [];
        const last = index < parts.length - 1 && after === "" ? words.splice(-1, 1) : [];
        for (let i = words.length - 1; i > 0; i -= 1) {
          const j = Math.floor(random() * (i + 1));
          [words[i], words[j]] = [words[j], words[i]];
        }
        return before + [...first, ...words, ...last].join(" ") + after;
      });
      return marker + shuffled.join("");
    })
    .join("\n");
}

/** @param {string} date YYYY-MM-DD  @param {number} days */
const daysBefore = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Exactly `count` articles: the real ones first, unchanged, then copies of them in turn, each
 * with its own title and slug, its words shuffled ({@link shuffleWords}), the next category in
 * the site's list (so every category, badge or not, is used) and a date a week before the
 * previous one, starting a week before the oldest real article: an archive behind the real,
 * newest articles. A copy has no `readTime`, so the build works out an honest one from its
 * words, and no `draft` flag, so every copy is published.
 * @param {ArticleFile[]} real the site's articles, in a stable order
 * @param {number} count
 * @param {{ categories: readonly string[], titleMax: number, today?: string }} site
 *   categories and title limit as the build reads them; `today` dates the copies when no real
 *   article has a date
 * @returns {ArticleFile[]}
 */
export function articleSet(real, count, { categories, titleMax, today }) {
  if (real.length === 0) throw new Error("no articles to copy");
  if (categories.length === 0) throw new Error("no article categories");
  const parsed = real.map((article) => ({ ...article, ...splitArticle(article.source) }));
  const dates = parsed
    .map(({ frontmatter }) => frontmatter.date)
    .filter((date) => typeof date === "string")
    .sort();
  const oldest = dates[0] ?? today ?? new Date().toISOString().slice(0, 10);
  const set = real.slice(0, count);
  const slugs = new Set(set.map(({ slug }) => slug));
  for (let copy = 0; set.length < count; copy += 1) {
    const number = set.length + 1;
    const { slug, frontmatter, body } = parsed[copy % parsed.length];
    const { readTime: _readTime, draft: _draft, ...kept } = frontmatter;
    const random = seededRandom(number);
    const fields = {
      ...kept,
      title: numberedTitle(String(frontmatter.title), number, titleMax),
      excerpt: shuffleWords(String(frontmatter.excerpt), random),
      category: categories[copy % categories.length],
      date: daysBefore(oldest, 7 * (copy + 1)),
    };
    const copySlug = `${slug}-${number}`;
    if (slugs.has(copySlug)) throw new Error(`two articles would be ${copySlug}.mdx`);
    slugs.add(copySlug);
    set.push({
      slug: copySlug,
      source: `---\n${yaml.dump(fields, { lineWidth: -1 })}---\n${shuffleWords(body, random)}`,
    });
  }
  return set;
}

/**
 * The article with `sentence` added to its first paragraph: a writer's smallest real edit.
 * @param {string} source
 * @param {string} sentence
 */
export function withSentenceAdded(source, sentence) {
  const { body } = splitArticle(source);
  const head = source.slice(0, source.length - body.length);
  const lines = body.split("\n");
  // Prose starts with a letter or a quote; headings, lists, quotes, tables and JSX do not.
  const start = lines.findIndex(
    (line) => /^["'“‘(\p{L}]/u.test(line) && !/^(import|export)\b/.test(line),
  );
  if (start === -1) throw new Error("the article has no paragraph to add a sentence to");
  let end = start;
  while (end + 1 < lines.length && lines[end + 1].trim() !== "") end += 1;
  lines[end] = `${lines[end].trimEnd()} ${sentence}`;
  return head + lines.join("\n");
}

/**
 * The parent of a process, from the text of `/proc/<pid>/stat`. The command name, in
 * parentheses, may itself hold spaces and parentheses, so fields are counted after the last ")".
 * @param {string} stat
 * @returns {number}
 */
export function parentPid(stat) {
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

/**
 * Resident memory in KiB from the text of `/proc/<pid>/status`; 0 for a process that has none
 * (a zombie waiting for its parent).
 * @param {string} status
 */
export function residentKiB(status) {
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
}

/**
 * A process and all its descendants.
 * @param {number} root
 * @param {Map<number, number>} parents each process's parent
 * @returns {Set<number>}
 */
export function processTree(root, parents) {
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/**
 * The scripts a built page loads, as paths: those its HTML names (`<script src>` and the bundles
 * the loader from plugins/site/hosting/pageScripts.ts appends, read by scripts/html-scan.mjs)
 * and the page component's chunks, which Gatsby's runtime loads through its chunk map.
 * @param {string} html
 * @param {{ componentChunkName?: string }} pageData the page's page-data.json
 * @param {Record<string, string[]>} chunkMap Gatsby's chunk map (.cache/build-stats/chunk-map.json)
 * @param {string} page for messages
 * @returns {string[]}
 */
export function pageScripts(html, pageData, chunkMap, page) {
  const named = extractUrls(html)
    .filter(({ tag, attr }) => tag === "script" && (attr === "src" || attr === "data-bundles"))
    .map(({ value }) => value);
  if (named.length === 0) throw new Error(`${page}: no <script src> or data-bundles in its HTML`);
  const chunk = pageData.componentChunkName;
  const component = chunk ? chunkMap[chunk] : undefined;
  if (!component) {
    throw new Error(`${page}: its component chunk ${chunk} is not in Gatsby's chunk map`);
  }
  const scripts = [...new Set([...named, ...component])];
  const elsewhere = scripts.filter((src) => !src.startsWith("/") || src.startsWith("//"));
  if (elsewhere.length) throw new Error(`${page}: scripts from elsewhere: ${elsewhere.join(" ")}`);
  return scripts;
}

/** The figures measured once per size, in table order: label, key and decimals shown. */
const SITE_FIGURES = /** @type {const} */ ([
  ["Cold build, s", "coldSeconds", 1],
  ["Cold build peak memory, MiB", "peakMiB", 0],
  ["One-article rebuild, s (median)", "rebuildSeconds", 1],
  ["Bare Gatsby one-page rebuild, s (median): the floor", "floorRebuildSeconds", 1],
  ["One-article rebuild ÷ floor", "rebuildRatio", 2],
  ["Pages re-rendered by the rebuild", "rebuiltPages", 0],
  ["Pages in the site", "pages", 0],
]);

/** The figures after the per-route JavaScript. */
const PAGE_FIGURES = /** @type {const} */ ([
  ["HTML gz KiB /", "homeHtmlKiB", 1],
  ["HTML gz KiB /resources/", "resourcesHtmlKiB", 1],
  ["Page data gz KiB /resources/", "resourcesPageDataKiB", 1],
  ["Listing pages (/resources/, its numbered pages, each category's)", "listingPages", 0],
  ["HTML gz KiB, the largest listing page", "listingHtmlMaxKiB", 1],
  ["Page data gz KiB, the largest of any page", "pageDataMaxKiB", 1],
  ["JS files in public/", "jsFiles", 0],
]);

/**
 * One row per figure, in table order; `key` names its budget in bench/budgets.json (every
 * route's JavaScript shares one).
 * @param {SizeFigures} small
 * @param {SizeFigures} large
 * @returns {ScaleRow[]}
 */
export function scaleRows(small, large) {
  /** @param {readonly (readonly [string, Exclude<keyof SizeFigures, "routeJsKiB">, number])[]} figures */
  const rowsOf = (figures) =>
    figures.map(([label, key, digits]) => ({
      label,
      key,
      digits,
      small: small[key],
      large: large[key],
    }));
  const routes = Object.keys(small.routeJsKiB).map((route) => ({
    label: `JS gz KiB ${route}`,
    key: "routeJsKiB",
    digits: 1,
    small: small.routeJsKiB[route],
    large: large.routeJsKiB[route] ?? NaN,
  }));
  return [...rowsOf(SITE_FIGURES), ...routes, ...rowsOf(PAGE_FIGURES)];
}

/**
 * True when a row is inside every budget it has, false when outside one, null without budgets.
 * @param {ScaleRow} row
 * @param {ScaleBudget | undefined} budget
 */
export function scaleVerdict(row, budget) {
  const checks = [
    budget?.growth && withinBudget(row.large - row.small, budget.growth),
    budget?.atSmall && withinBudget(row.small, budget.atSmall),
    budget?.atLarge && withinBudget(row.large, budget.atLarge),
  ].filter((check) => typeof check === "boolean");
  return checks.length === 0 ? null : checks.every(Boolean);
}

/** @param {Budget} budget */
const limit = (budget) =>
  [budget.min !== undefined && `≥ ${budget.min}`, budget.max !== undefined && `≤ ${budget.max}`]
    .filter(Boolean)
    .join(", ");

/**
 * A budget in words, e.g. "change ≤ 1" or "≤ 8 at 10, ≤ 15 at 200".
 * @param {ScaleBudget | undefined} budget
 * @param {[number, number]} sizes
 */
export function budgetText(budget, [small, large]) {
  return [
    budget?.growth && `change ${limit(budget.growth)}`,
    budget?.atSmall && `${limit(budget.atSmall)} at ${small}`,
    budget?.atLarge && `${limit(budget.atLarge)} at ${large}`,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The Markdown table: each figure at both sizes, the change, its budget and ✓ or ✗.
 * @param {ScaleRow[]} rows
 * @param {Record<string, ScaleBudget>} budgets by figure key
 * @param {[number, number]} sizes
 */
export function formatScaleTable(rows, budgets, sizes) {
  const header = [
    "Figure",
    `${sizes[0]} articles`,
    `${sizes[1]} articles`,
    "change",
    "budget",
    "ok",
  ];
  const lines = rows.map((row) => {
    // Rounded first, so a change too small to show reads "0.0", not "-0.0".
    const change = Number((row.large - row.small).toFixed(row.digits)) || 0;
    const verdict = scaleVerdict(row, budgets[row.key]);
    return [
      row.label,
      row.small.toFixed(row.digits),
      row.large.toFixed(row.digits),
      `${change > 0 ? "+" : ""}${change.toFixed(row.digits)}`,
      budgetText(budgets[row.key], sizes),
      verdict === null ? "" : verdict ? "✓" : "✗",
    ];
  });
  return markdownTable(header, lines);
}

/**
 * Every figure outside its budget, for the summary under the table.
 * @param {ScaleRow[]} rows
 * @param {Record<string, ScaleBudget>} budgets
 * @param {[number, number]} sizes
 * @returns {string[]}
 */
export function scaleMisses(rows, budgets, sizes) {
  return rows
    .filter((row) => scaleVerdict(row, budgets[row.key]) === false)
    .map(
      (row) =>
        `${row.label}: ${row.small.toFixed(row.digits)} at ${sizes[0]}, ` +
        `${row.large.toFixed(row.digits)} at ${sizes[1]} (budget ${budgetText(budgets[row.key], sizes)})`,
    );
}

/**
 * The files of the floor: a bare Gatsby 5 site with this site's plugins and dependencies (its
 * package.json, so Gatsby looks through the same packages for queries) and one page made from
 * one MDX file, the least any Gatsby site with these plugins does to rebuild after an edit.
 * @param {string} packageJson this site's package.json
 * @param {string} siteUrl
 * @returns {Record<string, string>} file contents by path
 */
export function bareSiteFiles(packageJson, siteUrl) {
  const pkg = JSON.parse(packageJson);
  return {
    "package.json": `${JSON.stringify({ ...pkg, name: "bare-gatsby-floor", scripts: {} }, null, 2)}\n`,
    "gatsby-config.js": `module.exports = {
  siteMetadata: { siteUrl: ${JSON.stringify(siteUrl)} },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    "gatsby-plugin-emotion",
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: \`\${__dirname}/content\` } },
    "gatsby-transformer-yaml",
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-sitemap",
  ],
};
`,
    "src/pages/index.js": `import { graphql } from "gatsby";

export default function Article({ data }) {
  return <main><h1>{data.mdx.frontmatter.title}</h1><p>{data.mdx.body}</p></main>;
}

export const query = graphql\`
  query Article {
    mdx {
      frontmatter { title }
      body
    }
  }
\`;
`,
    "content/article.mdx": `---\ntitle: One article\n---\n\nThe first paragraph of the one article.\n`,
  };
}

/**
 * @typedef {{
 *   functionName: string, url: string, lineNumber: number, columnNumber: number
 * }} CallFrame
 * @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode
 * @typedef {{
 *   nodes: ProfileNode[], startTime: number, endTime: number, samples: number[],
 *   timeDeltas: number[]
 * }} CpuProfile what `node --cpu-prof` (and V8's inspector) writes, times in microseconds
 * @typedef {{
 *   totalSeconds: number, idleSeconds: number, programSeconds: number, gcSeconds: number,
 *   busySeconds: number, siteSeconds: number, samples: number, siteSamples: number,
 *   bySite: { label: string, seconds: number, samples: number }[]
 * }} SiteShare
 */

/**
 * The site's share of a CPU profile: the time of the samples whose stack holds at least one
 * frame of the site's code, each sample counted once however many of its frames are the
 * site's, and broken down by the outermost of them (the one Gatsby or Node called: the Node
 * API, or the callback an API left behind). A sample's time is the gap to the next sample (the
 * last one's, to the end of the profile), as Chrome's DevTools counts it. The samples are
 * counted too: V8 takes one each interval (1 ms) that the process runs, so on a busy machine,
 * where a process waits for a core between samples, their count is the steadier measure.
 * @param {CpuProfile} profile
 * @param {(frame: CallFrame) => string | null} siteLabel a frame's label when it is the site's
 *   code, else null
 * @returns {SiteShare}
 */
export function siteShare(profile, siteLabel) {
  /** @type {Map<number, ProfileNode>} */
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const children = new Set(profile.nodes.flatMap((node) => node.children ?? []));
  /** The outermost site frame's label at each node, or null. */
  /** @type {Map<number, string | null>} */
  const outermost = new Map();
  /** @type {[number, string | null][]} */
  const stack = profile.nodes
    .filter((node) => !children.has(node.id))
    .map((node) => [node.id, null]);
  while (stack.length) {
    const [id, inherited] = /** @type {[number, string | null]} */ (stack.pop());
    const node = byId.get(id);
    if (!node || outermost.has(id)) continue;
    const label = inherited ?? siteLabel(node.callFrame);
    outermost.set(id, label);
    for (const child of node.children ?? []) stack.push([child, label]);
  }
  const { samples, timeDeltas } = profile;
  let time = profile.startTime;
  /** @type {number[]} */
  const stamps = timeDeltas.map((delta) => (time += delta));
  let idle = 0;
  let program = 0;
  let gc = 0;
  let site = 0;
  let siteSamples = 0;
  /** @type {Map<string, { micros: number, samples: number }>} */
  const bySite = new Map();
  samples.forEach((id, index) => {
    const next = index + 1 < stamps.length ? stamps[index + 1] : profile.endTime;
    const micros = Math.max(0, next - stamps[index]);
    const name = byId.get(id)?.callFrame.functionName;
    if (name === "(idle)") idle += micros;
    else if (name === "(program)") program += micros;
    else if (name === "(garbage collector)") gc += micros;
    const label = outermost.get(id);
    if (label) {
      site += micros;
      siteSamples += 1;
      const part = bySite.get(label) ?? { micros: 0, samples: 0 };
      bySite.set(label, { micros: part.micros + micros, samples: part.samples + 1 });
    }
  });
  const seconds = (/** @type {number} */ micros) => micros / 1e6;
  const total = profile.endTime - profile.startTime;
  return {
    totalSeconds: seconds(total),
    idleSeconds: seconds(idle),
    programSeconds: seconds(program),
    gcSeconds: seconds(gc),
    busySeconds: seconds(total - idle),
    siteSeconds: seconds(site),
    samples: samples.length,
    siteSamples,
    bySite: [...bySite]
      .map(([label, part]) => ({ label, seconds: seconds(part.micros), samples: part.samples }))
      .sort((a, b) => b.seconds - a.seconds || a.label.localeCompare(b.label)),
  };
}

/** A module of a Parcel bundle: `"id":[function(require,module,exports){...},{deps}]`. */
const PARCEL_MODULE = /[{,]("?)([\w$]+)\1:\[function\(/g;
/** The bundle's end: `},["entry"],"entry","parcelRequire1234");`. */
const PARCEL_TAIL = /\},\[[^\]]*\],"?([\w$]+)"?,"parcelRequire[\w$]*"\);?\s*$/;
/** One dependency in a module's map: `"./gatsby/schema":"2qJXC"` or `yaml:"yaml"`. */
const PARCEL_DEPENDENCY = /(?:"((?:[^"\\]|\\.)*)"|([\w$]+)):(?:"([^"]*)"|!1|false)/g;

/**
 * Where each module of a Parcel bundle lies, and which source file it was made from. Gatsby
 * compiles each local plugin's gatsby-node.ts, with everything of the site it imports, into one
 * such bundle (.cache/compiled/plugins/<plugin>/gatsby-node.js), minified: its functions are
 * called `l`, `c`... in a profile, so a frame is named by the module its position falls in.
 * A module's file comes from the dependency maps: each maps what a module imports
 * ("../search/pages") to the module's id, followed from the entry, whose file is given.
 * @param {string} bundle the bundle's text
 * @param {string} entry the file the bundle was made from, e.g. "plugins/site/gatsby-node.ts"
 * @returns {{ start: number, end: number, file: string }[]} by position; `file` without its
 *   extension, relative to the site, or a package's name
 */
export function parcelModules(bundle, entry) {
  const tail = PARCEL_TAIL.exec(bundle);
  if (!tail) throw new Error(`${entry}: not a Parcel bundle (no "parcelRequire" at its end)`);
  /** @type {{ id: string, start: number, end: number, dependencies: Map<string, string> }[]} */
  const modules = [];
  for (const match of bundle.matchAll(PARCEL_MODULE)) {
    if (match.index >= tail.index) break;
    const start = match.index + 1;
    const previous = modules.at(-1);
    if (previous) previous.end = start;
    modules.push({ id: match[2], start, end: tail.index + 1, dependencies: new Map() });
  }
  for (const module of modules) {
    const text = bundle.slice(module.start, module.end);
    // Its dependency map closes it: `...},{"./a":"id",b:"b"}]` before the next module.
    const map = /\},(\{[^{}]*\})\],?$/.exec(text)?.[1] ?? "";
    for (const [, quoted, bare, id] of map.matchAll(PARCEL_DEPENDENCY)) {
      if (id) module.dependencies.set(quoted ?? bare, id);
    }
  }
  const byId = new Map(modules.map((module) => [module.id, module]));
  /** @type {Map<string, string>} */
  const files = new Map([[tail[1], entry.replace(/\.[cm]?[jt]sx?$/, "")]]);
  const queue = [tail[1]];
  while (queue.length) {
    const id = /** @type {string} */ (queue.shift());
    const file = /** @type {string} */ (files.get(id));
    for (const [request, dependency] of byId.get(id)?.dependencies ?? []) {
      if (files.has(dependency)) continue;
      files.set(
        dependency,
        request.startsWith(".") ? posixJoin(posixDirname(file), request) : request,
      );
      queue.push(dependency);
    }
  }
  return modules.map(({ id, start, end }) => ({ start, end, file: files.get(id) ?? id }));
}

/** @param {string} file */
const posixDirname = (file) => file.split("/").slice(0, -1).join("/") || ".";

/**
 * `dir` and a relative request joined, `..` and `.` resolved.
 * @param {string} dir
 * @param {string} request
 */
function posixJoin(dir, request) {
  /** @type {string[]} */
  const parts = [];
  for (const part of `${dir}/${request}`.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/** The label of a frame in a bundle's prelude, which loads its modules. */
export const LOADING = "(loading the bundle)";

/**
 * Names the frames of the site's Node API code in a profile of a build of the site in `siteDir`:
 * Gatsby's compiled copies of the local plugins' gatsby-node (`.cache/compiled/plugins/*` and the
 * site's own `.cache/compiled/gatsby-node.js`), each frame by the source file of the bundle's
 * module it is in ({@link parcelModules}; {@link LOADING} for the bundle's prelude: Parcel's
 * `require`, and the top level of a module being loaded),
 * and any file under the site's plugins/ run as it is, by its path. Anything else is not the
 * site's: Gatsby, the packages, and the site's other compiled code (gatsby-config, the pages).
 * @param {string} siteDir
 * @param {Record<string, string>} bundles each compiled gatsby-node's text, by its path
 *   relative to `siteDir`, e.g. ".cache/compiled/plugins/site/gatsby-node.js"
 * @returns {(frame: CallFrame) => string | null}
 */
export function siteFrameLabeler(siteDir, bundles) {
  const base = `file://${siteDir.replace(/\/$/, "")}/`;
  /** @type {Map<string, { lineStarts: number[], modules: ReturnType<typeof parcelModules> }>} */
  const compiled = new Map();
  for (const [file, text] of Object.entries(bundles)) {
    const inPlugins = /^\.cache\/compiled\/(plugins\/[^/]+\/)?gatsby-node\.js$/.exec(file);
    if (!inPlugins) throw new Error(`${file}: not a compiled gatsby-node of the site`);
    const entry = `${inPlugins[1] ?? ""}gatsby-node.ts`;
    const lineStarts = [0];
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
      lineStarts.push(at + 1);
    }
    compiled.set(base + file, { lineStarts, modules: parcelModules(text, entry) });
  }
  return (frame) => {
    const bundle = compiled.get(frame.url);
    if (bundle) {
      const offset = (bundle.lineStarts[frame.lineNumber] ?? 0) + frame.columnNumber;
      const module = bundle.modules.find(({ start, end }) => offset >= start && offset < end);
      return module ? module.file : LOADING;
    }
    if (frame.url.startsWith(`${base}plugins/`)) {
      return frame.url.slice(base.length).replace(/\.[cm]?[jt]sx?$/, "");
    }
    return null;
  };
}

/**
 * The --profile report: the site's share against the owner's limit, its breakdown, and the
 * profile's total and busy time.
 * @param {SiteShare} share
 * @param {number} limitSeconds
 * @param {number} shown how many of the largest parts are listed; the rest are summed
 * @returns {string}
 */
export function formatSiteShare(share, limitSeconds, shown = 12) {
  const s = (/** @type {number} */ seconds) => `${seconds.toFixed(2)} s`;
  const n = (/** @type {number} */ count) => `${count} sample${count === 1 ? "" : "s"}`;
  const listed = share.bySite.slice(0, shown);
  const rest = share.bySite.slice(shown);
  const restSeconds = rest.reduce((sum, part) => sum + part.seconds, 0);
  const restSamples = rest.reduce((sum, part) => sum + part.samples, 0);
  return [
    `The site's Node APIs in Gatsby's main process: ${s(share.siteSeconds)} ` +
      `(limit ${s(limitSeconds)}) ${share.siteSeconds <= limitSeconds ? "✓" : "✗"}, ` +
      `${share.siteSamples} of its ${n(share.samples)}; the process ran ` +
      `${s(share.totalSeconds)}, ${s(share.busySeconds)} of it busy (not idle), of which ` +
      `${s(share.programSeconds)} "(program)" and ${s(share.gcSeconds)} garbage collection.`,
    ...listed.map(({ label, seconds, samples }) => `- ${label}: ${s(seconds)}, ${n(samples)}`),
    ...(rest.length ? [`- ${rest.length} more: ${s(restSeconds)}, ${n(restSamples)}`] : []),
  ].join("\n");
}
