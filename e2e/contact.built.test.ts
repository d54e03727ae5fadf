import { fixtureBuild, realBuild, type Build } from "./builds";
import { all, readPage } from "./builtHtml";

/**
 * The Contact page's booking calendar is in the page's HTML itself, so it comes in even when
 * the page's scripts do not run, and it waits to load until the visitor nears it. Read from
 * both builds without a browser: the address is each build's own site.yaml bookingUrl.
 * How it loads, holds its height and draws focus is tested in the browser (pages-contact.spec.ts).
 */
describe.each([realBuild(), fixtureBuild()])("the $name site's Contact page", (build: Build) => {
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
