// @ts-check
/**
 * A CPU profile of Gatsby's main process, for `npm run bench:scale -- --profile`. Loaded into
 * every Node process of a build through NODE_OPTIONS (`--import=<this file>`, see
 * {@link profilingEnv}): Node 20 refuses `--cpu-prof` in NODE_OPTIONS, and scripts/gatsby.mjs
 * starts Gatsby as a new program, so a flag given to the first process never reaches it. In
 * the one process that runs Gatsby's command line (`node_modules/.bin/gatsby build`: the main
 * process, where the Node APIs' createPages, onPostBuild... run; the workers and the wrapper
 * are left alone), it starts V8's sampling profiler through the inspector, and when the process
 * exits it writes the profile, the same JSON as `node --cpu-prof` writes, to
 * `$BENCH_CPU_PROFILE_DIR/gatsby-<pid>.cpuprofile`. Without that variable it does nothing.
 */
import fs from "node:fs";
import inspector from "node:inspector";
import path from "node:path";

/** The variable naming the folder the profile goes to. */
export const PROFILE_DIR_VARIABLE = "BENCH_CPU_PROFILE_DIR";
/** Microseconds between samples: `node --cpu-prof`'s default. */
export const SAMPLING_INTERVAL_US = 1000;

/**
 * True for the process running Gatsby's command line: its script is node_modules/.bin/gatsby
 * (a link to gatsby/cli.js), or the file itself.
 * @param {string[]} argv the process's argv
 */
export function isGatsbyCli(argv) {
  const script = argv[1];
  if (!script) return false;
  let real = script;
  try {
    real = fs.realpathSync(script);
  } catch {
    // Not a file: compared as given.
  }
  return real.split(path.sep).slice(-3).join("/") === "node_modules/gatsby/cli.js";
}

/**
 * The environment that profiles Gatsby's main process into `dir`: `env` with this file added to
 * NODE_OPTIONS.
 * @param {Record<string, string | undefined>} env
 * @param {string} dir
 */
export function profilingEnv(env, dir) {
  const preload = `--import=${import.meta.url}`;
  return {
    ...env,
    NODE_OPTIONS: [env.NODE_OPTIONS, preload].filter(Boolean).join(" "),
    [PROFILE_DIR_VARIABLE]: dir,
  };
}

const dir = process.env[PROFILE_DIR_VARIABLE];
if (dir && isGatsbyCli(process.argv)) {
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
  session.post("Profiler.start");
  // An inspector session of the process's own thread answers at once, so the profile is
  // written before the process ends, process.exit() included.
  process.on("exit", () => {
    session.post("Profiler.stop", (error, result) => {
      if (error) {
        console.error(`cpu-profile: ${error.message}`);
        return;
      }
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `gatsby-${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  });
}
