/**
 * Publishes the articles that fall due: once a day, at the hour netlify.toml sets, Netlify runs
 * this function, which asks Netlify for a new production build through the site's build hook.
 * That build publishes every article whose date has come (src/content/publication.ts); an
 * article dated Monday is live on Monday morning without anyone at a keyboard.
 *
 * The hook's address is a secret (anyone holding it can start builds): it lives in the
 * BUILD_HOOK_URL environment variable set in Netlify's settings, never in the repository.
 * docs/deploying.md, "Scheduled articles", has the owner's setup steps.
 */

/** Where Netlify's build hooks live; the address must be one of them. */
const BUILD_HOOKS = "https://api.netlify.com/build_hooks/";

/** What the function needs from its surroundings: the environment and `fetch`. */
export interface Surroundings {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  log: (message: string) => void;
}

const answer = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { "content-type": "text/plain" } });

/** The scheduled function, with its surroundings given (the tests give their own). */
export function publishScheduled({ env, fetch, log }: Surroundings) {
  return async (): Promise<Response> => {
    const hook = env.BUILD_HOOK_URL?.trim();
    if (!hook || !hook.startsWith(BUILD_HOOKS)) {
      const message = `BUILD_HOOK_URL must be the site's build hook (${BUILD_HOOKS}...); set it in Netlify's environment variables (docs/deploying.md, "Scheduled articles")`;
      log(message);
      return answer(500, message);
    }
    const url = new URL(hook);
    // The deploy's title in Netlify's list of deploys.
    url.searchParams.set("trigger_title", "Daily build: publish the articles due today");
    const response = await fetch(url, { method: "POST" });
    if (!response.ok) {
      const message = `The build hook answered ${response.status}: no build was started`;
      log(message);
      return answer(502, message);
    }
    log("Asked Netlify for a build: articles due today will be published.");
    return answer(200, "Build requested");
  };
}

export default publishScheduled({
  env: process.env,
  fetch: (...args) => fetch(...args),
  log: (message) => console.log(message),
});
