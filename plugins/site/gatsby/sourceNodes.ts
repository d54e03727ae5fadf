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
 * Generates the files (kept from the last build when nothing they are made from changed,
 * ../keptSteps) and a FreeDownload node each. False, after reporting, on a wrong content file.
 */
async function createDownloadNodes(
  args: SourceNodesArgs,
  where: Locations,
  fail: "panic" | "error",
) {
  const { actions, cache, createNodeId, createContentDigest, reporter } = args;
  try {
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
 * In sourceNodes, before any page query, so the cards can show each file's size. `gatsby
 * develop` also regenerates on save, as gatsby-source-filesystem does for other content.
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
