'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';

/** Narrower than this, a photo is a placeholder or a tracking pixel, blurred into a muddy disc. */
const MIN_WIDTH = 32;

/**
 * A photo laid over its fallback (the person's initials) in one cell. The photo has no ground
 * of its own, so a broken one shows the initials beneath even without JavaScript; with it, a
 * broken or tiny photo is removed, also when it loaded or failed before hydration (the event
 * already fired: complete, with no width or a tiny one).
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
    if (element?.complete && element.naturalWidth < MIN_WIDTH) setBroken(true);
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
          onLoad={(event) => {
            if (event.currentTarget.naturalWidth < MIN_WIDTH) setBroken(true);
          }}
          className={className}
        />
      )}
    </span>
  );
}
