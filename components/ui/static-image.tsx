import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's sizing, srcset and AVIF/WebP optimisation as a plain <img>, rendered on the
 * server: unlike <Image>, it ships no client JavaScript.
 */
export function StaticImage(props: ImageProps) {
  const { props: imgProps } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from props via getImageProps
  return <img {...imgProps} />;
}
