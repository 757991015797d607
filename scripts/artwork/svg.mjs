// SVG text helpers shared by the artwork.

/** A coordinate rounded to a tenth, so the files stay short. */
export const tenth = (value) => Math.round(value * 10) / 10;

/** A whole SVG document of `width` × `height`; with a `title`, an image named for assistive tech. */
export const svgDocument = (width, height, body, title = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${title ? ' role="img"' : ''}>${title ? `<title>${title}</title>` : ''}${body}</svg>\n`;

/** Gradient stops from `[offset, colour, opacity = 1]` triples. */
export const gradientStops = (...stops) =>
  stops
    .map(
      ([offset, colour, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');
