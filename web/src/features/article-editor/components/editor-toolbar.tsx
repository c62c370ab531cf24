import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const APPLE = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

/** A shortcut as `Mod-Shift-8`: shown in the button's tooltip, named in aria-keyshortcuts. */
function shortcut(keys: string): { hint: string; aria: string } {
  const parts = keys.split('-');
  const hint = parts.map((part) => (part === 'Mod' ? (APPLE ? '⌘' : 'Ctrl') : part === 'Alt' ? (APPLE ? '⌥' : 'Alt') : part)).join(APPLE ? '' : '+');
  const aria = parts.map((part) => (part === 'Mod' ? (APPLE ? 'Meta' : 'Control') : part)).join('+');
  return { hint, aria };
}

type Active = Record<'bold' | 'italic' | 'underline' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote' | 'link', boolean>;

interface ToolButton {
  label: string;
  keys?: string;
  icon: ReactNode;
  /** Toggles have a pressed state; actions do not. */
  active?: keyof Active;
  run: (editor: Editor) => void;
  enabled?: (state: ToolbarState) => boolean;
}

interface ToolbarState extends Active {
  canUndo: boolean;
  canRedo: boolean;
}

const svg = (path: string) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

interface EditorToolbarProps {
  editor: Editor;
  /** The id of the editing area the toolbar formats. */
  controls: string;
  onLink: () => void;
  onImage: () => void;
  /** Absent when no media library is at hand. */
  onLibrary?: () => void;
  /** Absent where embeds are not offered. */
  onEmbed?: () => void;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar: one tab stop, arrow keys move between buttons).
 * Toggles say whether they apply to the selection with aria-pressed.
 */
export function EditorToolbar({ editor, controls, onLink, onImage, onLibrary, onEmbed }: EditorToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  /** The button the toolbar's one tab stop is on. */
  const [stop, setStop] = useState('Bold');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }): ToolbarState => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const groups: ToolButton[][] = [
    [
      { label: 'Bold', keys: 'Mod-B', icon: <b>B</b>, active: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
      { label: 'Italic', keys: 'Mod-I', icon: <i>I</i>, active: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
      { label: 'Underline', keys: 'Mod-U', icon: <u>U</u>, active: 'underline', run: (e) => e.chain().focus().toggleUnderline().run() },
    ],
    [
      { label: 'H2 heading', keys: 'Mod-Alt-2', icon: 'H2', active: 'h2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
      { label: 'H3 heading', keys: 'Mod-Alt-3', icon: 'H3', active: 'h3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
    ],
    [
      { label: 'Bulleted list', keys: 'Mod-Shift-8', icon: svg('M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01'), active: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run() },
      { label: 'Numbered list', keys: 'Mod-Shift-7', icon: svg('M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2'), active: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run() },
      { label: 'Quote', keys: 'Mod-Shift-B', icon: svg('M7 7H4v5h3l-1 4M17 7h-3v5h3l-1 4'), active: 'blockquote', run: (e) => e.chain().focus().toggleBlockquote().run() },
    ],
    [
      { label: 'Link', keys: 'Mod-K', icon: svg('M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1'), active: 'link', run: onLink },
      { label: 'Image', icon: svg('M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01'), run: onImage },
      ...(onLibrary ? [{ label: 'Image from the media library', icon: svg('M3 7h4l2-3h6l2 3h4v13H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8'), run: onLibrary }] : []),
      ...(onEmbed ? [{ label: 'Embed a video or post', icon: svg('M4 6h16v12H4zM10 9l5 3-5 3z'), run: onEmbed }] : []),
    ],
    [
      { label: 'Undo', keys: 'Mod-Z', icon: svg('M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3'), run: (e) => e.chain().focus().undo().run(), enabled: (s) => s.canUndo },
      { label: 'Redo', keys: 'Mod-Shift-Z', icon: svg('M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3'), run: (e) => e.chain().focus().redo().run(), enabled: (s) => s.canRedo },
    ],
  ];

  /** Arrow keys, Home and End move the focus between the toolbar's enabled buttons. */
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target =
      event.key === 'ArrowRight' ? buttons[(index + 1) % buttons.length] :
      event.key === 'ArrowLeft' ? buttons[(index - 1 + buttons.length) % buttons.length] :
      event.key === 'Home' ? buttons[0] :
      event.key === 'End' ? buttons[buttons.length - 1] : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const enabled = (button: ToolButton) => (button.enabled ? button.enabled(state) : true);
  const stopHere = groups.flat().some((button) => button.label === stop && enabled(button)) ? stop : 'Bold';
  return (
    <div ref={ref} className="editor-toolbar" role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={move}>
      {groups.map((group, groupIndex) => (
        <div key={groupIndex} className="editor-toolbar__group">
          {group.map((button) => {
            const keys = button.keys ? shortcut(button.keys) : null;
            return (
              <button
                key={button.label}
                type="button"
                className="editor-toolbar__button"
                aria-label={button.label}
                aria-pressed={button.active ? state[button.active] : undefined}
                aria-keyshortcuts={keys?.aria}
                title={keys ? `${button.label} (${keys.hint})` : button.label}
                tabIndex={button.label === stopHere ? 0 : -1}
                disabled={!enabled(button)}
                onFocus={() => {
                  setStop(button.label);
                }}
                onMouseDown={(event) => {
                  // Keep the editor's selection: the button acts on it.
                  event.preventDefault();
                }}
                onClick={() => {
                  button.run(editor);
                }}
              >
                {button.icon}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
