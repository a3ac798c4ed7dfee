/** The list's columns, shared by the posts and their loading placeholders. */
export const blogGrid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
