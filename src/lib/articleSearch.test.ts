import { indexWords, excerptParts } from "./articleSearch";

describe("excerptParts", () => {
  it("reads Pagefind's marks as marked runs and the rest as text", () => {
    expect(
      excerptParts("Good <mark>citations</mark> help local <mark>bakeries.</mark> rank"),
    ).toEqual([
      { text: "Good ", marked: false },
      { text: "citations", marked: true },
      { text: " help local ", marked: false },
      { text: "bakeries.", marked: true },
      { text: " rank", marked: false },
    ]);
  });

  it("shows the characters an article writes as text, never as markup", () => {
    const parts = excerptParts(
      "Never paste &lt;script&gt; into <mark>Wordpress</mark> &lt;img onerror&gt;",
    );
    expect(parts.map((part) => part.text).join("")).toBe(
      "Never paste <script> into Wordpress <img onerror>",
    );
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(["Wordpress"]);
  });
});

describe("indexWords", () => {
  it("leaves out words in nearly every article when the search has others", () => {
    expect(indexWords("Email marketing tips for a small bakery")).toBe(
      "Email marketing tips small bakery",
    );
  });

  it("asks for the longest of them when the search has nothing else", () => {
    expect(indexWords("  how to ")).toBe("how");
    expect(indexWords("the and your you")).toBe("your");
    expect(indexWords("")).toBe("");
  });
});
