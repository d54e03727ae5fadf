import fs from "node:fs";
import path from "node:path";

/**
 * Every page the build wrote (each `<route>/index.html` in public/), so a new article or page
 * is covered without editing this list. Gatsby's 404 copies are visited through a missing URL;
 * the writing desk at /admin/ is Decap CMS, not a page of the site (admin.spec.ts covers it).
 */
export function builtPages(root = path.resolve("public")): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith("_")) walk(path.join(dir, entry.name));
      else if (entry.name === "index.html") {
        found.push(`/${path.relative(root, dir).split(path.sep).join("/")}/`.replace("//", "/"));
      }
    }
  };
  walk(root);
  return found.filter((route) => !/^\/(404|dev-404-page|admin)\//.test(route)).sort();
}
