/**
 * The part of decap-server's API the desk's server uses: its two backends, each registered on
 * an Express app (`dist/middlewares.js`, which ships no types). Each adds Decap's logging,
 * CORS rule and JSON parser, then its `POST /api/v1` handlers. The folder they serve is read
 * from GIT_REPO_DIRECTORY (else the working directory).
 */
declare module "decap-server/dist/middlewares" {
  export interface DecapOptions {
    /** winston's level: "error", "warn", "info", "debug". */
    logLevel?: string;
  }
  /** Any Express application: decap-server only calls `use` and `post` on it. */
  export interface DecapApp {
    use(...handlers: unknown[]): unknown;
    post(path: string, ...handlers: unknown[]): unknown;
  }
  /** Files are written into the folder as they are, nothing is committed ("fs" mode). */
  export function registerLocalFs(app: DecapApp, options?: DecapOptions): Promise<void>;
  /** Every save is a commit; drafts of the editorial workflow are `cms/…` branches ("git" mode). */
  export function registerLocalGit(app: DecapApp, options?: DecapOptions): Promise<void>;
}
