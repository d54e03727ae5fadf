import { Card } from "../../components/Card";
import { CardGrid } from "../../components/CardGrid";
import type { IconName } from "../../components/Icon";
import { IconBadge } from "../../components/IconBadge";
import { Section } from "../../components/Section";

const values: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "lightbulb",
    title: "Simplicity First",
    text: "No jargon and no bloated packages. You get the few things that will move your business forward, explained so you can decide with confidence.",
  },
  {
    icon: "target",
    title: "Results Driven",
    text: "We measure what matters to you: calls, bookings, enquiries and sales. Each month you see what worked and what we will change.",
  },
  {
    icon: "users",
    title: "Partnership",
    text: "You know your customers; we know how to reach them online. We plan together, share drafts early and treat your budget like our own.",
  },
];

/** The three values that shape how we work. */
export function Values() {
  return (
    <Section id="values" eyebrow="How we work" title="Our values">
      <CardGrid>
        {values.map(({ icon, title, text }) => (
          <Card as="li" key={title}>
            <IconBadge name={icon} />
            <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>{title}</h3>
            <p css={(theme) => ({ color: theme.color.textMuted })}>{text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
