import { ui } from '../catalogues';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { buttonClass } from './Button';
import { Icon } from './Icon';
import { PrintButton } from './PrintButton';

const SIZE_ID = 'curriculo-tamanho';

/**
 * The owner's CV: the PDF the build made from the content (a plain link, so it works without
 * scripts) with its size, and printing the page as the secondary way.
 */
export function CvLinks() {
  const { cv } = config;
  return (
    <div className="cv-links">
      {cv && (
        <>
          <a
            className={buttonClass('primary')}
            href={cv.href}
            download={cv.fileName}
            type="application/pdf"
            aria-describedby={cv.size ? SIZE_ID : undefined}
            onClick={() => track('click', { category: 'cv', label: 'pdf' })}
          >
            <Icon name="download" size={18} />
            {ui.about.download}
          </a>
          {cv.size && (
            <span id={SIZE_ID} className="cv-links__size">
              {cv.size}
            </span>
          )}
        </>
      )}
      <PrintButton />
    </div>
  );
}
