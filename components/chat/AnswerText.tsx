import Link from 'next/link';
import type { ReactNode } from 'react';
import type { RichBlock, RichInline } from '@/lib/markdown/types';

function inline(nodes: RichInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{inline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{inline(node.children)}</em>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} href={node.href}>
            {inline(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href} rel="noopener noreferrer" target={node.href.startsWith('http') ? '_blank' : undefined}>
            {inline(node.children)}
          </a>
        );
      default:
        return null;
    }
  });
}

/**
 * An answer's paragraphs and lists (the subset lib/chat/answerMarkdown parses) as React
 * elements: the part of components/content/RichText the chat needs. (With RichText and its
 * article stylesheet imported, Turbopack moved all of the chat's CSS into the stylesheet every
 * page loads; with this, it stays in the lazy chunk.)
 */
export function AnswerText({ blocks, className }: { blocks: RichBlock[]; className?: string }) {
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        if (block.type === 'paragraph') return <p key={index}>{inline(block.children)}</p>;
        if (block.type !== 'list') return null;
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item.map((child) => (child.type === 'paragraph' ? inline(child.children) : null))}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
