import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "stream";

/**
 * A page's body as Gatsby renders it (`renderToPipeableStream`, written once everything is
 * ready), except that every Suspense boundary stays where it is in the HTML. React 19 moves each
 * boundary that comes after the first 12.8 KB of a page (its `progressiveChunkSize`) into a
 * hidden element at the end, which an inline script (`$RC`) puts back: the Content-Security-Policy
 * allows no such script, and a visitor without JavaScript would see an empty page. The site's
 * boundaries (one per section) are there for selective hydration only (./hydrate.ts), never to
 * stream.
 */
export function renderBody(body: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString("utf8");
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(body, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
      },
    });
  });
}
