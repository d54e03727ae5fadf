/** @jest-environment node */
import { launchCheck } from "../../../src/content/launchCheck";
import { buildAdmin } from "../desk/buildAdmin";
import { writeFeeds } from "../feed/writeFeeds";
import { QUERIES_DONE } from "../internals";
import { earlyPostBuild, onPreBuild } from "./earlyPostBuild";

// The three steps are tested where they live; here, only when they run and what is kept of them.
jest.mock("../feed/writeFeeds", () => ({ writeFeeds: jest.fn() }));
jest.mock("../desk/buildAdmin", () => ({ buildAdmin: jest.fn() }));
jest.mock("../../../src/content/launchCheck", () => ({ launchCheck: jest.fn() }));

const feeds = jest.mocked(writeFeeds);
const desk = jest.mocked(buildAdmin);
const launch = jest.mocked(launchCheck);

const admin = { script: "cms-1.js", bytes: 1, guessedRepo: false, reused: true };
const toConfirm = [{ file: "content/site.yaml", field: "email", value: "x", why: "example" }];

/**
 * Gatsby's build arguments, its GraphQL answering with `siteConfig` (or `errors`), and its store
 * as `gatsby build` drives it: `dispatch` records an action as the last one and tells the
 * store's listeners, as redux does.
 */
function buildArgs(answer: object = { data: { siteConfig: { name: "Site" } } }) {
  let lastAction: object = { type: "INIT" };
  const listeners = new Set<() => void>();
  const store = {
    getState: () => ({ program: { directory: "/site" }, lastAction }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const args = {
    store,
    cache: {},
    getNodesByType: () => [],
    graphql: jest.fn(async () => answer),
  } as unknown as Parameters<typeof earlyPostBuild>[0];
  const dispatch = async (action: object) => {
    lastAction = action;
    for (const listener of [...listeners]) listener();
    // The steps start on the next turn, once Gatsby's dispatch has returned.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    args,
    queriesDone: () => dispatch({ type: "SET_PROGRAM_STATUS", payload: QUERIES_DONE }),
    dispatch,
  };
}

const preBuild = (args: Parameters<typeof earlyPostBuild>[0]) =>
  onPreBuild?.(args as never, {} as never, () => undefined);

beforeEach(() => {
  jest.clearAllMocks();
  process.env.gatsby_executing_command = "build";
  feeds.mockResolvedValue(12);
  desk.mockResolvedValue(admin);
  launch.mockReturnValue(toConfirm);
});
afterAll(() => delete process.env.gatsby_executing_command);

describe("the post-build steps that read no page", () => {
  it("start once `gatsby build` has run the page queries, and onPostBuild gets their results", async () => {
    const { args, queriesDone, dispatch } = buildArgs();
    await preBuild(args);
    await dispatch({ type: "SET_PROGRAM_STATUS", payload: "BOOTSTRAP_FINISHED" });
    await dispatch({ type: "QUERY_START", payload: QUERIES_DONE });
    expect(feeds).not.toHaveBeenCalled();

    await queriesDone();
    expect(feeds).toHaveBeenCalledTimes(1);

    const results = await earlyPostBuild(args);
    expect(results).toEqual({
      feeds: { value: 12 },
      desk: { value: admin },
      launch: { value: toConfirm },
    });
    expect(desk).toHaveBeenCalledWith("/site", "/site/public/admin/", args.cache);
    expect(launch).toHaveBeenCalledWith("/site");
    expect(feeds).toHaveBeenCalledTimes(1);
  });

  it("run in onPostBuild when the signal never comes", async () => {
    const { args } = buildArgs();
    await preBuild(args);

    const results = await earlyPostBuild(args);
    expect(results.feeds).toEqual({ value: 12 });
    expect(feeds).toHaveBeenCalledTimes(1);
  });

  it("run once, when onPostBuild starts them before the signal's turn is over", async () => {
    const { args, dispatch } = buildArgs();
    await preBuild(args);
    const signal = dispatch({ type: "SET_PROGRAM_STATUS", payload: QUERIES_DONE });
    await earlyPostBuild(args);
    await signal;
    expect(feeds).toHaveBeenCalledTimes(1);
  });

  it("do not start in `gatsby develop`, or after this build's onPostBuild", async () => {
    process.env.gatsby_executing_command = "develop";
    const develop = buildArgs();
    await preBuild(develop.args);
    await develop.queriesDone();
    expect(feeds).not.toHaveBeenCalled();

    process.env.gatsby_executing_command = "build";
    const build = buildArgs();
    await preBuild(build.args);
    await earlyPostBuild(build.args);
    await build.queriesDone();
    expect(feeds).toHaveBeenCalledTimes(1);
  });

  it("keep a failed feed query as what to report, and still make the desk", async () => {
    const errors = [new Error("Cannot query field")];
    const results = await earlyPostBuild(buildArgs({ errors }).args);

    expect(results.feeds).toEqual({
      value: { message: "Could not load the articles for the feeds", errors },
    });
    expect(feeds).not.toHaveBeenCalled();
    expect(results.desk).toEqual({ value: admin });
  });

  it("report a failed query for the articles' text, not the empty feed that follows from it", async () => {
    const errors = [new Error("Cannot query field")];
    const { args } = buildArgs();
    jest
      .mocked(args.graphql)
      .mockResolvedValueOnce({ data: { siteConfig: { name: "Site" } } })
      .mockResolvedValueOnce({ errors });
    feeds.mockImplementation(async ({ blocksOf }) => {
      await blocksOf(["first-guide"]);
      throw new Error("The feed has no text for the article first-guide");
    });

    const results = await earlyPostBuild(args);
    expect(results.feeds).toEqual({
      value: { message: "Could not load the articles' text for the feeds", errors },
    });
  });

  it("keep what a step threw, for onPostBuild to stop the build with", async () => {
    const failure = new Error("The CMS configuration names a field the articles do not have");
    desk.mockRejectedValue(failure);

    const results = await earlyPostBuild(buildArgs().args);
    expect(results.desk).toEqual({ error: failure });
    expect(results.launch).toEqual({ value: toConfirm });
  });
});
