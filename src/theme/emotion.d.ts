import "@emotion/react";
import type { Tokens } from "./tokens";

// Augmented once so every `css={(theme) => ...}` is typed with the design tokens.
declare module "@emotion/react" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends Tokens {}
}
