import { visuallyHidden } from "../components/VisuallyHidden";
import { mq, type Tokens } from "../theme/tokens";

/**
 * Styles that hide text on screen below a breakpoint, where the top bar has no room for it,
 * and show it from there up; screen readers read it at every width.
 */
export const hiddenBelow = (breakpoint: keyof Tokens["breakpoint"]) =>
  ({
    ...visuallyHidden,
    [mq(breakpoint)]: {
      position: "static",
      width: "auto",
      height: "auto",
      margin: 0,
      overflow: "visible",
      clip: "auto",
      whiteSpace: "normal",
    },
  }) as const;
