import { Link } from "gatsby";
import { headingStyles, listStyles } from "./footerStyles";
import type { NavLink } from "./navigation";

/** One titled column of footer links. */
export function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 css={headingStyles}>{title}</h2>
      <ul css={listStyles}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
