import type { MetadataRoute } from 'next';
import { company } from '@/content/company';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: company.name,
    short_name: company.name.split(' ')[0],
    description: company.description,
    start_url: '/',
    display: 'browser',
    background_color: company.colors.background,
    theme_color: company.colors.ink,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
