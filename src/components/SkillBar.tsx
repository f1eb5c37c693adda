import { useSkillBarValue } from '../hooks/useSkillBarValue';

/**
 * A skill with its level. The text carries the final percentage, which is what assistive technology
 * reads; the meter is only its picture, animated, so it is hidden from the accessibility tree.
 */
export function SkillBar({ name, percentage, delayMs }: { name: string; percentage: number; delayMs: number }) {
  const { ref, value } = useSkillBarValue<HTMLMeterElement>(percentage, delayMs);
  return (
    <li className="skill">
      <span className="skill__header">
        <span className="skill__name">{name}</span>
        <span className="skill__value">{percentage}%</span>
      </span>
      <meter ref={ref} className="skill__meter" min={0} max={100} value={value} aria-hidden="true" />
    </li>
  );
}
