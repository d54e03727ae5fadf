/**
 * `npm run lint` enforces which code may import which (.dependency-cruiser.cjs). These tests
 * run the same command on a tiny tree, so a rule that stops failing is noticed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/** Writes `files` (path → source) to a new folder and runs the import rules over it. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-rules-"));
  try {
    fs.writeFileSync(path.join(dir, "tsconfig.json"), "{}");
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    }
    const run = spawnSync(
      path.join(ROOT, "node_modules", ".bin", "depcruise"),
      [
        ...["src", "plugins"].filter((d) => fs.existsSync(path.join(dir, d))),
        "--config",
        path.join(ROOT, ".dependency-cruiser.cjs"),
      ],
      { cwd: dir, encoding: "utf8" },
    );
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ADAPTER = { "plugins/site/gatsby/createPages.ts": "export const pages = 1;\n" };

it("fails on an upward import from the content module into the Gatsby adapters", () => {
  const { status, output } = cruise({
    ...ADAPTER,
    "src/content/check.ts":
      'import { pages } from "../../plugins/site/gatsby/createPages";\nexport const n = pages;\n',
  });
  expect(status).not.toBe(0);
  expect(output).toMatch(/content-is-plain: src\/content\/check\.ts → plugins\/site\/gatsby/);
});

it("fails when hosting imports the adapters that call it", () => {
  const { status, output } = cruise({
    ...ADAPTER,
    "plugins/site/hosting/headers.ts":
      'import { pages } from "../gatsby/createPages";\nexport const n = pages;\n',
  });
  expect(status).not.toBe(0);
  expect(output).toMatch(/hosting-and-downloads-below-the-adapters/);
});

it("passes the downward import the layout expects", () => {
  const { status } = cruise({
    "src/content/check.ts": "export const problems = 0;\n",
    "plugins/site/gatsby/createPages.ts":
      'import { problems } from "../../../src/content/check";\nexport const n = problems;\n',
  });
  expect(status).toBe(0);
});
