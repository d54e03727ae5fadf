import type { SiteConfig } from "../../hooks/useSiteConfig";

export interface Question {
  question: string;
  answer: string;
}

/**
 * The Contact page's Common Questions. Built from the site config so the timelines and call
 * length are never written twice; the FAQPage structured data reads the same list.
 */
export function commonQuestions({ claims }: Pick<SiteConfig, "claims">): Question[] {
  return [
    {
      question: "How long does a project take?",
      answer: `A new website usually takes ${claims.websiteProjectWeeks} weeks from our first call to launch, depending on how many pages it needs and how quickly we can gather your photos and text. Content and social media services are monthly commitments: we plan, create and report every month, and you can adjust the plan as your business changes.`,
    },
    {
      question: "What happens on the free strategy call?",
      answer: `In ${claims.callMinutes} minutes we audit your current digital presence (your website, Google profile and social accounts), talk through your goals for the next year, and give you clear recommendations you can act on, whether or not you work with us. There is no cost and no commitment.`,
    },
  ];
}
