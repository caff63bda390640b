import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Divider } from './divider';
import { MergeTag } from './merge-tag';
import { Preheader } from './preheader';

/** The body editor's schema: StarterKit basics, links, images, merge tag chips, the preheader and the divider. */
export const templateExtensions = (): Extensions => [
  StarterKit.configure({ link: false }),
  Link.configure({
    openOnClick: false,
    autolink: false,
    linkOnPaste: false,
    HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  MergeTag,
  Preheader,
  Divider,
];
