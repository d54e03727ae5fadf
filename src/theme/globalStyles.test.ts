import { globalCss } from "./globalStyles";
import { tokens } from "./tokens";

describe("globalCss", () => {
  const css = globalCss(tokens);

  it("declares the web font and its metric-matched fallback", () => {
    expect(css).toContain("@font-face{font-family:Inter Variable;");
    expect(css).toContain("font-display:optional;");
    expect(css.match(/@font-face\{font-family:Inter Fallback;/g)).toHaveLength(2);
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
