/** One image the content refers to, and the shape the page shows it in. */
export interface ImageRequest {
  /** The path the content uses, under static/ (e.g. `/images/projects/loja.jpg`). */
  src: string;
  /** Widths to encode; only those the source can fill are kept (plus its own width when it is narrower). */
  widths: readonly number[];
  /** Width over height to crop to (centred), so a file fills its box exactly; omitted keeps the source's ratio. */
  aspectRatio?: number;
  /** The `sizes` attribute of the layout, passed on to the page in the manifest. */
  sizes?: string;
  /** Where the content shows it, as the owner finds it (`projects.yaml: projects[2].image`, `notes/x.md:12`): for a problem's message. */
  place?: string;
  /** The file and line that name it, when known: where a problem of it is listed (tools/images/shapes.ts). */
  at?: { file: string; line?: number };
}

export interface EncodeSettings {
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
  jpeg: { quality: number };
  png: { compressionLevel: number };
  /** Width of the blurred preview inlined in the page. */
  placeholderWidth: number;
}

export interface ProcessImagesOptions {
  sources: readonly ImageRequest[];
  /** Where the content's paths point (the project's static/). */
  staticDir: string;
  /** The site's output folder; files go to `outDir + publicBase`. Without it nothing is copied (see `files`). */
  outDir?: string;
  /** URL folder of the files in the site, with slashes at both ends. */
  publicBase?: string;
  /** The URL path the site is served under (`/portfolio/`), put before `publicBase` in the manifest's URLs; `/` by default. */
  basePath?: string;
  /** Encoded files are kept here between builds, by source content and settings. */
  cacheDir: string;
  settings?: Partial<EncodeSettings>;
  /** Called after each image, encoded or taken from the cache. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Given, a bad image is passed here and left out of the manifest (the page shows its plain file)
   * while the others go on; without it, the first bad image fails the whole run.
   */
  onImageError?: (error: Error) => void;
}

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'svg';

/** One written file. */
export interface Variant {
  format: OutputFormat;
  width: number;
  /** Content-hashed file name. */
  file: string;
  bytes: number;
}

/** Everything known about one processed image, as kept in the cache (URLs apart). */
export interface ProcessedImage {
  sourceBytes: number;
  width: number;
  height: number;
  placeholder: string;
  variants: Variant[];
}

export interface ImageReportRow {
  src: string;
  sourceBytes: number;
  variants: Variant[];
  /** Taken from the cache: nothing was encoded for it in this run. */
  cached: boolean;
}

export interface ImageReport {
  images: ImageReportRow[];
  /** Files encoded in this run (0 when every image came from the cache). */
  encoded: number;
}
