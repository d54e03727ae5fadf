import type { ReactNode } from "react";
import { Card } from "./Card";
import type { IconComponent } from "./Icon";
import { IconBadge } from "./IconBadge";

export interface IconCardProps {
  icon: IconComponent;
  title: ReactNode;
  /** The card's short description, in muted text. */
  text: ReactNode;
  /** Anything below the description, such as a link. */
  children?: ReactNode;
  /** Set by Emotion's `css` prop: where a grid places the card. */
  className?: string;
}

/** A list-item card with an icon, an h3 title and a short description. */
export function IconCard({ icon, title, text, children, className }: IconCardProps) {
  return (
    <Card as="li" className={className}>
      <IconBadge icon={icon} />
      <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>{title}</h3>
      <p css={(theme) => ({ color: theme.color.textMuted })}>{text}</p>
      {children}
    </Card>
  );
}
