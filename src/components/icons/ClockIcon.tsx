import { IconSvg, type IconProps } from "../Icon";

export function ClockIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <polyline points="12 6 12 12 16 14" />
    </IconSvg>
  );
}
