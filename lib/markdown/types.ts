/**
 * A small, serialisable rich-text tree. Markdown is parsed into it at build time (and chat
 * answers at run time); components/content/RichText renders it as React elements, so no HTML
 * string from content ever reaches the page.
 */
export type RichInline =
  | { type: 'text'; value: string }
  | { type: 'strong' | 'emphasis' | 'delete'; children: RichInline[] }
  | { type: 'inlineCode'; value: string }
  | { type: 'link'; href: string; children: RichInline[] }
  | { type: 'break' };

export type RichBlock =
  | { type: 'heading'; depth: 2 | 3 | 4; id: string; children: RichInline[] }
  | { type: 'paragraph'; children: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichBlock[][] }
  | { type: 'blockquote'; children: RichBlock[] }
  | { type: 'code'; lang: string | null; value: string }
  | { type: 'table'; head: RichInline[][]; rows: RichInline[][][] }
  | { type: 'rule' };
