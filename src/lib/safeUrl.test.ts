import { isPlainHttpsUrl, isSafeHref } from "./safeUrl";
import { codePoint } from "./writerText";

/** A test name with hidden characters written as escapes, so none reorders the report. */
const escaped = (value: string) =>
  value.replace(/[^\x20-\x7E]/g, (character) => `\\u${codePoint(character).slice(2)}`);

describe("isSafeHref", () => {
  it.each([
    "https://www.google.com/business/",
    "HTTPS://Example.com",
    "mailto:hello@trinitygrowth.com",
    "mailto:hello@trinitygrowth.com?subject=Website%20question",
    "/contact/",
    "/resources/seo-basics-for-small-businesses/#start",
    "#booking",
  ])("allows %s", (href) => expect(isSafeHref(href)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\u0000script:alert(1)",
    "data:text/html,hello",
    "vbscript:alert(1)",
    "http://example.com/",
    "//evil.example/",
    "/\\evil.example/",
    "https://user:secret@example.com/",
    "https://example.com:8080/",
    "https://example.com\\@evil.example/",
    "https://localhost/",
    "mailto:",
    "relative/path",
    "",
  ])("refuses %j", (href) => expect(isSafeHref(href)).toBe(false));

  // A direction override shows an address other than the one a click opens.
  it.each(
    [
      "/contact/\u202E",
      "/contact/\u202Efdp.exe",
      "https://example.com/\u202Efdp.exe",
      "https://example.com/a\u2066b",
      "https://example.com/a\u0007",
      "https://example.com/a\u0085",
      "mailto:hello\u202E@trinitygrowth.com",
      "#top\u202E",
    ].map((href) => [escaped(href), href]),
  )("refuses %s, which holds a control or direction character", (_name, href) =>
    expect(isSafeHref(href)).toBe(false),
  );
});

describe("isPlainHttpsUrl", () => {
  it("accepts an https URL with a plain host name", () => {
    expect(isPlainHttpsUrl("https://calendly.com/trinity-growth/30min")).toBe(true);
  });

  it.each([
    "https://calendly.com;script-src",
    "https://calendly.com,evil.example",
    "https://*.calendly.com",
    "https://calendly.com script-src 'unsafe-inline'",
    "https://user@calendly.com",
    "http://calendly.com",
  ])("refuses %j, which could add to or break a CSP source list", (url) =>
    expect(isPlainHttpsUrl(url)).toBe(false),
  );

  it.each(
    [
      "https://calendly.com/\u202Etrinity",
      "https://calendly.com/a\u0007",
      "https://calendly.com/a\u009B",
    ].map((url) => [escaped(url), url]),
  )("refuses %s, which holds a control or direction character", (_name, url) =>
    expect(isPlainHttpsUrl(url)).toBe(false),
  );
});
