import { ko } from '@parking/shared/messages/ko';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { FileInput } from './file-input';
import { checkFile, formatFileSize, IMAGE_EXTENSIONS } from './validate-file';

afterEach(cleanup);

function fileOf(name: string, size: number, type: string): File {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('checkFile', () => {
  it('allows jpeg/jpg/png/gif/pdf up to 2,000,000 bytes', () => {
    expect(checkFile(fileOf('a.pdf', 2_000_000, 'application/pdf'))).toBeNull();
    expect(checkFile(fileOf('사진.JPG', 10, 'image/jpeg'))).toBeNull();
    expect(checkFile(fileOf('a.gif', 10, ''))).toBeNull();
    expect(checkFile(fileOf('a.pdf', 2_000_001, 'application/pdf'))).toBe('size');
    expect(checkFile(fileOf('a.exe', 10, 'application/octet-stream'))).toBe('type');
    expect(checkFile(fileOf('a.png', 10, 'text/html'))).toBe('type');
    expect(checkFile(fileOf('a.pdf', 0, 'application/pdf'))).toBe('empty');
    expect(checkFile(fileOf('a.pdf', 10, 'application/pdf'), IMAGE_EXTENSIONS)).toBe('type');
  });

  it('formats sizes in KB', () => {
    expect(formatFileSize(2048)).toBe('2.0 KB');
  });
});

describe('FileInput', () => {
  it('keeps an allowed file and shows the max 20M hint', async () => {
    const onChange = vi.fn();
    renderWithUi(<FileInput label="첨부파일" value={null} onChange={onChange} />);
    expect(screen.getByText(/최대 20M/)).toBeTruthy();
    const input = screen.getByLabelText('첨부파일') as HTMLInputElement;
    await userEvent.upload(input, fileOf('안내.pdf', 1000, 'application/pdf'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: '안내.pdf' }));
  });

  it('refuses a file above 2,000,000 bytes with 최대 20mb까지 업로드할 수 있습니다.', async () => {
    const onChange = vi.fn();
    renderWithUi(<FileInput label="첨부파일" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('첨부파일') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('big.png', 2_000_001, 'image/png')] } });
    const dlg = await screen.findByRole('alertdialog');
    expect(dlg.textContent).toContain('최대 20mb까지 업로드할 수 있습니다.');
    await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses another type', async () => {
    const onChange = vi.fn();
    renderWithUi(<FileInput label="첨부파일" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('첨부파일') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('x.zip', 100, 'application/zip')] } });
    const dlg = await screen.findByRole('alertdialog');
    expect(dlg.textContent).toContain(ko.content.upload.attachmentTypes);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the chosen file', async () => {
    const onChange = vi.fn();
    renderWithUi(<FileInput label="첨부파일" value={fileOf('a.png', 10, 'image/png')} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: ko.content.web.removeFile('a.png') }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
