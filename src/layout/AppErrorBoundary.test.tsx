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
    const reload = jest.fn();
    const location = window.location;
    Object.defineProperty(window, "location", {
      value: { ...location, reload },
      configurable: true,
    });
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, "location", { value: location, configurable: true });
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
