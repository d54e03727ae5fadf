// React 18 passes these HTML attributes through but its types predate them. They are written
// in lowercase because React 18 warns about camel-cased names it does not know.
import "react";

declare module "react" {
  // The type parameter must match React's own declarations to merge with them.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface HTMLAttributes<T> {
    /** Makes the element a popover: the browser shows, hides and light-dismisses it. */
    popover?: "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    /** The id of the popover this button toggles, with no script needed. */
    popovertarget?: string;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
