import { yamlTypeName } from "./yamlTypeName";

describe("yamlTypeName", () => {
  it.each([
    ["site", "SiteConfig"],
    ["services", "Service"],
    ["case-studies", "CaseStudy"],
    ["free-downloads", "FreeDownloadsYaml"],
  ])("names %s.yaml as %s", (name, type) => {
    expect(yamlTypeName({ node: { name } })).toBe(type);
  });
});
