import type { IconComponent } from "../../components/Icon";
import { CalendarCheckIcon } from "../../components/icons/CalendarCheckIcon";
import { FileTextIcon } from "../../components/icons/FileTextIcon";
import { ShieldCheckIcon } from "../../components/icons/ShieldCheckIcon";
import { TableIcon } from "../../components/icons/TableIcon";
import { TrendingUpIcon } from "../../components/icons/TrendingUpIcon";
import type { DownloadIconName } from "../../content/iconNames";

/** The shape of each icon a file in content/downloads/ may name (src/content/iconNames). */
export const downloadIcons: Record<DownloadIconName, IconComponent> = {
  shieldCheck: ShieldCheckIcon,
  calendarCheck: CalendarCheckIcon,
  trendingUp: TrendingUpIcon,
  fileText: FileTextIcon,
  table: TableIcon,
};

/** The icon for a name the content build has already checked. */
export const downloadIcon = (name: string): IconComponent =>
  downloadIcons[name as DownloadIconName];
