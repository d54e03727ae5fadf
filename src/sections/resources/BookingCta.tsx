import { CtaBanner } from "../../components/CtaBanner";
import { CalendarCheckIcon } from "../../components/icons/CalendarCheckIcon";
import { useSiteConfig } from "../../hooks/useSiteConfig";
import { bookingPath } from "../../layout/navigation";

/** The closing call to action of the Resources page and of every article. */
export function BookingCta({ id = "book-call" }: { id?: string }) {
  const { claims } = useSiteConfig();
  return (
    <CtaBanner
      id={id}
      title="Want a hand putting this into practice?"
      intro={`In a free ${claims.callMinutes}-minute strategy call we look at your website, search and social presence together and give you ${claims.callOutcome}. No commitment.`}
      action={{ to: bookingPath, label: "Book Your Free Strategy Call", icon: CalendarCheckIcon }}
    />
  );
}
