/** @jest-environment node */
import { publishedOnly } from "./createResolvers";

describe("which articles a query gets", () => {
  const command = process.env.gatsby_executing_command;
  afterEach(() => {
    process.env.gatsby_executing_command = command;
  });

  it("leaves drafts out of every listing and page outside `gatsby develop`", () => {
    process.env.gatsby_executing_command = "build";
    const list = { filter: { category: { eq: "SEO" } }, sort: { date: "DESC" } };
    expect(publishedOnly(list, false)).toEqual({
      filter: { category: { eq: "SEO" }, draft: { eq: false } },
      sort: { date: "DESC" },
    });
    expect(publishedOnly({ id: { eq: "a" } }, true)).toEqual({
      id: { eq: "a" },
      draft: { eq: false },
    });
  });

  it("keeps a query that asks for drafts from seeing one", () => {
    process.env.gatsby_executing_command = "build";
    expect(publishedOnly({ filter: { draft: { eq: true } } }, false)).toEqual({
      filter: { draft: { eq: false } },
    });
  });

  it("shows drafts in the preview, `gatsby develop`", () => {
    process.env.gatsby_executing_command = "develop";
    const list = { filter: { category: { eq: "SEO" } } };
    expect(publishedOnly(list, false)).toBe(list);
  });
});
