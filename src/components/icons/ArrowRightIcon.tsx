import { IconSvg, type IconProps } from "../Icon";

export function ArrowRightIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </IconSvg>
  );
}
