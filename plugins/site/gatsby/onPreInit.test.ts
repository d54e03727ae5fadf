/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildDay } from "../../../src/content/publication";
import { buildFingerprint } from "../../../scripts/build-fingerprint.mjs";
import { onPreInit } from "./onPreInit";

/** The tests' own site.yaml (fixture-site/), with `edit` applied, in a site folder of its own. */
function siteWith(edit: (text: string) => string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pre-init-"));
  fs.mkdirSync(path.join(root, "content"));
  const text = fs.readFileSync(
    path.resolve(__dirname, "../../../fixture-site/content/site.yaml"),
    "utf8",
  );
  fs.writeFileSync(path.join(root, "content/site.yaml"), edit(text));
  return root;
}

/**
 * onPreInit run in `root`, as Gatsby runs it there when npm's scripts start it (with the
 * fingerprint of the code there, unless `fingerprint` says otherwise): what it told the reporter.
 */
function preInitIn(root: string, fingerprint: string | null = buildFingerprint(root, "build")) {
  const reporter = { panic: jest.fn(), info: jest.fn() };
  const cwd = process.cwd();
  if (fingerprint === null) delete process.env.SITE_FINGERPRINT;
  else process.env.SITE_FINGERPRINT = fingerprint;
  process.chdir(root);
  try {
    onPreInit?.({ reporter } as never, { plugins: [] }, () => undefined);
  } finally {
    process.chdir(cwd);
  }
  return reporter.panic.mock.calls.map(([message]) => String(message));
}

describe("onPreInit", () => {
  // A build's onPreInit fixes its day in SITE_NOW: each test starts without one.
  afterEach(() => {
    delete process.env.SITE_NOW;
    delete process.env.SITE_FINGERPRINT;
    jest.useRealTimers();
  });

  it("stops `gatsby build` typed directly, saying to run `npm run build`", () => {
    const [message, ...rest] = preInitIn(
      siteWith((text) => text),
      null,
    );
    expect(rest).toEqual([]);
    expect(message).toMatch(/^Run `npm run build` instead of `gatsby build`\.\n/);
  });

  it("stops a build whose fingerprint is not the code's, before reading site.yaml", () => {
    const root = siteWith((text) => text.replace(/^email: .*$/m, "email: not-an-email"));
    expect(preInitIn(root, "x")).toEqual([
      expect.stringMatching(
        /^Run `npm run build` instead of `gatsby build`\.\nSITE_FINGERPRINT is not/,
      ),
    ]);
  });

  it("stops Gatsby at a mistake in site.yaml, naming the file and the field once", () => {
    const root = siteWith((text) => text.replace(/^email: .*$/m, "email: not-an-email"));
    expect(preInitIn(root)).toEqual([
      'content/site.yaml has 1 problem:\n  - email: expected an email address, e.g. "hello@example.com"; found "not-an-email"',
    ]);
  });

  it("names each field of a file with several mistakes, in one message", () => {
    const root = siteWith((text) =>
      text
        .replace(/^bookingUrl: .*$/m, 'bookingUrl: "https://calendly.com,script-src/agency/30min"')
        .replace(/^ {2}callMinutes: .*$/m, "  callMinutes: half an hour"),
    );
    const [message, ...rest] = preInitIn(root);
    expect(rest).toEqual([]);
    expect(message).toMatch(
      /^content\/site\.yaml has 2 problems:\n {2}- bookingUrl: .*\n {2}- claims\.callMinutes: /,
    );
  });

  it("lets a valid site start", () => {
    expect(preInitIn(siteWith((text) => text))).toEqual([]);
  });

  it("refuses a time zone it does not know, naming the field", () => {
    const root = siteWith((text) => text.replace(/^timeZone: .*$/m, "timeZone: Dallas"));
    expect(preInitIn(root)).toEqual([
      expect.stringMatching(
        /^content\/site\.yaml has 1 problem:\n {2}- timeZone: expected a time zone name/,
      ),
    ]);
  });

  describe("SITE_NOW, the day to build as of", () => {
    it.each(["2026-02-30", "tomorrow", "2026-1-5"])("stops the build at SITE_NOW=%s", (value) => {
      process.env.SITE_NOW = value;
      expect(preInitIn(siteWith((text) => text))).toEqual([
        `SITE_NOW must be a day written YYYY-MM-DD, e.g. SITE_NOW=2026-12-01, not "${value}"`,
      ]);
    });

    it("accepts a real day", () => {
      process.env.SITE_NOW = "2027-02-28";
      expect(preInitIn(siteWith((text) => text))).toEqual([]);
    });

    it("decides a build's day once, so a build across midnight publishes one day throughout", () => {
      const root = siteWith((text) => text); // its timeZone is America/Chicago
      // A minute before midnight in Dallas: the build starts on the 1st...
      jest.useFakeTimers({ now: new Date("2026-12-02T05:59:00Z") });
      expect(preInitIn(root)).toEqual([]);
      // ...and its later steps, read after midnight, still publish as of the 1st.
      jest.setSystemTime(new Date("2026-12-02T06:01:00Z"));
      expect(buildDay("America/Chicago")).toBe("2026-12-01");
    });

    it("lets the preview (gatsby develop) move on to the next day", () => {
      const root = siteWith((text) => text); // its timeZone is America/Chicago
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = "development";
      try {
        jest.useFakeTimers({ now: new Date("2026-12-02T05:59:00Z") });
        expect(preInitIn(root, buildFingerprint(root, "develop"))).toEqual([]);
        jest.setSystemTime(new Date("2026-12-02T06:01:00Z"));
        expect(buildDay("America/Chicago")).toBe("2026-12-02");
      } finally {
        process.env.NODE_ENV = nodeEnv;
      }
    });
  });
});
