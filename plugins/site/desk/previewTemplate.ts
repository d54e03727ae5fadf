import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from "@sveltia/cms";
import type { ReactElement, Ref } from "react";
import { createRoot, type Root } from "react-dom/client";

declare global {
  interface Window {
    /** Sveltia's `createElement`, for templates written against its own React (Decap's `h`). */
    h: (type: string, props: { ref: Ref<HTMLDivElement> }) => ReactElement;
    /** Sveltia's `create-react-class`, Decap's other global for templates. */
    createClass: (spec: TemplateSpec & ThisType<TemplateThis>) => CustomPreviewTemplate;
  }
}

interface TemplateThis {
  props: CustomPreviewTemplateProps;
  element: HTMLDivElement | null;
  root: Root | undefined;
}

interface TemplateSpec {
  componentDidMount(): void;
  componentDidUpdate(): void;
  componentWillUnmount(): void;
  render(): ReactElement;
}

/**
 * A preview template for `CMS.registerPreviewTemplate` that draws `view(props)` with the site's
 * own React, in a root of its own inside the preview frame. Sveltia renders templates with the
 * copy of React in its bundle; the site's components need the React they import (hooks,
 * Emotion's context), so the template Sveltia renders is only a frame for that root, written
 * with the two globals Decap documents for templates, `createClass` and `h`.
 */
export function previewTemplate(
  view: (props: CustomPreviewTemplateProps) => ReactElement,
): CustomPreviewTemplate {
  return window.createClass({
    componentDidMount() {
      if (!this.element) return;
      this.root = createRoot(this.element);
      this.root.render(view(this.props));
    },
    componentDidUpdate() {
      this.root?.render(view(this.props));
    },
    componentWillUnmount() {
      // After Sveltia's React has finished its own commit, not inside it.
      const root = this.root;
      queueMicrotask(() => root?.unmount());
    },
    render() {
      return window.h("div", {
        ref: (element) => {
          this.element = element;
        },
      });
    },
  });
}
