import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface ResponsiveImageProps {
  /** `gatsbyImageData` from the page query; only its type comes from gatsby-plugin-image. */
  image: IGatsbyImageData;
  alt: string;
  /** Overrides the `sizes` sharp computed, when the image shows narrower than its width. */
  sizes?: string;
}

/**
 * A `<picture>` with AVIF/WebP sources built from sharp's output. It renders the markup that
 * gatsby-plugin-image would, without shipping that plugin's client JavaScript. Width and height
 * reserve the box so nothing shifts when the file arrives; below the fold it loads lazily.
 */
export function ResponsiveImage({ image, alt, sizes }: ResponsiveImageProps) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes ?? source.sizes}
          media={source.media}
        />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        css={(theme) => ({
          display: "block",
          width: "100%",
          height: "auto",
          background: image.backgroundColor ?? theme.color.surface,
        })}
      />
    </picture>
  );
}
