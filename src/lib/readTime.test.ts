import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { countWords, parseArticleBody } from "../gatsby/articleBlocks";
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

describe("every article in content/articles", () => {
  const dir = path.resolve(__dirname, "../../content/articles");
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(".mdx"));

  it("there are ten", () => {
    expect(files).toHaveLength(10);
  });

  it.each(files)("%s states an honest read time and runs 600-1000 words", (file) => {
    const { data, content } = matter(fs.readFileSync(path.join(dir, file), "utf8"));
    const { blocks, problems } = parseArticleBody(content);
    expect(problems).toEqual([]);
    const words = countWords(blocks);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1000);
    expect(data.readTime).toBe(expectedReadTime(words));
  });
});
