/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { redirectScript } from "../../../src/lib/caseRedirect";
import { chunkMappingScript } from "./gatsbyScripts";
import {
  allowedInlineScripts,
  type BuildScriptsInput,
  inlineScripts,
  knownScripts,
  scriptElements,
  UnknownScriptError,
} from "./knownScripts";
import { contentSecurityPolicy, scriptHash } from "./netlifyHeaders";
import { PAGE_PATH_SCRIPT, rewritePageScripts } from "./pageScripts";

/**
 * The check on the output of a real build, captured by scripts/capture-page-fixtures.mjs:
 * /about/, the 404 page and /contact/ as Gatsby wrote them, rewritten as the build rewrites
 * them, and what that build's known scripts are made from (its chunk map, compilation hash
 * and page paths, as onPostBuild read them).
 */

const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, "__fixtures__", name), "utf8");
const input = JSON.parse(fixture("known-scripts-input.json")) as BuildScriptsInput;
const nextInput = JSON.parse(fixture("known-scripts-input-next.json")) as BuildScriptsInput;
const kinds = knownScripts(input);

/** A built page as onPostBuild sees it: its public/ path and its rewritten HTML. */
const built = (name: string, file: string) => ({
  file,
  html: rewritePageScripts(fixture(name), file),
});
const about = built("about.html", "public/about/index.html");
const notFound = built("404.html", "public/404.html");
const contact = built("contact.html", "public/contact/index.html");

/** The name of the known kind each inline script of `html` is, in page order. */
const kindsIn = (html: string) =>
  inlineScripts(html).map((text) => kinds.find((kind) => kind.is(text))?.name ?? "unknown");

describe("the inline scripts of a real build", () => {
  it("are each a script the site ships", () => {
    const gatsby = ["Gatsby's chunk mapping", "Gatsby's compilation hash"];
    expect(kindsIn(about.html)).toEqual(["the page-path script", ...gatsby, "the bundle loader"]);
    expect(kindsIn(notFound.html)).toEqual([
      "the 404 page's redirect to a mis-cased page's address",
      "the page-path script",
      ...gatsby,
      "the bundle loader",
    ]);
    expect(kindsIn(contact.html)).toEqual(kindsIn(about.html));
  });

  it("pass the check, and the policy allows exactly their five texts by hash", () => {
    const allowed = allowedInlineScripts([about, notFound, contact], kinds);
    const texts = [
      ...new Set([about, notFound, contact].flatMap(({ html }) => inlineScripts(html))),
    ];
    expect(texts).toHaveLength(5);
    expect([...new Set(allowed)].sort()).toEqual([...texts].sort());
    const csp = contentSecurityPolicy({
      inlineScripts: allowed,
      bookingUrl: "https://calendly.com/x",
    });
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src "));
    expect(scriptSrc).toBe(["script-src 'self'", ...texts.map(scriptHash).sort()].join(" "));
  });

  it("keep JSON-LD data blocks out of the policy: data is never run", () => {
    const blocks = scriptElements(contact.html).filter((s) => s.type === "application/ld+json");
    expect(blocks).toHaveLength(2);
    const allowed = allowedInlineScripts([contact], kinds);
    for (const block of blocks) expect(allowed).not.toContain(block.text);
  });
});

describe("an inline script the site does not ship stops the build", () => {
  /** Puts `script` into a page's head and the end of its body, as an injection might. */
  const injected = (
    page: { file: string; html: string },
    script: string,
    where: "head" | "body",
  ) => ({
    file: page.file,
    html:
      where === "head"
        ? page.html.replace("<head>", () => `<head>${script}`)
        : page.html.replace("</body>", () => `${script}</body>`),
  });
  const buildMessage = (pages: { file: string; html: string }[]) => {
    try {
      allowedInlineScripts(pages, kinds);
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownScriptError);
      return (error as Error).message;
    }
    throw new Error("the check let the page through");
  };

  it.each([
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    ['<script type="module">alert(1)</script>', '<script type="module">alert(1)</script>'],
    ["<SCRIPT>alert(1)</SCRIPT>", "<SCRIPT>alert(1)</script>"],
    ['<script data-x="1">alert(1)</script>', '<script data-x="1">alert(1)</script>'],
    ["<script\nsrc=x\n>alert(1)</script>", "<script src=x >alert(1)</script>"],
    [
      '<script id="gatsby-chunk-mapping">alert(1)</script>',
      '<script id="gatsby-chunk-mapping">alert(1)</script>',
    ],
    [
      '<script type="importmap">{"imports":{"a":"/a.js"}}</script>',
      '<script type="importmap">{"imports":',
    ],
    [
      `<script>${PAGE_PATH_SCRIPT};alert(1)</script>`,
      `<script>${PAGE_PATH_SCRIPT};alert(1)</script>`,
    ],
    ["<script>alert(1)", "<script>alert(1)"],
  ])("%s, naming the page and showing the script's start", (script, start) => {
    for (const where of ["head", "body"] as const) {
      for (const page of [about, notFound]) {
        const message = buildMessage([contact, injected(page, script, where)]);
        expect(message).toContain(`\n  ${page.file}: ${start}`);
        expect(message).not.toContain(contact.file);
        expect(message).toMatch(/^An inline script the site does not ship/);
        expect(message).toContain("plugins/site/hosting/knownScripts.ts");
      }
    }
  });

  it("shows a long script's start only", () => {
    const message = buildMessage([injected(about, `<script>${"x".repeat(500)}</script>`, "body")]);
    expect(message).toContain(`public/about/index.html: <script>${"x".repeat(92)}…\n`);
  });

  it("names every page that holds one", () => {
    const message = buildMessage([
      injected(about, "<script>a()</script>", "body"),
      contact,
      injected(notFound, "<script>b()</script>", "head"),
    ]);
    expect(message).toMatch(/^2 inline scripts the site does not ship/);
    expect(message).toContain("public/about/index.html: <script>a()</script>");
    expect(message).toContain("public/404.html: <script>b()</script>");
  });

  it("when it is Gatsby's chunk mapping of another build", () => {
    const stale = `<script>${chunkMappingScript(nextInput.chunkMap)}</script>`;
    expect(buildMessage([injected(about, stale, "body")])).toContain(
      'public/about/index.html: <script> window.___chunkMapping="{\\"app\\"',
    );
  });

  it.each([
    ["a page the build does not have", redirectScript(["/about/", "/evil/"])],
    ["code where its page list goes", redirectScript(["/"]).replace('["/"]', '["/"]+alert(1)+[]')],
  ])("when it is the 404 page's redirect with %s", (_, text) => {
    expect(buildMessage([injected(notFound, `<script>${text}</script>`, "head")])).toContain(
      "public/404.html: <script>(function(){var l=window.location",
    );
  });

  it.each([
    ["that ends its element early", '{"name":"</script><script>alert(1)</script>"}'],
    ["with a comment opener", '{"name":"<!--<script>"}'],
    ["that is not JSON", "alert(1)"],
  ])("when it is JSON-LD %s", (_, json) => {
    const block = `<script type="application/ld+json">${json}</script>`;
    expect(buildMessage([injected(contact, block, "head")])).toContain(
      'public/contact/index.html: <script type="application/ld+json">',
    );
  });
});

describe("scriptElements", () => {
  it("ends a script where a browser does, in any case, and keeps an unclosed one whole", () => {
    const html = `<p>a</p><ScRiPt type=" Module ">one()</sCrIpT ><script/x>two()</script/><script>three()`;
    expect(scriptElements(html).map(({ type, text }) => ({ type, text }))).toEqual([
      { type: "module", text: "one()" },
      { type: "", text: "two()" },
      { type: "", text: "three()" },
    ]);
  });

  it("tells a script that loads a file from an inline one, and skips <noscript>", () => {
    const html = `<noscript><p>x</p></noscript><script src="/app.js" async></script><script>a()</script>`;
    expect(scriptElements(html).map(({ external, text }) => ({ external, text }))).toEqual([
      { external: true, text: "" },
      { external: false, text: "a()" },
    ]);
  });
});
