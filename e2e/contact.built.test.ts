import { fixtureBuild, realBuild, type Build } from "./builds";
import { accessibleName, all, byRole, oneByRole, readPage } from "./builtHtml";

/**
 * The Contact page's booking calendar is in the page's HTML itself, so it comes in even when
 * the page's scripts do not run, and it waits to load until the visitor nears it. Read from
 * both builds without a browser: the address is each build's own site.yaml bookingUrl.
 * How it loads, holds its height and draws focus is tested in the browser (pages-contact.spec.ts).
 */
describe.each([realBuild(), fixtureBuild()])("the $name site's Contact page", (build: Build) => {
  // The spec's order, which is also the order on a phone: the booking card second, so it
  // starts within the first screen and a half (where, in pixels: pages-contact.spec.ts).
  test("holds its parts in the spec's order: hero, message, booking, details, reply time, questions", () => {
    const main = oneByRole(readPage(build.publicDir, "/contact/"), "main");
    const headings = byRole(main, "heading").map(accessibleName);
    const order = [
      byRole(main, "heading", { level: 1 }).map(accessibleName)[0],
      "Send us a message",
      "Book a Free Strategy Call",
      "Get in Touch",
      `${build.site.claims.responseHours}hr Response Time`,
      "Common Questions",
    ];
    expect(headings.filter((name) => order.includes(name))).toEqual(order);
  });

  test("the message card writes to the agency; the booking card holds the calendar", () => {
    const doc = readPage(build.publicDir, "/contact/");
    const cards = byRole(oneByRole(doc, "main"), "listitem");
    const card = (name: string) =>
      cards.filter((item) => byRole(item, "heading", { name, exact: true }).length > 0);
    const [message] = card("Send us a message");
    expect(byRole(message, "link").map((link) => link.attribs.href)).toEqual([
      `mailto:${build.site.email}`,
    ]);
    const [booking] = card("Book a Free Strategy Call");
    expect(all("iframe", booking).map(({ attribs }) => attribs.src)).toEqual([
      build.site.bookingUrl,
    ]);
  });

  test("holds the booking frame in its HTML: the booking address, lazy, 800 px high", () => {
    const frames = all("iframe", readPage(build.publicDir, "/contact/")).map(({ attribs }) => ({
      src: attribs.src,
      loading: attribs.loading,
      height: attribs.height,
      titled: Boolean(attribs.title?.includes(`${build.site.claims.callMinutes}-minute`)),
    }));
    expect(frames).toEqual([
      { src: build.site.bookingUrl, loading: "lazy", height: "800", titled: true },
    ]);
  });
});
