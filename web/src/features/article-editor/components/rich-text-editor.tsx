import Image from '@tiptap/extension-image';
import { EditorContent, Extension, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import '../../../styles/rich-text.css';
import { isImageUrl } from '../lib/draft';
import { useImagePicker } from '../lib/image-picker';
import { EMBED_REFUSED, parseEmbedUrl } from '../lib/embed';
import { EmbedNode, embedContent } from '../lib/embed-node';
import { EditorToolbar } from './editor-toolbar';
import { InsertDialog } from './insert-dialog';

type DialogKind = 'link' | 'image' | 'embed';

/** Links may go to the web, to a mail address or to a page of this site. */
function linkError(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return null;
  if (/^mailto:\S+@\S+$/i.test(href)) return null;
  try {
    const url = new URL(href);
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
  } catch {
    // Not an address: the message below.
  }
  return 'Enter a full address (https://…), a mail address (mailto:…) or a page of this site (/…).';
}

/** Ctrl/⌘+K asks for a link, as in most editors. */
function linkShortcut(open: () => void) {
  return Extension.create({
    name: 'linkShortcut',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          open();
          return true;
        },
      };
    },
  });
}

interface RichTextEditorProps {
  /** The editing area's id (the toolbar controls it). */
  id: string;
  /** The label's and the description's ids. */
  labelledBy: string;
  describedBy?: string;
  /** The content it starts with; remount it (a new key) to start again from other content. */
  initialContent: string;
  onChange: (html: string) => void;
  /** Offer YouTube and X embeds (an article); off where frames do not show (a mail). */
  embeds?: boolean;
}

/**
 * A body written in rich text (an article's, a campaign's): TipTap with headings (H2, H3: the
 * title is the H1), lists, quotes, links, images with alt text and, where they show, embeds,
 * under a formatting toolbar. It brings TipTap along: only lazily loaded code imports it (the
 * editor page's chunk, the newsletter page's `lazy()`).
 */
export function RichTextEditor({ id, labelledBy, describedBy, initialContent, onChange, embeds = true }: RichTextEditorProps) {
  const pickImage = useImagePicker();
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  // The editor reads its options on every render: keep them the same objects.
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      // The server sets rel on links and keeps no target.
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    ...(embeds ? [EmbedNode] : []),
    linkShortcut(() => {
      setDialog('link');
    }),
  ]);
  const [content] = useState(initialContent);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'editor-prose article__content',
      },
    }),
    [id, labelledBy, describedBy],
  );
  const editor = useEditor({
    extensions,
    content,
    editorProps,
    onUpdate: ({ editor: current }) => {
      changed.current(current.getHTML());
    },
  });

  const close = () => {
    setDialog(null);
    editor.commands.focus();
  };

  return (
    <div className="editor-rich">
      <EditorToolbar
        editor={editor}
        controls={id}
        onLink={() => {
          setDialog('link');
        }}
        onImage={() => {
          setDialog('image');
        }}
        onLibrary={
          pickImage
            ? () => {
                void pickImage().then((image) => {
                  if (image) editor.chain().focus().setImage({ src: image.url, alt: image.alt }).run();
                  else editor.commands.focus();
                });
              }
            : undefined
        }
        onEmbed={
          embeds
            ? () => {
                setDialog('embed');
              }
            : undefined
        }
      />
      <EditorContent editor={editor} className="editor-rich__area" />
      {dialog === 'link' ? <LinkDialog editor={editor} onClose={close} /> : null}
      {dialog === 'image' ? (
        <InsertDialog
          title="Insert an image"
          submitLabel="Insert image"
          fields={[
            { name: 'src', label: 'Image address', type: 'url', hint: 'https://… or a file of this site (/media/…).' },
            { name: 'alt', label: 'Alt text', hint: 'What the image shows, for readers who cannot see it.' },
          ]}
          validate={({ src = '', alt = '' }) => ({
            ...(isImageUrl(src.trim()) ? {} : { src: 'Use an absolute address (https://…) or a file of this site (/media/…).' }),
            ...(alt.trim() ? {} : { alt: 'Describe the image for readers who cannot see it.' }),
          })}
          onSubmit={({ src = '', alt = '' }) => {
            editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
            setDialog(null);
          }}
          onClose={close}
        />
      ) : null}
      {dialog === 'embed' ? (
        <InsertDialog
          title="Embed a video or a post"
          submitLabel="Embed"
          fields={[{ name: 'url', label: 'Address of the YouTube video or the post on X', type: 'url', hint: 'e.g. https://youtu.be/… or https://x.com/…/status/…' }]}
          validate={({ url = '' }): Record<string, string> => (parseEmbedUrl(url) ? {} : { url: EMBED_REFUSED })}
          onSubmit={({ url = '' }) => {
            const embed = parseEmbedUrl(url);
            if (embed) editor.chain().focus().insertContent(embedContent(embed)).run();
            setDialog(null);
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

/** Adds, changes or removes the link on the selection; with nothing selected, inserts one. */
function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = editor.getAttributes('link') as { href?: string };
  const linked = editor.isActive('link');
  const needsText = editor.state.selection.empty && !linked;
  return (
    <InsertDialog
      title={linked ? 'Edit the link' : 'Add a link'}
      submitLabel={linked ? 'Update link' : 'Add link'}
      fields={[
        { name: 'href', label: 'Link address', type: 'url', initial: current.href ?? '', hint: 'https://…, mailto:… or a page of this site (/…).' },
        ...(needsText ? [{ name: 'text', label: 'Text to show' }] : []),
      ]}
      validate={({ href = '', text = '' }) => {
        const error = linkError(href.trim());
        return {
          ...(error ? { href: error } : {}),
          ...(needsText && !text.trim() ? { text: 'Write the words the link is on.' } : {}),
        };
      }}
      onSubmit={({ href = '', text = '' }) => {
        const chain = editor.chain().focus();
        if (needsText) chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: href.trim() } }] }).run();
        else chain.extendMarkRange('link').setLink({ href: href.trim() }).run();
        onClose();
      }}
      onClose={onClose}
      extra={
        linked
          ? {
              label: 'Remove link',
              onClick: () => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              },
            }
          : undefined
      }
    />
  );
}
