import { CardGrid } from "../../components/CardGrid";
import { Section } from "../../components/Section";
import { DownloadCard } from "./DownloadCard";
import { useFreeDownloads } from "./useFreeDownloads";

/**
 * The Free Resources band of the Resources page: a card per generated file. It queries its
 * own data because the page renders it without props.
 */
export function FreeResources() {
  const downloads = useFreeDownloads();
  return (
    <Section
      id="free-resources"
      title="Free Resources"
      intro="Practical tools we use with our own clients. Free to download, no email required."
      tone="muted"
    >
      <CardGrid>
        {downloads.map((download) => (
          <DownloadCard key={download.slug} {...download} />
        ))}
      </CardGrid>
    </Section>
  );
}
