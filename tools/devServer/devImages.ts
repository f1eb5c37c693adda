// The content's images for the dev server, encoded in the background: the server answers at once and
// serves the plain files of static/ until the encoded ones are ready, then open tabs reload. A first
// start encodes every image (about a minute on 2 cores); later ones read the cache in a moment.
import type { AppConfig } from '../../src/lib/appConfig';
import { checkedContent, ContentError } from '../content/source';
import { checkedPages, markdownImages } from '../content/sitePages';
import { shownSectionIds } from '../content/shownSections';
import { formatImageReport, type ProcessedImages } from '../images';
import { siteImages } from '../images/siteImages';
import type { ContentSource } from './devContent';

export type DevImageFiles = Pick<ProcessedImages, 'manifest' | 'files'>;

export interface DevImages {
  /** What is ready now: empty until the first run ends, so the page shows the plain files. */
  readonly current: DevImageFiles;
  /** Encodes again (after a change of the content or of static/); runs one at a time, the last request wins. */
  refresh(): void;
  /** Settles once no run is under way or asked for. */
  idle(): Promise<void>;
}

const NONE: DevImageFiles = { manifest: {}, files: new Map() };

/** One line that counts up: rewritten in place in a terminal, one line per image in a log. */
function progressLine(stream: NodeJS.WriteStream): (text: string, done: boolean) => void {
  return (text, done) => {
    if (stream.isTTY) stream.write(`\r\x1b[2K${text}${done ? '\n' : ''}`);
    else stream.write(`${text}\n`);
  };
}

/** The first run starts at the first `refresh()`; `onChange` is called after a run that changed the page's images. */
export function devImages(config: AppConfig, [contentDir, staticDir]: ContentSource, onChange: () => void): DevImages {
  let current = NONE;
  let running: Promise<void> | undefined;
  let again = false;
  const show = progressLine(process.stdout);

  async function run(): Promise<void> {
    const before = JSON.stringify(current.manifest);
    try {
      // Content with problems is listed by the dev server's content check; its images wait for the fix.
      const content = await checkedContent(contentDir, staticDir);
      const pages = checkedPages(contentDir, content, config.languages, staticDir, {
        drafts: true,
        sections: await shownSectionIds(contentDir),
      });
      const { manifest, files, report } = await siteImages(
        config,
        content,
        staticDir,
        undefined,
        {
          onProgress: (done, total) => show(`imagens: ${done}/${total}${done === total ? ' prontas' : ''}`, done === total),
          // A bad image is named and shown as its plain file; the others go on.
          onImageError: (error) => console.error(`\nimagens: ${error.message}`),
        },
        markdownImages(pages),
      );
      if (report.encoded > 0) console.log(formatImageReport(report));
      current = { manifest, files };
    } catch (error) {
      // The last good images stay: a reload now would come after the content check's own, and show nothing new.
      if (!(error instanceof ContentError)) console.error(`imagens: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (JSON.stringify(current.manifest) !== before) onChange();
  }

  function refresh(): void {
    if (running) {
      again = true;
      return;
    }
    // A run never rejects: what fails is printed, and the server goes on.
    running = run()
      .catch((error: unknown) => console.error('imagens:', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          refresh();
        }
      });
  }

  return {
    get current() {
      return current;
    },
    refresh,
    async idle() {
      // A run that ends with another asked for starts it before this wakes up.
      while (running) await running;
    },
  };
}
