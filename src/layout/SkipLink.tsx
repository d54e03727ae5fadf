import { visuallyHidden } from "../components/VisuallyHidden";

export const MAIN_ID = "main";

/** First focusable element on every page: jumps past the top bar to the page content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      css={(theme) => ({
        ...visuallyHidden,
        "&:focus": {
          position: "fixed",
          top: theme.space[2],
          left: theme.space[2],
          zIndex: theme.zIndex.dialog,
          width: "auto",
          height: "auto",
          margin: 0,
          clip: "auto",
          padding: `${theme.space[2]} ${theme.space[4]}`,
          background: theme.color.background,
          borderRadius: theme.radius.sm,
          boxShadow: theme.shadow.raised,
          fontWeight: theme.fontWeight.semibold,
        },
      })}
    >
      Skip to main content
    </a>
  );
}
