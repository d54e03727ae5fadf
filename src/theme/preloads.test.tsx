import type { ReactElement } from "react";
import { onRenderBody } from "../../gatsby-ssr";

describe("the head of every page", () => {
  it("preloads two font files, Inter's and Fraunces' basic faces, and nothing else", () => {
    const head: ReactElement<Record<string, unknown>>[] = [];
    onRenderBody?.(
      {
        setHtmlAttributes: () => undefined,
        setHeadComponents: (components: ReactElement<Record<string, unknown>>[]) =>
          head.push(...components),
      } as never,
      {} as never,
    );
    const preloads = head.filter((element) => element.props.rel === "preload");
    expect(preloads).toHaveLength(2);
    for (const link of preloads) {
      expect(link.props).toMatchObject({
        as: "font",
        type: "font/woff2",
        crossOrigin: "anonymous",
      });
    }
  });
});
