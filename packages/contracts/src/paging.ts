// The lists' page sizes, apart from the schemas that use them: a page that shows a pager needs these and no zod.

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 1000;
export const PAGE_SIZES = [10, 25, 50] as const;
