// @ts-check
/**
 * `npm start`, `npm run build`: Gatsby, started from a cache that was made by the same build
 * code, packages and command (./build-fingerprint.mjs says why and how).
 *
 * Usage: node scripts/gatsby.mjs <develop|build> [gatsby's own options]
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { buildFingerprint, CLEARED_MESSAGE, prepareCache } from "./build-fingerprint.mjs";

const [command, ...options] = process.argv.slice(2);
if (command !== "develop" && command !== "build") {
  console.error("Usage: node scripts/gatsby.mjs <develop|build> [gatsby's options]");
  process.exit(2);
}
const cwd = process.cwd();
const fingerprint = buildFingerprint(cwd, command);
if (prepareCache(cwd, fingerprint)) console.log(CLEARED_MESSAGE);
const gatsby = spawn(path.join(cwd, "node_modules", ".bin", "gatsby"), [command, ...options], {
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", SITE_FINGERPRINT: fingerprint },
});
// Ctrl+C in the terminal reaches Gatsby too (the same process group); a signal sent to this
// process alone (a test stopping the server) is passed on.
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => gatsby.kill(signal));
}
gatsby.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
