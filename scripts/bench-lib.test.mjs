/** @jest-environment node */
import {
  argValues,
  budgetOf,
  figuresFromLhr,
  formatTable,
  median,
  medianFigures,
  overBudget,
} from "./bench-lib.mjs";

/** The gzipped size the server sends for each script URL in the results below. */
const served = new Map([
  ["http://127.0.0.1/app.js", 60 * 1024],
  ["http://127.0.0.1/home.js", 20 * 1024],
  ["http://127.0.0.1/big.js", 30 * 1024],
]);
const gzipBytes = (url) => served.get(url) ?? NaN;

/**
 * A Lighthouse result trimmed to the parts the benchmark reads. `scripts` are the script URLs
 * the page loaded; `scriptBytes` is what Lighthouse counts for them, headers included.
 */
const lhr = (performance, lcp, scriptBytes, scripts = ["app.js", "home.js"]) => ({
  categories: {
    performance: { score: performance / 100 },
    accessibility: { score: 1 },
    "best-practices": { score: 1 },
    seo: { score: 0.92 },
  },
  audits: {
    "first-contentful-paint": { numericValue: 800 },
    "largest-contentful-paint": { numericValue: lcp },
    "total-blocking-time": { numericValue: 20 },
    "cumulative-layout-shift": { numericValue: 0.004 },
    "network-requests": {
      details: {
        items: [
          { url: "http://127.0.0.1/", resourceType: "Document" },
          { url: "http://127.0.0.1/data.json", resourceType: "XHR" },
          ...scripts.map((name) => ({ url: `http://127.0.0.1/${name}`, resourceType: "Script" })),
        ],
      },
    },
    "resource-summary": {
      details: {
        items: [
          { resourceType: "total", transferSize: 102400, requestCount: 9 },
          { resourceType: "script", transferSize: scriptBytes, requestCount: scripts.length },
        ],
      },
    },
  },
});

const budgets = {
  mobile: { performance: { min: 100 }, lcp: { max: 1500 }, jsKiB: { max: 85 } },
};

describe("bench figures", () => {
  it("reads scores, timings and sizes from a Lighthouse result", () => {
    expect(figuresFromLhr(lhr(99, 1200, 82 * 1024), gzipBytes)).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcp: 800,
      lcp: 1200,
      tbt: 20,
      cls: 0.004,
      // The gzipped scripts, then Lighthouse's figure for them with their headers.
      jsKiB: 80,
      jsSentKiB: 82,
      totalKiB: 100,
      requests: 9,
    });
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("marks each median against its budget and lists the misses", () => {
    const runs = [
      lhr(100, 1400, 84 * 1024),
      lhr(98, 1700, 94 * 1024, ["app.js", "big.js"]),
      lhr(100, 1600, 94 * 1024, ["app.js", "big.js"]),
    ];
    // One run met a busy moment: its TBT shows in the range, not in the median.
    runs[1].audits["total-blocking-time"].numericValue = 75;
    const figures = runs.map((run) => figuresFromLhr(run, gzipBytes));
    const rows = [
      {
        route: "/",
        form: "mobile",
        runs: 3,
        median: medianFigures(figures),
        all: figures,
        errors: [],
      },
      { route: "/about/", form: "mobile", runs: 0, median: null, errors: ["timeout"] },
    ];
    const [, , home, about] = formatTable(rows, budgets)
      .split("\n")
      .map((line) => line.split("|").map((cell) => cell.trim()));
    const expected = ["/", "mobile", "100 ✓", "100", "100", "92", "0.80", "1.60 ✗", "20"];
    expect(home.slice(1, -1)).toEqual([
      ...expected,
      "0.004",
      "90.0 ✗",
      "94.0",
      "100.0",
      "9",
      "20-75",
    ]);
    expect(about).toContain("error");
    expect(about.at(-2)).toBe("-");
    expect(overBudget(rows, budgets)).toEqual([
      "/ (mobile): LCP s 1.60, budget <= 1.50",
      "/ (mobile): JS gz KiB 90.0, budget <= 85.0",
      "/about/ (mobile): no successful run",
    ]);
  });

  it("holds the routes a form factor names to their own budget", () => {
    const withRoutes = {
      mobile: {
        lcp: { max: 1500 },
        routes: [{ match: "^/resources/", lcp: { max: 1250 } }],
      },
    };
    const row = (route) => ({
      route,
      form: "mobile",
      runs: 1,
      median: medianFigures([figuresFromLhr(lhr(100, 1300, 80 * 1024), gzipBytes)]),
      errors: [],
    });
    expect(budgetOf(withRoutes, row("/resources/page/2/"), "lcp")).toEqual({ max: 1250 });
    expect(budgetOf(withRoutes, row("/about/"), "lcp")).toEqual({ max: 1500 });
    expect(overBudget([row("/resources/page/2/"), row("/about/")], withRoutes)).toEqual([
      "/resources/page/2/ (mobile): LCP s 1.30, budget <= 1.25",
    ]);
  });

  it("reads an option's values from a command line, in order", () => {
    const argv = ["--only", "/a/", "--runs", "3", "--only", "/b/", "--skip-build", "--only"];
    expect(argValues(argv, "only")).toEqual(["/a/", "/b/"]);
    expect(argValues(argv, "runs")).toEqual(["3"]);
    expect(argValues(argv, "form")).toEqual([]);
  });
});
