/** @jest-environment node */
import { Suspense } from "react";
import { renderBody } from "./renderBody";

describe("a page's body", () => {
  it("keeps every section in place, with no script to put it there, however long the page", async () => {
    // Past React's 12.8 KB, the default renderer moves each later boundary out of place.
    const paragraph = "A sentence a visitor reads. ".repeat(500);
    const html = await renderBody(
      <main>
        {["first", "second", "third"].map((id) => (
          <section key={id} id={id}>
            <Suspense>
              <p>{paragraph}</p>
            </Suspense>
          </section>
        ))}
      </main>,
    );
    expect(html.length).toBeGreaterThan(3 * 12_800);
    expect(html).not.toMatch(/<script|hidden=""|id="S:/);
    for (const id of ["first", "second", "third"]) {
      expect(html).toMatch(new RegExp(`<section id="${id}"><!--\\$--><p>A sentence`));
    }
  });
});
