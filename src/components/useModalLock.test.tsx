import { render } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { useModalLock } from "./useModalLock";

function Modal({ onClose }: { onClose: () => void }) {
  useModalLock(onClose, null);
  return <div role="dialog" aria-label="An article" />;
}

/**
 * Presses Escape in the same commit that shows the modal, after the modal's own layout effects
 * and before any passive effect: as a visitor's key does when it lands just as the modal shows.
 */
function EscapeAsItShows() {
  useLayoutEffect(() => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  }, []);
  return null;
}

describe("useModalLock", () => {
  it("closes on Escape pressed as the modal shows, before it has painted", () => {
    const onClose = jest.fn();
    render(
      <>
        <Modal onClose={onClose} />
        <EscapeAsItShows />
      </>,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("makes the page behind inert while open, and puts it back when closed", () => {
    document.body.innerHTML = '<div id="___gatsby"></div>';
    const root = document.getElementById("___gatsby") as HTMLElement;
    const { unmount } = render(<Modal onClose={() => undefined} />);
    expect(root.hasAttribute("inert")).toBe(true);
    expect(document.documentElement.style.overflow).toBe("hidden");
    unmount();
    expect(root.hasAttribute("inert")).toBe(false);
    expect(document.documentElement.style.overflow).toBe("");
    root.remove();
  });
});
