import type { GatsbyBrowser } from "gatsby";
import { cloneElement } from "react";
import { Layout } from "./layout/Layout";
import { libraryKey } from "./lib/listingState";

/**
 * Every page inside the shared layout; shared by gatsby-browser and gatsby-ssr. Gatsby keys
 * the page element by its path, so a new path mounts a new page; a listing filtered in place
 * keeps its key instead (src/lib/listingState.ts).
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>
    {cloneElement(element, { key: libraryKey(props.location) })}
  </Layout>
);
