import { ui } from '../catalogues';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { buttonClass } from './Button';
import { Icon } from './Icon';
import { PrintButton } from './PrintButton';

/**
 * The owner's CV: the PDF the build made from the content (a plain link, so it works without
 * scripts) with its size, and printing the page as the secondary way.
 */
export function CvLinks() {
  const { cv } = config;
  return (
    <div className="cv-links">
      {cv && (
        // The size inside its own link: it never drifts beside another button when the row wraps.
        <a
          className={buttonClass('primary')}
          href={cv.href}
          download={cv.fileName}
          type="application/pdf"
          onClick={() => track('click', { category: 'cv', label: 'pdf' })}
        >
          <Icon name="download" size={18} />
          <span className="cv-links__label">
            {ui.about.download}
            {cv.size && <span className="cv-links__size">{cv.size}</span>}
          </span>
        </a>
      )}
      <PrintButton />
    </div>
  );
}
