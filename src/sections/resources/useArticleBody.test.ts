import { renderHook, waitFor } from "@testing-library/react";
import { articlePath } from "../../lib/routes";
import { loadDialogArticle, prefetchArticleBody, useArticleBody } from "./useArticleBody";

/** A body file as the build writes it (plugins/site/articles/bodyFiles.ts). */
const file = (slug: string) => ({
  title: `The ${slug}`,
  excerpt: "Short.",
  category: "SEO",
  readTime: "2 min read",
  draft: false,
  tags: ["Local"],
  date: "2026-03-04",
  displayDate: "March 4, 2026",
  blocks: [
    {
      kind: "paragraph",
      level: null,
      ordered: null,
      content: [{ kind: "text", text: `About ${slug}.`, href: null, children: [] }],
      items: [],
      image: null,
    },
  ],
});

const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as Response;

const fetchMock = jest.fn<Promise<Response>, [string]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

// Each test reads its own articles: the hook remembers what a visit has fetched.
describe("useArticleBody", () => {
  it("reads the article's body file, once for a prefetch and the dialog opened after it", async () => {
    const path = articlePath("prefetched");
    fetchMock.mockResolvedValue(answer(200, file("prefetched")));
    prefetchArticleBody(path);
    const { result } = renderHook(() => useArticleBody(path));
    expect(result.current).toEqual({ status: "loading" });
    await waitFor(() =>
      expect(result.current).toEqual({ status: "loaded", blocks: file("prefetched").blocks }),
    );
    expect(fetchMock.mock.calls).toEqual([["/resources/prefetched/body.json"]]);
  });

  it("fails when the file cannot be had, and asks again the next time it opens", async () => {
    const path = articlePath("offline");
    fetchMock.mockResolvedValueOnce(answer(404, null));
    const first = renderHook(() => useArticleBody(path));
    await waitFor(() => expect(first.result.current).toEqual({ status: "failed" }));
    first.unmount();

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const second = renderHook(() => useArticleBody(path));
    await waitFor(() => expect(second.result.current).toEqual({ status: "failed" }));
    second.unmount();

    fetchMock.mockResolvedValueOnce(answer(200, file("offline")));
    const third = renderHook(() => useArticleBody(path));
    await waitFor(() => expect(third.result.current.status).toBe("loaded"));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("fails on a file that holds no body", async () => {
    fetchMock.mockResolvedValue(answer(200, { title: "No blocks" }));
    const { result } = renderHook(() => useArticleBody(articlePath("empty")));
    await waitFor(() => expect(result.current).toEqual({ status: "failed" }));
  });

  it("shows nothing while no article is open", () => {
    const { result } = renderHook(() => useArticleBody(null));
    expect(result.current).toEqual({ status: "loading" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("loadDialogArticle", () => {
  it("gives the card's fields of an article listed elsewhere, its date as the meta shows it", async () => {
    fetchMock.mockResolvedValue(answer(200, file("elsewhere")));
    await expect(loadDialogArticle("elsewhere")).resolves.toEqual({
      slug: "elsewhere",
      path: "/resources/elsewhere/",
      title: "The elsewhere",
      excerpt: "Short.",
      category: "SEO",
      readTime: "2 min read",
      draft: false,
      tags: ["Local"],
      date: { iso: "2026-03-04", label: "March 4, 2026" },
    });
    // The dialog's body then comes from the same request.
    const { result } = renderHook(() => useArticleBody(articlePath("elsewhere")));
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("fails for a slug with no file", async () => {
    fetchMock.mockResolvedValue(answer(404, null));
    await expect(loadDialogArticle("no-such-article")).rejects.toThrow(/answered 404/);
  });
});
