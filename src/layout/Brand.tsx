import { Link } from "gatsby";
import { Logo } from "../components/Logo";
import { hiddenBelow } from "./hiddenBelow";
import { routes } from "./navigation";

export interface BrandProps {
  name: string;
  onDark?: boolean;
  /**
   * Hides the name on screen where it does not fit beside the top bar's actions (below the
   * `brandName` breakpoint); it stays the link's accessible name.
   */
  compact?: boolean;
}

/**
 * Logo and agency name, linking home. Used in the top bar and the footer. The name is set in
 * the display face, as the headings are, so mark and name read as one signature.
 */
export function Brand({ name, onDark = false, compact = false }: BrandProps) {
  return (
    <Link
      to={routes.home}
      css={(theme) => ({
        display: "inline-flex",
        alignItems: "center",
        gap: theme.space[2],
        minHeight: theme.size.touchTarget,
        fontFamily: theme.font.display,
        fontSize: theme.fontSize.lg,
        fontWeight: theme.fontWeight.semibold,
        letterSpacing: theme.letterSpacing.display,
        textDecoration: "none",
        color: onDark ? theme.color.textOnDark : theme.color.text,
        "&:hover": { color: onDark ? theme.color.highlight : theme.color.primary },
      })}
    >
      <Logo />
      <span css={compact ? hiddenBelow("brandName") : undefined}>{name}</span>
    </Link>
  );
}
