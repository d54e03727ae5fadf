import { writeSearchIndex, type SearchIndexInput } from "./searchIndex";

/**
 * The build's one run of the search index: started by createPages, so that Pagefind indexes on
 * the second core while Gatsby works, and awaited by onPostBuild. A running process cannot go
 * through Gatsby's cache, so it is kept here (docs/architecture.md, "State between Node APIs").
 */
let running: ReturnType<typeof writeSearchIndex> | null = null;

/** Starts indexing `input` into public/pagefind/, in place of any run started before. */
export function startSearchIndex(input: SearchIndexInput): void {
  running = writeSearchIndex(input);
  // Its failure is reported when onPostBuild awaits it, not as an unhandled rejection first.
  running.catch(() => undefined);
}

/** The run started by createPages, once it has finished. */
export function finishedSearchIndex(): ReturnType<typeof writeSearchIndex> {
  if (running === null) {
    throw new Error("The search index was never started: createPages starts it in every build.");
  }
  return running;
}
