// subset-font ships no types: its one function, as the social card calls it (brandFiles.ts).
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    /** An axis fixed at a value, or narrowed to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
  }
  function subsetFont(source: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
  export default subsetFont;
}
