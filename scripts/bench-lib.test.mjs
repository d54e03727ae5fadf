/** @jest-environment node */
import { figuresFromLhr, formatTable, median, medianFigures, overBudget } from "./bench-lib.mjs";

/** A Lighthouse result trimmed to the parts the benchmark reads. */
const lhr = (performance, lcp, scriptBytes) => ({
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
    "resource-summary": {
      details: {
        items: [
          { resourceType: "total", transferSize: 102400, requestCount: 9 },
          { resourceType: "script", transferSize: scriptBytes, requestCount: 4 },
        ],
      },
    },
  },
});

const budgets = {
  mobile: { performance: { min: 100 }, lcp: { max: 1500 }, jsKiB: { max: 85 } },
};

describe("bench figures", () => {
  it("reads scores, timings and transferred sizes from a Lighthouse result", () => {
    expect(figuresFromLhr(lhr(99, 1200, 51200))).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      fcp: 800,
      lcp: 1200,
      tbt: 20,
      cls: 0.004,
      jsKiB: 50,
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
    const runs = [lhr(100, 1400, 80 * 1024), lhr(98, 1700, 90 * 1024), lhr(100, 1600, 90 * 1024)];
    const rows = [
      {
        route: "/",
        form: "mobile",
        runs: 3,
        median: medianFigures(runs.map(figuresFromLhr)),
        errors: [],
      },
      { route: "/about/", form: "mobile", runs: 0, median: null, errors: ["timeout"] },
    ];
    const [, , home, about] = formatTable(rows, budgets)
      .split("\n")
      .map((line) => line.split("|").map((cell) => cell.trim()));
    const expected = ["/", "mobile", "100 ✓", "100", "100", "92", "0.80", "1.60 ✗", "20"];
    expect(home.slice(1, -1)).toEqual([...expected, "0.004", "90.0 ✗", "100.0", "9"]);
    expect(about).toContain("error");
    expect(overBudget(rows, budgets)).toEqual([
      "/ (mobile): LCP s 1.60, budget <= 1.50",
      "/ (mobile): JS KiB 90.0, budget <= 85.0",
      "/about/ (mobile): no successful run",
    ]);
  });
});
