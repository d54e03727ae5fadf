/** @jest-environment node */
import { HOOK_TIMEOUT_MS, publishScheduled } from "./functions/publish-scheduled";

/*
 * This test lives outside netlify/functions on purpose: Netlify deploys every file in that
 * folder as a function of its own.
 */

const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef01234567";

/** The function with a mocked `fetch`, answering `status`; what it asked and logged. */
function run(env: Record<string, string | undefined>, status = 200) {
  const fetch = jest.fn(async () => new Response(null, { status }));
  const log = jest.fn();
  return { fetch, log, result: publishScheduled({ env, fetch, log })() };
}

/** A `fetch` that never answers: it settles only when the request is aborted, as fetch does. */
const hangingFetch = () =>
  jest.fn(
    (_url: URL | RequestInfo, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );

describe("the daily build that publishes scheduled articles", () => {
  it("POSTs to the site's build hook once, naming the deploy", async () => {
    const { fetch, log, result } = run({ BUILD_HOOK_URL: HOOK });
    const response = await result;
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.origin + url.pathname).toBe(HOOK);
    expect(url.searchParams.get("trigger_title")).toMatch(/publish the articles due today/);
    expect(init).toMatchObject({ method: "POST" });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/Asked Netlify for a build/));
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not a Netlify build hook", "https://evil.example/build_hooks/123"],
    ["plain http", "http://api.netlify.com/build_hooks/123"],
  ])("starts nothing when BUILD_HOOK_URL is %s, and says how to set it", async (_case, hook) => {
    const { fetch, log, result } = run({ BUILD_HOOK_URL: hook });
    const response = await result;
    expect(response.status).toBe(500);
    expect(fetch).not.toHaveBeenCalled();
    expect(await response.text()).toMatch(/set it in Netlify's environment variables/);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("reports a hook Netlify refuses, so the function's log shows it", async () => {
    const { log, result } = run({ BUILD_HOOK_URL: HOOK }, 404);
    const response = await result;
    expect(response.status).toBe(502);
    expect(log).toHaveBeenCalledWith("The build hook answered 404: no build was started");
  });

  it("answers 502 with the reason when the hook cannot be reached, instead of throwing", async () => {
    const unreachable = Object.assign(new TypeError("fetch failed"), {
      cause: Object.assign(new Error("getaddrinfo ENOTFOUND api.netlify.com"), {
        code: "ENOTFOUND",
      }),
    });
    const fetch = jest.fn(async () => {
      throw unreachable;
    });
    const log = jest.fn();
    const response = await publishScheduled({ env: { BUILD_HOOK_URL: HOOK }, fetch, log })();
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).toMatch(/could not reach the build hook/i);
    expect(text).toMatch(/ENOTFOUND/);
    expect(log).toHaveBeenCalledWith(text.trim());
    // The hook's address is a secret: it never reaches the log.
    expect(text).not.toContain("0123456789abcdef");
  });

  it("gives up on a hook that does not answer in time, answering 504", async () => {
    const fetch = hangingFetch();
    const log = jest.fn();
    const response = await publishScheduled({
      env: { BUILD_HOOK_URL: HOOK },
      fetch,
      log,
      timeoutMs: 50,
    })();
    expect(response.status).toBe(504);
    const text = await response.text();
    expect(text).toMatch(/did not answer within/);
    expect(log).toHaveBeenCalledWith(text.trim());
  }, 2000);

  it("waits 10 seconds for the hook in production", async () => {
    expect(HOOK_TIMEOUT_MS).toBe(10_000);
    const timeout = jest.spyOn(AbortSignal, "timeout");
    try {
      const { fetch, result } = run({ BUILD_HOOK_URL: HOOK });
      await result;
      expect(timeout).toHaveBeenCalledWith(10_000);
      const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
      expect(init.signal).toBe(timeout.mock.results[0].value);
    } finally {
      timeout.mockRestore();
    }
  });
});
