import { IconSvg, type IconProps } from "../Icon";

export function CheckIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </IconSvg>
  );
}
