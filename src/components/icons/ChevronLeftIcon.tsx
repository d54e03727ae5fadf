import { IconSvg, type IconProps } from "../Icon";

export function ChevronLeftIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m15 18-6-6 6-6" />
    </IconSvg>
  );
}
