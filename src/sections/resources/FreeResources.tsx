import { Section } from "../../components/Section";

// Placeholder: the Free-resources issue replaces this with real download links.
export function FreeResources() {
  return <Section id="free-resources" title="Free Resources" tone="muted" />;
}
