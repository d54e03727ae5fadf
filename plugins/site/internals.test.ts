/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isHashedAsset } from "./hosting/netlifyHeaders";
import {
  checkBundles,
  checkHydrateRule,
  checkNotFoundPages,
  checkPageDataLayout,
  checkRootIds,
  COMPILE_HINT,
} from "./internals";

const root = path.resolve(__dirname, "../..");

/** The text of a file of an installed package, as this project resolves it. */
const installed = (pkg: string, file: string) =>
  fs.readFileSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file), "utf8");

/**
 * A project whose node_modules holds only the given packages' files, as a future Gatsby (or
 * Emotion) might ship them: `{ gatsby: { "cache-dir/loader.js": "..." } }`.
 */
function fakeProject(packages: Record<string, Record<string, string>>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-internals-"));
  fs.writeFileSync(path.join(dir, "package.json"), "{}");
  for (const [pkg, files] of Object.entries(packages)) {
    const pkgDir = path.join(dir, "node_modules", pkg);
    for (const [file, text] of Object.entries({ "package.json": `{"name":"${pkg}"}`, ...files })) {
      fs.mkdirSync(path.dirname(path.join(pkgDir, file)), { recursive: true });
      fs.writeFileSync(path.join(pkgDir, file), text);
    }
  }
  return dir;
}

/** A fake project holding the installed copy of each file, with one piece of one changed. */
function changedProject(
  files: [pkg: string, file: string][],
  change: { file: string; from: string | RegExp; to: string },
) {
  const packages: Record<string, Record<string, string>> = {};
  for (const [pkg, file] of files) {
    const text = installed(pkg, file);
    const changed = file === change.file ? text.replace(change.from, change.to) : text;
    if (file === change.file) expect(changed).not.toBe(text);
    packages[pkg] = { ...packages[pkg], [file]: changed };
  }
  return fakeProject(packages);
}

describe("each source check passes on the installed packages and names the file to update when one changed", () => {
  const gatsby = (...files: string[]) => files.map((file): [string, string] => ["gatsby", file]);
  const cases: {
    name: string;
    check: (projectDir: string) => void;
    files: [string, string][];
    change: { file: string; from: string | RegExp; to: string };
    names: RegExp;
  }[] = [
    {
      name: "the render-or-hydrate rule",
      check: checkHydrateRule,
      files: gatsby("cache-dir/production-app.js"),
      change: {
        file: "cache-dir/production-app.js",
        from: "focusEl && focusEl.children.length",
        to: "focusEl && focusEl.hasChildNodes()",
      },
      names: /src\/hydrate\.ts/,
    },
    {
      name: "the root ids",
      check: checkRootIds,
      files: gatsby("cache-dir/default-html.js", "cache-dir/root.js", "cache-dir/static-entry.js"),
      change: { file: "cache-dir/default-html.js", from: 'id="___gatsby"', to: 'id="gatsby-root"' },
      names: /src\/components\/useModalLock\.ts/,
    },
  ];

  it.each(cases)("$name", ({ check, files, change, names }) => {
    expect(() => check(root)).not.toThrow();
    expect(() => check(changedProject(files, change))).toThrow(names);
  });
});

describe("the build's output", () => {
  /** A public/ folder with the given files. */
  function fakePublic(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-output-"));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  it("the page-data layout", () => {
    const publicDir = fakePublic({
      "page-data/index/page-data.json": "{}",
      "page-data/about/page-data.json": "{}",
    });
    expect(() => checkPageDataLayout(publicDir, ["/", "/about/"])).not.toThrow();
    expect(() => checkPageDataLayout(publicDir, ["/", "/about/", "/contact/"])).toThrow(
      /\/contact\/.*plugins\/site\/hosting\/netlifyHeaders\.ts/,
    );
  });

  it("the two 404 pages", () => {
    expect(() => checkNotFoundPages(["/404.html", "/404/index.html"])).not.toThrow();
    expect(() => checkNotFoundPages(["/404/index.html"])).toThrow(
      /404\.html.*plugins\/site\/hosting\/publish\.ts/,
    );
  });

  it("the bundles' hashed names and compile hint, from a real build's chunk map", () => {
    const { chunkMap } = JSON.parse(
      fs.readFileSync(
        path.join(__dirname, "hosting/__fixtures__/known-scripts-input.json"),
        "utf8",
      ),
    ) as { chunkMap: string };
    const bundles = Object.values(JSON.parse(chunkMap) as Record<string, string[]>).flat();
    const built = fakePublic(
      Object.fromEntries(bundles.map((file) => [file, `${COMPILE_HINT}\n;`])),
    );
    expect(() => checkBundles(built, chunkMap, isHashedAsset)).not.toThrow();

    const withoutHint = fakePublic(Object.fromEntries(bundles.map((file) => [file, "/*! x */"])));
    expect(() => checkBundles(withoutHint, chunkMap, isHashedAsset)).toThrow(
      /plugins\/site\/gatsby\/onCreateWebpackConfig\.ts/,
    );
    const withoutHash = JSON.stringify({ app: ["/app.js"] });
    expect(() => checkBundles(built, withoutHash, isHashedAsset)).toThrow(
      /\/app\.js.*plugins\/site\/hosting\/netlifyHeaders\.ts/,
    );
  });
});

describe("docs/UPGRADING.md, the register", () => {
  const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
  const upgrading = read("docs/UPGRADING.md");
  const register = upgrading.slice(upgrading.indexOf("## The register"));
  /** Each row of the register's table: its internal, the files depending on it, its check. */
  const rows = register
    .slice(0, register.indexOf("\n\n", register.indexOf("|")))
    .split("\n")
    .filter((line) => line.startsWith("| ") && !/^\| (internal|-)/.test(line))
    .map((line) =>
      line.split(" | ").map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])),
    )
    .map(([internal, dependents, check]) => ({ internal, dependents, check }));
  const exportsOf = (files: string[]) =>
    files
      .flatMap((file) => [
        ...read(file).matchAll(/^export (?:async )?(?:function|class|const) (\w+)/gm),
      ])
      .map((match) => match[1]);

  it("has a row for every internal", () => {
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it.each(rows.map((row) => [row.internal.join(", "), row] as const))(
    "names files that exist and checks they export for %s",
    (_, { dependents, check }) => {
      const files = dependents.filter((file) => /\.(tsx?|mjs)$/.test(file));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(fs.existsSync(path.join(root, file))).toBe(true);
      const exported = exportsOf(["plugins/site/internals.ts", ...files]);
      for (const name of check.filter((word) => /^\w+$/.test(word))) {
        expect(exported).toContain(name);
      }
    },
  );

  it("lists every check of internals.ts", () => {
    const checks = exportsOf(["plugins/site/internals.ts"]).filter(
      (name) => /^check[A-Z]|^wrappedApi$/.test(name) && name !== "checkInternals",
    );
    const named = rows.flatMap((row) => row.check);
    for (const name of checks) expect(named).toContain(name);
  });
});
