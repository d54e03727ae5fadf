import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { TeamSlotArt } from "../../components/art/TeamSlotArt";

export interface TeamPhotoData {
  image: IGatsbyImageData;
  alt: string;
}

/**
 * The team's photo beside the story, once the owner adds one to content/site.yaml; until then
 * abstract art keeps its place, with nothing for a visitor to read about what is missing.
 */
export function TeamPhoto({ photo }: { photo: TeamPhotoData | null }) {
  if (!photo) return <TeamSlotArt />;
  return (
    <div css={(theme) => ({ overflow: "hidden", borderRadius: theme.radius.lg })}>
      <ResponsiveImage image={photo.image} alt={photo.alt} sizes="(min-width: 72em) 26rem, 100vw" />
    </div>
  );
}
