'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/**
 * A photo laid over its fallback (the person's initials) in one cell. The photo has no ground
 * of its own, so a broken one shows the initials beneath even without JavaScript; with it, the
 * broken photo is removed, also when it failed before hydration (the error event already fired:
 * complete with no width).
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
  return (
    <span className="grid shrink-0 *:[grid-area:1/1]">
      {fallback}
      {!broken && (
        // eslint-disable-next-line @next/next/no-img-element -- sized and optimised by getImageProps on the server
        <img
          {...image}
          alt={image.alt ?? ''}
          ref={ref}
          onError={() => setBroken(true)}
          className={className}
        />
      )}
    </span>
  );
}
