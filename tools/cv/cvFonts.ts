// The CV's text face, Inter: registered by the renderer (renderPdf.tsx), and part of the cache key of
// every PDF (cvFiles.ts), which must not load the renderer to name it.
import { join } from 'node:path';
import { ROOT } from '../projectPaths';

const FONTS_DIR = join(ROOT, 'tools', 'identity', 'fonts');
export const FONT_FILES = { regular: join(FONTS_DIR, 'Inter-Regular.ttf'), bold: join(FONTS_DIR, 'Inter-Bold.ttf') };
