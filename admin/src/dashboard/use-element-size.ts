import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/** The element's content size, kept current with ResizeObserver (jsdom and old browsers keep the fallback). */
export const useElementSize = <T extends HTMLElement>(fallback: ElementSize): [RefObject<T | null>, ElementSize] => {
  const ref = useRef<T | null>(null);
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = (width: number, height: number) => {
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
    };
    const rect = element.getBoundingClientRect();
    measure(rect.width, rect.height);
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) measure(box.width, box.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
};
