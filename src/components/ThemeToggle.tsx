import { useTheme } from '../hooks/useTheme';
import { track } from '../lib/analytics';
import { Icon } from './Icon';
import { ui } from '../catalogues';

export function ThemeToggle({ disabled = false }: { disabled?: boolean }) {
  const { name, toggleTheme } = useTheme();
  const next = name === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={next === 'light' ? ui.header.lightTheme : ui.header.darkTheme}
      onClick={() => {
        if (disabled) return;
        toggleTheme();
        track('click', { category: 'theme', label: next });
      }}
    >
      <Icon name={next === 'light' ? 'sun' : 'moon'} />
    </button>
  );
}
