'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * A photo that gives way to its fallback (the person's initials) when it is broken, including
 * when it failed before hydration (the error event already fired: complete with no width).
 */
export function AvatarImage({
  image,
  fallback,
  className,
}: {
  image: ImgHTMLAttributes<HTMLImageElement>;
  fallback: ReactNode;
  className: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);
  if (broken) return fallback;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized and optimised by getImageProps on the server
    <img
      {...image}
      alt={image.alt ?? ''}
      ref={ref}
      onError={() => setBroken(true)}
      className={className}
    />
  );
}
