import type { GatsbyNode, Node } from "gatsby";
import * as yaml from "gatsby-transformer-yaml/gatsby-node";
import { readYamlFile } from "../../src/content/yaml";
import { reportUnreadable } from "../site/gatsby/contentCheck";
import { wrappedApi } from "../site/internals";

/**
 * gatsby-transformer-yaml, unchanged, except that it is given only the YAML files the site's own
 * reader accepts (src/content/yaml.ts: a size limit, no aliases, no tags, each key once). It
 * parses with js-yaml, which expands aliases without limit and stops with a stack trace on a
 * repeated key or an unknown tag. A file the site's reader refuses is reported, with its line,
 * by the site's content check on every build (src/content/check.ts). The plugin is handed the
 * text as the site's reader read it (`loadNodeContent`): normalized once (src/lib/writerText.ts).
 *
 * Every other API of the plugin is passed on as it is.
 */
export * from "gatsby-transformer-yaml/gatsby-node";

const shouldYaml = wrappedApi(yaml, "shouldOnCreateNode", "gatsby-transformer-yaml");
const onCreateYaml = wrappedApi(yaml, "onCreateNode", "gatsby-transformer-yaml");

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = (args, options) =>
  Boolean(shouldYaml(args, options)) &&
  readYamlFile(String((args.node as Node).absolutePath)).problems.length === 0;

// Two parameters: Gatsby waits for the callback of an API that declares a third.
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  const read = readYamlFile(String(args.node.absolutePath));
  if (!("text" in read)) return;
  try {
    await onCreateYaml(
      { ...args, loadNodeContent: async () => read.text },
      options,
      () => undefined,
    );
  } catch (error) {
    reportUnreadable(args.reporter, String(args.node.absolutePath), error);
  }
};
