import { ko } from '@parking/shared/messages/ko';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ImageIcon, ListIcon, QuoteIcon, RedoIcon, UndoIcon } from '../icons/icons';
import { ActionIcon, Box, Group, Loader, Text, Tooltip } from '../ui/core';
import { showAlert } from '../ui/dialog/dialog-store';
import { IMAGE_EXTENSIONS } from '../ui/file-input/validate-file';
import classes from './rich-text-editor.module.css';
import { uploadEditorImage } from './upload-image';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
  /** called with the editor element so a form can focus it */
  onBlur?: () => void;
  minHeight?: number;
  /** the id of the editable element (a form focuses it when its content is wrong) */
  contentId?: string;
}

const t = ko.content.web.editor;

/** Empty editor documents count as empty content (required checks). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * Rich text (Tiptap 3: StarterKit + Image) for notices, FAQ, popups, banners and answers. Images go to
 * POST /api/ckeditor/upload/image and are inserted by URL; the server sanitises the HTML on save.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  required,
  onBlur,
  minHeight = 240,
  contentId,
}: Props) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const lastEmitted = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: contentId ?? `${id}-content`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: classes.content ?? '',
      },
    },
    onUpdate: ({ editor: ed }) => {
      const html = ed.isEmpty ? '' : ed.getHTML();
      lastEmitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // a value set from outside (prefill of an edit screen) replaces the document
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: ed }) => ({
      bold: ed?.isActive('bold') ?? false,
      italic: ed?.isActive('italic') ?? false,
      strike: ed?.isActive('strike') ?? false,
      h2: ed?.isActive('heading', { level: 2 }) ?? false,
      h3: ed?.isActive('heading', { level: 3 }) ?? false,
      bullet: ed?.isActive('bulletList') ?? false,
      ordered: ed?.isActive('orderedList') ?? false,
      quote: ed?.isActive('blockquote') ?? false,
      canUndo: ed?.can().undo() ?? false,
      canRedo: ed?.can().redo() ?? false,
    }),
  });

  const pickImage = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !editor) return;
    setUploading(true);
    const result = await uploadEditorImage(file);
    setUploading(false);
    if (!result.ok) {
      await showAlert(result.message);
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({ src: result.url, alt: file.name.replace(/\.[^.]+$/, '') })
      .run();
  };

  const tool = (
    key: string,
    label: string,
    text: ReactNode,
    active: boolean,
    run: () => void,
    disabled = false,
  ) => (
    <Tooltip label={label} key={key} withArrow openDelay={400}>
      <ActionIcon
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'primary' : 'gray'}
        aria-label={label}
        aria-pressed={active}
        onClick={run}
        disabled={disabled || !editor}
        size="md"
        className={classes.tool}
      >
        {text}
      </ActionIcon>
    </Tooltip>
  );

  const chain = () => editor?.chain().focus();

  return (
    <div>
      <Text id={`${id}-label`} fw={500} size="sm" mb={4} component="div">
        {label}
        {required && (
          <Text component="span" c="danger" aria-hidden>
            {' '}
            *
          </Text>
        )}
      </Text>
      <Box className={classes.root} data-invalid={error ? true : undefined}>
        <Group
          gap={2}
          className={classes.toolbar}
          role="toolbar"
          aria-label={t.toolbar}
          aria-controls={contentId ?? `${id}-content`}
        >
          {tool('b', t.bold, <b>B</b>, state?.bold ?? false, () => chain()?.toggleBold().run())}
          {tool('i', t.italic, <i>I</i>, state?.italic ?? false, () => chain()?.toggleItalic().run())}
          {tool('s', t.strike, <s>S</s>, state?.strike ?? false, () => chain()?.toggleStrike().run())}
          {tool('h2', t.heading2, 'H2', state?.h2 ?? false, () => chain()?.toggleHeading({ level: 2 }).run())}
          {tool('h3', t.heading3, 'H3', state?.h3 ?? false, () => chain()?.toggleHeading({ level: 3 }).run())}
          {tool('ul', t.bulletList, <ListIcon />, state?.bullet ?? false, () =>
            chain()?.toggleBulletList().run(),
          )}
          {tool('ol', t.orderedList, '1.', state?.ordered ?? false, () => chain()?.toggleOrderedList().run())}
          {tool('q', t.blockquote, <QuoteIcon />, state?.quote ?? false, () =>
            chain()?.toggleBlockquote().run(),
          )}
          {tool('img', t.image, <ImageIcon />, false, () => fileRef.current?.click(), uploading)}
          {tool('undo', t.undo, <UndoIcon />, false, () => chain()?.undo().run(), !state?.canUndo)}
          {tool('redo', t.redo, <RedoIcon />, false, () => chain()?.redo().run(), !state?.canRedo)}
          {uploading && (
            <Group gap={4} role="status">
              <Loader size="xs" aria-hidden />
              <Text size="xs">{t.uploading}</Text>
            </Group>
          )}
        </Group>
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_EXTENSIONS.map((x) => `.${x}`).join(',')}
          onChange={pickImage}
          hidden
          aria-label={t.image}
          data-testid="editor-image-input"
        />
        <EditorContent editor={editor} style={{ minHeight }} className={classes.body} />
      </Box>
      {error && (
        <Text id={`${id}-error`} c="danger" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
