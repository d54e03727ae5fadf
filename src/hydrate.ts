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
 * React 17's legacy `Renderer` type, which no root API since React 18 matches.
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
    root = hydrateRoot(container, element, { onRecoverableError });
  });
  // `gatsby develop` unmounts its loading indicator with the function a renderer returns.
  return () => root?.unmount();
};

/**
 * React's message when a Suspense boundary still waiting to hydrate is updated, as the
 * production build words it (error 421) and as the development build does.
 */
const UPDATED_BEFORE_HYDRATED = /[#=]421\b|received an update before it finished hydrating/;

/**
 * What React does with an error it recovered from: reports it as its default does, except an
 * update that reached a part of the page still hydrating. Hydrating as a transition leaves
 * parts of the page to hydrate later, and Gatsby's router changes the page at default priority:
 * a visitor who follows a link in the top bar before the rest has hydrated makes React render
 * that part afresh instead of hydrating it, showing the same page. That is the design working,
 * not an error, and a quick tap on a slow phone would otherwise log one.
 */
export function onRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (UPDATED_BEFORE_HYDRATED.test(message)) return;
  if (typeof reportError === "function") reportError(error);
  else console.error(error);
}
