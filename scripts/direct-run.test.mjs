/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildFingerprint } from "./build-fingerprint.mjs";
import { directRunProblem } from "./direct-run.mjs";

/*
 * `gatsby build` and `gatsby develop` typed directly stop at once (onPreInit runs the check): only scripts/gatsby.mjs, behind `npm run build` and `npm start`, makes sure the cache
 * Gatsby starts from was made by the same code.
 */

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "direct-run-"));
  fs.mkdirSync(path.join(dir, "src"));
  fs.writeFileSync(path.join(dir, "src", "page.tsx"), "export const a = 1;");
  fs.writeFileSync(path.join(dir, "package-lock.json"), "{}");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("Gatsby started without npm's scripts", () => {
  it.each([
    ["build", "npm run build"],
    ["develop", "npm start"],
  ])("stops `gatsby %s`, saying to run `%s`", (command, script) => {
    const problem = directRunProblem(command, {}, dir);
    expect(problem).toMatch(new RegExp(`^Run \`${script}\` instead of \`gatsby ${command}\``));
    expect(problem).toMatch(/started without scripts\/gatsby\.mjs/);
  });

  it("stops a SITE_FINGERPRINT set by hand, or left from other code or another command", () => {
    const stale = buildFingerprint(dir, "build");
    fs.writeFileSync(path.join(dir, "src", "page.tsx"), "export const a = 2;");
    for (const given of ["x", stale, buildFingerprint(dir, "develop")]) {
      expect(directRunProblem("build", { SITE_FINGERPRINT: given }, dir)).toMatch(
        /^Run `npm run build` instead of `gatsby build`\.\nSITE_FINGERPRINT is not the fingerprint/,
      );
    }
  });
});

describe("Gatsby started by scripts/gatsby.mjs", () => {
  it.each(["build", "develop"])(
    "goes on with `%s` and the fingerprint of the code here",
    (command) => {
      const env = { SITE_FINGERPRINT: buildFingerprint(dir, command) };
      expect(directRunProblem(command, env, dir)).toBeNull();
    },
  );
});
