import { Link } from "gatsby";
import { FocusTrap } from "focus-trap-react";
import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import { ArticleBody, type ArticleBodyBlock } from "./ArticleBody";
import type { ArticleSummary } from "./ArticleCard";
import { ArticleMeta, type ArticleMetaProps } from "./ArticleMeta";
import { ArrowRightIcon } from "./icons/ArrowRightIcon";
import { CloseIcon } from "./icons/CloseIcon";
import { TagList } from "./TagList";
import { useModalLock } from "./useModalLock";
import { useStickyHeaderPadding } from "./useStickyHeaderPadding";
import { dialogStyles } from "./articleDialogStyles";

export interface DialogArticle extends ArticleSummary {
  date: ArticleMetaProps["date"];
}

/** The article's body, which loads after the dialog opens with what the card already knew. */
export type DialogBody =
  | { status: "loading" }
  | { status: "loaded"; blocks: readonly ArticleBodyBlock[] }
  | { status: "failed" };

export interface ArticleDialogProps {
  article: DialogArticle;
  body: DialogBody;
  onClose: () => void;
  /** The card link that opened the dialog; focus goes back to it on close. */
  returnFocusTo: HTMLElement | null;
}

/**
 * The full article over the Resources page. Rendered into document.body so the page itself
 * (#___gatsby) can be made inert while the dialog is open.
 */
export function ArticleDialog({ article, body, onClose, returnFocusTo }: ArticleDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLDivElement>(null);
  useModalLock(onClose, returnFocusTo);
  useStickyHeaderPadding(panel, header);

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        // The panel itself takes focus first: arrow keys then scroll a long article, and
        // screen readers start from the dialog's name.
        initialFocus: () => panel.current ?? false,
        fallbackFocus: () => panel.current ?? document.body,
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
      }}
    >
      <div css={dialogStyles.overlay}>
        <div aria-hidden="true" css={dialogStyles.backdrop} onClick={onClose} />
        <div
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          css={dialogStyles.panel}
        >
          <div ref={header} css={dialogStyles.header}>
            <ArticleMeta
              category={article.category}
              readTime={article.readTime}
              date={article.date}
              draft={article.draft}
              scheduledFor={article.scheduledFor}
            />
            <button
              type="button"
              aria-label="Close article"
              onClick={onClose}
              css={dialogStyles.close}
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <div css={dialogStyles.body}>
            <h2 id={titleId} css={dialogStyles.title}>
              {article.title}
            </h2>
            <DialogBodyContent body={body} />
            <TagList tags={article.tags} />
            <Link to={article.path} css={dialogStyles.pageLink}>
              Open this article on its own page
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}

/**
 * The body, or while it loads a line saying so, or if it cannot load (offline) a message
 * pointing at the article's own page, linked just below. The title, meta and tags above and
 * below are already in place, and the panel's height does not depend on the body, so nothing
 * moves when it arrives.
 */
function DialogBodyContent({ body }: { body: DialogBody }) {
  if (body.status === "loaded") return <ArticleBody blocks={body.blocks} />;
  if (body.status === "failed") {
    return (
      <p role="alert" css={dialogStyles.notice}>
        This article could not be loaded. Check your connection and try again, or open it on its own
        page with the link below.
      </p>
    );
  }
  return (
    <p role="status" css={dialogStyles.notice}>
      Loading the article…
    </p>
  );
}
