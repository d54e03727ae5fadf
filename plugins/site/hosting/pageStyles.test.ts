import { checkStylesHoisted, hoistEmotionStyles } from "./pageStyles";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe("hoistEmotionStyles", () => {
  it("gathers Emotion's styles into one element at the end of the head, in page order", () => {
    const html = page(
      "<title>T</title><style>body{margin:0}</style>",
      `<div><style data-emotion="css 1a">.css-1a{color:red;}</style><p class="css-1a">A</p>` +
        `<ul><style data-emotion="css 2b 3c">.css-2b{gap:1rem;}.css-3c{gap:2rem;}</style><li>B</li></ul></div>`,
    );
    expect(hoistEmotionStyles(html)).toBe(
      page(
        "<title>T</title><style>body{margin:0}</style>" +
          `<style data-emotion="css 1a 2b 3c">.css-1a{color:red;}.css-2b{gap:1rem;}.css-3c{gap:2rem;}</style>`,
        `<div><p class="css-1a">A</p><ul><li>B</li></ul></div>`,
      ),
    );
  });

  it("leaves a page without Emotion styles, or already done, as it is", () => {
    const plain = page("<title>T</title>", "<p>Hi</p>");
    expect(hoistEmotionStyles(plain)).toBe(plain);
    const done = hoistEmotionStyles(
      page("", `<style data-emotion="css 1a">.css-1a{color:red;}</style><p>A</p>`),
    );
    expect(hoistEmotionStyles(done)).toBe(done);
  });

  it("lists an id once when two elements carry it", () => {
    const html = page(
      "",
      `<style data-emotion="css 1a">.css-1a{color:red;}</style><style data-emotion="css 1a">.css-1a{color:red;}</style>`,
    );
    expect(hoistEmotionStyles(html)).toContain(`<style data-emotion="css 1a">`);
  });
});

describe("checkStylesHoisted", () => {
  it("stops the build naming a page whose body still holds Emotion's styles", () => {
    const hoisted = hoistEmotionStyles(
      page("", `<style data-emotion="css 1a">.css-1a{color:red;}</style><p>A</p>`),
    );
    expect(() => checkStylesHoisted([{ file: "public/a.html", html: hoisted }])).not.toThrow();
    // Emotion writing its styles in another form: the hoist leaves them in the body.
    const other = page("", `<style data-emotion="emotion 1a">.css-1a{color:red;}</style>`);
    expect(() =>
      checkStylesHoisted([{ file: "public/b.html", html: hoistEmotionStyles(other) }]),
    ).toThrow(/^public\/b\.html: .*pageStyles\.ts/);
  });
});
