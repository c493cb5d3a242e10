import { ko } from '@parking/shared/messages/ko';
import { type ChangeEvent, type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { showAlert } from '../dialog/dialog-store';
import { Text } from '../layout/layout';
import { CloseButton } from '../misc/misc';
import classes from './file-input.module.css';
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
  required?: boolean;
  description?: string;
  /** a message under the field (e.g. the form's own error for this file) */
  error?: string;
  id?: string;
  /** the native input, for focusing it after a failed save */
  inputRef?: Ref<HTMLInputElement | null>;
  /** a screen's own check instead of the attachment rules: the message to show, or undefined when fine */
  check?: (file: File) => string | undefined;
  /** told the message when a picked file is refused (before the alert) */
  onReject?: (message: string) => void;
}

export function problemMessage(problem: FileProblem, typeMessage?: string): string {
  if (problem === 'size') return ko.content.upload.tooLarge;
  if (problem === 'empty') return ko.content.upload.empty;
  return typeMessage ?? ko.content.upload.attachmentTypes;
}

/**
 * The one file control of the web app (decision 144): a Korean "파일 선택" button, the chosen name shown once
 * (cut with an ellipsis, whole in its tooltip), its size, and the size/type hint. The default rules are the
 * attachment's (spec 2 §5, spec 3 §5): jpeg/jpg/png/gif/pdf, at most 2,000,000 bytes ('최대 2MB까지 업로드할
 * 수 있습니다.'). A refused file is alerted and not kept.
 */
export function FileInput({
  label,
  value,
  onChange,
  extensions = ATTACHMENT_EXTENSIONS,
  typeMessage,
  disabled,
  required,
  description,
  error,
  id: idProp,
  inputRef,
  check,
  onReject,
}: Props) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const ref = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => ref.current as HTMLInputElement, []);
  // a parent that resets the value also empties the native input
  useEffect(() => {
    if (value === null && ref.current) ref.current.value = '';
  }, [value]);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0] ?? null;
    if (!file) return;
    const problem = check ? check(file) : checkFile(file, extensions);
    if (problem) {
      input.value = '';
      const message = check ? problem : problemMessage(problem as FileProblem, typeMessage);
      onReject?.(message);
      await showAlert(message);
      ref.current?.focus();
      return;
    }
    onChange(file);
  };

  const clear = () => {
    if (ref.current) ref.current.value = '';
    onChange(null);
    ref.current?.focus();
  };

  const accept = extensions.map((x) => `.${x}`).join(',');
  const describedBy = [`${id}-name`, `${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div style={{ minWidth: 0, maxWidth: '100%' }}>
      <Text component="label" htmlFor={id} fw={500} size="sm" display="block" mb={4}>
        {label}
        {required && (
          <Text component="span" c="error" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <input
        ref={ref}
        id={id}
        type="file"
        className={classes.native}
        accept={accept}
        onChange={(e) => void pick(e)}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <div
        className={classes.row}
        data-invalid={error ? true : undefined}
        data-disabled={disabled || undefined}
      >
        {/* the visible button; the native input beside it takes keyboard focus and opens the same picker */}
        <span className={classes.button} aria-hidden onClick={() => !disabled && ref.current?.click()}>
          {ko.controls.chooseFile}
        </span>
        <span id={`${id}-name`} className={classes.name} title={value?.name} data-testid="file-input-name">
          {value ? value.name : ko.controls.noFileChosen}
        </span>
        {value && <span className={classes.size}>{formatFileSize(value.size)}</span>}
        {value && !disabled && (
          <CloseButton size="sm" onClick={clear} aria-label={ko.content.web.removeFile(value.name)} />
        )}
      </div>
      <Text id={`${id}-hint`} size="xs" c="dimmed" mt={4}>
        {description ?? ko.content.web.fileHint(extensions.join(', '))}
      </Text>
      {error && (
        <Text id={`${id}-error`} size="sm" c="error" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
