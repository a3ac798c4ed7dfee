/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const likePattern = (text: string): string => `%${escapeLike(text)}%`;
