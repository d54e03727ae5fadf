import { globalCss } from "./globalStyles";
import { tokens } from "./tokens";

describe("globalCss", () => {
  const css = globalCss(tokens);

  it("declares the web fonts and their metric-matched fallbacks", () => {
    expect(css).toContain("@font-face{font-family:Inter Variable;");
    expect(css).toContain("font-display:optional;");
    expect(css.match(/@font-face\{font-family:Inter Fallback;/g)).toHaveLength(2);
    expect(css.match(/@font-face\{font-family:Fraunces;/g)).toHaveLength(2);
    expect(css).toMatch(
      /@font-face\{font-family:Fraunces Fallback;font-weight:600;src:local\("Georgia Bold"\)[^}]*size-adjust:\d+\.\d+%;ascent-override:\d+\.\d+%;descent-override:\d+\.\d+%;line-gap-override:0\.00%;\}/,
    );
  });

  it("sets headings down to h3 and the figures in the display face, h4 in the text face", () => {
    const display = tokens.font.display.replace(/,\s+/g, ",");
    expect(css).toContain(`h1,h2,h3,[data-figure]{font-family:${display};font-weight:600;`);
    expect(css).toMatch(/h1,h2,h3,h4\{[^}]*font-weight:700;/);
  });

  it("styles the base elements from the theme tokens", () => {
    // stylis drops the spaces after commas.
    expect(css).toContain(`body{margin:0;font-family:${tokens.font.body.replace(/,\s+/g, ",")};`);
    expect(css).toContain(`color:${tokens.color.text};`);
    expect(css).toContain(
      `:focus-visible{outline:3px solid var(--focus-ring, ${tokens.color.focusRing});`,
    );
  });

  it("keeps the reduced-motion override, which the browser parses as one rule", () => {
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: ?reduce\)\{\*,\*::before,\*::after\{[^}]*animation-duration:0\.01ms!important;/,
    );
  });

  it("is plain CSS: no nesting or interpolation left over", () => {
    expect(css).not.toMatch(/&|\[object Object\]|undefined|function/);
  });
});
