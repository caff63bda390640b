import { Node } from '@tiptap/core';

export const DEFAULT_DIVIDER_HEIGHT = 16;

/** The divider's inline style for a given vertical spacing (px). */
export const dividerStyle = (height: number): string => `border:none;border-top:1px solid #e5e7eb;margin:${height}px 0`;

const heightFromStyle = (style: string | null): number => {
  const match = /margin\s*:\s*(\d+)px/i.exec(style ?? '');
  return match ? Number(match[1]) : DEFAULT_DIVIDER_HEIGHT;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    divider: {
      /** Inserts a divider at the selection. */
      insertDivider: (height?: number) => ReturnType;
    };
  }
}

/**
 * An email divider: `<hr data-type="divider" style="border:none;border-top:1px solid #e5e7eb;margin:16px 0">`.
 * Its spacing (16 px by default) is kept as the `height` attribute and read back from the margin, so it
 * round-trips; a plain <hr> stays StarterKit's horizontal rule.
 */
export const Divider = Node.create({
  name: 'divider',
  group: 'block',
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      height: {
        default: DEFAULT_DIVIDER_HEIGHT,
        parseHTML: (element: HTMLElement) => heightFromStyle(element.getAttribute('style')),
        rendered: false,
      },
    };
  },

  parseHTML() {
    return [{ tag: 'hr[data-type="divider"]', priority: 100 }];
  },

  // Built by hand: a style given in a spec array goes through style.cssText, which rewrites it (longhands, rgb()).
  renderHTML({ node }) {
    const hr = document.createElement('hr');
    hr.setAttribute('data-type', 'divider');
    hr.setAttribute('style', dividerStyle(Number(node.attrs.height)));
    return hr;
  },

  addCommands() {
    return {
      insertDivider:
        (height = DEFAULT_DIVIDER_HEIGHT) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { height } }),
    };
  },
});
