import { CloseButton, Group, Text } from '@mantine/core';
import { ko } from '@parking/shared/messages/ko';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { showAlert } from '../dialog/dialog-store';
import { ATTACHMENT_EXTENSIONS, checkFile, type FileProblem, formatFileSize } from './validate-file';

interface Props {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** allowed extensions (default jpeg, jpg, png, gif, pdf) */
  extensions?: readonly string[];
  /** message for a wrong type */
  typeMessage?: string;
  disabled?: boolean;
  description?: string;
}

export function problemMessage(problem: FileProblem, typeMessage?: string): string {
  if (problem === 'size') return ko.content.upload.tooLarge;
  if (problem === 'empty') return ko.content.upload.empty;
  return typeMessage ?? ko.content.upload.attachmentTypes;
}

/**
 * One attachment (spec 2 §5, spec 3 §5): jpeg/jpg/png/gif/pdf, at most 2,000,000 bytes
 * ('최대 20mb까지 업로드할 수 있습니다.'), hint 'max 20M'. A refused file is alerted and not kept.
 */
export function FileInput({
  label,
  value,
  onChange,
  extensions = ATTACHMENT_EXTENSIONS,
  typeMessage,
  disabled,
  description,
}: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  // a parent that resets the value also empties the native input
  useEffect(() => {
    if (value === null && ref.current) ref.current.value = '';
  }, [value]);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0] ?? null;
    if (!file) return;
    const problem = checkFile(file, extensions);
    if (problem) {
      input.value = '';
      await showAlert(problemMessage(problem, typeMessage));
      return;
    }
    onChange(file);
  };

  const clear = () => {
    if (ref.current) ref.current.value = '';
    onChange(null);
  };

  const accept = extensions.map((x) => `.${x}`).join(',');
  return (
    <div>
      <Text component="label" htmlFor={id} fw={500} size="sm" display="block" mb={4}>
        {label}
      </Text>
      <Group gap="xs" wrap="wrap">
        <input
          ref={ref}
          id={id}
          type="file"
          accept={accept}
          onChange={pick}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          style={{ maxWidth: '100%', fontSize: 'var(--mantine-font-size-sm)' }}
        />
        {value && (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {value.name} ({formatFileSize(value.size)})
            </Text>
            <CloseButton size="sm" onClick={clear} aria-label={ko.content.web.removeFile(value.name)} />
          </Group>
        )}
      </Group>
      <Text id={`${id}-hint`} size="xs" c="dimmed" mt={4}>
        {description ?? ko.content.web.fileHint(extensions.join(', '))}
      </Text>
    </div>
  );
}
