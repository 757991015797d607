import { Icon, type IconName } from '@/components/icon/icon';

/** A large decorative tile with the page's icon, beside the hero text on large screens. */
export function HeroEmblem({ icon }: { icon: IconName }) {
  return (
    <div
      aria-hidden="true"
      className="container-page pointer-events-none absolute inset-0 hidden items-center justify-end pt-16 xl:flex"
    >
      <div className="relative mr-12 grid size-60 rotate-3 place-items-center rounded-[2.5rem] border border-white/15 bg-white/5 shadow-2xl xl:mr-20">
        <div className="absolute inset-5 rounded-[2rem] bg-gradient-to-br from-brand-purple/35 to-brand-orange/20" />
        <div className="absolute -inset-px -z-10 rounded-[2.5rem] bg-brand-purple/20 blur-2xl" />
        <Icon name={icon} className="relative size-24 -rotate-3 stroke-[1.5] text-white" />
      </div>
    </div>
  );
}
