import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, SourceNodesArgs } from "gatsby";
import { ContentError } from "../../../src/content/problems";
import { readSiteConfig } from "../../../src/content/siteConfig";
import { filesUnder, reuseOrMake } from "../keptSteps";
import { isDevelop } from "../runMode";
import {
  DOWNLOADS_CONTENT_DIR,
  DOWNLOADS_URL_DIR,
  DownloadContentError,
  writeDownloads,
} from "../downloads/downloads";

interface Locations {
  contentDir: string;
  publicDir: string;
  siteFile: string;
}

/**
 * Generates the files, unless the last build made them from the same content, publisher and
 * code and they are still in public/ (see ../keptSteps), and creates one FreeDownload node
 * per file, for the Resources page. Returns false, after reporting, when a content file is wrong.
 */
async function createDownloadNodes(
  args: SourceNodesArgs,
  where: Locations,
  fail: "panic" | "error",
) {
  const { actions, cache, createNodeId, createContentDigest, reporter } = args;
  try {
    // The agency's name and address, printed on the files.
    const { name, siteUrl } = readSiteConfig(path.dirname(path.dirname(where.siteFile)));
    const publisher = { name, siteUrl };
    const { value: downloads } = await reuseOrMake({
      cache,
      name: "free-downloads",
      inputs: {
        publisher,
        content: filesUnder(where.contentDir).map((file) => [
          path.basename(file),
          fs.readFileSync(file, "utf8"),
        ]),
      },
      make: () => writeDownloads({ ...where, publisher }),
      outputs: () => filesUnder(path.join(where.publicDir, DOWNLOADS_URL_DIR)),
    });
    for (const download of downloads) {
      actions.createNode({
        ...download,
        id: createNodeId(`FreeDownload >>> ${download.slug}`),
        internal: { type: "FreeDownload", contentDigest: createContentDigest(download) },
      });
    }
    return true;
  } catch (error) {
    if (!(error instanceof DownloadContentError || error instanceof ContentError)) throw error;
    reporter[fail](error.message);
    return false;
  }
}

/**
 * Builds the source-nodes hook. Runs before any page query, in `gatsby build` and `gatsby
 * develop`, so the card can show each file's size. In develop it also watches the content
 * and regenerates on save, as gatsby-source-filesystem does for other content.
 */
export function downloadsSourceNodes(where: Locations): GatsbyNode["sourceNodes"] {
  return async (args) => {
    await createDownloadNodes(args, where, "panic");
    if (!isDevelop()) return;
    let pending: NodeJS.Timeout | undefined;
    const regenerate = () => {
      clearTimeout(pending);
      // Editors save in several writes; wait for the last before rebuilding.
      pending = setTimeout(async () => {
        if (await createDownloadNodes(args, where, "error")) {
          args.reporter.info("Free downloads regenerated");
        }
      }, 200);
    };
    fs.watch(where.contentDir, regenerate);
    fs.watch(where.siteFile, regenerate);
  };
}

export const sourceNodes = downloadsSourceNodes({
  contentDir: path.resolve(DOWNLOADS_CONTENT_DIR),
  publicDir: path.resolve("public"),
  siteFile: path.resolve("content/site.yaml"),
});
