import type { Theme } from "@emotion/react";

/** An icon used as a list bullet: aligned with the first line of text, in the accent color. */
export const bulletIconStyles = (theme: Theme) => ({
  flexShrink: 0,
  marginTop: theme.space[1],
  color: theme.color.accent,
});
