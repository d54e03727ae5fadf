import type { IconComponent } from "./Icon";

/** An icon in a soft rounded square, at the top of a card. Decorative. */
export function IconBadge({ icon: BadgeIcon }: { icon: IconComponent }) {
  return (
    <span
      css={(theme) => ({
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: theme.size.touchTarget,
        height: theme.size.touchTarget,
        borderRadius: theme.radius.md,
        background: theme.color.primarySoft,
        color: theme.color.primary,
      })}
    >
      <BadgeIcon />
    </span>
  );
}
