/** @jest-environment node */
import { adminHtml, cmsBackend, githubRepo } from "./buildAdmin";

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
  it("loads only its own script, and asks search engines to stay out", () => {
    const html = adminHtml("cms-ABC.js", "Trinity <Growth>");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script src="/admin/cms-ABC.js">']);
    expect(html).toContain("<title>Writing desk | Trinity Growth></title>");
  });
});
