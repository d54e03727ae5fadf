import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
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

/** The desk's configuration file beside its page, which Sveltia CMS reads through the link. */
export const CONFIG_FILE = "config.json";

/**
 * The page Sveltia mounts into; `noindex` keeps it out of search results. The bundle is an ES
 * module: Sveltia finds its fonts, image encoders and map icon beside it through
 * `import.meta.url`, which only a module has.
 */
export const adminHtml = (script: string, siteName: string) => `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" type="application/json" href="${ADMIN_PATH}${CONFIG_FILE}" />
    <title>Writing desk | ${siteName.replace(/[<&"]/g, "")}</title>
  </head>
  <body>
    <script type="module" src="${ADMIN_PATH}${script}"></script>
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

/** The folder of Sveltia's npm build: its module, and the assets it loads beside itself. */
const sveltiaBuild = (root: string) =>
  path.dirname(createRequire(path.join(root, "package.json")).resolve("@sveltia/cms"));

/** Fontsource's CDN, where Sveltia's stylesheet declares its three UI faces. */
const FONT_CDN =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;

/**
 * Sveltia's npm build registers its three faces from the files it ships (the CSS Font Loading
 * API, with `import.meta.url`), but its stylesheet still declares the same faces on
 * Fontsource's CDN, and Chromium fetches those first: with the desk's `font-src 'self'` each is
 * a CSP violation, and behind a network that blocks the CDN, icons wait on it. Each CDN address
 * becomes the file the package ships (`assets/<package>-<subset>-<hash>.woff2`). The build
 * stops if the stylesheet names a face the package does not ship, or names none at all (a
 * release that moved its fonts: docs/UPGRADING.md, "Other packages").
 */
export function selfHostedFonts(code: string, shipped: readonly string[]) {
  let replaced = 0;
  const rewritten = code.replace(FONT_CDN, (url, family: string, subset: string) => {
    const file = shipped.find((name) => name.startsWith(`${family}-${subset}-`));
    if (!file)
      throw new Error(`Sveltia CMS declares ${url}, but ships no ${family}-${subset} file`);
    replaced += 1;
    return `${ADMIN_PATH}assets/${file}`;
  });
  if (replaced === 0) {
    throw new Error(
      "Sveltia CMS's stylesheet no longer names its fonts on Fontsource's CDN: check that the desk still loads none from elsewhere (docs/UPGRADING.md)",
    );
  }
  return rewritten;
}

const localFonts = (assets: string): esbuild.Plugin => ({
  name: "sveltia-self-hosted-fonts",
  setup(builder) {
    const shipped = fs.readdirSync(assets).filter((file) => file.endsWith(".woff2"));
    builder.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => ({
      contents: selfHostedFonts(fs.readFileSync(args.path, "utf8"), shipped),
      loader: "js",
    }));
  },
});

/**
 * Every `new URL("<file>", import.meta.url)` in the bundle names a file beside it: esbuild
 * leaves such references as they are, so the assets must sit where each output file looks.
 */
export function missingAssets(outDir: string): string[] {
  return filesUnder(outDir)
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) =>
      [
        ...fs
          .readFileSync(file, "utf8")
          .matchAll(/new URL\(["`]([^"`$]+)["`],\s*import\.meta\.url\)/g),
      ]
        .map((match) => path.resolve(path.dirname(file), match[1]))
        .filter((asset) => !fs.existsSync(asset))
        .map((asset) => `${path.relative(outDir, file)} -> ${path.relative(outDir, asset)}`),
    );
}

/**
 * Sveltia's assets beside the bundle, as its package has them, without source maps: the site
 * publishes none (plugins/site/hosting/buildArtifacts.ts), nor a comment pointing at one.
 */
function copyAssets(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    if (name.endsWith(".map")) continue;
    const source = path.join(from, name);
    if (name.endsWith(".js")) {
      const code = fs
        .readFileSync(source, "utf8")
        .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n");
      fs.writeFileSync(path.join(to, name), code);
    } else {
      fs.copyFileSync(source, path.join(to, name));
    }
  }
}

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
  const assets = path.join(sveltiaBuild(root), "assets");
  // Loaded only when the desk is bundled, not on every build that keeps it.
  const { build } = loadWhenMaking<typeof esbuild>("esbuild");
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "plugins/site/desk/admin.tsx")],
    bundle: true,
    minify: true,
    // A module, for `import.meta.url`; split, so each of the code editor's 300 languages is a
    // file fetched only when a writer needs it.
    format: "esm",
    splitting: true,
    target: "es2022",
    platform: "browser",
    outdir: outDir,
    entryNames: "cms-[hash]",
    // One folder down, as in Sveltia's own package: its chunks find `../assets/`.
    chunkNames: "chunks/[hash]",
    assetNames: "[name]-[hash]",
    publicPath: ADMIN_PATH,
    loader: { ".woff2": "file" },
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // The preview's one copy of React, its own root apart from Sveltia's (./previewTemplate.ts).
    alias: { react: path.join(modules, "react"), "react-dom": path.join(modules, "react-dom") },
    define: {
      "process.env.NODE_ENV": '"production"',
      global: "window",
      // The preview marks a scheduled article as the site does: by today in the site's zone.
      __SITE_TIME_ZONE__: JSON.stringify(site.timeZone),
    },
    plugins: [gatsbyTag, localFonts(assets)],
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  copyAssets(assets, path.join(outDir, "assets"));
  const missing = missingAssets(outDir);
  if (missing.length > 0) {
    throw new Error(
      `The desk's bundle looks for files that are not beside it: ${missing.join(", ")}`,
    );
  }
  // The entry's own output; every chunk it imports is an entry point of esbuild's too.
  const script = Object.entries(result.metafile.outputs)
    .filter(([, output]) => output.entryPoint?.endsWith("admin.tsx"))
    .map(([file]) => path.basename(file))
    .find((file) => file.endsWith(".js"));
  if (!script) throw new Error("The CMS bundle was not written");
  fs.writeFileSync(path.join(outDir, CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, "index.html"), adminHtml(script, site.name));
  return { script, bytes: fs.statSync(path.join(outDir, script)).size };
}
