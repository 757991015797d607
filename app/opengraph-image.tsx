import { ImageResponse } from 'next/og';
import { company } from '@/content/company';

export const alt = `${company.name}: ${company.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** The default social card, drawn at build time (no fonts or images fetched). */
export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: '80px',
          background: `linear-gradient(135deg, ${company.colors.ink} 0%, #3b1d6e 60%, ${company.colors.purple} 100%)`,
          color: 'white',
        }}
      >
        <div style={{ width: 96, height: 8, background: company.colors.orange, borderRadius: 4, marginBottom: 40 }} />
        <div style={{ fontSize: 72, fontWeight: 700 }}>{company.name}</div>
        <div style={{ fontSize: 36, marginTop: 24, color: '#e2e8f0' }}>{company.tagline}</div>
        <div style={{ fontSize: 28, marginTop: 48, color: company.colors.orange }}>
          Staffing · Consulting · Technology · Training — Hyderabad, India
        </div>
      </div>
    ),
    size,
  );
}
