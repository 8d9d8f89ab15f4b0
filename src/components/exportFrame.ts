import { VIEW } from './layout';

// "Download this frame": the stage as drawn now, as a file that stands alone in a slide deck
// or a doc. The page's stylesheet does not travel with a file, so every style the drawing
// depends on is written onto its element.

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
  'text-decoration-line',
  'white-space',
  'transform',
] as const;

function inlineStyles(source: Element, copy: Element): void {
  const computed = getComputedStyle(source);
  const style = PROPERTIES.map((p) => [p, computed.getPropertyValue(p)] as const)
    .filter(([p, v]) => v !== '' && !(p === 'transform' && v === 'none'))
    .map(([p, v]) => `${p}:${v}`)
    .join(';');
  if (style) copy.setAttribute('style', style);
  copy.removeAttribute('class');
  const kids = source.children;
  const copies = copy.children;
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i];
    const c = copies[i];
    if (k && c) inlineStyles(k, c);
  }
}

/** The stage as a standalone SVG document. */
export function frameAsSvg(stage: SVGSVGElement, title: string): string {
  const copy = stage.cloneNode(true) as SVGSVGElement;
  inlineStyles(stage, copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(VIEW.width));
  copy.setAttribute('height', String(VIEW.height));
  copy.removeAttribute('style');
  copy.removeAttribute('aria-labelledby');
  const ns = 'http://www.w3.org/2000/svg';
  const heading = document.createElementNS(ns, 'title');
  heading.textContent = title;
  const paper = document.createElementNS(ns, 'rect');
  paper.setAttribute('width', '100%');
  paper.setAttribute('height', '100%');
  paper.setAttribute('fill', getComputedStyle(stage.parentElement ?? stage).backgroundColor || '#ffffff');
  copy.prepend(heading, paper);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The stage as a PNG at twice the drawing's size, for slides. */
export async function frameAsPngDataUrl(svg: string, scale = 2): Promise<string> {
  const img = new Image();
  img.src = svgDataUrl(svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = VIEW.width * scale;
  canvas.height = VIEW.height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

/** Saves a data: URL as a file (data URLs need no cleanup and pass a strict CSP). */
export function download(dataUrl: string, filename: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = filename;
  a.click();
}

export { svgDataUrl };
