import Link from 'next/link';
import type { ReactNode } from 'react';
import { safeHref } from '@/lib/markdown/safeHref';
import type { RichBlock, RichInline } from '@/lib/markdown/types';

/** Class hooks for the blocks a stylesheet styles by class rather than by element. */
export interface RichTextClassNames {
  code?: string;
  tableWrap?: string;
}

function renderLink(href: string, children: ReactNode[], key: number): ReactNode {
  // The parsers already refuse unsafe links; a tree built any other way gets the same guarantee here.
  const safe = safeHref(href);
  if (!safe) return children;
  if (safe.startsWith('/')) {
    return (
      <Link key={key} href={safe}>
        {children}
      </Link>
    );
  }
  return (
    <a key={key} href={safe} rel="noopener noreferrer" target={safe.startsWith('http') ? '_blank' : undefined}>
      {children}
    </a>
  );
}

function renderInline(nodes: RichInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'delete':
        return <del key={index}>{renderInline(node.children)}</del>;
      case 'inlineCode':
        return <code key={index}>{node.value}</code>;
      case 'break':
        return <br key={index} />;
      case 'link':
        return renderLink(node.href, renderInline(node.children), index);
    }
  });
}

function renderBlock(node: RichBlock, index: number, classNames: RichTextClassNames): ReactNode {
  const renderChild = (child: RichBlock, childIndex: number) => renderBlock(child, childIndex, classNames);
  switch (node.type) {
    case 'heading': {
      const Tag = `h${node.depth}` as const;
      return (
        <Tag key={index} id={node.id}>
          {renderInline(node.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={index}>{renderInline(node.children)}</p>;
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul';
      return (
        <Tag key={index}>
          {node.items.map((item, itemIndex) => (
            <li key={itemIndex}>{item.length === 1 && item[0].type === 'paragraph' ? renderInline(item[0].children) : item.map(renderChild)}</li>
          ))}
        </Tag>
      );
    }
    case 'blockquote':
      return <blockquote key={index}>{node.children.map(renderChild)}</blockquote>;
    case 'code':
      return (
        <pre key={index} className={classNames.code} tabIndex={0} aria-label={node.lang ? `${node.lang} code` : 'Code'}>
          <code>{node.value}</code>
        </pre>
      );
    case 'table':
      return (
        <div key={index} className={classNames.tableWrap} tabIndex={0} role="region" aria-label="Table">
          <table>
            <thead>
              <tr>
                {node.head.map((cell, cellIndex) => (
                  <th key={cellIndex} scope="col">
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{renderInline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr key={index} />;
  }
}

interface Props {
  blocks: RichBlock[];
  classNames?: RichTextClassNames;
}

/**
 * The safe rich-text tree as React elements (no HTML strings), with no stylesheet of its own:
 * article bodies (RichText) and chat answers each style it, and the lazy chat chunk can import
 * it without pulling page CSS along.
 */
export function RichTextNodes({ blocks, classNames = {} }: Props) {
  return <>{blocks.map((block, index) => renderBlock(block, index, classNames))}</>;
}
