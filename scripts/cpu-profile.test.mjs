/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/*
 * scripts/cpu-profile.mjs is loaded into real Node processes, as a build loads it: through the
 * NODE_OPTIONS its own profilingEnv gives. (Run, not imported: Jest's Babel has no import.meta.)
 */
const preload = path.join(__dirname, "cpu-profile.mjs");

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cpu-profile-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A program that keeps the CPU busy, then ends with process.exit() as Gatsby's CLI does. */
const BUSY = `function busy() { let s = 0; for (let i = 0; i < 2e7; i += 1) s += Math.sqrt(i); return s; }
busy(); setTimeout(() => { busy(); process.exit(0); }, 20);
`;

/**
 * Runs `script` with the environment profilingEnv makes for `profiles`, the way the benchmark
 * starts scripts/gatsby.mjs. @param {string} script @param {string} profiles
 */
function runProfiled(script, profiles) {
  const driver = `
    import { spawnSync } from "node:child_process";
    import { profilingEnv } from ${JSON.stringify(preload)};
    const env = profilingEnv({ ...process.env, NODE_OPTIONS: "--max-old-space-size=512" }, ${JSON.stringify(profiles)});
    const run = spawnSync(process.execPath, [${JSON.stringify(script)}], { env, encoding: "utf8" });
    process.stdout.write(JSON.stringify({ status: run.status, stderr: run.stderr, options: env.NODE_OPTIONS }));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", driver], {
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout);
}

describe("cpu-profile.mjs", () => {
  it("writes the profile of Gatsby's command-line process when it exits", () => {
    // node_modules/.bin/gatsby is a link to gatsby/cli.js.
    fs.mkdirSync(path.join(dir, "node_modules", "gatsby"), { recursive: true });
    fs.mkdirSync(path.join(dir, "node_modules", ".bin"));
    fs.writeFileSync(path.join(dir, "node_modules", "gatsby", "cli.js"), BUSY);
    fs.symlinkSync("../gatsby/cli.js", path.join(dir, "node_modules", ".bin", "gatsby"));
    const profiles = path.join(dir, "profiles");

    const run = runProfiled(path.join(dir, "node_modules", ".bin", "gatsby"), profiles);
    expect(run).toMatchObject({ status: 0, stderr: "" });
    // The options already set are kept.
    expect(run.options).toMatch(/^--max-old-space-size=512 --import=file:\/\/\S+cpu-profile\.mjs$/);
    const written = fs.readdirSync(profiles);
    expect(written).toEqual([expect.stringMatching(/^gatsby-\d+\.cpuprofile$/)]);
    const profile = JSON.parse(fs.readFileSync(path.join(profiles, written[0]), "utf8"));
    expect(profile.samples.length).toBe(profile.timeDeltas.length);
    expect(profile.samples.length).toBeGreaterThan(10);
    const busy = profile.nodes.filter(({ callFrame }) => callFrame.functionName === "busy");
    // Both halves: the one before the timer, and the one just before process.exit().
    expect(busy.length).toBe(2);
  });

  it("leaves every other process alone", () => {
    const script = path.join(dir, "worker.js");
    fs.writeFileSync(script, BUSY);
    const profiles = path.join(dir, "profiles");
    expect(runProfiled(script, profiles)).toMatchObject({ status: 0, stderr: "" });
    expect(fs.existsSync(profiles)).toBe(false);
  });
});
