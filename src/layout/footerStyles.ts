import type { Theme } from "@emotion/react";

/** Styles shared by the footer's columns. */
export const headingStyles = (theme: Theme) => ({
  color: theme.color.textOnDark,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: 0,
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
