import type { HTMLAttributes } from "react";

/** Centres content at the site's reading width with side padding on small screens. */
export function Container(props: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      css={(theme) => ({
        width: "100%",
        maxWidth: theme.size.content,
        marginInline: "auto",
        paddingInline: theme.space[4],
        [`@media (min-width: ${theme.breakpoint.md})`]: { paddingInline: theme.space[6] },
      })}
      {...props}
    />
  );
}
