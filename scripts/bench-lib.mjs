// @ts-check
/**
 * The pure half of the benchmark (scripts/bench.mjs): which figures are read from a Lighthouse
 * result, how runs are reduced to medians, how a figure is compared with its budget and how
 * the table is drawn. Kept apart so it is unit-tested without a browser.
 */

/**
 * @typedef {{ min?: number, max?: number }} Budget
 * @typedef {Record<string, Budget> & { routes?: RouteBudgets[] }} BudgetSet
 * @typedef {{ match: string } & Record<string, Budget | string>} RouteBudgets  budgets for the
 *   routes `match` (a regular expression) matches, in place of the form factor's own
 * @typedef {Record<string, number>} Figures
 * @typedef {{ route: string, form: string, runs: number, median: Figures | null, all?: Figures[], errors: string[] }} Row
 */

/** The figures of one run, in table order: key, column label and how a value is written. */
export const FIGURES = [
  { key: "performance", label: "Perf", format: (/** @type {number} */ v) => v.toFixed(0) },
  { key: "accessibility", label: "A11y", format: (/** @type {number} */ v) => v.toFixed(0) },
  { key: "bestPractices", label: "BP", format: (/** @type {number} */ v) => v.toFixed(0) },
  { key: "seo", label: "SEO", format: (/** @type {number} */ v) => v.toFixed(0) },
  { key: "fcp", label: "FCP s", format: (/** @type {number} */ v) => (v / 1000).toFixed(2) },
  { key: "lcp", label: "LCP s", format: (/** @type {number} */ v) => (v / 1000).toFixed(2) },
  { key: "tbt", label: "TBT ms", format: (/** @type {number} */ v) => v.toFixed(0) },
  { key: "cls", label: "CLS", format: (/** @type {number} */ v) => v.toFixed(3) },
  { key: "jsKiB", label: "JS gz KiB", format: (/** @type {number} */ v) => v.toFixed(1) },
  { key: "jsSentKiB", label: "JS sent KiB", format: (/** @type {number} */ v) => v.toFixed(1) },
  { key: "totalKiB", label: "Total KiB", format: (/** @type {number} */ v) => v.toFixed(1) },
  { key: "requests", label: "Requests", format: (/** @type {number} */ v) => v.toFixed(0) },
];

/**
 * Reads the benchmark's figures from a Lighthouse result (LHR). Scores are 0-100; times in ms;
 * sizes in KiB.
 *
 * Two JavaScript figures: `jsKiB` is the gzipped size of every script the page loaded (the
 * budget: "JS <= 85 KB gzipped"), from `gzipBytes`, which the caller answers from the files it
 * serves. `jsSentKiB` is Lighthouse's transfer size of the same responses, which adds their HTTP
 * headers: about 1.2 KB each here, and whatever the host adds in production.
 * @param {any} lhr
 * @param {(url: string) => number} gzipBytes gzipped size of the script at a URL
 * @returns {Figures}
 */
export function figuresFromLhr(lhr, gzipBytes) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? NaN);
  /** @type {{ resourceType: string, transferSize: number, requestCount: number }[]} */
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const of = (/** @type {string} */ type) => summary.find((item) => item.resourceType === type);
  /** @type {{ url: string, resourceType?: string }[]} */
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsKiB: scripts.reduce((sum, { url }) => sum + gzipBytes(url), 0) / 1024,
    jsSentKiB: (of("script")?.transferSize ?? 0) / 1024,
    totalKiB: (of("total")?.transferSize ?? 0) / 1024,
    requests: of("total")?.requestCount ?? 0,
  };
}

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of every figure over several runs.
 * @param {Figures[]} runs
 * @returns {Figures | null}
 */
export function medianFigures(runs) {
  if (runs.length === 0) return null;
  return Object.fromEntries(FIGURES.map(({ key }) => [key, median(runs.map((r) => r[key]))]));
}

/**
 * The values given to option `--name` on a command line, in order (`--only /a/ --only /b/`).
 * @param {string[]} argv
 * @param {string} name
 * @returns {string[]}
 */
export const argValues = (argv, name) =>
  argv.flatMap((arg, i) => (arg === `--${name}` && argv[i + 1] ? [argv[i + 1]] : []));

/**
 * True when a value is inside its budget, false when outside, null when it has no budget.
 * @param {number} value
 * @param {Budget | undefined} budget
 */
export function withinBudget(value, budget) {
  if (!budget) return null;
  if (!Number.isFinite(value)) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  return true;
}

/**
 * The budget of one figure on one route: the first `routes` entry of its form factor whose
 * `match` matches the route and that budgets the figure, else the form factor's own.
 * @param {Record<string, BudgetSet>} budgets
 * @param {{ route: string, form: string }} row
 * @param {string} key
 * @returns {Budget | undefined}
 */
export function budgetOf(budgets, row, key) {
  const set = budgets[row.form];
  const special = set?.routes?.find(
    (entry) => new RegExp(entry.match).test(row.route) && typeof entry[key] === "object",
  );
  return /** @type {Budget | undefined} */ (special?.[key] ?? set?.[key]);
}

/** @param {boolean | null} verdict */
const mark = (verdict) => (verdict === null ? "" : verdict ? " ✓" : " ✗");

/**
 * The lowest and highest TBT of a row's runs, as "12-77". TBT is the figure that moves most
 * from run to run on one build (Lighthouse multiplies every long task it sees by 4), so its
 * spread tells a ✗ from a busy moment apart from one every run agrees on.
 * @param {Row} row
 */
function tbtRange(row) {
  const values = (row.all ?? []).map((figures) => figures.tbt).filter(Number.isFinite);
  if (values.length === 0) return "-";
  return `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;
}

/**
 * A Markdown table: one row per route and form factor, the median of each figure with ✓ when
 * inside its budget and ✗ when outside, and last the range of TBT over the runs.
 * @param {Row[]} rows
 * @param {Record<string, BudgetSet>} budgets by form factor
 */
export function formatTable(rows, budgets) {
  const header = ["Route", "Form", ...FIGURES.map((f) => f.label), "TBT ms, runs"];
  const lines = rows.map((row) => {
    const cells = FIGURES.map(({ key, format }) => {
      if (!row.median) return "error";
      const value = row.median[key];
      return `${format(value)}${mark(withinBudget(value, budgetOf(budgets, row, key)))}`;
    });
    return [row.route, row.form, ...cells, tbtRange(row)];
  });
  return markdownTable(header, lines);
}

/**
 * A Markdown table with its columns padded to line up, readable as plain text too.
 * @param {string[]} header
 * @param {string[][]} lines
 */
export function markdownTable(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const draw = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [draw(header), draw(widths.map((w) => "-".repeat(w))), ...lines.map(draw)].join("\n");
}

/**
 * Every figure that misses its budget, for the summary under the table.
 * @param {Row[]} rows
 * @param {Record<string, BudgetSet>} budgets
 * @returns {string[]}
 */
export function overBudget(rows, budgets) {
  const misses = [];
  for (const row of rows) {
    if (!row.median) {
      misses.push(`${row.route} (${row.form}): no successful run`);
      continue;
    }
    for (const { key, label, format } of FIGURES) {
      const budget = budgetOf(budgets, row, key);
      if (withinBudget(row.median[key], budget) === false) {
        const limit =
          budget?.min !== undefined
            ? `>= ${format(budget.min)}`
            : `<= ${format(budget?.max ?? NaN)}`;
        misses.push(
          `${row.route} (${row.form}): ${label} ${format(row.median[key])}, budget ${limit}`,
        );
      }
    }
  }
  return misses;
}
