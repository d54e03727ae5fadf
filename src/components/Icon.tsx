import type { ReactElement, SVGProps } from "react";

/*
 * Line icons from Lucide (lucide-static 0.469.0, ISC license), bundled so nothing is fetched
 * from a CDN. Each icon is its own module in ./icons/, so a page ships only the shapes it
 * draws: a single map of every shape would sit in the bundle every page loads.
 */

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/** An icon component, as stored in the name-to-icon maps content files choose from. */
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * The frame every icon draws in. Icons are decorative and hidden from assistive technology:
 * the control or text next to them carries the accessible name.
 */
export function IconSvg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
