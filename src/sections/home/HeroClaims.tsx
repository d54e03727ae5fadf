import type { SiteConfig } from "../../hooks/useSiteConfig";
import { mq } from "../../theme/tokens";

/** The four proof points under the hero's actions, each a big figure over a short label. */
export function HeroClaims({ claims }: { claims: SiteConfig["claims"] }) {
  const items = [
    { figure: claims.businessesHelped, label: "businesses helped" },
    { figure: `${claims.responseHours}hr`, label: "response time" },
    { figure: `${claims.satisfactionPercent}%`, label: "client satisfaction" },
    { figure: `${claims.callMinutes} min`, label: "free strategy call" },
  ];
  return (
    <ul
      css={(theme) => ({
        width: "100%",
        display: "grid",
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        gap: `${theme.space[4]} ${theme.space[5]}`,
        margin: 0,
        marginTop: theme.space[3],
        padding: 0,
        listStyle: "none",
        [mq("md")]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
      })}
    >
      {items.map(({ figure, label }) => (
        <li
          key={label}
          css={(theme) => ({
            display: "flex",
            flexDirection: "column",
            gap: theme.space[1],
            paddingTop: theme.space[3],
            borderTop: `2px solid ${theme.color.border}`,
          })}
        >
          <strong
            data-figure=""
            css={(theme) => ({
              fontSize: theme.fontSize["2xl"],
              lineHeight: theme.lineHeight.tight,
              color: theme.color.primary,
            })}
          >
            {figure}
          </strong>{" "}
          <span css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.textMuted })}>
            {label}
          </span>
        </li>
      ))}
    </ul>
  );
}
