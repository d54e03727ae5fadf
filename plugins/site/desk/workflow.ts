import { deskAction } from "./actions";
import { DESK_COLLECTIONS } from "./config";

/**
 * The editorial workflow's requests (git mode), held to the drafts the desk makes.
 * decap-server names a draft's branch `cms/<collection>/<slug>` from a request's own
 * parameters and hands it to git unchecked, as a pathspec to `git checkout` and as a setting's
 * name to `git config` (docs/decap-server-report.md). So a request is taken only for a
 * collection of the desk's configuration, an entry name the desk itself makes, one of Decap's
 * statuses, and (checked by the server, which asks git) a draft that exists.
 */

/** Decap's workflow statuses (decap-cms-core, constants/publishModes: Draft, In review, Ready). */
export const WORKFLOW_STATUSES = ["draft", "pending_review", "pending_publish"] as const;

/**
 * A name the desk gives an entry, which is also the last part of its draft's branch. Decap
 * makes an article's from its title (its slugify, with the configuration's `slug` settings:
 * lower case, ASCII, "." turned to "-", anything else outside `-_.~` replaced by "-", none
 * leading), and a file's is its `name`. `~` and `.` are left out: git allows neither in a
 * branch name where Decap could put one, and the build's own rule for an article's file name
 * (ARTICLE_SLUG) has neither. So the name is never a path (`/`, `..`), an option (a leading
 * `-`), pathspec magic (`:`, `*`, `?`, `[`) or a revision (`~`, `^`, `@{`).
 */
export const ENTRY_NAME = /^[a-z0-9_][a-z0-9_-]*$/;

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
 * Why a request of the editorial workflow is refused, or the draft branch it needs to exist:
 * a `cmsLabelPrefix` (the desk's configuration sets none), a collection the desk does not
 * have, an entry name it would not make, or a status that is not Decap's. unpublishedEntry,
 * with which the desk asks whether an entry has a draft at all, is answered 404 for a name no
 * draft can have, as decap-server answers when there is none: the desk then opens the
 * published entry.
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
  if (typeof slug !== "string" || !ENTRY_NAME.test(slug)) {
    const error = `${shown(slug)} is not a name the desk gives an entry: lower-case letters, digits, "-" and "_", not starting with "-".`;
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

/** The refusal of a request for `draft`, a branch that does not exist. */
export const noDraft = (draft: string): Refusal => ({
  status: 404,
  error: `There is no draft ${draft}: it has been published or deleted, or was never saved. Reload the desk to see the drafts there are.`,
});
