import { render } from "@testing-library/react";
import { FEED_PATHS } from "../lib/routes";
import { siteHeadTags } from "./siteHeadTags";

describe("siteHeadTags", () => {
  it("gives every page the large social card, the icons and the manifest", () => {
    // React 19 hoists <link> and <meta> into the document's head, wherever they are rendered.
    render(<>{siteHeadTags({ name: "Agency" })}</>);
    const head = document.head;
    const attr = (selector: string, name: string) =>
      head.querySelector(selector)?.getAttribute(name);
    expect(attr('meta[property="og:site_name"]', "content")).toBe("Agency");
    expect(attr('meta[name="twitter:card"]', "content")).toBe("summary_large_image");
    // The image is the page's own (src/layout/Seo.tsx): an article may have its own card.
    expect(head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(attr('link[rel="manifest"]', "href")).toBe("/site.webmanifest");
    expect(attr('link[rel="apple-touch-icon"]', "href")).toBe("/apple-touch-icon.png");
  });

  it("announces the Atom and JSON feeds, named after the site", () => {
    render(<>{siteHeadTags({ name: "Agency" })}</>);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => ({
      type: link.getAttribute("type"),
      href: link.getAttribute("href"),
      title: link.getAttribute("title"),
    }));
    expect(alternates).toEqual([
      { type: "application/atom+xml", href: FEED_PATHS.atom, title: "Agency Resources" },
      { type: "application/feed+json", href: FEED_PATHS.json, title: "Agency Resources" },
    ]);
  });
});
