import type { ReactNode } from "react";
import { Container } from "../components/Container";

export interface PageHeroProps {
  /** The page's only h1. */
  title: ReactNode;
  intro?: ReactNode;
  /** Calls to action under the intro. */
  children?: ReactNode;
}

/** The dark opening band of a page: its h1, a short intro and optional actions. */
export function PageHero({ title, intro, children }: PageHeroProps) {
  return (
    <section
      css={(theme) => ({
        "--focus-ring": theme.color.focusRingOnDark,
        background: `linear-gradient(135deg, ${theme.color.dark} 0%, ${theme.color.primaryHover} 100%)`,
        color: theme.color.textOnDark,
        paddingBlock: `${theme.space[8]} ${theme.space[8]}`,
      })}
    >
      <Container css={(theme) => ({ display: "grid", gap: theme.space[5], justifyItems: "start" })}>
        <h1 css={(theme) => ({ fontSize: theme.fontSize["3xl"], maxWidth: "20ch" })}>{title}</h1>
        {intro && (
          <p
            css={(theme) => ({
              fontSize: theme.fontSize.lg,
              color: theme.color.textOnDarkMuted,
              maxWidth: theme.size.prose,
            })}
          >
            {intro}
          </p>
        )}
        {children && (
          <div css={(theme) => ({ display: "flex", flexWrap: "wrap", gap: theme.space[3] })}>
            {children}
          </div>
        )}
      </Container>
    </section>
  );
}
