/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readCaseStudies, readServices } from "./readContent.testing";
import { readSiteConfig } from "./siteConfig";
import { createArticleNode } from "../../plugins/site/gatsby/articleBuild.testing";
import {
  contentProblems,
  formatContentProblems,
  type ContentSnapshot,
  type YamlRecord,
} from "./check";

/** The tests' own site (fixture-site/README.md), never the agency's real content. */
const root = path.resolve(__dirname, "../../fixture-site");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const site = readSiteConfig(root);
const siteRecord: YamlRecord = {
  type: "SiteConfig",
  file: path.join(root, "content/site.yaml"),
  record: site as unknown as Record<string, unknown>,
};
const services: YamlRecord[] = readServices(root).map((service) => ({
  type: "Service",
  file: path.join(root, "content/services.yaml"),
  record: { ...service },
}));

/** A file as the build's messages name it: relative to the folder the build runs in. */
const shown = (file: string) => path.relative(process.cwd(), file);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Writes an article as a writer would and returns its path. */
function writeArticle(name: string, frontmatter: Record<string, string>, body: string) {
  const lines = Object.entries(frontmatter).map(([key, value]) => `${key}: ${value}`);
  const file = path.join(tmp, name);
  fs.writeFileSync(file, `---\n${lines.join("\n")}\ntags: [Test]\n---\n${body}`);
  return file;
}

const frontmatter = (category: string) => ({
  title: '"A short guide"',
  excerpt: '"One idea."',
  category: JSON.stringify(category),
});

/** The message a build prints for `snapshot`, or "" when every file is fine. */
const messageFor = (snapshot: Partial<ContentSnapshot>) =>
  formatContentProblems(
    contentProblems(
      { yamlFiles: [], yaml: [siteRecord, ...services], articles: [], unread: [], ...snapshot },
      fs.existsSync,
    ),
  );

describe("the content check, run on every build", () => {
  it("passes a valid site's content (the fixture site's)", () => {
    expect(messageFor({})).toBe("");
  });

  it("fails a kept article whose category site.yaml no longer lists, naming the file", () => {
    const [retired, ...kept] = site.resourceCategories;
    const file = writeArticle("still-uses-it.mdx", frontmatter(retired), "Some text.");
    const article = createArticleNode(file);
    expect(article).not.toBeNull();
    const retiredSite = {
      ...siteRecord,
      record: { ...siteRecord.record, resourceCategories: kept },
    };
    const message = formatContentProblems(
      contentProblems(
        {
          yamlFiles: [],
          yaml: [retiredSite, ...services],
          articles: [{ file, links: article! }],
          unread: [],
        },
        fs.existsSync,
      ),
    );
    expect(message).toMatch(/still-uses-it\.mdx has 1 problem:/);
    expect(message).toContain(`- category: expected one of the categories in content/site.yaml`);
    expect(message).toContain(`found ${JSON.stringify(retired)}`);
  });

  it("fails a kept article whose picture was deleted, naming its line", () => {
    fs.mkdirSync(path.join(tmp, "images"), { recursive: true });
    fs.writeFileSync(path.join(tmp, "images", "shop.jpg"), "");
    const body = "Our shop.\n\n![The shop front](./images/shop.jpg)";
    const category = site.resourceCategories[0];
    const file = writeArticle("shop.mdx", frontmatter(category), body);
    const article = createArticleNode(file);
    expect(messageFor({ articles: [{ file, links: article! }] })).toBe("");
    fs.rmSync(path.join(tmp, "images", "shop.jpg"));
    expect(messageFor({ articles: [{ file, links: article! }] })).toMatch(
      /shop\.mdx has 1 problem:\n {2}- body \(line 9\): expected an image file at .*shop\.jpg; found "\.\/images\/shop\.jpg", which does not exist/,
    );
  });

  it("fails a published article that links to an article the build does not publish", () => {
    const category = site.resourceCategories[0];
    const node = (name: string, extra: Record<string, string>, body: string) => {
      const file = writeArticle(name, { ...frontmatter(category), ...extra }, body);
      return { file, links: createArticleNode(file)! };
    };
    const linking = node(
      "reading-list.mdx",
      { date: "2026-11-20" },
      "See [the basics](/resources/the-basics/), [the draft](/resources/half-done/#top) " +
        "and [next week's](/resources/next-week/), and [a category](/resources/category/seo/).",
    );
    const basics = node("the-basics.mdx", { date: "2026-11-01" }, "Basics.");
    const draft = node("half-done.mdx", { draft: "true" }, "Not yet.");
    const later = node("next-week.mdx", { date: "2026-11-27" }, "Soon.");
    const day = "2026-11-26";
    const message = messageFor({ articles: [linking, basics, draft, later], day });
    expect(message).toMatch(/reading-list\.mdx has 2 problems:/);
    expect(message).toContain('found a link to "/resources/half-done/#top"');
    expect(message).toContain('found a link to "/resources/next-week/"');
    expect(message).not.toContain("the-basics");
    // On the scheduled article's day the link is fine; a deleted article's link never is.
    expect(messageFor({ articles: [linking, basics, draft, later], day: "2026-11-27" })).toMatch(
      /has 1 problem:[^]*half-done/,
    );
    expect(messageFor({ articles: [linking, draft, later], day: "2026-11-27" })).toContain(
      'found a link to "/resources/the-basics/"',
    );
    // A draft may link to anything: it is not published.
    expect(messageFor({ articles: [draft, basics], day })).toBe("");
  });

  it("reads a link as a browser would: the site's own URL, any case, slashes and files name the article", () => {
    const category = site.resourceCategories[0];
    const node = (name: string, extra: Record<string, string>, body: string) => {
      const file = writeArticle(name, { ...frontmatter(category), ...extra }, body);
      return { file, links: createArticleNode(file)! };
    };
    // The fixture site's own origin, as its site.yaml gives it.
    const own = `${site.siteUrl.replace(/\/$/, "")}/resources`;
    const addresses = [
      `${own}/coming-soon/`,
      "/resources//coming-soon/",
      "/resources/Coming-Soon/",
      "/resources/coming-soon/body.json",
      "/resources/coming-%73oon/",
    ];
    const linking = node(
      "teaser.mdx",
      { date: "2026-11-20" },
      `${addresses.map((href, i) => `[link ${i}](${href})`).join(", ")}, ` +
        `[a published one](${own}/Old-News/) and [page 2](/resources/page/2/).`,
    );
    const later = node("coming-soon.mdx", { date: "2026-12-24" }, "Soon.");
    const old = node("old-news.mdx", { date: "2026-11-01" }, "Old.");
    const message = messageFor({ articles: [linking, later, old], day: "2026-11-26" });
    expect(message).toMatch(/teaser\.mdx has 5 problems:/);
    for (const href of addresses)
      expect(message).toContain(
        `- body: expected links to articles the site publishes (a deleted, renamed, draft or scheduled article has no page yet); found a link to "${href}"`,
      );
    expect(message).not.toContain("Old-News");
  });

  it("says again why an article that made no node failed, on a build that kept its file", () => {
    const file = writeArticle("half-done.mdx", { title: '"Only a title"' }, "Text.");
    const message = messageFor({ unread: [file] });
    expect(message).toMatch(
      /half-done\.mdx has 2 problems:\n {2}- excerpt: expected non-empty text; found nothing/,
    );
    // Told the categories to choose from, as the writer would be the first time.
    expect(message).toContain(
      `- category: expected one of the categories in content/site.yaml: ${site.resourceCategories[0]}`,
    );
  });

  it("names each file with problems in one message", () => {
    const one = writeArticle("one.mdx", { title: '"One"' }, "Text.");
    const two = writeArticle("two.mdx", { title: '"Two"' }, "Text.");
    const message = messageFor({
      unread: [two, one],
    });
    expect(message).toMatch(/one\.mdx has \d problems:[\s\S]*\n\n.*two\.mdx has \d problems:/);
  });

  it("validates the site config and names a wrong nested field", () => {
    const message = messageFor({ yaml: [{ ...siteRecord, record: { name: "Agency" } }] });
    expect(message).toMatch(
      new RegExp(`^${escapeRegExp(shown(siteRecord.file))} has \\d+ problems:`),
    );
    expect(message).toMatch(/- email: expected an email address/);
    expect(message).toMatch(/- claims: expected a group of fields/);
  });

  it("fails a footer service that links to no service", () => {
    const footerServices = [{ label: "Extra", service: "A Service Nobody Offers" }];
    const message = messageFor({
      yaml: [{ ...siteRecord, record: { ...siteRecord.record, footerServices } }, ...services],
    });
    expect(message).toMatch(
      /- footerServices\[0\]\.service: expected one of the services in content\/services\.yaml/,
    );
  });

  it("fails an FAQ answer with a placeholder that names no claim", () => {
    const faq: YamlRecord = {
      type: "FaqEntry",
      file: path.join(root, "content/faq.yaml"),
      record: { question: "How long?", answer: "About {callHours} hours." },
    };
    expect(messageFor({ yaml: [siteRecord, ...services, faq] })).toMatch(
      new RegExp(
        `^${escapeRegExp(shown(faq.file))} has 1 problem:\\n {2}- answer: expected placeholders naming a claim.*; found \\{callHours\\}`,
      ),
    );
  });

  it("fails a team photo in site.yaml that does not exist, or that has no alt text", () => {
    const record = (about: Record<string, string>): YamlRecord => ({
      ...siteRecord,
      record: { ...siteRecord.record, about },
    });
    const missing = messageFor({
      yaml: [record({ teamPhoto: "./images/team.jpg", teamPhotoAlt: "The team" }), ...services],
    });
    expect(missing).toContain(
      `- about.teamPhoto: expected a path to an image file, relative to ${shown(path.join(root, "content"))}; found "./images/team.jpg", which does not exist`,
    );
    const [study] = readCaseStudies(root);
    const unnamed = messageFor({ yaml: [record({ teamPhoto: study.image }), ...services] });
    expect(unnamed).toMatch(/- about\.teamPhotoAlt: expected text saying who is in the photo/);
  });

  it("fails a case study whose image does not exist, or whose service is unknown", () => {
    const [study] = readCaseStudies(root);
    const record: YamlRecord = {
      type: "CaseStudy",
      file: path.join(root, "content/case-studies.yaml"),
      record: { ...study, image: "./images/missing.png", services: ["Unknown Service"] },
    };
    const message = messageFor({ yaml: [siteRecord, ...services, record] });
    expect(message).toMatch(/- services\[0\]: expected one of the services/);
    expect(message).toContain(
      `- image: expected a path to an image file, relative to ${shown(path.join(root, "content"))}; found "./images/missing.png", which does not exist`,
    );
  });
});
