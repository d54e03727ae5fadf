import type { IconComponent, IconProps } from "../components/Icon";
import { FacebookIcon } from "../components/icons/FacebookIcon";
import { InstagramIcon } from "../components/icons/InstagramIcon";
import { LinkedinIcon } from "../components/icons/LinkedinIcon";
import type { SocialIconName } from "../content/iconNames";

/** The shape of each icon a social link in content/site.yaml may name (src/content/iconNames). */
export const socialIcons: Record<SocialIconName, IconComponent> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
};

/** A social profile's icon, by the name the content build has already checked. */
export function SocialIcon({ name, ...props }: IconProps & { name: string }) {
  const Shape = socialIcons[name as SocialIconName];
  return <Shape {...props} />;
}
