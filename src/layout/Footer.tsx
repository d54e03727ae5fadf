import type { Theme } from "@emotion/react";
import { graphql, Link, useStaticQuery } from "gatsby";
import { Container } from "../components/Container";
import { MailIcon } from "../components/icons/MailIcon";
import { MapPinIcon } from "../components/icons/MapPinIcon";
import { SocialIcon } from "./socialIcons";
import { locationLabel, useSiteConfig } from "../hooks/useSiteConfig";
import { mq } from "../theme/tokens";
import { Brand } from "./Brand";
import { FooterLinks } from "./FooterLinks";
import { headingStyles, listStyles } from "./footerStyles";
import { footerQuickLinks, footerServiceLinks } from "./navigation";
import { useCurrentYear } from "./useCurrentYear";

/**
 * The footer on every page: brand, social links, quick links, services, contact, legal. In the
 * footer's own ink, a shade apart from the evergreen banner, which a cream strip parts from it.
 */
export function Footer() {
  const config = useSiteConfig();
  const { site } = useStaticQuery<Queries.FooterBuildYearQuery>(graphql`
    query FooterBuildYear {
      site {
        buildTime(formatString: "YYYY")
      }
    }
  `);
  const year = useCurrentYear(Number(site?.buildTime));
  const social = config.social.filter((link) => link.url);

  return (
    <footer
      css={(theme) => ({
        "--focus-ring": theme.color.focusRingOnDark,
        background: theme.color.footer,
        color: theme.color.textOnDarkMuted,
        paddingTop: theme.rhythm.sectionPhone,
        paddingBottom: theme.space[5],
        [mq("md")]: { paddingTop: theme.rhythm.section },
        a: { color: theme.color.textOnDark },
        "a:hover": { color: theme.color.highlight },
      })}
    >
      <Container css={gridStyles}>
        <div>
          <Brand name={config.name} onDark />
          <p css={(theme) => ({ marginBlock: theme.space[3], maxWidth: theme.size.tagline })}>
            {config.tagline}
          </p>
          <ul css={socialStyles}>
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.url ?? undefined} aria-label={link.label} css={socialLinkStyles}>
                  <SocialIcon name={link.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title="Quick Links" links={footerQuickLinks} />
        <FooterLinks title="Services" links={footerServiceLinks(config.footerServices)} />
        <div>
          <h2 css={headingStyles}>Contact</h2>
          <ul css={listStyles}>
            <li css={iconRowStyles}>
              <MailIcon size={18} />
              <a href={`mailto:${config.email}`}>{config.email}</a>
            </li>
            <li css={iconRowStyles}>
              <MapPinIcon size={18} />
              {locationLabel(config)}
            </li>
          </ul>
        </div>
      </Container>
      <Container css={bottomStyles}>
        <p>
          © {year} {config.name}. All rights reserved.
        </p>
        <ul css={(theme) => ({ ...listStyles(theme), flexDirection: "row", gap: theme.space[5] })}>
          {config.legal.map((link) => (
            <li key={link.url}>
              <Link to={link.url}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </footer>
  );
}

const gridStyles = (theme: Theme) => ({
  display: "grid",
  gap: theme.space[6],
  [mq("sm")]: { gridTemplateColumns: "repeat(2, 1fr)" },
  [mq("lg")]: { gridTemplateColumns: "1.6fr 1fr 1fr 1.3fr" },
});

const socialStyles = (theme: Theme) => ({ ...listStyles(theme), flexDirection: "row" as const });

const socialLinkStyles = (theme: Theme) => ({
  display: "grid",
  placeItems: "center",
  width: theme.size.touchTarget,
  height: theme.size.touchTarget,
  borderRadius: theme.radius.pill,
  background: theme.color.footerRaised,
  // Forced colors drop the disc: a ring keeps each icon a visible target.
  "@media (forced-colors: active)": { border: "1px solid LinkText" },
});

const iconRowStyles = (theme: Theme) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space[2],
  overflowWrap: "anywhere" as const,
  svg: { flexShrink: 0 },
});

const bottomStyles = (theme: Theme) => ({
  display: "flex",
  flexWrap: "wrap" as const,
  justifyContent: "space-between",
  gap: theme.space[3],
  marginTop: theme.space[7],
  paddingTop: theme.space[5],
  borderTop: `1px solid ${theme.color.footerRaised}`,
  fontSize: theme.fontSize.sm,
});
