import { screen } from "@testing-library/react";
import { ArticleBody, type ArticleBodyBlock } from "../components/ArticleBody";
import { parseArticleBody } from "../../plugins/site/gatsby/articleBlocks";
import { renderWithTheme } from "../test-utils";
import { withAssetUrls } from "./ArticlePreview";

describe("the editor's preview of pictures", () => {
  it("shows each picture from the desk's copy of the file, with the writer's alt text", () => {
    const { blocks } = parseArticleBody(
      "Before.\n\n![The shop front on Elm Street](./images/shop.jpg)\n\nAfter.",
    );
    const shown = withAssetUrls(blocks, (src) => `blob:preview/${src.replace("./images/", "")}`);
    renderWithTheme(<ArticleBody blocks={shown as ArticleBodyBlock[]} />);
    expect(screen.getByRole("img", { name: "The shop front on Elm Street" })).toHaveAttribute(
      "src",
      "blob:preview/shop.jpg",
    );
    expect(shown.filter((block) => block.kind !== "image")).toEqual(
      blocks.filter((block) => block.kind !== "image"),
    );
  });
});
