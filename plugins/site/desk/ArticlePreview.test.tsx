import { act, screen } from "@testing-library/react";
import { ArticleBody } from "../../../src/components/ArticleBody";
import { parseArticleBody } from "../../../src/content/articleBody";
import { renderWithTheme } from "../../../src/test-utils";
import { ArticlePreview, scheduledDay, withAssetUrls } from "./ArticlePreview";

describe("the editor's preview of pictures", () => {
  it("shows each picture from the desk's copy of the file, with the writer's alt text", () => {
    const { blocks } = parseArticleBody(
      "Before.\n\n![The shop front on Elm Street](./images/shop.jpg)\n\nAfter.",
    );
    const shown = withAssetUrls(blocks, (src) => `blob:preview/${src.replace("./images/", "")}`);
    renderWithTheme(<ArticleBody blocks={shown} />);
    expect(screen.getByRole("img", { name: "The shop front on Elm Street" })).toHaveAttribute(
      "src",
      "blob:preview/shop.jpg",
    );
    expect(shown.filter((block) => block.kind !== "image")).toEqual(
      blocks.filter((block) => block.kind !== "image"),
    );
  });
});

describe("the editor's preview of what the build would refuse", () => {
  /** The desk's entry, as the preview reads it: `getIn(["data", field])`. */
  const entry = (data: Record<string, string>) =>
    ({ getIn: ([, field]: string[]) => data[field] }) as unknown as Parameters<
      typeof ArticlePreview
    >[0]["entry"];

  it("shows the limit instead of parsing a body that would stall the parser", () => {
    // 12,000 stars each side: before the limits, the preview froze on every keystroke.
    const body = `Intro.\n\n${"*".repeat(12000)}x${"*".repeat(12000)}`;
    const props = { entry: entry({ title: "A draft", body }), document, getAsset: String };
    renderWithTheme(
      <ArticlePreview {...(props as unknown as Parameters<typeof ArticlePreview>[0])} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "body (line 3): expected at most 3 * or _ in a row",
    );
    expect(screen.getByRole("heading", { level: 1, name: "A draft" })).toBeInTheDocument();
  });

  // The reproduction from the security review: a bare CR ends a line for the parser, and
  // 10,000 list markers on what a \n-only count took as one line stalled it for minutes.
  it("counts bare-CR lines as the build does, and shows the limit", () => {
    const body = `Intro.\r\r${"- ".repeat(10000)}x\r`;
    const props = { entry: entry({ title: "A draft", body }), document, getAsset: String };
    renderWithTheme(
      <ArticlePreview {...(props as unknown as Parameters<typeof ArticlePreview>[0])} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      "body (line 3): expected one list or quote marker at the start of a line",
    );
  });

  it("marks an article dated after today, in the site's time zone, as scheduled", () => {
    const props = {
      entry: entry({ title: "Next week", body: "Soon.", date: "2999-01-04" }),
      document,
      getAsset: String,
      timeZone: "America/Chicago",
    };
    renderWithTheme(
      <ArticlePreview {...(props as unknown as Parameters<typeof ArticlePreview>[0])} />,
    );
    expect(screen.getByText("Scheduled for January 4, 2999")).toBeVisible();
  });
});

describe("the editor's preview of a picture the desk is still reading", () => {
  const entry = {
    getIn: ([, field]: string[]) =>
      ({ title: "A draft", body: "Before.\n\n![The shop front](./images/shop.jpg)" })[field],
  } as unknown as Parameters<typeof ArticlePreview>[0]["entry"];

  it("asks the site for no file at the desk's address, and shows the picture once it is read", () => {
    jest.useFakeTimers();
    // Sveltia hands out the asset at once and fills in its blob address a moment later.
    const asset = { url: "./images/shop.jpg", path: "./images/shop.jpg" };
    const props = { entry, document, timeZone: "UTC", getAsset: () => asset };
    renderWithTheme(
      <ArticlePreview {...(props as unknown as Parameters<typeof ArticlePreview>[0])} />,
    );
    const picture = screen.getByRole("img", { name: "The shop front" });
    expect(picture).not.toHaveAttribute("src");
    asset.url = "blob:desk/shop";
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole("img", { name: "The shop front" })).toHaveAttribute(
      "src",
      "blob:desk/shop",
    );
    jest.useRealTimers();
  });
});

describe("scheduledDay", () => {
  // 03:00 UTC on the 2nd is still the 1st in Dallas.
  const now = new Date("2026-12-02T03:00:00Z");
  it("is the display day of a date after today in the site's zone, else null", () => {
    expect(scheduledDay("2026-12-02", "America/Chicago", now)).toBe("December 2, 2026");
    expect(scheduledDay("2026-12-02", "UTC", now)).toBeNull();
    expect(scheduledDay("2026-12-01", "America/Chicago", now)).toBeNull();
    expect(scheduledDay(new Date("2027-01-05T00:00:00Z"), "UTC", now)).toBe("January 5, 2027");
    expect(scheduledDay("", "UTC", now)).toBeNull();
    expect(scheduledDay(undefined, "UTC", now)).toBeNull();
    expect(scheduledDay("2026-13-40", "UTC", now)).toBeNull();
  });
});
