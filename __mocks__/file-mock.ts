// Asset imports (fonts, images) resolve to their URL in Gatsby; a fixed string in tests.
export default "/static/test-file";
