import { IconBulletList } from "../../components/IconBulletList";
import { TrendingUpIcon } from "../../components/icons/TrendingUpIcon";
import { Tag } from "../../components/Tag";
import type { CaseStudyData } from "./types";

type Story = Pick<CaseStudyData, "problem" | "solution" | "results" | "services">;

/** The Problem, Solution and Results of a case study, then the services it used. */
export function CaseStudyStory({ study }: { study: Story }) {
  return (
    <>
      <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>Problem</h3>
      <p>{study.problem}</p>
      <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>Solution</h3>
      <p>{study.solution}</p>
      <h3 css={(theme) => ({ fontSize: theme.fontSize.lg })}>Results</h3>
      <IconBulletList
        icon={TrendingUpIcon}
        items={study.results}
        css={(theme) => ({ fontWeight: theme.fontWeight.medium })}
      />
      <h3 css={(theme) => ({ fontSize: theme.fontSize.md })}>Services used</h3>
      <ul
        css={(theme) => ({
          display: "flex",
          flexWrap: "wrap",
          gap: theme.space[2],
          margin: 0,
          padding: 0,
          listStyle: "none",
        })}
      >
        {study.services.map((service) => (
          <li key={service}>
            <Tag tone="primary">{service}</Tag>
          </li>
        ))}
      </ul>
    </>
  );
}
