import { CardGrid } from "../../components/CardGrid";
import type { IconComponent } from "../../components/Icon";
import { IconCard } from "../../components/IconCard";
import { LightbulbIcon } from "../../components/icons/LightbulbIcon";
import { TargetIcon } from "../../components/icons/TargetIcon";
import { UsersIcon } from "../../components/icons/UsersIcon";
import { Section } from "../../components/Section";

const values: { icon: IconComponent; title: string; text: string }[] = [
  {
    icon: LightbulbIcon,
    title: "Simplicity First",
    text: "No jargon and no bloated packages. You get the few things that will move your business forward, explained so you can decide with confidence.",
  },
  {
    icon: TargetIcon,
    title: "Results Driven",
    text: "We measure what matters to you: calls, bookings, inquiries and sales. Each month you see what worked and what we'll change.",
  },
  {
    icon: UsersIcon,
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
          <IconCard key={title} icon={icon} title={title} text={text} />
        ))}
      </CardGrid>
    </Section>
  );
}
