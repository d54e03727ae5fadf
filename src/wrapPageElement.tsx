import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./layout/Layout";

/** Every page inside the shared layout; shared by gatsby-browser and gatsby-ssr. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
