import type { ReactNode } from "react";
import { Container } from "./Container";

/** Long-form text at a comfortable reading width: legal pages and articles. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Container
      css={(theme) => ({
        maxWidth: `calc(${theme.size.prose} + 2 * ${theme.space[6]})`,
        paddingBlock: theme.space[7],
        // A long address (an email, a link written out) wraps rather than running off a
        // narrow screen, as it would with wider letter spacing at 320 px.
        overflowWrap: "anywhere",
        "& > * + *": { marginTop: theme.space[4] },
        h2: { fontSize: theme.fontSize.xl, marginTop: theme.space[6] },
        h3: { fontSize: theme.fontSize.lg, marginTop: theme.space[5] },
        "ul, ol": { paddingLeft: theme.space[5] },
        "li + li": { marginTop: theme.space[2] },
      })}
    >
      {children}
    </Container>
  );
}
