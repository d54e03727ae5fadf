/** Not the plugin's names (`ServicesYaml`): queries read like the domain, as in ./schema.ts. */
const typeNames: Record<string, string> = {
  site: "SiteConfig",
  services: "Service",
  "case-studies": "CaseStudy",
  faq: "FaqEntry",
};

/** `gatsby-transformer-yaml`'s `typeName` option. */
export function yamlTypeName({ node }: { node: { name?: string } }): string {
  const name = node.name ?? "";
  return (
    typeNames[name] ??
    // Any other file: `downloads.yaml` -> `DownloadsYaml`.
    `${name.replace(/(^|[-_\s]+)(\w)/g, (_match, _sep, char: string) => char.toUpperCase())}Yaml`
  );
}
