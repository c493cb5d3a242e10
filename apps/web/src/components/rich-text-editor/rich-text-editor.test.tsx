import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { isEmptyHtml, RichTextEditor } from './rich-text-editor';
import { uploadEditorImage } from './upload-image';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '지도.png', { type: 'image/png' });

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('uploadEditorImage', () => {
  it('posts the file as `upload` and returns the url', async () => {
    const fetchMock = answer(200, { url: '/api/files/editor/abc.png' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await uploadEditorImage(png())).toEqual({ ok: true, url: '/api/files/editor/abc.png' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ckeditor/upload/image');
    expect((init.body as FormData).get('upload')).toBeInstanceOf(File);
  });

  it('refuses other types before sending', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    expect(await uploadEditorImage(pdf)).toEqual({ ok: false, message: 'PNG/JPEG/GIF 형식만 가능합니다.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows error.message of the answer, or the Korean failure with the file name', async () => {
    vi.stubGlobal('fetch', answer(200, { error: { message: '이미지를 저장할 수 없습니다.' } }));
    expect(await uploadEditorImage(png())).toEqual({ ok: false, message: '이미지를 저장할 수 없습니다.' });
    vi.stubGlobal('fetch', answer(200, {}));
    expect(await uploadEditorImage(png())).toEqual({
      ok: false,
      message: '파일을 업로드하지 못했습니다: 지도.png',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network');
      }),
    );
    expect(await uploadEditorImage(png())).toEqual({
      ok: false,
      message: '파일을 업로드하지 못했습니다: 지도.png',
    });
  });
});

describe('RichTextEditor', () => {
  it('has a labelled toolbar and content box', () => {
    renderWithUi(<RichTextEditor label="내용" value="<p>안녕</p>" onChange={() => {}} />);
    expect(screen.getByRole('toolbar', { name: '편집 도구' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '굵게' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '이미지 삽입' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '내용' }).textContent).toContain('안녕');
  });

  it('inserts an uploaded image and alerts a failure', async () => {
    vi.stubGlobal('fetch', answer(200, { url: '/api/files/editor/abc.png' }));
    const onChange = vi.fn();
    renderWithUi(<RichTextEditor label="내용" value="" onChange={onChange} />);
    const input = screen.getByTestId('editor-image-input');
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('src="/api/files/editor/abc.png"')),
    );

    vi.stubGlobal('fetch', answer(200, {}));
    fireEvent.change(input, { target: { files: [png()] } });
    const dlg = await screen.findByRole('alertdialog');
    expect(within(dlg).getByText('파일을 업로드하지 못했습니다: 지도.png')).toBeTruthy();
  });

  it('treats an empty document as empty content', () => {
    expect(isEmptyHtml('<p></p>')).toBe(true);
    expect(isEmptyHtml('<p> &nbsp;</p>')).toBe(true);
    expect(isEmptyHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(isEmptyHtml('<p>글</p>')).toBe(false);
  });
});
