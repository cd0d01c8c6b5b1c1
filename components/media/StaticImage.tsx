import type { ImgHTMLAttributes } from 'react';
import type { Picture } from '@/lib/images/pictures';
import styles from './StaticImage.module.scss';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /**
   * Above-the-fold images load eagerly with high priority; the rest lazily. A photo always loads
   * lazily, so the browser picks its width after layout (fetched during parsing, it sometimes came a
   * size too wide).
   */
  priority?: boolean;
  /** A photo's responsive sizes (made at build): served as AVIF or WebP at the width the screen needs. */
  picture?: Picture | null;
};

/**
 * A pre-sized image from public/. The export serves files as they are (no optimizer), so a
 * plain <img> with intrinsic width and height gives the same result as next/image without
 * its ~10 kB of client code; the size attributes reserve space, so nothing shifts. A photo
 * comes with the sizes the build made of it and is served through <picture>.
 */
export function StaticImage({ priority = false, alt, picture, ...rest }: Props) {
  const eager = priority && !picture;
  const image = (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      {...rest}
      {...(picture ? { src: picture.src, width: picture.width, height: picture.height } : {})}
    />
  );
  if (!picture) return image;
  return (
    <picture className={styles.picture}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      {image}
    </picture>
  );
}
