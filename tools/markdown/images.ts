/** The files the image pipeline reads (tools/images/): the Markdown checks refuse any other before it would. */
export const IMAGE_FORMATS = /\.(jpe?g|png|webp|avif|svg)$/i;
