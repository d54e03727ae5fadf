// @ts-check
/**
 * Serves the production build (`public/`) the way Netlify does, so browser tests and the
 * benchmark see what visitors will: headers from `public/_headers`, `/about` redirected to
 * `/about/`, `index.html` for directories, gzip, and `404.html` with status 404.
 * It does not lowercase URLs: the site must handle `/ABOUT` itself, as on any plain host.
 *
 * Usage: node scripts/serve.mjs [--port 9000] [--dir public]
 */
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";
import zlib from "node:zlib";
import { contentTypeOf } from "./content-types.mjs";
import { headersFor, parseHeadersFile } from "./netlify-headers.mjs";

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest))|image\/svg/;

/**
 * The body as this server sends it compressed; the benchmark measures sizes with it too.
 * Level 9: Netlify sends Brotli, smaller still; plain gzip -6 would overstate sizes.
 * @param {Buffer} body
 */
export const gzip = (body) => zlib.gzipSync(body, { level: 9 });

/**
 * @param {{ root: string, tls?: { key: string, cert: string } }} options With `tls`, HTTP/2 over
 *   TLS, as Netlify serves the site (HTTP/1.1 still answers a client that asks for it).
 * @returns {http.Server | http2.Http2SecureServer}
 */
export function createStaticServer({ root, tls }) {
  const headersFile = path.join(root, "_headers");
  const rules = fs.existsSync(headersFile)
    ? parseHeadersFile(fs.readFileSync(headersFile, "utf8"))
    : [];

  /** @param {string} urlPath */
  const fileFor = (urlPath) => {
    const full = path.join(root, urlPath);
    if (!full.startsWith(root)) return null;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
    const index = path.join(full, "index.html");
    return urlPath.endsWith("/") && fs.existsSync(index) ? index : null;
  };

  /**
   * Each file's gzipped body, kept while the file is unchanged: the browser tests load the same
   * few bundles thousands of times, and level 9 costs milliseconds a file.
   * @type {Map<string, { mtimeMs: number, size: number, body: Buffer }>}
   */
  const gzipped = new Map();
  /** The file's body gzipped, read and compressed only when it changed. @param {string} file */
  const gzippedFile = (file) => {
    const { mtimeMs, size } = fs.statSync(file);
    const kept = gzipped.get(file);
    if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.body;
    const made = gzip(fs.readFileSync(file));
    gzipped.set(file, { mtimeMs, size, body: made });
    return made;
  };

  /**
   * @param {http.IncomingMessage | http2.Http2ServerRequest} req
   * @param {http.ServerResponse | http2.Http2ServerResponse} res
   */
  const handle = (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = "/";
    }
    // Netlify's "pretty URLs": a directory without its slash is redirected to it.
    if (!pathname.endsWith("/") && fs.existsSync(path.join(root, pathname, "index.html"))) {
      res.writeHead(301, { location: `${url.pathname}/${url.search}` });
      res.end();
      return;
    }
    const found = fileFor(pathname);
    const file = found ?? path.join(root, "404.html");
    const status = found ? 200 : 404;
    const type = contentTypeOf(file);
    /** @type {Record<string, string>} */
    const headers = { "content-type": type, ...headersFor(rules, pathname) };
    const exists = fs.existsSync(file);
    let body;
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"]))) {
      body = exists ? gzippedFile(file) : gzip(Buffer.from("Not found"));
      headers["content-encoding"] = "gzip";
      headers.vary = "Accept-Encoding";
    } else {
      body = exists ? fs.readFileSync(file) : Buffer.from("Not found");
    }
    headers["content-length"] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };
  return tls
    ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handle)
    : http.createServer(handle);
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > -1 ? process.argv[index + 1] : fallback;
  };
  const root = path.resolve(arg("dir", "public"));
  const port = Number(arg("port", process.env.PORT ?? "9000"));
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error(`No build in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  createStaticServer({ root }).listen(port, "127.0.0.1", () => {
    console.log(`Serving ${root} at http://127.0.0.1:${port}/`);
  });
}
