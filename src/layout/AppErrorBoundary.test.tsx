import { render, screen } from "@testing-library/react";
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
});
