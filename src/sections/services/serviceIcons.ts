import type { IconComponent } from "../../components/Icon";
import { MailIcon } from "../../components/icons/MailIcon";
import { MonitorIcon } from "../../components/icons/MonitorIcon";
import { PenLineIcon } from "../../components/icons/PenLineIcon";
import { SearchIcon } from "../../components/icons/SearchIcon";
import { TrendingUpIcon } from "../../components/icons/TrendingUpIcon";
import { UsersIcon } from "../../components/icons/UsersIcon";
import type { ServiceIconName } from "../../content/iconNames";

/** The shape of each icon a service in content/services.yaml may name (src/content/iconNames). */
export const serviceIcons: Record<ServiceIconName, IconComponent> = {
  monitor: MonitorIcon,
  penLine: PenLineIcon,
  trendingUp: TrendingUpIcon,
  search: SearchIcon,
  mail: MailIcon,
  users: UsersIcon,
};

/** The icon for a name the content build has already checked. */
export const serviceIcon = (name: string): IconComponent => serviceIcons[name as ServiceIconName];
