import type { Theme } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { buttonStyles } from "../components/ButtonLink";
import { useHydrated } from "../hooks/useHydrated";
import { CloseIcon } from "../components/icons/CloseIcon";
import { MenuIcon } from "../components/icons/MenuIcon";
import { mq } from "../theme/tokens";
import { hiddenBelow } from "./hiddenBelow";
import { bookCallLink, currentFor, mainNav } from "./navigation";

const MENU_ID = "site-menu";

/**
 * The main links and the Book Free Call button. Wide screens show them in the bar; small
 * screens show a menu button that opens the same links and the button as a panel: one list
 * for both, as the spec has it. (On small screens the top bar shows Book Free Call beside the
 * menu button as well: src/layout/TopBar.tsx.)
 *
 * The panel is a native popover, so it opens before the page's script loads (or without it),
 * and the browser closes it on Escape or a tap outside, giving focus back to the button.
 * Once hydrated, the script adds what the platform lacks: closing when focus leaves the menu
 * or a link is chosen, and `aria-expanded` kept in step for the icon and older readers.
 */
export function MainNav({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Follows the browser's own state; the panel may already be open when the script arrives.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    panel.addEventListener("toggle", onToggle);
    setOpen(panel.matches(":popover-open"));
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  // Focus that moves on past the menu (Tab after Book Free Call) must not sit under the panel.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return undefined;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !nav.contains(next)) hide(panelRef.current);
    };
    nav.addEventListener("focusout", onFocusOut);
    return () => nav.removeEventListener("focusout", onFocusOut);
  }, []);

  // A chosen link closes the panel; its link is then hidden, so focus goes back to the menu
  // button rather than dropping to <body>, also when the link is the page already shown.
  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest("a") || !open) return;
    hide(panelRef.current);
    toggleRef.current?.focus();
  };

  return (
    <nav ref={navRef} aria-label="Main" css={{ display: "flex", alignItems: "center" }}>
      <button
        ref={toggleRef}
        type="button"
        popovertarget={MENU_ID}
        aria-controls={MENU_ID}
        // Before hydration the browser exposes the popover's state on the button itself.
        aria-expanded={hydrated ? open : undefined}
        css={(theme) => ({
          ...buttonStyles("secondary")(theme),
          paddingInline: theme.space[3],
          [mq("nav")]: { display: "none" },
        })}
      >
        {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        {/* Below 360 px only the icon fits beside Book Free Call; the name stays "Menu". */}
        <span css={hiddenBelow("menuLabel")}>Menu</span>
      </button>
      {/* The panel is a plain click target for closing; links inside stay the interactive parts. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={panelRef} id={MENU_ID} popover="auto" onClick={onMenuClick} css={menuStyles}>
        <ul css={listStyles}>
          {mainNav.map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={currentFor(pathname, link.to)} css={linkStyles}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {/* Gatsby marks every link to the current page; only the nav list item should be. */}
        <Link to={bookCallLink.to} aria-current={undefined} css={buttonStyles("primary")}>
          {bookCallLink.label}
        </Link>
      </div>
    </nav>
  );
}

const hide = (panel: HTMLElement | null) => {
  if (panel?.matches(":popover-open")) panel.hidePopover();
};

const barHeight = (theme: Theme) => `var(--header-height, ${theme.size.topBar})`;

// Closed, the browser's own popover style hides the panel on small screens.
const menuStyles = (theme: Theme) => ({
  "&:popover-open": {
    display: "flex",
    flexDirection: "column" as const,
    gap: theme.space[4],
    // A sheet under the top bar (its measured height: useStickyHeaderPadding) that never runs
    // past the viewport: at 400% zoom or on a landscape phone it scrolls inside itself, so
    // Book Free Call stays reachable.
    position: "fixed" as const,
    inset: `${barHeight(theme)} 0 auto 0`,
    width: "auto",
    height: "auto",
    maxHeight: `calc(100dvh - ${barHeight(theme)})`,
    margin: 0,
    overflowY: "auto" as const,
    overscrollBehavior: "contain" as const,
    padding: theme.space[4],
    color: theme.color.text,
    background: theme.color.background,
    border: 0,
    borderBottom: `1px solid ${theme.color.border}`,
    boxShadow: theme.shadow.raised,
  },
  [mq("nav")]: {
    "&, &:popover-open": {
      display: "flex",
      flexDirection: "row" as const,
      alignItems: "center",
      gap: theme.space[5],
      position: "static" as const,
      width: "auto",
      height: "auto",
      maxHeight: "none",
      margin: 0,
      overflow: "visible",
      padding: 0,
      color: "inherit",
      background: "transparent",
      border: 0,
      boxShadow: "none",
    },
  },
});

const listStyles = (theme: Theme) => ({
  display: "flex",
  flexDirection: "column" as const,
  gap: theme.space[1],
  margin: 0,
  padding: 0,
  listStyle: "none",
  [mq("nav")]: { flexDirection: "row" as const, gap: theme.space[1] },
});

const linkStyles = (theme: Theme) => ({
  display: "flex",
  alignItems: "center",
  minHeight: theme.size.touchTarget,
  paddingInline: theme.space[3],
  borderRadius: theme.radius.sm,
  color: theme.color.text,
  fontWeight: theme.fontWeight.medium,
  textDecoration: "none",
  "&:hover": { color: theme.color.primary, background: theme.color.surface },
  "&[aria-current]": {
    color: theme.color.primary,
    background: theme.color.primarySoft,
    fontWeight: theme.fontWeight.semibold,
  },
  // Forced colors drop the background and the weight alone is too faint: underline instead.
  "@media (forced-colors: active)": {
    "&[aria-current]": { textDecoration: "underline", textDecorationThickness: "2px" },
  },
});
