import createCache from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { useDeferredValue, useMemo } from "react";
import type { PreviewProps } from "decap-cms-app/dist/decap-cms-app.js";
import { ArticleBody } from "../../../src/components/ArticleBody";
import { Prose } from "../../../src/components/Prose";
import { parseArticleBody } from "../../../src/content/articleBody";
import { normalizeText } from "../../../src/lib/writerText";
import { tokens } from "../../../src/theme/tokens";

/** An image block as the article pipeline builds it; `file` is sharp's output, null here. */
interface ImageBlock {
  image: { alt: string; src: string; file?: unknown };
}

/** Image blocks point at the CMS's copy of the file (an upload not yet saved has no URL on the site). */
export function withAssetUrls<T extends object>(
  blocks: readonly T[],
  assetUrl: (src: string) => string,
): T[] {
  return blocks.map((block) => {
    if (!("image" in block) || !block.image) return block;
    const { image } = block as T & ImageBlock;
    return { ...block, image: { ...image, src: assetUrl(image.src), file: null } };
  });
}

/**
 * The editor's preview of an article: its body parsed by the build's own parser and rendered
 * by the site's own ArticleBody inside the article page's Prose, so the writer sees what
 * visitors will. What the build would refuse is listed above the text, with its line.
 */
export function ArticlePreview({ entry, getAsset, document }: PreviewProps) {
  // Emotion writes the site's styles into the preview frame, not the editor around it.
  const cache = useMemo(
    () => createCache({ key: "preview", container: document.head }),
    [document],
  );
  const title = String(entry.getIn(["data", "title"]) ?? "");
  // Parsed once per body, and after the keystrokes in flight: typing stays quick in a long
  // article. What the limits refuse is never parsed at all (src/content/limits.ts). The text is
  // normalized as the build reads a file (a file saved on Windows opens here with CRLF).
  const body = useDeferredValue(normalizeText(String(entry.getIn(["data", "body"]) ?? "")));
  const { blocks, problems } = useMemo(() => parseArticleBody(body), [body]);
  const shown = withAssetUrls(blocks, (src) => getAsset(src).toString());
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={tokens}>
        <Prose>
          {problems.length > 0 && (
            <ul role="alert">
              {problems.map((problem, index) => (
                <li key={index}>
                  {problem.field}: expected {problem.expected}; found {problem.received}
                </li>
              ))}
            </ul>
          )}
          <h1>{title}</h1>
          <ArticleBody blocks={shown} headingOffset={0} />
        </Prose>
      </ThemeProvider>
    </CacheProvider>
  );
}
