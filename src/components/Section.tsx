import type { Theme } from "@emotion/react";
import { type ReactNode, Suspense } from "react";
import { Container } from "./Container";

export type SectionTone = "plain" | "muted" | "dark";

const tones: Record<SectionTone, (theme: Theme) => object> = {
  plain: (theme) => ({ background: theme.color.background }),
  muted: (theme) => ({ background: theme.color.surface }),
  dark: (theme) => ({
    "--focus-ring": theme.color.focusRingOnDark,
    background: theme.color.dark,
    color: theme.color.textOnDark,
  }),
};

export interface SectionProps {
  /** The section's h2; also names the region for assistive technology. */
  title: ReactNode;
  /** Short text under the heading. */
  intro?: ReactNode;
  /** Small label above the heading, e.g. "Our services". */
  eyebrow?: string;
  tone?: SectionTone;
  /** Id of the heading, for `aria-labelledby`; must be unique on the page. */
  id: string;
  children?: ReactNode;
}

/** A page-wide band with an h2 heading: the building block of every page below its hero. */
export function Section({ title, intro, eyebrow, tone = "plain", id, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({ paddingBlock: theme.space[8], ...tones[tone](theme) })}
    >
      <Container>
        <header css={(theme) => ({ maxWidth: theme.size.prose, marginBottom: theme.space[6] })}>
          {eyebrow && (
            <p
              css={(theme) => ({
                color: tone === "dark" ? theme.color.focusRingOnDark : theme.color.accent,
                fontWeight: theme.fontWeight.bold,
                fontSize: theme.fontSize.sm,
                textTransform: "uppercase",
                letterSpacing: "0.08em",
                marginBottom: theme.space[2],
              })}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} css={(theme) => ({ fontSize: theme.fontSize["2xl"] })}>
            {title}
          </h2>
          {intro && (
            <p
              css={(theme) => ({
                marginTop: theme.space[3],
                fontSize: theme.fontSize.lg,
                color: tone === "dark" ? theme.color.textOnDarkMuted : theme.color.textMuted,
              })}
            >
              {intro}
            </p>
          )}
        </header>
        <Suspense>{children}</Suspense>
      </Container>
    </section>
  );
}
