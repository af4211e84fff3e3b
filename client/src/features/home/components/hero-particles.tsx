import type { CSSProperties } from 'react';

/** The hero shows 25 particles. */
export const PARTICLE_COUNT = 25;

const fraction = (n: number) => n - Math.floor(n);

/**
 * Fixed, evenly spread positions (the R2 low-discrepancy sequence) and varied sizes, speeds and drifts,
 * computed once: no randomness, so every render and every visitor sees the same picture.
 */
const PARTICLES = Array.from({ length: PARTICLE_COUNT }, (_, i) => {
  const size = 4 + ((i * 7) % 9); // 4..12 px
  return {
    left: `${(fraction(0.5 + i * 0.7548776662) * 96 + 2).toFixed(2)}%`,
    top: `${(fraction(0.5 + i * 0.5698402911) * 92 + 4).toFixed(2)}%`,
    width: size,
    height: size,
    opacity: 0.12 + ((i * 3) % 7) * 0.05,
    '--dx': `${((i * 13) % 41) - 20}px`,
    '--dy': `${-20 - ((i * 11) % 31)}px`,
    '--duration': `${7 + ((i * 5) % 9)}s`,
    '--delay': `${-((i * 1.3) % 9).toFixed(1)}s`, // negative: already mid-float on the first frame
  } as CSSProperties;
});

/** Decorative, absolutely positioned inside the hero; still for visitors who prefer reduced motion. */
export function HeroParticles() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      {PARTICLES.map((style, i) => (
        <span key={i} data-particle className="hero-particle" style={style} />
      ))}
    </div>
  );
}
