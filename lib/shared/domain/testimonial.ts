/** A client's testimonial as the site shows it, whichever backend it came from. */
export type Testimonial = {
  name: string;
  designation: string;
  /** Absolute or site-relative URL, or null when the admin API sent none. */
  photoUrl: string | null;
  quote: string;
  /** ISO date string as received. */
  createdAt: string;
  /** Always five stars: the admin API sends no rating. */
  rating: 5;
  category: 'General';
  industry: 'Business';
};
