import { type ReactElement, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

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
  // As Gatsby decides: render rather than hydrate when the server sent no markup for this
  // container (client-only routes, `gatsby develop`, its loading indicator's own element).
  const focusWrapper = container.querySelector("#gatsby-focus-wrapper");
  if (!(focusWrapper ?? container).children.length) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  // `gatsby develop` unmounts its loading indicator with the function a renderer returns.
  return () => root?.unmount();
};
