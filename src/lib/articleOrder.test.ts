import { newestFirst } from "./articleOrder";

describe("newestFirst", () => {
  it("lists dated articles newest first, then undated ones by title", () => {
    const articles = [
      { title: "B undated", date: null },
      { title: "Old", date: "2024-01-05" },
      { title: "A undated", date: null },
      { title: "New", date: "2025-06-01" },
      { title: "Same day, later title", date: "2025-03-01" },
      { title: "Same day, earlier title", date: "2025-03-01" },
    ];
    expect([...articles].sort(newestFirst).map((a) => a.title)).toEqual([
      "New",
      "Same day, earlier title",
      "Same day, later title",
      "Old",
      "A undated",
      "B undated",
    ]);
  });
});
