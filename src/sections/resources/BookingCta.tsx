import { ButtonLink } from "../../components/ButtonLink";
import { ArrowRightIcon } from "../../components/icons/ArrowRightIcon";
import { Section } from "../../components/Section";
import { useSiteConfig } from "../../hooks/useSiteConfig";
import { bookingPath } from "../../layout/navigation";

/** The closing call to action of the Resources page and of every article. */
export function BookingCta({ id = "book-call" }: { id?: string }) {
  const { claims } = useSiteConfig();
  return (
    <Section
      id={id}
      tone="dark"
      title="Want a hand putting this into practice?"
      intro={`In a free ${claims.callMinutes}-minute strategy call we look at your website, search and social presence together and give you ${claims.callOutcome}. No commitment.`}
    >
      <ButtonLink to={bookingPath} variant="onDark" icon={ArrowRightIcon}>
        Book Your Free Strategy Call
      </ButtonLink>
    </Section>
  );
}
