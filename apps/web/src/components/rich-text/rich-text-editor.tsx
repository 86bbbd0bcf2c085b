import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextEditorInputProps } from './rich-text-editor-input';

/** The editor (Tiptap) loads only when a form that edits rich text opens. */
const EditorInput = lazy(() => import('./rich-text-editor-input'));

export interface RichTextEditorProps extends RichTextEditorInputProps {
  label: string;
  error?: string;
  required?: boolean;
  description?: string;
}

/** A labelled rich text input (headings, lists, links, images); its value is HTML. */
export function RichTextEditor({
  label,
  error,
  required,
  description,
  ...input
}: RichTextEditorProps) {
  return (
    <Input.Wrapper
      label={label}
      error={error}
      required={required}
      description={description}
      id={`${input.id}-wrapper`}
      labelProps={{ id: `${input.id}-label` }}
    >
      <Suspense fallback={<Skeleton height={180} />}>
        <EditorInput {...input} labelledBy={`${input.id}-label`} invalid={!!error} />
      </Suspense>
    </Input.Wrapper>
  );
}
