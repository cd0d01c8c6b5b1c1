import Link from 'next/link';
import type { ReactNode } from 'react';
import type { RichBlock, RichInline } from '@/lib/markdown/types';
import styles from './RichText.module.scss';

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
        return node.href.startsWith('/') ? (
          <Link key={index} href={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href} rel="noopener noreferrer" target={node.href.startsWith('http') ? '_blank' : undefined}>
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(node: RichBlock, index: number): ReactNode {
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
            <li key={itemIndex}>{item.length === 1 && item[0].type === 'paragraph' ? renderInline(item[0].children) : item.map(renderBlock)}</li>
          ))}
        </Tag>
      );
    }
    case 'blockquote':
      return <blockquote key={index}>{node.children.map(renderBlock)}</blockquote>;
    case 'code':
      return (
        <pre key={index} className={styles.code} tabIndex={0} aria-label={node.lang ? `${node.lang} code` : 'Code'}>
          <code>{node.value}</code>
        </pre>
      );
    case 'table':
      return (
        <div key={index} className={styles.tableWrap} tabIndex={0} role="region" aria-label="Table">
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
  className?: string;
}

/** Renders the safe rich-text tree as React elements (no HTML strings). */
export function RichText({ blocks, className }: Props) {
  return <div className={`${styles.prose} ${className ?? ''}`}>{blocks.map(renderBlock)}</div>;
}
