import "server-only";
import { PAGE_LIMIT_DEFAULT, type TPageQuery } from "@/lib/schemas/common";

/**
 * Prisma arguments for one page of a list, and the numbers a paged answer carries. `legacyAll`
 * lists (DESIGN §2a) answer every row when called without page or limit, as old clients expect.
 */
export function pageArgs(query: Pick<TPageQuery, "page" | "limit">, { defaultLimit = PAGE_LIMIT_DEFAULT, legacyAll = false } = {}) {
  const paged = !legacyAll || query.page !== undefined || query.limit !== undefined;
  const limit = query.limit ?? defaultLimit;
  const page = query.page ?? 1;
  return {
    paged,
    page,
    limit,
    /** spread into findMany */
    take: paged ? { skip: (page - 1) * limit, take: limit } : {},
    /** the paging fields of the answer, given the total */
    meta: (total: number) => ({ total, page, limit: paged ? limit : total }),
  };
}
