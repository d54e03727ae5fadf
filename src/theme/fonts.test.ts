/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const check = (root: string) =>
  spawnSync(process.execPath, [path.join(root, "scripts/subset-font.mjs"), "--check"], {
    encoding: "utf8",
  });

describe("Inter's two faces (scripts/subset-font.mjs)", () => {
  it("are what the script makes from the installed package, each character in one face", () => {
    const result = check(process.cwd());
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(fs.statSync("src/theme/inter-basic.woff2").size).toBeLessThan(17 * 1024);
  });

  it("fail the check when the preloaded file or the ranges were changed by hand", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "inter-faces-"));
    try {
      fs.mkdirSync(path.join(root, "src/theme"), { recursive: true });
      fs.cpSync("scripts", path.join(root, "scripts"), { recursive: true });
      fs.copyFileSync("package.json", path.join(root, "package.json"));
      fs.symlinkSync(path.resolve("node_modules"), path.join(root, "node_modules"), "dir");
      const faces = JSON.parse(fs.readFileSync("src/theme/interFaces.json", "utf8"));
      faces.rest.unicodeRange = `U+0041, ${faces.rest.unicodeRange}`;
      fs.writeFileSync(path.join(root, "src/theme/interFaces.json"), JSON.stringify(faces));
      fs.writeFileSync(path.join(root, "src/theme/inter-basic.woff2"), "not a font");
      const result = check(root);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/1 characters are in both faces' ranges/);
      expect(result.stderr).toMatch(/inter-basic\.woff2 is not what this script makes/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
