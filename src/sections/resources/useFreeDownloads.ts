import { graphql, useStaticQuery } from "gatsby";

export type FreeDownloadFields = Queries.UseFreeDownloadsQuery["allFreeDownload"]["nodes"][number];

/** The free files generated at build time (plugins/site/downloads), in card order. */
export function useFreeDownloads(): readonly FreeDownloadFields[] {
  const data = useStaticQuery<Queries.UseFreeDownloadsQuery>(graphql`
    query UseFreeDownloads {
      allFreeDownload(sort: { position: ASC }) {
        nodes {
          slug
          title
          icon
          description
          url
          fileName
          format
          mimeType
          sizeBytes
          alternates {
            url
            fileName
            format
            mimeType
            sizeBytes
          }
        }
      }
    }
  `);
  return data.allFreeDownload.nodes;
}
