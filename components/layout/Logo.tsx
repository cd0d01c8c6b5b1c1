import { StaticImage } from '@/components/media/StaticImage';
import { site } from '@/data/site';
import { LOGO_SIZES } from '@/lib/constants';

interface Props {
  variant: keyof typeof LOGO_SIZES;
  className?: string;
  /** The footer sits on a dark background and uses the light logo. */
  light?: boolean;
}

export function Logo({ variant, className, light = false }: Props) {
  const { width, height } = LOGO_SIZES[variant];
  const src = light ? site.logo.src.replace('.svg', '-light.svg') : site.logo.src;
  return <StaticImage src={src} alt={site.logo.alt} width={width} height={height} className={className} priority={variant === 'header'} />;
}
