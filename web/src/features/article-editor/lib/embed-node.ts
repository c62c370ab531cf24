/**
 * The rich-text editor's embed: a YouTube video or a post on X, stored as the one iframe the
 * server keeps (`src`, `title`, `allowfullscreen`). The editor shows a card in its place (no
 * third-party frame loads while writing); the preview and the site show the frame.
 */
import { Node } from '@tiptap/react';
import { EMBED_TITLES, embedOfSrc, embedSrc, type Embed } from './embed';

const EMBED_NODE = 'embed';

/** The node's attributes for an embed, to insert with `insertContent`. */
export function embedContent(embed: Embed) {
  return { type: EMBED_NODE, attrs: { src: embedSrc(embed), title: EMBED_TITLES[embed.provider] } };
}

export const EmbedNode = Node.create({
  name: EMBED_NODE,
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return { src: { default: null }, title: { default: null } };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const embed = embedOfSrc(element.getAttribute('src') ?? '');
          return embed ? { src: embedSrc(embed), title: EMBED_TITLES[embed.provider] } : false;
        },
      },
    ];
  },

  renderHTML({ node }) {
    return ['iframe', { src: node.attrs.src as string, title: node.attrs.title as string, allowfullscreen: '' }];
  },

  addNodeView() {
    return ({ node }) => {
      const embed = embedOfSrc(node.attrs.src as string);
      const dom = document.createElement('div');
      dom.className = 'editor-embed';
      dom.contentEditable = 'false';
      const label = document.createElement('strong');
      label.textContent = embed ? EMBED_TITLES[embed.provider] : 'Embed';
      const detail = document.createElement('span');
      detail.textContent = embed ? `${embed.id} · shown in the preview and on the site` : '';
      dom.append(label, detail);
      return { dom };
    };
  },
});
