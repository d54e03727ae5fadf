import { IconSvg, type IconProps } from "../Icon";

export function CloseIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </IconSvg>
  );
}
