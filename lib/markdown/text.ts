import type { RichBlock, RichInline } from './types';

export function inlineText(nodes: RichInline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'inlineCode') return node.value;
      if (node.type === 'break') return ' ';
      return inlineText(node.children);
    })
    .join('');
}

/** The readable text of one block (code blocks are left out: they are not prose to quote). */
export function blockText(block: RichBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.children);
    case 'list':
      return block.items.map((item) => item.map(blockText).join(' ')).join('\n');
    case 'blockquote':
      return block.children.map(blockText).join('\n');
    case 'table':
      return [block.head, ...block.rows].map((row) => row.map(inlineText).join(' | ')).join('\n');
    case 'code':
    case 'rule':
      return '';
  }
}
