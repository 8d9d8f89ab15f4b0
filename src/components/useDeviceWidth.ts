import { useEffect, useRef, type RefObject } from 'react';

/**
 * An element's width in device pixels, kept by a ResizeObserver (0 until it has reported), so
 * that a bar drawn every frame can be drawn only when it moves by a pixel. Read from the
 * returned ref: it never renders anything.
 */
export function useDeviceWidth(ref: RefObject<Element | null>): RefObject<number> {
  const width = useRef(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      // The device-pixel box also reports a change of zoom or screen at the same CSS width.
      const device = entry.devicePixelContentBoxSize?.[0]?.inlineSize;
      width.current = device ?? entry.contentRect.width * window.devicePixelRatio;
    });
    try {
      observer.observe(el, { box: 'device-pixel-content-box' });
    } catch {
      observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * `share` (0 to 1) of a bar `pixels` wide, to the nearest pixel: unchanged when the width is
 * not known yet. Each style write of a moving bar costs Blink heap, and at 1x a bar that
 * spans the screen moves a pixel about every third frame: writing only then makes major
 * garbage collections, which can make a frame late on a slow machine, come less often.
 */
export const toPixel = (share: number, pixels: number): number =>
  pixels > 0 ? Math.round(share * pixels) / pixels : share;
