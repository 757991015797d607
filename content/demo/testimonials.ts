/**
 * Demo testimonials served by the embedded backend (no ADMIN_API_URL), in the admin API's
 * raw shape (`GET /testimonials/fetch.php`). tests/fake-admin-api/fixture.json is generated from this file.
 * Some have a photo (illustrations from scripts/render-artwork.mjs), some none: both paths show.
 */
type RawTestimonial = {
  name: string;
  designation: string;
  profile_image: string | null;
  message: string;
  created_at: string;
};

export const demoTestimonials: RawTestimonial[] = [
  {
    name: 'Priya Raghavan',
    designation: 'Head of Talent Acquisition, Meridian Pharma Pvt Ltd',
    profile_image: '/images/testimonials/priya-raghavan.png',
    message:
      'We needed forty lab and QA professionals for a new Genome Valley facility within one quarter. The team screened carefully, kept us updated every week and every hire cleared our audit checks.',
    created_at: '2026-09-14 10:30:00',
  },
  {
    name: 'Arjun Mehta',
    designation: 'CTO, Finlytics Solutions',
    profile_image: '/images/testimonials/arjun-mehta.png',
    message:
      'Their contract developers joined our payments platform team in under two weeks and were productive from the first sprint. Payroll and compliance were handled without a single follow-up from our side.',
    created_at: '2026-07-02 15:05:00',
  },
  {
    name: 'Lakshmi Narayanan',
    designation: 'Director of Operations, Deccan Auto Components',
    profile_image: '/images/testimonials/lakshmi-narayanan.png',
    message:
      'The process optimisation engagement cut our order-to-dispatch time by a third. They listened to the shop floor before recommending anything, which is why the changes stuck.',
    created_at: '2026-04-21 09:00:00',
  },
  {
    name: 'Rahul Deshpande',
    designation: 'VP Engineering, CloudKart Retail',
    profile_image: null,
    message:
      'From the first call to the final offer, the executive search for our engineering head was thorough and discreet. The shortlist was small, relevant and every candidate had been properly referenced.',
    created_at: '2026-02-10 12:45:00',
  },
  {
    name: 'Sneha Kulkarni',
    designation: 'HR Manager, Sahyadri Education Trust',
    profile_image: null,
    message:
      'Hiring principals and senior faculty across three campuses used to take us months. With their academic hiring desk we filled every role before the new session began.',
    created_at: '2025-12-03 11:20:00',
  },
  {
    name: 'Mohammed Farhan',
    designation: 'Founder, Nizam Logistics',
    profile_image: '/images/testimonials/mohammed-farhan.png',
    message:
      'They rebuilt our shipment tracking app and now support it month to month. Issues are picked up the same day and the monthly health reports are genuinely useful.',
    created_at: '2025-10-18 17:10:00',
  },
];
