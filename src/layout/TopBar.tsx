import type { Theme } from "@emotion/react";
import { Link } from "gatsby";
import { useRef } from "react";
import { buttonStyles } from "../components/ButtonLink";
import { Container } from "../components/Container";
import { useStickyHeaderPadding } from "../components/useStickyHeaderPadding";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { mq } from "../theme/tokens";
import { Brand } from "./Brand";
import { MainNav } from "./MainNav";
import { bookCallLink } from "./navigation";

/**
 * The bar on every page: the mark on the left; on small screens Book Free Call beside the menu
 * button, so booking is one tap away at every scroll position; on wide screens the links with
 * Book Free Call after them, inside the navigation (MainNav), and this copy is hidden.
 *
 * It sticks to the top of the viewport, except on one too short for it (400% zoom), where it
 * scrolls away with the page. The page's `scroll-padding-top` follows its real height while
 * it sticks (useStickyHeaderPadding), so it never covers what has focus.
 */
export function TopBar({ pathname }: { pathname: string }) {
  const { name } = useSiteConfig();
  const barRef = useRef<HTMLElement>(null);
  useStickyHeaderPadding(null, barRef);
  return (
    <header ref={barRef} css={barStyles}>
      <Container css={rowStyles}>
        <Brand name={name} compact />
        <div css={(theme) => ({ display: "flex", alignItems: "center", gap: theme.space[2] })}>
          {/* The spec's button, here outside the navigation; on the Contact page it jumps to
              the calendar, so Gatsby's current-page mark would be wrong. */}
          <Link to={bookCallLink.to} aria-current={undefined} css={barButtonStyles}>
            {bookCallLink.label}
          </Link>
          <MainNav pathname={pathname} />
        </div>
      </Container>
    </header>
  );
}

const barStyles = (theme: Theme) => ({
  position: "relative" as const,
  zIndex: theme.zIndex.topBar,
  background: theme.color.background,
  borderBottom: `1px solid ${theme.color.border}`,
  [`@media (min-height: ${theme.size.stickyBarMinViewport})`]: {
    position: "sticky" as const,
    top: 0,
  },
});

const rowStyles = (theme: Theme) => ({
  display: "flex",
  // With a visitor's wide text spacing at 320 px the actions may need a second line.
  flexWrap: "wrap" as const,
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: theme.space[2],
  minHeight: theme.size.topBar,
});

const barButtonStyles = (theme: Theme) => ({
  ...buttonStyles("primary")(theme),
  paddingInline: theme.space[3],
  whiteSpace: "nowrap" as const,
  [mq("nav")]: { display: "none" },
});
