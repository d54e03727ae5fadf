import { once } from "node:events";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { registerLocalFs, registerLocalGit, type DecapApp } from "decap-server/dist/middlewares";
import { deskAction } from "./actions";
import { branchExists, changesOutsideDesk, checkoutProblem } from "./git";
import { DESK_FOLDER, requestProblem } from "./paths";
import { noDraft, workflowCheck, type Refusal } from "./workflow";

/**
 * `npm run cms`: decap-server's backend has no sign-in, so only the desk's pages on this computer
 * may use it (loopback addresses, `Host` and `Origin`), for files in DESK_FOLDER (./paths) and,
 * in git mode, on the desk's branch and drafts (./git, ./workflow).
 */

type Next = (error?: unknown) => void;
type DeskRequest = IncomingMessage & { body?: unknown };
type Handler = (req: DeskRequest, res: ServerResponse, next: Next) => void;
type ErrorHandler = (error: unknown, req: DeskRequest, res: ServerResponse, next: Next) => void;
interface Express {
  (): DecapApp & http.RequestListener;
  json(options: { limit: string }): Handler;
}

// decap-server's own Express (not the site's dependency), so the app is the one it expects.
const express = createRequire(require.resolve("decap-server"))("express") as Express;

/** The names of this computer a request may be addressed to. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];
/** The addresses the server listens on; IPv6's is skipped where the machine has none. */
export const LOOPBACK_ADDRESSES = ["127.0.0.1", "::1"];

/** Whether a `Host` header names this computer, at the server's own port. */
export const isLoopbackHost = (host: string | undefined, port: number) =>
  LOOPBACK_NAMES.some((name) => host?.toLowerCase() === `${name}:${port}`);

/** A reason the desk's server cannot start, in words for the writer. */
export class DeskSetupError extends Error {}

const loopbackOrigins = (port: number) => LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);

/** Where `npm start` (gatsby develop) serves the desk: the pages allowed without DESK_ORIGINS. */
export const DEVELOP_ORIGINS = loopbackOrigins(8000);

/** The pages that may call the server: DESK_ORIGINS (http(s) origins), else DEVELOP_ORIGINS. */
export function deskOriginsSetting(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return [...DEVELOP_ORIGINS];
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (url && /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`) return url.origin;
    throw new DeskSetupError(
      `DESK_ORIGINS: "${entry}" is not an origin. Write each as http://localhost:8000 (scheme, name and port only), separated by commas.`,
    );
  });
}

/** A refusal as JSON, which the desk shows the writer, and a line in the terminal. */
function refuse(req: DeskRequest, res: ServerResponse, { status, error }: Refusal) {
  console.warn(`Refused ${req.method} ${req.url} from ${req.socket.remoteAddress}: ${error}`);
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify({ error }));
}

/** A handler that refuses a request for the reason `rule` finds, else passes it on. */
const ruled =
  (rule: (body: unknown) => Refusal | null | Promise<Refusal | null>): Handler =>
  (req, res, next) => {
    Promise.resolve()
      .then(() => rule(req.body))
      .then((refusal) => (refusal ? refuse(req, res, refusal) : next()), next);
  };

/** Why git mode refuses: another branch, a commit while code waits, or a draft not the desk's. */
async function gitRefusal(root: string, branch: string, body: unknown): Promise<Refusal | null> {
  const { action, params } = deskAction(body);
  if (params.branch !== undefined && params.branch !== branch) {
    const error = `The desk works on branch ${branch}, not ${String(params.branch)}.`;
    return { status: 403, error };
  }
  const changed = action?.commits ? await changesOutsideDesk(root) : [];
  if (changed.length > 0) {
    const error = `Save your own changes outside ${DESK_FOLDER}/ first (git commit or git stash): the desk's save would commit them too. Changed: ${changed.join(", ")}.`;
    return { status: 409, error };
  }
  const check = workflowCheck(body);
  if (check.refusal) return check.refusal;
  if (check.draft !== null && !(await branchExists(root, check.draft))) return noDraft(check.draft);
  return null;
}

export interface DeskOptions {
  root: string;
  mode: "fs" | "git";
  /** The desk's branch (its configuration's `backend.branch`). */
  branch: string;
  /** 0 picks a free port. */
  port: number;
  /** winston's level for decap-server's own messages. */
  logLevel?: string;
  /** The origins of the pages the desk is served from (DESK_ORIGINS); DEVELOP_ORIGINS if none. */
  origins?: readonly string[];
}

async function deskApp(
  { root, mode, branch, logLevel = "warn", origins = DEVELOP_ORIGINS }: DeskOptions,
  port: () => number,
) {
  const thisComputerOnly: Handler = (req, res, next) => {
    const { host, origin } = req.headers;
    if (!isLoopbackHost(host, port())) {
      const error = "The desk's local server only answers localhost on this computer.";
      return refuse(req, res, { status: 403, error });
    }
    // No `Origin` is not a web page (a script), which the `Host` rule keeps to this computer.
    if (origin === undefined) return next();
    if (![...origins, ...loopbackOrigins(port())].includes(origin)) {
      const error = `The desk's local server only answers the desk's pages at ${origins.join(", ")}, not a page at ${origin}. If the desk is served elsewhere, set DESK_ORIGINS.`;
      return refuse(req, res, { status: 403, error });
    }
    // Our CORS rule, preflight included, so decap's own (any localhost port) never decides.
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    if (req.method !== "OPTIONS") return next();
    res.setHeader("Access-Control-Allow-Methods", "POST");
    const asked = req.headers["access-control-request-headers"];
    res.setHeader("Access-Control-Allow-Headers", asked ?? "Content-Type");
    res.statusCode = 204;
    res.end();
  };
  const contentOnly = ruled((body) => {
    const problem = requestProblem(root, body);
    const error = `The desk only changes files in ${DESK_FOLDER}/: ${problem}.`;
    return problem ? { status: 403, error } : null;
  });
  const gitOnly = ruled((body) => gitRefusal(root, branch, body));
  const notFound: Handler = (req, res) =>
    refuse(req, res, { status: 404, error: "The desk's local server answers POST /api/v1." });
  // Express would answer a malformed body with an HTML page holding a stack trace.
  const jsonErrors: ErrorHandler = (error, req, res, _next) => {
    const { status = 500, type } = error as { status?: number; type?: string };
    if (status >= 500) console.error(error);
    const message =
      type === "entity.parse.failed"
        ? "The request is not valid JSON."
        : type === "entity.too.large"
          ? "The request is larger than 50 MB."
          : "The desk's local server could not do that: its terminal says why.";
    refuse(req, res, { status: status >= 400 && status < 500 ? status : 500, error: message });
  };

  const app = express();
  app.use(thisComputerOnly);
  // Parsed here so the paths can be checked; decap's own parser then skips a parsed body.
  app.use(express.json({ limit: "50mb" }));
  app.post("/api/v1", contentOnly);
  if (mode === "git") app.post("/api/v1", gitOnly);
  // decap-server reads its folder from the environment only, and ORIGIN would replace our CORS.
  process.env.GIT_REPO_DIRECTORY = root;
  delete process.env.ORIGIN;
  await (mode === "git" ? registerLocalGit : registerLocalFs)(app, { logLevel });
  app.use(notFound);
  app.use(jsonErrors);
  return app;
}

export interface DeskServer {
  port: number;
  addresses: AddressInfo[];
  close(): Promise<void>;
}

/** `server` closed, its open connections too (a second close resolves as well). */
const closed = (server: http.Server) =>
  new Promise((resolve) => server.close(resolve).closeAllConnections());

/** Starts the desk's server on the loopback addresses: see the top of this file. */
export async function startDeskServer(options: DeskOptions): Promise<DeskServer> {
  if (options.mode === "git") {
    const problem = await checkoutProblem(options.root, options.branch);
    if (problem) throw new DeskSetupError(problem);
  }
  let port = options.port;
  const app = await deskApp(options, () => port);
  const servers: http.Server[] = [];
  for (const address of LOOPBACK_ADDRESSES) {
    const server = http.createServer(app);
    try {
      await once(server.listen(port, address), "listening");
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      // No IPv6 on this machine: 127.0.0.1 alone is this computer.
      if (servers.length > 0 && (code === "EADDRNOTAVAIL" || code === "EAFNOSUPPORT")) continue;
      servers.forEach((listening) => listening.close());
      throw error;
    }
    servers.push(server);
    port = (server.address() as AddressInfo).port;
  }
  return {
    port,
    addresses: servers.map((server) => server.address() as AddressInfo),
    close: async () => {
      await Promise.all(servers.map(closed));
    },
  };
}
