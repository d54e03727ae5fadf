import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { isSafeHref } from "../lib/safeUrl";
import { ExternalLink } from "./ExternalLink";

/** One inline run of an article block, as built by src/gatsby/articleBlocks.ts. */
export interface ArticleRun {
  readonly text: string;
  readonly strong: boolean;
  readonly emphasis: boolean;
  readonly code: boolean;
  readonly href: string | null;
}

export interface ArticleBodyBlock {
  readonly kind: string;
  readonly level: number | null;
  readonly ordered: boolean | null;
  readonly runs: readonly ArticleRun[];
  readonly items: readonly { readonly runs: readonly ArticleRun[] }[];
}

function Run({ run }: { run: ArticleRun }) {
  let node: ReactNode = run.text;
  if (run.code) node = <code>{node}</code>;
  if (run.emphasis) node = <em>{node}</em>;
  if (run.strong) node = <strong>{node}</strong>;
  // The build refuses other links; checking again here means no other scheme ever reaches
  // an href, even from data that skipped the build's validation.
  const href = run.href && isSafeHref(run.href) ? run.href : null;
  if (href?.startsWith("https://")) node = <ExternalLink href={href}>{node}</ExternalLink>;
  else if (href) node = <a href={href}>{node}</a>;
  return <>{node}</>;
}

const Runs = ({ runs }: { runs: readonly ArticleRun[] }) => (
  <>
    {runs.map((run, index) => (
      <Run key={index} run={run} />
    ))}
  </>
);

export interface ArticleBodyProps {
  blocks: readonly ArticleBodyBlock[];
  /**
   * Levels to push the article's headings down: inside the dialog the title is an h2, so the
   * article's "##" becomes an h3 and the outline stays correct.
   */
  headingOffset?: number;
}

/**
 * An article's full text from its build-time blocks: the one renderer of article bodies, for
 * the article page and the dialog alike. Text is only ever text (React escapes it); nothing a
 * writer wrote is compiled or run.
 */
export function ArticleBody({ blocks, headingOffset = 1 }: ArticleBodyProps) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === "heading") {
          const level = Math.min(6, (block.level ?? 2) + headingOffset);
          const Heading = `h${level}` as "h3";
          return (
            <Heading key={index}>
              <Runs runs={block.runs} />
            </Heading>
          );
        }
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Runs runs={item.runs} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <Runs runs={block.runs} />
          </p>
        );
      })}
    </>
  );
}

/** The fields ArticleBody needs, for every query that renders an article body. */
export const query = graphql`
  fragment ArticleRunFields on InlineRun {
    text
    strong
    emphasis
    code
    href
  }

  fragment ArticleBlockFields on ArticleBlock {
    kind
    level
    ordered
    runs {
      ...ArticleRunFields
    }
    items {
      runs {
        ...ArticleRunFields
      }
    }
  }
`;
