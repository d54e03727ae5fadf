import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { registerLocalFs, registerLocalGit } from "decap-server/dist/middlewares";
import { branchExists, changesOutsideDesk, checkoutProblem } from "./git";
import { DESK_FOLDERS, requestProblem } from "./paths";
import { deskCollections, noDraft, workflowCheck } from "./workflow";

/**
 * The writing desk's local server (`npm run cms`): decap-server's own backend, which has no
 * sign-in, behind three rules of ours, so only the writer's browser on this computer can use
 * it, and only for the writers' files:
 * - it listens on the loopback addresses only, never on the machine's network addresses;
 * - it answers only requests addressed to a loopback name (`Host`), which turns away a web
 *   page that rebinds its own name to 127.0.0.1, and from a page where the desk is served
 *   (`Origin`: the development server's, or DESK_ORIGINS), so no other program's page on this
 *   computer (any localhost port) can drive it;
 * - every file path of every action, and every file decap-server computes from them (a move
 *   takes the entry's whole folder along), lies in DESK_FOLDERS and in no .git folder (./paths).
 * In git mode (the editorial workflow's drafts as branches), it also keeps decap-server to the
 * desk's branch and its drafts, and commits nothing while code waits uncommitted (./git): a
 * workflow request names a collection of the desk's, an entry name the desk makes, one of
 * Decap's statuses, and a draft branch that exists, so git never reads a request's names as a
 * path or an option, nor writes them into its settings (./workflow).
 */

type Next = (error?: unknown) => void;
interface DeskRequest extends IncomingMessage {
  body?: unknown;
}
interface DeskResponse extends ServerResponse {
  status(code: number): DeskResponse;
  json(body: unknown): DeskResponse;
}
type Handler = (req: DeskRequest, res: DeskResponse, next: Next) => void;
type ErrorHandler = (error: unknown, req: DeskRequest, res: DeskResponse, next: Next) => void;
interface ExpressApp {
  (req: IncomingMessage, res: ServerResponse): void;
  use(...handlers: (Handler | ErrorHandler)[]): void;
  post(path: string, ...handlers: Handler[]): void;
}
interface Express {
  (): ExpressApp;
  json(options: { limit: string }): Handler;
}

// The Express decap-server is built on (its dependency, not the site's), so the app handed to
// it is the one it expects; typed above as far as this file uses it.
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

/**
 * Where `npm start` (gatsby develop, port 8000) serves the desk at /admin/: the pages that may
 * call the desk's server unless DESK_ORIGINS says otherwise.
 */
export const DEVELOP_ORIGINS = LOOPBACK_NAMES.map((name) => `http://${name}:8000`);

/**
 * The origin `text` names, written as a browser sends it in `Origin` (lower case, no default
 * port), or null when it is not an http(s) origin alone (no path, query or user).
 */
export function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username;
    return /^https?:$/.test(url.protocol) && bare && !url.password ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The pages that may call the desk's server, from DESK_ORIGINS (comma-separated origins, such
 * as `http://localhost:9000`): DEVELOP_ORIGINS when it is not set.
 */
export function deskOriginsSetting(value: string | undefined): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return [...DEVELOP_ORIGINS];
  return entries.map((entry) => {
    const origin = originOf(entry);
    if (!origin) {
      throw new DeskSetupError(
        `DESK_ORIGINS: "${entry}" is not an origin. Write each as http://localhost:8000 (scheme, name and port only), separated by commas.`,
      );
    }
    return origin;
  });
}

/**
 * Whether a request's `Origin` is one of `pages` or the server's own address on `port`, exactly
 * as a browser writes it. No `Origin` at all is not a web page (curl, a script), which the
 * `Host` rule already keeps to this computer.
 */
export function isDeskOrigin(origin: string | undefined, pages: readonly string[], port: number) {
  if (origin === undefined) return true;
  const own = LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);
  return [...pages, ...own].includes(origin);
}

/** A refusal as JSON, which the desk shows the writer, and a line in the terminal. */
function refuse(req: DeskRequest, res: DeskResponse, status: number, error: string) {
  console.warn(`Refused ${req.method} ${req.url} from ${req.socket.remoteAddress}: ${error}`);
  res.status(status).json({ error });
}

export type DeskMode = "fs" | "git";

/** The actions decap-server's git mode commits with `git add .`, taking every change along. */
const COMMITTING_ACTIONS = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]);

export interface DeskOptions {
  /** The site's folder: the one content/ lies in. */
  root: string;
  mode: DeskMode;
  /** The branch the desk works on (its configuration's `backend.branch`), in git mode. */
  branch: string;
  /** winston's level for decap-server's own messages. */
  logLevel?: string;
  /** The origins of the pages the desk is served from (DESK_ORIGINS); DEVELOP_ORIGINS if none. */
  origins?: readonly string[];
}

/** decap-server's backend for `root`, behind the rules above, answering on `port`. */
export async function deskApp(
  { root, mode, branch, logLevel = "warn", origins = DEVELOP_ORIGINS }: DeskOptions,
  port: () => number,
) {
  const thisComputerOnly: Handler = (req, res, next) => {
    const { host, origin } = req.headers;
    if (!isLoopbackHost(host, port())) {
      refuse(req, res, 403, "The desk's local server only answers localhost on this computer.");
    } else if (!isDeskOrigin(origin, origins, port())) {
      refuse(
        req,
        res,
        403,
        `The desk's local server only answers the desk's pages at ${origins.join(", ")}, not a page at ${origin}. If the desk is served elsewhere, set DESK_ORIGINS.`,
      );
    } else if (origin === undefined) next();
    else {
      // The CORS rule is this one: the page may read every answer, refusals included. A
      // preflight is answered here, so decap's own rule (any localhost port) never decides.
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Vary", "Origin");
      if (req.method !== "OPTIONS") return next();
      res.setHeader("Access-Control-Allow-Methods", "POST");
      res.setHeader(
        "Access-Control-Allow-Headers",
        req.headers["access-control-request-headers"] ?? "Content-Type",
      );
      res.statusCode = 204;
      res.end();
    }
  };
  const contentOnly: Handler = (req, res, next) => {
    const problem = requestProblem(root, req.body);
    if (problem) {
      const folders = DESK_FOLDERS.map((folder) => `${folder}/`).join(", ");
      refuse(req, res, 403, `The desk only changes files in ${folders}: ${problem}.`);
    } else next();
  };
  const deskBranchOnly: Handler = (req, res, next) => {
    const { action, params } = req.body as { action: string; params?: { branch?: unknown } };
    if (params?.branch !== undefined && params.branch !== branch) {
      refuse(req, res, 403, `The desk works on branch ${branch}, not ${String(params.branch)}.`);
    } else if (!COMMITTING_ACTIONS.has(action)) next();
    else {
      changesOutsideDesk(root).then((changed) => {
        if (changed.length === 0) return next();
        refuse(
          req,
          res,
          409,
          `Save your own changes outside content/ first (git commit or git stash): the desk's save would commit them too. Changed: ${changed.join(", ")}.`,
        );
      }, next);
    }
  };
  // decap-server hands the branch a request names to git unchecked: see ./workflow. The
  // collections are read once, here, so a desk that cannot read them does not start.
  const collections = mode === "git" ? deskCollections() : [];
  const draftsOnly: Handler = (req, res, next) => {
    const check = workflowCheck(req.body, collections);
    if (check.refusal) return refuse(req, res, check.refusal.status, check.refusal.error);
    const { draft } = check;
    if (draft === null) return next();
    branchExists(root, draft).then((exists) => {
      if (exists) return next();
      const { status, error } = noDraft(draft);
      refuse(req, res, status, error);
    }, next);
  };
  const notFound: Handler = (req, res) =>
    refuse(req, res, 404, "The desk's local server answers POST /api/v1.");
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
    refuse(req, res, status >= 400 && status < 500 ? status : 500, message);
  };

  const app = express();
  app.use(thisComputerOnly);
  // Parsed here so the paths can be checked; decap's own parser then sees a parsed body
  // (body-parser skips a request whose `_body` is set) and the same limit.
  app.use(express.json({ limit: "50mb" }));
  app.post("/api/v1", contentOnly);
  if (mode === "git") app.post("/api/v1", deskBranchOnly, draftsOnly);
  // decap-server reads the folder it serves from the environment only, and its CORS rule
  // from ORIGIN, which would overwrite the one above (thisComputerOnly) with its own.
  process.env.GIT_REPO_DIRECTORY = root;
  delete process.env.ORIGIN;
  await (mode === "git" ? registerLocalGit : registerLocalFs)(app, { logLevel });
  app.use(notFound);
  app.use(jsonErrors);
  return app;
}

export interface DeskServerOptions extends DeskOptions {
  /** 0 picks a free port. */
  port: number;
}

export interface DeskServer {
  port: number;
  /** Where it listens, as the operating system reports it. */
  addresses: AddressInfo[];
  close(): Promise<void>;
}

function listen(server: http.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Starts the desk's server on the loopback addresses: see the top of this file. */
export async function startDeskServer(options: DeskServerOptions): Promise<DeskServer> {
  if (options.mode === "git") {
    const problem = await checkoutProblem(options.root, options.branch);
    if (problem) throw new DeskSetupError(problem);
  }
  let port = options.port;
  const app = await deskApp(options, () => port);
  const servers: http.Server[] = [];
  try {
    for (const address of LOOPBACK_ADDRESSES) {
      const server = http.createServer(app);
      try {
        await listen(server, port, address);
      } catch (error) {
        const { code } = error as NodeJS.ErrnoException;
        // No IPv6 on this machine: 127.0.0.1 alone is this computer.
        if (
          address !== LOOPBACK_ADDRESSES[0] &&
          (code === "EADDRNOTAVAIL" || code === "EAFNOSUPPORT")
        ) {
          continue;
        }
        throw error;
      }
      servers.push(server);
      port = (server.address() as AddressInfo).port;
    }
  } catch (error) {
    servers.forEach((server) => server.close());
    throw error;
  }
  return {
    port,
    addresses: servers.map((server) => server.address() as AddressInfo),
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      ).then(() => undefined),
  };
}
