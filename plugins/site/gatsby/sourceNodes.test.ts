/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SourceNodesArgs } from "gatsby";
import { downloadDefinitions } from "../downloads/downloads";
import { downloadsSourceNodes } from "./sourceNodes";

/** The tests' own site (fixture-site/README.md), never the agency's real downloads. */
const root = path.resolve(__dirname, "../../../fixture-site");

/** A scratch copy of the fixture site's content/downloads and an empty public/ to generate into. */
function scratch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "downloads-"));
  const contentDir = path.join(dir, "content");
  fs.cpSync(path.join(root, "content/downloads"), contentDir, { recursive: true });
  return {
    contentDir,
    publicDir: path.join(dir, "public"),
    siteFile: path.join(root, "content/site.yaml"),
  };
}

/** Gatsby's cache, kept in memory: one per scratch site, shared by its builds. */
function memoryCache() {
  const entries = new Map<string, unknown>();
  return {
    get: async (key: string) => entries.get(key),
    set: async (key: string, value: unknown) => entries.set(key, structuredClone(value)),
  };
}

async function run(where: ReturnType<typeof scratch>, cache = memoryCache()) {
  const actions = { createNode: jest.fn() };
  const reporter = { panic: jest.fn(), error: jest.fn(), info: jest.fn() };
  const args = {
    actions,
    cache,
    reporter,
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
  } as unknown as SourceNodesArgs;
  await downloadsSourceNodes(where)?.(args, { plugins: [] }, () => undefined);
  return { actions, reporter };
}

describe("downloadsSourceNodes", () => {
  it("writes each file under a hashed name and creates a FreeDownload node for it", async () => {
    const where = scratch();
    fs.mkdirSync(path.join(where.publicDir, "static/downloads"), { recursive: true });
    fs.writeFileSync(path.join(where.publicDir, "static/downloads/website-checklist-old.pdf"), "");

    const { actions, reporter } = await run(where);
    expect(reporter.panic).not.toHaveBeenCalled();
    const nodes = actions.createNode.mock.calls.map(([node]) => node);
    // The order and formats of the downloads are the build's own list, not content.
    expect(nodes.map((node) => [node.slug, node.position])).toEqual(
      downloadDefinitions.map(({ slug }, position) => [slug, position]),
    );
    const files = nodes.flatMap((node) => [node, ...node.alternates]);
    expect(files.map(({ fileName, format }) => [fileName, format])).toEqual(
      downloadDefinitions.flatMap(({ slug, files: builders }) =>
        builders.map(({ format }) => [`${slug}.${format.toLowerCase()}`, format]),
      ),
    );
    for (const node of nodes) expect(node.internal.type).toBe("FreeDownload");
    for (const file of files) {
      expect(file.url).toMatch(/^\/static\/downloads\/[a-z-]+-[0-9a-f]{8}\.(pdf|xlsx|csv)$/);
      expect(fs.statSync(path.join(where.publicDir, file.url)).size).toBe(file.sizeBytes);
    }
    // A stale version from an earlier build is not published alongside the new one.
    expect(fs.readdirSync(path.join(where.publicDir, "static/downloads"))).toHaveLength(
      files.length,
    );
  });

  it("keeps the files of the last build while their content is unchanged, and remakes them when it changes", async () => {
    const where = scratch();
    const cache = memoryCache();
    const urls = (nodes: { url: string; alternates: { url: string }[] }[]) =>
      nodes.flatMap((node) => [node.url, ...node.alternates.map(({ url }) => url)]);
    const nodesOf = ({ actions }: Awaited<ReturnType<typeof run>>) =>
      actions.createNode.mock.calls.map(([node]) => node);
    const first = nodesOf(await run(where, cache));
    const stamps = () =>
      urls(first).map((url) => fs.statSync(path.join(where.publicDir, url)).mtimeMs);
    const before = stamps();

    // The same nodes, from files that were not written again.
    expect(nodesOf(await run(where, cache))).toEqual(first);
    expect(stamps()).toEqual(before);

    const file = path.join(where.contentDir, "growth-tracker.yaml");
    const yaml = fs.readFileSync(file, "utf8");
    const title = /^title: (.+)$/m.exec(yaml)?.[1];
    fs.writeFileSync(file, yaml.replace(`title: ${title}`, `title: ${title} for 2027`));
    const changed = nodesOf(await run(where, cache));
    const tracker = changed.find((node) => node.slug === "growth-tracker");
    expect(tracker.title).toBe(`${title} for 2027`);
    for (const url of urls([tracker]))
      expect(fs.existsSync(path.join(where.publicDir, url))).toBe(true);
  });

  it("stops the build naming the file and field a writer got wrong", async () => {
    const where = scratch();
    const file = path.join(where.contentDir, "content-calendar.yaml");
    fs.writeFileSync(
      file,
      fs.readFileSync(file, "utf8").replace("Channel: Instagram", "Channel: =Instagram"),
    );
    const { actions, reporter } = await run(where);
    expect(actions.createNode).not.toHaveBeenCalled();
    const message = String(reporter.panic.mock.calls[0][0]);
    expect(message).toMatch(/content-calendar\.yaml has 1 problem/);
    expect(message).toContain(
      "rows[0].Channel: expected a number, or text that does not start with =",
    );
  });

  it("names every download file a writer got wrong in the one build error", async () => {
    const where = scratch();
    const [first, second] = downloadDefinitions.map(({ slug }) =>
      path.join(where.contentDir, `${slug}.yaml`),
    );
    // A line that is not YAML at all, the simplest way to break any of the files.
    for (const file of [first, second]) fs.appendFileSync(file, "\n: : :\n");
    const { actions, reporter } = await run(where);
    expect(actions.createNode).not.toHaveBeenCalled();
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    const message = String(reporter.panic.mock.calls[0][0]);
    for (const file of [first, second]) {
      expect(message).toContain(`${path.relative(process.cwd(), file)} has 1 problem`);
    }
  });

  it("rejects checklist text the PDF font cannot print", async () => {
    const where = scratch();
    const file = path.join(where.contentDir, "website-checklist.yaml");
    fs.writeFileSync(
      file,
      fs.readFileSync(file, "utf8").replace("name: On a phone", "name: On a phone 🚀"),
    );
    const { reporter } = await run(where);
    expect(String(reporter.panic.mock.calls[0][0])).toContain(
      "groups[0].name: expected text of letters, digits and punctuation only",
    );
  });
});
