import { writeSearchIndex, type SearchIndexInput, type SearchIndexResult } from "./searchIndex";

/**
 * The build's one run of the search index: started by createPages, awaited by onPostBuild.
 *
 * The index needs only the published articles, all known once createPages has made their pages,
 * and Pagefind runs in its own process. Started there, it indexes on the second core while
 * Gatsby extracts queries, bundles and renders on the first, and a writer's rebuild waits for
 * it only when it outlasts them (bench/README.md). Gatsby gives one Node API no way to hand a value to a later one, and a
 * running process cannot go through its cache, so the run is kept here: `gatsby build` calls
 * every Node API in one process, once. docs/architecture.md ("State between Node APIs") lists
 * it with the other two pieces the site's Node APIs share.
 */
let running: Promise<SearchIndexResult> | null = null;

/** Starts indexing `input` into public/pagefind/, in place of any run started before. */
export function startSearchIndex(input: SearchIndexInput): void {
  running = writeSearchIndex(input);
  // Its failure is reported when onPostBuild awaits it, not as an unhandled rejection first.
  running.catch(() => undefined);
}

/**
 * The run started by createPages, once it has finished: how many articles it indexed and the
 * index's size. Throws when no run was started, which a build always does.
 */
export function finishedSearchIndex(): Promise<SearchIndexResult> {
  if (running === null) {
    throw new Error("The search index was never started: createPages starts it in every build.");
  }
  return running;
}
