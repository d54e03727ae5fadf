import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A case study as the Home and Portfolio pages query it, image already processed by sharp. */
export type CaseStudyData = Pick<
  Queries.CaseStudy,
  "title" | "url" | "category" | "problem" | "solution" | "results" | "services" | "imageAlt"
> & { image: IGatsbyImageData };

/** "serenityflowyoga.example.com": the address as a visitor would say it. */
export const siteHost = (url: string) => new URL(url).host.replace(/^www\./, "");
