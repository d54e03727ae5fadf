import { type ReactElement, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Hydrates the page as a transition, the way Next.js does. Gatsby's default `hydrateRoot` call
 * runs at default priority, which React does in one uninterrupted task: 261 ms on the home page
 * under Lighthouse's 4x mobile CPU slowdown, during which a tap waits. As a transition React
 * yields to the browser every few milliseconds (the Suspense boundaries in Layout and Section
 * split its commits too), and a tap on a part not yet hydrated hydrates that part first.
 *
 * Typed here rather than as GatsbyBrowser["replaceHydrateFunction"]: Gatsby declares it with
 * React 17's legacy `Renderer` type, which no React 18 root API matches.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  // Gatsby renders rather than hydrates when the server sent an empty page (client-only routes).
  if (!document.getElementById("gatsby-focus-wrapper")?.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
