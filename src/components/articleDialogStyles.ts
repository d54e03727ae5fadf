import type { Theme } from "@emotion/react";
import { mq } from "../theme/tokens";

/** Styles of the article dialog, kept apart so the component reads as structure. */
export const dialogStyles = {
  overlay: (theme: Theme) => ({
    position: "fixed" as const,
    inset: 0,
    zIndex: theme.zIndex.dialog,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    padding: theme.space[3],
    [mq("md")]: { padding: theme.space[6] },
  }),
  backdrop: (theme: Theme) => ({
    position: "absolute" as const,
    inset: 0,
    background: theme.color.overlay,
  }),
  panel: (theme: Theme) => ({
    position: "relative" as const,
    width: "100%",
    maxWidth: `calc(${theme.size.prose} + 2 * ${theme.space[6]})`,
    // The full height from the start, so the panel does not grow (and, centered, jump) when
    // the body arrives after the dialog opened. Every article is taller than a screen anyway.
    height: "100%",
    overflowY: "auto" as const,
    overscrollBehavior: "contain" as const,
    // The sticky header covers the top of the scroller: anything scrolled into view, a focused
    // link above all, lands below it. Its height is measured (useStickyHeaderPadding), as it
    // wraps on small screens; until then, one row: a touch target, its padding and border.
    scrollPaddingTop: `calc(var(--sticky-header, ${theme.size.touchTarget} + 2 * ${theme.space[3]} + 1px) + ${theme.space[3]})`,
    background: theme.color.background,
    color: theme.color.text,
    // Invisible normally; forced colors paint it, so the dialog keeps an edge when the
    // shadow and the backgrounds are gone.
    border: "1px solid transparent",
    borderRadius: theme.radius.lg,
    boxShadow: theme.shadow.raised,
    "&:focus": { outline: "none" },
  }),
  header: (theme: Theme) => ({
    position: "sticky" as const,
    top: 0,
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: theme.space[3],
    padding: `${theme.space[3]} ${theme.space[4]}`,
    background: theme.color.background,
    borderBottom: `1px solid ${theme.color.border}`,
    [mq("md")]: { paddingInline: theme.space[6] },
  }),
  close: (theme: Theme) => ({
    flexShrink: 0,
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: theme.size.touchTarget,
    height: theme.size.touchTarget,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.pill,
    background: theme.color.background,
    color: theme.color.text,
    cursor: "pointer",
    "&:hover": { background: theme.color.surface },
  }),
  body: (theme: Theme) => ({
    padding: theme.space[4],
    [mq("md")]: { padding: theme.space[6] },
    "& > * + *": { marginTop: theme.space[4] },
    h3: { fontSize: theme.fontSize.lg, marginTop: theme.space[6] },
    h4: { fontSize: theme.fontSize.md, marginTop: theme.space[5] },
    "ul, ol": { paddingLeft: theme.space[5] },
    "li + li": { marginTop: theme.space[2] },
  }),
  title: (theme: Theme) => ({ fontSize: theme.fontSize.xl }),
  notice: (theme: Theme) => ({ color: theme.color.textMuted }),
  pageLink: (theme: Theme) => ({
    display: "inline-flex",
    alignItems: "center",
    gap: theme.space[2],
    fontWeight: theme.fontWeight.semibold,
    "&&": { marginTop: theme.space[6] },
  }),
};
