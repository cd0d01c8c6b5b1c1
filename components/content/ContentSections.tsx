import type { RichBlock } from '@/lib/markdown/types';
import { RichText } from './RichText';
import styles from './ContentSections.module.scss';

export interface RenderedSection {
  heading: string;
  id: string;
  blocks: RichBlock[];
}

export function ContentSections({ sections }: { sections: RenderedSection[] }) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id} className={styles.heading}>
            {section.heading}
          </h2>
          <RichText blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}
