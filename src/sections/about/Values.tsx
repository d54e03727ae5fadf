import { useTheme } from "@emotion/react";
import { Section } from "../../components/Section";
import { mq } from "../../theme/tokens";

/** Each value's mark: a circle, a square and a sun on its horizon, the hero art's shapes. */
function ValueMark({ shape }: { shape: "circle" | "square" | "sunrise" }) {
  const { color } = useTheme();
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 40 40"
      css={(theme) => ({ width: theme.space[6], height: theme.space[6] })}
    >
      {shape === "circle" && <circle cx={20} cy={20} r={16} fill={color.highlight} />}
      {shape === "square" && (
        <rect x={5} y={5} width={30} height={30} rx={6} fill={color.primary} />
      )}
      {shape === "sunrise" && (
        <>
          <path d="M4 30A16 16 0 0 1 36 30Z" fill={color.accent} />
          <path d="M2 33H38" stroke={color.accent} strokeWidth={3} strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

const values = [
  {
    shape: "circle",
    title: "Simplicity First",
    text: "No jargon and no bloated packages. You get the few things that will move your business forward, explained so you can decide with confidence.",
  },
  {
    shape: "square",
    title: "Results Driven",
    text: "We measure what matters to you: calls, bookings, inquiries and sales. Each month you see what worked and what we'll change.",
  },
  {
    shape: "sunrise",
    title: "Partnership",
    text: "You know your customers; we know how to reach them online. We plan together, share drafts early and treat your budget like our own.",
  },
] as const;

/** The three values that shape how we work, side by side under a shared rule. */
export function Values() {
  return (
    <Section id="values" eyebrow="How we work" title="Our values">
      <ul
        css={(theme) => ({
          display: "grid",
          gap: theme.space[6],
          margin: 0,
          padding: 0,
          listStyle: "none",
          gridTemplateColumns: "minmax(0, 1fr)",
          [mq("md")]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
        })}
      >
        {values.map(({ shape, title, text }) => (
          <li
            key={title}
            css={(theme) => ({
              display: "grid",
              alignContent: "start",
              gap: theme.space[3],
              paddingTop: theme.space[5],
              borderTop: `2px solid ${theme.color.text}`,
            })}
          >
            <ValueMark shape={shape} />
            <h3 css={(theme) => ({ fontSize: theme.fontSize.xl })}>{title}</h3>
            <p css={(theme) => ({ color: theme.color.textMuted })}>{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
