import type { MouseEvent } from "react";

/**
 * A plain left click, which a link that opens in place may take over; a click with a modifier
 * (new tab, new window, download) keeps its browser meaning.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
