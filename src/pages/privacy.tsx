import type { HeadProps } from "gatsby";
import { Prose } from "../components/Prose";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { Seo } from "../layout/Seo";
import { PageHero } from "../sections/PageHero";

export default function PrivacyPage() {
  const { name, email, claims } = useSiteConfig();
  return (
    <>
      <PageHero
        title="Privacy Policy"
        intro="What we collect when you visit this site: very little."
      />
      <Prose>
        <h2>What this site collects</h2>
        <p>
          This website has no forms, no accounts and no advertising trackers. It does not set
          cookies of its own. Our host keeps standard server logs (such as the page requested and
          the time) for security, and deletes them on its usual schedule.
        </p>
        <h2>Booking a call</h2>
        <p>
          The booking calendar on our Contact page is provided by an outside scheduling service.
          When you book, the details you enter go to that service and to us so we can hold the call.
          We use them only to prepare for and follow up on your call.
        </p>
        <h2>Email</h2>
        <p>
          If you write to us, we keep your message so we can reply and continue the conversation. We
          never sell or share your details.
        </p>
        <h2>Your choices</h2>
        <p>
          To see, correct or delete anything {name} holds about you, email{" "}
          <a href={`mailto:${email}`}>{email}</a> and we'll reply {claims.responsePromise}.
        </p>
      </Prose>
    </>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Privacy Policy"
      description="How this site handles your information: no forms, no ad trackers, and your booking details used only for your call."
      pathname={location.pathname}
    />
  );
}
