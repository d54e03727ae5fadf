import { IconSvg, type IconProps } from "../Icon";

export function MessageCircleIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    </IconSvg>
  );
}
