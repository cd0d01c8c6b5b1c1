import type { RichBlock } from '@/lib/markdown/types';
import { RichTextNodes } from './RichTextNodes';
import styles from './RichText.module.scss';

const CLASS_NAMES = { code: styles.code, tableWrap: styles.tableWrap };

interface Props {
  blocks: RichBlock[];
  className?: string;
}

/** Article and content bodies: the shared rich-text renderer in the prose style. */
export function RichText({ blocks, className }: Props) {
  return (
    <div className={`${styles.prose} ${className ?? ''}`}>
      <RichTextNodes blocks={blocks} classNames={CLASS_NAMES} />
    </div>
  );
}
