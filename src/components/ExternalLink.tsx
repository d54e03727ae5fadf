import type { AnchorHTMLAttributes } from "react";
import { VisuallyHidden } from "./VisuallyHidden";

export interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link to another site, opened in a new tab. `noopener noreferrer` stops the new page from
 * reaching back into this one, and the hidden note warns screen-reader users of the new tab.
 */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
