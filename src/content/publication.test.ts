import { buildDay, isPublished, isRealDay, isScheduled, todayIn } from "./publication";

describe("the build's day", () => {
  // 05:30 UTC on Dec 1 is still Nov 30 in Dallas (UTC-6 in winter).
  const early = new Date("2026-12-01T05:30:00Z");

  it("is today in the site's time zone, not the build server's", () => {
    expect(todayIn("America/Chicago", early)).toBe("2026-11-30");
    expect(todayIn("UTC", early)).toBe("2026-12-01");
    expect(buildDay("America/Chicago", {}, early)).toBe("2026-11-30");
  });

  it("follows daylight saving time: 05:30 UTC in July is already the next day's 00:30 in Dallas", () => {
    expect(todayIn("America/Chicago", new Date("2026-07-02T05:30:00Z"))).toBe("2026-07-02");
  });

  it("is the day SITE_NOW names, when set", () => {
    expect(buildDay("America/Chicago", { SITE_NOW: "2027-01-04" }, early)).toBe("2027-01-04");
    expect(buildDay("America/Chicago", { SITE_NOW: "" }, early)).toBe("2026-11-30");
  });

  it.each(["tomorrow", "2026-13-01", "2026-02-30", "2026-1-5", "2026-12-01T10:00"])(
    "refuses SITE_NOW=%s, saying how to write it",
    (value) => {
      expect(() => buildDay("America/Chicago", { SITE_NOW: value }, early)).toThrow(
        /SITE_NOW must be a day written YYYY-MM-DD/,
      );
    },
  );

  it("knows real days", () => {
    expect(isRealDay("2028-02-29")).toBe(true);
    expect(isRealDay("2027-02-29")).toBe(false);
  });
});

describe("publication", () => {
  const day = "2026-11-26";

  it("publishes a dated article from its day on, and an undated one at once", () => {
    expect(isPublished({ draft: false, date: "2026-11-26" }, day)).toBe(true);
    expect(isPublished({ draft: false, date: "2026-11-25" }, day)).toBe(true);
    expect(isPublished({ draft: false, date: null }, day)).toBe(true);
  });

  it("schedules an article dated after the day, and never publishes a draft", () => {
    expect(isScheduled({ draft: false, date: "2026-11-27" }, day)).toBe(true);
    expect(isPublished({ draft: false, date: "2026-11-27" }, day)).toBe(false);
    expect(isPublished({ draft: true, date: "2026-11-01" }, day)).toBe(false);
    expect(isScheduled({ draft: false, date: null }, day)).toBe(false);
  });
});
