import { TextEncoder } from "node:util";
import { act, lazy, Suspense, useState, type JSX } from "react";
import { onRecoverableError, replaceHydrateFunction } from "./hydrate";

// React's server renderer needs TextEncoder, which jsdom lacks; it is imported once it exists.
let renderToString: typeof import("react-dom/server").renderToString;
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder });
  ({ renderToString } = await import("react-dom/server"));
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

const page = () => (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);

// React's act() needs this flag outside its own test renderer.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe("replaceHydrateFunction", () => {
  it("hydrates the server's markup, keeping the nodes, and the page responds", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const serverButton = container.querySelector("button");
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});

    await act(async () => replaceHydrateFunction()(page(), container));
    await act(async () => serverButton?.click());

    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton?.textContent).toBe("Clicked 1");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("renders from scratch when the server sent an empty page", async () => {
    const container = document.createElement("div");
    container.innerHTML = `<div id="gatsby-focus-wrapper"></div><div id="gatsby-announcer"></div>`;
    document.body.append(container);

    await act(async () => replaceHydrateFunction()(page(), container));

    expect(container.querySelector("button")?.textContent).toBe("Clicked 0");
    container.remove();
  });

  it("renders into an empty element even while a hydrated page is on screen", async () => {
    // `gatsby develop` mounts its loading indicator this way, then unmounts it.
    const app = document.createElement("div");
    app.innerHTML = renderToString(page());
    const indicator = document.createElement("div");
    document.body.append(app, indicator);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});

    let unmount: (() => void) | undefined;
    await act(async () => {
      unmount = replaceHydrateFunction()(<p>Loading</p>, indicator);
    });
    expect(indicator.textContent).toBe("Loading");
    await act(async () => unmount?.());
    expect(indicator.textContent).toBe("");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    app.remove();
    indicator.remove();
  });
});

describe("an update that reaches a part of the page still hydrating", () => {
  it("renders that part afresh, with the update, and reports no error", async () => {
    // On the server the part renders at once; in the browser its code is still loading, so its
    // boundary waits to hydrate while the label above it changes, as a link in the top bar
    // changes the page before the rest has hydrated.
    let loaded: (module: { default: (props: { label: string }) => JSX.Element }) => void = () => {};
    const Part = lazy(
      () =>
        new Promise<{ default: (p: { label: string }) => JSX.Element }>(
          (resolve) => (loaded = resolve),
        ),
    );
    const Server = ({ label }: { label: string }) => <p>{label}</p>;
    let relabel: (label: string) => void = () => {};
    function Shell({ browser }: { browser: boolean }) {
      const [label, setLabel] = useState("Filtered by SEO");
      relabel = setLabel;
      return (
        <div id="gatsby-focus-wrapper">
          <Suspense fallback={null}>
            {browser ? <Part label={label} /> : <Server label={label} />}
          </Suspense>
        </div>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Shell browser={false} />);
    document.body.append(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const reported = jest.fn();
    const reportError = globalThis.reportError;
    globalThis.reportError = reported;
    try {
      await act(async () => replaceHydrateFunction()(<Shell browser />, container));
      await act(async () => relabel("All articles"));
      await act(async () => loaded({ default: Server }));
      expect(container.textContent).toBe("All articles");
      expect(reported).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      globalThis.reportError = reportError;
      errors.mockRestore();
      container.remove();
    }
  });

  it("still reports any other error React recovered from", () => {
    const reported = jest.fn();
    const reportError = globalThis.reportError;
    globalThis.reportError = reported;
    try {
      const mismatch = new Error("Minified React error #418; visit https://react.dev/errors/418");
      onRecoverableError(mismatch);
      onRecoverableError(
        new Error(
          "Minified React error #421; visit https://reactjs.org/docs/error-decoder.html?invariant=421",
        ),
      );
      expect(reported.mock.calls).toEqual([[mismatch]]);
    } finally {
      globalThis.reportError = reportError;
    }
  });
});
