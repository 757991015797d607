const COUNT = 50;
// On the light hero: the two brand colours and the magenta between them.
const colours = ['bg-brand-orange', 'bg-brand-purple', 'bg-brand-magenta'] as const;

/** Fractional part, for the R2 low-discrepancy sequence that spreads particles evenly. */
const frac = (value: number) => value - Math.floor(value);

/**
 * Positions are computed, not random, so every render (server and browser) is identical.
 * Under reduced motion the global CSS rule stops the float animation.
 */
const particles = Array.from({ length: COUNT }, (_, index) => ({
  left: `${(frac(0.5 + index * 0.7548776662) * 100).toFixed(2)}%`,
  top: `${(frac(0.5 + index * 0.569840291) * 100).toFixed(2)}%`,
  size: `${2 + ((index * 7) % 5)}px`,
  delay: `-${((index * 0.73) % 9).toFixed(2)}s`,
  duration: `${7 + (index % 4) * 1.5}s`,
  opacity: 0.25 + ((index * 3) % 5) * 0.1,
  colour: colours[index % colours.length],
}));

/**
 * Below 1024 px the text spans the hero, and dots showed inside its large letters: there the
 * particles show only in the side gutters, faded out towards the text.
 */
export function FloatingParticles() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden max-lg:[mask-image:linear-gradient(to_right,black,transparent_6%,transparent_94%,black)]"
    >
      {particles.map((particle, index) => (
        <span
          key={index}
          className={`absolute animate-float rounded-full ${particle.colour}`}
          style={{
            left: particle.left,
            top: particle.top,
            width: particle.size,
            height: particle.size,
            opacity: particle.opacity,
            animationDelay: particle.delay,
            animationDuration: particle.duration,
          }}
        />
      ))}
    </div>
  );
}
