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
