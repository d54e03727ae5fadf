/**
 * Moves the `<style data-emotion>` elements Emotion's server rendering writes beside each
 * component (some inside lists, where HTML allows no style element) into one at the end of the
 * head, in the form @emotion/server writes: `<style data-emotion="css <id> <id>...">`. Emotion's
 * cache reads the ids from it when the page's script starts, so it inserts nothing twice.
 */

export class PageStylesError extends Error {}

const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g;

/** The page with its Emotion styles gathered into the head; unchanged when it has none. */
export function hoistEmotionStyles(html: string): string {
  const bodyStart = html.indexOf("<body");
  const headEnd = html.indexOf("</head>");
  if (bodyStart < 0 || headEnd < 0 || headEnd > bodyStart) return html;
  const ids: string[] = [];
  const rules: string[] = [];
  const body = html.slice(bodyStart).replace(EMOTION_STYLE, (_, names: string, css: string) => {
    ids.push(...names.split(" "));
    rules.push(css);
    return "";
  });
  if (ids.length === 0) return html;
  const style = `<style data-emotion="css ${[...new Set(ids)].join(" ")}">${rules.join("")}</style>`;
  return html.slice(0, headEnd) + style + html.slice(headEnd, bodyStart) + body;
}

/** Stops the build when a page's body still has Emotion styles: their form changed. */
export function checkStylesHoisted(pages: readonly { file: string; html: string }[]): void {
  const left = pages.find(({ html }) => {
    const body = html.indexOf("<body");
    return body >= 0 && html.slice(body).includes("<style data-emotion");
  });
  if (left) {
    throw new PageStylesError(
      `${left.file}: Emotion's server-rendered styles were not gathered into the head: Emotion's ` +
        "output changed shape. Update plugins/site/hosting/pageStyles.ts to match it.",
    );
  }
}
