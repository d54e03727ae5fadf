import { useEffect, useState, type RefObject } from "react";

/**
 * The booking page's address as the frame loads it once the page's script runs: with the
 * scheduler's (Calendly's) embed parameters, which make its page report to this one by
 * `postMessage` once it has drawn (its height, what the visitor did).
 */
export function embedUrl(bookingUrl: string, hostname: string): string {
  const url = new URL(bookingUrl);
  url.searchParams.set("embed_domain", hostname);
  url.searchParams.set("embed_type", "Inline");
  return url.toString();
}

/**
 * True once the scheduler's page in `frame` has sent this page a message: the one sign, seen
 * from outside a cross-origin frame, that its calendar has drawn. A blocked request, a network
 * that stops it or an outage shows the browser's own error page in the frame and sends
 * nothing, so this stays false and the fallback stays on top.
 */
export function useSchedulerReady(
  frame: RefObject<HTMLIFrameElement | null>,
  bookingUrl: string,
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const origin = new URL(bookingUrl).origin;
    const onMessage = (event: MessageEvent) => {
      const scheduler = frame.current?.contentWindow;
      if (event.origin === origin && scheduler && event.source === scheduler) setReady(true);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, bookingUrl]);
  return ready;
}
