/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkNodeTypeOwners, checkPageLoader, gatsbyCommand } from "./internals";

const root = path.resolve(__dirname, "../..");

/** A project whose node_modules/gatsby holds only the given files, as a future Gatsby might. */
function fakeProject(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-internals-"));
  fs.writeFileSync(path.join(dir, "package.json"), "{}");
  const gatsby = path.join(dir, "node_modules", "gatsby");
  for (const [file, text] of Object.entries({ "package.json": '{"name":"gatsby"}', ...files })) {
    fs.mkdirSync(path.dirname(path.join(gatsby, file)), { recursive: true });
    fs.writeFileSync(path.join(gatsby, file), text);
  }
  return dir;
}

describe("the Gatsby internals the site leans on, in the installed Gatsby", () => {
  it("finds the page loader the Resources dialog fetches article bodies with", () => {
    expect(() => checkPageLoader(root)).not.toThrow();
  });
});

describe("after a Gatsby upgrade moved them", () => {
  it("stops the build naming the dialog's loader when window.___loader is gone", () => {
    const project = fakeProject({
      "cache-dir/production-app.js": "window.___pageLoader = publicLoader",
      "cache-dir/loader.js": "export const publicLoader = {\n  loadPage: p => p,\n}",
    });
    expect(() => checkPageLoader(project)).toThrow(/src\/sections\/resources\/useArticleBody\.ts/);
  });
});

describe("what Gatsby is running", () => {
  it("reads the command gatsby-cli sets, and nothing outside Gatsby", () => {
    expect(gatsbyCommand({ gatsby_executing_command: "develop" })).toBe("develop");
    expect(gatsbyCommand({})).toBeUndefined();
  });
});

describe("node types in Gatsby's cache", () => {
  const state = (owners: [string, string][]) => ({
    typeOwners: { typesToPlugins: new Map(owners) },
  });

  it("passes when the site's plugin made them, or nothing has yet", () => {
    expect(() =>
      checkNodeTypeOwners(state([["Article", "site"]]), { Article: "site" }),
    ).not.toThrow();
    expect(() => checkNodeTypeOwners(state([]), { Article: "site" })).not.toThrow();
  });

  it("tells the writer to clean once when a cache from before the move says otherwise", () => {
    const old = state([["Article", "default-site-plugin"]]);
    expect(() => checkNodeTypeOwners(old, { Article: "site", FreeDownload: "site" })).toThrow(
      /made Article \(default-site-plugin\).*Run "npm run clean" once/,
    );
  });

  it("stops the build naming this file when Gatsby's state has no type owners", () => {
    expect(() => checkNodeTypeOwners({}, { Article: "site" })).toThrow(
      /plugins\/site\/internals\.ts/,
    );
  });
});
