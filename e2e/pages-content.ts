import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

/** The content files the pages are built from, so tests never retype a constant. */
const load = <T>(file: string) =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../content", file), "utf8")) as T;

export const site = load<{
  name: string;
  email: string;
  bookingUrl: string;
  location: { city: string; region: string };
  claims: {
    businessesHelped: string;
    responseHours: number;
    responsePromise: string;
    satisfactionPercent: number;
    callMinutes: number;
    websiteProjectWeeks: string;
  };
}>("site.yaml");

export const services = load<{ title: string; features: string[] }[]>("services.yaml");

export const caseStudies = load<
  {
    title: string;
    url: string;
    category: string;
    results: string[];
    services: string[];
    imageAlt: string;
  }[]
>("case-studies.yaml");

/** The browser's own log line for any response with status 404, such as the 404 page itself. */
export const http404Log = /^Failed to load resource: the server responded with a status of 404/;

/** What the 404 page logs on purpose for a path that matches no page. */
export const notFoundPageLog = /^404 Page Not Found: no page at \//;

/** Everything an unknown path may log: the browser's 404 report and the page's own log. */
export const unknownPathLogs = new RegExp(`${http404Log.source}|${notFoundPageLog.source}`);

/** Each article's slug (its file name), title and body, from content/articles/*.mdx. */
export const articles = fs
  .readdirSync(path.resolve(__dirname, "../content/articles"))
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => {
    const text = fs.readFileSync(path.resolve(__dirname, "../content/articles", file), "utf8");
    const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const { title, category } = yaml.load(frontMatter) as { title: string; category: string };
    return { slug: file.replace(/\.mdx$/, ""), title, category, body };
  });
