/**
 * Moves the `<style data-emotion>` elements that Emotion's server rendering writes next to each
 * component (66 of them on the home page) into ONE element at the end of the head, in the form
 * Emotion's own critical-CSS extraction (@emotion/server) writes:
 * `<style data-emotion="css <id> <id>...">`.
 *
 * Why: when the page's script starts, Emotion's cache moves every such element into the head,
 * twice, before hydrating; each move re-parses a style sheet and invalidates the styles of the
 * elements it targets. That was about 28 ms of a 4x-throttled phone's main thread on the home
 * page, inside the one long task that evaluates the app bundle. One element moves once.
 * Emotion reads the ids from the attribute, so it knows these rules are already in the page and
 * inserts nothing twice. `data-s` is the mark Emotion gives a style element it has already
 * moved into the head; with it the cache skips its first move and only adopts the element.
 */

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
  const style = `<style data-emotion="css ${[...new Set(ids)].join(" ")}" data-s="">${rules.join("")}</style>`;
  return html.slice(0, headEnd) + style + html.slice(headEnd, bodyStart) + body;
}
