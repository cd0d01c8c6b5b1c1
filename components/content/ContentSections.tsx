import type { RenderedSection } from '@/lib/content/sections';
import { RichText } from './RichText';
import styles from './ContentSections.module.scss';

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
