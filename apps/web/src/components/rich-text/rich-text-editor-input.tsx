import '@mantine/tiptap/styles.css';
import { FileButton } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorInputProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** uploads an image and resolves to its URL (`/api/media/…`); no image button without it */
  onUploadImage?: (file: File) => Promise<string>;
  labelledBy?: string;
  invalid?: boolean;
}

/** Tiptap inside Mantine's toolbar, labelled in the interface's language. */
export default function RichTextEditorInput({
  id,
  value,
  onChange,
  onBlur,
  onUploadImage,
  labelledBy,
  invalid,
}: RichTextEditorInputProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      Image,
    ],
    content: value,
    shouldRerenderOnTransaction: false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // a form reset (or another item opened) replaces the content
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const l = (key: string) => t(`common.rich_text.${key}`);
  return (
    <RichTextEditor
      editor={editor}
      labels={{
        boldControlLabel: l('bold'),
        italicControlLabel: l('italic'),
        underlineControlLabel: l('underline'),
        strikeControlLabel: l('strike'),
        h2ControlLabel: l('h2'),
        h3ControlLabel: l('h3'),
        h4ControlLabel: l('h4'),
        bulletListControlLabel: l('bullet_list'),
        orderedListControlLabel: l('ordered_list'),
        blockquoteControlLabel: l('blockquote'),
        codeControlLabel: l('code'),
        linkControlLabel: l('link'),
        unlinkControlLabel: l('unlink'),
        linkEditorInputLabel: l('link_url'),
        linkEditorInputPlaceholder: 'https://…',
        linkEditorExternalLink: l('link_external'),
        linkEditorInternalLink: l('link_internal'),
        linkEditorSave: l('link_save'),
        undoControlLabel: l('undo'),
        redoControlLabel: l('redo'),
        hrControlLabel: l('hr'),
        clearFormattingControlLabel: l('clear'),
      }}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          {onUploadImage && (
            <FileButton
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={async (file) => {
                if (!file || !editor) return;
                const src = await onUploadImage(file);
                editor.chain().focus().setImage({ src, alt: file.name }).run();
              }}
            >
              {(props) => (
                <RichTextEditor.Control {...props} aria-label={l('image')} title={l('image')}>
                  <IconPhoto size={16} stroke={1.5} aria-hidden />
                </RichTextEditor.Control>
              )}
            </FileButton>
          )}
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
