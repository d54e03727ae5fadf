import { render } from "@testing-library/react";
import { siteHeadTags } from "./siteHeadTags";

describe("siteHeadTags", () => {
  it("gives every page the absolute social image, its alt text, the icons and the manifest", () => {
    const { container } = render(
      <>{siteHeadTags({ name: "Agency", tagline: "We help.", siteUrl: "https://a.example" })}</>,
    );
    const attr = (selector: string, name: string) =>
      container.querySelector(selector)?.getAttribute(name);
    expect(attr('meta[property="og:image"]', "content")).toBe("https://a.example/og-image.png");
    expect(attr('meta[property="og:image:alt"]', "content")).toBe("Agency: We help.");
    expect(attr('meta[name="twitter:card"]', "content")).toBe("summary_large_image");
    expect(attr('link[rel="manifest"]', "href")).toBe("/site.webmanifest");
    expect(attr('link[rel="apple-touch-icon"]', "href")).toBe("/apple-touch-icon.png");
  });
});
