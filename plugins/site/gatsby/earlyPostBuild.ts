import path from "node:path";
import type { BuildArgs, GatsbyNode } from "gatsby";
import { launchCheck, type LaunchItem } from "../../../src/content/launchCheck";
import type { ArticleContent } from "../../../src/content/article";
import { ADMIN_PATH } from "../../../src/lib/routes";
import { type AdminBuild, buildAdmin } from "../desk/buildAdmin";
import { writeFeeds } from "../feed/writeFeeds";
import { buildState, gatsbyCommand, QUERIES_DONE, statusJustSet } from "../internals";
import { listedArticles } from "./createResolvers";
import {
  feedBlocks,
  feedBodiesQuery,
  feedListQuery,
  type FeedBodiesResult,
  type FeedListResult,
} from "./feedQuery";

/**
 * The part of `onPostBuild` that reads no rendered page: the feeds (../feed), the writers' desk
 * (../desk) and the launch check. In `gatsby build` it starts once the page queries have run
 * and their data is written. Gatsby then restarts its page worker and waits for it: on a
 * 2-core machine, a one-article rebuild spends 1.2 to 1.5 s of "Building static HTML for
 * pages" with the main process idle while the new worker loads Gatsby. These steps fill that
 * wait instead of following it: at 200 articles, feeds 60-70 ms, desk 20-30 ms and launch check
 * 20-30 ms of every rebuild (#22's rebuild budget).
 *
 * Nothing they read changes after the queries: every node, page and listing exists once
 * `createPages` is done. The signal is Gatsby's own status action (../internals, QUERIES_DONE).
 * If it never comes (a Gatsby upgrade changed its build), `onPostBuild` starts the steps itself,
 * as it did before. Failures are kept, not thrown, and reported by `onPostBuild` in the order it
 * always used.
 */

/** What a step ended with: its value, or what it threw. */
export type Settled<T> = { value: T } | { error: unknown };

/** Why the feeds could not be written: what to say, and Gatsby's GraphQL errors. */
export interface FeedQueryFailure {
  message: string;
  /** As Gatsby's `graphql` gives them, for `reporter.panicOnBuild`. */
  errors: Error | Error[] | undefined;
}

export interface EarlyPostBuild {
  /** The number of articles in the feeds, or why the feed query failed. */
  feeds: Settled<number | FeedQueryFailure>;
  desk: Settled<AdminBuild>;
  launch: Settled<LaunchItem[]>;
}

type StepArgs = Pick<BuildArgs, "store" | "cache" | "getNodesByType" | "graphql">;

const settle = async <T>(step: () => Promise<T> | T): Promise<Settled<T>> => {
  try {
    return { value: await step() };
  } catch (error) {
    return { error };
  }
};

async function feeds(root: string, { graphql, getNodesByType }: StepArgs) {
  const list = await graphql<FeedListResult>(feedListQuery);
  if (list.errors || !list.data?.siteConfig) {
    return { message: "Could not load the articles for the feeds", errors: list.errors };
  }
  // Set when the bodies' query fails: the build stops with that, not with what follows from it.
  const failed: { query?: FeedQueryFailure } = {};
  try {
    const entries = await writeFeeds({
      root,
      site: list.data.siteConfig,
      articles: listedArticles<ArticleContent & { id: string }>(getNodesByType),
      blocksOf: async (slugs) => {
        const bodies = await graphql<FeedBodiesResult>(feedBodiesQuery, { slugs });
        if (bodies.errors || !bodies.data) {
          failed.query = {
            message: "Could not load the articles' text for the feeds",
            errors: bodies.errors,
          };
          return new Map();
        }
        return new Map(
          bodies.data.allArticle.nodes.map((node) => [node.slug, feedBlocks(node.blocks)]),
        );
      },
    });
    return failed.query ?? entries;
  } catch (error) {
    if (failed.query) return failed.query;
    throw error;
  }
}

/** The three steps, one after the other: each is short, and all run on the main thread. */
async function run(args: StepArgs): Promise<EarlyPostBuild> {
  const { directory: root } = buildState(args.store);
  const feedsDone = await settle(() => feeds(root, args));
  const desk = await settle(() =>
    buildAdmin(root, path.join(root, "public", ADMIN_PATH), args.cache),
  );
  const launch = await settle(() => launchCheck(root));
  return { feeds: feedsDone, desk, launch };
}

/** The steps started in this build, if the signal came. */
let running: Promise<EarlyPostBuild> | null = null;
/** This build's listener, while it may still start the steps. */
let listening: { stop: () => void } | null = null;

/** Listens, in `gatsby build`, for the page queries to be done, to start the steps then. */
export const onPreBuild: GatsbyNode["onPreBuild"] = (args) => {
  listening?.stop();
  listening = null;
  running = null;
  if (gatsbyCommand() !== "build") return;
  const { store } = args;
  const listener = {
    stop: store.subscribe(() => {
      if (statusJustSet(store) !== QUERIES_DONE) return;
      listener.stop();
      // Once Gatsby's own dispatch has returned; not when onPostBuild has started them since.
      setImmediate(() => {
        if (listening === listener) running = run(args);
        listening = null;
      });
    }),
  };
  listening = listener;
};

/**
 * The steps' results for `onPostBuild`: those started when the queries were done, else (no
 * signal came) started now with `args`.
 */
export function earlyPostBuild(args: StepArgs): Promise<EarlyPostBuild> {
  listening?.stop();
  listening = null;
  const started = running ?? run(args);
  running = null;
  return started;
}
