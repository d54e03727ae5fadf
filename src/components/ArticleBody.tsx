import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { isSafeHref } from "../lib/safeUrl";
import { tokens } from "../theme/tokens";
import { ExternalLink } from "./ExternalLink";
import { ResponsiveImage } from "./ResponsiveImage";

/** One inline run of an article block, as built by src/content/articleBody.ts. */
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
  readonly image?: ArticleBodyImage | null;
}

/** An image block's image: sharp's output on the site; only `src` where sharp has not run. */
export interface ArticleBodyImage {
  readonly alt: string;
  readonly src: string;
  readonly file?: {
    readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
  } | null;
}

/** The prose column's width: sharp's `sizes` would say the image's own width. */
const IMAGE_SIZES = `(min-width: ${tokens.breakpoint.md}) ${tokens.size.prose}, 100vw`;

/**
 * An image on a line of its own. On the site it is always sharp's output (the build checks
 * the file); a plain `<img>` is for previews of a body that has not been built.
 */
function BodyImage({ image }: { image: ArticleBodyImage }) {
  const data = image.file?.childImageSharp?.gatsbyImageData;
  if (data) return <ResponsiveImage image={data} alt={image.alt} sizes={IMAGE_SIZES} />;
  return <img src={image.src} alt={image.alt} css={{ display: "block", maxWidth: "100%" }} />;
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
    <div
      data-testid="article-body"
      css={(theme) => ({ "& > * + *": { marginTop: theme.space[4] } })}
    >
      {blocks.map((block, index) => {
        if (block.kind === "image" && block.image) {
          return (
            <figure key={index}>
              <BodyImage image={block.image} />
            </figure>
          );
        }
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
    </div>
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
    image {
      alt
      src
      file {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 672, formats: [AUTO, WEBP, AVIF])
        }
      }
    }
  }
`;
