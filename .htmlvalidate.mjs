/**
 * html-validate settings for the built pages (`npm run test:html`). The recommended and
 * full-document presets apply in full, except where Gatsby, React or Emotion themselves write
 * HTML a rule objects to; each exception below says which output it is and is kept as narrow
 * as the rule allows.
 */
export default {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document"],
  elements: ["html5"],
  rules: {
    // React renders boolean attributes with an empty value (disabled="", hidden=""), a valid
    // HTML form the default style rules reject.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // ARIA lets authors name any element whose role supports naming, lists included; the
    // article tag lists are named "Tags" so screen readers announce what the pills are.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // React writes void elements self-closed (<meta/>, <img/>), never the bare form.
    "void-style": ["error", { style: "selfclosing" }],
    // Gatsby's default html.js renders <meta charSet="utf-8">; attribute names are
    // case-insensitive in HTML, and React writes every other attribute in lower case.
    "attr-case": "off",
    // Gatsby's root elements carry the ids "___gatsby" and "gatsby-focus-wrapper": valid in
    // HTML5 (any id without spaces), not under the stricter letter-first style this checks.
    "valid-id": ["error", { relaxed: true }],
    // Gatsby's focus wrapper (outline) and route announcer (visually hidden) use inline
    // styles; only their properties are allowed. Our own styles go through Emotion classes.
    "no-inline-style": [
      "error",
      {
        allowedProperties: [
          "outline",
          "position",
          "top",
          "width",
          "height",
          "padding",
          "overflow",
          "clip",
          "white-space",
          "border",
        ],
      },
    ],
    // Gatsby's scripts and preloads are served from this site's own origin, so integrity
    // hashes add nothing; any third-party script or stylesheet must still carry one.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
