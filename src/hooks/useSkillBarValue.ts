import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/media';
import { SKILL_BAR_STEP_MS, SKILL_BAR_STEPS, skillBarValue } from '../lib/skills';
import { watchAppearance } from '../lib/visibility';
import { useHydrated } from './useHydrated';

/**
 * The value a skill bar shows: the final percentage when prerendered, reduced motion or already on
 * screen at load; otherwise 0, then SKILL_BAR_STEPS steps up to the percentage once the bar is in
 * view and `delayMs` has passed.
 */
export function useSkillBarValue<T extends Element>(percentage: number, delayMs: number) {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  // Bars mounted after hydration (a filter change) start empty; prerendered ones start full, and so do
  // all under reduced motion: set full by the effect instead, they showed empty for a frame.
  const [value, setValue] = useState(() => (hydrated && !prefersReducedMotion() ? 0 : percentage));

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) {
      setValue(percentage);
      return;
    }
    let delay: ReturnType<typeof setTimeout> | undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const animate = () => {
      setValue(0);
      let step = 0;
      delay = setTimeout(() => {
        interval = setInterval(() => {
          step += 1;
          setValue(skillBarValue(percentage, step));
          if (step >= SKILL_BAR_STEPS) clearInterval(interval);
        }, SKILL_BAR_STEP_MS);
      }, delayMs);
    };
    const stop = watchAppearance(element, 0, {
      onBelow: () => setValue(0),
      onAppear: (alreadyInView) => {
        if (alreadyInView && !hydrated) setValue(percentage);
        else animate();
      },
    });
    return () => {
      stop();
      clearTimeout(delay);
      clearInterval(interval);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `hydrated` is read on the first mount only, on purpose: it tells a prerendered bar from a new one
  }, [percentage, delayMs]);

  return { ref, value };
}
