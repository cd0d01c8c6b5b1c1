import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { slugify } from '../content/slugs';
import { safeHref } from './safeHref';
import type { RichBlock, RichInline } from './types';

const markdownTree = (markdown: string) => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

const BLOCK_CONTAINERS = new Set(['root', 'list', 'listItem', 'blockquote', 'table', 'tableRow', 'tableCell']);

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join(BLOCK_CONTAINERS.has(node.type) ? ' ' : '');
  return '';
}

function inline(nodes: PhrasingContent[]): RichInline[] {
  return nodes.flatMap((node): RichInline[] => {
    switch (node.type) {
      case 'text':
        return [{ type: 'text', value: node.value }];
      case 'strong':
      case 'emphasis':
      case 'delete':
        return [{ type: node.type, children: inline(node.children) }];
      case 'inlineCode':
        return [{ type: 'inlineCode', value: node.value }];
      case 'break':
        return [{ type: 'break' }];
      case 'link': {
        const href = safeHref(node.url);
        const children = inline(node.children);
        return href ? [{ type: 'link', href, children }] : children;
      }
      // Raw HTML and images in content are shown as text or dropped: never injected.
      case 'html':
        return [{ type: 'text', value: node.value }];
      default:
        return [{ type: 'text', value: plainText(node) }];
    }
  });
}

function blocks(nodes: RootContent[], headingIds: Set<string>): RichBlock[] {
  return nodes.flatMap((node): RichBlock[] => {
    switch (node.type) {
      case 'heading': {
        const depth = Math.min(Math.max(node.depth, 2), 4) as 2 | 3 | 4;
        let id = slugify(plainText(node)) || 'section';
        for (let n = 2; headingIds.has(id); n++) id = `${slugify(plainText(node))}-${n}`;
        headingIds.add(id);
        return [{ type: 'heading', depth, id, children: inline(node.children) }];
      }
      case 'paragraph':
        return [{ type: 'paragraph', children: inline(node.children) }];
      case 'list':
        return [{ type: 'list', ordered: Boolean(node.ordered), items: node.children.map((item) => blocks(item.children, headingIds)) }];
      case 'blockquote':
        return [{ type: 'blockquote', children: blocks(node.children, headingIds) }];
      case 'code':
        return [{ type: 'code', lang: node.lang ?? null, value: node.value }];
      case 'thematicBreak':
        return [{ type: 'rule' }];
      case 'table': {
        const [head, ...rows] = node.children.map((row) => row.children.map((cell) => inline(cell.children)));
        return [{ type: 'table', head: head ?? [], rows }];
      }
      case 'html':
        return [{ type: 'paragraph', children: [{ type: 'text', value: node.value }] }];
      default:
        return [];
    }
  });
}

/** Parses Markdown (with GitHub tables and strikethrough) into the safe rich-text tree. */
export function parseMarkdown(markdown: string): RichBlock[] {
  return blocks(markdownTree(markdown).children, new Set());
}

/** The running text of a Markdown body, without code blocks. */
export function plainTextOf(markdown: string): string {
  return markdownTree(markdown).children.filter((node) => node.type !== 'code').map(plainText).join(' ');
}

/** Words of running text in a Markdown body, for reading time and the content floor. */
export function countWords(markdown: string): number {
  return plainTextOf(markdown).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The smallest heading depth used in a Markdown body (7 when it has no heading). */
export function topHeadingDepth(markdown: string): number {
  return Math.min(7, ...markdownTree(markdown).children.flatMap((node) => (node.type === 'heading' ? [node.depth] : [])));
}
