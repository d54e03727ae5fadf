import type { CSSObject, Theme } from "@emotion/react";
import { type ReactNode, Suspense } from "react";
import { mq } from "../theme/tokens";
import { Container } from "./Container";

/**
 * - `plain`: cream, the page itself.
 * - `muted`: sand, to set one band apart from its neighbors (Trusted by, the values).
 *
 * Evergreen is the closing banner's alone (./CtaBanner.tsx), a panel of its own.
 */
export type SectionTone = "plain" | "muted";

const tones: Record<SectionTone, (theme: Theme) => CSSObject> = {
  plain: (theme) => ({ background: theme.color.background }),
  muted: (theme) => ({ background: theme.color.surface }),
};

/**
 * The one vertical rhythm of the site (tokens.rhythm): every band, whatever its tone, has the
 * same room above and below, less on a phone. The closing banner's cream band uses it too.
 */
export const sectionRhythm = (theme: Theme): CSSObject => ({
  paddingBlock: theme.rhythm.sectionPhone,
  [mq("md")]: { paddingBlock: theme.rhythm.section },
});

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
      css={(theme) => ({ ...sectionRhythm(theme), ...tones[tone](theme) })}
    >
      <Container>
        <SectionHeader id={headingId} title={title} intro={intro} eyebrow={eyebrow} />
        <Suspense>{children}</Suspense>
      </Container>
    </section>
  );
}

/**
 * A band's eyebrow, h2 and intro; the closing banner's panel shares it. `flush`: no room
 * below, for a parent that spaces its own children.
 */
export function SectionHeader({
  id,
  title,
  intro,
  eyebrow,
  onDark = false,
  flush = false,
}: Pick<SectionProps, "title" | "intro" | "eyebrow"> & {
  id: string;
  /** Set on the closing banner's evergreen panel. */
  onDark?: boolean;
  flush?: boolean;
}) {
  return (
    <header
      css={(theme) => ({ maxWidth: theme.size.prose, marginBottom: flush ? 0 : theme.space[6] })}
    >
      {eyebrow && (
        <p
          css={(theme) => ({
            color: onDark ? theme.color.highlight : theme.color.accent,
            fontWeight: theme.fontWeight.bold,
            fontSize: theme.fontSize.sm,
            textTransform: "uppercase",
            letterSpacing: theme.letterSpacing.label,
            marginBottom: theme.space[2],
          })}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} css={(theme) => ({ fontSize: theme.fontSize["2xl"] })}>
        {title}
      </h2>
      {intro && (
        <p
          css={(theme) => ({
            marginTop: theme.space[3],
            fontSize: theme.fontSize.lg,
            color: onDark ? theme.color.textOnDarkMuted : theme.color.textMuted,
          })}
        >
          {intro}
        </p>
      )}
    </header>
  );
}
