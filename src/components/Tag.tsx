import type { ReactNode } from "react";

/** A small rounded label: a case study's category or a service it used. */
export function Tag({
  children,
  tone = "accent",
}: {
  children: ReactNode;
  tone?: "accent" | "primary";
}) {
  return (
    <span
      css={(theme) => ({
        display: "inline-block",
        padding: `${theme.space[1]} ${theme.space[3]}`,
        borderRadius: theme.radius.pill,
        fontSize: theme.fontSize.xs,
        fontWeight: theme.fontWeight.semibold,
        background: tone === "accent" ? theme.color.accentSoft : theme.color.primarySoft,
        color: tone === "accent" ? theme.color.text : theme.color.primaryHover,
      })}
    >
      {children}
    </span>
  );
}
