import { RichText } from '@/components/content/RichText';
import type { RichBlock } from '@/lib/markdown/types';
import styles from './FaqList.module.scss';

export interface FaqGroup {
  category: string;
  id: string;
  entries: { id: string; question: string; answer: RichBlock[] }[];
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>{group.category}</h2>
          {group.entries.map((entry) => (
            <details key={entry.id} id={entry.id} className={styles.entry}>
              <summary>{entry.question}</summary>
              <RichText blocks={entry.answer} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
