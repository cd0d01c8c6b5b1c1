import { StaticImage } from '@/components/media/StaticImage';
import Link from 'next/link';
import { CardGrid } from '@/components/cards/CardGrid';
import { RichText } from '@/components/content/RichText';
import { Seo } from '@/components/layout/Seo';
import type { ArticleProps } from '@/lib/content/articleProps';
import { insightPath } from '@/lib/content/slugs';
import { articleImagePath } from '@/lib/og/articleImage';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo';
import { ArticleMeta } from './ArticleMeta';
import styles from './ArticleView.module.scss';
import Container from 'react-bootstrap/Container';

export function ArticleView({ post, date, isoDate, blocks, headerPicture, readingMinutes, related, previous, next }: ArticleProps) {
  const path = insightPath(post.blogURL);
  const description = post.blogDesc ?? post.breadSubtitle;
  return (
    <article>
      <Seo
        title={post.blogTitle}
        description={description}
        path={path}
        type="article"
        image={headerPicture?.src ?? articleImagePath(post.blogURL)}
        jsonLd={[
          blogPostingJsonLd({ title: post.blogTitle, description, path, image: headerPicture?.src ?? articleImagePath(post.blogURL), author: post.blogAuthor, isoDate }),
          breadcrumbJsonLd([
            { name: 'Home', path: '/' },
            { name: 'Insights', path: '/insights/' },
            { name: post.blogTitle, path },
          ]),
        ]}
      />
      <header className={styles.header}>
        <Container>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <Link href="/insights/">
              Insights
            </Link>
          </nav>
          <h1 className={styles.title}>{post.blogTitle}</h1>
          <p className={styles.subtitle}>{post.breadSubtitle}</p>
          <ArticleMeta
            author={post.blogAuthor}
            authorIcon={post.blogAuthorIcon}
            date={date}
            dateIcon={post.blogDateIcon}
            isoDate={isoDate}
            category={post.blogCategory}
            readingMinutes={readingMinutes}
          />
          <Link href="/contact/" className="btn btn-primary btn-lg mt-4">
            {post.breadCTA}
          </Link>
        </Container>
      </header>
      <Container className={styles.layout}>
        <StaticImage src={post.blogImg} picture={headerPicture} alt={post.blogAlt} width={1200} height={480} className={styles.image} priority />
        <RichText blocks={blocks} className={styles.body} />
        {post.blogTags && post.blogTags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {post.blogTags.map((tag) => (
              <li key={tag}>
                <Link href={{ pathname: '/insights/', query: { tag } }} className={styles.tag}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
      {(previous || next) && (
        <Container as="nav" aria-label="More articles" className={styles.adjacent}>
          {previous && (
            <Link href={previous.href} rel="prev">
              <span>Previous article</span>
              {previous.title}
            </Link>
          )}
          {next && (
            <Link href={next.href} rel="next" className={styles.nextLink}>
              <span>Next article</span>
              {next.title}
            </Link>
          )}
        </Container>
      )}
      {related.length > 0 && (
        <Container as="section" className="mt-5" aria-labelledby="related-articles">
          <h2 id="related-articles" className={styles.relatedHeading}>
            Related articles
          </h2>
          <CardGrid cards={related} />
        </Container>
      )}
    </article>
  );
}
