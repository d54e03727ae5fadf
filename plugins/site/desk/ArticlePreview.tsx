import createCache from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { useDeferredValue, useMemo } from "react";
import type { PreviewProps } from "decap-cms-app/dist/decap-cms-app.js";
import { ArticleBody } from "../../../src/components/ArticleBody";
import { ScheduledMark } from "../../../src/components/ArticleMeta";
import { Prose } from "../../../src/components/Prose";
import { isRealDay, isScheduled, todayIn } from "../../../src/content/publication";
import { displayDate } from "../../../src/lib/displayDate";
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
 * The day an article in the editor goes live, when that is after today in the site's time
 * zone: the rule of the build (src/content/publication.ts). Decap's date field gives
 * YYYY-MM-DD text, or a Date for a file whose date YAML read unquoted.
 */
export function scheduledDay(date: unknown, timeZone: string, now = new Date()): string | null {
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : String(date ?? "").trim();
  if (!isRealDay(day)) return null;
  return isScheduled({ draft: false, date: day }, todayIn(timeZone, now)) ? displayDate(day) : null;
}

/**
 * The editor's preview of an article: its body parsed by the build's own parser and rendered
 * by the site's own ArticleBody inside the article page's Prose, so the writer sees what
 * visitors will. What the build would refuse is listed above the text, with its line.
 */
export function ArticlePreview({
  entry,
  getAsset,
  document,
  timeZone,
}: PreviewProps & { timeZone: string }) {
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
  const scheduled = scheduledDay(entry.getIn(["data", "date"]), timeZone);
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
          {scheduled && (
            <p>
              <ScheduledMark day={scheduled} />
            </p>
          )}
          <ArticleBody blocks={shown} headingOffset={0} />
        </Prose>
      </ThemeProvider>
    </CacheProvider>
  );
}
