// npm run cms: decap-server's own variables (PORT, MODE, ...), CMS_BRANCH and DESK_ORIGINS.
import path from "node:path";
import { DESK_SERVER_PORT } from "../../../src/lib/routes";
import { deskBranch } from "./buildAdmin";
import { DeskSetupError, deskOriginsSetting, startDeskServer } from "./server";

const port = Number(process.env.PORT ?? DESK_SERVER_PORT);
const mode = process.env.MODE ?? "git";
const root = path.resolve(process.env.GIT_REPO_DIRECTORY || process.cwd());
const branch = deskBranch();

const saves = {
  git: `Each new or changed entry is a draft on its own branch of this folder's git repository
  (cms/articles/<its name>). Set it "In review", then "Ready"; Publish merges it into
  ${branch}. Nothing is pushed: push ${branch} to GitHub to put it on the live site.`,
  fs: `Each save writes its file straight into content/ here; nothing is committed for you.`,
};

async function main() {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new DeskSetupError(`PORT must be a port number.`);
  }
  if (mode !== "fs" && mode !== "git") {
    throw new DeskSetupError(`MODE must be "git" or "fs", not "${mode}".`);
  }
  if (process.env.BIND_HOST) {
    console.warn("BIND_HOST is ignored: the desk's server only listens on this computer.");
  }
  if (process.env.ORIGIN) {
    console.warn("ORIGIN is ignored: set DESK_ORIGINS to where the desk's pages are served.");
  }
  const origins = deskOriginsSetting(process.env.DESK_ORIGINS);
  const logLevel = process.env.LOG_LEVEL;
  const server = await startDeskServer({ root, port, mode, branch, origins, logLevel });
  const where = server.addresses.map(({ address }) =>
    address.includes(":") ? `[${address}]` : address,
  );
  const served = process.env.DESK_ORIGINS ? "where you serve it" : 'with "npm start" running';
  console.log(`The writing desk's local server is running for ${root}.
  Open ${origins[0]}/admin/ (${served}) and click Login.
  ${saves[mode]}

  Only this computer can use it. It listens on ${where.join(" and ")}, port ${server.port},
  not on your network, so other machines on the same Wi-Fi cannot reach it, and it only
  answers the desk's pages at ${origins.join(", ")}
  (DESK_ORIGINS, comma-separated, when the desk is served elsewhere): no other web page,
  not even one another program serves on this computer, can use it.
  It only changes files in content/ (articles, images, site settings). A request to change
  anything else, such as the site's code, package.json or git's files, is refused.

Stop it with Ctrl+C.`);
  // decap-server starts an entry's moves without awaiting them: a failed one must not stop us.
  process.on("unhandledRejection", (error) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`decap-server could not finish moving an entry's files: ${reason}`);
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: NodeJS.ErrnoException) => {
  console.error(
    error instanceof DeskSetupError
      ? error.message
      : error.code === "EADDRINUSE"
        ? `Port ${port} is already in use: is "npm run cms" already running in another terminal?`
        : `The desk's server could not start: ${error.message}`,
  );
  process.exit(1);
});
