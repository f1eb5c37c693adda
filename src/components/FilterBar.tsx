export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/** Toggle buttons for one choice among several; the pressed one is exposed with aria-pressed. */
export function FilterBar<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className="filter-bar" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="filter-bar__button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
