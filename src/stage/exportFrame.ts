// "Download this frame": the stage as drawn now, as a file that stands alone in a slide deck
// or a doc. The page's stylesheet does not travel with a file, so every style the drawing
// depends on is written onto its element.

// Written as SVG presentation attributes, not style attributes: the export then needs no
// exception in a strict Content-Security-Policy, and the live page is never modified.
const PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linejoin',
  'stroke-linecap',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-decoration',
  'white-space',
] as const;

// Attributes that only matter on the page (classes, ARIA, data, framer-motion's style).
const DROP = /^(class|style|aria-.*|data-.*|role|tabindex)$/;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The element as SVG text, with the styles it is drawn with, read from the live DOM. */
function serialize(el: Element): string {
  // What moves between beats (Mover.tsx) is drawn as the group it stands for, where its box is.
  if (el instanceof SVGForeignObjectElement) {
    const box = el.firstElementChild;
    const inner = [...(box?.firstElementChild?.children ?? [])].map(serialize).join('');
    return `<g transform="${escape(box ? getComputedStyle(box).transform : '')}">${inner}</g>`;
  }
  const computed = getComputedStyle(el);
  const attrs = el
    .getAttributeNames()
    .filter((a) => !DROP.test(a))
    .map((a) => ` ${a}="${escape(el.getAttribute(a) ?? '')}"`);
  for (const p of PROPERTIES) {
    const v = computed.getPropertyValue(p === 'text-decoration' ? 'text-decoration-line' : p);
    // fill: none is written too: SVG's default fill is black, so a line CSS leaves unfilled
    // would otherwise come out as a black shape.
    if (v && (v !== 'none' || p === 'fill') && !(p === 'white-space' && v === 'normal'))
      attrs.push(` ${p}="${escape(v)}"`);
  }
  // An SVG image keeps runs of spaces only with xml:space, whatever white-space says.
  if (computed.getPropertyValue('white-space').startsWith('pre')) attrs.push(' xml:space="preserve"');
  const transform = computed.getPropertyValue('transform');
  if (transform && transform !== 'none') attrs.push(` transform="${escape(transform)}"`);
  const children = [...el.childNodes]
    .map((n) =>
      n.nodeType === Node.TEXT_NODE ? escape(n.textContent ?? '') : n instanceof Element ? serialize(n) : '',
    )
    .join('');
  return `<${el.tagName}${attrs.join('')}>${children}</${el.tagName}>`;
}

/** The stage as a standalone SVG document. */
export function frameAsSvg(stage: SVGSVGElement, title: string): string {
  const paper = paperOf(stage);
  const inner = [...stage.children].map(serialize).join('');
  // The plan drawn now (wide, or one drawn for a narrow stage), at its own size.
  const { width, height } = stage.viewBox.baseVal;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<title>${escape(title)}</title><rect width="100%" height="100%" fill="${escape(paper)}"/>${inner}</svg>`
  );
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const imageOf = async (svg: string): Promise<HTMLImageElement> => {
  const img = new Image();
  img.src = svgDataUrl(svg);
  await img.decode();
  return img;
};

/**
 * Paints the frame onto a canvas, as large as fits, centred on the frame's paper colour: a
 * still at any scale, or a video's picture of another shape.
 */
export async function drawFrame(svg: string, canvas: HTMLCanvasElement, paper: string): Promise<void> {
  const img = await imageOf(svg);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const scale = Math.min(canvas.width / img.naturalWidth, canvas.height / img.naturalHeight);
  const [w, h] = [img.naturalWidth * scale, img.naturalHeight * scale];
  ctx.fillStyle = paper;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, (canvas.width - w) / 2, (canvas.height - h) / 2, w, h);
}

/** The colour a frame is drawn on: the stage frame's background. */
export const paperOf = (stage: SVGSVGElement): string =>
  getComputedStyle(stage.parentElement ?? stage).backgroundColor || '#ffffff';

/** The stage as a PNG at twice the drawing's size (the plan drawn now), for slides. */
export async function frameAsPngDataUrl(svg: string, scale = 2): Promise<string> {
  const { naturalWidth, naturalHeight } = await imageOf(svg);
  const canvas = document.createElement('canvas');
  canvas.width = naturalWidth * scale;
  canvas.height = naturalHeight * scale;
  // The SVG paints its own paper first; a transparent fill under it changes nothing.
  await drawFrame(svg, canvas, 'transparent');
  return canvas.toDataURL('image/png');
}

/** Saves a data: URL as a file (data URLs need no cleanup and pass a strict CSP). */
export function download(dataUrl: string, filename: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = filename;
  a.click();
}
