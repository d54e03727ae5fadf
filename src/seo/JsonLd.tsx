/**
 * One JSON-LD block for a page's `Head`. The JSON is built and escaped at build time
 * (plugins/site/gatsby/createResolvers.ts), so no builder code reaches the browser. Data blocks are
 * never run, so the CSP needs no hash.
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
