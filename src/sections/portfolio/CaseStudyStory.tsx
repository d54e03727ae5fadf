import type { ReactNode } from "react";
import type { CaseStudyData } from "./types";

type Story = Pick<CaseStudyData, "problem" | "solution">;

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <div css={(theme) => ({ display: "grid", gap: theme.space[2] })}>
    <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>{title}</h3>
    <p css={(theme) => ({ color: theme.color.text })}>{children}</p>
  </div>
);

/** The Problem and Solution of a case study; its Results follow as figures (ResultTiles). */
export function CaseStudyStory({ study }: { study: Story }) {
  return (
    <div css={(theme) => ({ display: "grid", gap: theme.space[5] })}>
      <Part title="Problem">{study.problem}</Part>
      <Part title="Solution">{study.solution}</Part>
    </div>
  );
}
