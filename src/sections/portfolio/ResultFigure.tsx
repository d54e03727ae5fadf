import type { CaseStudyData } from "./types";

export type CaseStudyResult = CaseStudyData["results"][number];

/**
 * One result, proof first: its figure large in the display face, alone on its line, then the
 * label that finishes its sentence. Both sit in one element, so a screen reader hears
 * "65% more trial-class bookings…" as one phrase. `data-figure` sets the figure in the display
 * face (src/theme/globalStyles.ts) and names it for the checks of the built pages.
 */
export function ResultFigure({ result }: { result: CaseStudyResult }) {
  return (
    <>
      <span
        data-figure=""
        css={(theme) => ({
          display: "block",
          fontSize: theme.fontSize["3xl"],
          lineHeight: theme.lineHeight.tight,
          color: theme.color.primary,
        })}
      >
        {result.figure}
      </span>{" "}
      <span
        css={(theme) => ({
          display: "block",
          marginTop: theme.space[2],
          color: theme.color.textMuted,
          lineHeight: theme.lineHeight.snug,
        })}
      >
        {result.label}
      </span>
    </>
  );
}
