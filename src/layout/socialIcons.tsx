import type { IconComponent, IconProps } from "../components/Icon";
import { FacebookIcon } from "../components/icons/FacebookIcon";
import { InstagramIcon } from "../components/icons/InstagramIcon";
import { LinkedinIcon } from "../components/icons/LinkedinIcon";

/** Icons a social link in content/site.yaml may name. The build rejects any other name. */
export const socialIcons = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
} satisfies Record<string, IconComponent>;

/** A social profile's icon, by the name the content build has already checked. */
export function SocialIcon({ name, ...props }: IconProps & { name: string }) {
  const Shape = socialIcons[name as keyof typeof socialIcons];
  return <Shape {...props} />;
}
