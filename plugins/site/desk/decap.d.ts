/**
 * The part of Decap CMS's API the desk uses. The site imports Decap's prebuilt bundle
 * (React as a peer, everything else inside), whose package ships no types for that file.
 */
declare module "decap-cms-app/dist/decap-cms-app.js" {
  import type { ComponentType } from "react";

  /** Decap's Immutable.js entry, read with getIn. */
  export interface CmsEntry {
    getIn(path: string[]): unknown;
  }

  export interface PreviewProps {
    entry: CmsEntry;
    getAsset: (path: string) => { toString(): string };
    /** The preview frame's document, where the preview's styles must be inserted. */
    document: Document;
  }

  export interface CmsFormatter {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>): string;
  }

  export interface Cms {
    init(options: { config: Record<string, unknown> }): void;
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
    registerPreviewTemplate(collection: string, component: ComponentType<PreviewProps>): void;
    registerCustomFormat(name: string, extension: string, formatter: CmsFormatter): void;
  }

  const CMS: Cms;
  export default CMS;
}
