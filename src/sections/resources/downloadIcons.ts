import type { IconComponent } from "../../components/Icon";
import { CalendarCheckIcon } from "../../components/icons/CalendarCheckIcon";
import { FileTextIcon } from "../../components/icons/FileTextIcon";
import { ShieldCheckIcon } from "../../components/icons/ShieldCheckIcon";
import { TableIcon } from "../../components/icons/TableIcon";
import { TrendingUpIcon } from "../../components/icons/TrendingUpIcon";

/** Icons a file in content/downloads/ may name. The build rejects any other name, listing these. */
export const downloadIcons = {
  shieldCheck: ShieldCheckIcon,
  calendarCheck: CalendarCheckIcon,
  trendingUp: TrendingUpIcon,
  fileText: FileTextIcon,
  table: TableIcon,
} satisfies Record<string, IconComponent>;

export type DownloadIconName = keyof typeof downloadIcons;

/** The icon for a name the content build has already checked. */
export const downloadIcon = (name: string): IconComponent =>
  downloadIcons[name as DownloadIconName];
