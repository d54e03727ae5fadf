import type { IconComponent } from "./Icon";

export interface IconBulletListProps {
  /** The icon drawn as every item's bullet. */
  icon: IconComponent;
  items: readonly string[];
  /** Set by Emotion's `css` prop, for the one place that adds to the list's styles. */
  className?: string;
}

/** A list whose bullets are icons, aligned with each item's first line, in the accent color. */
export function IconBulletList({ icon: BulletIcon, items, className }: IconBulletListProps) {
  return (
    <ul
      className={className}
      css={(theme) => ({
        display: "grid",
        // The items keep their spacing when a card stretches the list to line up its actions.
        alignContent: "start",
        gap: theme.space[2],
        margin: 0,
        padding: 0,
        listStyle: "none",
      })}
    >
      {items.map((item) => (
        <li key={item} css={(theme) => ({ display: "flex", gap: theme.space[2] })}>
          <BulletIcon
            size={20}
            css={(theme) => ({
              flexShrink: 0,
              marginTop: theme.space[1],
              color: theme.color.accent,
            })}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
