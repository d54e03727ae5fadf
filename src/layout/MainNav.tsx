import type { Theme } from "@emotion/react";
import { Link } from "gatsby";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { buttonStyles } from "../components/ButtonLink";
import { useHydrated } from "../hooks/useHydrated";
import { CloseIcon } from "../components/icons/CloseIcon";
import { MenuIcon } from "../components/icons/MenuIcon";
import { mq } from "../theme/tokens";
import { bookCallLink, currentFor, mainNav } from "./navigation";

const MENU_ID = "site-menu";

/**
 * The main links and the Book Free Call button. Wide screens show them in the bar; small
 * screens show a menu button that opens the same links as a panel (one list, no copies).
 */
export function MainNav({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  // The panel opens with JavaScript: until the page's script runs (it loads after first
  // paint), the button is disabled rather than silently ignoring a tap. The footer repeats
  // every link meanwhile.
  const hydrated = useHydrated();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  // Choosing any link in the panel closes it; the route change then moves on.
  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest("a")) close(false);
  };

  return (
    <nav aria-label="Main" css={{ display: "flex", alignItems: "center" }}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        disabled={!hydrated}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        css={(theme) => ({
          ...buttonStyles("secondary")(theme),
          paddingInline: theme.space[3],
          "&:disabled": { cursor: "default" },
          [mq("nav")]: { display: "none" },
        })}
      >
        {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        Menu
      </button>
      {/* The panel is a plain click target for closing; links inside stay the interactive parts. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div id={MENU_ID} data-open={open} onClick={onMenuClick} css={menuStyles}>
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

const menuStyles = (theme: Theme) => ({
  display: "none",
  "&[data-open='true']": {
    display: "flex",
    flexDirection: "column" as const,
    gap: theme.space[4],
    position: "absolute" as const,
    insetInline: 0,
    top: "100%",
    padding: theme.space[4],
    background: theme.color.background,
    borderBottom: `1px solid ${theme.color.border}`,
    boxShadow: theme.shadow.raised,
  },
  [mq("nav")]: {
    "&, &[data-open='true']": {
      display: "flex",
      flexDirection: "row" as const,
      alignItems: "center",
      gap: theme.space[5],
      position: "static" as const,
      padding: 0,
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
});
