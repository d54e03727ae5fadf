import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { isInDeskFolder } from "./paths";

const run = promisify(execFile);

/** Git's output in `root`; a status check must not hold the lock decap-server's commit needs. */
const git = async (root: string, ...args: string[]) =>
  (await run("git", ["--no-optional-locks", ...args], { cwd: root, maxBuffer: 16 << 20 })).stdout;

/** Why the desk cannot work on `branch` of `root`'s checkout (decap-server switches branches). */
export async function checkoutProblem(root: string, branch: string): Promise<string | null> {
  let top: string;
  try {
    top = (await git(root, "rev-parse", "--show-toplevel")).trim();
  } catch {
    return `${root} is not a git repository, which the desk keeps its drafts in. Run "MODE=fs npm run cms" to save files without git.`;
  }
  if (fs.realpathSync(top) !== fs.realpathSync(root)) {
    return `${root} is inside the git repository at ${top}: run the desk from the repository's own folder.`;
  }
  const current = (await git(root, "branch", "--show-current")).trim();
  if (current !== branch) {
    return `This folder is on ${current ? `branch ${current}` : "no branch"}, but the desk works on ${branch} (CMS_BRANCH): run "git switch ${branch}" first.`;
  }
  return null;
}

/** Uncommitted files outside the desk's folder (by place), which `git add .` would carry live. */
export async function changesOutsideDesk(root: string): Promise<string[]> {
  const status = await git(
    root,
    ...["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames"],
  );
  return status
    .split("\0")
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3))
    .filter((file) => !isInDeskFolder(root, file));
}

/** Whether `refs/heads/<branch>` exists: never a revision, a tag or a path. */
export async function branchExists(root: string, branch: string): Promise<boolean> {
  try {
    await git(root, "show-ref", "--verify", "--quiet", `refs/heads/${branch}`);
    return true;
  } catch {
    return false;
  }
}
