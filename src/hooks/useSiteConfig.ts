import { graphql, useStaticQuery } from "gatsby";

export const siteConfigFields = graphql`
  fragment SiteConfigFields on SiteConfig {
    name
    tagline
    description
    siteUrl
    email
    location {
      city
      region
    }
    areaServed
    bookingUrl
    claims {
      businessesHelped
      responseHours
      responsePromise
      callOutcome
      satisfactionPercent
      callMinutes
      websiteProjectWeeks
    }
    social {
      label
      icon
      url
    }
    legal {
      label
      url
    }
    resourceCategories
    footerServices {
      label
      service
    }
  }
`;

export type SiteConfig = Queries.SiteConfigFieldsFragment;

/** The business constants from content/site.yaml (name, email, claims, booking URL...). */
export function useSiteConfig(): SiteConfig {
  const data = useStaticQuery<Queries.UseSiteConfigQuery>(graphql`
    query UseSiteConfig {
      siteConfig {
        ...SiteConfigFields
      }
    }
  `);
  if (!data.siteConfig) throw new Error("content/site.yaml is missing: the site cannot build.");
  return data.siteConfig;
}

/** "Dallas, TX": the location as shown in copy. */
export const locationLabel = (config: Pick<SiteConfig, "location">) =>
  `${config.location.city}, ${config.location.region}`;
