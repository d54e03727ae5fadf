import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useState, type ReactNode } from "react";

/**
 * Emotion's cache without stylis' vendor prefixer: every browser the site supports (it relies
 * on the popover attribute) reads flex, grid and the rest unprefixed, and the prefixes were a
 * quarter of each page's CSS. One cache per root, as Emotion makes its own: each page rendered
 * on the server gets a new one (a shared one would leave out of a page the styles an earlier
 * page inserted), the browser keeps one for the visit. The key stays Emotion's own, `css`, so
 * the cache takes over the styles the server wrote (plugins/site/hosting/pageStyles.ts).
 */
export function StyleCache({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: "css", stylisPlugins: [] }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
