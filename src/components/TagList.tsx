/** An article's tags as small pills; a list so screen readers announce how many. */
export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <ul
      aria-label="Tags"
      css={(theme) => ({
        display: "flex",
        flexWrap: "wrap",
        gap: theme.space[2],
        listStyle: "none",
        fontSize: theme.fontSize.xs,
        // Doubled class so long-form text styles (Prose) cannot indent the pills.
        "&&": { padding: 0 },
      })}
    >
      {tags.map((tag) => (
        <li
          key={tag}
          css={(theme) => ({
            padding: `${theme.space[1]} ${theme.space[3]}`,
            borderRadius: theme.radius.pill,
            background: theme.color.surface,
            color: theme.color.textMuted,
            "&&": { marginTop: 0 },
          })}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
