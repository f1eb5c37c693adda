import { track } from '../lib/analytics';
import { Button } from './Button';
import { Icon } from './Icon';
import { ui } from '../catalogues';

/** The page is also the owner's CV: the print stylesheet lays it out for paper (src/styles/print.css). */
export function PrintButton() {
  return (
    <Button
      variant="secondary"
      className="print-button"
      onClick={() => {
        track('click', { category: 'print', label: 'curriculo' });
        window.print();
      }}
    >
      <Icon name="printer" size={18} />
      {ui.about.print}
    </Button>
  );
}
