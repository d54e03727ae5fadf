import type { Theme } from "@emotion/react";

/** Styles shared by the footer's columns. */
export const headingStyles = (theme: Theme) => ({
  color: theme.color.textOnDark,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: 0,
  // Inter, as the footer's columns are labels, not headings of the page's story.
  fontFamily: theme.font.body,
  marginBottom: theme.space[3],
});

export const listStyles = (theme: Theme) => ({
  display: "flex",
  flexDirection: "column" as const,
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});
