/**
 * Saved views (beyond the spec; contract in src/contract/lists.ts): named filter sets per user,
 * business and list key. Any user manages their own; another user's view is "not found".
 * Bounded: name ≤ 60 characters, ≤ 50 views per list, filters size-capped by the contract.
 */
import type { Hono } from "hono";
import { listKitEndpoints as L, SAVED_VIEWS_PER_LIST, type SavedView } from "../../src/contract/lists.ts";
import type { AuthContext } from "../auth.ts";
import { notFound } from "../errors.ts";
import { bind, validationError } from "../http.ts";
import { isoAt, newId, type SandboxState } from "../state.ts";

type ViewRow = {
  id: string;
  user_id: string;
  business_id: string;
  list_key: string;
  name: string;
  filters: string;
  created: string;
  updated: string;
};

const toView = (r: ViewRow): SavedView => ({
  id: r.id,
  list_key: r.list_key,
  name: r.name,
  filters: JSON.parse(r.filters),
  created: r.created,
  updated: r.updated,
});

export function registerSavedViewRoutes(app: Hono, state: SandboxState): void {
  const { db } = state;
  const own = (auth: AuthContext, id: string): ViewRow => {
    const row = db.prepare("SELECT * FROM saved_views WHERE id = ?").get(id) as ViewRow | undefined;
    if (!row || row.user_id !== auth.user.id || row.business_id !== auth.business.id) throw notFound("Saved view");
    return row;
  };
  const nameTaken = (auth: AuthContext, listKey: string, name: string, except = "") =>
    db
      .prepare(
        "SELECT 1 FROM saved_views WHERE user_id = ? AND business_id = ? AND list_key = ? AND lower(name) = lower(?) AND id != ?",
      )
      .get(auth.user.id, auth.business.id, listKey, name, except) !== undefined;

  bind(app, state, L["savedViews.list"], (ctx) => {
    const auth = ctx.auth as AuthContext;
    const listKey = ctx.query.list_key;
    const rows = (
      listKey === undefined
        ? db
            .prepare(
              "SELECT * FROM saved_views WHERE user_id = ? AND business_id = ? ORDER BY list_key, lower(name), id",
            )
            .all(auth.user.id, auth.business.id)
        : db
            .prepare(
              "SELECT * FROM saved_views WHERE user_id = ? AND business_id = ? AND list_key = ? ORDER BY lower(name), id",
            )
            .all(auth.user.id, auth.business.id, listKey)
    ) as ViewRow[];
    return { data: rows.map(toView) };
  });
  bind(app, state, L["savedViews.create"], (ctx) => {
    const auth = ctx.auth as AuthContext;
    const { list_key, name, filters } = ctx.body;
    const { n } = db
      .prepare("SELECT COUNT(*) AS n FROM saved_views WHERE user_id = ? AND business_id = ? AND list_key = ?")
      .get(auth.user.id, auth.business.id, list_key) as { n: number };
    if (n >= SAVED_VIEWS_PER_LIST)
      throw validationError([{ field: "list_key", message: `at most ${SAVED_VIEWS_PER_LIST} views per list` }]);
    if (nameTaken(auth, list_key, name)) throw validationError([{ field: "name", message: "is already used" }]);
    const now = isoAt(state.now());
    const row: ViewRow = {
      id: newId("view"),
      user_id: auth.user.id,
      business_id: auth.business.id,
      list_key,
      name,
      filters: JSON.stringify(filters),
      created: now,
      updated: now,
    };
    db.prepare(
      "INSERT INTO saved_views (id, user_id, business_id, list_key, name, filters, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(row.id, row.user_id, row.business_id, row.list_key, row.name, row.filters, row.created, row.updated);
    return toView(row);
  });
  bind(app, state, L["savedViews.rename"], (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = own(auth, ctx.params.id ?? "");
    const name = ctx.body.name;
    if (nameTaken(auth, row.list_key, name, row.id))
      throw validationError([{ field: "name", message: "is already used" }]);
    const updated = isoAt(state.now());
    db.prepare("UPDATE saved_views SET name = ?, updated = ? WHERE id = ?").run(name, updated, row.id);
    return toView({ ...row, name, updated });
  });
  bind(app, state, L["savedViews.delete"], (ctx) => {
    const auth = ctx.auth as AuthContext;
    const row = own(auth, ctx.params.id ?? "");
    db.prepare("DELETE FROM saved_views WHERE id = ?").run(row.id);
    return { ok: true as const };
  });
}
