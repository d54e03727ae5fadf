import { Link } from "gatsby";
import { Logo } from "../components/Logo";
import { routes } from "./navigation";

/** Logo and agency name, linking home. Used in the top bar and the footer. */
export function Brand({ name, onDark = false }: { name: string; onDark?: boolean }) {
  return (
    <Link
      to={routes.home}
      css={(theme) => ({
        display: "inline-flex",
        alignItems: "center",
        gap: theme.space[2],
        minHeight: theme.size.touchTarget,
        fontSize: theme.fontSize.lg,
        fontWeight: theme.fontWeight.heavy,
        letterSpacing: "-0.02em",
        textDecoration: "none",
        color: onDark ? theme.color.textOnDark : theme.color.text,
        "&:hover": { color: onDark ? theme.color.textOnDark : theme.color.primary },
      })}
    >
      <Logo />
      {name}
    </Link>
  );
}
