import { getImageProps } from 'next/image';
import { Icon } from '@/components/icon/icon';
import { Static } from '@/components/ui/static';
import type { Testimonial } from '@/lib/shared/domain/testimonial';
import { testimonialCarousel as text } from '@/content/testimonials';
import { AvatarImage } from './avatar-image';
import { InitialsAvatar } from './initials-avatar';
import { monthYear } from './format';

const AVATAR = 'size-14';

/** The photo, or the person's initials when there is none or it fails to load. */
function Avatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const initials = <InitialsAvatar name={name} className={AVATAR} />;
  if (!photoUrl) return initials;
  // Not lazy: the carousel keeps waiting slides outside its clipped viewport, where a lazy image
  // would not start loading before the slide fades in. The photos are small; low priority.
  const { props: image } = getImageProps({
    src: photoUrl,
    alt: '',
    width: 56,
    height: 56,
    loading: 'eager',
    fetchPriority: 'low',
  });
  return (
    <AvatarImage
      image={image}
      fallback={initials}
      className={`${AVATAR} rounded-full object-cover`}
    />
  );
}

/**
 * One testimonial: stars, quote, photo (initials when missing or broken), name, role, date. All
 * but the photo (which hides itself when broken) is server-made HTML.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const date = monthYear(testimonial.createdAt);
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <Static>
        <div className="flex items-center justify-between">
          <div role="img" aria-label={text.rating} className="flex gap-1 text-brand-orange">
            {Array.from({ length: testimonial.rating }, (_, index) => (
              <Icon key={index} name="star" className="size-5 fill-current" />
            ))}
          </div>
          <Icon name="quote" className="size-10 text-brand-purple/20" />
        </div>
      </Static>
      <Static>
        <blockquote className="mt-6 flex-1 text-lg leading-8 text-ink-soft sm:text-xl sm:leading-9">
          <p>“{testimonial.quote}”</p>
        </blockquote>
      </Static>
      <figcaption className="mt-8 flex items-center gap-4">
        <Avatar name={testimonial.name} photoUrl={testimonial.photoUrl} />
        <Static>
          <div>
            <p className="font-semibold text-ink">{testimonial.name}</p>
            {testimonial.designation && (
              <p className="text-sm text-muted">{testimonial.designation}</p>
            )}
            {date && (
              <p className="text-sm text-muted">
                <time dateTime={testimonial.createdAt.replace(' ', 'T')}>{date}</time>
              </p>
            )}
          </div>
        </Static>
      </figcaption>
    </figure>
  );
}
