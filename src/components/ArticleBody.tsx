import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { isSafeHref } from "../lib/safeUrl";
import { tokens } from "../theme/tokens";
import { ExternalLink } from "./ExternalLink";
import { ResponsiveImage } from "./ResponsiveImage";

/** One inline node: the fields every level of the tree has (the fragment below). */
type InlineNode = Queries.ArticleInlineLeafFragment & {
  readonly children?: readonly InlineNode[] | null;
};

type BlockFields = Queries.ArticleBlockFieldsFragment;

/** An image block's image: sharp's output on the site; only `src` where sharp has not run. */
export type ArticleBodyImage = Omit<NonNullable<BlockFields["image"]>, "file"> & {
  readonly file?: NonNullable<BlockFields["image"]>["file"] | null;
};

/**
 * A body block as the queries below fetch it. The desk's preview passes the parser's own
 * output (src/content/articleBody.ts), which has no sharp `file`: the compiler checks that
 * the two agree.
 */
export type ArticleBodyBlock = Omit<BlockFields, "content" | "items" | "image"> & {
  readonly content: readonly InlineNode[];
  readonly items: readonly { readonly content: readonly InlineNode[] }[];
  readonly image?: ArticleBodyImage | null;
};

/** The prose column's width: sharp's `sizes` would say the image's own width. */
const IMAGE_SIZES = `(min-width: ${tokens.breakpoint.md}) ${tokens.size.prose}, 100vw`;

/**
 * An image on a line of its own. On the site it is always sharp's output (the build checks
 * the file); a plain `<img>` is for previews of a body that has not been built.
 */
function BodyImage({ image }: { image: ArticleBodyImage }) {
  const data = image.file?.childImageSharp?.gatsbyImageData;
  if (data) return <ResponsiveImage image={data} alt={image.alt} sizes={IMAGE_SIZES} />;
  // No address (the desk's preview of a picture it has not read yet): no `src` at all, as an
  // empty one would ask for the page itself again.
  return (
    <img
      src={image.src || undefined}
      alt={image.alt}
      css={{ display: "block", maxWidth: "100%" }}
    />
  );
}

/** The link of a link node, checked again so no other scheme ever reaches an href. */
function Link({ href, children }: { href: string | null; children: ReactNode }) {
  // The build refuses other links; this also covers data that skipped the build's check.
  const safe = href && isSafeHref(href) ? href : null;
  if (safe?.startsWith("https://")) return <ExternalLink href={safe}>{children}</ExternalLink>;
  if (safe) return <a href={safe}>{children}</a>;
  return <>{children}</>;
}

function Inline({ node }: { node: InlineNode }) {
  const children = <InlineNodes nodes={node.children ?? []} />;
  switch (node.kind) {
    case "text":
      return <>{node.text}</>;
    case "code":
      return <code>{node.text}</code>;
    case "strong":
      return <strong>{children}</strong>;
    case "emphasis":
      return <em>{children}</em>;
    case "link":
      return <Link href={node.href}>{children}</Link>;
  }
}

const InlineNodes = ({ nodes }: { nodes: readonly InlineNode[] }) => (
  <>
    {nodes.map((node, index) => (
      <Inline key={index} node={node} />
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
              <InlineNodes nodes={block.content} />
            </Heading>
          );
        }
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineNodes nodes={item.content} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <InlineNodes nodes={block.content} />
          </p>
        );
      })}
    </div>
  );
}

/**
 * The fields ArticleBody needs, for every query that renders an article body. GraphQL asks for
 * a tree one level at a time: INLINE_DEPTH (src/content/articleBody.ts) levels are asked here.
 * The one place the selection is written: the article page spreads it, and the body files'
 * and feeds' queries read this text from this file (plugins/site/articles/bodyFiles.ts), so it
 * stays the only graphql text of this file.
 */
export const query = graphql`
  fragment ArticleInlineLeaf on ArticleInline {
    kind
    text
    href
  }

  fragment ArticleInlineFields on ArticleInline {
    ...ArticleInlineLeaf
    children {
      ...ArticleInlineLeaf
      children {
        ...ArticleInlineLeaf
        children {
          ...ArticleInlineLeaf
        }
      }
    }
  }

  fragment ArticleBlockFields on ArticleBlock {
    kind
    level
    ordered
    content {
      ...ArticleInlineFields
    }
    items {
      content {
        ...ArticleInlineFields
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
