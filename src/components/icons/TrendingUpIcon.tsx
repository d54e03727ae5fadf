import { IconSvg, type IconProps } from "../Icon";

export function TrendingUpIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <polyline points="22 7 13.5 15.5 8.5 10.5 2 17" />
      <polyline points="16 7 22 7 22 13" />
    </IconSvg>
  );
}
