import createCache from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import { ArticleBody } from "../../../src/components/ArticleBody";
import { ScheduledMark } from "../../../src/components/ArticleMeta";
import { Prose } from "../../../src/components/Prose";
import { isoDate } from "../../../src/content/fields";
import { isScheduled, todayIn } from "../../../src/content/publication";
import { displayDate } from "../../../src/lib/displayDate";
import { parseArticleBody, type ArticleBlock } from "../../../src/content/articleBody";
import { problemLine } from "../../../src/content/problems";
import { normalizeText } from "../../../src/lib/writerText";
import { tokens } from "../../../src/theme/tokens";

/** The blocks with images from the desk's copies: an unsaved upload has no URL on the site. */
export const withAssetUrls = (blocks: readonly ArticleBlock[], assetUrl: (src: string) => string) =>
  blocks.map((block) =>
    block.image ? { ...block, image: { ...block.image, src: assetUrl(block.image.src) } } : block,
  );

/** A picture's address from the desk: its blob, once read; "" until then, or when it has none. */
export const readyAssetUrl = (url: string | undefined) =>
  url && /^(blob|data):/.test(url) ? url : "";

/**
 * Draws the preview again a few times while a picture is still being read: the desk hands out an
 * asset at once and fills in its blob address a moment later, and says nothing when it has.
 */
function useRedrawWhile(pending: boolean) {
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!pending || tries >= 20) return undefined;
    const timer = setTimeout(() => setTries((count) => count + 1), 150);
    return () => clearTimeout(timer);
  }, [pending, tries]);
}

/** The day an article goes live, when after today in the site's zone, by the build's rules. */
export function scheduledDay(date: unknown, timeZone: string, now = new Date()): string | null {
  const day = isoDate.safeParse(date);
  if (!day.success) return null;
  const scheduled = isScheduled({ draft: false, date: day.data }, todayIn(timeZone, now));
  return scheduled ? displayDate(day.data) : null;
}

/** An article as visitors will see it, with what the build would refuse listed above it. */
export function ArticlePreview({
  entry,
  getAsset,
  document,
  timeZone,
}: Pick<CustomPreviewTemplateProps, "entry" | "getAsset" | "document"> & { timeZone: string }) {
  // Emotion writes the site's styles into the preview frame, not the editor around it.
  const cache = useMemo(
    () => createCache({ key: "preview", container: document.head }),
    [document],
  );
  const title = String(entry.getIn(["data", "title"]) ?? "");
  // Deferred, so typing stays quick in a long article; normalized as the build reads a file.
  const body = useDeferredValue(normalizeText(String(entry.getIn(["data", "body"]) ?? "")));
  const { blocks, problems } = useMemo(() => parseArticleBody(body), [body]);
  // A picture the desk has not read yet, or cannot find (a new article's, before its first
  // save), shows its alt text: its path, read against the desk's address, would ask the site
  // for a file it lacks.
  let pending = false;
  const shown = withAssetUrls(blocks, (src) => {
    const asset = getAsset(src);
    const url = readyAssetUrl(asset?.url);
    if (asset && !url) pending = true;
    return url;
  });
  useRedrawWhile(pending);
  const scheduled = scheduledDay(entry.getIn(["data", "date"]), timeZone);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={tokens}>
        <Prose>
          {problems.length > 0 && (
            <ul role="alert">
              {problems.map((problem, index) => (
                <li key={index}>{problemLine(problem)}</li>
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
