import { getPublishedCompany } from '@/lib/cms/company';
import { securityTxt } from '@/lib/security-txt';

/** Rendered anew at most a minute after the company's e-mail address is published. */
export const revalidate = 60;

export async function GET() {
  return new Response(securityTxt((await getPublishedCompany()).email), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
