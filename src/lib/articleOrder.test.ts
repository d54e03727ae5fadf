import { newestFirst } from "./articleOrder";

describe("newestFirst", () => {
  it("lists articles by the published date they show, newest first, then unknown ones by title", () => {
    const articles = [
      { title: "B unknown", published: null },
      { title: "Old", published: "2024-01-05T00:00:00.000Z" },
      { title: "A unknown", published: null },
      { title: "New", published: "2025-06-01T00:00:00.000Z" },
      { title: "Same day, later title", published: "2025-03-01T00:00:00.000Z" },
      { title: "Same day, earlier title", published: "2025-03-01T00:00:00.000Z" },
      // Undated, published by the commit that added it: between the two dated days around it.
      { title: "Committed in April", published: "2025-04-10T15:30:00.000Z" },
    ];
    expect([...articles].sort(newestFirst).map((a) => a.title)).toEqual([
      "New",
      "Committed in April",
      "Same day, earlier title",
      "Same day, later title",
      "Old",
      "A unknown",
      "B unknown",
    ]);
  });
});
