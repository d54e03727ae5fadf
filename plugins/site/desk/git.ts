import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { isInDeskFolder } from "./paths";

/**
 * What the desk's git mode needs of the writer's checkout. decap-server's git backend switches
 * the checkout between the desk's branch and the drafts' `cms/…` branches, and commits with
 * `git add .`, so it must start on the desk's branch, and nothing but writing may be waiting
 * to be committed: a draft must never carry code to the live site when it is published.
 */

const run = promisify(execFile);

/**
 * Git's output in `root`. `--no-optional-locks`: a status check must never hold the index lock
 * while decap-server switches branches or commits, which would fail.
 */
const git = async (root: string, ...args: string[]) =>
  (await run("git", ["--no-optional-locks", ...args], { cwd: root, maxBuffer: 16 << 20 })).stdout;

/** Why the desk cannot work on `branch` of `root`'s checkout, or null when it can. */
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

/**
 * Files with changes not yet committed (new ones too, and both names of a rename) that lie
 * outside the desk's folder, by where they are (not by the rules for a request's paths: a
 * writer's own `$` in a name is fine).
 */
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

/**
 * Whether `branch` is a branch of `root`'s repository: exactly `refs/heads/<branch>`, never a
 * revision expression, a tag or a path that git would take the name for.
 */
export async function branchExists(root: string, branch: string): Promise<boolean> {
  try {
    await git(root, "show-ref", "--verify", "--quiet", `refs/heads/${branch}`);
    return true;
  } catch {
    return false;
  }
}
