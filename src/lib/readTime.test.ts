import { readArticles } from "../content/readContent";
import { expectedReadTime } from "./readTime";

describe("expectedReadTime", () => {
  it("rounds words at 225 a minute", () => {
    expect(expectedReadTime(225)).toBe("1 min read");
    expect(expectedReadTime(562)).toBe("2 min read");
    expect(expectedReadTime(563)).toBe("3 min read");
    expect(expectedReadTime(900)).toBe("4 min read");
  });

  it("never says less than one minute", () => {
    expect(expectedReadTime(0)).toBe("1 min read");
    expect(expectedReadTime(40)).toBe("1 min read");
  });
});

describe("every published article in content/articles", () => {
  const articles = readArticles();

  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s runs 600-1000 words, with a read time within a minute of the honest one",
    (_slug, article) => {
      expect(article.wordCount).toBeGreaterThanOrEqual(600);
      expect(article.wordCount).toBeLessThanOrEqual(1000);
      const honest = Number.parseInt(expectedReadTime(article.wordCount), 10);
      expect(Math.abs(Number.parseInt(article.readTime, 10) - honest)).toBeLessThanOrEqual(1);
    },
  );
});
