// Types of ./direct-run.mjs, for plugins/site/gatsby/onPreInit.ts, which runs it.
export function directRunProblem(
  command: "build" | "develop",
  env: NodeJS.ProcessEnv,
  dir: string,
): string | null;
