import { ExternalLink } from "../../components/ExternalLink";
import { ExternalLinkIcon } from "../../components/icons/ExternalLinkIcon";
import { siteHost } from "./types";

/** "Visit example.com": a case study's live site, opened in a new tab. */
export function VisitSiteLink({ url }: { url: string }) {
  return (
    <ExternalLink
      href={url}
      css={(theme) => ({
        display: "inline-flex",
        alignItems: "center",
        gap: theme.space[2],
        minHeight: theme.size.touchTarget,
        fontWeight: theme.fontWeight.semibold,
        // A site address is one long word: let it wrap at 320 px with wide letter spacing.
        overflowWrap: "anywhere",
        svg: { flexShrink: 0 },
      })}
    >
      Visit {siteHost(url)}
      <ExternalLinkIcon size={18} />
    </ExternalLink>
  );
}
