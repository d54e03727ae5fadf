import type { ReactNode } from "react";
import { ArcMotif } from "../components/art/ArcMotif";
import type { HeroAccentName } from "../components/art/HeroAccent";
import { Container } from "../components/Container";
import { mq } from "../theme/tokens";

export interface PageHeroProps {
  /** The page's only h1, and its largest paint: the art beside it is SVG, never counted. */
  title: ReactNode;
  intro?: ReactNode;
  /** Calls to action under the intro. */
  children?: ReactNode;
  /** The page's sign drawn over the shared arcs at the band's right edge. */
  accent?: HeroAccentName;
  /** Home's own opening: cream, with its own picture (`art`) and proof under the actions. */
  home?: { art: ReactNode; proof: ReactNode };
}

/**
 * The opening band of a page: its h1 in the display face, a short intro and optional actions,
 * with a picture on the right from 72em. On a phone the picture comes after the actions, short,
 * so the heading and the first action stay in the first screen.
 */
export function PageHero({ title, intro, children, accent, home }: PageHeroProps) {
  return (
    <section
      css={(theme) => ({
        background: home ? theme.color.background : theme.color.surface,
        color: theme.color.text,
        paddingTop: theme.space[7],
        // The arcs rise from the band's bottom edge, so they take the place of its padding.
        paddingBottom: accent ? 0 : theme.space[7],
        borderBottom: home ? "none" : `1px solid ${theme.color.border}`,
        position: "relative",
        [mq("lg")]: {
          paddingTop: theme.space[8],
          paddingBottom: accent ? 0 : theme.space[8],
          // Never shorter than the arcs, which stand in its corner.
          minHeight: accent ? `calc(${theme.size.heroArtLg} + ${theme.space[7]})` : undefined,
        },
      })}
    >
      <Container
        css={(theme) => ({
          display: "grid",
          gap: theme.space[6],
          gridTemplateColumns: "minmax(0, 1fr)",
          [mq("lg")]: {
            gridTemplateColumns: home
              ? "minmax(0, 7fr) minmax(0, 5fr)"
              : "minmax(0, 3fr) minmax(0, 2fr)",
            columnGap: theme.space[8],
            alignItems: home ? "center" : "end",
          },
        })}
      >
        <div
          css={(theme) => ({
            display: "grid",
            gap: theme.space[5],
            justifyItems: "start",
            paddingBottom: accent ? theme.space[2] : 0,
            [mq("lg")]: { paddingBottom: accent ? theme.space[8] : 0 },
          })}
        >
          <h1
            css={(theme) => ({
              fontSize: theme.fontSize["3xl"],
              maxWidth: "20ch",
            })}
          >
            {title}
          </h1>
          {intro && (
            <p
              css={(theme) => ({
                fontSize: theme.fontSize.lg,
                color: theme.color.textMuted,
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
          {home?.proof}
        </div>
        {home?.art}
        {accent && (
          <div
            css={(theme) => ({
              // A short strip on a phone, the sunrise peeking from the band's corner where its
              // bottom padding would be; from 72em a tall one at the viewport's right edge.
              // Fixed heights: nothing moves when the page paints.
              height: theme.space[8],
              marginTop: `calc(-1 * ${theme.space[5]})`,
              marginRight: `calc(-1 * ${theme.space[4]})`,
              [mq("md")]: {
                height: theme.size.heroArtMd,
                marginRight: `calc(-1 * ${theme.space[6]})`,
              },
              [mq("lg")]: {
                position: "absolute",
                right: 0,
                bottom: 0,
                width: theme.size.heroArtLgWidth,
                height: theme.size.heroArtLg,
                margin: 0,
              },
            })}
          >
            <ArcMotif accent={accent} />
          </div>
        )}
      </Container>
    </section>
  );
}
