'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type Props = ComponentProps<typeof NextLink>;

/**
 * The site's internal link: next/link, prefetching the next page only once the visitor reaches
 * for it (pointer over it, focus, touch) rather than for every link that scrolls into view, which
 * would fetch and parse a dozen pages' payloads inside the first seconds of every visit. The
 * click itself is as fast: a reached-for link has been prefetched by the time it is pressed.
 */
export default function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const [reachedFor, setReachedFor] = useState(false);
  const reach = () => setReachedFor(true);
  return (
    <NextLink
      {...props}
      prefetch={reachedFor ? prefetch : false}
      onPointerEnter={(event) => {
        reach();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        reach();
        onTouchStart?.(event);
      }}
    />
  );
}
