import { graphql, navigate, type HeadProps, type PageProps } from "gatsby";
import { useEffect, useMemo } from "react";
import { Seo } from "../layout/Seo";
import { NotFound } from "../sections/not-found/NotFound";
import { canonicalPathFor, realPagePaths, redirectScript } from "../lib/caseRedirect";

type Props = PageProps<Queries.NotFoundPageQuery>;

export default function NotFoundPage({ data, location }: Props) {
  const pagePaths = useMemo(
    () => realPagePaths(data.allSitePage.nodes.map((node) => node.path)),
    [data],
  );
  const { pathname, search, hash } = location;
  useEffect(() => {
    // The head script is already on its way to the real page.
    if (window.__caseRedirect) return;
    // Fallback when the head script could not run: route to the real page inside the app.
    const canonical = canonicalPathFor(pathname, pagePaths);
    if (canonical) void navigate(`${canonical}${search}${hash}`, { replace: true });
    else console.error(`404 Page Not Found: no page at ${pathname}`);
  }, [pathname, search, hash, pagePaths]);
  return <NotFound />;
}

export const query = graphql`
  query NotFoundPage {
    allSitePage(sort: { path: ASC }) {
      nodes {
        path
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const paths = realPagePaths(data.allSitePage.nodes.map((node) => node.path));
  return (
    <Seo
      title="Page Not Found"
      description="The page you are looking for might have been moved or does not exist."
      pathname={location.pathname}
      noindex
    >
      {/* Runs before first paint: a mis-cased URL of a real page goes straight to that page. */}
      <script dangerouslySetInnerHTML={{ __html: redirectScript(paths) }} />
    </Seo>
  );
}
