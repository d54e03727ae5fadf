import { graphql } from "gatsby";
import type { CaseStudyData } from "./types";

export const caseStudyFields = graphql`
  fragment CaseStudyFields on CaseStudy {
    title
    url
    category
    problem
    solution
    results {
      figure
      label
    }
    services
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: CONSTRAINED, width: 720, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;

/**
 * Flattens the queried image to its `gatsbyImageData`. The File is required by the schema, so
 * a missing `childImageSharp` means the file is not an image sharp can read: fail the build.
 */
export function toCaseStudies(nodes: readonly Queries.CaseStudyFieldsFragment[]): CaseStudyData[] {
  return nodes.map(({ image, ...study }) => {
    const data = image.childImageSharp?.gatsbyImageData;
    if (!data) throw new Error(`Case study "${study.title}": its image could not be processed.`);
    return { ...study, image: data };
  });
}
