import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { BOOKING_SECTION_ID } from "../layout/navigation";
import { Seo } from "../layout/Seo";
import { CommonQuestions } from "../sections/contact/CommonQuestions";
import { ContactOptions } from "../sections/contact/ContactOptions";
import { PageHero } from "../sections/PageHero";
import { buttonStyles } from "../components/ButtonLink";
import { ArrowRightIcon } from "../components/icons/ArrowRightIcon";
import { AgencyJsonLd, JsonLd } from "../seo/JsonLd";
import { faqPage } from "../seo/structuredData";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const config = useSiteConfig();
  const { callMinutes } = config.claims;
  return (
    <>
      <PageHero
        title="Let's talk about growing your business"
        intro={`Book a free ${callMinutes}-minute strategy call or send us a message. There's no cost and no commitment.`}
        accent="contact"
      >
        {/* An in-page jump: on a phone the calendar is a screen down, under the message card. */}
        <a href={`#${BOOKING_SECTION_ID}-heading`} css={buttonStyles("primary")}>
          Pick a Time for Your Call
          <ArrowRightIcon size={20} />
        </a>
      </PageHero>
      <ContactOptions config={config} />
      <CommonQuestions
        questions={data.allFaqEntry.nodes.map(({ question, answerText }) => ({
          question,
          answer: answerText,
        }))}
      />
    </>
  );
}

export const query = graphql`
  query ContactPage {
    allFaqEntry {
      nodes {
        question
        answerText
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  const { name, claims, email } = useSiteConfig();
  return (
    <Seo
      title="Contact"
      description={`Book a free ${claims.callMinutes}-minute strategy call with ${name}, or email ${email}. We reply ${claims.responsePromise}.`}
      pathname={location.pathname}
    >
      <AgencyJsonLd />
      <JsonLd
        node={faqPage(
          data.allFaqEntry.nodes.map(({ question, answerText }) => ({
            question,
            answer: answerText,
          })),
        )}
      />
    </Seo>
  );
}
