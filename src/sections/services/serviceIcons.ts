import type { IconComponent } from "../../components/Icon";
import { LightbulbIcon } from "../../components/icons/LightbulbIcon";
import { MailIcon } from "../../components/icons/MailIcon";
import { MegaphoneIcon } from "../../components/icons/MegaphoneIcon";
import { MonitorIcon } from "../../components/icons/MonitorIcon";
import { PenLineIcon } from "../../components/icons/PenLineIcon";
import { SearchIcon } from "../../components/icons/SearchIcon";
import { TargetIcon } from "../../components/icons/TargetIcon";
import { TrendingUpIcon } from "../../components/icons/TrendingUpIcon";
import { UsersIcon } from "../../components/icons/UsersIcon";

/** Icons a service in content/services.yaml may name. The build rejects any other name, listing these. */
export const serviceIcons = {
  monitor: MonitorIcon,
  penLine: PenLineIcon,
  trendingUp: TrendingUpIcon,
  search: SearchIcon,
  megaphone: MegaphoneIcon,
  mail: MailIcon,
  target: TargetIcon,
  users: UsersIcon,
  lightbulb: LightbulbIcon,
} satisfies Record<string, IconComponent>;

export type ServiceIconName = keyof typeof serviceIcons;

/** The icon for a name the content build has already checked. */
export const serviceIcon = (name: string): IconComponent => serviceIcons[name as ServiceIconName];
