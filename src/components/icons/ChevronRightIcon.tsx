import { IconSvg, type IconProps } from "../Icon";

export function ChevronRightIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m9 18 6-6-6-6" />
    </IconSvg>
  );
}
