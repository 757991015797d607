'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/**
 * A photo that falls back to the placeholder when it is broken, including when it failed
 * before hydration (the error event already fired: the image is complete with no width).
 */
export function AvatarImage({
  image,
  placeholder,
  className,
}: {
  image: ImgHTMLAttributes<HTMLImageElement>;
  placeholder: string;
  className: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);
  const props = broken
    ? { src: placeholder, alt: image.alt, width: image.width, height: image.height }
    : image;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized and optimised by getImageProps on the server
    <img
      {...props}
      alt={image.alt ?? ''}
      ref={ref}
      onError={() => setBroken(true)}
      className={className}
    />
  );
}
