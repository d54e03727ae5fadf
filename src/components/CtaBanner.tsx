import type { Theme } from "@emotion/react";
import type { ReactNode } from "react";
import { mq } from "../theme/tokens";
import { ButtonLink } from "./ButtonLink";
import { Container } from "./Container";
import type { IconComponent } from "./Icon";
import { ArrowRightIcon } from "./icons/ArrowRightIcon";
import { SectionHeader, sectionRhythm } from "./Section";

export interface BannerLink {
  to: string;
  label: string;
  icon?: IconComponent;
}

export interface CtaBannerProps {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  /** The one filled button: always the booking link (a Contact address). */
  action: BannerLink;
  /** At most one other way on, as a quiet link beside the button. */
  secondary?: Omit<BannerLink, "icon">;
}

/**
 * The closing call to book the free strategy call: an evergreen panel inset in a cream band, so
 * a strip of the page always parts it from the ink footer below. Its actions are props, not
 * children, so a page cannot give it two filled buttons.
 */
export function CtaBanner({ id, title, intro, action, secondary }: CtaBannerProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      css={(theme) => ({ ...sectionRhythm(theme), background: theme.color.background })}
    >
      <Container>
        <div css={panelStyles}>
          <SectionHeader id={headingId} title={title} intro={intro} onDark flush />
          <div css={actionStyles}>
            <ButtonLink to={action.to} variant="onDark" icon={action.icon}>
              {action.label}
            </ButtonLink>
            {secondary && (
              <ButtonLink to={secondary.to} variant="quiet" icon={ArrowRightIcon}>
                {secondary.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}

const panelStyles = (theme: Theme) => ({
  "--focus-ring": theme.color.focusRingOnDark,
  position: "relative" as const,
  overflow: "hidden",
  display: "grid",
  gap: theme.space[5],
  padding: `${theme.space[7]} ${theme.space[5]}`,
  borderRadius: theme.radius.lg,
  background: theme.color.dark,
  color: theme.color.textOnDark,
  // The hero's motif, faint: four arcs rising from the panel's far corner, drawn over the whole
  // panel so no edge of a tile shows.
  backgroundImage: `radial-gradient(circle at 100% 100%, ${[5, 9, 13, 17]
    .map(
      (r) =>
        `transparent ${r - 0.5}rem, ${theme.color.darkRaised} ${r - 0.5}rem ${r}rem, transparent ${r}rem`,
    )
    .join(", ")})`,
  [mq("md")]: { padding: theme.space[8] },
  [mq("lg")]: { gridTemplateColumns: "1fr auto", alignItems: "end", gap: theme.space[7] },
  "@media (forced-colors: active)": { border: "2px solid CanvasText" },
});

const actionStyles = (theme: Theme) => ({
  position: "relative" as const,
  display: "flex",
  flexWrap: "wrap" as const,
  alignItems: "center",
  columnGap: theme.space[6],
  rowGap: theme.space[3],
});
