import { ARTICLE_SLUG } from "../../../src/lib/routes";
import { deskAction } from "./actions";
import { DESK_COLLECTIONS } from "./config";

/** Decap's workflow statuses (decap-cms-core, constants/publishModes: Draft, In review, Ready). */
export const WORKFLOW_STATUSES = ["draft", "pending_review", "pending_publish"] as const;

/** A request refused: the answer's status and the words the desk shows the writer. */
export interface Refusal {
  status: number;
  error: string;
}

/** What a workflow request needs before decap-server runs it. */
type WorkflowCheck =
  | { refusal: Refusal }
  /** `draft`: the branch that must exist first (the server asks git), or null. */
  | { refusal: null; draft: string | null };

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);
const refused = (status: number, error: string) => ({ refusal: { status, error } });

/**
 * Why a workflow request is refused, or the draft branch that must exist. decap-server hands
 * `cms/<collection>/<slug>` to git unchecked (docs/decap-server-report.md), so the collection
 * must be the desk's and the slug an article's file name or a file's `name` (ARTICLE_SLUG: never
 * a path, an option, pathspec magic or a revision). unpublishedEntry is answered 404, as
 * decap-server answers for no draft, so the desk opens the published entry.
 */
export function workflowCheck(body: unknown): WorkflowCheck {
  const { name, action, params } = deskAction(body);
  if (params.cmsLabelPrefix !== undefined) {
    const error = `The desk sets no label prefix, so a request may not either (cmsLabelPrefix ${shown(params.cmsLabelPrefix)}).`;
    return refused(403, error);
  }
  const named = action?.draft?.(params);
  if (!named) return { refusal: null, draft: null };
  const status = name === "unpublishedEntry" ? 404 : 403;
  const { collection, slug } = named;
  if (typeof collection !== "string" || !DESK_COLLECTIONS.includes(collection)) {
    const error = `The desk has no collection ${shown(collection)}: its collections are ${DESK_COLLECTIONS.join(", ")}.`;
    return refused(status, error);
  }
  if (typeof slug !== "string" || !ARTICLE_SLUG.test(slug)) {
    const error = `${shown(slug)} is not a name the desk gives an entry: lower-case letters and digits, words joined by single "-".`;
    return refused(status, error);
  }
  if ("status" in named && !(WORKFLOW_STATUSES as readonly unknown[]).includes(named.status)) {
    const statuses = `${WORKFLOW_STATUSES.slice(0, -1).join(", ")} and ${WORKFLOW_STATUSES.at(-1)}`;
    return refused(
      403,
      `${shown(named.status)} is not a workflow status: the desk's are ${statuses}.`,
    );
  }
  return { refusal: null, draft: named.existing ? `cms/${collection}/${slug}` : null };
}

export const noDraft = (draft: string): Refusal => ({
  status: 404,
  error: `There is no draft ${draft}: it has been published or deleted, or was never saved. Reload the desk to see the drafts there are.`,
});
