import type { ReactNode } from "react";
import { Section } from "./Section";

export interface CtaBannerProps {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  /** The actions: one or two ButtonLinks (variants for dark backgrounds). */
  children: ReactNode;
}

/** The dark closing band that ends a page with a call to book the free strategy call. */
export function CtaBanner({ id, title, intro, children }: CtaBannerProps) {
  return (
    <Section id={id} tone="dark" title={title} intro={intro}>
      <div css={(theme) => ({ display: "flex", flexWrap: "wrap", gap: theme.space[3] })}>
        {children}
      </div>
    </Section>
  );
}
