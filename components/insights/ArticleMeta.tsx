import { Icon } from '@/components/content/Icon';
import styles from './ArticleMeta.module.scss';

interface Props {
  author: string;
  authorIcon: string;
  date: string;
  dateIcon: string;
  isoDate: string;
  category: string;
  readingMinutes?: number;
}

export function ArticleMeta({ author, authorIcon, date, dateIcon, isoDate, category, readingMinutes }: Props) {
  return (
    <ul className={styles.meta}>
      <li>
        <Icon name={authorIcon} />
        <span className="visually-hidden">Author: </span>
        {author}
      </li>
      <li>
        <Icon name={dateIcon} />
        <span className="visually-hidden">Published: </span>
        <time dateTime={isoDate}>{date}</time>
      </li>
      <li className={styles.category}>{category}</li>
      {readingMinutes !== undefined && <li>{readingMinutes} min read</li>}
    </ul>
  );
}
