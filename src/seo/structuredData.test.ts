import path from "node:path";
import { readFaq } from "../content/readContent.testing";
import {
  article,
  breadcrumbList,
  collectionPage,
  faqPage,
  professionalService,
  serializeJsonLd,
} from "./structuredData";

const config = {
  name: "Trinity Growth",
  description: "A Dallas digital growth agency.",
  siteUrl: "https://www.example.com",
  email: "hello@example.com",
  location: { city: "Dallas", region: "TX" },
  areaServed: "Dallas-Fort Worth",
  social: [
    { label: "Instagram", icon: "instagram", url: "https://www.instagram.com/example" },
    { label: "Facebook", icon: "facebook", url: "" },
    { label: "LinkedIn", icon: "linkedin", url: null },
  ],
};

describe("professionalService", () => {
  it("describes the agency from the site config", () => {
    expect(professionalService(config)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: "Trinity Growth",
      url: "https://www.example.com/",
      email: "hello@example.com",
      address: { addressLocality: "Dallas", addressRegion: "TX" },
      areaServed: { "@type": "Place", name: "Dallas-Fort Worth" },
    });
  });

  it("lists only the social profiles that exist", () => {
    expect(professionalService(config).sameAs).toEqual(["https://www.instagram.com/example"]);
  });
});

describe("faqPage", () => {
  it("holds each Common Question with its answer, as the Contact page shows them", () => {
    const questions = readFaq(path.resolve(__dirname, "../../fixture-site"));
    expect(questions.length).toBeGreaterThan(0);
    const faq = faqPage(questions);
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toEqual(
      questions.map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: q.answer },
      })),
    );
  });
});

describe("article", () => {
  const url = "https://www.example.com/resources/seo-basics/";

  it("makes an Article published by the agency", () => {
    expect(
      article(config, { title: "SEO basics", description: "Where to start.", url }),
    ).toMatchObject({
      "@type": "Article",
      headline: "SEO basics",
      description: "Where to start.",
      mainEntityOfPage: { "@id": url },
      publisher: { "@type": "Organization", name: "Trinity Growth" },
    });
  });

  it("adds the publication date only when the article has one", () => {
    const base = { title: "T", description: "D", url };
    expect(article(config, base)).not.toHaveProperty("datePublished");
    expect(article(config, { ...base, datePublished: "2025-04-01" }).datePublished).toBe(
      "2025-04-01",
    );
  });
});

describe("collectionPage", () => {
  it("lists the page's articles in order, published by the agency", () => {
    const url = "https://www.example.com/resources/category/seo/";
    const items = [
      { name: "SEO basics", url: "https://www.example.com/resources/seo-basics/" },
      { name: "Local SEO", url: "https://www.example.com/resources/local-seo/" },
    ];
    const node = collectionPage(config, { name: "SEO guides", description: "D", url, items });
    expect(node).toMatchObject({
      "@type": "CollectionPage",
      url,
      publisher: { "@type": "Organization", name: "Trinity Growth" },
      mainEntity: { "@type": "ItemList", numberOfItems: 2 },
    });
    expect((node.mainEntity as { itemListElement: unknown[] }).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, ...items[0] },
      { "@type": "ListItem", position: 2, ...items[1] },
    ]);
  });
});

describe("breadcrumbList", () => {
  it("numbers the trail from 1, Home first", () => {
    const crumbs = [
      { name: "Home", url: "https://www.example.com/" },
      { name: "Resources", url: "https://www.example.com/resources/" },
    ];
    expect(breadcrumbList(crumbs).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: crumbs[0].url },
      { "@type": "ListItem", position: 2, name: "Resources", item: crumbs[1].url },
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script element early, and still parses to the same data", () => {
    const node = { "@type": "Article", headline: "</script><script>alert(1)</script>" };
    const json = serializeJsonLd(node);
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)).toEqual(node);
  });

  // `<!--` inside a script element starts its escaped state, where a later `<script` changes
  // where the element ends; with no `<` at all, the element can only end at its own tag.
  it.each(["<!--", "<!--<script>", "</SCRIPT >", "<script>"])(
    "writes no '<' for %j in the data, so nothing in it can end or bend its element",
    (text) => {
      const node = { "@type": "Article", headline: `a ${text} b`, description: text };
      const json = serializeJsonLd(node);
      expect(json).not.toContain("<");
      expect(JSON.parse(json)).toEqual(node);
    },
  );
});
