import type { ImgHTMLAttributes } from 'react';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  imageUrl: string | null | undefined;
  imageSrcset?: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Above the fold (a hero): fetched early instead of lazily. */
  priority?: boolean;
}

/** An API image with its responsive variants; renders a neutral placeholder when there is none. */
export function ResponsiveImage({
  imageUrl,
  imageSrcset,
  alt,
  priority = false,
  className,
  ...rest
}: ResponsiveImageProps) {
  const classes = ['responsive-image', className].filter(Boolean).join(' ');
  if (!imageUrl) return <span className={`${classes} responsive-image--empty`} role="img" aria-label={alt} />;
  return (
    <img
      {...rest}
      className={classes}
      src={imageUrl}
      srcSet={imageSrcset ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
