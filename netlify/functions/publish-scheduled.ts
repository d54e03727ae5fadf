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

/**
 * How long the hook may take to answer. Netlify queues the build and answers at once; a
 * function left waiting would be stopped by Netlify at its own limit, without a word in its log.
 */
export const HOOK_TIMEOUT_MS = 10_000;

/** What the function needs from its surroundings: the environment and `fetch`. */
export interface Surroundings {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  log: (message: string) => void;
  /** How long to wait for the hook: {@link HOOK_TIMEOUT_MS} unless a test waits less. */
  timeoutMs?: number;
}

const answer = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { "content-type": "text/plain" } });

/**
 * Why `fetch` failed, in a few words: Node's "fetch failed" keeps the network's reason (a
 * refused connection, an unknown host) in its cause. Never the hook's address, a secret.
 */
function reason(error: unknown): string {
  // Read by shape, not `instanceof`: an error from another realm (a test's) is no `Error` here.
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: unknown };
  if (typeof message !== "string") return String(error);
  const { code, message: detail } = (cause ?? {}) as { code?: unknown; message?: unknown };
  const why = [code, detail].find((part): part is string => typeof part === "string" && !!part);
  return why && !message.includes(why) ? `${message}: ${why}` : message;
}

/** The scheduled function, with its surroundings given (the tests give their own). */
export function publishScheduled({ env, fetch, log, timeoutMs = HOOK_TIMEOUT_MS }: Surroundings) {
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
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, { method: "POST", signal });
    } catch (error) {
      // Said in the log, as a missing build is otherwise only noticed when an article is late.
      // The request may have reached Netlify before the wait ended: say so, not "no build".
      const [status, message] = signal.aborted
        ? [
            504,
            `The build hook did not answer within ${timeoutMs / 1000} seconds: a build may or may not have started (see the list of deploys)`,
          ]
        : [502, `Could not reach the build hook (${reason(error)}): no build was started`];
      log(message);
      return answer(status, message);
    }
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
