import { securityTxt } from '@/lib/security-txt';

// Rebuilt at most once a day, so Expires stays about a year ahead however long a build runs.
export const revalidate = 86400;

export function GET() {
  return new Response(securityTxt(new Date()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
