import type { Theme } from "@emotion/react";
import { Section } from "../../components/Section";
import type { SiteConfig } from "../../hooks/useSiteConfig";
import { mq } from "../../theme/tokens";

/*
 * The kinds of businesses we work with, rather than client logos: we show only what we can
 * stand behind, and an owner recognizes their own kind of business faster than a logo. Set as
 * a strip of word marks, each in its own cut of the display face, so it reads as a row of
 * clients without pretending to be their logos.
 */
const kinds: { label: string; cut: "title" | "caps" }[] = [
  { label: "Yoga and fitness studios", cut: "title" },
  { label: "Consultants and advisors", cut: "caps" },
  { label: "Salons and spas", cut: "title" },
  { label: "Home service pros", cut: "caps" },
  { label: "Restaurants and cafés", cut: "title" },
  { label: "Local shops", cut: "caps" },
];

// Two cuts of the one Fraunces the site loads (semibold): as written, and in tracked capitals.
const cuts = {
  title: (theme: Theme) => ({
    fontSize: theme.fontSize.lg,
    [mq("md")]: { fontSize: theme.fontSize.xl },
  }),
  caps: (theme: Theme) => ({
    fontSize: theme.fontSize.sm,
    [mq("md")]: { fontSize: theme.fontSize.md },
    textTransform: "uppercase" as const,
    letterSpacing: theme.letterSpacing.label,
  }),
};

/** The trust strip: how many owners, from the site config, then the kinds of business they run. */
export function TrustedBy({ config }: { config: Pick<SiteConfig, "claims" | "areaServed"> }) {
  return (
    <Section id="trusted" tone="muted" title="Trusted by growing businesses">
      <div
        css={(theme) => ({
          display: "grid",
          gap: theme.space[5],
          alignItems: "center",
          [mq("lg")]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 3fr)", gap: theme.space[7] },
        })}
      >
        <p css={(theme) => ({ color: theme.color.textMuted, maxWidth: theme.size.proofColumn })}>
          <span
            data-figure=""
            css={(theme) => ({
              display: "block",
              fontSize: theme.fontSize["3xl"],
              fontWeight: theme.fontWeight.semibold,
              lineHeight: theme.lineHeight.tight,
              color: theme.color.primary,
            })}
          >
            {config.claims.businessesHelped}
          </span>{" "}
          owners across {config.areaServed} have trusted us with their website, content or social
          media. These are the kinds of businesses they run.
        </p>
        <ul
          css={(theme) => ({
            display: "flex",
            flexWrap: "wrap",
            alignItems: "baseline",
            columnGap: theme.space[6],
            rowGap: theme.space[3],
            margin: 0,
            padding: 0,
            listStyle: "none",
            paddingBlock: theme.space[5],
            borderBlock: `1px solid ${theme.color.border}`,
          })}
        >
          {kinds.map(({ label, cut }) => (
            <li
              key={label}
              css={(theme) => ({
                display: "inline-flex",
                alignItems: "center",
                gap: theme.space[3],
                fontFamily: theme.font.display,
                fontWeight: theme.fontWeight.semibold,
                lineHeight: theme.lineHeight.snug,
                color: theme.color.text,
                ...cuts[cut](theme),
                // Each name brings its own small mark, so a wrapped row never starts with one.
                "&::before": {
                  content: '""',
                  flexShrink: 0,
                  width: theme.space[2],
                  height: theme.space[2],
                  borderRadius: theme.radius.pill,
                  background: theme.color.primary,
                },
              })}
            >
              {label}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
