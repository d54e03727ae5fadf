import type { IconComponent } from "../../components/Icon";
import { MailIcon } from "../../components/icons/MailIcon";
import { MonitorIcon } from "../../components/icons/MonitorIcon";
import { PenLineIcon } from "../../components/icons/PenLineIcon";
import { SearchIcon } from "../../components/icons/SearchIcon";
import { TrendingUpIcon } from "../../components/icons/TrendingUpIcon";
import { UsersIcon } from "../../components/icons/UsersIcon";

/**
 * Icons a service in content/services.yaml may name: kept to a few, since the Home and
 * Services pages ship every icon in this map. The build rejects any other name, listing these. */
export const serviceIcons = {
  monitor: MonitorIcon,
  penLine: PenLineIcon,
  trendingUp: TrendingUpIcon,
  search: SearchIcon,
  mail: MailIcon,
  users: UsersIcon,
} satisfies Record<string, IconComponent>;

export type ServiceIconName = keyof typeof serviceIcons;

/** The icon for a name the content build has already checked. */
export const serviceIcon = (name: string): IconComponent => serviceIcons[name as ServiceIconName];
