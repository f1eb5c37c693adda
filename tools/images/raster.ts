import sharp, { type Sharp } from 'sharp';
import { hashedName } from './settings';
import type { EncodeSettings, ImageRequest, OutputFormat, ProcessedImage, Variant } from './types';

export interface EncodedImage {
  image: ProcessedImage;
  /** File name -> bytes, to write out and to cache. */
  files: Map<string, Buffer>;
}

/** The largest box of the requested ratio inside the source (the whole source without a ratio). */
export function croppedSize(width: number, height: number, aspectRatio?: number) {
  if (!aspectRatio) return { width, height };
  return width / height > aspectRatio
    ? { width: Math.round(height * aspectRatio), height }
    : { width, height: Math.round(width / aspectRatio) };
}

/** The requested widths the source can fill, plus its own width when a wider one was asked for: never upscaled. */
export function variantWidths(requested: readonly number[], sourceWidth: number): number[] {
  const fitting = requested.filter((width) => width <= sourceWidth);
  return requested.some((width) => width > sourceWidth) ? [...fitting, sourceWidth] : fitting;
}

function encoder(pipeline: Sharp, format: OutputFormat, settings: EncodeSettings): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif(settings.avif);
    case 'webp':
      return pipeline.webp(settings.webp);
    case 'jpeg':
      return pipeline.jpeg({ ...settings.jpeg, mozjpeg: true });
    default:
      return pipeline.png(settings.png);
  }
}

/** AVIF, WebP and a JPEG (PNG when the image has transparency) at each width, and a tiny blurred preview. */
export async function encodeRaster(source: Buffer, request: ImageRequest, settings: EncodeSettings, stem: string): Promise<EncodedImage> {
  const input = () => sharp(source, { failOn: 'error' }).autoOrient();
  const metadata = await input().metadata();
  const { width: sourceWidth, height: sourceHeight } = metadata.autoOrient;
  const opaque = (await input().stats()).isOpaque;
  const box = croppedSize(sourceWidth, sourceHeight, request.aspectRatio);
  const ratio = box.width / box.height;
  const resized = (width: number) => input().resize(width, Math.max(1, Math.round(width / ratio)), { fit: 'cover', position: 'centre' });

  const formats: OutputFormat[] = ['avif', 'webp', opaque ? 'jpeg' : 'png'];
  const files = new Map<string, Buffer>();
  const jobs = variantWidths(request.widths, box.width).flatMap((width) =>
    formats.map(async (format): Promise<Variant> => {
      const data = await encoder(resized(width), format, settings).toBuffer();
      const file = hashedName(`${stem}-${width}`, data, format === 'jpeg' ? 'jpg' : format);
      files.set(file, data);
      return { format, width, file, bytes: data.length };
    }),
  );
  const variants = await Promise.all(jobs);
  const widest = Math.max(...variants.map((variant) => variant.width));
  return {
    image: {
      sourceBytes: source.length,
      width: widest,
      height: Math.round(widest / ratio),
      placeholder: opaque ? await placeholder(resized(settings.placeholderWidth)) : '',
      variants,
    },
    files,
  };
}

// A few hundred bytes: the page blurs it further, so detail and quality do not matter.
async function placeholder(tiny: Sharp): Promise<string> {
  const data = await tiny.webp({ quality: 40, effort: 6 }).toBuffer();
  return `data:image/webp;base64,${data.toString('base64')}`;
}
