import { useTheme } from '../hooks/useTheme';
import { track } from '../lib/analytics';
import { Icon } from './Icon';

export function ThemeToggle({ disabled = false }: { disabled?: boolean }) {
  const { name, toggleTheme } = useTheme();
  const next = name === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={next === 'light' ? 'Ativar tema claro' : 'Ativar tema escuro'}
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
