import { TextEncoder } from "node:util";
import { act, useState } from "react";
import { replaceHydrateFunction } from "./hydrate";

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
