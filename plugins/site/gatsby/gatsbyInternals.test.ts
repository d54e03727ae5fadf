/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkPageLoader, GatsbyInternalsError, partytownSnippetModule } from "./gatsbyInternals";

const root = path.resolve(__dirname, "../../..");

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
  it("finds Partytown's snippet injector where the bundle alias points", () => {
    const snippet = partytownSnippetModule(root);
    expect(fs.existsSync(snippet)).toBe(true);
    expect(snippet).toMatch(/partytown[\\/]utils[\\/]inject-partytown-snippet\.js$/);
  });

  it("finds the page loader the Resources dialog fetches article bodies with", () => {
    expect(() => checkPageLoader(root)).not.toThrow();
  });
});

describe("after a Gatsby upgrade moved them", () => {
  it("stops the build naming the alias to update when the snippet moved", () => {
    const project = fakeProject({
      "dist/internal-plugins/partytown/gatsby-browser.js": 'require("./snippet/inject")',
    });
    expect(() => partytownSnippetModule(project)).toThrow(GatsbyInternalsError);
    expect(() => partytownSnippetModule(project)).toThrow(
      /plugins\/site\/gatsby\/onCreateWebpackConfig\.ts/,
    );
  });

  it("stops the build naming the dialog's loader when window.___loader is gone", () => {
    const project = fakeProject({
      "cache-dir/production-app.js": "window.___pageLoader = publicLoader",
      "cache-dir/loader.js": "export const publicLoader = {\n  loadPage: p => p,\n}",
    });
    expect(() => checkPageLoader(project)).toThrow(/src\/sections\/resources\/useArticleBody\.ts/);
  });
});
