import { useTheme } from "@emotion/react";

/** The agency's mark: a rising path in a rounded square. Decorative beside the name. */
export function Logo({ size = 36 }: { size?: number }) {
  const theme = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="9" fill={theme.color.primary} />
      <path
        d="M9 24.5 15.5 18l4.5 4.5L27 13.5"
        fill="none"
        stroke={theme.color.onPrimary}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M21.5 13h6v6"
        fill="none"
        stroke={theme.color.onPrimary}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
