import type { CSSObject, Theme } from "@emotion/react";
import { Link } from "gatsby";
import type { ComponentProps, ReactNode } from "react";
import type { IconComponent } from "./Icon";

/**
 * - `primary`: the page's one main action on a light ground, terracotta filled.
 * - `secondary`: a second action beside it, outlined in ink.
 * - `onDark`: the booking action on an evergreen panel, marigold filled.
 * - `outlineOnDark`: a second action on evergreen that is still a button (the 404's Go Back).
 * - `quiet`: a banner's second action, an underlined link in the text's own color, so it never
 *   competes with the one filled button.
 */
export type ButtonVariant = "primary" | "secondary" | "onDark" | "outlineOnDark" | "quiet";

// Forced colors drop every background: a filled button keeps its shape by its border, in the
// system's button colors, and shows hover and focus by turning it to the highlight color.
const forcedBorder: CSSObject = {
  "@media (forced-colors: active)": {
    borderColor: "ButtonText",
    "&:hover, &:focus-visible": { borderColor: "Highlight" },
  },
};

const variants: Record<ButtonVariant, (theme: Theme) => CSSObject> = {
  primary: (theme) => ({
    background: theme.color.primary,
    color: theme.color.onPrimary,
    "&:hover": { background: theme.color.primaryHover, color: theme.color.onPrimary },
    ...forcedBorder,
  }),
  secondary: (theme) => ({
    background: "transparent",
    color: theme.color.text,
    borderColor: theme.color.text,
    "&:hover": { background: theme.color.text, color: theme.color.textOnDark },
    ...forcedBorder,
  }),
  onDark: (theme) => ({
    background: theme.color.highlight,
    color: theme.color.onHighlight,
    "&:hover": { background: theme.color.highlightHover, color: theme.color.onHighlight },
    ...forcedBorder,
  }),
  outlineOnDark: (theme) => ({
    background: "transparent",
    color: theme.color.textOnDark,
    borderColor: theme.color.textOnDark,
    "&:hover": { background: theme.color.darkRaised, color: theme.color.textOnDark },
    ...forcedBorder,
  }),
  quiet: (theme) => ({
    borderWidth: 0,
    borderRadius: 0,
    paddingInline: 0,
    background: "none",
    color: "inherit",
    textDecoration: "underline",
    textDecorationThickness: "1px",
    textUnderlineOffset: "0.25em",
    "&:hover": { color: "inherit", textDecorationThickness: "2px" },
    // Its one sign in forced colors too: the underline, in the link color.
    "@media (forced-colors: active)": { color: "LinkText" },
    fontWeight: theme.fontWeight.semibold,
  }),
};

/** Shared look of every button-styled control, so links and buttons match. */
export const buttonStyles = (variant: ButtonVariant) => (theme: Theme) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.space[2],
  minHeight: theme.size.touchTarget,
  padding: `${theme.space[2]} ${theme.space[5]}`,
  border: "2px solid transparent",
  borderRadius: theme.radius.pill,
  fontWeight: theme.fontWeight.semibold,
  fontSize: theme.fontSize.md,
  lineHeight: theme.lineHeight.snug,
  textAlign: "center" as const,
  textDecoration: "none",
  cursor: "pointer",
  transition: `background ${theme.duration.fast}, color ${theme.duration.fast}`,
  "&:focus-visible": { outlineOffset: "3px" },
  ...variants[variant](theme),
});

export interface ButtonLinkProps extends Omit<ComponentProps<typeof Link>, "ref" | "children"> {
  to: string;
  variant?: ButtonVariant;
  icon?: IconComponent;
  children: ReactNode;
}

/** An internal link that looks like a button (Gatsby `Link`, so it prefetches). */
export function ButtonLink({
  variant = "primary",
  icon: TrailingIcon,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link css={buttonStyles(variant)} {...rest}>
      {children}
      {TrailingIcon && <TrailingIcon size={20} />}
    </Link>
  );
}
