import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppErrorBoundary } from "./AppErrorBoundary";

function Broken(): never {
  throw new Error("router exploded");
}

describe("AppErrorBoundary", () => {
  it("shows its children when nothing fails", () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
  });

  it("replaces a throwing tree with the error view and a way home", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Unexpected Application Error" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("offers a Reload action", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    consoleError.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    // jsdom cannot load a page again (nor may a test replace window.location, since jsdom 26),
    // and says so when asked to: the click asked for a navigation, and nothing else did.
    expect(consoleError.mock.calls.flat().map(String).join("\n")).toMatch(
      /Not implemented: navigation/,
    );
    consoleError.mockRestore();
  });

  it("resets when the visitor goes Back or Forward, showing the page again", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let breakNow = true;
    function MaybeBroken() {
      if (breakNow) throw new Error("page exploded");
      return <p>Previous page</p>;
    }
    render(
      <AppErrorBoundary>
        <MaybeBroken />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error" }),
    ).toBeInTheDocument();
    breakNow = false;
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByText("Previous page")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Unexpected Application Error" })).toBeNull();
    consoleError.mockRestore();
  });
});
