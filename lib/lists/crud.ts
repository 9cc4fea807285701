// The endpoints of one kind of item that an admin section lists, adds, edits and deletes. Client-safe:
// the domains name theirs in lib/<domain>/types.ts and the admin kit calls them.

export type CrudApi = {
  list: string;
  create: string;
  update: string;
  remove: string;
  /** how delete.php takes the id: a JSON body `{id}` (most) or `?id=` (the legacy posts endpoint) */
  removeBy: "body" | "query";
  /** where a moderated kind's status moves (update_status.php); the others change it through `update` */
  status?: string;
};

/** A list an admin works through without adding or deleting rows: its read endpoint, and a status move where it has one. */
export type ListApi = Pick<CrudApi, "list"> & Partial<Omit<CrudApi, "list">>;

/** A domain's endpoints under its folder, by the legacy names (read, create, update, delete.php) unless told otherwise. */
export function crudApi(folder: string, names: { create?: string; removeBy?: CrudApi["removeBy"]; moderated?: boolean } = {}): CrudApi {
  return {
    list: `${folder}/read.php`,
    create: `${folder}/${names.create ?? "create.php"}`,
    update: `${folder}/update.php`,
    remove: `${folder}/delete.php`,
    removeBy: names.removeBy ?? "body",
    ...(names.moderated ? { status: `${folder}/update_status.php` } : {}),
  };
}
