/**
 * npm run cms: the writing desk's local server (see ./server.ts and the README's writing desk).
 * Reads decap-server's own settings: PORT (8081, where the desk looks), MODE (fs or git) and
 * GIT_REPO_DIRECTORY (the site's folder; the working directory by default).
 */
import path from "node:path";
import { startDeskServer, type DeskMode } from "./server";

const port = Number(process.env.PORT ?? 8081);
const mode = process.env.MODE ?? "fs";
const root = path.resolve(process.env.GIT_REPO_DIRECTORY || process.cwd());

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number.`);
  if (mode !== "fs" && mode !== "git") fail(`MODE must be "fs" or "git", not "${mode}".`);
  if (process.env.BIND_HOST) {
    console.warn("BIND_HOST is ignored: the desk's server only listens on this computer.");
  }
  const server = await startDeskServer({
    root,
    port,
    mode: mode as DeskMode,
    logLevel: process.env.LOG_LEVEL,
  }).catch((error: NodeJS.ErrnoException) =>
    fail(
      error.code === "EADDRINUSE"
        ? `Port ${port} is already in use: is "npm run cms" already running in another terminal?`
        : `The desk's server could not start: ${error.message}`,
    ),
  );
  const where = server.addresses.map(({ address }) =>
    address.includes(":") ? `[${address}]` : address,
  );
  console.log(`The writing desk's local server is running for ${root}.
  Open http://localhost:8000/admin/ (with "npm start" running) and click Login.
  Each save writes its file straight into content/ here; nothing is committed for you.

  Only this computer can use it. It listens on ${where.join(" and ")}, port ${server.port},
  not on your network, so other machines on the same Wi-Fi cannot reach it, and it turns
  away any web page that is not open on this computer.
  It only changes files in content/ (articles, images, site settings). A request to change
  anything else, such as the site's code, package.json or git's files, is refused.

Stop it with Ctrl+C.`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
