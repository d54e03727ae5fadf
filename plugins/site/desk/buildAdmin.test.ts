/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminHtml, cmsBackend, githubRepo, missingAssets, selfHostedFonts } from "./buildAdmin";

describe("the desk's GitHub repository", () => {
  it.each([
    ["https://github.com/agency/site", "agency/site"],
    ["https://github.com/agency/site.git", "agency/site"],
    ["git@github.com:agency/site.git", "agency/site"],
    ["https://gitlab.com/agency/site", null],
    [undefined, null],
  ])("reads %s as %s", (url, repo) => {
    expect(githubRepo(url)).toBe(repo);
  });

  it("prefers CMS_GITHUB_REPO, then the repository Netlify builds", () => {
    const root = "/nonexistent";
    expect(
      cmsBackend(root, { CMS_GITHUB_REPO: "a/b", REPOSITORY_URL: "https://github.com/c/d" }),
    ).toMatchObject({ repo: "a/b", branch: "main", guessed: false });
    expect(
      cmsBackend(root, { REPOSITORY_URL: "https://github.com/c/d", CMS_BRANCH: "content" }),
    ).toMatchObject({ repo: "c/d", branch: "content", guessed: false });
    expect(cmsBackend(root, {})).toMatchObject({ guessed: true });
  });
});

describe("the desk's page", () => {
  it("loads only its own module and its own configuration, and asks search engines to stay out", () => {
    const html = adminHtml("cms-ABC.js", "Trinity <Growth>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" src="/admin/cms-ABC.js">',
    ]);
    expect(html).toContain(
      '<link rel="cms-config-url" type="application/json" href="/admin/config.json" />',
    );
    expect(html).toContain("<title>Writing desk | Trinity Growth></title>");
  });
});

describe("the desk's fonts", () => {
  const shipped = [
    "source-sans-3-latin-wght-normal-BqRLTx4X.woff2",
    "noto-mono-latin-400-normal-DiC8lJru.woff2",
    "material-symbols-outlined-latin-wght-normal-_Z1IJPLg.woff2",
  ];
  // As Sveltia's stylesheet declares them (its @font-face rules, minified).
  const css = [
    "src:url(https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2)",
    "src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2)",
    "src:url(https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2)",
  ].join(";");

  it("are the files Sveltia ships, served from the desk's own folder", () => {
    expect(selfHostedFonts(css, shipped).split(";")).toEqual(
      shipped.map((file) => `src:url(/admin/assets/${file})`),
    );
  });

  it("stop the build when the stylesheet names a face the package does not ship", () => {
    expect(() => selfHostedFonts(css, shipped.slice(1))).toThrow(
      /declares https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@5\.3\.0\/latin-wght-normal\.woff2, but ships no source-sans-3-latin-wght-normal file/,
    );
  });

  it("stop the build when the stylesheet no longer names them where it did", () => {
    expect(() => selfHostedFonts("src:url(https://fonts.example/a.woff2)", shipped)).toThrow(
      /no longer names its fonts on Fontsource's CDN/,
    );
  });
});

describe("the files the desk's bundle loads beside itself", () => {
  it("are listed when missing, by the file that asks and the file it asks for", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "desk-assets-"));
    fs.mkdirSync(path.join(dir, "chunks"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "here.woff2"), "");
    fs.writeFileSync(
      path.join(dir, "cms-A.js"),
      'a=new URL("assets/here.woff2",import.meta.url);b=new URL(`assets/gone.png`,import.meta.url)',
    );
    fs.writeFileSync(
      path.join(dir, "chunks", "B.js"),
      "c=new URL(`../assets/here.woff2`,import.meta.url)",
    );
    expect(missingAssets(dir)).toEqual(["cms-A.js -> assets/gone.png"]);
    fs.rmSync(dir, { recursive: true });
  });
});
