/** @jest-environment node */
import { publishScheduled } from "./publish-scheduled";

const HOOK = "https://api.netlify.com/build_hooks/0123456789abcdef01234567";

/** The function with a mocked `fetch`, answering `status`; what it asked and logged. */
function run(env: Record<string, string | undefined>, status = 200) {
  const fetch = jest.fn(async () => new Response(null, { status }));
  const log = jest.fn();
  return { fetch, log, result: publishScheduled({ env, fetch, log })() };
}

describe("the daily build that publishes scheduled articles", () => {
  it("POSTs to the site's build hook once, naming the deploy", async () => {
    const { fetch, log, result } = run({ BUILD_HOOK_URL: HOOK });
    const response = await result;
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.origin + url.pathname).toBe(HOOK);
    expect(url.searchParams.get("trigger_title")).toMatch(/publish the articles due today/);
    expect(init).toEqual({ method: "POST" });
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
});
