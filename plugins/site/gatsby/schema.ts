import type { GatsbyNode } from "gatsby";

/**
 * Every content type is declared here with `@dontInfer`, so the generated `Queries.*` types are
 * exact and non-null where a field is required: a page never has to guard against a field a
 * writer forgot, because validation (./onCreateNode.ts) stops the build first.
 */
export const typeDefs = /* GraphQL */ `
  "The business constants from content/site.yaml; the only place they are written."
  type SiteConfig implements Node @dontInfer {
    name: String!
    tagline: String!
    description: String!
    siteUrl: String!
    email: String!
    location: SiteLocation!
    areaServed: String!
    "The site's time zone: a dated article is published on its day there."
    timeZone: String!
    bookingUrl: String!
    claims: SiteClaims!
    social: [SocialLink!]!
    legal: [LegalLink!]!
    "The Resources badge categories, in order."
    resourceCategories: [String!]!
    "Article categories with no badge."
    otherCategories: [String!]!
    caseStudyCategories: [String!]!
    footerServices: [FooterService!]!
    "Fields of site.yaml still to confirm before launch (npm run launch-check); none once confirmed."
    unconfirmed: [String!]
  }

  "A footer service link: its label and the service (a services.yaml title) it leads to."
  type FooterService {
    label: String!
    service: String!
  }

  "One of the Contact page's Common Questions (content/faq.yaml), in file order."
  type FaqEntry implements Node @dontInfer {
    question: String!
    "As written, with {claim} placeholders; answerText has them filled in."
    answer: String!
  }

  type SiteLocation {
    city: String!
    region: String!
  }

  type SiteClaims {
    businessesHelped: String!
    responseHours: Int!
    responsePromise: String!
    "What the free call leaves a visitor with, written to end a sentence."
    callOutcome: String!
    satisfactionPercent: Int!
    callMinutes: Int!
    websiteProjectWeeks: String!
  }

  "A social profile; url is empty until the profile exists, and the footer then leaves it out."
  type SocialLink {
    label: String!
    icon: String!
    url: String
  }

  type LegalLink {
    label: String!
    url: String!
  }

  "One entry of content/services.yaml, in file order."
  type Service implements Node @dontInfer {
    icon: String!
    title: String!
    description: String!
    features: [String!]!
  }

  "One entry of content/case-studies.yaml, in file order."
  type CaseStudy implements Node @dontInfer {
    title: String!
    url: String!
    category: String!
    problem: String!
    solution: String!
    results: [String!]!
    services: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  """
  gatsby-plugin-mdx's own reading of a front matter, which the site does not use: articles
  are read by the site's reader (src/content/articleSource.ts). Declared, not inferred, so a
  writer's front matter never changes the schema or the generated types.
  """
  type MdxFrontmatter @dontInfer {
    title: String
  }

  "An article, made from one content/articles/<slug>.mdx file and its validated front matter."
  type Article implements Node @dontInfer {
    slug: String!
    path: String!
    title: String!
    excerpt: String!
    category: String!
    readTime: String!
    tags: [String!]!
    date: Date @dateformat
    "Its front matter's date, else when its file was first committed; null when neither is known."
    published: Date @dateformat
    "When its file was last committed, never before published."
    updated: Date @dateformat
    "Shown only by gatsby develop, with a Draft label; production builds have no draft nodes."
    draft: Boolean!
    wordCount: Int!
    "The body as plain blocks, parsed once at build; the article page and dialog render these."
    blocks: [ArticleBlock!]!
    "The front matter's image, the article's own social card; null uses the site's."
    socialImage: File @fileByRelativePath
  }

  "The kinds of body block (src/content/articleBody.ts, ArticleBlock.kind)."
  enum ArticleBlockKind {
    paragraph
    heading
    list
    image
  }

  type ArticleBlock {
    kind: ArticleBlockKind!
    level: Int
    ordered: Boolean
    "The text of a paragraph or heading, as a tree of inline nodes."
    content: [ArticleInline!]!
    items: [ArticleListItem!]!
    "Set on image blocks only."
    image: ArticleImage
  }

  "An article's own social card (og:image), made by sharp from its front matter image."
  type SocialCard {
    src: String!
    width: Int!
    height: Int!
  }

  "An image written in an article, processed by sharp (AVIF, WebP, responsive sizes)."
  type ArticleImage {
    alt: String!
    "The path as written, relative to the article's file."
    src: String!
    "The line of the article file it is written on, for the build's messages."
    line: Int!
    "Required: the build checks that the file exists before the node is made."
    file: File! @fileByRelativePath(from: "src")
  }

  type ArticleListItem {
    content: [ArticleInline!]!
  }

  """
  A free file offered on the Resources page, generated at build time from
  content/downloads/<slug>.yaml by plugins/site/downloads.
  """
  type FreeDownload implements Node @dontInfer {
    slug: String!
    "Where its card appears among the downloads, from 0."
    position: Int!
    title: String!
    icon: String!
    description: String!
    "The hashed public URL, e.g. /static/downloads/website-checklist-3f2a9c1d.pdf."
    url: String!
    "The name the visitor's browser saves it under, e.g. website-checklist.pdf."
    fileName: String!
    "PDF, XLSX or CSV."
    format: String!
    mimeType: String!
    sizeBytes: Int!
    "The same content in other formats (the CSV beside a workbook), offered as secondary links."
    alternates: [DownloadFile!]!
  }

  "One generated file of a FreeDownload in another format, with the same fields as its main file."
  type DownloadFile {
    url: String!
    fileName: String!
    format: String!
    mimeType: String!
    sizeBytes: Int!
  }

  "The kinds of inline node (src/content/articleBody.ts, ArticleInlineKind)."
  enum ArticleInlineKind {
    text
    code
    strong
    emphasis
    link
  }

  """
  Inline text as the writer nested it: words and code are leaves; strong, emphasis and links
  hold other nodes. At most four levels deep (INLINE_DEPTH in src/content/articleBody.ts).
  """
  type ArticleInline {
    kind: ArticleInlineKind!
    "The words of text and code nodes; null for marks."
    text: String
    "A link's address; null for every other kind."
    href: String
    children: [ArticleInline!]!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
