import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
};

/**
 * A pre-sized image from public/. The export serves files as they are (no optimizer), so a
 * plain <img> with intrinsic width and height gives the same result as next/image without
 * its ~10 kB of client code; the size attributes reserve space, so nothing shifts.
 */
export function StaticImage({ priority = false, alt, ...rest }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img alt={alt} loading={priority ? 'eager' : 'lazy'} decoding="async" fetchPriority={priority ? 'high' : undefined} {...rest} />
  );
}
