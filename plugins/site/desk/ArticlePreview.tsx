import createCache from "@emotion/cache";
import { CacheProvider, ThemeProvider } from "@emotion/react";
import { useDeferredValue, useMemo } from "react";
import type { PreviewProps } from "decap-cms-app/dist/decap-cms-app.js";
import { ArticleBody } from "../../../src/components/ArticleBody";
import { ScheduledMark } from "../../../src/components/ArticleMeta";
import { Prose } from "../../../src/components/Prose";
import { isoDate } from "../../../src/content/fields";
import { isScheduled, todayIn } from "../../../src/content/publication";
import { displayDate } from "../../../src/lib/displayDate";
import { parseArticleBody, type ArticleBlock } from "../../../src/content/articleBody";
import { normalizeText } from "../../../src/lib/writerText";
import { tokens } from "../../../src/theme/tokens";

/**
 * The blocks with each image shown from the desk's copy of its file: an upload not yet saved
 * has no URL on the site.
 */
export const withAssetUrls = (blocks: readonly ArticleBlock[], assetUrl: (src: string) => string) =>
  blocks.map((block) =>
    block.image ? { ...block, image: { ...block.image, src: assetUrl(block.image.src) } } : block,
  );

/**
 * The day an article in the editor goes live, when that is after today in the site's time
 * zone: the build's rules for a date (src/content/fields.ts) and for publication
 * (src/content/publication.ts). Decap's date field gives YYYY-MM-DD text, or a Date for a file
 * whose date YAML read unquoted.
 */
export function scheduledDay(date: unknown, timeZone: string, now = new Date()): string | null {
  const day = isoDate.safeParse(date);
  if (!day.success) return null;
  const scheduled = isScheduled({ draft: false, date: day.data }, todayIn(timeZone, now));
  return scheduled ? displayDate(day.data) : null;
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
