import type { Theme } from "@emotion/react";
import { Link } from "gatsby";
import type { ComponentProps, ReactNode } from "react";
import type { IconComponent } from "./Icon";

export type ButtonVariant = "primary" | "secondary" | "onDark" | "outlineOnDark";

const variants: Record<ButtonVariant, (theme: Theme) => object> = {
  primary: (theme) => ({
    background: theme.color.primary,
    color: theme.color.onPrimary,
    "&:hover": { background: theme.color.primaryHover, color: theme.color.onPrimary },
  }),
  secondary: (theme) => ({
    background: theme.color.background,
    color: theme.color.primary,
    borderColor: theme.color.primary,
    "&:hover": { background: theme.color.primarySoft, color: theme.color.primaryHover },
  }),
  onDark: (theme) => ({
    background: theme.color.background,
    color: theme.color.primary,
    "&:hover": { background: theme.color.primarySoft, color: theme.color.primaryHover },
  }),
  outlineOnDark: (theme) => ({
    background: "transparent",
    color: theme.color.textOnDark,
    borderColor: theme.color.textOnDark,
    "&:hover": { background: theme.color.darkRaised, color: theme.color.textOnDark },
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
