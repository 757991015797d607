const COUNT = 50;
// On the light hero: the two brand colours and the magenta between them.
const colours = ['bg-brand-orange', 'bg-brand-purple', 'bg-brand-magenta'] as const;

/**
 * The particles float in three layers, each one animation with its own pace, rather than one
 * animation a particle: at a phone's CPU, fifty kept the main thread restyling every frame and
 * the page never went quiet after load.
 */
const layers = [
  { duration: '7s', delay: '0s' },
  { duration: '8.5s', delay: '-3.1s' },
  { duration: '10s', delay: '-6.4s' },
];

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
  opacity: 0.25 + ((index * 3) % 5) * 0.1,
  colour: colours[index % colours.length],
  layer: Math.floor((index % 9) / 3),
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
      {layers.map((layer, layerIndex) => (
        <div
          key={layerIndex}
          className="absolute inset-0 animate-float"
          style={{ animationDuration: layer.duration, animationDelay: layer.delay }}
        >
          {particles
            .filter((particle) => particle.layer === layerIndex)
            .map((particle, index) => (
              <span
                key={index}
                className={`absolute rounded-full ${particle.colour}`}
                style={{
                  left: particle.left,
                  top: particle.top,
                  width: particle.size,
                  height: particle.size,
                  opacity: particle.opacity,
                }}
              />
            ))}
        </div>
      ))}
    </div>
  );
}
