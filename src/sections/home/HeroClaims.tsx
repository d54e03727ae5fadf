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
        flexBasis: "100%",
        display: "grid",
        gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
        gap: theme.space[4],
        margin: 0,
        marginTop: theme.space[5],
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
            paddingLeft: theme.space[3],
            borderLeft: `3px solid ${theme.color.focusRingOnDark}`,
          })}
        >
          <strong css={(theme) => ({ fontSize: theme.fontSize.xl, color: theme.color.textOnDark })}>
            {figure}
          </strong>
          <span css={(theme) => ({ color: theme.color.textOnDarkMuted })}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
