import type { SVGProps } from 'react';
import {
  ArrowRight, Award, Briefcase, Building2, Check, Clock, Compass, Cpu, Globe, GraduationCap, Handshake,
  Heart, Lightbulb, Mail, MapPin, MessageCircle, Phone, RefreshCw, Rocket, Shield, Sparkles, Star,
  Target, TrendingUp, Users, type LucideIcon,
} from 'lucide-react';

/** Icons that content records may name. Anything else in a record is treated as an emoji. */
const namedIcons: Record<string, LucideIcon> = {
  'arrow-right': ArrowRight, award: Award, briefcase: Briefcase, building: Building2, check: Check,
  clock: Clock, compass: Compass, cpu: Cpu, globe: Globe, graduation: GraduationCap, handshake: Handshake,
  heart: Heart, lightbulb: Lightbulb, mail: Mail, 'map-pin': MapPin, message: MessageCircle, phone: Phone,
  refresh: RefreshCw, rocket: Rocket, shield: Shield, sparkles: Sparkles, star: Star, target: Target,
  'trending-up': TrendingUp, users: Users,
};

/** Renders a named icon or, failing that, the text itself (an emoji), always decorative. */
export function ContentIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  const Icon = namedIcons[name];
  if (Icon) return <Icon aria-hidden="true" className={className} strokeWidth={1.75} />;
  return (
    <span aria-hidden="true" className="text-2xl leading-none">
      {name}
    </span>
  );
}

type BrandIconProps = SVGProps<SVGSVGElement>;

export function LinkedInIcon(props: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zm1.78 13.02H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

export function XIcon(props: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64z" />
    </svg>
  );
}

export function FacebookIcon(props: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M9.1 23.69v-7.98H6.63v-3.67H9.1v-1.58c0-4.09 1.85-5.98 5.86-5.98.4 0 .96.04 1.47.1.4.05.8.11 1.14.2v3.32l-.65-.03-.73-.01c-.71 0-1.26.1-1.68.31-.29.15-.52.36-.68.62-.26.42-.37 1-.37 1.75v1.3h3.92l-.39 2.1-.29 1.57h-3.24v8.24C19.4 23.24 24 18.18 24 12.04c0-6.63-5.37-12-12-12S0 5.42 0 12.04c0 5.63 3.87 10.35 9.1 11.65z" />
    </svg>
  );
}
