import type { PagePagination } from '@camtour/shared/schemas/common';

/** The pagination block of a page answer; an empty list still has one (empty) page. */
export const paginationOf = (total: number, page: number, perPage: number): PagePagination => ({
  total,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
});
