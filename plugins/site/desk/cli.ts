/**
 * npm run cms: the writing desk's local server (see ./server.ts and docs/writing.md, "The writing desk at /admin/").
 * Reads decap-server's own settings: PORT (8081, where the desk looks), MODE (git, the default,
 * or fs) and GIT_REPO_DIRECTORY (the site's folder; the working directory by default), and the
 * build's CMS_BRANCH (main by default: plugins/site/desk/buildAdmin.ts), the desk's branch.
 * DESK_ORIGINS: where the desk's pages are served, the only pages it answers (comma-separated
 * origins; `npm start`'s http://localhost:8000, http://127.0.0.1:8000 and http://[::1]:8000 by
 * default), e.g. DESK_ORIGINS=http://localhost:9000 for a build served by `npm run serve`.
 * decap-server's ORIGIN is ignored: DESK_ORIGINS decides.
 */
import path from "node:path";
import { DeskSetupError, deskOriginsSetting, startDeskServer, type DeskMode } from "./server";

const port = Number(process.env.PORT ?? 8081);
const mode = process.env.MODE ?? "git";
const root = path.resolve(process.env.GIT_REPO_DIRECTORY || process.cwd());
const branch = process.env.CMS_BRANCH || "main";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** What the writer's saves do, in each mode. */
const saves = {
  git: `Each new or changed entry is a draft on its own branch of this folder's git repository
  (cms/articles/<its name>). Set it "In review", then "Ready"; Publish merges it into
  ${branch}. Nothing is pushed: push ${branch} to GitHub to put it on the live site.`,
  fs: `Each save writes its file straight into content/ here; nothing is committed for you.`,
};

async function main() {
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number.`);
  if (mode !== "fs" && mode !== "git") fail(`MODE must be "git" or "fs", not "${mode}".`);
  if (process.env.BIND_HOST) {
    console.warn("BIND_HOST is ignored: the desk's server only listens on this computer.");
  }
  if (process.env.ORIGIN) {
    console.warn("ORIGIN is ignored: set DESK_ORIGINS to where the desk's pages are served.");
  }
  let origins: string[] = [];
  try {
    origins = deskOriginsSetting(process.env.DESK_ORIGINS);
  } catch (error) {
    fail((error as Error).message);
  }
  const server = await startDeskServer({
    root,
    port,
    mode: mode as DeskMode,
    branch,
    logLevel: process.env.LOG_LEVEL,
    origins,
  }).catch((error: NodeJS.ErrnoException) =>
    fail(
      error instanceof DeskSetupError
        ? error.message
        : error.code === "EADDRINUSE"
          ? `Port ${port} is already in use: is "npm run cms" already running in another terminal?`
          : `The desk's server could not start: ${error.message}`,
    ),
  );
  const where = server.addresses.map(({ address }) =>
    address.includes(":") ? `[${address}]` : address,
  );
  const served = process.env.DESK_ORIGINS ? "where you serve it" : 'with "npm start" running';
  console.log(`The writing desk's local server is running for ${root}.
  Open ${origins[0]}/admin/ (${served}) and click Login.
  ${saves[mode as DeskMode]}

  Only this computer can use it. It listens on ${where.join(" and ")}, port ${server.port},
  not on your network, so other machines on the same Wi-Fi cannot reach it, and it only
  answers the desk's pages at ${origins.join(", ")}
  (DESK_ORIGINS, comma-separated, when the desk is served elsewhere): no other web page,
  not even one another program serves on this computer, can use it.
  It only changes files in content/ (articles, images, site settings). A request to change
  anything else, such as the site's code, package.json or git's files, is refused.

Stop it with Ctrl+C.`);
  // decap-server starts an entry's moves without waiting for them (persistEntry's
  // `dataFiles.forEach(async …)`), so one that fails, say onto a folder, is a rejection nobody
  // handles, and Node would stop the desk mid-session. Say so and keep serving.
  process.on("unhandledRejection", (error) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`decap-server could not finish moving an entry's files: ${reason}`);
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
