/** The page a link or passage id leads to: its path without the #anchor of a section. */
export const pageOf = (url: string): string => url.split('#')[0];
