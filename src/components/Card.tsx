import type { HTMLAttributes } from "react";

/** A raised white panel; the layout inside is the caller's. */
export function Card({
  as: Tag = "div",
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: "div" | "article" | "li" }) {
  return (
    <Tag
      css={(theme) => ({
        display: "flex",
        flexDirection: "column",
        gap: theme.space[3],
        padding: theme.space[5],
        background: theme.color.surfaceRaised,
        color: theme.color.text,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
        boxShadow: theme.shadow.card,
        // Long addresses (emails, sites) wrap rather than spill out, even with wide spacing.
        overflowWrap: "anywhere",
      })}
      {...rest}
    />
  );
}
