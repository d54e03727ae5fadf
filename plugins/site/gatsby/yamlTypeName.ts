/**
 * GraphQL type names for the YAML files in content/. Named explicitly (rather than the
 * plugin's `ServicesYaml`) so queries read like the domain and match ./schema.ts.
 */
const typeNames: Record<string, string> = {
  site: "SiteConfig",
  services: "Service",
  "case-studies": "CaseStudy",
  faq: "FaqEntry",
};

/** `gatsby-transformer-yaml`'s `typeName` option: maps a YAML file to its node type. */
export function yamlTypeName({ node }: { node: { name?: string } }): string {
  const name = node.name ?? "";
  return (
    typeNames[name] ??
    // Files added later get a predictable name (`downloads.yaml` -> `DownloadsYaml`).
    `${name.replace(/(^|[-_\s]+)(\w)/g, (_match, _sep, char: string) => char.toUpperCase())}Yaml`
  );
}
