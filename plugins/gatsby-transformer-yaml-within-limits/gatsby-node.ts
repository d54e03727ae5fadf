import * as yaml from "gatsby-transformer-yaml/gatsby-node";
import { readYamlFile } from "../../src/content/yaml";
import { onAcceptedFile } from "../site/gatsby/contentCheck";
import { wrappedApi } from "../site/internals";

/**
 * gatsby-transformer-yaml, given only the YAML files the site's reader accepts
 * (src/content/yaml.ts): its js-yaml expands aliases without limit and stops with a stack trace
 * on a repeated key or an unknown tag. The content check (src/content/check.ts) reports a
 * refused file.
 */
export * from "gatsby-transformer-yaml/gatsby-node";

// The plugin's own rule alone: Gatsby asks it of every node on every build, so the file is read
// in onCreateNode, which runs only for a new or changed file.
export const shouldOnCreateNode = wrappedApi(yaml, "shouldOnCreateNode", "gatsby-transformer-yaml");

export const onCreateNode = onAcceptedFile(
  wrappedApi(yaml, "onCreateNode", "gatsby-transformer-yaml"),
  (file) => {
    const read = readYamlFile(file);
    return "text" in read ? read.text : null;
  },
);
