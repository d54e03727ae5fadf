import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type * as esbuild from "esbuild";
import { cmsConfig } from "./config";
import { readServices } from "../../../src/content/readContent";
import { readSiteConfig } from "../../../src/content/siteConfig";
import type { SiteConfigFile } from "../../../src/content/schemas";
import { filesUnder, loadWhenMaking, reuseOrMake, type KeyValueCache } from "../keptSteps";
import { ADMIN_PATH } from "../../../src/lib/routes";

/** `owner/name` from a GitHub URL (https or ssh), or null. */
export function githubRepo(url: string | undefined): string | null {
  const match = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "");
  return match ? match[1] : null;
}

export const deskBranch = (env = process.env) => env.CMS_BRANCH || "main";

/** Where the CMS commits in production: CMS_GITHUB_REPO, REPOSITORY_URL (Netlify) or origin. */
export function cmsBackend(root: string, env = process.env) {
  let origin: string | undefined;
  try {
    origin = execFileSync("git", ["remote", "get-url", "origin"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    origin = undefined;
  }
  const repo =
    env.CMS_GITHUB_REPO || githubRepo(env.REPOSITORY_URL) || githubRepo(origin?.trim()) || null;
  return { repo: repo ?? "OWNER/REPO", branch: deskBranch(env), guessed: !repo };
}

/** The page Decap mounts into; `noindex` keeps it out of search results. */
export const adminHtml = (script: string, siteName: string) => `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Writing desk | ${siteName.replace(/[<&"]/g, "")}</title>
  </head>
  <body>
    <script src="${ADMIN_PATH}${script}"></script>
  </body>
</html>
`;

// ArticleBody's GraphQL fragment is read by the Gatsby build only; the desk has no Gatsby.
const gatsbyTag: esbuild.Plugin = {
  name: "gatsby-graphql-tag",
  setup(builder) {
    builder.onResolve({ filter: /^gatsby$/ }, () => ({ path: "gatsby", namespace: "gatsby-tag" }));
    builder.onLoad({ filter: /.*/, namespace: "gatsby-tag" }, () => ({
      contents: "export const graphql = () => undefined;",
      loader: "js",
    }));
  },
};

/** Bundles the desk into `outDir`, apart from Gatsby's, unless the one there is up to date. */
export async function buildAdmin(root: string, outDir: string, cache: KeyValueCache) {
  const site = readSiteConfig(root);
  const backend = cmsBackend(root);
  const config = cmsConfig({
    site,
    serviceTitles: readServices(root).map((service) => service.title),
    backend,
  });
  const { value, reused } = await reuseOrMake({
    cache,
    // Named by folder: `gatsby develop` keeps its own copy in .cache/admin.
    name: `writers-desk ${path.relative(root, outDir)}`,
    inputs: { config, siteName: site.name, timeZone: site.timeZone },
    make: () => bundleAdmin(root, outDir, config, site),
    outputs: () => filesUnder(outDir),
  });
  return { ...value, guessedRepo: backend.guessed, reused };
}

async function bundleAdmin(
  root: string,
  outDir: string,
  config: ReturnType<typeof cmsConfig>,
  site: Pick<SiteConfigFile, "name" | "timeZone">,
) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const modules = path.join(root, "node_modules");
  // Loaded only when the desk is bundled, not on every build that keeps it.
  const { build } = loadWhenMaking<typeof esbuild>("esbuild");
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "plugins/site/desk/admin.tsx")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    platform: "browser",
    outdir: outDir,
    entryNames: "cms-[hash]",
    assetNames: "[name]-[hash]",
    publicPath: ADMIN_PATH,
    loader: { ".woff2": "file" },
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // Decap's bundle takes React as a peer: the site's one copy, shared with the preview.
    alias: { react: path.join(modules, "react"), "react-dom": path.join(modules, "react-dom") },
    define: {
      "process.env.NODE_ENV": '"production"',
      global: "window",
      __CMS_CONFIG__: JSON.stringify(config),
      // The preview marks a scheduled article as the site does: by today in the site's zone.
      __SITE_TIME_ZONE__: JSON.stringify(site.timeZone),
    },
    plugins: [gatsbyTag],
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  const script = Object.keys(result.metafile.outputs)
    .map((file) => path.basename(file))
    .find((file) => file.endsWith(".js"));
  if (!script) throw new Error("The CMS bundle was not written");
  fs.writeFileSync(path.join(outDir, "index.html"), adminHtml(script, site.name));
  return { script, bytes: fs.statSync(path.join(outDir, script)).size };
}
