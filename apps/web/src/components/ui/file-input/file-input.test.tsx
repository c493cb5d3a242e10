import { ko } from '@parking/shared/messages/ko';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../test/render';
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
  it('keeps an allowed file and shows the max 2MB hint', async () => {
    const onChange = vi.fn();
    renderWithUi(<FileInput label="첨부파일" value={null} onChange={onChange} />);
    expect(screen.getByText(/최대 2MB/)).toBeTruthy();
    const input = screen.getByLabelText('첨부파일') as HTMLInputElement;
    await userEvent.upload(input, fileOf('안내.pdf', 1000, 'application/pdf'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: '안내.pdf' }));
  });

  it('refuses a file above 2,000,000 bytes with 최대 2MB까지 업로드할 수 있습니다.', async () => {
    const onChange = vi.fn();
    renderWithUi(<FileInput label="첨부파일" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('첨부파일') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [fileOf('big.png', 2_000_001, 'image/png')] } });
    const dlg = await screen.findByRole('alertdialog');
    expect(dlg.textContent).toContain('최대 2MB까지 업로드할 수 있습니다.');
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

describe('FileInput, the Korean control (decision 144)', () => {
  it('shows 파일 선택 and 선택된 파일 없음, and the chosen name exactly once', () => {
    const { rerender } = renderWithUi(<FileInput label="첨부파일" value={null} onChange={() => {}} />);
    expect(screen.getByText(ko.controls.chooseFile)).toBeTruthy();
    expect(screen.getByText(ko.controls.noFileChosen)).toBeTruthy();
    rerender(
      <FileInput
        label="첨부파일"
        value={fileOf('안내문.pdf', 2048, 'application/pdf')}
        onChange={() => {}}
      />,
    );
    expect(screen.getAllByText('안내문.pdf')).toHaveLength(1);
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    // the native input is labelled by the field label and described by the name and the hint
    const input = screen.getByLabelText('첨부파일') as HTMLInputElement;
    expect(input.type).toBe('file');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described.join(' ')).toContain('안내문.pdf');
    expect(described.join(' ')).toContain('최대 2MB');
  });

  it('a 200-character or emoji name is kept whole in the title and cut by an ellipsis on one line', async () => {
    const long = `${'가'.repeat(196)}.pdf`;
    const onChange = vi.fn();
    renderWithUi(<FileInput label="첨부파일" value={null} onChange={onChange} />);
    await userEvent.upload(
      screen.getByLabelText('첨부파일') as HTMLInputElement,
      fileOf(long, 10, 'application/pdf'),
    );
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: long }));
    cleanup();
    const emoji = '🚗🅿️주차🎉_영수증_😀😀😀.png';
    renderWithUi(<FileInput label="첨부파일" value={fileOf(emoji, 10, 'image/png')} onChange={() => {}} />);
    const name = screen.getByTestId('file-input-name');
    expect(name.textContent).toBe(emoji);
    expect(name.getAttribute('title')).toBe(emoji);
    // the ellipsis rule lives on the name's class (CSS modules keep the class name in tests)
    expect(name.className).toMatch(/name/);
  });

  it('a screen check refuses with its own message, shown under the field', async () => {
    const onReject = vi.fn();
    renderWithUi(
      <FileInput
        label="사업자등록증 첨부"
        value={null}
        onChange={() => {}}
        check={(f) => (f.name.endsWith('.pdf') ? undefined : '형식 오류')}
        onReject={onReject}
        error="형식 오류"
      />,
    );
    const input = screen.getByLabelText('사업자등록증 첨부') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { files: [fileOf('a.png', 10, 'image/png')] } });
    const dlg = await screen.findByRole('alertdialog');
    await userEvent.click(within(dlg).getByRole('button', { name: '확인' }));
    expect(onReject).toHaveBeenCalledWith('형식 오류');
  });

  it('the visible button opens the same picker', async () => {
    renderWithUi(<FileInput label="첨부파일" value={null} onChange={() => {}} />);
    const input = screen.getByLabelText('첨부파일') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByText(ko.controls.chooseFile));
    expect(click).toHaveBeenCalled();
  });
});
